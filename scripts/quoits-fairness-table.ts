/**
 * Quoits' fairness table: the mean score of one four-round game by place in the playing order, over many
 * seeded games, for each way of counting sets and "nearest to the hub". docs/games/quoits.md, between
 * `<!-- fairness:begin -->` and `<!-- fairness:end -->`, is this table (written by
 * `npx tsx scripts/quoits-fairness.ts --doc`); tests/unit/quoits/fairness.test.ts checks that a small run
 * agrees with it.
 *
 * Every game draws its spins (the spin for lead included) from pure-rand's xoroshiro128+ through the
 * seeded teetotum, one generator per row seeded with `seed`, so a run is reproducible exactly.
 */
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { quoits, scoreBoard, type QuoitsPosition } from '../src/games/quoits/index';
import { drawSpin, seedTeetotum } from '../src/games/teetotum/index';

const BEGIN = '<!-- fairness:begin -->';
const END = '<!-- fairness:end -->';

/** One row of the table: a player count and the options that matter to fairness (all four given). */
export interface FairnessConfig {
  readonly players: number;
  readonly options: Readonly<Record<(typeof FAIRNESS_KEYS)[number], string>>;
}

/** The options a row names, in the table's column order. */
export const FAIRNESS_KEYS = ['twoPlayerSets', 'nearestScope', 'nearestTies', 'collisionForward'] as const;

function row(players: number, twoPlayerSets: string, nearestScope: string, nearestTies: string, collisionForward = 'first-comer'): FairnessConfig {
  return { players, options: { twoPlayerSets, nearestScope, nearestTies, collisionForward } };
}

/**
 * The rows: with two players the two set rules (with one shared set "nearest" is counted alike either way),
 * with three and four each reading of "nearest" and of its ties, and the newcomer reading of a collision.
 */
export const FAIRNESS_CONFIGS: readonly FairnessConfig[] = [
  row(2, 'shared', 'both-sets', 'shared-rank'),
  row(2, 'separate', 'each-set', 'shared-rank'),
  row(2, 'separate', 'both-sets', 'first-pitched'),
  row(2, 'separate', 'both-sets', 'shared-rank'),
  ...[3, 4].flatMap((n) => [
    row(n, 'shared', 'each-set', 'first-pitched'),
    row(n, 'shared', 'both-sets', 'first-pitched'),
    row(n, 'shared', 'both-sets', 'shared-rank'),
    row(n, 'shared', 'both-sets', 'shared-rank', 'newcomer'),
  ]),
];

/** The figures of one row: per place in the playing order (leader first), the mean game score and its standard error. */
export interface FairnessRow {
  readonly config: FairnessConfig;
  readonly games: number;
  readonly mean: readonly number[];
  readonly stderr: readonly number[];
}

/** Plays one four-round game to its end from `spins` (a seeded teetotum state), returning the scores by place in the order. */
function playGame(start: QuoitsPosition, state: ReturnType<typeof seedTeetotum>): { scores: number[]; state: ReturnType<typeof seedTeetotum> } {
  let p = start;
  let s = state;
  while (quoits.status(p).kind === 'ongoing') {
    const d = drawSpin(s, p.options.faces);
    s = d.next;
    p = unwrap(quoits.play(p, d.spin));
  }
  const lines = scoreBoard(p).lines;
  return { scores: p.order.map((seat) => lines[seat]!.total), state: s };
}

/**
 * Simulates `games` one-game matches of `config` from `seed`.
 * @throws Error when the config's options are invalid (a bug in {@link FAIRNESS_CONFIGS}).
 */
export function simulateFairness(config: FairnessConfig, games: number, seed: number): FairnessRow {
  const options = unwrap(parseOptions(quoits.options, { ...config.options, goal: 'one-game' }));
  const start = unwrap(quoits.setup(options, config.players));
  const n = config.players;
  const sum = Array<number>(n).fill(0);
  const sq = Array<number>(n).fill(0);
  let state = seedTeetotum(seed);
  for (let g = 0; g < games; g++) {
    const r = playGame(start, state);
    state = r.state;
    r.scores.forEach((v, k) => {
      sum[k]! += v;
      sq[k]! += v * v;
    });
  }
  const mean = sum.map((s) => s / games);
  const stderr = sq.map((s, k) => Math.sqrt(Math.max(0, s / games - mean[k]! ** 2) / Math.max(1, games - 1)));
  return { config, games, mean, stderr };
}

