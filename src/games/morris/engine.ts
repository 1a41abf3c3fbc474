/**
 * The Morris rules over immutable positions: the start position, legal moves, `play` with a reason for
 * every refusal, and the game status.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice (quoted in `rules.ts`); what the sheet leaves open
 * is decided by the options of `options.ts`. `play` never mutates its argument; the hot in-place path
 * used by playouts is `playout.ts`, tested to agree with this module.
 */
import type { MoveError, PlayerIndex, Status } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
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
import { MORRICE, cite } from './rules';

/** Seat 0 plays White, seat 1 Black. */
export type Side = 0 | 1;
/** Display names of the seats, by {@link Side}. */
export const SIDE_NAMES = ['White', 'Black'] as const;
/** Men each player starts with. Source: "a set of nine for each player". */
export const MEN_PER_PLAYER = 9;

/**
 * A Morris position: an immutable value. Create it with `setup` or `parsePosition`; advance it with
 * {@link play}.
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
   * Repetition keys (see `positionKey`) of every position since the last placement or capture, oldest
   * first, ending with this position's key. Earlier positions can never recur: a placement empties a
   * hand and a capture empties the board by one man for good.
   */
  readonly history: readonly number[];
  /** The validated rule options the game is played under. */
  readonly options: MorrisOptions;
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
  return { men, hand, turn, quietPlies: 0, history: [positionKey(men[0], men[1], turn)], options };
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
  const h = pos.history;
  const key = h[h.length - 1];
  let n = 0;
  for (const k of h) if (k === key) n++;
  return n;
}

/**
 * The state of the game, checked in this order:
 * 1. a player with fewer than three men (board + hand) has lost ("As soon as either player loses all but
 *    two of his men, he can form no more rows, and therefore loses the games");
 * 2. the player to move has no legal move: lost or drawn by the `blocked` option;
 * 3. the position has occurred `repetition` times: drawn;
 * 4. `noCaptureLimit` moving-phase plies without a capture: drawn.
 */
export function status(pos: MorrisPosition): Status {
  const t = pos.turn;
  const o = (1 - t) as Side;
  for (const side of [t, o] as const) {
    if (menLeft(pos, side) < 3) {
      const winner = (1 - side) as Side;
      return {
        kind: 'won',
        winners: [winner],
        reason: `${SIDE_NAMES[side]} has lost all but two men (${menLeft(pos, side)} left) and so loses the game`,
      };
    }
  }
  if (!hasMove(pos.men[t], pos.men[o], pos.hand[t], mayFly(pos, t))) {
    if (pos.options.blocked === 'loses') {
      return { kind: 'won', winners: [o], reason: `${SIDE_NAMES[t]} is blocked (no legal move) and loses (option blocked: loses)` };
    }
    return { kind: 'draw', reason: `${SIDE_NAMES[t]} is blocked (no legal move): a draw (option blocked: draw)` };
  }
  const rep = pos.options.repetition;
  if (rep > 0) {
    const n = repetitions(pos);
    if (n >= rep) return { kind: 'draw', reason: `the same position has occurred ${n} times (option repetition: ${rep})` };
  }
  const limit = pos.options.noCaptureLimit;
  if (limit > 0 && pos.quietPlies >= limit) {
    return { kind: 'draw', reason: `${pos.quietPlies} moving-phase plies without a capture (option noCaptureLimit: ${limit})` };
  }
  return { kind: 'ongoing' };
}

/** The seat to move, or `undefined` once the game is over. */
export function turnOf(pos: MorrisPosition): PlayerIndex | undefined {
  return status(pos).kind === 'ongoing' ? pos.turn : undefined;
}

/** Converts a packed move (bitboard.ts) to a {@link MorrisMove}. */
export function unpackMove(m: number): MorrisMove {
  const to = POINTS[packedTo(m)]!;
  const from = packedFrom(m);
  const c1 = packedCapture1(m);
  const c2 = packedCapture2(m);
  const captures: MorrisPoint[] = [];
  if (c1 !== NO_POINT) captures.push(POINTS[c1]!);
  if (c2 !== NO_POINT) captures.push(POINTS[c2]!);
  return from === NO_POINT ? { kind: 'place', to, captures } : { kind: 'move', from: POINTS[from]!, to, captures };
}

/** Scratch buffer of the generator (reused; results are copied out before returning). */
const buffer = new Int32Array(MAX_MOVES);

/** Packed legal moves of `pos` (empty when the game is over), in generation order. */
export function legalPacked(pos: MorrisPosition): Int32Array {
  if (status(pos).kind !== 'ongoing') return new Int32Array(0);
  const t = pos.turn;
  const n = generate(pos.men[t], pos.men[1 - t]!, pos.hand[t], mayFly(pos, t), pos.options.millCaptures === 'two', buffer);
  return buffer.slice(0, n);
}

/**
 * Every legal move of `pos`, each once, ordered by origin then destination then captures in point index
 * (position-string) order; `[]` when the game is over. Two captures are listed in each order in which
 * both may be taken, since the order is part of the move (the second must obey the row rule on the board
 * left by the first).
 */
export function legalMoves(pos: MorrisPosition): MorrisMove[] {
  return Array.from(legalPacked(pos), unpackMove);
}

function refuse(code: MorrisMoveErrorCode, message: string, quote?: string): Result<never, MorrisMoveError> {
  return err(quote === undefined ? { code, message } : { code, message, rule: cite(quote) });
}

