/**
 * Archery ("Game of Arch"): two to four players race three arrows each along a line of 23 spaces
 * into a target, moving by the sum of a double teetotum.
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH (quoted in {@link ARCHERY_RULES}); issue 7 §1-2.
 * Turn structure: the players first spin for lead (spin moves such as `3+5`, ties spinning again; see
 * `../teetotum/lead`); then each turn the player to move spins (a spin move, while
 * {@link archery}.awaitsSpin is true) and chooses which arrow to move by the sum (an arrow move
 * `FROM-TO`). Players whose arrows have all reached or missed the target are passed over. Spins are
 * moves, so a record of moves replays a game exactly.
 */
import type { CellContents, Game, MoveError, NotationError, PlayerIndex, Status } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { msg, type Message, type SeatRef } from '../../i18n/index';
import { TEETOTUM_SEATS } from '../teetotum/seats';
import { leadSpinner, playOrder, recordLeadSpin, startLead } from '../teetotum/lead';
import { formatSpinMove, spinFaceProblem, spinOutcomes, spinSum, type SpinMove } from '../teetotum/spin';
import { formatArcheryMove, formatArcheryPosition, parseArcheryMove, parseArcheryPositionSyntax } from './notation';
import { archeryOptions, type ArcheryOptions } from './options';
import { archeryProblems, sortArrows, type ArcheryMove, type ArcheryPosition, type ArrowMove, type ArrowPlace } from './position';
import {
  ARCHERY_RULES,
  ARCHERY_SHEET,
  ARROWS_PER_PLAYER,
  arrowCount,
  AT_FLAG_STAFF,
  isFinished,
  isTargetSpace,
  LINE_LENGTH,
  MISSED,
} from './rules';

/**
 * Where an arrow at `from` lands when moved by `sum` spaces: a space 1..23, or {@link MISSED} when
 * "there are not enough spaces for it to be moved over, to use up the spin".
 * An arrow at the flag-staff enters on space `sum` (option `entryCount: inclusive`, the flag-staff
 * space counted as the first) or `1 + sum` (`exclusive`, counted from the flag-staff space).
 * @throws Error when `from` is finished (in the target or missed): such an arrow never moves.
 */
export function arrowLanding(options: ArcheryOptions, from: ArrowPlace, sum: number): ArrowPlace {
  if (isFinished(from)) throw new Error(`arrowLanding: an arrow at ${from} has finished and never moves`);
  const start = from === AT_FLAG_STAFF ? (options.entryCount === 'inclusive' ? 0 : 1) : from;
  const to = start + sum;
  return to > LINE_LENGTH ? MISSED : to;
}

/** Each seat's count: the sum of its arrows' rings (1, 2, 3, bull's-eye 6), misses counting nothing. */
export function archeryScores(p: ArcheryPosition): readonly number[] {
  return p.arrows.map((set) => set.reduce((s, a) => s + arrowCount(a), 0));
}

/** The seat after `seat` in `order` that still has an arrow to move, or `undefined` when none has. */
function nextSeat(order: readonly PlayerIndex[], seat: PlayerIndex, arrows: ArcheryPosition['arrows']): PlayerIndex | undefined {
  const i = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const s = order[(i + k) % order.length]!;
    if (arrows[s]!.some((a) => !isFinished(a))) return s;
  }
  return undefined;
}

/**
 * The places a player may move an arrow from with the pending spin, ascending and each once:
 * only the flag-staff while arrows wait there under `entryOrder: enter-all-first`.
 */
export function movableFrom(p: ArcheryPosition, seat: PlayerIndex): readonly ArrowPlace[] {
  const set = p.arrows[seat] ?? [];
  const waiting = set.includes(AT_FLAG_STAFF);
  if (waiting && p.options.entryOrder === 'enter-all-first') return [AT_FLAG_STAFF];
  return [...new Set(set.filter((a) => !isFinished(a)))];
}

function moveError(code: string, message: Message, rule?: keyof typeof ARCHERY_RULES): MoveError {
  return rule === undefined ? { code, message } : { code, message, rule: ARCHERY_RULES[rule] };
}

