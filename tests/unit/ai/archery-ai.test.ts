/**
 * The Archery player (src/ai/archery.ts): the exact expected-count policy by dynamic programming (10.14
 * points a game with faces 1-6), checked against a brute-force expectation on small states; the
 * win-probability policy; the player's answers.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { archery, AT_FLAG_STAFF, MISSED, type ArcheryPosition, type ArrowMove } from '../../../src/games/archery/index';
import { arrowCount, arrowLanding, isFinished } from '../../../src/games/archery/index';
import { sumDistribution } from '../../../src/games/teetotum/spin';
import { afterMove, archeryPlayer, archeryStateValue, chooseArrow, countDistribution, expectedCounts, objectiveTable, winUtility } from '../../../src/ai/archery';

const OPTIONS = unwrap(parseOptions(archery.options, {}));
const live = (): AbortSignal => new AbortController().signal;

/** Brute force: the best expected count of `arrows` by plain recursion over every spin and choice. */
function brute(arrows: number[], options = OPTIONS): number {
  if (arrows.every(isFinished)) return arrows.reduce((s, a) => s + arrowCount(a), 0);
  const waiting = arrows.includes(AT_FLAG_STAFF) && options.entryOrder === 'enter-all-first';
  const froms = [...new Set(arrows.filter((a) => !isFinished(a) && (!waiting || a === AT_FLAG_STAFF)))];
  let v = 0;
  for (const [sum, p] of sumDistribution(options.faces)) {
    let best = -Infinity;
    for (const from of froms) {
      const next = [...arrows];
      next[next.indexOf(from)] = arrowLanding(options, from, sum);
      best = Math.max(best, brute(next, options));
    }
    v += p * best;
  }
  return v;
}

/** A two-player position after the lead, seat `seat` to move with spin `a + b`. */
function position(arrows: number[][], seat: number, a: number, b: number): ArcheryPosition {
  return { options: OPTIONS, lead: undefined, order: [0, 1], current: seat, spin: { a, b }, arrows };
}

describe('Archery expected-count policy', () => {
  it('scores 10.14 a game from the flag-staff with faces 1-6', () => {
    expect(archeryStateValue(expectedCounts(OPTIONS), [0, 0, 0])).toBeCloseTo(10.1419, 3);
    // Any order of entry scores at least as much (a larger choice).
    const any = unwrap(parseOptions(archery.options, { entryOrder: 'any-order' }));
    expect(archeryStateValue(expectedCounts(any), [0, 0, 0])).toBeGreaterThan(10.14);
  });

  it('agrees with a brute-force expectation on states near the target', () => {
    const table = expectedCounts(OPTIONS);
    for (const arrows of [[12, 14, 20], [9, 13, MISSED], [15, 16, 16], [5, 11, 18], [10, 14, 16]]) {
      expect(archeryStateValue(table, arrows), arrows.join(' ')).toBeCloseTo(brute(arrows), 10);
    }
    // Finished arrows count their rings ("a miss, and counts nothing").
    expect(archeryStateValue(table, [20, 17, MISSED])).toBe(7);
  });

  it("prefers the bull's-eye and avoids a miss", () => {
    const pos = position([[5, 14, 16], [0, 0, 0]], 0, 3, 3);
    const bull: ArrowMove = { kind: 'arrow', from: 14, to: 20 };
    const short: ArrowMove = { kind: 'arrow', from: 5, to: 11 };
    const miss: ArrowMove = { kind: 'arrow', from: 16, to: 22 };
    expect(chooseArrow(pos, 0, [short, bull, miss], 'expected', 1, 0)).toEqual(bull);
  });
});

describe('Archery win-probability policy', () => {
  it('final-count distributions sum to one and have the expected mean', () => {
    const d = countDistribution(OPTIONS, [0, 0, 0]);
    expect(d.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(d.reduce((a, p, x) => a + p * x, 0)).toBeCloseTo(10.1419, 3);
  });

  it('the utility of a count is the chance it beats the opponents, a tie counting half', () => {
    const sure = new Float64Array(19);
    sure[7] = 1;
    const u = winUtility([sure]);
    expect([u[6], u[7], u[8]]).toEqual([0, 0.5, 1]);
  });

  it('each policy maximises its own objective, and they differ when the opponent is far ahead', () => {
    // Seat 0 has a bull's-eye and two arrows just entered; seat 1 has finished with 6 + 6 + 3 = 15.
    // Only two more bull's-eyes win: the win policy keeps its two arrows apart (1 -> 5), the
    // expected-count policy moves the other one (2 -> 6).
    const pos = position([[1, 2, 20], [20, 20, 19]], 0, 1, 3);
    const moves = archery.legalMoves(pos) as ArrowMove[];
    const win = chooseArrow(pos, 0, moves, 'win', 1, 0);
    const exp = chooseArrow(pos, 0, moves, 'expected', 1, 0);
    expect(win).toEqual({ kind: 'arrow', from: 1, to: 5 });
    expect(exp).toEqual({ kind: 'arrow', from: 2, to: 6 });
    for (const objective of ['win', 'expected'] as const) {
      const table = objectiveTable(pos, 0, objective);
      const chosen = archeryStateValue(table, afterMove(pos.arrows[0]!, objective === 'win' ? win : exp));
      for (const m of moves) expect(archeryStateValue(table, afterMove(pos.arrows[0]!, m))).toBeLessThanOrEqual(chosen);
    }
    const winTable = objectiveTable(pos, 0, 'win');
    expect(archeryStateValue(winTable, afterMove(pos.arrows[0]!, win))).toBeGreaterThan(archeryStateValue(winTable, afterMove(pos.arrows[0]!, exp)));
  });
});

describe('Archery player', () => {
  it('answers a position awaiting a spin with a listed spin, deterministically, and an arrow move otherwise', async () => {
    const pos = unwrap(archery.setup(OPTIONS, 2));
    const a = await archeryPlayer('medium', 4).choose(archery, pos, live());
    const b = await archeryPlayer('medium', 4).choose(archery, pos, live());
    expect(archery.legalMoves(pos).map(archery.formatMove)).toContain(archery.formatMove(a as never));
    expect(archery.formatMove(b as never)).toBe(archery.formatMove(a as never));
    const moving = position([[5, 14, 16], [0, 0, 0]], 0, 3, 3);
    for (const objective of ['expected', 'win'] as const) {
      const m = await archeryPlayer(['master', 'beginner'], 1, objective).choose(archery, moving, live());
      expect(m).toEqual({ kind: 'arrow', from: 14, to: 20 });
    }
  });
});
