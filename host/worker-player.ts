/**
 * Computer players that think in the host's search worker (`./search-worker.ts`): the {@link PlayerFactory}
 * the host gives its sessions. Each decision sends the game's line to the worker and plays its answer once
 * the game's own rules accept it. When the worker cannot answer (it died twice on the search, hung, is
 * resting, or its script is missing), the move is made on the host's thread instead by the same game's
 * player at a low level ({@link fallbackLevel}: a tenth of a second, a few plies), so the game never waits
 * on a broken worker; each such move is reported (the host logs it and tells the user in a notice).
 */
import type { AnyGame } from '../src/core/game';
import { computerFor, type PlayerFactory, type Purpose } from '../src/ai/computers';
import { DEFAULT_LEVEL, levelForSeat, seatLevelsLabel, type Level, type SeatLevels } from '../src/ai/levels';
import { AbortedError, type ComputerPlayer, type GameLine } from '../src/ai/player';
import { WorkerFailure, type SearchWorker } from './search-worker';

/** The level a move is made at on the host's thread when the worker fails: at most 100 ms and 3 plies. */
export function fallbackLevel(level: Level): Level {
  return { ...level, timeMs: Math.min(level.timeMs, 100), maxDepth: Math.min(level.maxDepth, 3) };
}

let players = 0;

/**
 * The player factory over `worker`: like `computerFor` (same levels, same decisions for the same seed),
 * but thinking in the worker.
 * @param report told (in a sentence) of every move made on the host's thread because the worker failed.
 */
export function workerPlayers(worker: SearchWorker, report: (message: string) => void): PlayerFactory {
  return (gameId: string, seed: number, levels: SeatLevels = DEFAULT_LEVEL, purpose: Purpose = 'move') => {
    const context = `p${++players}`;
    const here = (level: Level) => computerFor(gameId, seed, fallbackLevel(level), purpose);
    const player: ComputerPlayer = {
      name: `${computerFor(gameId, seed, levels, purpose).name.replace(/ \(.*\)$/, '')} (${seatLevelsLabel(levels)}, in the search worker)`,
      async choose(game: AnyGame, pos: unknown, signal: AbortSignal, line?: GameLine): Promise<unknown> {
        if (signal.aborted) throw new AbortedError();
        const seat = game.turn(pos) ?? 0;
        const level = levelForSeat(levels, seat);
        if (line === undefined) return here(level).choose(game, pos, signal);
        try {
          const answer = await worker.think(
            { game: game.id, line, expect: game.formatPosition(pos), level, seed, context: `${context}/${seat}`, intended: purpose === 'hint' },
            signal,
          );
          const move = game.parseMove(answer.move);
          if (!move.ok || !game.play(pos, move.value).ok) throw new WorkerFailure(`the worker answered ${answer.move}, which is not a legal move here`);
          return move.value;
        } catch (e) {
          if (e instanceof AbortedError || signal.aborted) throw new AbortedError();
          const who = game.players.seats[seat]?.name ?? `seat ${seat + 1}`;
          report(`${(e as Error).message}; ${purpose === 'hint' ? 'the hint is' : `${who}'s move is`} worked out on the host's thread at a lower level`);
          return here(level).choose(game, pos, signal);
        }
      },
    };
    return player;
  };
}
