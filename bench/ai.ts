/**
 * Computer-player benchmarks (src/ai/): search speed and the size of a decision, per game.
 *
 * Figures (positions: a sample of mid-game positions from seeded random games, the same every run):
 * - `ai.morris.nodesPerSecond` / `ai.nmig.nodesPerSecond`: search nodes (states visited) per second of
 *   the `hard` search, summed over the sample;
 * - `ai.<game>.<level>.nodes`: mean nodes of one decision at `medium` and `hard` (bounded by the level's
 *   node budget; a forced result ends the search early);
 * - `ai.<game>.<level>.depth`: mean deepest completed iteration of one decision;
 * - `ai.<game>.<level>.decisionMs`: median wall-clock milliseconds of one decision.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AnyGame } from '../src/core/game';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris } from '../src/games/morris/index';
import { notMadeInGermany } from '../src/games/not-made-in-germany/game';
import { searchMorris } from '../src/ai/morris';
import { searchNmig } from '../src/ai/nmig';
import type { SearchResult } from '../src/ai/search';
import { percentile, type BenchSuite, type Figure } from './harness';

/** Positions after `plies` seeded random plies from the start, one per seed, skipping finished games. */
function sample(game: AnyGame, plies: number, count: number): unknown[] {
  const out: unknown[] = [];
  const start = unwrap(game.setup(unwrap(parseOptions(game.options, {})), 2));
  for (let seed = 1; out.length < count && seed < count * 10; seed++) {
    const rng = xoroshiro128plus(seed);
    let pos = start;
    for (let i = 0; i < plies && game.turn(pos) !== undefined; i++) {
      const moves = game.legalMoves(pos);
      pos = unwrap(game.play(pos, moves[uniformInt(rng, 0, moves.length - 1)]));
    }
    if (game.turn(pos) !== undefined) out.push(pos);
  }
  return out;
}

async function measure(
  prefix: string,
  positions: readonly unknown[],
  search: (pos: never, level: 'medium' | 'hard', signal: AbortSignal) => Promise<SearchResult<unknown>>,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const signal = new AbortController().signal;
  for (const level of ['medium', 'hard'] as const) {
    let nodes = 0;
    let depth = 0;
    let ms = 0;
    const times: number[] = [];
    for (const pos of positions) {
      const t0 = performance.now();
      const r = await search(pos as never, level, signal);
      const dt = performance.now() - t0;
      times.push(dt);
      ms += dt;
      nodes += r.nodes;
      depth += r.depth;
    }
    const n = positions.length;
    figures.push(
      { name: `${prefix}.${level}.nodes`, value: Math.round(nodes / n), unit: 'nodes/decision' },
      { name: `${prefix}.${level}.depth`, value: depth / n, unit: 'plies' },
      { name: `${prefix}.${level}.decisionMs`, value: percentile(times, 50), unit: 'ms (median)' },
    );
    if (level === 'hard') figures.unshift({ name: `${prefix}.nodesPerSecond`, value: Math.round((nodes * 1000) / ms), unit: 'nodes/s' });
  }
  return figures;
}

/** The `ai` suite (see the module docs). */
export const aiSuite: BenchSuite = {
  name: 'ai',
  async run() {
    const morrisPositions = sample(morris, 24, 8);
    const nmigPositions = sample(notMadeInGermany, 30, 6);
    return [
      ...(await measure('ai.morris', morrisPositions, (pos, level, signal) => searchMorris(pos, level, 1, signal))),
      ...(await measure('ai.nmig', nmigPositions, (pos, level, signal) => searchNmig(pos, level, 1, signal))),
    ];
  },
};
