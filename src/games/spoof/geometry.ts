/**
 * The Spoof board and men as geometry, in millimetres.
 *
 * Source: `003_f3d54d3140fde9d6.txt`: "Each player arranges his men on the board, the stars forming a row,
 * one man on each of the six squares, at one end of the board, and the plain men on the six squares at the
 * opposite end", "(The squares will hold four men each.)", "The square in the centre of the hoard is
 * considered neutral ground". The sheet gives no measurements; the ones below are Parlour's decision,
 * explained in `docs/games/spoof.md` §Board.
 *
 * Coordinates: `x` runs across the board from the left edge (0) to the right edge ({@link BOARD.width});
 * `y` runs along it from the Stars' end (0) to the Plain end ({@link BOARD.length}). Headings are degrees
 * counter-clockwise from +x, so 90° points from the Stars' end towards the Plain end. A screen that draws
 * with y downwards flips y.
 */

/** The two ends of the board (and the two sides, by the face of their men): Stars at y = 0, Plain at y = length. */
export const ENDS = ['stars', 'plain'] as const;
/** One of {@link ENDS}. */
export type End = (typeof ENDS)[number];

/** An axis-aligned rectangle, mm. */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Board measurements in mm (see the module docs for the coordinate system). */
export const BOARD = Object.freeze({
  /** Across the board, mm. */
  width: 350,
  /** Along the board, end to end, mm. */
  length: 600,
  /** Radius of a man (a 22 mm counter), mm. */
  manRadius: 11,
  /** Side of a square, measured between the centres of its lines, mm (holds four men in its quarters). */
  squareSide: 50,
  /** Half the width of a printed line (lines are 2 mm wide), mm; lines belong to their square. */
  lineHalfWidth: 1,
  /** x of the left line of the row of six squares, mm (the row is centred: 25 .. 325). */
  rowX0: 25,
  /** Distance from the end of the board to the outer line of that end's row of squares, mm. */
  rowInset: 20,
  /** Side of the neutral square in the centre, mm (between the centres of its lines). */
  neutralSide: 70,
});

/** Squares per end: "one man on each of the six squares". */
export const SQUARES_PER_END = 6;
/** "(The squares will hold four men each.)" */
export const SQUARE_CAPACITY = 4;

/** The rectangle of square `index` (0 = leftmost, x smallest) at `end`, measured between its line centres. */
export function squareRect(end: End, index: number): Rect {
  const s = BOARD.squareSide;
  const x0 = BOARD.rowX0 + s * index;
  const y0 = end === 'stars' ? BOARD.rowInset : BOARD.length - BOARD.rowInset - s;
  return { x0, y0, x1: x0 + s, y1: y0 + s };
}

/** The rectangle of the whole row of six squares at `end`, between line centres. */
export function rowRect(end: End): Rect {
  const first = squareRect(end, 0);
  const last = squareRect(end, SQUARES_PER_END - 1);
  return { x0: first.x0, y0: first.y0, x1: last.x1, y1: last.y1 };
}

/** The neutral square in the centre of the board, between its line centres. */
export const NEUTRAL_RECT: Rect = Object.freeze({
  x0: (BOARD.width - BOARD.neutralSide) / 2,
  y0: (BOARD.length - BOARD.neutralSide) / 2,
  x1: (BOARD.width + BOARD.neutralSide) / 2,
  y1: (BOARD.length + BOARD.neutralSide) / 2,
});

/** The board's playing surface. */
export const BOARD_RECT: Rect = Object.freeze({ x0: 0, y0: 0, x1: BOARD.width, y1: BOARD.length });

/** Distance in mm from point (x, y) to the rectangle `r` (0 inside it). */
export function distanceToRect(x: number, y: number, r: Rect): number {
  const dx = x < r.x0 ? r.x0 - x : x > r.x1 ? x - r.x1 : 0;
  const dy = y < r.y0 ? r.y0 - y : y > r.y1 ? y - r.y1 : 0;
  return Math.hypot(dx, dy);
}

/**
 * Whether a man centred at (x, y) touches `r` with its lines: its disc reaches into `r` grown by the line
 * half-width. Touching exactly at one point does not count (strict `<`).
 */
