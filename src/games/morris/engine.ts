/**
 * The Morris rules over immutable positions: the start position, legal moves, `play` with a reason for
 * every refusal, and the game status.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice (quoted in `rules.ts`); what the sheet leaves open
 * is decided by the options of `options.ts`. `play` never mutates its argument; the hot in-place path
 * used by playouts is `playout.ts`, tested to agree with this module.
 *
 * Speed (issue 19): a position's status is computed once, when the position is made, and kept in it;
 * moves are interned (`unpackMove` hands out one frozen object per packed move, so listing moves
 * allocates only the list); `generateLegal` writes packed moves into the caller's buffer. Random games
 * through this API run at about half the speed of the in-place path (`npm run bench`, `morris.api.*`).
 */
import type { MoveError, PlayerIndex, Status } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { msg, type Message, type SeatRef } from '../../i18n/index';
import { ADJACENT, FULL, NO_POINT, POINTS, bitIndices, pointIndex, popcount, type MorrisPoint } from './board';
import {
  MAX_MOVES,
  capturable,
  generate,
  hasMove,
  packedCapture1,
  packedCapture2,
  packedFrom,
  packedTo,
  positionKey,
  rowsClosed,
} from './bitboard';
import type { MorrisOptions } from './options';
import { cite, type MORRICE } from './rules';

/** Seat 0 plays White, seat 1 Black. */
export type Side = 0 | 1;
/** A seat of Morris, for messages (`White`, `Black` in the catalogue). */
export function seatOf(side: number): SeatRef {
  return { game: 'morris', seat: side };
}
/** Men each player starts with. Source: "a set of nine for each player". */
export const MEN_PER_PLAYER = 9;

/**
 * A Morris position: an immutable value. Create it with `setup` or `parsePosition`; advance it with
 * {@link play}; assemble a variant with {@link positionFromParts}, not by spreading (`{ ...pos, quietPlies }`
 * would keep the `status` of the original).
 */
export interface MorrisPosition {
  /** Bitboards (bit `i` = `POINTS[i]`) of the men on the board: `[white, black]`. */
  readonly men: readonly [number, number];
  /** Men still in hand (not yet placed), 0..9: `[white, black]`. */
  readonly hand: readonly [number, number];
  /** The side to move (also after the game has ended: the side that would move). */
  readonly turn: Side;
  /** Consecutive moving-phase plies since the last capture or placement (for `noCaptureLimit`). */
  readonly quietPlies: number;
  /**
   * Repetition keys (see `positionKey`) of every position since the last placement or capture, newest
   * first: this position's key, then the one before it, and so on. Earlier positions can never recur: a
   * placement empties a hand and a capture empties the board by one man for good. A linked list, so that
   * `play` shares the history of the position it starts from instead of copying it; {@link historyKeys}
   * lists it as an array, oldest first.
   */
  readonly history: MorrisHistory;
  /** The validated rule options the game is played under. */
  readonly options: MorrisOptions;
  /** The state of the game in this position (see {@link status}), computed once when the position is made. */
  readonly status: Status;
}

/** One entry of a position's repetition history (see {@link MorrisPosition.history}). */
export interface MorrisHistory {
  /** The repetition key of the position (`positionKey` of bitboard.ts). */
  readonly key: number;
  /** The entry of the position before, or `undefined` at the last placement, capture or parsed position. */
  readonly prev: MorrisHistory | undefined;
}

/** A placement or a move along a line (or a flight), with the men it captures, in the order taken. */
export type MorrisMove =
  | { readonly kind: 'place'; readonly to: MorrisPoint; readonly captures: readonly MorrisPoint[] }
  | { readonly kind: 'move'; readonly from: MorrisPoint; readonly to: MorrisPoint; readonly captures: readonly MorrisPoint[] };

/** Every code `play` can refuse a move with (a closed vocabulary). */
export const MORRIS_MOVE_ERRORS = [
  'morris/game-over',
  'morris/unknown-point',
  'morris/must-place',
  'morris/nothing-in-hand',
  'morris/occupied',
  'morris/not-own-man',
  'morris/not-adjacent',
  'morris/no-row',
  'morris/capture-missing',
  'morris/too-many-captures',
  'morris/capture-not-opposing',
  'morris/capture-breaks-row',
] as const;
/** One of {@link MORRIS_MOVE_ERRORS}. */
export type MorrisMoveErrorCode = (typeof MORRIS_MOVE_ERRORS)[number];
/** A refusal from {@link play}. */
export interface MorrisMoveError extends MoveError {
  readonly code: MorrisMoveErrorCode;
}

