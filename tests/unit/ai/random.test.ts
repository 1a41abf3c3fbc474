import { describe, expect, it } from 'vitest';
import { AbortedError, randomPlayer } from '../../../src/ai/player';
import { morris } from '../../../src/games/morris/index';
import { unwrap } from '../../../src/core/result';
import { parseOptions } from '../../../src/core/options';

const start = unwrap(morris.setup(unwrap(parseOptions(morris.options, {})), 2));

describe('randomPlayer', () => {
  it('always answers with a legal move, the same one for the same seed and position', async () => {
    let pos = start;
    for (let i = 0; i < 40 && morris.turn(pos) !== undefined; i++) {
      const a = await randomPlayer(11).choose(morris, pos, new AbortController().signal);
      const b = await randomPlayer(11).choose(morris, pos, new AbortController().signal);
      expect(morris.formatMove(a as never)).toBe(morris.formatMove(b as never));
      expect(morris.legalMoves(pos).map(morris.formatMove)).toContain(morris.formatMove(a as never));
      pos = unwrap(morris.play(pos, a as never));
    }
  });

  it('spreads its choices over the legal moves', async () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) seen.add(morris.formatMove((await randomPlayer(seed).choose(morris, start, new AbortController().signal)) as never));
    expect(seen.size).toBeGreaterThan(10); // 24 possible first placements
  });

  it('rejects with AbortedError when cancelled before or while it thinks', async () => {
    const early = new AbortController();
    early.abort();
    await expect(randomPlayer(1).choose(morris, start, early.signal)).rejects.toBeInstanceOf(AbortedError);
    const late = new AbortController();
    const p = randomPlayer(1).choose(morris, start, late.signal);
    late.abort();
    await expect(p).rejects.toBeInstanceOf(AbortedError);
  });
});
