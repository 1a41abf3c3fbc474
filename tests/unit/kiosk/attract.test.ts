/**
 * How a demonstration of the attract loop ends (host/kiosk/attract.ts; issue 16: "the screen plays real
 * games, computer against computer, with one caption line explaining what just happened"). A newcomer
 * once saw a Morris demonstration end "drawn" with one side a man down. By the rules that is right: the
 * Morrice sheet has no draw rule (its only end: "As soon as either player loses all but two of his men,
 * he can form no more rows, and therefore loses the games"), and Parlour's documented `repetition` (3)
 * and `noCaptureLimit` (100) options draw a game whatever men are left. What was wrong is the caption:
 * "the game is drawn" without why. Now a draw says its reason, and a game the loop itself stops (its
 * `secondsPerGame` ran out) is said to stop unfinished, never drawn.
 */
import { describe, expect, it } from 'vitest';
import { AttractLoop, type AttractOptions } from '../../../host/kiosk/attract';
import type { AttractFrame } from '../../../src/api/kiosk';
import { format } from '../../../src/i18n/index';
import { FakeScheduler } from '../session/harness';

/** Runs the loop on `options` for `ms` of fake time and returns its frames. */
async function run(o: Partial<AttractOptions>, ms: number): Promise<AttractFrame[]> {
  const scheduler = new FakeScheduler();
  const frames: AttractFrame[] = [];
  const loop = new AttractLoop({ order: ['morris'], options: () => ({}), plyMs: 100, gameMs: 20_000, level: 'easy', scheduler, seed: 1, onFrame: (f) => frames.push(f), ...o });
  loop.resume();
  await scheduler.advanceTo(ms);
  loop.pause();
  return frames;
}

/** The last frame of each demonstration in `frames`. */
const lastOfEach = (frames: readonly AttractFrame[]) => frames.filter((f, i) => frames[i + 1]?.view.id !== f.view.id);

describe('the end of a demonstration', () => {
  it('stopped by the loop\'s own time: "unfinished", the game still going on, never a draw', async () => {
    // 30 plies of 100 ms in the 4 s a game has here: no Morris game ends that soon.
    const frames = await run({ gameMs: 4000, resultMs: 5000 }, 9000);
    const [first, second] = lastOfEach(frames);
    expect(first!.view.status).toEqual({ kind: 'ongoing' });
    expect(format(first!.result!, 'en')).toBe('time is up for this demonstration: the game stops here, unfinished');
    expect(format(first!.result!, 'de')).toBe('die Zeit dieser Vorführung ist um: Das Spiel bleibt hier unvollendet');
    expect(frames.map((f) => (f.result === null ? '' : format(f.result, 'en'))).join(' ')).not.toContain('drawn');
    // The note shows in the game's own time (the last quarter of it here): the next game begins at 4 s.
    expect(first!.view.moves.length).toBeLessThanOrEqual(30);
    expect(second).toBeDefined();
    expect(second!.view.id).not.toBe(first!.view.id);
  });

  it('drawn by the rules: the caption says why', async () => {
    // The no-capture limit made short (two moving-phase plies): the first quiet moves after placing draw it.
    const frames = await run({ options: () => ({ noCaptureLimit: 2, millCaptures: 'one' }), gameMs: 60_000 }, 60_000);
    const drawn = frames.find((f) => f.view.status.kind === 'draw');
    expect(drawn, 'a drawn demonstration').toBeDefined();
    expect(format(drawn!.result!, 'en')).toBe('the game is drawn: 2 moving-phase plies without a capture (the rules chosen end the game at 2)');
    expect(format(drawn!.result!, 'de')).toMatch(/^das Spiel endet unentschieden: 2 /);
  });
});
