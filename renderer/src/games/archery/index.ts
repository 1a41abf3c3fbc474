/**
 * The Archery screen adapter (issue 7 §5): its own screen area (the line, the teetotum, the choice of
 * arrow with the landing previewed, the counts), the line alone for replays, move descriptions and the
 * counters beside the board. See ../types.ts.
 *
 * Archery moves are a spin and then an arrow chosen by a button that says where it lands, not cells
 * picked in turn, so `path` is empty and the screen area sends the notation itself.
 */
import type { GameScreen } from '../types';
import ArcheryBoard from './ArcheryBoard.svelte';
import ArcheryScreen from './ArcheryScreen.svelte';
import { archeryPlies, describeArcheryMove, readArchery } from './view';
import { t } from '../../lib/i18n.svelte';
import { archeryScores } from '$games/archery/index';
import { AT_FLAG_STAFF } from '$games/archery/rules';

/** Archery on screen. */
export const archeryScreen: GameScreen = {
  id: 'archery',
  Board: ArcheryBoard,
  Screen: ArcheryScreen,
  path: () => [],
  describeMove: describeArcheryMove,
  describePlies: archeryPlies,
  counters(position) {
    const pos = readArchery(position);
    if (pos === undefined) return [];
    return [
      { label: t('moves.archery.counter', { which: 'count' }), values: [...archeryScores(pos)] },
      { label: t('moves.archery.counter', { which: 'flag' }), values: pos.arrows.map((set) => set.filter((a) => a === AT_FLAG_STAFF).length) },
    ];
  },
};
