/// <reference lib="dom" />
/**
 * "One move was taken back on the board" is true of the position it came with only (a newcomer saw it
 * stay after putting the man back replayed the move, and again on the start screen later): it goes
 * once a ply is played after it, and the start screen does not show it (`renderer/src/lib/passing-notices.ts`).
 * A notice a later one makes untrue goes too ("disconnected", then "connected again"). Other notices
 * stay until dismissed.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { msg } from '../../src/i18n/index';
import { createFakeApi } from './fake-api';

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const codes = () => [...document.querySelectorAll<HTMLElement>('[data-testid="notice"]')].map((n) => n.dataset.code);
const plies = (n: number) => waitFor(() => expect(document.querySelectorAll('[data-testid="ply"]').length).toBe(n));

async function start() {
  const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'], board: { kind: 'none' } });
  render(App, { props: { app: new AppState(fake.api) } });
  await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
  for (const m of ['d2', 'd6']) await fake.api.playMove(m);
  await plies(2);
  return fake;
}

/** The host's takeback as the session sends it: the notice, then the view of the earlier position. */
async function takeBackOnBoard(fake: ReturnType<typeof createFakeApi>, id: number): Promise<void> {
  fake.emit({ type: 'notice', notice: { id, level: 'info', code: 'session/takeback', message: msg('session.board-takeback', { n: 1 }) } });
  await fake.api.undo();
}

describe('a notice true of one position', () => {
  it('is shown with the takeback, and goes when the man put back plays the move again', async () => {
    const fake = await start();
    await takeBackOnBoard(fake, 1);
    await plies(1);
    await waitFor(() => expect(codes()).toEqual(['session/takeback']));
    expect(byTest('notice')?.textContent).toContain('One move was taken back on the board');
    // Another view of the same position (a sensor change, a hint) keeps it.
    fake.patch({ lifted: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(codes()).toEqual(['session/takeback']);
    // A notice that is not about the position stays on.
    fake.emit({ type: 'notice', notice: { id: 2, level: 'warning', code: 'board/disconnected', message: msg('host.board-disconnected') } });
    await waitFor(() => expect(codes()).toEqual(['session/takeback', 'board/disconnected']));
    await fake.api.playMove('d6');
    await plies(2);
    await waitFor(() => expect(codes()).toEqual(['board/disconnected']));
  });

  it('is not shown on the start screen, and is again back on the game while it still holds', async () => {
    const fake = await start();
    await takeBackOnBoard(fake, 1);
    await waitFor(() => expect(codes()).toEqual(['session/takeback']));
    await fireEvent.click(byTest('new-game')!);
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    expect(codes()).toEqual([]);
    // Back to the game, which still stands where the takeback left it: the notice is true again.
    await fireEvent.click(byTest('back-to-game')!);
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    expect(codes()).toEqual(['session/takeback']);
    await fake.api.playMove('f4');
    await plies(2);
    await waitFor(() => expect(codes()).toEqual([]));
  });

  it('goes when a later notice makes it untrue: "connected again" replaces "disconnected", and back', async () => {
    const fake = await start();
    const lost = (id: number) => fake.emit({ type: 'notice', notice: { id, level: 'warning', code: 'board/disconnected', message: msg('host.board-disconnected') } });
    const back = (id: number) => fake.emit({ type: 'notice', notice: { id, level: 'info', code: 'board/reconnected', message: msg('host.board-reconnected') } });
    fake.emit({ type: 'notice', notice: { id: 10, level: 'warning', code: 'journal/repaired', message: msg('core.verbatim', { text: 'the journal was repaired' }) } });
    lost(11);
    await waitFor(() => expect(codes()).toEqual(['journal/repaired', 'board/disconnected']));
    back(12);
    await waitFor(() => expect(codes()).toEqual(['journal/repaired', 'board/reconnected']));
    expect(document.querySelector('[data-code="board/reconnected"]')?.textContent).toContain('The board is connected again.');
    lost(13);
    await waitFor(() => expect(codes()).toEqual(['journal/repaired', 'board/disconnected']));
  });

  it('dismissed with its ×, goes here and is told to the host (so a tab opened later does not show it)', async () => {
    const fake = await start();
    fake.emit({ type: 'notice', notice: { id: 7, level: 'warning', code: 'board/disconnected', message: msg('host.board-disconnected') } });
    await waitFor(() => expect(codes()).toEqual(['board/disconnected']));
    await fireEvent.click(byTest('notice')!.querySelector('button')!);
    await waitFor(() => expect(codes()).toEqual([]));
    expect(fake.calls).toContain('dismissNotice([7])');
  });
});
