/**
 * Computer-player benchmarks (src/ai/), issue 17: search speed and depth, and playing strength where it
 * can be measured without an outside engine (the Sanmill match is `bench/match.ts`).
 *
 * Figures:
 * - `ai.morris.nodesPerSecond` and `ai.morris.depthAt1s`: the Morris search at 1 s a move on a fixed
 *   sample of positions (seeded random games: 4 in the placement phase, 4 in the moving phase), nodes
 *   per second over all of them and the mean deepest finished iteration;
 * - `ai.morris.endgameBuildMs`: building the 3 v 3, 4 v 3 and 3 v 4 flying-ending tables (done once, at
 *   first need), and `ai.morris.endgamePositions`;
 * - `ai.nmig.nodesPerSecond`, `ai.nmig.depthAt1s`: the same for Not Made in Germany (4 positions);
 * - `ai.nmig.vsGreedy.*` and `ai.nmig.vsRandom.*`: 100 seeded games each of the player searching 3 plies
 *   against a greedy race player and a random one (`bench/nmig-match.ts`): wins, draws, losses, draws at
 *   the ply limit (goal: ≥ 90 % and ≥ 99 % wins, none drawn at the limit);
 * - `ai.archery.expected`: the expected count of the strongest policy from the start (exact, by dynamic
 *   programming; faces 1-6), and `ai.archery.playedMean`: the mean count of 4,000 seeded games that
 *   player played through the game's own rules.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AnyGame } from '../src/core/game';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris, type MorrisPosition } from '../src/games/morris/index';
import { notMadeInGermany, type NmigPosition } from '../src/games/not-made-in-germany/index';
import { archery, type ArcheryPosition } from '../src/games/archery/index';
import { archeryScores } from '../src/games/archery/game';
import { drawSpin, seedTeetotum } from '../src/games/teetotum/index';
import { MorrisSearcher } from '../src/ai/morris/search';
import { buildEndgameTables } from '../src/ai/morris/endgame';
import { NmigSearcher } from '../src/ai/nmig/search';
import { archeryStateValue, chooseArrow, expectedCounts } from '../src/ai/archery';
import type { ArrowMove } from '../src/games/archery/position';
import type { BenchSuite, Figure } from './harness';
import { greedyPlayer, randomNmigPlayer, searchPlayer, series, type NmigSeries } from './nmig-match';

/** Positions after `plies` seeded random plies from the start, one per seed, skipping finished games. */
function sample(game: AnyGame, raw: unknown, plies: number, count: number, seed0: number): unknown[] {
  const out: unknown[] = [];
  const start = unwrap(game.setup(unwrap(parseOptions(game.options, raw)), 2));
  for (let seed = seed0; out.length < count && seed < seed0 + count * 20; seed++) {
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

function nmigFigures(prefix: string, s: NmigSeries): Figure[] {
  return [
    { name: `${prefix}.wins`, value: s.wins, unit: `of ${s.games} games` },
    { name: `${prefix}.draws`, value: s.draws, unit: 'games' },
    { name: `${prefix}.losses`, value: s.losses, unit: 'games' },
    { name: `${prefix}.plyLimitDraws`, value: s.plyLimitDraws, unit: 'games drawn at the ply limit' },
    { name: `${prefix}.meanWinPlies`, value: s.meanWinPlies, unit: 'plies (games won)' },
  ];
}

/** Nodes per second and mean depth of 1-second searches of `positions`. */
function speedFigures<P>(prefix: string, positions: readonly P[], search: (pos: P) => { nodes: number; elapsedMs: number; depth: number }): Figure[] {
  let nodes = 0;
  let ms = 0;
  let depth = 0;
  for (const pos of positions) {
    const r = search(pos);
    nodes += r.nodes;
    ms += r.elapsedMs;
    depth += r.depth;
  }
  return [
    { name: `${prefix}.nodesPerSecond`, value: (nodes * 1000) / ms, unit: `nodes/s (1 s a move, ${positions.length} positions)` },
    { name: `${prefix}.depthAt1s`, value: depth / positions.length, unit: 'plies (mean deepest finished iteration)' },
  ];
}

/** Mean final count of the expected-count player over `games` seeded two-player games. */
function archeryPlayedMean(games: number): number {
  const options = unwrap(parseOptions(archery.options, {}));
  let spins = seedTeetotum(7);
  let total = 0;
  for (let g = 0; g < games; g++) {
    let p = unwrap(archery.setup(options, 2)) as ArcheryPosition;
    while (archery.status(p).kind === 'ongoing') {
      let move: unknown;
      if (archery.awaitsSpin!(p)) {
        const d = drawSpin(spins, options.faces);
        spins = d.next;
        move = d.spin;
      } else {
        const arrows = archery.legalMoves(p).filter((m): m is ArrowMove => m.kind === 'arrow');
        move = chooseArrow(p, p.current!, arrows, 'expected', g, 0);
      }
      p = unwrap(archery.play(p, move as never));
    }
    total += archeryScores(p).reduce((a, b) => a + b, 0);
  }
  return total / (games * 2);
}

/** The `ai` suite (see the module docs). */
export const aiSuite: BenchSuite = {
  name: 'ai',
  async run() {
    const figures: Figure[] = [];
    const t0 = performance.now();
    const tables = buildEndgameTables(true);
    figures.push(
      { name: 'ai.morris.endgameBuildMs', value: performance.now() - t0, unit: 'ms (3v3, 4v3, 3v4, once per process)' },
      { name: 'ai.morris.endgamePositions', value: tables.size, unit: 'positions (up to symmetry)' },
    );
    const morrisPositions = [...sample(morris, { preset: 'modern' }, 6, 4, 1), ...sample(morris, { preset: 'modern' }, 30, 4, 100)] as MorrisPosition[];
    figures.push(...speedFigures('ai.morris', morrisPositions, (pos) => new MorrisSearcher({ tables }).search(pos, { timeMs: 1000, maxDepth: 64 })));
    const nmigPositions = sample(notMadeInGermany, {}, 30, 4, 1) as NmigPosition[];
    figures.push(...speedFigures('ai.nmig', nmigPositions, (pos) => new NmigSearcher().search(pos, { timeMs: 1000, maxDepth: 64 })));
    figures.push(...nmigFigures('ai.nmig.vsGreedy', series(100, () => searchPlayer(3), greedyPlayer, 1000)));
    figures.push(...nmigFigures('ai.nmig.vsRandom', series(100, () => searchPlayer(3), randomNmigPlayer, 2000)));
    const options = unwrap(parseOptions(archery.options, {}));
    figures.push(
      { name: 'ai.archery.expected', value: archeryStateValue(expectedCounts(options), [0, 0, 0]), unit: 'points a game (exact policy, faces 1-6)' },
      { name: 'ai.archery.playedMean', value: archeryPlayedMean(4000), unit: 'points a game (4,000 seeded games, per player)' },
    );
    return figures;
  },
};
