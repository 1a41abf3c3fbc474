/**
 * The side panel tells a person at the sensor board what to do (issue 14; a newcomer found it empty at
 * the start of a game for two people at the board, while screen play says "White: choose a point").
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
});
