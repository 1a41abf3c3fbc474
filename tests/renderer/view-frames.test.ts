/// <reference lib="dom" />
/**
 * The screen draws at most one view an animation frame (renderer/src/lib/app.svelte.ts `show`, issue 19:
 * "a burst of any size (e.g. another screen firing 800 undo/redo calls) leaves every screen exact within
 * one frame of the last event ... never processes a backlog"). Frames are stepped by hand; what is
 * counted is views drawn (`viewsDrawn`, the page's `data-views`), never time.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

/** Animation frames stepped by the test. */
function frames() {
  let queued: (() => void)[] = [];
  return {
    schedule: (fn: () => void) => void queued.push(fn),
    /** Begins the next frame (runs what waited for it). */
    next() {
      const run = queued;
      queued = [];
      for (const fn of run) fn();
      flushSync();
    },
    waiting: () => queued.length,
  };
}

const OPENING = ['d2', 'b6', 'f4', 'a7', 'g7', 'd7', 'a4', 'g1', 'b2', 'f6'];

async function gameWithPlies() {
  const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
  for (const c of OPENING) await fake.api.playMove(c);
  return fake;
}

describe('views drawn per frame', () => {
  it('another screen fires 800 undo/redo calls: this one draws the first view, then only the latest when the frame begins', async () => {
    const fake = await gameWithPlies();
    const f = frames();
    const app = new AppState(fake.api, f.schedule);
    await app.load();
    f.next();
    const before = app.viewsDrawn;
    // The other screen's calls: each makes the host push a view to every screen.
    for (let i = 0; i < 397; i++) {
      await fake.api.undo();
      await fake.api.redo();
    }
    for (let i = 0; i < 6; i++) await fake.api.undo();
    expect(app.viewsDrawn - before).toBe(1);
    f.next();
    expect(app.viewsDrawn - before).toBe(2);
    expect(app.view).toEqual(fake.view());
    expect(app.view?.moves.map((m) => m.notation)).toEqual(OPENING.slice(0, 4));
    f.next();
    expect(app.viewsDrawn - before).toBe(2);
    expect(f.waiting()).toBe(0);
  });

  it('never draws more than one view a frame while a burst lasts, and is exact one frame after it', async () => {
    const fake = await gameWithPlies();
    const f = frames();
    const app = new AppState(fake.api, f.schedule);
    await app.load();
    f.next();
    // A frame runs from one frame's start (which draws the view held until then) to the next one's.
    let atFrameStart = app.viewsDrawn;
    for (let frame = 0; frame < 40; frame++) {
      for (let k = 0; k < 20; k++) await (k % 2 === 0 ? fake.api.undo() : fake.api.redo());
      await fake.api.undo();
      if (fake.view()!.moves.length === 0) for (const c of OPENING) await fake.api.playMove(c);
      const beforeNext = app.viewsDrawn;
      expect(beforeNext - atFrameStart, `frame ${frame}`).toBeLessThanOrEqual(1);
      f.next();
      atFrameStart = beforeNext;
    }
    f.next();
    expect(app.view).toEqual(fake.view());
  });

  it('coalesces the replies of this screen’s own calls the same way', async () => {
    const fake = await gameWithPlies();
    const f = frames();
    const app = new AppState(fake.api, f.schedule);
    await app.load();
    f.next();
    const before = app.viewsDrawn;
    const calls: Promise<void>[] = [];
    for (let i = 0; i < 400; i++) calls.push(i % 2 === 0 ? app.undo() : app.redo());
    await Promise.all(calls);
    expect(app.viewsDrawn - before).toBe(1);
    f.next();
    expect(app.view).toEqual(fake.view());
    expect(app.viewsDrawn - before).toBe(2);
  });

  it('the page shows the count and, one frame after the burst, the last position and history', async () => {
    const fake = await gameWithPlies();
    const f = frames();
    const app = new AppState(fake.api, f.schedule);
    render(App, { props: { app } });
    await app.load();
    f.next();
    const drawn = () => Number(document.querySelector('[data-testid="app"]')!.getAttribute('data-views'));
    const plies = () => [...document.querySelectorAll<HTMLElement>('[data-testid="ply"]')].map((li) => li.dataset.notation);
    const before = drawn();
    for (let i = 0; i < 400; i++) await (i % 2 === 0 ? fake.api.undo() : fake.api.redo());
    await fake.api.undo();
    f.next();
    expect(drawn() - before).toBe(2);
    expect(plies()).toEqual(OPENING.slice(0, 9));
  });
});