/** The side that places the first man under `options` (`firstPlayer`). */
export function firstSide(options: MorrisOptions): Side {
  return options.firstPlayer === 'white' ? 0 : 1;
}

/**
 * Builds a position from its parts, with a fresh history (this position only) and no quiet plies.
 * No validation: `parsePosition` (notation.ts) is the gate for untrusted input.
 */
export function makePosition(men: readonly [number, number], hand: readonly [number, number], turn: Side, options: MorrisOptions): MorrisPosition {
  return positionFromParts(men, hand, turn, 0, { key: positionKey(men[0], men[1], turn), prev: undefined }, options);
}

/**
 * Assembles a position from every one of its parts and computes its {@link status}: the one constructor
 * behind `makePosition`, `play` and `MorrisPlayout.toPosition`. No validation (`parsePosition` is the gate
 * for untrusted input): `history` must begin with the key of this board and side to move and hold
 * `quietPlies + 1` entries (every quiet ply adds one, every placement or capture starts afresh).
 */
export function positionFromParts(
  men: readonly [number, number],
  hand: readonly [number, number],
  turn: Side,
  quietPlies: number,
  history: MorrisHistory,
  options: MorrisOptions,
): MorrisPosition {
  const pos: { -readonly [K in keyof MorrisPosition]: MorrisPosition[K] } = { men, hand, turn, quietPlies, history, options, status: ONGOING };
  pos.status = statusOf(pos);
  return pos;
}

/**
 * The start position: empty board, nine men in each hand, `firstPlayer` to place.
 * Source: "Implements - Eighteen men in two colors; a set of nine for each player."
 */
export function startPosition(options: MorrisOptions): MorrisPosition {
  return makePosition([0, 0], [MEN_PER_PLAYER, MEN_PER_PLAYER], firstSide(options), options);
}

/** Men on board plus in hand of `side`. */
export function menLeft(pos: MorrisPosition, side: Side): number {
  return popcount(pos.men[side]) + pos.hand[side];
}

/** Men of `side` captured so far: nine minus those on board and in hand. */
export function menCaptured(pos: MorrisPosition, side: Side): number {
  return MEN_PER_PLAYER - menLeft(pos, side);
}

/** `true` when `side` may fly this turn: the `flying` option, no man in hand, exactly three on the board. */
export function mayFly(pos: MorrisPosition, side: Side): boolean {
  return pos.options.flying && pos.hand[side] === 0 && popcount(pos.men[side]) === 3;
}

/** How many times the current position has occurred (1 for a fresh one). */
export function repetitions(pos: MorrisPosition): number {
  return occurrences(pos.history);
}

/**
 * The repetition keys of `pos`'s history as a new array, oldest first, ending with `pos`'s own key
 * (`quietPlies + 1` entries; see {@link MorrisPosition.history}).
 */
export function historyKeys(pos: MorrisPosition): number[] {
  const keys: number[] = [];
  for (let h: MorrisHistory | undefined = pos.history; h !== undefined; h = h.prev) keys.push(h.key);
  return keys.reverse();
}

/** How many entries of `history` equal its first (the current position's key). */
function occurrences(history: MorrisHistory): number {
  const key = history.key;
  let n = 1;
  // Keys carry the side to move, which alternates every entry: only every other one can match.
  for (let h = history.prev?.prev; h !== undefined; h = h.prev?.prev) if (h.key === key) n++;
  return n;
}

const ONGOING: Status = Object.freeze({ kind: 'ongoing' });

/**
 * The state of the game, checked in this order:
 * 1. a player with fewer than three men (board + hand) has lost ("As soon as either player loses all but
 *    two of his men, he can form no more rows, and therefore loses the games");
 * 2. the player to move has no legal move: lost or drawn by the `blocked` option;
 * 3. the position has occurred `repetition` times: drawn;
 * 4. `noCaptureLimit` moving-phase plies without a capture: drawn.
 * It is computed once, when the position is made (`pos.status`); this reads it.
 */
