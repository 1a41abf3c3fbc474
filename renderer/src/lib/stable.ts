/**
 * Keeping a derived list the same object while its items stay the same (issue 19), so that Svelte, which
 * compares a derived's new value with its last by identity, redraws nothing that depends on it: a view in
 * which only one man was lifted must not redraw every point of the board because the lists of targets,
 * hints and guidance cells were built anew.
 */

/** The shared empty list (frozen). */
export const NONE: readonly never[] = Object.freeze([]);

/**
 * A function that returns its argument, or the list it returned last time when that has the same items
 * (`===`, in order); an empty list is always {@link NONE}.
 */
export function stableList<T>(): (next: readonly T[]) => readonly T[] {
  let last: readonly T[] = NONE;
  return (next) => {
    if (next.length === 0) return (last = NONE);
    if (next.length === last.length && next.every((x, i) => x === last[i])) return last;
    return (last = next);
  };
}
