/**
 * A greedy self-play player for tests: each side plays the move that minimises the sum of squared
 * distances of its men to their goal squares (through a gate when they must cross the middle row),
 * avoiding repeated positions, ties broken by a seeded pure-rand generator. It made the record
 * `tests/data/not-made-in-germany/england-wins.json` (seed 11) and backs the claim in
 * `docs/games/not-made-in-germany.md` that purposeful games end far inside the default ply limit.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { unwrap } from '../../../src/core/result';
import { HOME_ROW, formatChain, type NmigMove, type NmigPosition } from '../../../src/games/not-made-in-germany/index';
import { game } from './helpers';

// squares are file * 9 + (rank - 1), as in src/games/not-made-in-germany/board.ts
const cheb = (a: number, b: number): number => Math.max(Math.abs(Math.floor(a / 9) - Math.floor(b / 9)), Math.abs((a % 9) - (b % 9)));
const GATES = [3 * 9 + 4, 5 * 9 + 4];

function distance(sq: number, target: number): number {
  const r = sq % 9;
  const tr = target % 9;
  if ((r < 4 && tr > 4) || (r > 4 && tr < 4)) return Math.min(...GATES.map((g) => cheb(sq, g) + cheb(g, target)));
  return cheb(sq, target);
}

function score(cells: string, side: 0 | 1): number {
  const goalRankIndex = side === 0 ? 0 : 8;
  const row = HOME_ROW[side];
  const used = new Set<number>();
  let total = 0;
  for (let sq = 0; sq < 81; sq++) {
    const c = cells[sq]!;
    if (c === '.' || (c >= 'a') !== (side === 1)) continue;
    let best = Infinity;
    let bestFile = -1;
    for (let f = 0; f < 9; f++) {
      if (row[f] !== c || used.has(f)) continue;
      const d = distance(sq, f * 9 + goalRankIndex);
      if (d < best) [best, bestFile] = [d, f];
    }
    used.add(bestFile);
    total += best * best;
  }
  return total;
}

/** Plays a greedy game from `start`; returns the moves as landing lists and the final position. */
export function greedyGame(start: NmigPosition, seed: number): { moves: string[]; end: NmigPosition } {
  const rng = xoroshiro128plus(seed);
  let pos = start;
  const moves: string[] = [];
  while (game.status(pos).kind === 'ongoing') {
    let best = Infinity;
    let candidates: NmigMove[] = [];
    for (const m of game.legalMoves(pos)) {
      const next = unwrap(game.play(pos, m));
      if (next.repetitions > 1) continue;
      const s = game.status(next).kind === 'won' ? -Infinity : score(next.cells, pos.turn);
      if (s < best) [best, candidates] = [s, [m]];
      else if (s === best) candidates.push(m);
    }
    if (candidates.length === 0) candidates = [...game.legalMoves(pos)];
    const m = candidates[uniformInt(rng, 0, candidates.length - 1)]!;
    moves.push(formatChain(m));
    pos = unwrap(game.play(pos, m));
  }
  return { moves, end: pos };
}