export function status(pos: MorrisPosition): Status {
  return pos.status;
}

function lostAllButTwo(men: readonly [number, number], hand: readonly [number, number], side: Side): Status {
  const left = popcount(men[side]) + hand[side];
  return { kind: 'won', winners: [1 - side], reason: msg('morris.status.lost-all-but-two', { seat: seatOf(side), n: left }) };
}

/** The status of a position being made (its `status` not yet set), in the order {@link status} gives. */
function statusOf(pos: MorrisPosition): Status {
  const { men, hand, turn: t, quietPlies, history, options } = pos;
  const o = (1 - t) as Side;
  if (popcount(men[t]) + hand[t] < 3) return lostAllButTwo(men, hand, t);
  if (popcount(men[o]) + hand[o] < 3) return lostAllButTwo(men, hand, o);
  const fly = options.flying && hand[t] === 0 && popcount(men[t]) === 3;
  if (!hasMove(men[t], men[o], hand[t], fly)) {
    if (options.blocked === 'loses') {
      return { kind: 'won', winners: [o], reason: msg('morris.status.blocked-loses', { seat: seatOf(t) }) };
    }
    return { kind: 'draw', reason: msg('morris.status.blocked-draw', { seat: seatOf(t) }) };
  }
  const rep = options.repetition;
  // The history has quietPlies + 1 entries, of which every other one can match: 2 * rep - 1 are needed.
  if (rep > 0 && quietPlies >= 2 * rep - 2) {
    const n = occurrences(history);
    if (n >= rep) return { kind: 'draw', reason: msg('morris.status.repetition', { n, limit: rep }) };
  }
  const limit = options.noCaptureLimit;
  if (limit > 0 && quietPlies >= limit) {
    return { kind: 'draw', reason: msg('morris.status.no-capture', { n: quietPlies, limit }) };
  }
  return ONGOING;
}

/** The seat to move, or `undefined` once the game is over. */
export function turnOf(pos: MorrisPosition): PlayerIndex | undefined {
  return pos.status.kind === 'ongoing' ? pos.turn : undefined;
}

/** Interned moves without a capture, by `packed & 0x3ff` (destination, origin); `null` until first used. */
const PLAIN_MOVES: (MorrisMove | null)[] = new Array<MorrisMove | null>(1 << 10).fill(null);
/** Interned moves with one capture, by `packed & 0x7fff` (destination, origin, capture); `null` until first used. */
const SINGLE_MOVES: (MorrisMove | null)[] = new Array<MorrisMove | null>(1 << 15).fill(null);
/** Interned moves with two captures (`millCaptures: 'two'`), by packed move; cleared at {@link MAX_INTERNED}. */
const DOUBLE_MOVES = new Map<number, MorrisMove>();
/** Bound on {@link DOUBLE_MOVES} (flying with two captures has about 300,000 distinct moves). */
const MAX_INTERNED = 1 << 16;
/** Packed bits above the four 5-bit fields. */
const PACKED_MASK = (1 << 20) - 1;

/** The captures of every interned move that captures nothing (one array: one fewer cache line to read). */
const NO_CAPTURES: readonly MorrisPoint[] = Object.freeze([]);

function pointAt(i: number, m: number): MorrisPoint {
  const p = POINTS[i];
  if (p === undefined) throw new RangeError(`packed move ${m} names point index ${i}, not one of 0..23`);
  return p;
}

/**
 * The {@link MorrisMove} of a packed move (bitboard.ts). Moves are interned, frozen objects made once per
 * packed move, so `legalMoves` allocates nothing per move (issue 19). Compare moves by value, not by
 * identity: moves with two captures are made afresh once their (bounded) table has been cleared.
 * @throws RangeError for an integer that no generator produces (a point index outside 0..23, or a
 *   second capture without a first): a programming error, since packed moves never come from outside.
 */
export function unpackMove(m: number): MorrisMove {
  const rest = m >>> 10;
  const interned = rest === 1023 ? PLAIN_MOVES[m & 0x3ff] : rest >>> 5 === NO_POINT ? SINGLE_MOVES[m & 0x7fff] : DOUBLE_MOVES.get(m);
  return interned ?? internMove(m);
}

