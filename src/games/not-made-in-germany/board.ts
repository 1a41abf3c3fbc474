/**
 * The board of Not Made in Germany: 9×9 squares, the ornamented middle row, square names and the
 * geometry tables the move generator floods over.
 *
 * Source: `000_bcb8c47de0459cfb.txt`, the plan: "Board with nine rows and nine columns." and "Row 5, the
 * middle row, has ornamental designs across the first three cells and the last three cells. Between is
 * one empty cell, an ornamental cell with a circle of dots and a circle, and another empty cell."; and
 * "No piece may move on to or over the ornamental squares, but must cross the Board through or over one
 * of the two plain square in the middle row."
 *
 * Coordinates (issue 6 §1): files `a`..`i` from Germany's left, rank 1 is Germany's home row, rank 9
 * England's. A {@link Square} is the number `file * 9 + (rank - 1)`, so `a1 = 0`, `a2 = 1`, …, `a9 = 8`,
 * `b1 = 9`, …, `i9 = 80`: numeric order is the order of the names as strings (`a1 < a2 < … < i9`), which
 * lets move lists come out sorted without sorting strings.
 */

/** Files from Germany's left, as a closed vocabulary. */
export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
/** One of {@link FILES}. */
export type File = (typeof FILES)[number];
/** Ranks, 1 (Germany's home row) to 9 (England's home row). */
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** One of {@link RANKS}. */
export type Rank = (typeof RANKS)[number];
/** A square name such as `d5`. */
export type SquareName = `${File}${Rank}`;
/** A square as a number 0..80: `file * 9 + (rank - 1)` (`a1 = 0`, `a9 = 8`, `b1 = 9`, `i9 = 80`). */
export type Square = number;

/** Number of squares on the board (9 × 9). */
export const SQUARE_COUNT = 81;

/**
 * The seven ornamental squares of the middle row: "ornamental designs across the first three cells and
 * the last three cells" and "an ornamental cell with a circle of dots and a circle" between the two plain
 * squares (the plan, `000_bcb8c47de0459cfb.txt`). They can never be entered nor jumped over.
 */
export const ORNAMENTS: readonly SquareName[] = ['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5'];
/** The two plain squares of the middle row, "the two plain square in the middle row": the only ways across. */
export const GATES: readonly SquareName[] = ['d5', 'f5'];

/** The file (0..8, `a` = 0) of `sq`. */
export function fileOf(sq: Square): number {
  return Math.floor(sq / 9);
}

/** The rank (1..9) of `sq`. */
export function rankOf(sq: Square): Rank {
  return ((sq % 9) + 1) as Rank;
}

/** The square on file index `file` (0..8) and rank `rank` (1..9), or `undefined` off the board. */
export function squareAt(file: number, rank: number): Square | undefined {
  if (!Number.isInteger(file) || !Number.isInteger(rank) || file < 0 || file > 8 || rank < 1 || rank > 9) return undefined;
  return file * 9 + rank - 1;
}

/** `true` for an integer 0..80. */
export function isSquare(x: unknown): x is Square {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < SQUARE_COUNT;
}

const NAMES: readonly SquareName[] = Array.from(
  { length: SQUARE_COUNT },
  (_, sq) => `${FILES[fileOf(sq)]!}${rankOf(sq)}` as SquareName,
);
const BY_NAME: ReadonlyMap<string, Square> = new Map(NAMES.map((n, sq) => [n, sq]));

/**
 * The name of `sq` (`0` → `a1`).
 * @throws RangeError when `sq` is not a square 0..80 (a programmer bug).
 */
export function squareName(sq: Square): SquareName {
  const n = NAMES[sq];
  if (n === undefined) throw new RangeError(`not a square: ${String(sq)}`);
  return n;
}

/** The square named `name` (`a1`..`i9`, lower case), or `undefined` for anything else. */
export function parseSquare(name: string): Square | undefined {
  return BY_NAME.get(name);
}

/** `USABLE[sq]` is 1 for the 74 squares a man may stand on, 0 for the seven ornaments. */
export const USABLE: Readonly<Uint8Array> = (() => {
  const u = new Uint8Array(SQUARE_COUNT).fill(1);
  for (const o of ORNAMENTS) u[BY_NAME.get(o)!] = 0;
  return u;
})();

/** `true` when `sq` is one of the seven ornamental squares. */
export function isOrnament(sq: Square): boolean {
  return USABLE[sq] === 0;
}

/** The 74 usable squares in ascending order (`a1`, `a2`, …, `i9` without the ornaments). */
export const USABLE_SQUARES: readonly Square[] = NAMES.map((_, sq) => sq).filter((sq) => USABLE[sq] === 1);

/**
 * The eight directions as (file step, rank step), in the fixed order the generator tries them:
 * north (towards rank 9), north-east, east, south-east, south, south-west, west, north-west.
 * Source: "Each piece moves one square in any direction, straight, diagonally, backwards, forwards or sideways."
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/**
 * `STEP[sq * 8 + d]`: the usable square one step from `sq` in direction `d` of {@link DIRECTIONS},
 * or -1 when that is off the board or an ornament.
 */
export const STEP: Readonly<Int8Array> = new Int8Array(SQUARE_COUNT * 8);
/**
 * `OVER[sq * 8 + d]`: the square a jump from `sq` in direction `d` passes over, or -1 when no jump in
 * that direction is possible at all (the square passed over or the landing square is off the board or
 * an ornament). `LAND[sq * 8 + d]` is the landing square, "the square to which the piece moves is in the
 * same straight line with the square from which it is moved".
 */
export const OVER: Readonly<Int8Array> = new Int8Array(SQUARE_COUNT * 8);
/** See {@link OVER}. */
export const LAND: Readonly<Int8Array> = new Int8Array(SQUARE_COUNT * 8);

{
  const step = STEP as Int8Array;
  const over = OVER as Int8Array;
  const land = LAND as Int8Array;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const f = fileOf(sq);
    const r = rankOf(sq);
    DIRECTIONS.forEach(([df, dr], d) => {
      const one = squareAt(f + df, r + dr);
      const two = squareAt(f + 2 * df, r + 2 * dr);
      const oneOk = one !== undefined && USABLE[one] === 1;
      const twoOk = two !== undefined && USABLE[two] === 1;
      step[sq * 8 + d] = oneOk ? one : -1;
      over[sq * 8 + d] = oneOk && twoOk ? one : -1;
      land[sq * 8 + d] = oneOk && twoOk ? two : -1;
    });
  }
}

/** `true` when `a` and `b` are different squares one king-step apart (any of the 8 directions). */
export function isAdjacent(a: Square, b: Square): boolean {
  const df = Math.abs(fileOf(a) - fileOf(b));
  const dr = Math.abs(rankOf(a) - rankOf(b));
  return a !== b && df <= 1 && dr <= 1;
}
