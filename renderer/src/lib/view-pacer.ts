/**
 * Views drawn at most once an animation frame (issue 19: "coalesce host events so a screen draws only
 * the latest view of each frame, never a backlog"). Every view, from an event or a reply, goes through
 * {@link ViewPacer.show}: the first after a quiet frame is drawn at once, later ones in the same frame
 * wait and only the latest is drawn when the next frame begins. So a burst of any size leaves the screen
 * exact one frame after its last view. A view of a game whose screen is not loaded yet waits for it
 * (`../games/registry.ts` loads each game's chunk on demand), unless a later view came meanwhile.
 */
import type { SessionView } from '$api';
import { loadScreen, screenFor } from '../games/registry';

/** Runs a function when the next animation frame begins (default `requestAnimationFrame`). */
export type FrameScheduler = (fn: () => void) => void;

/** `requestAnimationFrame`, or a 1/60 s timer where there is none. */
export const nextFrame: FrameScheduler = (fn) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => fn());
  else setTimeout(fn, 1000 / 60);
};

/** Paces the views handed to `draw` (see the module docs). */
export class ViewPacer {
  /** The latest view not drawn yet, while a frame (or its game's screen) is awaited; `ready` once the screen is. */
  private held: { readonly view: SessionView | null; readonly ready?: true } | undefined;
  /** `true` from a view drawn until the next frame begins: later views wait for it. */
  private frameOpen = false;

  /**
   * @param draw draws a view (`null`: no game).
   * @param frame when the next animation frame begins.
   */
  constructor(
    private readonly draw: (view: SessionView | null) => void,
    private readonly frame: FrameScheduler = nextFrame,
  ) {}

  /** `true` while a view handed over is not drawn yet: what the screen shows is older than what the host said. */
  get pending(): boolean {
    return this.held !== undefined;
  }

  /** Draws `view` at once when nothing was drawn in this frame, else as the latest of the frame when the next begins. */
  show(view: SessionView | null): void {
    this.held = { view };
    this.pump();
  }

  /** Draws `view` as soon as its game's screen is loaded, dropping any held one (the answer to this screen's own newGame or resume). */
  async showNow(view: SessionView | null): Promise<void> {
    this.held = undefined;
    if (view !== null) await loadScreen(view.game);
    this.draw(view);
  }

  private pump(): void {
    const held = this.held;
    if (this.frameOpen || held === undefined) return;
    const game = held.view?.game;
    if (held.ready !== true && game !== undefined && screenFor(game) === undefined) {
      // Drawn once the game's screen has loaded (or failed to: then as text), unless a later view came.
      void loadScreen(game).then(() => {
        if (this.held !== held) return;
        this.held = { view: held.view, ready: true };
        this.pump();
      });
      return;
    }
    this.held = undefined;
    this.draw(held.view);
    this.frameOpen = true;
    this.frame(() => {
      this.frameOpen = false;
      this.pump();
    });
  }
}
