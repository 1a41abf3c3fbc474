/**
 * Quick presses in a replay each count (the newcomer pressed the right arrow ten times quickly from the
 * first ply and landed on ply 9): `AppState.step` seeks from the ply last asked for while the host has not
 * answered yet, and only the answer to the last seek is shown, whatever order the answers come in.
 */
import { describe, expect, it } from 'vitest';
import type { ParlourApi, ReplayView } from '../../src/api';
import { ok } from '../../src/core/result';
import { AppState } from '../../renderer/src/lib/app.svelte';

const at = (ply: number): ReplayView => ({
  game: 'morris',
  gameName: "Nine Men's Morris",
  options: {},
  ply,
  total: 10,
  moves: [],
  position: `p${ply}`,
  contents: {},
  status: { kind: 'ongoing' },
  meta: {},
}) as unknown as ReplayView;

/** A host whose replaySeek answers only when `answer(i)` is called for the i-th seek. */
function slowReplay(): { api: ParlourApi; asked: number[]; answer: (i: number) => void } {
  const asked: number[] = [];
  const waiting: (() => void)[] = [];
  const api = {
    subscribe: () => () => undefined,
    replaySeek: ({ ply }: { ply: number }) => {
      asked.push(ply);
      return new Promise((resolve) => waiting.push(() => resolve(ok(at(ply)))));
    },
  };
  return { api: api as unknown as ParlourApi, asked, answer: (i) => waiting[i]!() };
}

describe('stepping through a replay', () => {
  it('counts every quick press, before the host has answered the one before', async () => {
    const { api, asked, answer } = slowReplay();
    const app = new AppState(api);
    app.replay = at(0);
    const steps = [app.step(1), app.step(1), app.step(1)];
    expect(asked).toEqual([1, 2, 3]);
    for (let i = 0; i < 3; i++) answer(i);
    await Promise.all(steps);
    expect(app.replay.ply).toBe(3);
  });

  it('shows the last seek\'s answer when an earlier one comes after it, and stops at the ends', async () => {
    const { api, asked, answer } = slowReplay();
    const app = new AppState(api);
    app.replay = at(9);
    const steps = [app.step(1), app.step(1), app.step(-1)];
    expect(asked).toEqual([10, 10, 9]);
    answer(2);
    answer(0);
    answer(1);
    await Promise.all(steps);
    expect(app.replay.ply).toBe(9);
  });
});