function internMove(m: number): MorrisMove {
  if ((m & ~PACKED_MASK) !== 0) throw new RangeError(`${m} is not a packed Morris move`);
  const to = pointAt(packedTo(m), m);
  const from = packedFrom(m);
  const c1 = packedCapture1(m);
  const c2 = packedCapture2(m);
  if (c1 === NO_POINT && c2 !== NO_POINT) throw new RangeError(`packed move ${m} has a second capture without a first`);
  const captures: readonly MorrisPoint[] =
    c1 === NO_POINT ? NO_CAPTURES : Object.freeze(c2 === NO_POINT ? [pointAt(c1, m)] : [pointAt(c1, m), pointAt(c2, m)]);
  const move: MorrisMove = Object.freeze(
    from === NO_POINT ? { kind: 'place', to, captures } : { kind: 'move', from: pointAt(from, m), to, captures },
  );
  if (c1 === NO_POINT) PLAIN_MOVES[m & 0x3ff] = move;
  else if (c2 === NO_POINT) SINGLE_MOVES[m & 0x7fff] = move;
  else {
    if (DOUBLE_MOVES.size >= MAX_INTERNED) DOUBLE_MOVES.clear();
    DOUBLE_MOVES.set(m, move);
  }
  return move;
}

/**
 * Writes the packed legal moves of `pos` into `out` from index 0, in generation order (the order of
 * {@link legalMoves}), and returns how many: 0 when the game is over. The allocation-free form of
 * `legalMoves` for playouts and search; decode a move with {@link unpackMove}.
 * @param out a buffer of at least `MAX_MOVES` (bitboard.ts) entries, reused across calls.
 */
export function generateLegal(pos: MorrisPosition, out: Int32Array): number {
  if (pos.status.kind !== 'ongoing') return 0;
  const t = pos.turn;
  return generate(pos.men[t], pos.men[1 - t]!, pos.hand[t], mayFly(pos, t), pos.options.millCaptures === 'two', out);
}

/** Scratch buffer of `legalPacked` and `legalMoves` (results are copied out before returning). */
const buffer = new Int32Array(MAX_MOVES);

/** Packed legal moves of `pos` (empty when the game is over), in generation order, as a new array. */
export function legalPacked(pos: MorrisPosition): Int32Array {
  return buffer.slice(0, generateLegal(pos, buffer));
}

const NO_MOVES: readonly MorrisMove[] = Object.freeze([]);

/**
 * Every legal move of `pos`, each once, ordered by origin then destination then captures in point index
 * (position-string) order; `[]` when the game is over. Two captures are listed in each order in which
 * both may be taken, since the order is part of the move (the second must obey the row rule on the board
 * left by the first). The moves are interned, frozen objects (see {@link unpackMove}); the list is new.
 */
export function legalMoves(pos: MorrisPosition): readonly MorrisMove[] {
  const n = generateLegal(pos, buffer);
  if (n === 0) return NO_MOVES;
  const out = new Array<MorrisMove>(n);
  for (let i = 0; i < n; i++) out[i] = unpackMove(buffer[i]!);
  return out;
}

function refuse(code: MorrisMoveErrorCode, message: Message, rule?: keyof typeof MORRICE): Result<never, MorrisMoveError> {
  return err(rule === undefined ? { code, message } : { code, message, rule: cite(rule) });
}

/**
 * Plays `move` in `pos`.
 *
 * @returns the new position, or a {@link MorrisMoveError} whose `code` is one of
 *   {@link MORRIS_MOVE_ERRORS}, whose `message` says what is wrong (a `morris.<code>` message), and whose `rule`
 *   quotes the sentence of the sheet that forbids it (option-based refusals name the option instead).
 */
