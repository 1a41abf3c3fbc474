/** The Morris screen adapter: its board component, move paths and counters (see ../types.ts). */
import type { GameScreen } from '../types';
import MorrisBoard from './MorrisBoard.svelte';
import { moveParts, movePath, readPosition } from './notation';

/** Nine Men's Morris on screen. */
export const morrisScreen: GameScreen = {
  id: 'morris',
  Board: MorrisBoard,
  path: movePath,
  describeMove(move) {
    const p = moveParts(move);
    if (p === undefined) return move;
    const head = p.from === undefined ? `placed on ${p.to}` : `${p.from} to ${p.to}`;
    return p.captures.length === 0 ? head : `${head}, takes ${p.captures.join(' and ')}`;
  },
  counters(position) {
    const pic = readPosition(position);
    if (pic === undefined) return [];
    return [
      { label: 'in hand', values: [...pic.inHand] },
      { label: 'on board', values: [...pic.onBoard] },
      { label: 'captured', values: [...pic.captured] },
    ];
  },
};
