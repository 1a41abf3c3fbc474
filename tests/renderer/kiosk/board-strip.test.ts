/// <reference lib="dom" />
/**
 * The board's line on the kiosk's screens (issue 16, "The physical board between visitors"): it speaks
 * of the board, so it shows only beside the board's own game. A newcomer saw "The board is set up for
 * Nine Men's Morris." under a demonstration of Quoits (a Quoits game is not played on the Morris board):
 * on the attract screen the line now comes and goes with the game the loop demonstrates.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../../renderer/src/App.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import type { AttractFrame, BoardWatch, SessionView } from '../../../src/api';
import type { GameId } from '../../../src/core/game';
import { ok } from '../../../src/core/result';
import { createFakeApi, type FakeApi } from '../fake-api';
import { KIOSK_STATE, settle } from './support';

const MORRIS_BOARD: BoardWatch = { game: 'morris', state: 'connected', ready: true, toFix: 0, startMen: 0, cells: [], canContinue: false, short: 0, missing: [] };

/** A frame of the attract loop demonstrating `game` (a fresh game's view from the fake host). */
async function frame(fake: FakeApi, game: GameId, seq: number): Promise<AttractFrame> {
  const started = await fake.api.newGame({ game, players: ['computer', 'computer'] });
  if (!started.ok) throw new Error(`no ${game} game`);
  return { game, view: started.value as SessionView, caption: null, result: null, seq };
}

const strip = () => document.querySelector('[data-testid="board-strip"]');

describe('the board line on the attract screen', () => {
  it('shows under a demonstration of the board\'s game only', async () => {
    const fake = createFakeApi();
    const quoits = await frame(fake, 'quoits', 1);
    const startup = fake.api.startup;
    Object.assign(fake.api, {
      startup: async () => ok({ ...((await startup()) as { value: object }).value, kiosk: { ...KIOSK_STATE, attract: quoits, board: MORRIS_BOARD } }),
      kioskState: async () => ok({ ...KIOSK_STATE, attract: quoits, board: MORRIS_BOARD }),
      kioskReset: async () => ok(null),
      kioskScreen: async () => ok(null),
    });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="attract"]')?.getAttribute('data-game')).toBe('quoits'), { timeout: 5000 });
    await settle();
    // Quoits is played on the screen here: nothing about the Morris board.
    expect(strip()).toBeNull();
    expect(document.querySelector('[data-testid="attract"]')!.textContent).not.toContain('board is set up');

    // The loop moves on to Morris, the board's game: the line says how the board stands.
    fake.emit({ type: 'kiosk', kiosk: { kind: 'attract', frame: await frame(fake, 'morris', 2) } });
    await waitFor(() => expect(document.querySelector('[data-testid="attract"]')?.getAttribute('data-game')).toBe('morris'));
    await settle();
    expect(strip()?.textContent).toContain("The board is set up for Nine Men's Morris.");

    // And on to Archery (its own board, not this one): gone again.
    fake.emit({ type: 'kiosk', kiosk: { kind: 'attract', frame: await frame(fake, 'archery', 3) } });
    await waitFor(() => expect(document.querySelector('[data-testid="attract"]')?.getAttribute('data-game')).toBe('archery'));
    await settle();
    expect(strip()).toBeNull();
  });
});
