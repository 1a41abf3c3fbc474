/**
 * The notice a screen shows when another screen acted on the game they share (`src/api/elsewhere.ts`:
 * one game, several screens), as a message (shown in the reader's language, and again in another
 * language when it is changed).
 */
import type { ElsewhereEvent } from '$api';
import type { GameId } from '$core/game';
import { msg, type Message } from '$i18n';

/** What another screen did, as a message; `game` names the game in progress for the seat names. */
export function elsewhereMessage(e: ElsewhereEvent, game: GameId | undefined): Message {
  const g = e.game ?? game ?? 'morris';
  const seat = { game: g, seat: e.seat ?? 0 };
  const move = e.move ?? '';
  switch (e.action) {
    case 'newGame':
      return msg('play.elsewhere.newGame', { game: g });
    case 'playMove':
      return msg('play.elsewhere.playMove', { move });
    case 'chooseCandidate':
      return msg('play.elsewhere.chooseCandidate', { move });
    case 'resign':
      return msg('play.elsewhere.resign', { seat });
    case 'offerDraw':
      return msg('play.elsewhere.offerDraw', { seat });
    case 'agreeDraw':
      return msg('play.elsewhere.agreeDraw', { seat });
    default:
      return msg(`play.elsewhere.${e.action}`);
  }
}
