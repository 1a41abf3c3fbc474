/**
 * Derived lists kept the same object while their items are (renderer/src/lib/stable.ts, issue 19): Svelte
 * compares by identity, so a view that only lifts a man must not hand the board new, equal lists.
 */
import { describe, expect, it } from 'vitest';
import { NONE, stableList } from '../../renderer/src/lib/stable';

describe('stableList', () => {
  it('returns the last list for the same items, the new one for others, and NONE for no items', () => {
    const same = stableList<string>();
    const first = same(['d2', 'f4']);
    expect(same(['d2', 'f4'])).toBe(first);
    const moved = same(['d2', 'f6']);
    expect(moved).toEqual(['d2', 'f6']);
    expect(moved).not.toBe(first);
    expect(same(['f6', 'd2'])).not.toBe(moved); // order counts
    expect(same([])).toBe(NONE);
    expect(Object.isFrozen(NONE)).toBe(true);
  });
});