/**
 * Plays `move` in `pos`.
 *
 * @returns the new position, or a {@link MorrisMoveError} whose `code` is one of
 *   {@link MORRIS_MOVE_ERRORS}, whose `message` says what is wrong in a plain sentence, and whose `rule`
 *   quotes the sentence of the sheet that forbids it (option-based refusals name the option instead).
 */
export function play(pos: MorrisPosition, move: MorrisMove): Result<MorrisPosition, MorrisMoveError> {
  const st = status(pos);
  if (st.kind !== 'ongoing') return refuse('morris/game-over', `the game is over: ${st.reason}`);
  const t = pos.turn;
  const o = (1 - t) as Side;
  const who = SIDE_NAMES[t];
  const own = pos.men[t];
  const opp = pos.men[o];
  const to = pointIndex(move.to);
  if (to === undefined) return refuse('morris/unknown-point', `${String(move.to)} is not one of the 24 points`, MORRICE.board);
  const toBit = 1 << to;
  let ownAfter: number;
  if (move.kind === 'place') {
    if (pos.hand[t] === 0) {
      return refuse('morris/nothing-in-hand', `${who} has placed all nine men and must move one along a line`, MORRICE.moving);
    }
    if (((own | opp) & toBit) !== 0) return refuse('morris/occupied', `${move.to} is not vacant`, MORRICE.placing);
    ownAfter = own | toBit;
  } else {
    const from = pointIndex(move.from);
    if (from === undefined) return refuse('morris/unknown-point', `${String(move.from)} is not one of the 24 points`, MORRICE.board);
    if (pos.hand[t] > 0) {
      return refuse(
        'morris/must-place',
        `${who} still has ${pos.hand[t]} men in hand and must place one before any man moves`,
        MORRICE.moving,
      );
    }
    const fromBit = 1 << from;
    if ((own & fromBit) === 0) {
      return refuse('morris/not-own-man', `${who} has no man on ${move.from} to move`, MORRICE.turns);
    }
    if (((own | opp) & toBit) !== 0) return refuse('morris/occupied', `${move.to} is not vacant`, MORRICE.alongLines);
    if (!mayFly(pos, t) && (ADJACENT[from]! & toBit) === 0) {
      const flyNote = pos.options.flying ? ' (flying is allowed only with exactly three men left)' : '';
      return refuse('morris/not-adjacent', `${move.from} and ${move.to} are not next to each other on a line${flyNote}`, MORRICE.alongLines);
    }
    ownAfter = (own ^ fromBit) | toBit;
  }
  const rows = rowsClosed(ownAfter, to);
  const caps = move.captures;
  if (rows === 0) {
    if (caps.length > 0) return refuse('morris/no-row', `${formatShort(move)} forms no row, so it captures nothing`, MORRICE.everyRow);
  } else {
    const perRows = pos.options.millCaptures === 'two' ? rows : 1;
    const needed = Math.min(perRows, popcount(opp));
    if (caps.length < needed) {
      const what = needed === 2 ? 'two men (one per row: option millCaptures: two)' : 'one man';
      return refuse('morris/capture-missing', `${formatShort(move)} forms ${rows === 2 ? 'two rows' : 'a row'} and must capture ${what}`, MORRICE.capture);
    }
    if (caps.length > needed) {
      const why =
        rows === 2 && perRows === 1
          ? 'closing two rows at once captures one man (option millCaptures: one)'
          : needed < perRows
            ? `${SIDE_NAMES[o]} has only ${needed} man on the board`
            : 'a row captures one man';
      return refuse('morris/too-many-captures', `${formatShort(move)} may capture only ${needed}: ${why}`, MORRICE.everyRow);
    }
  }
  let oppAfter = opp;
  for (const c of caps) {
    const ci = pointIndex(c);
    if (ci === undefined) return refuse('morris/unknown-point', `${String(c)} is not one of the 24 points`, MORRICE.board);
    const cBit = 1 << ci;
    if ((oppAfter & cBit) === 0) {
      return refuse('morris/capture-not-opposing', `there is no ${SIDE_NAMES[o]} man on ${c} to capture`, MORRICE.capture);
    }
    if ((capturable(oppAfter) & cBit) === 0) {
      return refuse(
        'morris/capture-breaks-row',
        `${c} stands in a row of ${SIDE_NAMES[o]} while ${bitIndices(capturable(oppAfter)).map((i) => POINTS[i]).join(', ')} can be taken instead`,
        MORRICE.capture,
      );
    }
    oppAfter ^= cBit;
  }
  const men: [number, number] = t === 0 ? [ownAfter, oppAfter] : [oppAfter, ownAfter];
  const hand: [number, number] = [pos.hand[0], pos.hand[1]];
  if (move.kind === 'place') hand[t] -= 1;
  const key = positionKey(men[0], men[1], o);
  const irreversible = move.kind === 'place' || caps.length > 0;
  return ok({
    men,
    hand,
    turn: o,
    quietPlies: irreversible ? 0 : pos.quietPlies + 1,
    history: irreversible ? [key] : [...pos.history, key],
    options: pos.options,
  });
}

function formatShort(move: MorrisMove): string {
  return move.kind === 'place' ? move.to : `${move.from}-${move.to}`;
}

/** Vacant points of `pos` as a bitboard. */
export function vacant(pos: MorrisPosition): number {
  return FULL & ~(pos.men[0] | pos.men[1]);
}
