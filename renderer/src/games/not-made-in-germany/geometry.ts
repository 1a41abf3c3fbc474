/**
 * The drawing of the Not Made in Germany board, in SVG units: nine by nine squares of {@link SQUARE}
 * units with a margin for the file letters and rank numbers, and a tray either side for the letters
 * already home (England's on the left, Germany's on the right).
 */
import { screenXY, squareAtScreen, type SeatView } from './picture';

/** Side of one square, SVG units. */
export const SQUARE = 100;
/** Margin round the squares for the coordinates, SVG units. */
export const MARGIN = 44;
/** Width of each side tray, SVG units. */
export const TRAY = 190;
/** Left edge of the squares. */
export const BOARD_X = TRAY + MARGIN;
/** Top edge of the squares. */
export const BOARD_Y = MARGIN;
/** Width of the whole drawing. */
export const VIEW_WIDTH = 2 * TRAY + 2 * MARGIN + 9 * SQUARE;
/** Height of the whole drawing. */
export const VIEW_HEIGHT = 2 * MARGIN + 9 * SQUARE;
/** Radius of a man. */
export const MAN_RADIUS = 40;

/** The centre of `square` seen from `view`, SVG units; `undefined` for a name that is no square. */
export function centreOf(square: string, view: SeatView): { x: number; y: number } | undefined {
  const p = screenXY(square, view);
  if (p === undefined) return undefined;
  return { x: BOARD_X + (p.col + 0.5) * SQUARE, y: BOARD_Y + (p.row + 0.5) * SQUARE };
}

/** The square under the SVG point (`x`, `y`) seen from `view`, or `undefined` outside the squares. */
export function squareAtPoint(x: number, y: number, view: SeatView): string | undefined {
  const col = Math.floor((x - BOARD_X) / SQUARE);
  const row = Math.floor((y - BOARD_Y) / SQUARE);
  return squareAtScreen(col, row, view);
}

/**
 * The square next to `square` on screen in the direction (`dx`, `dy`) (screen columns and rows, `dy`
 * down), seen from `view`; `undefined` past the edge. Ornaments are squares too (they can be focused
 * and read out, never picked).
 */
export function screenNeighbour(square: string, dx: number, dy: number, view: SeatView): string | undefined {
  const p = screenXY(square, view);
  if (p === undefined) return undefined;
  return squareAtScreen(p.col + dx, p.row + dy, view);
}
