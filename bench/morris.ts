/**
 * Morris benchmarks (issue 2 §5, issue 19). Plies are counted as other Morris engines count them: a
 * removal is a ply of its own (`d2-d3xg7` is two), so the figures compare with Sanmill's and with the
 * published perft counts.
 *
 * Figures:
 * - `morris.playout.sheet` / `.modern`: plies/s of uniformly random playouts from the start position on
 *   the in-place path (`MorrisPlayout.randomPlayout`: generate every legal move, pick one with pure-rand's
 *   xoroshiro128+, apply, check the end of the game). Goal (issue 2 §5): at least 1,000,000;
 * - `morris.api.playout.sheet` / `.modern`: plies/s of the same random games through the public `Game`
 *   API (`status`, `legalMoves`, `play` on `morris`). Goal (issue 19): at least half the in-place figure
 *   of the same options, measured in alternating slices so that a change in the machine's load hits both;
 * - `morris.api.packed.playout.sheet` / `.modern`: the same through the packed public form
 *   (`generateLegal` into a reused buffer, `play` of the chosen `unpackMove`), which lists no move objects;
 *   same goal;
 * - `morris.perft.6`: ms of `perft(start, 6)` (96,223,680 sequences, through the public API with the last
 *   ply counted in bulk) and `morris.perft.6.rate` its sequences per second. Goal: at most 1000 ms, so that
 *   depth 6 stays a unit test;
 * - `morris.legalMoves`: generations/s of the public `legalMoves` over positions sampled from random
 *   games; `morris.generate`: generations/s of the packed move generator on the same positions.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris, type MorrisPosition } from '../src/games/morris/index';
import { MorrisPlayout } from '../src/games/morris/playout';
import { generateLegal, legalMoves, play, unpackMove } from '../src/games/morris/engine';
import { generate, MAX_MOVES } from '../src/games/morris/bitboard';
import { popcount } from '../src/games/morris/board';
import { perft } from '../src/games/morris/debug';
import { percentile, ratePerSecond, type BenchSuite, type Figure } from './harness';

function start(raw: unknown): MorrisPosition {
  return unwrap(morris.setup(unwrap(parseOptions(morris.options, raw)), 2));
}

/** Runs `step` (which returns plies played) for at least `ms` ms; returns plies per second. */
function rate(step: () => number, ms: number): number {
  let plies = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < ms) {
    for (let i = 0; i < 64; i++) plies += step();
    now = performance.now();
  }
  return (plies * 1000) / (now - t0);
}

/** One in-place random playout from `pos` per call; returns its plies, removals included. */
function inPlace(pos: MorrisPosition, rng: RandomGenerator): () => number {
  const board = MorrisPlayout.from(pos);
  const menAtStart = popcount(pos.men[0]) + popcount(pos.men[1]) + pos.hand[0] + pos.hand[1];
  return () => {
    const moves = board.load(pos).randomPlayout(rng);
    const removals = menAtStart - popcount(board.men[0]) - popcount(board.men[1]) - board.hand[0] - board.hand[1];
    return moves + removals;
  };
}

/** One ply of a random game through the public `Game` API per call (a new game once one ends). */
function throughApi(pos: MorrisPosition, rng: RandomGenerator): () => number {
  let p = pos;
  return () => {
    if (morris.status(p).kind !== 'ongoing') p = pos;
    const moves = morris.legalMoves(p);
    const move = moves[uniformInt(rng, 0, moves.length - 1)]!;
    p = unwrap(morris.play(p, move));
    return 1 + move.captures.length;
  };
}

/** As {@link throughApi}, through the packed form: moves generated into a reused buffer, one decoded. */
function throughPackedApi(pos: MorrisPosition, rng: RandomGenerator): () => number {
  const buffer = new Int32Array(MAX_MOVES);
  let p = pos;
  return () => {
    let n = generateLegal(p, buffer);
    if (n === 0) {
      p = pos;
      n = generateLegal(p, buffer);
    }
    const move = unpackMove(buffer[uniformInt(rng, 0, n - 1)]!);
    p = unwrap(play(p, move));
    return 1 + move.captures.length;
  };
}

/**
 * Median rates of `steps` (each a function returning plies played), measured in `rounds` alternating
 * slices of `sliceMs` each after a warm-up of each, so that a change in the machine's load hits all alike.
 */
function alternating(steps: readonly (() => number)[], rounds: number, sliceMs: number): number[] {
  for (const step of steps) rate(step, 300);
  const rates = steps.map((): number[] => []);
  for (let r = 0; r < rounds; r++) steps.forEach((step, k) => rates[k]!.push(rate(step, sliceMs)));
  return rates.map((samples) => percentile(samples, 50));
}

/** The in-place and public-API playout figures of `pos` (and of the packed form, when `packed`). */
function playoutFigures(pos: MorrisPosition, label: string, seed: number, packed: boolean): Figure[] {
  const steps = [inPlace(pos, xoroshiro128plus(seed)), throughApi(pos, xoroshiro128plus(seed + 1))];
  if (packed) steps.push(throughPackedApi(pos, xoroshiro128plus(seed + 2)));
  const [inPlaceRate, apiRate, packedRate] = alternating(steps, 6, 300) as [number, number, number | undefined];
  const half = { atLeast: inPlaceRate / 2, source: `issue 19: half of morris.playout.${label}` };
  const figures: Figure[] = [
    { name: `morris.playout.${label}`, value: inPlaceRate, unit: 'plies/s', goal: { atLeast: 1_000_000, source: 'issue 2 §5' } },
    { name: `morris.api.playout.${label}`, value: apiRate, unit: 'plies/s', goal: half },
  ];
  if (packedRate !== undefined) figures.push({ name: `morris.api.packed.playout.${label}`, value: packedRate, unit: 'plies/s', goal: half });
  return figures;
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

/** Milliseconds of `perft(start, 6)`, the best of `runs`; throws if the count is not the published one. */
function perftMs(pos: MorrisPosition, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const n = perft(pos, 6);
    best = Math.min(best, performance.now() - t0);
    if (n !== PERFT_6) throw new Error(`perft(start, 6) = ${n}, not the published ${PERFT_6}`);
  }
  return best;
}

/** The published count of ply sequences of depth 6 from the start (a removal is a ply). */
const PERFT_6 = 96_223_680;

/** The Morris bench suite, listed in `bench/suites.ts`. */
export const morrisSuite: BenchSuite = {
  name: 'morris',
  async run(): Promise<readonly Figure[]> {
    const sheet = start({});
    const modern = start({ preset: 'modern' });
    const figures: Figure[] = [...playoutFigures(sheet, 'sheet', 1, true), ...playoutFigures(modern, 'modern', 4, true)];
    const ms = perftMs(sheet, 3);
    figures.push(
      { name: 'morris.perft.6', value: ms, unit: 'ms', goal: { atMost: 1000, source: 'issue 19: depth 6 stays a unit test' } },
      { name: 'morris.perft.6.rate', value: (PERFT_6 * 1000) / ms, unit: 'sequences/s' },
    );
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
    return figures;
  },
};
