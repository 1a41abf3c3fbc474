/**
 * The benchmark harness behind `npm run bench`: suites report figures; the harness prints them as a
 * table and, with `--json FILE`, writes them as `[{"name", "value", "unit"}]` so runs can be compared.
 * Speed and memory targets live here, never in timed tests.
 */

/** One measured figure, e.g. `{ name: 'morris.playout', value: 1.2e6, unit: 'plies/s' }`. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

/** A named group of measurements; `run` may take seconds and may spawn processes, but must clean up. */
export interface BenchSuite {
  readonly name: string;
  run(): Promise<readonly Figure[]>;
}

/**
 * Runs `fn` repeatedly for at least `minMs` milliseconds (after a warm-up of `warmupMs`) and
 * returns the rate in calls per second.
 */
export function ratePerSecond(fn: () => void, minMs = 1000, warmupMs = 200): number {
  const warmEnd = performance.now() + warmupMs;
  while (performance.now() < warmEnd) fn();
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < minMs) {
    for (let i = 0; i < 16; i++) fn();
    n += 16;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}

/** The `p`-th percentile (0..100) of `samples`, by nearest rank; `NaN` for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
