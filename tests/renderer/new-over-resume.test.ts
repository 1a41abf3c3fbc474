/// <reference lib="dom" />
/**
 * A new game started while a game is offered for resuming is confirmed first (renderer/src/lib/app.svelte.ts
 * `newGame`): the newcomer's report found that choosing another game on the start screen, without pressing
 * Resume or Discard, set the unfinished game aside at once and it was gone after a reload. Issue 14:
 * "Resign, New game and anything that ends or replaces the game in progress ask for confirmation."
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../../src/core/result';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { text } from '../../src/i18n/index';
import { createFakeApi } from './fake-api';

const now = (fn: () => void) => queueMicrotask(fn);
const OFFER = { id: 'j1', game: 'morris', gameName: "Nine Men's Morris", players: ['screen', 'screen'], plies: 2, updatedAt: '2026-12-01T16:00:00Z' } as const;

describe('a new game over a resume offer', () => {
  it('asks first; no keeps the offer and starts nothing, yes starts the game and the offer goes', async () => {
    const fake = createFakeApi();
    const startup = fake.api.startup;
    Object.assign(fake.api, { startup: async () => ok({ ...((await startup()) as { value: object }).value, resume: OFFER }) });
    const app = new AppState(fake.api, now);
    await app.load();
    expect(app.startup?.resume?.id).toBe('j1');

    const first = app.newGame({ game: 'archery', players: ['screen', 'screen'] });
    expect(app.asking?.kind).toBe('new-game');
    expect(app.asking?.text).toBe(text('en', 'play.confirm.new-unfinished', { game: 'morris', n: 2 }));
    expect(app.asking?.text).toMatch(/^Start a new game\? The unfinished game of .+ \(2 plies\) is then archived/);
    app.asking!.answer(false);
    expect(await first).toBe(false);
    expect(fake.calls.filter((c) => c.startsWith('newGame'))).toEqual([]);
    expect(app.startup?.resume?.id).toBe('j1');

    const second = app.newGame({ game: 'morris', players: ['screen', 'screen'] });
    app.asking!.answer(true);
    expect(await second).toBe(true);
    expect(fake.calls.filter((c) => c.startsWith('newGame'))).toHaveLength(1);
    expect(app.startup?.resume).toBeNull();
  });
});
