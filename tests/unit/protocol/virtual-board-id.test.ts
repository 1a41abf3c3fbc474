/**
 * Issue 12, failure 7: "Every virtual board has the same id (`virtual-<profile>`), so another Parlour
 * process reconnecting by id can take over someone else's pseudo-terminal. Give each virtual board a
 * unique id unless one is given." Before the fix both boards below said HELLO as `virtual-morris-archery`.
 */
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { unwrap } from '../../../src/core/result';

describe('virtual board ids (issue 12, failure 7)', () => {
  it('gives every virtual board of the same profile an id of its own, within the protocol id syntax', () => {
    for (const name of ['morris-archery', 'not-made-in-germany', 'quoits']) {
      const profile = unwrap(loadProfile(name));
      const ids = Array.from({ length: 50 }, () => {
        const b = createVirtualBoard({ profile });
        b.stop();
        return b.boardId;
      });
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        // PROTOCOL.md §3.1: `id` is 1..32 of `A-Z a-z 0-9 . _ -`
        expect(id).toMatch(/^virtual-[A-Za-z0-9._-]+-[0-9a-f]{8}$/);
        expect(id.length).toBeLessThanOrEqual(32);
        expect(id).toContain(name.slice(0, 15));
      }
    }
  });

  it('keeps an id given to it', () => {
    const b = createVirtualBoard({ profile: unwrap(loadProfile('quoits')), boardId: 'MUSEUM-1' });
    b.stop();
    expect(b.boardId).toBe('MUSEUM-1');
  });
});
