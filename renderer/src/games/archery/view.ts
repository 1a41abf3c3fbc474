/**
 * What the Archery screen reads from a session view: the position (read with the game's own notation
 * reader), the choices of arrow with the space each lands on, the per-turn instruction, and the counts.
 * Pure functions; the rules stay in `src/games/archery` (this file only reads its notation and asks
 * `arrowLanding`/`arrowCount` for previews and counts, the same functions the host uses).
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH; issue 7 §2 and §5 ("Per-turn instructions ("Spin",
 * "Move an arrow 7 spaces: choose which"), the landing space previewed for each choice").
 */
import { say, t } from '../../lib/i18n.svelte';
import type { SessionView } from '$api';
import { parseOptions } from '$core/options';
import { archery, archeryScores, type ArcheryOptions, type ArcheryPosition } from '$games/archery/index';
import { parseArcheryPositionSyntax } from '$games/archery/notation';
import { arrowCount, AT_FLAG_STAFF, isTargetSpace, LINE_LENGTH, MISSED, ringName } from '$games/archery/rules';
import { seatName } from '../teetotum/men';
import { leadSpinEvents, replayer } from '../teetotum/plies';
import { readSpin, spinWords, spunWords } from '../teetotum/spin-view';
import { format, msg, type Message } from '$i18n';

export { seatName };

/** The default options (for drawing a position whose options are not at hand, as in a replay). */
const DEFAULTS: ArcheryOptions = (() => {
  const r = parseOptions(archery.options, {});
  if (!r.ok) throw new Error(`archery defaults: ${format(r.error.message, 'en')}`);
  return r.value;
})();

/** The validated options of a view's raw options (the defaults when they do not validate). */
export function archeryOptionsOf(raw: unknown): ArcheryOptions {
  const r = parseOptions(archery.options, raw ?? {});
  return r.ok ? r.value : DEFAULTS;
}

/** Reads a position's notation for drawing (syntax only; the host validated it). */
export function readArchery(text: string, options: ArcheryOptions = DEFAULTS): ArcheryPosition | undefined {
  const r = parseArcheryPositionSyntax(text, options);
  return r.ok ? r.value : undefined;
}

/** The catalogue's choice for each ring `ringName` gives (outside in). */
const RING_KEYS = { 'outer ring': 'outer', 'second ring': 'second', 'third ring': 'third', "bull's-eye": 'bull' } as const;

/** The ring of a target space as the catalogue's choice (`moves.archery.*` `ring`), `undefined` off the target. */
export function ringKey(space: number): (typeof RING_KEYS)[keyof typeof RING_KEYS] | undefined {
  const ring = ringName(space);
  return ring === undefined ? undefined : RING_KEYS[ring as keyof typeof RING_KEYS];
}

/** One arrow the player to move may move with the pending spin. */
export interface ArrowChoice {
  /** The move's notation (`f-7`, `5-12`, `12-x`). */
  readonly notation: string;
  /** From: {@link AT_FLAG_STAFF} or a space 1..16. */
  readonly from: number;
  /** To: a space 1..23, or {@link MISSED}. */
  readonly to: number;
  /** "The arrow at the flag-staff", "The arrow on 5" (with the count when several stand there). */
  readonly label: string;
  /** Where it lands, in words ("lands on space 12", "lands in the bull's-eye: 6", "misses: counts nothing"). */
  readonly lands: string;
  /** The count the arrow would score where it lands (0 outside the target or a miss). */
  readonly count: number;
}

function readPlace(t: string): number | undefined {
  if (t === 'f') return AT_FLAG_STAFF;
  if (t === 'x') return MISSED;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= LINE_LENGTH ? n : undefined;
}

/** Reads an arrow move's notation (`5-12`) into its places. */
export function readArrowMove(notation: string): { from: number; to: number } | undefined {
  const m = /^(f|\d{1,2})-(x|\d{1,2})$/.exec(notation);
  if (!m) return undefined;
  const from = readPlace(m[1]!);
  const to = readPlace(m[2]!);
  return from === undefined || to === undefined ? undefined : { from, to };
}

/** The choices of arrow among `legal` (the view's legal moves), in the host's order. */
export function arrowChoices(pos: ArcheryPosition, legal: readonly string[]): ArrowChoice[] {
  const seat = pos.current;
  const set = seat === undefined ? [] : (pos.arrows[seat] ?? []);
  const out: ArrowChoice[] = [];
  for (const notation of legal) {
    const mv = readArrowMove(notation);
    if (mv === undefined) continue;
    const many = set.filter((a) => a === mv.from).length;
    const label = t('moves.archery.choice', { from: mv.from === AT_FLAG_STAFF ? 'flag' : 'space', space: mv.from, many: Math.max(1, many) });
    const count = arrowCount(mv.to);
    const lands = t('moves.archery.lands', {
      where: mv.to === MISSED ? 'miss' : isTargetSpace(mv.to) ? 'ring' : 'space',
      space: mv.to,
      ring: ringKey(mv.to) ?? 'outer',
      n: count,
    });
    out.push({ notation, from: mv.from, to: mv.to, label, lands, count });
  }
  return out;
}

/**
 * The instruction for the turn, as one sentence in the reader's language: spinning for lead, "Blue:
 * spin.", "Blue spun 3 and 4: move an arrow 7 spaces: choose which.", the computer thinking, or the result.
 */
