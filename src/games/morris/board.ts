/**
 * The Morris board: 24 points, 16 lines of three, as bit masks.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice: "the inside game, laid out in black lines, with
 * circular spaces at the points where the lines cross or intersect each other" and "All of the lines are
 * used alike, no distinction being made between the long and the short ones." Point names follow issue 2
 * §3: the usual 7x7 grid, files a..g from left to right, ranks 1..7 from bottom to top.
 *
 * Every set of points is a 24-bit integer (a bitboard): bit `i` stands for `POINTS[i]`, where the index
 * order is the order of the position string (`a7 d7 g7 b6 … a1 d1 g1`, top row first).
 */

/** The 24 point names in position-string order (issue 2 §3); bit `i` of a bitboard is `POINTS[i]`. */
export const POINTS = [
  'a7', 'd7', 'g7',
  'b6', 'd6', 'f6',
  'c5', 'd5', 'e5',
  'a4', 'b4', 'c4', 'e4', 'f4', 'g4',
  'c3', 'd3', 'e3',
  'b2', 'd2', 'f2',
  'a1', 'd1', 'g1',
] as const;

/** One of the 24 point names, e.g. `'d2'`. */
export type MorrisPoint = (typeof POINTS)[number];

/** Number of points on the board. */
export const POINT_COUNT = 24;

/** Bitboard of all 24 points. */
export const FULL = (1 << POINT_COUNT) - 1;

/** Index marking "no point" in packed moves (see `bitboard.ts`). */
export const NO_POINT = 31;

/**
 * Point index by grid square: `GRID[file * 7 + rank]` (file 0..6 = a..g, rank 0..6 = 1..7) is the index
 * of the point on that square, or -1 where the 7x7 grid has no point. Reading a name by its two character
 * codes is what keeps `play` free of hashing (issue 19).
 */
const GRID: Int8Array = (() => {
  const grid = new Int8Array(49).fill(-1);
  POINTS.forEach((p, i) => {
    grid[(p.charCodeAt(0) - 97) * 7 + (p.charCodeAt(1) - 49)] = i;
  });
  return grid;
})();

/** The bit index (0..23) of a point name, or `undefined` for anything that is not one of the 24 points. */
export function pointIndex(name: string): number | undefined {
  if (typeof name !== 'string' || name.length !== 2) return undefined;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 6 || rank < 0 || rank > 6) return undefined;
  const i = GRID[file * 7 + rank]!;
  return i < 0 ? undefined : i;
}

/** Type guard: `name` is one of the 24 point names. */
export function isPoint(name: string): name is MorrisPoint {
  return pointIndex(name) !== undefined;
}

/** Grid coordinates of point `i`: `file` 0..6 (a..g), `rank` 0..6 (1..7); for drawing boards. */
export function pointCoords(i: number): { readonly file: number; readonly rank: number } {
  const name = POINTS[i];
  if (name === undefined) throw new RangeError(`no point with index ${i}`);
  return { file: name.charCodeAt(0) - 97, rank: name.charCodeAt(1) - 49 };
}

/** The 16 lines of three as point-name triples, each in board order (left to right, top to bottom). */
export const LINES: readonly (readonly [MorrisPoint, MorrisPoint, MorrisPoint])[] = [
  ['a7', 'd7', 'g7'], ['b6', 'd6', 'f6'], ['c5', 'd5', 'e5'], ['a4', 'b4', 'c4'],
  ['e4', 'f4', 'g4'], ['c3', 'd3', 'e3'], ['b2', 'd2', 'f2'], ['a1', 'd1', 'g1'],
  ['a7', 'a4', 'a1'], ['b6', 'b4', 'b2'], ['c5', 'c4', 'c3'], ['d7', 'd6', 'd5'],
  ['d3', 'd2', 'd1'], ['e5', 'e4', 'e3'], ['f6', 'f4', 'f2'], ['g7', 'g4', 'g1'],
];

function bitOf(p: MorrisPoint): number {
  return 1 << pointIndex(p)!;
}

/** The 16 lines as bitboards, in the order of {@link LINES}. */
export const MILL_MASKS: Int32Array = Int32Array.from(LINES.map(([x, y, z]) => bitOf(x) | bitOf(y) | bitOf(z)));

/**
 * `MILLS_AT[2*i]` and `MILLS_AT[2*i+1]`: the two lines through point `i` (every point lies on exactly two
 * lines: 16 lines x 3 points = 24 points x 2).
 */
export const MILLS_AT: Int32Array = (() => {
  const out = new Int32Array(POINT_COUNT * 2);
  const seen = new Int32Array(POINT_COUNT);
  for (const m of MILL_MASKS) {
    for (let i = 0; i < POINT_COUNT; i++) {
      if ((m >> i) & 1) out[2 * i + seen[i]!++] = m;
    }
  }
  if (seen.some((n) => n !== 2)) throw new Error('board invariant: every point lies on two lines');
  return out;
})();

/**
 * `ADJACENT[i]`: bitboard of the points next to point `i` along a line ("always moving to the next
 * space"): the neighbours of a point are its neighbours within each line of three through it.
 */
export const ADJACENT: Int32Array = (() => {
  const out = new Int32Array(POINT_COUNT);
  for (const [x, y, z] of LINES) {
    const [a, b, c] = [pointIndex(x)!, pointIndex(y)!, pointIndex(z)!];
    out[a]! |= 1 << b;
    out[b]! |= (1 << a) | (1 << c);
    out[c]! |= 1 << b;
  }
  return out;
})();

/** Number of set bits of a 24-bit bitboard. */
export function popcount(b: number): number {
  b = b - ((b >>> 1) & 0x55555555);
  b = (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  return (((b + (b >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The points of bitboard `b` as indices, ascending. */
export function bitIndices(b: number): number[] {
  const out: number[] = [];
  while (b !== 0) {
    const low = b & -b;
    out.push(31 - Math.clz32(low));
    b ^= low;
  }
  return out;
}
