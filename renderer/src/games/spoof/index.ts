/**
 * The Spoof screen adapter (issue 8 §3, §4): the game's own screen area (drag back and release to flick,
 * the slide animated from the model), the board at rest for replays, move descriptions, men counters, and
 * the scorekeeper for a real table offered on the start screen (see ../types.ts).
 *
 * Spoof has no cells: a move is a flick (`m3 h90.00 v1500.0`: man, heading in degrees, speed in mm/s),
 * so `path` is always empty and the screen area (`Screen`) sends the shot notation itself.
 */
import type { GameScreen } from '../types';
import SpoofBoard from './SpoofBoard.svelte';
import SpoofScreen from './SpoofScreen.svelte';
import SpoofScorekeeper from './SpoofScorekeeper.svelte';
import { readSpoof, shotWords, sideCounts } from './view';
import { SPOOF_TABLE } from './table';
import { spoofPlies } from './verdicts';
import { say, t } from '../../lib/i18n.svelte';

/** A shot for people, in the reader's language (`./view.ts` shotWords); the notation when it does not read. */
export function describeShot(notation: string): string {
  const m = shotWords(notation);
  return m === undefined ? notation : say(m);
}

/** Spoof on screen. */
export const spoofScreen: GameScreen = {
  id: 'spoof',
  Board: SpoofBoard,
  Screen: SpoofScreen,
  path: () => [],
  describeMove: describeShot,
  describePlies: (view) => spoofPlies(view.options, view.moves.map((m) => m.notation)),
  counters(position) {
    const pos = readSpoof(position);
    if (pos === undefined) return [];
    const c = sideCounts(pos);
    return [
      { label: t('app.spoof.counter', { which: 'in_play' }), values: c.map((s) => s.inPlay) },
      { label: t('app.spoof.counter', { which: 'open' }), values: c.map((s) => s.open) },
      { label: t('app.spoof.counter', { which: 'out' }), values: c.map((s) => s.out) },
    ];
  },
  // getters, not a spread: the label follows the language shown
  table: {
    get label() {
      return SPOOF_TABLE.label;
    },
    get description() {
      return SPOOF_TABLE.description;
    },
    Component: SpoofScorekeeper,
  },
};
