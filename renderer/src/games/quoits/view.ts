/**
 * What the Quoits screen reads from a session view: the options (with the quoit layout: the default
 * reconstruction or a museum's), the position, where a throw would land (with the collision it causes),
 * what the last pitch did, the turn's instruction and the score table with each component of the score.
 * Pure functions; the rules stay in `src/games/quoits` (this file calls its `pitchOutcome` and
 * `scoreBoard`, the same functions the host uses).
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS; issue 7 §3 and §5 ("the quoit sets with hub and
 * spaces", "the scores table with each component of the Quoits score, and the winner").
 */
import { t } from '../../lib/i18n.svelte';
import type { SessionView } from '$api';
import { parseOptions } from '$core/options';
import {
  gameComplete,
  indexLayout,
  matchOver,
  pitchOutcome,
  quoits,
  quoitsTotals,
  scoreBoard,
  setOfSeat,
  type PitchOutcome,
  type QuoitLayout,
  type QuoitsOptions,
  type QuoitsPosition,
} from '$games/quoits/index';
import { parseQuoitsPositionSyntax } from '$games/quoits/notation';
import { readSpin, spinWords } from '../teetotum/spin-view';
import { seatName } from '../teetotum/men';
import { format, type Message } from '$i18n';

export { seatName };

const DEFAULTS: QuoitsOptions = (() => {
  const r = parseOptions(quoits.options, {});
  if (!r.ok) throw new Error(`quoits defaults: ${format(r.error.message, 'en')}`);
  return r.value;
})();

const optionsCache = new Map<string, QuoitsOptions>();

/** The validated options of a view's raw options (cached by their JSON; the defaults when they do not validate). */
export function quoitsOptionsOf(raw: unknown): QuoitsOptions {
  const key = JSON.stringify(raw ?? {});
  const hit = optionsCache.get(key);
  if (hit) return hit;
  const r = parseOptions(quoits.options, raw ?? {});
  const value = r.ok ? r.value : DEFAULTS;
  if (optionsCache.size > 16) optionsCache.clear();
  optionsCache.set(key, value);
  return value;
}

/** Reads a position's notation for drawing (syntax only; the host validated it). */
export function readQuoits(text: string, options: QuoitsOptions = DEFAULTS): QuoitsPosition | undefined {
  const r = parseQuoitsPositionSyntax(text, options);
  return r.ok ? r.value : undefined;
}

/** `true` when the next spin pitches a man (not a spin for lead, not the first spin of a further game). */
export function pitchAwaited(p: QuoitsPosition): boolean {
  return p.lead === undefined && !gameComplete(p) && !matchOver(p);
}

/** The label of a space (`Double 3`, `7`, `Hub`), by id. */
export function spaceLabel(layout: QuoitLayout, id: string): string {
  const ix = indexLayout(layout);
  const i = ix.byId.get(id);
  return i === undefined ? id : ix.spaces[i]!.label;
}

/**
 * What a pitch does, in words: "goes to 7; Natural's man there is set back to 8", or under
 * `collisionForward: newcomer` "hits 7, where Natural's man stays; goes forward to Hub (the space behind was taken)".
 */
export function outcomeWords(view: Pick<SessionView, 'seats'>, layout: QuoitLayout, o: PitchOutcome, past = false): string {
  const name = (s: number) => view.seats[s]?.name ?? `Seat ${s + 1}`;
  const where = spaceLabel(layout, o.space);
  const lands = `${past ? 'went' : 'goes'} to ${where}`;
  if (o.collision === undefined) return lands;
  const c = o.collision;
  const first = `${name(c.owner)}'s man there`;
  const to = c.to === undefined ? '' : spaceLabel(layout, c.to);
  const fate =
    c.result === 'set-back'
      ? `${past ? 'was' : 'is'} set back to ${to}`
      : c.result === 'forward'
        ? `${past ? 'went' : 'goes'} forward to ${to} (the space behind was taken)`
        : `${past ? 'was' : 'is'} removed and does not count (the spaces behind and in front were taken)`;
  if (c.mover === 'newcomer') return `${past ? 'hit' : 'hits'} ${where}, where ${name(c.owner)}'s man ${past ? 'stayed' : 'stays'}; ${fate}`;
  return `${lands}; ${first} ${fate}`;
}

/** Where a throw of `a`+`b` would send the next man, when a pitch is awaited. */
export function previewPitch(p: QuoitsPosition | undefined, a: number, b: number): PitchOutcome | undefined {
  if (p === undefined || !pitchAwaited(p)) return undefined;
  try {
    return pitchOutcome(p, { a, b });
  } catch {
    return undefined;
  }
}

/**
 * What the last move did, when it was a pitch: replays the game's moves from its start (the view's
 * options and seats) to the position before it. `undefined` for a spin for lead, a game started from a
 * given position, or anything that does not replay to the view's position.
 */
