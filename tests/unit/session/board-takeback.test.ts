/**
 * Takebacks read from the board (issue 12 §2): "A takeback from the board of more than one ply, and any
 * takeback inferred right after a (re)connect, must be confirmed (on screen, or with the board's done
 * button), and until then the game stands and the board gets guidance back to the current position. A
 * takeback, confirmed or not, never clears what redo can restore." On a simulated board with fake time.
 */
import { describe, expect, it } from 'vitest';
import { startTable, type Table } from './harness';
import { said } from '../support/text';

/** Four placements: d2 a7 d6 g7, each settled. */
async function fourPlies(): Promise<Table> {
  const t = await startTable();
  await t.play('place d2\n600 place a7\n600 place d6\n600 place g7', 800);
  expect(t.committed).toEqual(['d2', 'a7', 'd6', 'g7']);
  return t;
}

const undos = (t: Table) => t.journal.entries.filter((e) => e.t === 'undo');

describe('takebacks on the board (issue 12 §2)', () => {
  it('one ply taken back on the board goes at once, and redo plays it again', async () => {
    const t = await fourPlies();
    await t.play('lift g7');
    expect(t.session.moves.map((m) => m.notation)).toEqual(['d2', 'a7', 'd6']);
    expect(t.session.view().canRedo).toBe(true);
    expect(undos(t)).toMatchObject([{ plies: 1, source: 'board' }]);
    expect((await t.session.redo()).ok).toBe(true);
    expect(t.session.moves.map((m) => m.notation)).toEqual(['d2', 'a7', 'd6', 'g7']);
  });

  it('more than one ply waits for confirmation; the game stands and the board is led back meanwhile', async () => {
    const t = await fourPlies();
    await t.play('lift g7\n100 lift d6');
    const v = t.session.view();
    expect(v.moves).toHaveLength(4);
    expect(v.takeback).toEqual({ plies: 2, moves: ['d6', 'g7'] });
    expect(v.guidance).toMatchObject({ code: 'inference/takeback-confirm' });
    expect(said(v.guidance)).toBe(
      'The board shows the game as it was 2 moves ago: confirm the takeback on screen or with the done button, or put the men back as the game stands. Put the man back on g7; put the man back on d6.',
    );
    expect(undos(t)).toEqual([]);
    // Half way back, the board shows one ply back: that too waits, and the guidance goes on.
    await t.play('place d6', 100);
    expect(said(t.session.view().guidance)).toBe('The takeback of 2 moves is not confirmed: put the men back as the game stands. Put the man back on g7.');
    await t.play('', 1000);
    expect(t.session.moves).toHaveLength(4);
    expect(t.session.view().takeback).toEqual({ plies: 1, moves: ['g7'] });
    await t.play('place g7');
    expect((await t.session.confirmTakeback()).ok).toBe(false);
    expect(t.session.view().guidance).toBeNull();
    expect(t.session.moves).toHaveLength(4);
    expect(undos(t)).toEqual([]);
  });

  it('confirmed on screen, the plies are taken back as one board takeback, and redo restores them all', async () => {
    const t = await fourPlies();
    await t.play('lift g7\n100 lift d6\n100 lift a7');
    expect(t.session.view().takeback?.plies).toBe(3);
    expect((await t.session.confirmTakeback()).ok).toBe(true);
    expect(t.session.moves.map((m) => m.notation)).toEqual(['d2']);
    expect(undos(t)).toMatchObject([{ plies: 3, source: 'board' }]);
    expect(t.session.view()).toMatchObject({ takeback: null, canRedo: true, guidance: null });
    expect((await t.session.redo()).ok).toBe(true);
    expect(t.session.moves.map((m) => m.notation)).toEqual(['d2', 'a7', 'd6', 'g7']);
  });

  it("the board's done button confirms a held takeback", async () => {
    const t = await fourPlies();
    await t.play('lift g7\n100 lift d6\n600 press done');
    expect(t.session.moves.map((m) => m.notation)).toEqual(['d2', 'a7']);
    expect(t.session.view().canRedo).toBe(true);
  });

  it('right after the board came back even one ply waits for confirmation', async () => {
    const t = await fourPlies();
    await t.session.boardReconnected();
    await t.play('lift g7');
    expect(t.session.moves).toHaveLength(4);
    expect(t.session.view().takeback).toEqual({ plies: 1, moves: ['g7'] });
    // Once the board has shown the position again, a takeback of one ply is a takeback again.
    await t.play('place g7\n600 lift g7');
    expect(t.session.moves).toHaveLength(3);
  });
});
