/**
 * The per-game computer player hook (src/ai/computers.ts): Spoof gets its own player (issue 8 §3: "A
 * simple computer opponent: tries many flicks in the model and takes the best, with noise by
 * difficulty"), Morris, Not Made in Germany and Archery their searching players, the rest the random mover.
 */
import { describe, expect, it } from 'vitest';
import { computerFor } from '../../../src/ai/computers';
import { randomPlayer } from '../../../src/ai/player';
import { unwrap } from '../../../src/core/result';
import { parseOptions } from '../../../src/core/options';
import { quoits } from '../../../src/games/quoits/index';
import { SAMPLE_HEADINGS, SAMPLE_SPEEDS, formatShot, legalMoves, resolveShot, spoof, type Shot } from '../../../src/games/spoof';
import { build, open } from '../spoof/helpers';

describe('computerFor', () => {
  it('gives Spoof its own player: an aimed, noisy flick, not a pick from the coarse legalMoves sample', async () => {
    const player = computerFor('spoof', 7);
    expect(player.name).toBe('Spoof computer (medium)');
    // A Plain man in the open in front of a Stars man: the Spoof player aims at it.
    const pos = build({ 3: open(60, 200), 9: open(60, 320) });
    const shot = (await player.choose(spoof, pos, new AbortController().signal)) as Shot;
    const sampled = legalMoves(pos).map(formatShot);
    expect(sampled).not.toContain(formatShot(shot));
    expect(SAMPLE_HEADINGS.includes(shot.heading) && SAMPLE_SPEEDS.includes(shot.speed)).toBe(false);
    // Deterministic for a seed and position.
    const again = (await computerFor('spoof', 7).choose(spoof, pos, new AbortController().signal)) as Shot;
    expect(formatShot(again)).toBe(formatShot(shot));
    // It aims: the man in the open is flicked at the Plain man straight up the board (90°), give or take the noise.
    expect(shot.man).toBe(3);
    expect(Math.abs(shot.heading - 90)).toBeLessThan(6);
    expect(unwrap(resolveShot(pos, shot)).outcome.covered).toContain(9);
  });

  it('gives Quoits (where the spin leaves nothing to choose) and unknown ids the random mover', async () => {
    let pos = unwrap(quoits.setup(unwrap(parseOptions(quoits.options, {})), 2));
    // Spin for lead and the first pitch's spin, each player a different result so the lead is not tied:
    // the computer chooses only once no spin is awaited.
    for (let i = 0; i < 10 && quoits.awaitsSpin?.(pos) === true; i++) {
      const spins = quoits.legalMoves(pos);
      pos = unwrap(quoits.play(pos, spins[(i * 7) % spins.length]!));
    }
    const a = await computerFor('quoits', 5).choose(quoits, pos, new AbortController().signal);
    const b = await randomPlayer(5).choose(quoits, pos, new AbortController().signal);
    expect(computerFor('quoits', 5).name).toBe('Random mover');
    expect(quoits.formatMove(a as never)).toBe(quoits.formatMove(b as never));
    expect(computerFor('constructor', 5).name).toBe('Random mover');
  });
  it('gives Morris, Not Made in Germany and Archery their searching players at the levels asked, medium by default', () => {
    expect(computerFor('morris', 5).name).toBe('Morris computer (medium)');
    expect(computerFor('morris', 5, ['beginner', 'master']).name).toBe('Morris computer (beginner / master)');
    expect(computerFor('not-made-in-germany', 1, 'easy').name).toBe('Not Made in Germany computer (easy)');
    expect(computerFor('archery', 1, { timeMs: 10, maxDepth: 1, noise: 0 }).name).toBe('Archery computer (10 ms, depth 1, noise 0)');
    expect(computerFor('spoof', 1, ['beginner', 'master']).name).toBe('Spoof computer (beginner / master)');
  });
});
