/**
 * The sentence a screen shows when another screen acted on the game they share (`src/api/elsewhere.ts`:
 * one game, several screens), in the current language.
 */
import type { ElsewhereEvent } from '$api';
import type { GameId } from '$core/game';
import { t } from './i18n.svelte';

/** What another screen did, as a sentence; `game` names the game in progress for the seat names. */
export function elsewhereText(e: ElsewhereEvent, game: GameId | undefined): string {
  const g = e.game ?? game ?? 'morris';
  const seat = { game: g, seat: e.seat ?? 0 };
  const move = e.move ?? '';
  switch (e.action) {
    case 'newGame':
      return t('play.elsewhere.newGame', { game: g });
    case 'playMove':
      return t('play.elsewhere.playMove', { move });
    case 'chooseCandidate':
      return t('play.elsewhere.chooseCandidate', { move });
    case 'resign':
      return t('play.elsewhere.resign', { seat });
    case 'offerDraw':
      return t('play.elsewhere.offerDraw', { seat });
    case 'agreeDraw':
      return t('play.elsewhere.agreeDraw', { seat });
    default:
      return t(`play.elsewhere.${e.action}`);
  }
}
