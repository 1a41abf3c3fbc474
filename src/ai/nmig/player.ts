/**
 * The Not Made in Germany computer player: the search of `search.ts` at a named level. Like Morris's
 * (`../morris/player.ts`): {@link thinkNmig} decides synchronously from plain data (the host's search
 * worker), {@link nmigPlayer} runs the same search a root move at a time for a host without its worker.
 */
import type { AnyGame } from '../../core/game';
import { PASS, type NmigMove } from '../../games/not-made-in-germany/movegen';
import type { NmigPosition } from '../../games/not-made-in-germany/position';
import { DEFAULT_LEVEL, levelForSeat, seatLevelsLabel, type Level, type SeatLevels } from '../levels';
import { AbortedError, decisionSeed, type ComputerPlayer } from '../player';
import { driveSteps } from '../root';
import { PASS_MOVE, moveFrom, moveTo } from './board';
import { NmigSearcher, SQUARE } from './search';

/** Noise of a level in evaluation units: `level.noise * NOISE_SCALE` (3 squares of race distance at 1). */
export const NOISE_SCALE = 3 * SQUARE;

/** The game's move for a packed search move of `pos`. */
export function toNmigMove(_pos: NmigPosition, m: number): NmigMove {
  return m === PASS_MOVE ? PASS : { kind: 'move', from: moveFrom(m), to: moveTo(m), via: [] };
}

function limitsOf(level: Level, seed: number, shouldStop?: () => boolean, now?: () => number) {
  return { timeMs: level.timeMs, maxDepth: level.maxDepth, noise: level.noise * NOISE_SCALE, seed, shouldStop, now, nodeLimit: level.nodes };
}

/** A searcher sized for `level` (a larger table for the levels that think half a second or more). */
export function nmigSearcherFor(level: Level): NmigSearcher {
  return new NmigSearcher(level.timeMs >= 500 ? 20 : 18);
}

/**
 * One decision for `position` (a position whose game is not over) at `level`, seeded by `seed` (the
 * decision's seed: `decisionSeed` of `../player.ts`).
 * @param options.searcher reuse one between the decisions of a seat; default {@link nmigSearcherFor}.
 * @param options.shouldStop polled during the search; `true` answers at once with the best move so far.
 * @throws Error when the position has no move.
 */
export function thinkNmig(
  position: NmigPosition,
  level: Level,
  seed: number,
  options: { searcher?: NmigSearcher; now?: () => number; shouldStop?: () => boolean } = {},
): NmigMove {
  const searcher = options.searcher ?? nmigSearcherFor(level);
  return toNmigMove(position, searcher.search(position, limitsOf(level, seed, options.shouldStop, options.now)).move);
}

/**
 * The Not Made in Germany computer player at `levels` (one, or one per seat). Its moves name start and
 * end squares only (`play` accepts any chain between them). Rejects with `AbortedError` when the
 * signal aborts, with an Error when the game is over.
 */
export function nmigPlayer(levels: SeatLevels = DEFAULT_LEVEL, seed = 0): ComputerPlayer {
  const searchers: NmigSearcher[] = [];
  const label = seatLevelsLabel(levels);
  return {
    name: `Not Made in Germany computer (${label})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      const p = pos as NmigPosition;
      const seat = game.turn(p);
      if (seat === undefined) throw new Error('nmigPlayer.choose: the game is over');
      const level = levelForSeat(levels, seat);
      const searcher = (searchers[seat] ??= nmigSearcherFor(level));
      const steps = searcher.steps(p, limitsOf(level, decisionSeed(seed, game, p), () => signal.aborted));
      const r = await driveSteps(steps, signal);
      return toNmigMove(p, r.move);
    },
  };
}
