/// <reference lib="dom" />
/**
 * A refused pick's mark and its sentence go together (renderer/src/lib/app.svelte.ts `explainRefusal`):
 * the mark is set at once while the host is asked for the engine's reason, and the previous refusal's
 * sentence must not stand beside the new mark meanwhile. The e2e test `say-why.test.ts` read the new mark
 * with the old reason's code under load; here the host's reply is held back to show that moment. And a
 * reason that comes back after the person's next pick is about a pick they have moved on from: the e2e test
 * `sound.test.ts` heard it as a second "illegal" under load, after the capture was already picked.
 */
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import type { ParlourApi } from '../../src/api';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { loadScreen } from '../../renderer/src/games/registry';
import { createFakeApi } from './fake-api';

const now = (fn: () => void) => queueMicrotask(fn);
const tick = async () => {
  await new Promise((r) => setTimeout(r, 0));
  flushSync();
};

/**
 * A hot-seat Morris screen whose host can hold back the answer to the next move sent: `holdNext()` arms
 * it, `release()` lets the held answer come.
 */
async function heldHotSeat(): Promise<{ app: AppState; holdNext: () => void; release: () => void }> {
  await loadScreen('morris');
  const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
  let armed = false;
  let held: (() => void) | undefined;
  const api: ParlourApi = {
    ...fake.api,
    playMove: async (m) => {
      if (armed) {
        armed = false;
        await new Promise<void>((r) => (held = r));
      }
      return fake.api.playMove(m);
    },
  };
  const app = new AppState(api, now);
  await app.load();
  return { app, holdNext: () => (armed = true), release: () => held?.() };
}

describe('a refusal while another is shown', () => {
  it('clears the old reason when the new mark is set, and shows the new reason when the host answers', async () => {
    await loadScreen('morris');
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    let hold: (() => void) | undefined;
    const api: ParlourApi = {
      ...fake.api,
      playMove: async (m) => {
        if (hold === undefined) return fake.api.playMove(m);
        await new Promise<void>((r) => (hold = r));
        return fake.api.playMove(m);
      },
    };
    const app = new AppState(api, now);
    await app.load();
    await app.pickCell('d2');
    await tick();
    expect(app.view?.moves.length).toBe(1);

    // Black places on White's man at d2: refused, with the engine's reason.
    await app.pickCell('d2');
    await tick();
    expect(app.refused).toBe('d2');
    expect(app.error?.code).toBe('morris/occupied');

    // Again, with the host's answer held back: the mark is new, and no reason is shown until it comes.
    hold = () => {};
    const pending = app.pickCell('d2');
    await tick();
    expect(app.refused).toBe('d2');
    expect(app.error).toBeUndefined();
    hold();
    await pending;
    expect(app.error?.code).toBe('morris/occupied');
  });

  it('a pick on the way to a move clears the last refusal (the newcomer saw "has no move now" stay)', async () => {
    await loadScreen('morris');
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const app = new AppState(fake.api, now);
    await app.load();
    // The placements of say-why.test.ts, none closing a row; then White moves.
    for (const cell of ['d2', 'd6', 'b6', 'f6', 'g7', 'a1', 'd7', 'g1', 'b2', 'b4', 'c5', 'f4', 'e5', 'c3', 'c4', 'e3', 'e4', 'a7']) {
      await app.pickCell(cell);
      await tick();
    }
    expect(app.view?.moves.length).toBe(18);
    await app.pickCell('d6'); // Black's man: refused
    await tick();
    expect(app.error?.code).toBe('morris/not-own-man');
    await app.pickCell('d2'); // White's man that can move (to d1, d3): a step towards a move
    await tick();
    expect(app.picked).toEqual(['d2']);
    expect(app.error).toBeUndefined();
  });

  it("drops a refusal's reason that comes back after the next pick (under load it read, and sounded, as a second refusal)", async () => {
    const { app, holdNext, release } = await heldHotSeat();
    await app.pickCell('d2');
    await tick();
    // Black places on White's man at d2: the host's reason is held back...
    holdNext();
    const pending = app.pickCell('d2');
    await tick();
    expect(app.refused).toBe('d2');
    // ...while Black places on d6 instead, which the host takes.
    await app.pickCell('d6');
    await tick();
    expect(app.view?.moves.length).toBe(2);
    release();
    await pending;
    await tick();
    expect(app.error).toBeUndefined();
    expect(app.refused).toBeUndefined();
    expect(app.view?.moves.length).toBe(2);
  });

  it("reads a pick made while this screen's move is out against that move's answer (a fast click closed White's mill as Black's placement)", async () => {
    const { app, holdNext, release } = await heldHotSeat();
    for (const cell of ['a7', 'a1', 'd7']) {
      await app.pickCell(cell);
      await tick();
    }
    // Black's d1 is out (its answer held back) when White clicks g7, which closes a7 d7 g7.
    holdNext();
    const black = app.pickCell('d1');
    await tick();
    const white = app.pickCell('g7');
    await tick();
    expect(app.view?.moves.length).toBe(3);
    release();
    await black;
    await white;
    for (let i = 0; i < 3; i++) await tick();
    expect(app.view?.moves.length).toBe(4);
    expect(app.error).toBeUndefined();
    // g7 waits for its capture, as a pick made after seeing d1 would.
    expect(app.picked).toEqual(['g7']);
    expect(app.targets).toContain('a1');
    await app.pickCell('a1');
    await tick();
    expect(app.view?.moves.at(-1)?.notation).toBe('g7xa1');
  });
});
