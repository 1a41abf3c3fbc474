/**
 * The Not Made in Germany computer player: {@link searchBest} over the game's own immutable positions
 * (`legalMoves` and `play` of the game declaration), with a race evaluation.
 *
 * Source: `000_bcb8c47de0459cfb.txt`: "Each player must gradually woork all his pieces across the board,
 * so that they form the words “England” or “Germany” with a flag at each end on the last row of squares,
 * and the one who first succeeds in doing this has won the game."; "No piece may move on to or over the
 * ornamental squares, but must cross the Board through or over one of the two plain square in the middle
 * row."
 */
import type { AnyGame } from '../core/game';
import { squareAt } from '../games/not-made-in-germany/board';
import { HOME_ROW, GOAL_RANK, type Side } from '../games/not-made-in-germany/men';
import type { NmigMove } from '../games/not-made-in-germany/movegen';
import type { NmigPosition } from '../games/not-made-in-germany/position';
import { notMadeInGermany } from '../games/not-made-in-germany/game';
import type { Difficulty, SearchLevels } from './difficulty';
import { AbortedError, decisionSeed, type ComputerPlayer } from './player';
import { WIN_SCORE, searchBest, type SearchDomain, type SearchResult } from './search';

/** Node budgets and noise (evaluation units: one square of race distance is 10) per difficulty. */
export const NMIG_LEVELS: SearchLevels = Object.freeze({
  easy: { nodeBudget: 300, noise: 25 },
  medium: { nodeBudget: 8_000, noise: 0 },
  hard: { nodeBudget: 80_000, noise: 0 },
});

/** Evaluation weights. */
const W = { square: 10, home: 15, gate: 4 } as const;

/** The two plain squares of the middle row, d5 and f5 (file index 3 and 5, rank 5). */
const GATE_SQUARES: readonly number[] = [squareAt(3, 5)!, squareAt(5, 5)!];

function chebyshev(a: number, b: number): number {
  return Math.max(Math.abs(Math.floor(a / 9) - Math.floor(b / 9)), Math.abs((a % 9) - (b % 9)));
}

/**
 * `DISTANCE[code * 81 + sq]`: steps (king moves, through a gate when the man has not yet reached the
 * middle row) from `sq` to the nearest goal square of the man whose notation character has code `code`:
 * a square of its side's goal row on a file where that character stands in its home row. 0 on such a
 * square; 127 for characters that are no man.
 */
const DISTANCE: Int8Array = (() => {
  const out = new Int8Array(128 * 81).fill(127);
  for (const side of [0, 1] as const) {
    const row = HOME_ROW[side];
    const goalRank = GOAL_RANK[side];
    for (const ch of new Set(row)) {
      const targets: number[] = [];
      for (let f = 0; f < 9; f++) if (row[f] === ch) targets.push(squareAt(f, goalRank)!);
      const code = ch.charCodeAt(0);
      for (let sq = 0; sq < 81; sq++) {
        const rank = (sq % 9) + 1;
        const behind = side === 0 ? rank > 5 : rank < 5;
        let best = 127;
        for (const t of targets) {
          const d = behind ? Math.min(...GATE_SQUARES.map((g) => chebyshev(sq, g) + chebyshev(g, t))) : chebyshev(sq, t);
          if (d < best) best = d;
        }
        out[code * 81 + sq] = best;
      }
    }
  }
  return out;
})();

/**
 * Race distance of one man: steps from `sq` to the nearest square of its goal row on a file its letter
 * stands on in its home row, via a gate while it is still behind the middle row (see the sheet's
 * ornament sentence). Jump chains can beat it; it is a measure, not a bound. 127 for a non-man character.
 */
export function raceDistance(char: string, sq: number): number {
  return DISTANCE[(char.charCodeAt(0) & 127) * 81 + sq]!;
}

/**
 * Static evaluation of `pos` for the side to move, in tenths of a square: the difference of the sides'
 * summed race distances ({@link raceDistance}), a bonus per man already on a right square of its goal
 * row, and a small penalty per own man parked on a gate (it blocks the only ways across).
 */
export function evaluateNmig(pos: NmigPosition): number {
  const cells = pos.cells;
  const score: [number, number] = [0, 0];
  for (let sq = 0; sq < 81; sq++) {
    const code = cells.charCodeAt(sq);
    if (code === 46) continue;
    const side: Side = code >= 97 ? 1 : 0;
    const d = DISTANCE[code * 81 + sq]!;
    score[side] -= d * W.square;
    if (d === 0) score[side] += W.home;
  }
  for (const g of GATE_SQUARES) {
    const code = cells.charCodeAt(g);
    if (code !== 46) score[code >= 97 ? 1 : 0] -= W.gate;
  }
  const me = pos.turn;
  return score[me] - score[me === 0 ? 1 : 0];
}

/** The {@link SearchDomain} of Not Made in Germany over its immutable positions. */
export const NMIG_DOMAIN: SearchDomain<NmigPosition, NmigMove> = {
  seat: (p) => p.turn,
  terminal(p) {
    const st = p.status;
    if (st.kind === 'ongoing') return undefined;
    if (st.kind === 'draw') return 0;
    return st.winners.includes(p.turn) ? WIN_SCORE : -WIN_SCORE;
  },
  moves: (p) => notMadeInGermany.legalMoves(p),
  play(p, m) {
    const r = notMadeInGermany.play(p, m);
    if (!r.ok) throw new Error(`NMIG_DOMAIN.play: a generated move was refused: ${r.error.message}`);
    return r.value;
  },
  evaluate: evaluateNmig,
  orderKey(p, m) {
    if (m.kind === 'pass') return 0;
    const ch = p.cells[m.from]!;
    return raceDistance(ch, m.from) - raceDistance(ch, m.to);
  },
};

/**
 * Searches `pos` (a position whose game is not over) at `difficulty`; `nodeBudget` overrides the level's.
 * @throws AbortedError (rejects) when `signal` aborts.
 */
export function searchNmig(pos: NmigPosition, difficulty: Difficulty, seed: number, signal: AbortSignal, nodeBudget?: number): Promise<SearchResult<NmigMove>> {
  const level = NMIG_LEVELS[difficulty];
  return searchBest(NMIG_DOMAIN, pos, { nodeBudget: nodeBudget ?? level.nodeBudget, noise: level.noise, seed, signal, yieldEvery: 512 });
}

/**
 * The Not Made in Germany computer player at `difficulty` ({@link NMIG_LEVELS}). Deterministic for
 * `seed` and the position. Rejects with `AbortedError` when the signal aborts, with an Error when the
 * game is over.
 */
export function nmigPlayer(difficulty: Difficulty, seed: number): ComputerPlayer {
  return {
    name: `Not Made in Germany computer (${difficulty})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      const p = pos as NmigPosition;
      if (game.turn(p) === undefined) throw new Error('nmigPlayer.choose: the game is over');
      return (await searchNmig(p, difficulty, decisionSeed(seed, game, p), signal)).move;
    },
  };
}
