/// <reference lib="dom" />
/**
 * "Give up this game?" on the kiosk names the side that gives up (a newcomer's report: in a game of two
 * visitors the question did not say which of them it was for, where the app's own asks "Resign for
 * White?"). The kiosk asks for the seat a person here gives up for (`renderer/src/lib/seats.ts`
 * `actingSeat`: the seat to move in a game of two visitors), names it in the question and on its yes
 * button, in English and German, and gives up for that seat when the answer is yes.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../../renderer/src/App.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import type { NewGameRequest } from '../../../src/api';
import { ok } from '../../../src/core/result';
import { createFakeApi } from '../fake-api';
import { KIOSK_STATE, settle } from './support';

const $ = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Presses `id` once it shows, as a touch does: the pointer goes down, then the click. */
async function press(id: string): Promise<void> {
  await waitFor(() => expect($(id)).not.toBeNull(), { timeout: 5000 });
  await fireEvent.pointerDown($(id)!);
  await fireEvent.click($(id)!);
  await settle();
}

/** The question shown and its yes button, once the question shows; then No closes it. */
async function question(): Promise<{ text: string; yes: string }> {
  await waitFor(() => expect($('confirm')).not.toBeNull());
  return { text: document.getElementById('confirm-question')!.textContent!.trim(), yes: $('confirm-yes')!.textContent!.trim() };
}

describe('the kiosk\'s question before giving up, in a game of two visitors', () => {
  it('names the side to move, in English and German, and gives up for the side it named', async () => {
    const fake = createFakeApi();
    const startup = fake.api.startup;
    Object.assign(fake.api, {
      startup: async () => ok({ ...((await startup()) as { value: object }).value, kiosk: KIOSK_STATE }),
      kioskState: async () => ok(KIOSK_STATE),
      kioskReset: async () => ok(null),
      kioskScreen: async () => ok(null),
      // The host's "a game for two visitors": both seats people on the screen.
      kioskStart: async ({ game }: { game: NewGameRequest['game'] }) => fake.api.newGame({ game, players: ['screen', 'screen'] }),
    });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect($('attract')).not.toBeNull(), { timeout: 5000 });
    await fireEvent.pointerDown(window, { clientX: 500, clientY: 400 });
    await settle();
    await press('format-pair');
    await waitFor(() => expect($('game-screen')).not.toBeNull(), { timeout: 5000 });

    // White to move: the question is White's.
    await press('kiosk-resign');
    expect(await question()).toEqual({ text: 'Give up this game for White? White loses it.', yes: 'Yes, give up for White' });
    await press('confirm-no');
    expect($('confirm')).toBeNull();

    // White placed a man: Black to move, and the question is Black's; in German too.
    await fake.api.playMove('d2');
    // (Drawn once the game's screen has loaded: its chunk is compiled on first use here.)
    await waitFor(() => expect(document.querySelectorAll('[data-testid="ply"]')).toHaveLength(1), { timeout: 15_000 });
    await press('kiosk-resign');
    expect(await question()).toEqual({ text: 'Give up this game for Black? Black loses it.', yes: 'Yes, give up for Black' });
    await press('confirm-no');
    await press('lang-de');
    await waitFor(() => expect($('kiosk-resign')?.textContent).toContain('Aufgeben'));
    await press('kiosk-resign');
    expect(await question()).toEqual({ text: 'Dieses Spiel für Schwarz aufgeben? Schwarz verliert es.', yes: 'Ja, für Schwarz aufgeben' });

    // Yes gives up for Black, the side named.
    await press('confirm-yes');
    await waitFor(() => expect(fake.calls).toContain('resign([1])'));
    expect(fake.calls.filter((c) => c.startsWith('resign('))).toEqual(['resign([1])']);
  }, 30_000);
});
