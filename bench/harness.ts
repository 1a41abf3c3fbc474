/**
 * The benchmark harness behind `npm run bench`: suites report figures; the harness prints them as a
 * table and, with `--json FILE`, writes them as `[{"name", "value", "unit", "goal"?, "met"?}]` so runs
 * can be compared. Speed and memory targets live here, never in timed tests: a figure with a target
 * carries it as its {@link Goal} (a bound with its direction and where it comes from, as performance
 * budgets are written), and the table prints it beside the value with whether it was met.
 */

/**
 * The target of a figure: a lower bound (`atLeast`, higher is better: rates) or an upper bound
 * (`atMost`, lower is better: latencies, sizes), in the figure's unit, and where it comes from.
 */
export type Goal =
  | { readonly atLeast: number; readonly source: string }
  | { readonly atMost: number; readonly source: string };

/** One measured figure, e.g. `{ name: 'morris.playout', value: 1.2e6, unit: 'plies/s' }`. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** The figure's target, when it has one. */
  readonly goal?: Goal;
}

/** `true` when `figure` meets its goal, `undefined` when it has none. */
export function goalMet(figure: Figure): boolean | undefined {
  const g = figure.goal;
  if (g === undefined) return undefined;
  return 'atLeast' in g ? figure.value >= g.atLeast : figure.value <= g.atMost;
}

/** A number for the table: thousands grouped when it is large, four significant digits otherwise. */
export function formatValue(v: number): string {
  return Math.abs(v) >= 1000 ? Math.round(v).toLocaleString('en-GB') : v.toPrecision(4);
}

/** The goal as the table shows it: `>= 1,000,000 (issue 2 §5)`; empty for none. */
export function formatGoal(goal: Goal | undefined): string {
  if (goal === undefined) return '';
  return 'atLeast' in goal ? `>= ${formatValue(goal.atLeast)} (${goal.source})` : `<= ${formatValue(goal.atMost)} (${goal.source})`;
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
