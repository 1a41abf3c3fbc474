/**
 * The notice a screen shows when another screen acted on the game they share (`src/api/elsewhere.ts`:
 * one game, several screens), as a message (shown in the reader's language, and again in another
 * language when it is changed), and how long it is shown ({@link ElsewhereNotices}).
 */
import type { ElsewhereEvent, Notice, SessionView } from '$api';
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

/** `true` for a notice of what another screen did (made by {@link ElsewhereNotices.add}). */
export function isElsewhere(n: Notice): boolean {
  return n.code.startsWith('elsewhere/');
}

/**
 * The notices of what another screen did, kept only while they apply (issue 14: a stale "Another screen
 * played…" lingered): one at a time (the latest replaces an earlier one); gone once this screen acts
 * ({@link ElsewhereNotices.acted}), once the game has moved two plies on from the first view drawn after
 * the notice came (the view that shows what it told of: the event and the view may come in either
 * order), or when another game is shown; or dismissed. Each method takes the notices shown and returns
 * them as they should be now.
 */
export class ElsewhereNotices {
  /** The notice shown (its id) and the game id and ply count of the first view drawn after it came (`null` until then). */
  private current: { readonly id: number; at: { readonly game: string; readonly plies: number } | null } | undefined;

  /** `notices` with notice `id` for event `e` in place of any earlier one; `game`: the game shown now (names its seats). */
  add(notices: readonly Notice[], e: ElsewhereEvent, id: number, game: GameId | undefined): readonly Notice[] {
    this.current = { id, at: null };
    const n: Notice = { id, level: 'info', code: `elsewhere/${e.action}`, message: elsewhereMessage(e, game) };
    return [...notices.filter((o) => !isElsewhere(o)), n].slice(-6);
  }

  /** `notices` after `view` is drawn: without the notice it has left behind (see the class docs). */
  moved(notices: readonly Notice[], view: SessionView | null): readonly Notice[] {
    const c = this.current;
    if (c === undefined) return notices;
    if (c.at === null && view !== null) {
      c.at = { game: view.id, plies: view.moves.length };
      return notices;
    }
    if (view !== null && c.at !== null && view.id === c.at.game && view.moves.length <= c.at.plies + 2) return notices;
    this.current = undefined;
    return notices.filter((n) => n.id !== c.id);
  }

  /** `notices` without any of what another screen did: this screen has acted since. */
  acted(notices: readonly Notice[]): readonly Notice[] {
    this.current = undefined;
    return notices.some(isElsewhere) ? notices.filter((n) => !isElsewhere(n)) : notices;
  }
}
