/// <reference lib="dom" />
/**
 * A page opened (or reloaded) while a game is in progress shows that game, never the start screen
 * first. Before, `AppState.load` took the start-up state at once and drew the game only once its
 * screen (a chunk of its own, issue 19) had loaded; in between the start screen showed, a flash of
 * "Choose a game" at every reload in a game (helper-27's report; seen in Chromium at every reload).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { watchFor } from './watch-for';
import { createFakeApi } from './fake-api';

describe('a page opened during a game', () => {
  for (const game of ['morris', 'quoits', 'archery'] as const) {
    it(`shows the ${game} game without the start screen before it`, async () => {
      const fake = createFakeApi({ game, players: ['screen', 'screen'] });
      const startScreen = watchFor('start-screen');
      render(App, { props: { app: new AppState(fake.api) } });
      await waitFor(() => expect(document.querySelector(`[data-testid="game-screen"][data-game="${game}"]`)).not.toBeNull(), { timeout: 5000 });
      expect(startScreen()).toBe(false);
    });
  }

  it('shows the start screen when no game is in progress', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="start-screen"]')).not.toBeNull());
  });
});
