/**
 * Quoits' fairness table (see scripts/quoits-fairness-table.ts): simulates seeded one-game matches and
 * prints the mean score by place in the playing order for every row, or writes it into docs/games/quoits.md.
 *
 * Usage: npx tsx scripts/quoits-fairness.ts [--games N] [--seed S]        prints the table
 *        npx tsx scripts/quoits-fairness.ts --doc [--games N] [--seed S]  rewrites the doc's section
 * Defaults: 40000 games per row, seed 13 (about a minute on one core).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { FAIRNESS_CONFIGS, fairnessMarkdown, replaceFairnessSection, simulateFairness } from './quoits-fairness-table';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!Number.isSafeInteger(v) || v < 1) {
    process.stderr.write(`quoits-fairness: ${name} needs a whole number from 1, got ${JSON.stringify(process.argv[i + 1])}\n`);
    process.exit(2);
  }
  return v;
}

const games = arg('--games', 40_000);
const seed = arg('--seed', 13);
const table = fairnessMarkdown(
  FAIRNESS_CONFIGS.map((c) => simulateFairness(c, games, seed)),
  seed,
);
if (process.argv.includes('--doc')) {
  const path = new URL('../docs/games/quoits.md', import.meta.url);
  writeFileSync(path, replaceFairnessSection(readFileSync(path, 'utf8'), table));
} else {
  process.stdout.write(table);
}
