/**
 * Drawing geometry of the Morris board, in SVG user units (1 unit = 0.1 mm on a 70 mm board: points sit
 * on a 7x7 grid 100 units apart, so the board is drawn to the scale of the printed board, whose three
 * squares are 6, 4 and 2 grid steps wide). The point names and lines come from the engine
 * (`src/games/morris/board.ts`); nothing here knows a rule.
 */
import { LINES, POINTS, pointCoords } from '$games/morris/board';

/** Grid step between neighbouring files or ranks, in SVG units. */
export const STEP = 100;
/** Margin around the outermost square, in SVG units. */
export const MARGIN = 60;
/** Width of the in-hand tray drawn on each side of the board, in SVG units. */
export const TRAY = 150;
/** Side of the board area (outer square plus margins), in SVG units. */
export const BOARD_SIZE = 6 * STEP + 2 * MARGIN;
/**
 * Height of the strip under the board's margin that holds the file letters (a..g), in SVG units: the
 * letters stand below the rank-1 men and their rings, clear of the wood's edge (a newcomer saw the
 * bottom edge run into them at 768x1024).
 */
export const FILE_STRIP = 24;
/** Width of the wood's edge line, in SVG units; the wood is inset by half of it so the edge is drawn whole. */
export const EDGE = 4;
/** Height of the wood (margins, outer square and the file strip), in SVG units. */
export const WOOD_HEIGHT = BOARD_SIZE + FILE_STRIP;
/** Baseline of the file letters (21-unit font): under the rank-1 rings, their descenders clear of the edge. */
export const FILE_BASELINE = WOOD_HEIGHT - 14;
/** Whole drawing: white's tray, the board, black's tray. */
export const VIEW_WIDTH = BOARD_SIZE + 2 * TRAY;
/** Height of the drawing, in SVG units. */
export const VIEW_HEIGHT = WOOD_HEIGHT;
/** Radius of a man, in SVG units (the printed circular spaces are a little larger). */
export const MAN_RADIUS = 34;

/** An SVG point. */
export interface XY {
  readonly x: number;
  readonly y: number;
}

/** Every point with its SVG centre, in position-string order (`a7 d7 g7 … a1 d1 g1`). */
export const POINT_XY: readonly (XY & { readonly name: string })[] = POINTS.map((name, i) => {
  const { file, rank } = pointCoords(i);
  return { name, x: TRAY + MARGIN + file * STEP, y: MARGIN + (6 - rank) * STEP };
});

const BY_NAME: ReadonlyMap<string, XY> = new Map(POINT_XY.map((p) => [p.name, p]));

/** The SVG centre of point `name`, or `undefined` for a name that is not a point. */
export function xyOf(name: string): XY | undefined {
  return BY_NAME.get(name);
}

/** The 16 lines of three (engine order), each with its end points' SVG centres, for drawing. */
export const LINE_SEGMENTS: readonly { readonly points: readonly string[]; readonly a: XY; readonly b: XY }[] = LINES.map(
  (line) => ({ points: line, a: BY_NAME.get(line[0])!, b: BY_NAME.get(line[2])! }),
);

/**
 * The lines whose three points hold men of one seat: the rows (mills) standing on the board.
 * @param owner seat index of the man on each point (absent: vacant).
 * @returns `{ line, seat }` per row, in engine line order.
 */
export function rowsOn(owner: Readonly<Record<string, number | undefined>>): { line: readonly string[]; seat: number }[] {
  const out: { line: readonly string[]; seat: number }[] = [];
  for (const line of LINES) {
    const [a, b, c] = line.map((p) => owner[p]);
    if (a !== undefined && a === b && b === c) out.push({ line, seat: a });
  }
  return out;
}

/** Each point's neighbours along the board's lines (the engine's `LINES`: a point's neighbours within each line through it). */
const ALONG_LINES: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  const link = (a: string, b: string) => out.set(a, [...(out.get(a) ?? []), b]);
  for (const [x, y, z] of LINES) {
    link(x, y);
    link(y, x);
    link(y, z);
    link(z, y);
  }
  return out;
})();

/**
 * The next point from `from` along one of the board's lines in an arrow-key direction `(dx, dy)` (y
 * down), for keyboard play (issue 14: the arrows follow the lines, as the Sanmill app's board does, and
 * never jump across the empty space between the squares): from a7 Right is d7, from d7 Down is d6, from
 * b6 Up nothing (no line runs up from b6). `undefined` when no line leaves `from` that way, or `from` is
 * not a point. The lines are all horizontal or vertical, so the neighbour lies exactly that way.
 */
export function neighbourInDirection(from: string, dx: number, dy: number): string | undefined {
  const o = BY_NAME.get(from);
  if (o === undefined) return undefined;
  return ALONG_LINES.get(from)?.find((name) => {
    const p = BY_NAME.get(name)!;
    return Math.sign(p.x - o.x) === Math.sign(dx) && Math.sign(p.y - o.y) === Math.sign(dy);
  });
}
