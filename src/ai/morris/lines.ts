/**
 * The lines of the board as module-local typed arrays for the search's hot loops, and the row test on
 * them. (The same data as `src/games/morris/board.ts`; held here so that every read in a hot loop is a
 * local typed-array access even where a module loader routes imported bindings through getters.)
 */
import { ADJACENT, MILLS_AT, MILL_MASKS } from '../../games/morris/board';

/** `LINE_A[p]`, `LINE_B[p]`: the two lines through point `p` (bitboards). */
export const LINE_A: Int32Array = Int32Array.from({ length: 24 }, (_, p) => MILLS_AT[2 * p]!);
export const LINE_B: Int32Array = Int32Array.from({ length: 24 }, (_, p) => MILLS_AT[2 * p + 1]!);
/** `NEIGHBOURS[p]`: the points next to `p` along a line. */
export const NEIGHBOURS: Int32Array = Int32Array.from(ADJACENT);
/** The 16 lines. */
export const LINES: Int32Array = Int32Array.from(MILL_MASKS);

const A = LINE_A;
const B = LINE_B;

/** How many rows (0..2) the man on `to` completes in `own` (which includes it). */
export function rowsAt(own: number, to: number): number {
  const a = A[to]!;
  const b = B[to]!;
  return ((own & a) === a ? 1 : 0) + ((own & b) === b ? 1 : 0);
}