export function play(pos: MorrisPosition, move: MorrisMove): Result<MorrisPosition, MorrisMoveError> {
  const st = pos.status;
  if (st.kind !== 'ongoing') return refuse('morris/game-over', msg('morris.game-over', { reason: st.reason }));
  const t = pos.turn;
  const o = (1 - t) as Side;
  const who = seatOf(t);
  const own = pos.men[t];
  const opp = pos.men[o];
  const to = pointIndex(move.to);
  if (to === undefined) return refuse('morris/unknown-point', msg('morris.unknown-point', { point: String(move.to) }), 'board');
  const toBit = 1 << to;
  let ownAfter: number;
  if (move.kind === 'place') {
    if (pos.hand[t] === 0) {
      return refuse('morris/nothing-in-hand', msg('morris.nothing-in-hand', { seat: who }), 'moving');
    }
    if (((own | opp) & toBit) !== 0) return refuse('morris/occupied', msg('morris.occupied', { point: move.to }), 'placing');
    ownAfter = own | toBit;
  } else {
    const from = pointIndex(move.from);
    if (from === undefined) return refuse('morris/unknown-point', msg('morris.unknown-point', { point: String(move.from) }), 'board');
    if (pos.hand[t] > 0) return refuse('morris/must-place', msg('morris.must-place', { seat: who, n: pos.hand[t] }), 'moving');
    const fromBit = 1 << from;
    if ((own & fromBit) === 0) {
      return refuse('morris/not-own-man', msg('morris.not-own-man', { seat: who, point: move.from }), 'turns');
    }
    if (((own | opp) & toBit) !== 0) return refuse('morris/occupied', msg('morris.occupied', { point: move.to }), 'alongLines');
    if (!mayFly(pos, t) && (ADJACENT[from]! & toBit) === 0) {
      const flying = pos.options.flying ? 'yes' : 'no';
      return refuse('morris/not-adjacent', msg('morris.not-adjacent', { from: move.from, to: move.to, flying }), 'alongLines');
    }
    ownAfter = (own ^ fromBit) | toBit;
  }
  const rows = rowsClosed(ownAfter, to);
  const caps = move.captures;
  if (rows === 0) {
    if (caps.length > 0) return refuse('morris/no-row', msg('morris.no-row', { move: formatShort(move) }), 'everyRow');
  } else {
    const perRows = pos.options.millCaptures === 'two' ? rows : 1;
    const needed = Math.min(perRows, popcount(opp));
    if (caps.length < needed) {
      return refuse('morris/capture-missing', msg('morris.capture-missing', { move: formatShort(move), rows: rows === 2 ? 2 : 1, needed }), 'capture');
    }
    if (caps.length > needed) {
      const why = rows === 2 && perRows === 1 ? 'twoRows' : needed < perRows ? 'fewMen' : 'oneRow';
      return refuse('morris/too-many-captures', msg('morris.too-many-captures', { move: formatShort(move), needed, why, seat: seatOf(o) }), 'everyRow');
    }
  }
  let oppAfter = opp;
  for (let k = 0; k < caps.length; k++) {
    const c = caps[k]!;
    const ci = pointIndex(c);
    if (ci === undefined) return refuse('morris/unknown-point', msg('morris.unknown-point', { point: String(c) }), 'board');
    const cBit = 1 << ci;
    if ((oppAfter & cBit) === 0) {
      return refuse('morris/capture-not-opposing', msg('morris.capture-not-opposing', { seat: seatOf(o), point: c }), 'capture');
    }
    if ((capturable(oppAfter) & cBit) === 0) {
      const others = bitIndices(capturable(oppAfter)).map((i) => POINTS[i]!);
      return refuse('morris/capture-breaks-row', msg('morris.capture-breaks-row', { point: c, seat: seatOf(o), others }), 'capture');
    }
    oppAfter ^= cBit;
  }
  const men: [number, number] = t === 0 ? [ownAfter, oppAfter] : [oppAfter, ownAfter];
  // Men in hand change only by a placement; otherwise the (immutable) pair is shared.
  const hand = move.kind !== 'place' ? pos.hand : t === 0 ? ([pos.hand[0] - 1, pos.hand[1]] as const) : ([pos.hand[0], pos.hand[1] - 1] as const);
  const key = positionKey(men[0], men[1], o);
  const irreversible = move.kind === 'place' || caps.length > 0;
  const history: MorrisHistory = { key, prev: irreversible ? undefined : pos.history };
  return ok(positionFromParts(men, hand, o, irreversible ? 0 : pos.quietPlies + 1, history, pos.options));
}

function formatShort(move: MorrisMove): string {
  return move.kind === 'place' ? move.to : `${move.from}-${move.to}`;
}

/** Vacant points of `pos` as a bitboard. */
export function vacant(pos: MorrisPosition): number {
  return FULL & ~(pos.men[0] | pos.men[1]);
}
