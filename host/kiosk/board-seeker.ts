/**
 * The kiosk's sensor board, looked for again while a visitor's game goes on on the screen without it
 * (kiosk-practice K17: "unplug during a game: notice ..., game continues on screen, no modal error").
 * The kiosk moves the game to the screen when the board has been lost for 2 s (`./kiosk.ts`); this
 * keeps a connection of its own open on the board's port (`../board.ts` `openBoard`, which reopens the
 * port and asks HELLO? at its own pace), and once a board answers there, closes it and says so, so
 * that the kiosk gives the game its board back. The game then shows the people at the board how to set
 * the men as the game now stands, as after any reconnection. A newcomer found the board, plugged back
 * in, never used again in that game.
 */
import type { GameId } from '../../src/core/game';
import { openBoard, type BoardRuntime } from '../board';
import type { BoardChoice } from '../types';

/** Looks for one board at a time (see the module docs). */
export class BoardSeeker {
  private runtime: BoardRuntime | undefined;

  /**
   * Starts looking for `choice` (a serial board; other kinds are not looked for) with `game`'s profile.
   * `found` is called once, after this seeker's own connection is closed, when a board answers there.
   * @returns `false` when nothing is looked for (not serial, already looking, or the profile is unusable).
   */
  start(game: GameId, choice: BoardChoice, found: () => void): boolean {
    if (choice.kind !== 'serial' || this.runtime !== undefined) return false;
    let done = false;
    const opened = openBoard({
      game,
      choice,
      listener: {
        reading: () => undefined,
        button: () => undefined,
        reconnected: () => undefined,
        notice: () => undefined,
        changed: () => {
          const r = this.runtime;
          if (done || r === undefined || r.view(false).state !== 'connected') return;
          done = true;
          void this.stop().then(found);
        },
      },
    });
    if (!opened.ok) return false;
    this.runtime = opened.value;
    return true;
  }

  /** Stops looking (closes the port). */
  async stop(): Promise<void> {
    const r = this.runtime;
    this.runtime = undefined;
    await r?.stop();
  }
}
