/**
 * Morris benchmarks (issue 2 §5): random-playout plies per second on one core (goal: at least
 * 1,000,000), legal-move generations per second, and the pure `play` path for comparison.
 *
 * Figures:
 * - `morris.playout.sheet` / `morris.playout.modern`: plies/s of uniformly random playouts from the start
 *   position with the in-place path (`MorrisPlayout.randomPlayout`: generate every legal move, pick one
 *   with pure-rand's xoroshiro128+, apply, check the end of the game);
 * - `morris.legalMoves`: generations/s of the public `legalMoves` (status check, move objects) over
 *   positions sampled from random games;
 * - `morris.generate`: generations/s of the packed move generator on the same positions;
 * - `morris.play.pure`: plies/s of random games through the public, allocating `legalMoves` + `play`.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris, type MorrisPosition } from '../src/games/morris/index';
import { MorrisPlayout } from '../src/games/morris/playout';
import { legalMoves, play, status } from '../src/games/morris/engine';
import { generate, MAX_MOVES } from '../src/games/morris/bitboard';
import { popcount } from '../src/games/morris/board';
import { ratePerSecond, type BenchSuite, type Figure } from './harness';

function start(raw: unknown): MorrisPosition {
  return unwrap(morris.setup(unwrap(parseOptions(morris.options, raw)), 2));
}

/** Random playouts from `pos` (one reused board) for at least `ms` milliseconds; returns plies per second. */
function playoutRate(pos: MorrisPosition, ms: number, seed: number): number {
  const rng = xoroshiro128plus(seed);
  const board = MorrisPlayout.from(pos);
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) board.load(pos).randomPlayout(rng);
  let plies = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 64; i++) plies += board.load(pos).randomPlayout(rng);
    now = performance.now();
  }
  return (plies * 1000) / (now - t0);
}

/** Positions sampled along random games (every ply of 200 games). */
function samplePositions(pos: MorrisPosition, seed: number): MorrisPosition[] {
  const rng = xoroshiro128plus(seed);
  const out: MorrisPosition[] = [];
  for (let g = 0; g < 200; g++) {
    let p = pos;
    for (;;) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      out.push(p);
      p = unwrap(play(p, moves[uniformInt(rng, 0, moves.length - 1)]!));
    }
  }
  return out;
}

/** The Morris bench suite, listed in `bench/suites.ts`. */
export const morrisSuite: BenchSuite = {
  name: 'morris',
  async run(): Promise<readonly Figure[]> {
    const sheet = start({});
    const modern = start({ preset: 'modern' });
    const figures: Figure[] = [
      { name: 'morris.playout.sheet', value: playoutRate(sheet, 3000, 1), unit: 'plies/s' },
      { name: 'morris.playout.modern', value: playoutRate(modern, 2000, 2), unit: 'plies/s' },
    ];
    const samples = samplePositions(sheet, 3);
    let i = 0;
    figures.push({
      name: 'morris.legalMoves',
      value: ratePerSecond(() => {
        legalMoves(samples[i++ % samples.length]!);
      }, 1500),
      unit: 'generations/s',
    });
    const buf = new Int32Array(MAX_MOVES);
    let j = 0;
    figures.push({
      name: 'morris.generate',
      value: ratePerSecond(() => {
        const p = samples[j++ % samples.length]!;
        const t = p.turn;
        const own = p.men[t];
        generate(own, p.men[1 - t]!, p.hand[t], p.options.flying && p.hand[t] === 0 && popcount(own) === 3, false, buf);
      }, 1500),
      unit: 'generations/s',
    });
    const rng = xoroshiro128plus(4);
    let p = sheet;
    const pure = ratePerSecond(() => {
      if (status(p).kind !== 'ongoing') p = sheet;
      const moves = legalMoves(p);
      p = unwrap(play(p, moves[uniformInt(rng, 0, moves.length - 1)]!));
    }, 1500);
    figures.push({ name: 'morris.play.pure', value: pure, unit: 'plies/s' });
    return figures;
  },
};
