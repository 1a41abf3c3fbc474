/**
 * The fast core of the Morris rules over bitboards (24-bit integers, bit `i` = `POINTS[i]`), shared by the
 * pure `play` of `engine.ts` and the in-place playouts of `playout.ts`.
 *
 * A move is packed into one integer: `to | from << 5 | capture1 << 10 | capture2 << 15`, where an absent
 * `from` (a placement) or capture is {@link NO_POINT} (31). Packed moves are internal; the public move type
 * is `MorrisMove` (see `engine.ts`).
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice (each function names the sentence it implements).
 */
import { ADJACENT, FULL, MILLS_AT, MILL_MASKS, NO_POINT } from './board';

/** Packs a move; `from`, `c1`, `c2` are {@link NO_POINT} when absent. */
export function pack(to: number, from: number, c1: number, c2: number): number {
  return to | (from << 5) | (c1 << 10) | (c2 << 15);
}
/** Destination point index of a packed move. */
export function packedTo(m: number): number {
  return m & 31;
}
/** Origin point index of a packed move, {@link NO_POINT} for a placement. */
export function packedFrom(m: number): number {
  return (m >>> 5) & 31;
}
/** First capture of a packed move, {@link NO_POINT} for none. */
export function packedCapture1(m: number): number {
  return (m >>> 10) & 31;
}
/** Second capture of a packed move, {@link NO_POINT} for none. */
export function packedCapture2(m: number): number {
  return (m >>> 15) & 31;
}

/**
 * Bitboard of the men of `men` that stand in a complete row (a mill) of `men`.
 * Source: "The object of each player is to get three of his men in a row".
 */
export function menInRows(men: number): number {
  let rows = 0;
  for (let k = 0; k < 16; k++) {
    const m = MILL_MASKS[k]!;
    if ((men & m) === m) rows |= m;
  }
  return rows;
}

/**
 * The opposing men that may be captured: those not in a row, or, when every one of them stands in a row,
 * all of them. Source: "…but must, if possible, take one that will not break his rows."
 */
export function capturable(opp: number): number {
  const free = opp & ~menInRows(opp);
  return free !== 0 ? free : opp;
}

/**
 * How many rows (0, 1 or 2) the man that now stands on point `to` completes in `own` (which includes it).
 * Source: "As often as a player forms a row, whether in placing or moving his men, he captures one".
 */
export function rowsClosed(own: number, to: number): number {
  const a = MILLS_AT[2 * to]!;
  const b = MILLS_AT[2 * to + 1]!;
  return ((own & a) === a ? 1 : 0) + ((own & b) === b ? 1 : 0);
}

/**
 * Writes every legal packed move of the side owning `own` into `out` from index 0 and returns how many.
 *
 * @param own bitboard of the mover's men; `opp` the opponent's.
 * @param inHand men the mover still holds: more than 0 means the move is a placement.
 * @param fly the mover may move to any vacant point (the `flying` option with three men left).
 * @param twoCaptures the `millCaptures: 'two'` option: closing two rows captures two men.
 * @param out a buffer large enough for every move (see {@link MAX_MOVES}).
 */
export function generate(own: number, opp: number, inHand: number, fly: boolean, twoCaptures: boolean, out: Int32Array): number {
  const empty = FULL & ~(own | opp);
  let n = 0;
  // Men the first capture may take: computed once, since `opp` is the same for every candidate.
  let firstTargets = -1;
  if (inHand > 0) {
    let dests = empty;
    while (dests !== 0) {
      const low = dests & -dests;
      dests ^= low;
      const to = 31 - Math.clz32(low);
      const own2 = own | low;
      const rows = rowsClosed(own2, to);
      if (rows === 0 || opp === 0) {
        out[n++] = to | (NO_POINT << 5) | (NO_POINT << 10) | (NO_POINT << 15);
      } else {
        if (firstTargets < 0) firstTargets = capturable(opp);
        n = emitCaptures(out, n, to | (NO_POINT << 5), opp, firstTargets, twoCaptures && rows === 2);
      }
    }
    return n;
  }
  let men = own;
  while (men !== 0) {
    const lowFrom = men & -men;
    men ^= lowFrom;
    const from = 31 - Math.clz32(lowFrom);
    let dests = fly ? empty : ADJACENT[from]! & empty;
    const own1 = own ^ lowFrom;
    while (dests !== 0) {
      const low = dests & -dests;
      dests ^= low;
      const to = 31 - Math.clz32(low);
      const rows = rowsClosed(own1 | low, to);
      if (rows === 0 || opp === 0) {
        out[n++] = to | (from << 5) | (NO_POINT << 10) | (NO_POINT << 15);
      } else {
        if (firstTargets < 0) firstTargets = capturable(opp);
        n = emitCaptures(out, n, to | (from << 5), opp, firstTargets, twoCaptures && rows === 2);
      }
    }
  }
  return n;
}

function emitCaptures(out: Int32Array, n: number, base: number, opp: number, targets: number, two: boolean): number {
  while (targets !== 0) {
    const low = targets & -targets;
    targets ^= low;
    const c1 = 31 - Math.clz32(low);
    const rest = opp ^ low;
    if (!two || rest === 0) {
      out[n++] = base | (c1 << 10) | (NO_POINT << 15);
      continue;
    }
    let second = capturable(rest);
    while (second !== 0) {
      const low2 = second & -second;
      second ^= low2;
      out[n++] = base | (c1 << 10) | ((31 - Math.clz32(low2)) << 15);
    }
  }
  return n;
}

/**
 * Size of a move buffer that holds the legal moves of any position. Bound: at most 63 (man, destination)
 * pairs (3 flying men x 21 vacant points; 9 men moving along lines have at most 36, a placement at most 24)
 * times at most 72 ordered capture pairs (9 x 8) = 4536; 8192 leaves room.
 */
export const MAX_MOVES = 8192;

/**
 * `true` when the side owning `own` has at least one legal move (cheaper than {@link generate}).
 * A placement always has a vacant point (at most 18 men on 24 points).
 */
export function hasMove(own: number, opp: number, inHand: number, fly: boolean): boolean {
  const empty = FULL & ~(own | opp);
  if (inHand > 0 || fly) return empty !== 0;
  let men = own;
  while (men !== 0) {
    const low = men & -men;
    men ^= low;
    if ((ADJACENT[31 - Math.clz32(low)]! & empty) !== 0) return true;
  }
  return false;
}

/**
 * The repetition key of a board: both bitboards and the side to move in one safe integer
 * (`white + black * 2^24 + turn * 2^48`). Men in hand are not part of it: history is cleared at every
 * placement (see `engine.ts`), so positions compared always have the same men in hand.
 */
export function positionKey(white: number, black: number, turn: number): number {
  return white + black * 16777216 + turn * 281474976710656;
}
