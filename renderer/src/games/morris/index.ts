/** The Morris screen adapter: its board component, move paths and counters (see ../types.ts). */
import type { GameScreen } from '../types';
import MorrisBoard from './MorrisBoard.svelte';
import { moveParts, movePath, readPosition } from './notation';
import { t } from '../../lib/i18n.svelte';
import { POINTS } from '$games/morris/board';
import type { SessionView } from '$api';

/**
 * The Morris move a person seems to be trying with `cells` (see `GameScreen.attempt`): a placement on the
 * point picked while men are placed, a man moved from the first point picked to the second, then the man
 * to take; a point without a man of the side to move names a move from it (the engine then says whose it
 * is); `undefined` for the side's own man that has no move.
 */
export function morrisAttempt(cells: readonly string[], view: SessionView): string | undefined {
  const own = (c: string) => view.contents[c]?.[0] === view.turn;
  const placing = view.legalMoves.length > 0 && view.legalMoves.every((m) => !m.notation.includes('-'));
  const [first, second, third] = cells;
  if (first === undefined) return undefined;
  if (placing) return second === undefined ? first : `${first}x${second}`;
  if (second === undefined) {
    if (own(first)) return undefined;
    return `${first}-${POINTS.find((p) => p !== first)}`;
  }
  if (!own(first)) return `${first}-${second}`;
  return third === undefined ? `${first}-${second}` : `${first}-${second}x${third}`;
}

/** Nine Men's Morris on screen. */
export const morrisScreen: GameScreen = {
  id: 'morris',
  Board: MorrisBoard,
  path: movePath,
  attempt: morrisAttempt,
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
