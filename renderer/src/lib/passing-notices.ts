/**
 * Host notices that tell of a moment of the game, kept only while the game stands where they told of
 * it. "One move was taken back on the board" (`session/takeback`, `src/session/history.ts`) is true of
 * the position it came with; once a ply is played after it (the man put back replays the move), the
 * game moves back further, another game is shown or none is (the start screen), it is stale and goes.
 * A notice can also make an earlier one untrue: "The board is connected again." after "The board is
 * disconnected; reconnecting." (a newcomer saw both side by side), and a new loss after that.
 * Every other notice stays until it is dismissed or a new game begins (`./app.svelte.ts`). Which codes
 * pass, and which make which untrue, is `src/api/notices.ts` (the host's list for a page that opens agrees).
 */
import type { Notice, SessionView } from '$api';
import { PASSING_CODES } from '$api/notices';

/**
 * The passing notices shown and where the game stood when each came: the game id and ply count of the
 * first view received after it (`null` until then). The host sends a takeback's notice just before
 * the view of the earlier position; views are drawn at most once a frame, so the view drawn next may
 * already be a later one, and where the game stood is taken from the view received, not the one drawn.
 */
export class PassingNotices {
  private readonly at = new Map<number, { readonly game: string; readonly plies: number } | null>();

  /** Notes notice `n`, just added, when it is a passing one. */
  added(n: Notice): void {
    if (PASSING_CODES.includes(n.code)) this.at.set(n.id, null);
  }

  /** Notes `view`, just received from the host (`null`: no game). */
  received(view: SessionView | null): void {
    if (view === null) return;
    for (const [id, at] of this.at) if (at === null) this.at.set(id, { game: view.id, plies: view.moves.length });
  }

  /** `notices` after `view` (`null`: no game shown) is drawn: without the passing notices it has left behind. */
  moved(notices: readonly Notice[], view: SessionView | null): readonly Notice[] {
    if (this.at.size === 0) return notices;
    const gone = new Set<number>();
    for (const [id, at] of this.at) {
      if (!notices.some((n) => n.id === id)) this.at.delete(id); // dismissed, or dropped as the oldest
      else if (view === null) gone.add(id);
      else if (at !== null && (view.id !== at.game || view.moves.length !== at.plies)) gone.add(id);
    }
    for (const id of gone) this.at.delete(id);
    return gone.size === 0 ? notices : notices.filter((n) => !gone.has(n.id));
  }
}
