import { describe, expect, it } from 'vitest';
import { startTable } from './harness';

describe('session on a simulated board', () => {
  it('syncs the empty start position and commits placements after the settle time', async () => {
    const t = await startTable();
    expect(t.session.currentPhase).toBe('playing');
    await t.play('place d2\n500 place d6');
    expect(t.committed).toEqual(['d2', 'd6']);
  });
});
