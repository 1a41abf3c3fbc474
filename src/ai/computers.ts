/**
 * The computer player of each game, by game id and difficulty:
 * - Morris and Not Made in Germany: iterative-deepening alpha-beta within a node budget (`./search`,
 *   `./morris`, `./nmig`);
 * - Archery: a one-ply expected-count choice of the arrow to move (`./archery`); the session draws the
 *   teetotum spins itself;
 * - Spoof: its own player, which tries flicks in the physics model (issue 8 §3: "A simple computer
 *   opponent: tries many flicks in the model and takes the best, with noise by difficulty");
 * - Quoits, and any unknown id: {@link randomPlayer}. Quoits has no choice to make: "placement is forced
 *   by the spin", and every move of the game is a teetotum spin.
 *
 * Spoof needs its own because its moves are continuous: `legalMoves` lists only a coarse sample (24
 * headings × 5 speeds per man), so a random pick from it almost never covers a man.
 */
import { randomPlayer, type ComputerPlayer } from './player';
import { spoofPlayer } from './spoof';
import { morrisPlayer } from './morris';
import { nmigPlayer } from './nmig';
import { archeryPlayer } from './archery';
import type { Difficulty } from './difficulty';

export { DIFFICULTIES, isDifficulty, type Difficulty } from './difficulty';

/** Makes the computer player of a game from the session's seed and a difficulty (default `medium`). */
export type ComputerFactory = (seed: number, difficulty: Difficulty) => ComputerPlayer;

/** Games with a player of their own, by game id. */
export const GAME_COMPUTERS: Readonly<Record<string, ComputerFactory>> = Object.freeze({
  morris: (seed: number, difficulty: Difficulty) => morrisPlayer(difficulty, seed),
  'not-made-in-germany': (seed: number, difficulty: Difficulty) => nmigPlayer(difficulty, seed),
  archery: (seed: number, difficulty: Difficulty) => archeryPlayer(difficulty, seed),
  spoof: (seed: number, difficulty: Difficulty) => spoofPlayer(difficulty, seed),
});

/**
 * The computer player for game `gameId` at `difficulty` (default `medium`): its own (see
 * {@link GAME_COMPUTERS}), else the random mover. Deterministic for a seed, like every computer player
 * (a resumed game replays the same choices).
 */
export function computerFor(gameId: string, seed: number, difficulty: Difficulty = 'medium'): ComputerPlayer {
  const own = Object.hasOwn(GAME_COMPUTERS, gameId) ? GAME_COMPUTERS[gameId] : undefined;
  return own === undefined ? randomPlayer(seed) : own(seed, difficulty);
}
