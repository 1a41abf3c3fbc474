/**
 * The real-time {@link Scheduler} for sessions in a Node process (the session, `src/session/`, takes time
 * only through this interface, so tests can use fake time).
 */
import { performance } from 'node:perf_hooks';
import type { Scheduler } from '../src/session/session';

/** Monotonic ms from `performance.now()`, timers from `setTimeout`, ISO times from the wall clock. */
export function realScheduler(): Scheduler {
  return {
    now: () => performance.now(),
    setTimer(delayMs, fn) {
      const h = setTimeout(fn, Math.max(0, delayMs));
      return () => clearTimeout(h);
    },
    isoTime: () => new Date().toISOString(),
  };
}
