/**
 * Archery and Quoits benchmarks (issue 7): random-playout plies per second through the public
 * `Game` interface (`legalMoves` + `play` + `status`), spins drawn from the seeded teetotum like a
 * session does, other choices (which Archery arrow) uniformly at random with pure-rand.
 *
 * Figures:
 * - `archery.playout.{2p,4p}`: plies/s (a spin and an arrow move are one ply each) of whole games;
 * - `quoits.playout.{2p,4p}`: plies/s (every ply is a spin) of whole matches to 60;
 * - `teetotum.drawSpin`: seeded spins/s of `drawSpin` (restoring the generator from its JSON state each time).
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { AnyGame } from '../src/core/game';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { archery } from '../src/games/archery/index';
import { quoits } from '../src/games/quoits/index';
import { drawSpin, seedTeetotum, type SpinMove } from '../src/games/teetotum/index';
import { ratePerSecond, type BenchSuite, type Figure } from './harness';

/** Plays random whole games of `game` for at least `ms` ms; returns plies per second. */
function playoutRate(game: AnyGame, players: number, ms: number, seed: number): number {
  const options = unwrap(parseOptions(game.options, {}));
  const start = unwrap(game.setup(options, players));
  const faces = (options as { faces: readonly number[] }).faces;
  const rng = xoroshiro128plus(seed);
  let spins = seedTeetotum(seed);
  const one = (): number => {
    let p = start;
    let plies = 0;
    while (game.status(p).kind === 'ongoing') {
      let move: unknown;
      if (game.awaitsSpin!(p)) {
        const d = drawSpin(spins, faces);
        spins = d.next;
        move = d.spin satisfies SpinMove;
      } else {
        const moves = game.legalMoves(p);
        move = moves[uniformInt(rng, 0, moves.length - 1)];
      }
      p = unwrap(game.play(p, move));
      plies++;
    }
    return plies;
  };
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) one();
  let plies = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 16; i++) plies += one();
    now = performance.now();
  }
  return (plies * 1000) / (now - t0);
}

/** The Archery and Quoits bench suite, listed in `bench/suites.ts`. */
export const teetotumGamesSuite: BenchSuite = {
  name: 'teetotum-games',
  async run(): Promise<readonly Figure[]> {
    const figures: Figure[] = [];
    for (const [game, label] of [
      [archery, 'archery'],
      [quoits, 'quoits'],
    ] as const) {
      for (const players of [2, 4]) {
        figures.push({ name: `${label}.playout.${players}p`, value: playoutRate(game, players, 1500, 1867 + players), unit: 'plies/s' });
      }
    }
    let state = seedTeetotum(1);
    const faces = [1, 2, 3, 4, 5, 6];
    figures.push({
      name: 'teetotum.drawSpin',
      value: ratePerSecond(() => {
        state = drawSpin(state, faces).next;
      }),
      unit: 'spins/s',
    });
    return figures;
  },
};
