/**
 * The side panel tells a person at the sensor board what to do (issue 14; a newcomer found it empty at
 * the start of a game for two people at the board, while screen play says "White: choose a point").
 * A person at the board whose game has lost its board plays on screen, and the status line says so (a
 * newcomer read "at the board" on the kiosk while the screen said to choose a point).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

const prompt = () => document.querySelector('[data-testid="prompt"]')?.textContent;

describe('the prompt for a person at the board', () => {
  it('says to place a man on the board in the placement phase', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' } });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(prompt()).toBe('White: place a man on the board'));
  });

  it('says the board player plays on screen once the game has no board (the kiosk\'s, after the board was lost)', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' } });
    render(App, { props: { app: new AppState(fake.api) } });
    const status = () => document.querySelector('[data-testid="status"]')?.textContent?.trim();
    await waitFor(() => expect(status()).toBe('White to move (at the board)'));
    fake.patch({ board: { kind: 'none', state: 'none' } });
    await waitFor(() => expect(status()).toBe('White to move (on screen)'));
  });
});
