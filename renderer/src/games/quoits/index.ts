/**
 * The Quoits screen adapter (issue 7 §5): its own screen area (the board drawn from the layout data, the
 * teetotum, the throw previewed, the score table with every component), the board alone for replays,
 * move descriptions and the counters beside the board. See ../types.ts.
 *
 * A Quoits move is only a spin ("The first player spins and places his man upon the Quoit space which
 * corresponds to his throw"), so `path` is empty and the screen area sends `spin` or `3+5h` itself.
 */
import type { GameScreen } from '../types';
import QuoitsBoard from './QuoitsBoard.svelte';
import QuoitsScreen from './QuoitsScreen.svelte';
import { describeQuoitsMove, quoitsOptionsOf, quoitsPlies, readQuoits, spaceLabel } from './view';
import { t } from '../../lib/i18n.svelte';
import { quoitsTotals, MEN_PER_PLAYER } from '$games/quoits/index';

/** Quoits on screen. */
export const quoitsScreen: GameScreen = {
  id: 'quoits',
  Board: QuoitsBoard,
  Screen: QuoitsScreen,
  path: () => [],
  describeMove: describeQuoitsMove,
  describePlies: quoitsPlies,
  cellName: (cell, view) => spaceLabel(quoitsOptionsOf(view.options).layout, cell),
  counters(position) {
    const pos = readQuoits(position);
    if (pos === undefined) return [];
    const pitched = Array.from({ length: pos.playerCount }, (_, seat) => {
      const k = pos.order.indexOf(seat);
      if (k < 0) return 0;
      return Math.min(MEN_PER_PLAYER, Math.floor(pos.pitched / pos.playerCount) + (k < pos.pitched % pos.playerCount ? 1 : 0));
    });
    return [
      { label: t('moves.quoits.counter', { which: 'total' }), values: [...quoitsTotals(pos)] },
      { label: t('moves.quoits.counter', { which: 'pitched' }), values: pitched },
    ];
  },
};
