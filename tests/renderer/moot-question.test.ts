/// <reference lib="dom" />
/**
 * A confirmation that another screen made moot closes (renderer/src/lib/app.svelte.ts `draw`): a person
 * asked "Resign for Black?" in one tab while the game was resigned in another saw the question stay over
 * the game-over card, and a yes gave the bare refusal "the game is over" (second newcomer report). A new
 * game's question stays: starting one after the game ended is still what the person asked for.
 */
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

/** Frames run at once: each view is drawn as it comes. */
const now = (fn: () => void) => queueMicrotask(fn);

describe('a question another screen made moot', () => {
  it('a resignation being confirmed is answered no when the game ends elsewhere; a new game question stays', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const app = new AppState(fake.api, now);
    await app.load();
    await fake.api.playMove('d2');
    await new Promise((r) => setTimeout(r, 0));
    flushSync();
    expect(app.view?.phase).toBe('playing');

    const resign = app.ask('resign', 'Resign for Black?', 'Resign for Black');
    expect(app.asking?.kind).toBe('resign');
    // Another screen resigns: the host pushes the finished game's view to this one.
    fake.patch({ phase: 'finished', turn: null, legalMoves: [], status: { kind: 'won', winners: [0], reason: 'Black resigned' } as never });
    await new Promise((r) => setTimeout(r, 0));
    flushSync();
    expect(await resign).toBe(false);
    expect(app.asking).toBeNull();

    const fresh = app.ask('new-game', 'Start a new game?', 'Start it');
    fake.patch({ moves: [] });
    await new Promise((r) => setTimeout(r, 0));
    flushSync();
    expect(app.asking?.kind).toBe('new-game');
    app.asking!.answer(true);
    expect(await fresh).toBe(true);
  });
});
