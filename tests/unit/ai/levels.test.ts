/**
 * The levels API (src/ai/levels.ts): named levels weakest first, the gate for untrusted levels, and the
 * per-seat choice.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL, LEVELS, LEVEL_NAMES, levelForSeat, parseLevel, seatLevelsLabel } from '../../../src/ai/levels';

describe('levels', () => {
  it('run from beginner to master, each no weaker than the one before (time, depth, noise)', () => {
    expect(LEVEL_NAMES[0]).toBe('beginner');
    expect(LEVEL_NAMES.at(-1)).toBe('master');
    expect(LEVEL_NAMES).toContain(DEFAULT_LEVEL);
    for (let i = 1; i < LEVEL_NAMES.length; i++) {
      const a = LEVELS[LEVEL_NAMES[i - 1]!];
      const b = LEVELS[LEVEL_NAMES[i]!];
      expect(b.timeMs).toBeGreaterThanOrEqual(a.timeMs);
      expect(b.maxDepth).toBeGreaterThanOrEqual(a.maxDepth);
      expect(b.noise).toBeLessThanOrEqual(a.noise);
    }
    expect(LEVELS.master.noise).toBe(0);
    expect(LEVELS.beginner.noise).toBeGreaterThan(0);
  });

  it('parseLevel accepts a name or a spelt-out level and refuses anything else with ai/bad-level', () => {
    expect(parseLevel('expert')).toEqual({ ok: true, value: LEVELS.expert });
    expect(parseLevel({ timeMs: 250, maxDepth: 6, noise: 0.2 })).toEqual({ ok: true, value: { timeMs: 250, maxDepth: 6, noise: 0.2 } });
    for (const bad of ['grandmaster', 3, null, { timeMs: 0, maxDepth: 4, noise: 0 }, { timeMs: 100, maxDepth: 4, noise: 2 }, { timeMs: 100, maxDepth: 4, noise: 0, extra: 1 }, { timeMs: 100, noise: 0 }]) {
      const r = parseLevel(bad);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ai/bad-level');
        expect(r.error.message.length).toBeGreaterThan(10);
      }
    }
    const r = parseLevel({ timeMs: 0, maxDepth: 4, noise: 0 });
    expect(!r.ok && r.error.message).toMatch(/timeMs/);
  });

  it('gives each seat its own level, the last entry standing for the seats after it', () => {
    expect(levelForSeat('master', 1)).toBe(LEVELS.master);
    expect(levelForSeat(['beginner', 'master'], 0)).toBe(LEVELS.beginner);
    expect(levelForSeat(['beginner', 'master'], 1)).toBe(LEVELS.master);
    expect(levelForSeat(['easy'], 3)).toBe(LEVELS.easy);
    expect(levelForSeat([], 0)).toBe(LEVELS[DEFAULT_LEVEL]);
    const custom = { timeMs: 50, maxDepth: 2, noise: 0.5 };
    expect(levelForSeat([custom, 'hard'], 0)).toBe(custom);
    expect(seatLevelsLabel(['beginner', custom])).toBe('beginner / 50 ms, depth 2, noise 0.5');
  });
});
