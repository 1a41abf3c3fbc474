import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign } from '../../../src/inference/hungarian';

/** Least total cost over every assignment of size min(n, m), by brute force (small inputs). */
function brute(cost: number[][]): number {
  const n = cost.length;
  const m = cost[0]?.length ?? 0;
  const k = Math.min(n, m);
  let best = Infinity;
  const used = new Set<number>();
  const go = (i: number, paired: number, total: number): void => {
    if (paired === k) {
      best = Math.min(best, total);
      return;
    }
    if (i === n) return;
    if (n - i > k - paired) go(i + 1, paired, total); // leave row i unpaired
    for (let j = 0; j < m; j++) {
      if (used.has(j) || !Number.isFinite(cost[i]![j]!)) continue;
      used.add(j);
      go(i + 1, paired + 1, total + cost[i]![j]!);
      used.delete(j);
    }
  };
  go(0, 0, 0);
  return best;
}

describe('assign (Hungarian method)', () => {
  it('pairs each extra man with the nearest missing cell when that is cheapest overall', () => {
    // rows: men at x=0 and x=10; columns: holes at x=9 and x=1
    expect(assign([
      [9, 1],
      [1, 9],
    ])).toEqual([1, 0]);
  });

  it('leaves rows unpaired when there are more rows than columns, and avoids forbidden pairs', () => {
    expect(assign([[3], [1], [2]])).toEqual([-1, 0, -1]);
    expect(assign([[Infinity, 5]])).toEqual([1]);
    expect(assign([[Infinity]])).toEqual([-1]);
    expect(assign([])).toEqual([]);
  });

  it('finds a least-cost complete assignment (checked against brute force)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 25, maxLength: 25 }),
        (n, m, values) => {
          const cost = Array.from({ length: n }, (_, i) => Array.from({ length: m }, (_, j) => values[i * 5 + j]!));
          const pairs = assign(cost);
          const cols = pairs.filter((j) => j >= 0);
          expect(new Set(cols).size).toBe(cols.length); // each column at most once
          expect(cols.length).toBe(Math.min(n, m));
          const total = pairs.reduce((s, j, i) => s + (j >= 0 ? cost[i]![j]! : 0), 0);
          expect(total).toBe(brute(cost));
        },
      ),
      { numRuns: 300 },
    );
  });
});