export function archeryInstruction(view: SessionView, pos: ArcheryPosition | undefined): string {
  if (view.status.kind !== 'ongoing') return resultWords(view, pos);
  if (pos === undefined || view.turn === null) return '';
  const seat = { game: view.game, seat: view.turn };
  const computer = view.seats[view.turn]?.kind === 'computer' ? 'yes' : 'no';
  if (pos.lead !== undefined) return t('moves.archery.lead', { seat, computer, tie: pos.lead.contenders.length < view.seats.length ? 'yes' : 'no' });
  if (pos.spin === undefined) {
    const turn = t('moves.archery.spin', { seat, computer });
    // The spin for lead just decided (no arrow has left the flag-staff yet): say who won it (issue 14).
    const leadJustWon = view.moves.length > 0 && pos.arrows.every((set) => set.every((a) => a === AT_FLAG_STAFF));
    return leadJustWon ? `${turn} ${t('play.lead.won', { seat })}` : turn;
  }
  const sum = pos.spin.a + pos.spin.b;
  const spin = spinWords(pos.spin);
  if (computer === 'yes') return t('moves.archery.computer-moves', { seat, spin, sum });
  const board = view.seats[view.turn]?.kind === 'board' && view.board.kind !== 'none' ? 'yes' : 'no';
  const choices = arrowChoices(pos, view.legalMoves.map((m) => m.notation));
  if (choices.length === 1) {
    const c = choices[0]!;
    return t('moves.archery.only-choice', { seat, spin, sum, from: c.from === AT_FLAG_STAFF ? 'flag' : 'space', space: c.from, board });
  }
  return t('moves.archery.choose', { seat, spin, sum, board });
}

/** The result in the reader's language: the winner (or tie) and the counts; `''` while the game goes on. */
export function resultWords(view: SessionView, pos: ArcheryPosition | undefined): string {
  const st = view.status;
  if (st.kind === 'ongoing') return '';
  if (st.kind === 'draw') return t('moves.result.tie-reason', { reason: st.reason });
  const seats = st.winners.map((w) => ({ game: view.game, seat: w }));
  if (view.termination === 'resignation' || view.termination === 'agreement') return t('moves.result.win-reason', { winners: seats, n: seats.length, reason: st.reason });
  const scores = pos === undefined ? [] : archeryScores(pos);
  const best = st.winners[0] === undefined ? undefined : scores[st.winners[0]];
  const known = best === undefined ? 'no' : 'yes';
  return seats.length === 1 ? t('moves.archery.wins', { seat: seats[0]!, best: best ?? 0, known }) : t('moves.archery.tie', { seats, best: best ?? 0, known });
}

/** One seat's row of the counts table: its arrows (in words) and count. */
export interface ArcheryScoreRow {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  /** Each arrow's place: `f` flag-staff, a space number, `x` missed. */
  readonly arrows: readonly string[];
  readonly count: number;
}

/** The counts table, seat by seat. */
export function archeryScoreRows(view: Pick<SessionView, 'seats' | 'game'>, pos: ArcheryPosition): ArcheryScoreRow[] {
  const scores = archeryScores(pos);
  return pos.arrows.map((set, seat) => ({
    seat,
    name: seatName(view, seat),
    colour: view.seats[seat]?.colour ?? '#888',
    arrows: set.map((a) => (a === AT_FLAG_STAFF ? 'f' : a === MISSED ? 'x' : String(a))),
    count: scores[seat] ?? 0,
  }));
}

/** A move's one-line description: "spun 3 and 4", "arrow from the flag-staff to 7", "arrow from 12 to 19 (third ring, 3)". */
export function describeArcheryMove(move: string): string {
  const m = describeArcheryPly(move);
  return m === undefined ? move : say(m);
}

/** {@link describeArcheryMove} as a message; `undefined` for notation that is neither a spin nor an arrow's move. */
export function describeArcheryPly(move: string): Message | undefined {
  const spin = readSpin(move);
  if (spin !== undefined) return spunWords(spin);
  const mv = readArrowMove(move);
  if (mv === undefined) return undefined;
  const ring = ringKey(mv.to);
  const where = mv.to === MISSED ? 'miss' : ring === undefined ? 'space' : 'ring';
  return msg('moves.archery.arrow', { from: mv.from === AT_FLAG_STAFF ? 'flag' : 'space', space: mv.from, where, to: mv.to, ring: ring ?? 'outer', n: arrowCount(mv.to) });
}

const replay = replayer(archery, archeryOptionsOf);

/**
 * Each ply of the view told for the move list, one line per event (`GameScreen.describePlies`): a spin
 * for lead with who won it or who spin again, a spin, an arrow's move. `undefined` for a ply that does not
 * replay (the list then shows {@link describeArcheryMove}).
 */
export function archeryPlies(view: SessionView): readonly (readonly Message[] | undefined)[] {
  return replay(view).map((step, i) => {
    if (step === undefined) return undefined;
    const notation = view.moves[i]!.notation;
    if (step.before.lead !== undefined) return leadSpinEvents(view.game, notation, step.after.lead, step.after.order[0]);
    const m = describeArcheryPly(notation);
    return m === undefined ? undefined : [m];
  });
}
