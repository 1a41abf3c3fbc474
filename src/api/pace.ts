/**
 * Host events paced to the screen's frame (issue 19): a screen draws at most one view a frame, so a
 * burst of views (another screen firing 800 undo/redo calls, a computer replaying a line) is sent as the
 * latest view of each frame, never as a backlog the screen would draw in turn. Both shells pace their
 * event stream with this (`web/app-server.ts` for its sockets, `electron/main.ts` for its window).
 *
 * - `view` and `replay` events are coalesced, each kind on its own: the first after a quiet frame goes
 *   at once (a man lifted on the board waits for nothing), later ones within the frame are held and
 *   only the last is sent when the frame is over. So the latest view is out at most one frame after
 *   the last event of any burst, and no more than one view a frame leaves.
 * - Every other event (`notice`, `committed`) goes at once, in order: none may be lost.
 */
import type { HostEvent } from './schemas';

/** One 60 Hz frame, ms. */
export const FRAME_MS = 1000 / 60;

/** Time for the pacer, injected so that tests can use fake time. */
export interface PaceClock {
  /** Monotonic milliseconds. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds; returns its cancel function. */
  setTimer(ms: number, fn: () => void): () => void;
}

/** The real clock: `performance.now()` and `setTimeout`. */
export const realPaceClock: PaceClock = {
  now: () => performance.now(),
  setTimer(ms, fn) {
    const h = setTimeout(fn, Math.max(0, ms));
    return () => clearTimeout(h);
  },
};

/** A paced event stream: {@link EventPacer.push} events in, `deliver` receives them paced. */
export interface EventPacer {
  push(event: HostEvent): void;
  /** Sends what is held at once (e.g. before closing). */
  flush(): void;
  /** Drops what is held and stops the timers. */
  close(): void;
}

type Paced = Extract<HostEvent, { type: 'view' | 'replay' }>['type'];

/**
 * Paces events for `deliver` (see the module docstring).
 * @param frameMs the frame, ms (default {@link FRAME_MS}).
 */
export function paceEvents(deliver: (event: HostEvent) => void, clock: PaceClock = realPaceClock, frameMs: number = FRAME_MS): EventPacer {
  const lanes = new Map<Paced, { sentAt: number; held?: HostEvent; cancel?: () => void }>();
  const lane = (t: Paced) => {
    let l = lanes.get(t);
    if (l === undefined) lanes.set(t, (l = { sentAt: -Infinity }));
    return l;
  };
  const send = (l: { sentAt: number }, e: HostEvent) => {
    l.sentAt = clock.now();
    deliver(e);
  };
  const endOfFrame = (t: Paced) => () => {
    const l = lane(t);
    l.cancel = undefined;
    const held = l.held;
    if (held === undefined) return;
    l.held = undefined;
    send(l, held);
    // The frame after a held view stays paced too: a burst still going on is sent at the next frame's end.
    l.cancel = clock.setTimer(frameMs, endOfFrame(t));
  };
  return {
    push(e) {
      if (e.type !== 'view' && e.type !== 'replay') return deliver(e);
      const l = lane(e.type);
      const since = clock.now() - l.sentAt;
      if (l.cancel === undefined && since >= frameMs) return send(l, e);
      l.held = e;
      l.cancel ??= clock.setTimer(frameMs - since, endOfFrame(e.type));
    },
    flush() {
      for (const [t, l] of lanes) {
        l.cancel?.();
        l.cancel = undefined;
        if (l.held !== undefined) {
          const held = l.held;
          l.held = undefined;
          send(lane(t), held);
        }
      }
    },
    close() {
      for (const l of lanes.values()) {
        l.cancel?.();
        l.cancel = undefined;
        l.held = undefined;
      }
    },
  };
}
