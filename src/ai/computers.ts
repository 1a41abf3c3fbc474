/**
 * The computer player of each game, by game id, at named levels per seat (`./levels.ts`: one level API
 * for every game):
 * - Morris: iterative-deepening alpha-beta with a transposition table, a clock and the endgame tables
 *   of the flying endings (`./morris/`);
 * - Not Made in Germany: iterative-deepening alpha-beta over the race (`./nmig/`);
 * - Archery: the exact expected-count policy by dynamic programming (`./archery`); the session draws the
 *   teetotum spins itself;
 * - Spoof: its own player, which tries flicks in the physics model (issue 8 §3: "A simple computer
 *   opponent: tries many flicks in the model and takes the best, with noise by difficulty"); a level's
 *   noise is its aim noise (`./spoof.ts` `aimNoise`);
 * - Quoits, and any unknown id: {@link randomPlayer}. Quoits has no choice to make: "placement is forced
 *   by the spin", and every move of the game is a teetotum spin.
 *
 * How to call it: `computerFor(gameId, seed)` (every seat at `medium`), `computerFor(gameId, seed,
 * 'master')`, or per seat `computerFor(gameId, seed, ['beginner', 'master'])` (seat 0 a beginner, seat 1
 * the strongest); a level may also be spelt out (`{ timeMs, maxDepth, noise }`, checked by `parseLevel`).
 */
import { randomPlayer, type ComputerPlayer } from './player';
import { spoofPlayer } from './spoof';
import { morrisPlayer } from './morris/player';
import { nmigPlayer } from './nmig/player';
import { archeryPlayer } from './archery';
import { DEFAULT_LEVEL, type SeatLevels } from './levels';

export { DEFAULT_LEVEL, LEVELS, LEVEL_NAMES, isLevelName, parseLevel, type Level, type LevelChoice, type LevelName, type SeatLevels } from './levels';

/**
 * What a player is for: to play a seat's moves, or to give hints (the move to show a person: for Spoof the
 * shot meant, before the aim noise of a flick).
 */
export type Purpose = 'move' | 'hint';

/** Makes the computer player of one game from the session's seed and the levels of its seats. */
export type ComputerFactory = (seed: number, levels: SeatLevels, purpose: Purpose) => ComputerPlayer;

/** Makes the computer player of any game: {@link computerFor}, or a host's own (its search worker). */
export type PlayerFactory = (gameId: string, seed: number, levels?: SeatLevels, purpose?: Purpose) => ComputerPlayer;

/** Games with a player of their own, by game id. */
export const GAME_COMPUTERS: Readonly<Record<string, ComputerFactory>> = Object.freeze({
  morris: (seed: number, levels: SeatLevels) => morrisPlayer(levels, seed),
  'not-made-in-germany': (seed: number, levels: SeatLevels) => nmigPlayer(levels, seed),
  archery: (seed: number, levels: SeatLevels) => archeryPlayer(levels, seed),
  spoof: (seed: number, levels: SeatLevels, purpose: Purpose) => spoofPlayer(levels, seed, purpose === 'hint'),
});

/**
 * The computer player for game `gameId` at `levels` (default `medium` for every seat) and `purpose`
 * (default `move`): its own (see {@link GAME_COMPUTERS}), else the random mover. It thinks on the caller's
 * thread, yielding to the event loop as it goes; the host runs the same decisions in its search worker
 * (`./decide.ts`). Morris and Not Made in Germany think for a level's time, so their choices depend on the
 * machine; a resumed game replays its journal of moves, not the decisions.
 */
export const computerFor: PlayerFactory = (gameId, seed, levels = DEFAULT_LEVEL, purpose = 'move') => {
  const own = Object.hasOwn(GAME_COMPUTERS, gameId) ? GAME_COMPUTERS[gameId] : undefined;
  return own === undefined ? randomPlayer(seed) : own(seed, levels, purpose);
};