export function lastPitch(view: Pick<SessionView, 'moves' | 'seats' | 'position'>, options: QuoitsOptions): { outcome: PitchOutcome; spin: string } | undefined {
  const setup = quoits.setup(options, view.seats.length);
  if (!setup.ok || view.moves.length === 0) return undefined;
  let pos = setup.value;
  let before: QuoitsPosition | undefined;
  for (const m of view.moves) {
    const mv = quoits.parseMove(m.notation);
    if (!mv.ok) return undefined;
    const next = quoits.play(pos, mv.value);
    if (!next.ok) return undefined;
    before = pos;
    pos = next.value;
  }
  if (before === undefined || quoits.formatPosition(pos) !== view.position) return undefined;
  const last = view.moves[view.moves.length - 1]!;
  const s = readSpin(last.notation);
  if (s === undefined || !pitchAwaited(before)) return undefined;
  return { outcome: pitchOutcome(before, s), spin: spinWords(s) };
}

/** The set a seat plays for, in words ("the left set"), when known. */
export function setWords(p: QuoitsPosition, seat: number): string {
  const set = setOfSeat(p, seat);
  return set === undefined ? '' : (p.options.layout.sets[set]?.name ?? `set ${set + 1}`);
}

/** The turn's instruction as one sentence. */
export function quoitsInstruction(view: SessionView, p: QuoitsPosition | undefined): string {
  if (view.status.kind !== 'ongoing') return quoitsResultWords(view, p);
  if (p === undefined || view.turn === null) return '';
  const who = seatName(view, view.turn);
  const kind = view.seats[view.turn]?.kind;
  const spinner = kind === 'computer' ? `the computer spins for ${who}` : `${who}, spin`;
  if (view.phase === 'syncing') return 'Carry out the pitch on the board as shown before the next spin.';
  if (gameComplete(p)) return `Four rounds played: this game is scored. ${kind === 'computer' ? `The computer` : who} spins to begin the next game.`;
  if (p.lead !== undefined) {
    const tied = p.lead.contenders.length < p.playerCount ? ' (a tie: the tied players spin again)' : '';
    return `Spin for lead${tied}: ${spinner}. The highest spin leads.`;
  }
  const round = Math.floor(p.pitched / p.playerCount) + 1;
  const instruction = `Round ${round} of 4: ${spinner} and pitch a man onto ${setWords(p, view.turn).replace(/ \(.*\)$/, '').toLowerCase() || 'the set'}.`;
  // The spin for lead just decided (the first game, no man pitched yet): say who won it (issue 14).
  const leadJustWon = view.moves.length > 0 && p.history.length === 0 && p.pitched === 0;
  return leadJustWon ? `${instruction} ${t('play.lead.won', { seat: { game: view.game, seat: view.turn } })}` : instruction;
}

/** The result in words: the winner (or tie) and the score. */
export function quoitsResultWords(view: SessionView, p: QuoitsPosition | undefined, say: (m: Message) => string = (m) => format(m, 'en')): string {
  const st = view.status;
  if (st.kind === 'ongoing') return '';
  if (st.kind === 'draw') return `A tie: ${say(st.reason)}.`;
  const names = st.winners.map((w) => seatName(view, w));
  if (view.termination === 'resignation' || view.termination === 'agreement') return `${names.join(' and ')} win: ${say(st.reason)}.`;
  const totals = p === undefined ? [] : quoitsTotals(p);
  const best = st.winners[0] === undefined ? undefined : totals[st.winners[0]];
  if (names.length === 1) return `${names[0]} wins${best === undefined ? '' : ` with ${best} points`}.`;
  return `A tie: ${names.join(' and ')} share the highest score${best === undefined ? '' : `, ${best}`}.`;
}

/** One seat's row of the score table. */
export interface QuoitsScoreRow {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  /** This game's men now on the board, by component (points). */
  readonly hub: number;
  readonly doubles: number;
  readonly numbers: number;
  readonly nearest: number;
  /** This game's score so far. */
  readonly game: number;
  /** The earlier games' scores. */
  readonly earlier: number;
  /** The match total: earlier games plus this one. */
  readonly total: number;
}

/** The score table: per seat, the components of this game's score, the earlier games and the total. */
export function quoitsScoreRows(view: Pick<SessionView, 'seats'>, p: QuoitsPosition): QuoitsScoreRow[] {
  const board = scoreBoard(p);
  return board.lines.map((l, seat) => {
    const earlier = p.history.reduce((t, row) => t + (row[seat] ?? 0), 0);
    return {
      seat,
      name: seatName(view, seat),
      colour: view.seats[seat]?.colour ?? '#888',
      hub: l.hub,
      doubles: l.doubles,
      numbers: l.numbers,
      nearest: l.nearest,
      game: l.total,
      earlier,
      total: earlier + l.total,
    };
  });
}

/** A move's one-line description for the history: "spun 3 and 4" / "spun double 2 (by hand)". */
export function describeQuoitsMove(move: string): string {
  const s = readSpin(move);
  return s === undefined ? move : `spun ${spinWords(s)}${s.hand ? ' (by hand)' : ''}`;
}
