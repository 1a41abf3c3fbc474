/**
 * Clocks for the board connection: the real one, and a manual one for tests and simulations.
 * Both implement {@link Clock} (`types.ts`); all values are milliseconds.
 */
import type { Clock, TimerHandle } from './types';

/** The real clock: `performance.now()` and the global timers. Timers do not keep a Node process alive. */
export function realClock(): Clock {
  return {
    now: () => performance.now(),
    setTimeout: (fn, ms) => {
      const h = globalThis.setTimeout(fn, Math.max(0, ms));
      (h as { unref?: () => void }).unref?.();
      return h;
    },
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  };
}

/**
 * A clock that moves only when told to: {@link ManualClock.advance} runs every timer that falls due,
 * in time order (timers set by timers run too, if due). For deterministic tests of timeouts and
 * heartbeats, in the spirit of python-chess's scripted `MockTransport`.
 */
export class ManualClock implements Clock {
  private t: number;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  constructor(start = 0) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.t + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  /** Number of timers waiting. */
  get pending(): number {
    return this.timers.size;
  }

  /**
   * Moves time forward by `ms` at once, as a computer waking from sleep sees it: timers that fell due
   * meanwhile run afterwards, all seeing the new time.
   */
  jump(ms: number): void {
    this.t += ms;
    this.advance(0);
  }

  /** Moves time forward by `ms`, running due timers in order (each sees `now()` at its due time). */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      let best: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.timers) if (entry[1].at <= end && (best === undefined || entry[1].at < best[1].at)) best = entry;
      if (best === undefined) break;
      this.timers.delete(best[0]);
      this.t = Math.max(this.t, best[1].at);
      best[1].fn();
    }
    this.t = end;
  }
}
