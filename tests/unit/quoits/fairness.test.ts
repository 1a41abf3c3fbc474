/**
 * Keeps the fairness table of docs/games/quoits.md in step with the engine: its rows are the script's
 * rows, its bold marks the current defaults, and a small seeded run of every row lands within a few
 * standard errors of the doc's figures (the big run is `npx tsx scripts/quoits-fairness.ts --doc`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FAIRNESS_CONFIGS,
  fairnessMarkdown,
  fairnessSection,
  parseFairnessTable,
  simulateFairness,
} from '../../../scripts/quoits-fairness-table';

const doc = readFileSync(new URL('../../../docs/games/quoits.md', import.meta.url), 'utf8');
const section = fairnessSection(doc) ?? '';
const rows = parseFairnessTable(section);
const header = /; (\d+) games per row, seed (\d+),/.exec(section);

/** Games per row in this test: small, so it runs in well under a second; the doc's run is far larger. */
const SMALL = 400;

describe('the Quoits fairness table in docs/games/quoits.md', () => {
  it('has one row per configuration of the script, in order', () => {
    expect(header).not.toBeNull();
    expect(rows.map((r) => ({ players: r.players, options: r.options }))).toEqual(
      FAIRNESS_CONFIGS.map((c) => ({ players: c.players, options: { ...c.options, ...(c.players > 2 ? { twoPlayerSets: '–' } : {}) } })),
    );
    for (const r of rows) expect(r.mean).toHaveLength(r.players);
  });

  it('is exactly what the script writes for its own figures (layout, defaults in bold)', () => {
    const games = Number(header![1]);
    const seed = Number(header![2]);
    const again = fairnessMarkdown(
      rows.map((r, i) => ({ config: FAIRNESS_CONFIGS[i]!, games, mean: r.mean, stderr: r.stderr })),
      seed,
    );
    // The doc rounds to two decimals; re-rendering the rounded figures gives the same text.
    expect(again).toBe(section);
  });

  it(`agrees with a small seeded run of ${SMALL} games per row (within 5 combined standard errors)`, () => {
    FAIRNESS_CONFIGS.forEach((config, i) => {
      const small = simulateFairness(config, SMALL, 1);
      const big = rows[i]!;
      small.mean.forEach((m, k) => {
        const tolerance = 5 * Math.hypot(small.stderr[k]!, big.stderr[k]!);
        expect(Math.abs(m - big.mean[k]!), `row ${i + 1}, place ${k + 1}`).toBeLessThanOrEqual(tolerance);
      });
    });
  });

  it('shows the unfairness it was made for: three players counting "nearest" on each set', () => {
    const perSet = simulateFairness({ players: 3, options: { twoPlayerSets: 'shared', nearestScope: 'each-set', nearestTies: 'first-pitched', collisionForward: 'first-comer' } }, SMALL, 2);
    const both = simulateFairness({ players: 3, options: { twoPlayerSets: 'shared', nearestScope: 'both-sets', nearestTies: 'shared-rank', collisionForward: 'first-comer' } }, SMALL, 2);
    expect(perSet.mean[1]! - Math.max(perSet.mean[0]!, perSet.mean[2]!)).toBeGreaterThan(3);
    expect(Math.max(...both.mean) - Math.min(...both.mean)).toBeLessThan(1);
  });
});