/** Whether `c` plays Quoits' default options (the keys of {@link FAIRNESS_KEYS}; `twoPlayerSets` only matters for two). */
export function isDefaultConfig(c: FairnessConfig): boolean {
  const defaults = unwrap(parseOptions(quoits.options, {})) as unknown as Record<string, unknown>;
  return FAIRNESS_KEYS.every((k) => (k === 'twoPlayerSets' && c.players > 2) || defaults[k] === c.options[k]);
}

/** The Markdown table of `rows` (mean ± s.e. per place, and the spread between the best and worst place as printed). */
export function fairnessMarkdown(rows: readonly FairnessRow[], seed: number): string {
  const games = rows[0]?.games ?? 0;
  const out = [
    `Mean score of one four-round game by place in the playing order (1st = the player who won the spin for lead), ± its standard error; ${games} games per row, seed ${seed}, default layout and faces, other options at their defaults. Spread: best place minus worst. **Bold**: the defaults.`,
    '',
    `| players | ${FAIRNESS_KEYS.map((k) => `\`${k}\``).join(' | ')} | 1st | 2nd | 3rd | 4th | spread |`,
    `| --- | ${FAIRNESS_KEYS.map(() => '---').join(' | ')} | --- | --- | --- | --- | --- |`,
  ];
  for (const r of rows) {
    const cells = [0, 1, 2, 3].map((k) => (k < r.mean.length ? `${r.mean[k]!.toFixed(2)} ± ${r.stderr[k]!.toFixed(2)}` : ''));
    const shown = r.mean.map((m) => Number(m.toFixed(2))); // the spread of the figures as printed
    const spread = Math.max(...shown) - Math.min(...shown);
    const b = isDefaultConfig(r.config) ? '**' : '';
    const opts = FAIRNESS_KEYS.map((k) => (k === 'twoPlayerSets' && r.config.players > 2 ? '–' : `${b}${r.config.options[k]}${b}`));
    out.push(`| ${r.config.players} | ${opts.join(' | ')} | ${cells.join(' | ')} | ${spread.toFixed(2)} |`);
  }
  return `${out.join('\n')}\n`;
}

/** A row of a fairness table read back from Markdown (for the test that keeps the doc in step). */
export interface ParsedFairnessRow {
  readonly players: number;
  readonly options: Readonly<Record<string, string>>;
  readonly mean: readonly number[];
  readonly stderr: readonly number[];
}

/** The rows of a fairness table in Markdown (`section`), in order. */
export function parseFairnessTable(section: string): ParsedFairnessRow[] {
  const rows: ParsedFairnessRow[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim().replace(/\*\*/g, ''));
    if (cells.length !== 2 + FAIRNESS_KEYS.length + 4 || !/^\d$/.test(cells[0]!)) continue;
    const options = Object.fromEntries(FAIRNESS_KEYS.map((k, i) => [k, cells[1 + i]!]));
    const pairs = cells.slice(1 + FAIRNESS_KEYS.length, -1).filter((c) => c !== '').map((c) => c.split(' ± ').map(Number));
    rows.push({ players: Number(cells[0]), options, mean: pairs.map((p) => p[0]!), stderr: pairs.map((p) => p[1]!) });
  }
  return rows;
}

/**
 * `doc` with the text between the fairness markers replaced by `table`.
 * @throws Error when the markers are missing.
 */
export function replaceFairnessSection(doc: string, table: string): string {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/games/quoits.md lacks the ${BEGIN} ... ${END} markers`);
  return `${doc.slice(0, a + BEGIN.length)}\n${table}${doc.slice(b)}`;
}

/** The text between the fairness markers of `doc`, or `undefined` without markers. */
export function fairnessSection(doc: string): string | undefined {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  return a < 0 || b < a ? undefined : doc.slice(a + BEGIN.length + 1, b);
}
