/**
 * The registry of games: one entry per game folder under `src/games/`.
 * The CLI, the host and the renderer find games only through here.
 */
import type { AnyGame, GameId } from '../core/game';
import { morris } from './morris/index';
import { notMadeInGermany } from './not-made-in-germany/index';
import { archery } from './archery/index';
import { quoits } from './quoits/index';
import { spoof } from './spoof/index';

/** Every implemented game, in the order the start screen lists them. */
export const GAMES: readonly AnyGame[] = [
  morris,
  notMadeInGermany,
  archery,
  quoits,
  spoof,
];

/** The game with `id`, or `undefined` when there is none (an unknown or not yet implemented id). */
export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === (id as GameId));
}
