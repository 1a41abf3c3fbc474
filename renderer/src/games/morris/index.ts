/** The Morris screen adapter: its board component, move paths and counters (see ../types.ts). */
import type { GameScreen } from '../types';
import MorrisBoard from './MorrisBoard.svelte';
import { moveParts, movePath, readPosition } from './notation';
import { t } from '../../lib/i18n.svelte';

/** Nine Men's Morris on screen. */
export const morrisScreen: GameScreen = {
  id: 'morris',
  Board: MorrisBoard,
  path: movePath,
  describeMove(move) {
    const p = moveParts(move);
    if (p === undefined) return move;
    const head = p.from === undefined ? t('app.morris.placed', { to: p.to }) : t('app.morris.moved', { from: p.from, to: p.to });
    return p.captures.length === 0 ? head : t('app.morris.takes', { move: head, captures: p.captures });
  },
  counters(position) {
    const pic = readPosition(position);
    if (pic === undefined) return [];
    return [
      { label: t('app.morris.counter', { which: 'in_hand' }), values: [...pic.inHand] },
      { label: t('app.morris.counter', { which: 'on_board' }), values: [...pic.onBoard] },
      { label: t('app.morris.counter', { which: 'captured' }), values: [...pic.captured] },
    ];
  },
};