/** A seat of Archery, for messages (`Blue`, `Natural`, … in the catalogue). */
function seatOf(seat: PlayerIndex): SeatRef {
  return { game: 'archery', seat };
}

function playSpin(p: ArcheryPosition, m: SpinMove): Result<ArcheryPosition, MoveError> {
  const fp = spinFaceProblem(p.options.faces, m);
  if (fp) return err(moveError('archery/not-a-face', msg('teetotum.impossible-spin', { spin: formatSpinMove(m), why: fp }), 'moves'));
  if (p.lead !== undefined) {
    const r = recordLeadSpin(p.lead, spinSum(m), p.options.leadTies);
    if ('lead' in r) return ok({ ...p, lead: r.lead });
    return ok({ ...p, lead: undefined, order: playOrder(r.leader, p.arrows.length), current: r.leader });
  }
  if (p.spin !== undefined) {
    return err(
      moveError('archery/spin-pending', msg('archery.spin-pending', { seat: seatOf(p.current!), a: p.spin.a, b: p.spin.b, sum: p.spin.a + p.spin.b }), 'moves'),
    );
  }
  return ok({ ...p, spin: { a: Math.min(m.a, m.b), b: Math.max(m.a, m.b) } });
}

function playArrow(p: ArcheryPosition, m: ArrowMove): Result<ArcheryPosition, MoveError> {
  if (p.lead !== undefined) return err(moveError('archery/spin-for-lead', msg('archery.spin-for-lead'), 'lead'));
  const seat = p.current!;
  if (p.spin === undefined) return err(moveError('archery/spin-first', msg('archery.spin-first', { seat: seatOf(seat) }), 'moves'));
  const set = p.arrows[seat]!;
  if (!set.includes(m.from)) {
    const where = m.from === AT_FLAG_STAFF ? 'flagStaff' : 'space';
    return err(moveError('archery/no-arrow-there', msg('archery.no-arrow-there', { seat: seatOf(seat), where, space: m.from })));
  }
  if (m.from === MISSED) return err(moveError('archery/missed', msg('archery.missed'), 'miss'));
  if (isTargetSpace(m.from)) return err(moveError('archery/in-target', msg('archery.in-target', { space: m.from }), 'stop'));
  if (m.from !== AT_FLAG_STAFF && set.includes(AT_FLAG_STAFF) && p.options.entryOrder === 'enter-all-first') {
    return err(moveError('archery/enter-first', msg('archery.enter-first', { seat: seatOf(seat) }), 'entry'));
  }
  const sum = p.spin.a + p.spin.b;
  const to = arrowLanding(p.options, m.from, sum);
  if (to !== m.to) {
    const message = msg('archery.wrong-landing', {
      sum,
      from: m.from === AT_FLAG_STAFF ? 'flagStaff' : 'space',
      space: m.from,
      landing: to === MISSED ? 'miss' : 'space',
      to,
      move: formatArcheryMove(m),
    });
    return err(moveError('archery/wrong-landing', message, to === MISSED ? 'beyond' : 'moves'));
  }
  const moved = [...set];
  moved[moved.indexOf(m.from)] = to;
  const arrows = p.arrows.map((s, i) => (i === seat ? sortArrows(moved) : s));
  return ok({ ...p, arrows, spin: undefined, current: nextSeat(p.order, seat, arrows) });
}

