/**
 * Not Made in Germany matches of the computer player against two simple opponents (issue 17: "at least
 * 90 % wins against a greedy race player and 99 % against a random one over 100 seeded games each, and
 * no game of the AI drawn at the ply limit when it can finish"):
 * - the *greedy race player* plays the move that carries its man furthest towards its goal square
 *   ({@link manDistance}: king steps, through a gate while behind the middle row), ties broken by a
 *   seeded generator;
 * - the *random player* plays a uniformly random legal move (pure-rand, seeded).
 * Colours alternate from game to game. The AI plays at a fixed depth with no time limit, so a run is
 * deterministic (the same seeds give the same games).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { notMadeInGermany as game, type NmigMove, type NmigPosition } from '../src/games/not-made-in-germany/index';
import { NmigSearcher, manDistance } from '../src/ai/nmig/search';
import { toNmigMove } from '../src/ai/nmig/player';

/** A player of one seat: the move for a position. */
export type NmigChooser = (pos: NmigPosition) => NmigMove;

/** The greedy race player (see the module docs), seeded. */
export function greedyPlayer(seed: number): NmigChooser {
  const rng = xoroshiro128plus(seed);
  return (pos) => {
    const moves = game.legalMoves(pos);
    let best: NmigMove[] = [];
    let bestGain = -Infinity;
    for (const m of moves) {
      const gain = m.kind === 'pass' ? 0 : manDistance(pos.cells[m.from]!, m.from) - manDistance(pos.cells[m.from]!, m.to);
      if (gain > bestGain) {
        bestGain = gain;
        best = [m];
      } else if (gain === bestGain) best.push(m);
    }
    return best[uniformInt(rng, 0, best.length - 1)]!;
  };
}

/** The random player, seeded. */
export function randomNmigPlayer(seed: number): NmigChooser {
  const rng = xoroshiro128plus(seed);
  return (pos) => {
    const moves = game.legalMoves(pos);
    return moves[uniformInt(rng, 0, moves.length - 1)]!;
  };
}

/** The computer player searching to `depth` plies (no time limit: deterministic). */
export function searchPlayer(depth: number): NmigChooser {
  const s = new NmigSearcher(18);
  return (pos) => toNmigMove(pos, s.search(pos, { timeMs: 1e9, maxDepth: depth }).move);
}

/** Results of a series, for the AI. */
export interface NmigSeries {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Draws by the ply limit. */
  readonly plyLimitDraws: number;
  /** Mean plies of the games the AI won. */
  readonly meanWinPlies: number;
}

/** Plays `games` games of `ai` against `opponent(seed)`, the AI England in even games. */
export function series(games: number, ai: () => NmigChooser, opponent: (seed: number) => NmigChooser, seed: number): NmigSeries {
  const options = unwrap(parseOptions(game.options, {}));
  let wins = 0;
  let draws = 0;
  let plyLimitDraws = 0;
  let winPlies = 0;
  for (let g = 0; g < games; g++) {
    const aiSeat = g % 2;
    const players = aiSeat === 0 ? [ai(), opponent(seed + g)] : [opponent(seed + g), ai()];
    let pos = unwrap(game.setup(options, 2));
    while (pos.status.kind === 'ongoing') pos = unwrap(game.play(pos, players[pos.turn]!(pos)));
    const st = pos.status;
    if (st.kind === 'won' && st.winners[0] === aiSeat) {
      wins++;
      winPlies += pos.ply;
    } else if (st.kind === 'draw') {
      draws++;
      if (st.reason.code === 'nmig.status.ply-limit') plyLimitDraws++;
    }
  }
  return { games, wins, draws, losses: games - wins - draws, plyLimitDraws, meanWinPlies: wins === 0 ? Number.NaN : winPlies / wins };
}
