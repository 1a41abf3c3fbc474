/**
 * The pointer on a cell board (Morris, Not Made in Germany), wired once: a press on a cell starts a
 * gesture ({@link beginDrag}), the board follows the pointer ({@link followDrag}), and the release turns
 * it into picks ({@link dropPicks}) on the cell under the pointer. Each board gives only its own cell
 * lookup and threshold; the gesture in progress is reactive state, so the board can draw the man in the
 * hand. Nothing here touches game state: picks go out through `onpick`.
 */
import { beginDrag, dropPicks, followDrag, svgPoint, type DragCurrent, type Point } from './drag';

/** What a board tells its {@link BoardDrag}. Getters, so the drag always reads the current props. */
export interface BoardDragOptions {
  /** The board's SVG (for pointer coordinates), once mounted. */
  readonly svg: () => SVGSVGElement | undefined;
  /** `false` while the person may not pick (then a press does nothing). */
  readonly interactive: () => boolean;
  /** The cells picked so far. */
  readonly picked: () => readonly string[];
  /** The cell at a point in SVG units, if any. */
  readonly cellAt: (at: Point) => string | undefined;
  /** How far (SVG units) the pointer must travel before a press is a drag rather than a tap. */
  readonly threshold: number;
  /** A pick (a tap, or each of a drag's two picks). */
  readonly onpick: (cell: string) => void;
  /** A cell was pressed (the board gives it the keyboard focus). */
  readonly onpress?: (cell: string) => void;
  /** The pointer moved during a gesture, to `at` (e.g. to show the route to the cell under it). */
  readonly onfollow?: (at: Point) => void;
}

/** The pointer gesture of one board; bind `down` to each cell's `pointerdown`, the rest to the SVG's events. */
export class BoardDrag {
  /** The gesture in progress, `undefined` between gestures (never part of the game state). */
  current: DragCurrent | undefined = $state();

  constructor(private readonly o: BoardDragOptions) {}

  /** `true` while a drag (past the threshold) carries the man on cell `cell`. */
  carries(cell: string): boolean {
    return this.current?.started === true && this.current.orig === cell;
  }

  /** A press on `cell`: the primary button or a touch starts a gesture when the board is interactive. */
  down = (e: PointerEvent, cell: string): void => {
    if (!this.o.interactive() || !e.isPrimary || e.button > 0) return;
    this.current = beginDrag(e, cell, svgPoint(this.o.svg(), e));
    this.o.onpress?.(cell);
  };

  move = (e: PointerEvent): void => {
    const d = this.current;
    if (d === undefined || e.pointerId !== d.pointerId) return;
    const at = svgPoint(this.o.svg(), e);
    this.o.onfollow?.(at);
    followDrag(d, at, this.o.threshold);
  };

  /** The release: picks on the cell under the pointer where it was let go. */
  up = (e: PointerEvent): void => {
    const d = this.current;
    if (d === undefined || e.pointerId !== d.pointerId) return;
    this.current = undefined;
    for (const cell of dropPicks(d, this.o.cellAt(svgPoint(this.o.svg(), e)), this.o.picked())) this.o.onpick(cell);
  };

  cancel = (): void => {
    this.current = undefined;
  };
}