/** The Archery game declaration (see the module docs). */
export const archery: Game<ArcheryPosition, ArcheryMove, ArcheryOptions> = {
  id: 'archery',
  name: 'Archery',
  sheet: ARCHERY_SHEET,
  players: { min: 2, max: 4, seats: TEETOTUM_SEATS },
  options: archeryOptions,

  setup(options, playerCount) {
    if (!Number.isInteger(playerCount) || playerCount < 2 || playerCount > 4) {
      return err({ code: 'setup/player-count', message: msg('setup.player-count-range', { game: 'archery', min: 2, max: 4, n: playerCount }) });
    }
    return ok({
      options,
      lead: startLead(playerCount),
      order: [],
      current: undefined,
      spin: undefined,
      arrows: Array.from({ length: playerCount }, () => Array<ArrowPlace>(ARROWS_PER_PLAYER).fill(AT_FLAG_STAFF)),
    });
  },

  optionsOf: (p) => p.options,

  turn: (p) => (p.lead !== undefined ? leadSpinner(p.lead) : p.current),

  awaitsSpin: (p) => p.lead !== undefined || (p.current !== undefined && p.spin === undefined),

  legalMoves(p) {
    if (p.lead !== undefined || (p.current !== undefined && p.spin === undefined)) return spinOutcomes(p.options.faces);
    if (p.current === undefined || p.spin === undefined) return [];
    const sum = p.spin.a + p.spin.b;
    return movableFrom(p, p.current).map((from): ArrowMove => ({ kind: 'arrow', from, to: arrowLanding(p.options, from, sum) }));
  },

  play(p, m) {
    if (p.lead === undefined && p.current === undefined) {
      return err(moveError('archery/game-over', msg('archery.game-over'), 'end'));
    }
    return m.kind === 'spin' ? playSpin(p, m) : playArrow(p, m);
  },

  status(p): Status {
    if (p.lead !== undefined || p.current !== undefined) return { kind: 'ongoing' };
    const scores = archeryScores(p);
    const best = Math.max(...scores);
    const winners = scores.flatMap((s, i) => (s === best ? [i] : []));
    if (winners.length === scores.length) return { kind: 'draw', reason: msg('archery.status.all-equal', { best }) };
    if (winners.length === 1) return { kind: 'won', winners, reason: msg('archery.status.largest', { best }) };
    return { kind: 'won', winners, reason: msg('archery.status.tie', { seats: winners.map(seatOf), best }) };
  },

  parsePosition(text, options) {
    const r = parseArcheryPositionSyntax(text, options);
    return r.ok ? archeryFromSetup(r.value) : r;
  },

  formatPosition: formatArcheryPosition,
  parseMove: parseArcheryMove,
  formatMove: formatArcheryMove,

  physical: {
    cells: Array.from({ length: LINE_LENGTH }, (_, i) => String(i + 1)),
    contents: archeryContents,
    stages(p, m) {
      if (m.kind === 'spin') return [archeryContents(p)];
      const seat = p.current;
      if (seat === undefined) return [archeryContents(p)];
      const lifted = { ...p, arrows: p.arrows.map((s, i) => (i === seat ? withPlace(s, m.from, AT_FLAG_STAFF) : s)) };
      const placed = { ...p, arrows: p.arrows.map((s, i) => (i === seat ? withPlace(s, m.from, m.to) : s)) };
      return m.from === AT_FLAG_STAFF || m.to === MISSED ? [archeryContents(placed)] : [archeryContents(lifted), archeryContents(placed)];
    },
  },
};

function withPlace(set: readonly ArrowPlace[], from: ArrowPlace, to: ArrowPlace): readonly ArrowPlace[] {
  const i = set.indexOf(from);
  if (i < 0) return set;
  const copy = [...set];
  copy[i] = to;
  return sortArrows(copy);
}

/**
 * The sensor-board view: cells `1`..`23` (spaces counted from the flag-staff), each listing the seat of
 * every arrow on it, ascending (several may stack). Arrows at the flag-staff or missed are off the line.
 */
export function archeryContents(p: ArcheryPosition): CellContents {
  const cells: Record<string, PlayerIndex[]> = {};
  for (let s = 1; s <= LINE_LENGTH; s++) cells[String(s)] = [];
  p.arrows.forEach((set, seat) => {
    for (const a of set) if (a >= 1 && a <= LINE_LENGTH) cells[String(a)]!.push(seat);
  });
  return cells;
}

/**
 * The one gate from untrusted data to a position: sorts each seat's arrows and checks consistency.
 * @returns the position, or `archery/bad-position` listing every problem found (see {@link archeryProblems}).
 */
export function archeryFromSetup(raw: ArcheryPosition): Result<ArcheryPosition, NotationError> {
  const p = { ...raw, arrows: raw.arrows.map(sortArrows) };
  const problems = archeryProblems(p);
  if (problems.length > 0) return err({ code: 'archery/bad-position', message: msg('archery.notation.impossible', { why: problems.join('; ') }) });
  return ok(p);
}
