/**
 * The game screens load on demand (renderer/src/games/registry.ts, issue 19: "load only the start screen
 * first, the games on demand"): what the start screen needs is known without loading, a game's screen is
 * loaded once and shared, and the app draws a view of a game only once that game's screen is there.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/core/game';
import { hasScreen, loadScreen, screenFor, tableOf } from '../../renderer/src/games/registry';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

describe('the screen registry', () => {
  it('knows every game and its table mode without loading any of them', () => {
    for (const id of GAME_IDS) expect(hasScreen(id), id).toBe(true);
    expect(hasScreen('chess')).toBe(false);
    expect(tableOf('spoof')?.label).toBe('Scorekeeper for a real table');
    expect(tableOf('morris')).toBeUndefined();
    expect(GAME_IDS.map((id) => screenFor(id))).toEqual(GAME_IDS.map(() => undefined));
  });

  it('loads a game’s screen once and hands the same adapter to every caller', async () => {
    const [a, b] = await Promise.all([loadScreen('quoits'), loadScreen('quoits')]);
    expect(a?.id).toBe('quoits');
    expect(b).toBe(a);
    expect(screenFor('quoits')).toBe(a);
    expect(await loadScreen('chess')).toBeUndefined();
  });

  it('makes the app draw a view of a game only once its screen is loaded', async () => {
    const fake = createFakeApi({ game: 'archery', players: ['screen', 'screen'] });
    const app = new AppState(fake.api, () => undefined);
    expect(screenFor('archery')).toBeUndefined();
    const loading = app.load();
    expect(app.view).toBeNull();
    await loading;
    expect(app.view?.game).toBe('archery');
    expect(app.adapter).toBe(screenFor('archery'));
    expect(app.adapter?.id).toBe('archery');
  });
});
