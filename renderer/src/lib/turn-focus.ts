/**
 * The keyboard focus at the start of a person's turn (issue 14: "Keyboard play for every game ... with a
 * visible focus that starts on the side to move"): the board or control where the turn is played takes
 * the focus, on a man of the side to move (the first cell it may pick) or on the Spin button, so a
 * person playing by keyboard never has to Tab across the screen to find it.
 *
 * The focus is taken only when it is free: on nothing in particular (the page itself, as after the
 * control that had it went away: the start button, the Spin button of the last turn) or already inside
 * the board or control. A person working elsewhere (a menu, the move list, a text field) keeps it.
 */

/** `true` when the focus is on the page itself or inside `within`, so taking it takes nothing from the person. */
export function focusIsFree(within?: Element | null): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || (within != null && within.contains(active));
}

/**
 * Moves the focus to `target` (without scrolling) when {@link focusIsFree} for `within`, after the
 * current update has reached the page.
 * @returns `true` when the focus was moved.
 */
export function takeTurnFocus(target: HTMLElement | SVGElement | null | undefined, within?: Element | null): boolean {
  if (target == null || !focusIsFree(within ?? null) || document.activeElement === target) return false;
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}