export function discTouchesRect(x: number, y: number, r: Rect): boolean {
  return distanceToRect(x, y, r) < BOARD.manRadius + BOARD.lineHalfWidth;
}

/** Whether a man centred at (x, y) lies wholly inside `r`, clear of its lines (touching a line's inner edge counts as inside). */
export function discInsideRect(x: number, y: number, r: Rect): boolean {
  const m = BOARD.manRadius + BOARD.lineHalfWidth;
  return x - m >= r.x0 && x + m <= r.x1 && y - m >= r.y0 && y + m <= r.y1;
}

/** A square named by its end and index 0..5. */
export interface SquareRef {
  readonly end: End;
  readonly index: number;
}

/** The square a man centred at (x, y) lies wholly inside, or `undefined`. */
export function squareHolding(x: number, y: number): SquareRef | undefined {
  for (const end of ENDS) {
    const row = rowRect(end);
    if (y < row.y0 || y > row.y1) continue;
    for (let index = 0; index < SQUARES_PER_END; index++) {
      if (discInsideRect(x, y, squareRect(end, index))) return { end, index };
    }
  }
  return undefined;
}

/** Whether a man centred at (x, y) touches any square (inside it or on its lines) at `end`. */
export function touchesRow(x: number, y: number, end: End): boolean {
  return discTouchesRect(x, y, rowRect(end));
}

/**
 * Whether a man centred at (x, y) is "on the lines of the squares": it touches a square's line, i.e. it
 * touches a row of squares without lying wholly inside one square. Source: "if he stops on any of the lines".
 */
export function onSquareLines(x: number, y: number): boolean {
  return (touchesRow(x, y, 'stars') || touchesRow(x, y, 'plain')) && squareHolding(x, y) === undefined;
}

/** Whether a man centred at (x, y) touches the neutral square (its area or its lines). */
export function touchesNeutral(x: number, y: number): boolean {
  return discTouchesRect(x, y, NEUTRAL_RECT);
}

/** Whether the centre (x, y) is beyond the board's edge: a man whose centre passes the edge tips off the board. */
export function offBoard(x: number, y: number): boolean {
  return x < BOARD_RECT.x0 || x > BOARD_RECT.x1 || y < BOARD_RECT.y0 || y > BOARD_RECT.y1;
}

/**
 * The centres (mm) of men laid out in a square holding `count` men: one man sits in the centre; two to
 * four sit in the square's quarters, in the order lower-left, lower-right, upper-left, upper-right.
 * @throws RangeError when `count` is not 0..4 (a programmer bug: the rules never overfill a square).
 */
export function squareLayout(sq: SquareRef, count: number): readonly { readonly x: number; readonly y: number }[] {
  if (!Number.isInteger(count) || count < 0 || count > SQUARE_CAPACITY) throw new RangeError(`square layout for ${count} men`);
  const r = squareRect(sq.end, sq.index);
  const cx = (r.x0 + r.x1) / 2;
  const cy = (r.y0 + r.y1) / 2;
  if (count === 1) return [{ x: cx, y: cy }];
  const q = BOARD.squareSide / 4;
  const quarters = [
    { x: cx - q, y: cy - q },
    { x: cx + q, y: cy - q },
    { x: cx - q, y: cy + q },
    { x: cx + q, y: cy + q },
  ];
  return quarters.slice(0, count);
}

/**
 * Spots (mm) on the neutral ground where men put out of play are laid when they did not come to rest there
 * themselves (a man shot off the board): a 3 × 3 grid of man-sized spots, then the centre again.
 */
export function neutralSpots(): readonly { readonly x: number; readonly y: number }[] {
  const cx = (NEUTRAL_RECT.x0 + NEUTRAL_RECT.x1) / 2;
  const cy = (NEUTRAL_RECT.y0 + NEUTRAL_RECT.y1) / 2;
  const d = 2 * BOARD.manRadius;
  const spots: { x: number; y: number }[] = [];
  for (const dy of [-d, 0, d]) for (const dx of [-d, 0, d]) spots.push({ x: cx + dx, y: cy + dy });
  return spots;
}

/** Rounds a coordinate to the 0.01 mm grid that positions are kept on (so notation round-trips exactly). */
export function roundMm(v: number): number {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? 0 : r;
}
