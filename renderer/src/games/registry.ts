/**
 * The screen adapters by game id. A game without one here can still be set up and followed as text
 * (the history and status), but not drawn; each game adds its adapter module here.
 */
import type { GameScreen } from './types';
import { morrisScreen } from './morris';
import { nmigScreen } from './not-made-in-germany';
import { spoofScreen } from './spoof';
import { archeryScreen } from './archery';
import { quoitsScreen } from './quoits';

const SCREENS: readonly GameScreen[] = [morrisScreen, nmigScreen, spoofScreen, archeryScreen, quoitsScreen];

/** The screen adapter of game `id`, or `undefined` when the game has none yet. */
export function screenFor(id: string): GameScreen | undefined {
  return SCREENS.find((s) => s.id === id);
}
