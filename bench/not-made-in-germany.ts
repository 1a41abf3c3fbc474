/**
 * Benchmarks of the Not Made in Germany rules engine (issue 6 §5):
 * - `nmig.playout`: random-playout plies per second through the public `legalMoves` + `play` (seeded
 *   pure-rand, default options: games end by the 1000-ply limit or threefold repetition);
 * - `nmig.legal-moves`: legal-move generations per second over a fixed sample of mid-game positions
 *   (taken from seeded random games, so steps and chains through the gates are both represented);
 * - `nmig.play`: `play` calls per second of the listed moves of the same sample.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { notMadeInGermany as game, type NmigMove, type NmigPosition } from '../src/games/not-made-in-germany/index';
import { ratePerSecond, type BenchSuite } from './harness';

const OPTIONS = unwrap(parseOptions(game.options, {}));

function randomGame(seed: number, maxPlies: number): NmigPosition[] {
  const rng = xoroshiro128plus(seed);
  let pos = unwrap(game.setup(OPTIONS, 2));
  const seen = [pos];
  while (game.status(pos).kind === 'ongoing' && seen.length <= maxPlies) {
    const moves = game.legalMoves(pos);
    pos = unwrap(game.play(pos, moves[uniformInt(rng, 0, moves.length - 1)]!));
    seen.push(pos);
  }
  return seen;
}

/** The suite registered in `bench/suites.ts`. */
export const nmigSuite: BenchSuite = {
  name: 'not-made-in-germany',
  async run() {
    // random playouts
    let seed = 1;
    let pos = unwrap(game.setup(OPTIONS, 2));
    let rng = xoroshiro128plus(seed);
    const playoutRate = ratePerSecond(() => {
      if (game.status(pos).kind !== 'ongoing') {
        pos = unwrap(game.setup(OPTIONS, 2));
        rng = xoroshiro128plus(++seed);
      }
      const moves = game.legalMoves(pos);
      pos = unwrap(game.play(pos, moves[uniformInt(rng, 0, moves.length - 1)]!));
    }, 2000);

    // a fixed sample of positions from random games
    const sample: NmigPosition[] = [];
    for (let s = 100; s < 110; s++) sample.push(...randomGame(s, 200).filter((_, i) => i % 10 === 5));
    const live = sample.filter((p) => game.status(p).kind === 'ongoing');
    let i = 0;
    const legalRate = ratePerSecond(() => {
      game.legalMoves(live[i++ % live.length]!);
    }, 1500);

    const pairs: [NmigPosition, NmigMove][] = live.flatMap((p) => game.legalMoves(p).map((m) => [p, m] as [NmigPosition, NmigMove]));
    let j = 0;
    const playRate = ratePerSecond(() => {
      const [p, m] = pairs[j++ % pairs.length]!;
      game.play(p, m);
    }, 1500);
    const avgMoves = pairs.length / live.length;

    return [
      { name: 'nmig.playout', value: playoutRate, unit: 'plies/s' },
      { name: 'nmig.legal-moves', value: legalRate, unit: 'generations/s' },
      { name: 'nmig.legal-moves.avg-count', value: avgMoves, unit: 'moves/position' },
      { name: 'nmig.play', value: playRate, unit: 'plays/s' },
    ];
  },
};
