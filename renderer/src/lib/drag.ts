/**
 * The drag gesture shared by the cell boards (Morris, Not Made in Germany): a pointer pressed on a cell
 * becomes a tap (one pick) or, once it has travelled past a threshold, a drag that drops on another
 * cell (two picks: the man's cell, then the drop). One module per gesture with an explicit record of
 * the gesture in progress, after chessground's `drag.ts` (`../shared/style/anchors.md`, practice 9);
 * nothing here touches game state, the board turns picks into moves through `onpick`.
 */

/** A point in the board's SVG user units. */
export interface Point {
  x: number;
  y: number;
}

/** A gesture in progress: a pointer pressed on the cell `orig`. */
export interface DragCurrent {
  readonly pointerId: number;
  readonly orig: string;
  /** Where the pointer went down (SVG units). */
  readonly start: Point;
  /** Where the pointer is now (SVG units). */
  pos: Point;
  /** `true` once the pointer has travelled past the threshold: a drag, no longer a tap. */
  started: boolean;
}

/** The pointer event `e` in the SVG user units of `svg` (`{0, 0}` before the SVG is laid out). */
export function svgPoint(svg: SVGSVGElement | undefined, e: { readonly clientX: number; readonly clientY: number }): Point {
  const ctm = svg?.getScreenCTM();
  if (svg === undefined || ctm === null || ctm === undefined) return { x: 0, y: 0 };
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
  return { x: p.x, y: p.y };
}

/** Starts a gesture on `cell` at `at`, capturing the pointer so the board gets its moves and release. */
export function beginDrag(e: PointerEvent, cell: string, at: Point): DragCurrent {
  (e.currentTarget as Element | null)?.setPointerCapture?.(e.pointerId);
  return { pointerId: e.pointerId, orig: cell, start: at, pos: at, started: false };
}

/**
 * Follows the pointer to `at`; the gesture becomes a drag once it has travelled more than `threshold`
 * SVG units from its start (smaller moves are a shaky tap). Mutates `drag` (a Svelte `$state` proxy).
 */
export function followDrag(drag: DragCurrent, at: Point, threshold: number): void {
  drag.pos = at;
  if (!drag.started && Math.hypot(at.x - drag.start.x, at.y - drag.start.y) > threshold) drag.started = true;
}

/**
 * The picks a finished gesture makes: a tap picks its cell; a drag dropped on another cell `dest` picks
 * the man's cell (unless already picked) and then `dest`; a drag dropped off the board or back on its
 * own cell picks nothing.
 */
export function dropPicks(drag: DragCurrent, dest: string | undefined, picked: readonly string[]): string[] {
  if (!drag.started) return [drag.orig];
  if (dest === undefined || dest === drag.orig) return [];
  return picked.includes(drag.orig) ? [dest] : [drag.orig, dest];
}
