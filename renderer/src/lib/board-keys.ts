/**
 * The keyboard on a cell board (Morris, Not Made in Germany), one roving tab stop (WAI-ARIA grid
 * practice): the arrow keys move the focus to the neighbouring cell as the board is drawn, Enter or
 * Space picks the focused cell, Escape cancels the picks. Each board gives its own neighbour rule.
 */

/** Arrow keys as steps on screen: `[dx, dy]`, y down. */
export const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = Object.freeze({
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
});

/** What a board tells {@link boardKeyDown}. */
export interface BoardKeys {
  /** The board's SVG, holding one element with `data-cell="<cell>"` per cell. */
  readonly svg: SVGSVGElement | undefined;
  /** The cell one step `(dx, dy)` on screen from `cell`, if any. */
  neighbour(cell: string, dx: number, dy: number): string | undefined;
  /** The focus moved to `cell` (the board keeps it as its tab stop). */
  focused(cell: string): void;
  /** Enter or Space on `cell`. */
  pick(cell: string): void;
  /** Escape. */
  cancel(): void;
}

/** Handles a key pressed on `cell` of a board; the keys it handles do not scroll the page. */
export function boardKeyDown(e: KeyboardEvent, cell: string, board: BoardKeys): void {
  const step = ARROW_STEPS[e.key];
  if (step !== undefined) {
    const next = board.neighbour(cell, step[0], step[1]);
    if (next !== undefined) {
      board.focused(next);
      board.svg?.querySelector<SVGGElement>(`[data-cell="${next}"]`)?.focus();
    }
    e.preventDefault();
  } else if (e.key === 'Enter' || e.key === ' ') {
    board.pick(cell);
    e.preventDefault();
  } else if (e.key === 'Escape') {
    board.cancel();
    e.preventDefault();
  }
}
