/**
 * The computer player of each game: a game with a player of its own (Spoof's, which tries flicks in the
 * physics model, issue 8 §3: "A simple computer opponent: tries many flicks in the model and takes the
 * best, with noise by difficulty") gets it; every other game gets {@link randomPlayer} (issue 4 §3).
 *
 * Spoof needs its own because its moves are continuous: `legalMoves` lists only a coarse sample (24
 * headings × 5 speeds per man), so a random pick from it almost never covers a man.
 */
import { randomPlayer, type ComputerPlayer } from './player';
import { spoofPlayer } from '../games/spoof/ai';

/** Makes the computer player of a game from the session's seed. */
export type ComputerFactory = (seed: number) => ComputerPlayer;

/** Games with a player of their own, by game id. Spoof plays at `medium` (1.5° / 5% flick noise). */
export const GAME_COMPUTERS: Readonly<Record<string, ComputerFactory>> = Object.freeze({
  spoof: (seed: number) => spoofPlayer('medium', seed),
});

/**
 * The computer player for game `gameId`: its own (see {@link GAME_COMPUTERS}), else the random mover.
 * Deterministic for a seed, like every computer player (a resumed game replays the same choices).
 */
export function computerFor(gameId: string, seed: number): ComputerPlayer {
  const own = Object.hasOwn(GAME_COMPUTERS, gameId) ? GAME_COMPUTERS[gameId] : undefined;
  return own === undefined ? randomPlayer(seed) : own(seed);
}
