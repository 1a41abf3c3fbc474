/**
 * The two-tier idle reset of the kiosk (issue 16; kiosk-practice K4: "warn at 90 s, reset at 90 + 20 s;
 * configurable; paused during attract; board events count as activity"), as a pure state machine: the
 * renderer feeds it events with the time and sets one timer for {@link idleDeadline}; tests feed it
 * times directly.
 *
 * Phases:
 * - `attract`: nobody is playing; no timer runs (the attract loop is not a visitor's game to reset);
 *   any activity wakes the kiosk (`wake`);
 * - `active`: a visitor is using the exhibit; `quietMs` after the last activity it warns (`warn`);
 * - `warning`: "Still playing?" with a countdown of `countdownMs`; activity goes back to `active`
 *   (`resume`), the end of the countdown goes back to `attract` (`reset`: the game is journalled and
 *   discarded, the language and text size go back to their defaults).
 *
 * Activity is a touch, a key, a pointer move on screen, or a change on the sensor board; the computer's
 * own moves are not (a visitor who left is not kept by the computer playing on).
 * Times are milliseconds on one monotonic clock (`performance.now()` in the renderer).
 */

/** The phase of the idle machine (see the module docs). */
export type IdlePhase = 'attract' | 'active' | 'warning';

/** The idle machine's state. */
export interface IdleState {
  readonly phase: IdlePhase;
  /** Time of the last activity, ms (meaningful outside `attract`). */
  readonly lastActivity: number;
}

/** The two tiers, ms. */
export interface IdleTimes {
  /** Quiet time before the warning. */
  readonly quietMs: number;
  /** Length of the warning's countdown. */
  readonly countdownMs: number;
}

/** What the machine hears: `activity` (a person did something), `tick` (a timer fired), `attract` (shown on purpose). */
export type IdleEvent =
  | { readonly type: 'activity'; readonly at: number }
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'attract'; readonly at: number };

/** What the screen must do after a step: wake from attract, show the warning, hide it, or reset to attract. */
export type IdleEffect = 'wake' | 'warn' | 'resume' | 'reset';

/** The state at start: the attract screen. */
export const IDLE_START: IdleState = Object.freeze({ phase: 'attract', lastActivity: 0 });

/** The times of a configuration's `idle` section (seconds) in ms. */
export function idleTimesOf(idle: { readonly quietSeconds: number; readonly countdownSeconds: number }): IdleTimes {
  return { quietMs: Math.round(idle.quietSeconds * 1000), countdownMs: Math.round(idle.countdownSeconds * 1000) };
}

/**
 * One step of the machine.
 * @returns the next state and the effect the screen must carry out, if any.
 */
export function idleStep(s: IdleState, e: IdleEvent, t: IdleTimes): { readonly state: IdleState; readonly effect?: IdleEffect } {
  if (e.type === 'attract') return { state: { phase: 'attract', lastActivity: e.at } };
  switch (s.phase) {
    case 'attract':
      return e.type === 'activity' ? { state: { phase: 'active', lastActivity: e.at }, effect: 'wake' } : { state: s };
    case 'active':
      if (e.type === 'activity') return { state: { phase: 'active', lastActivity: Math.max(s.lastActivity, e.at) } };
      if (e.at >= s.lastActivity + t.quietMs + t.countdownMs) return { state: { phase: 'attract', lastActivity: e.at }, effect: 'reset' };
      if (e.at >= s.lastActivity + t.quietMs) return { state: { phase: 'warning', lastActivity: s.lastActivity }, effect: 'warn' };
      return { state: s };
    case 'warning':
      if (e.type === 'activity') return { state: { phase: 'active', lastActivity: e.at }, effect: 'resume' };
      if (e.at >= s.lastActivity + t.quietMs + t.countdownMs) return { state: { phase: 'attract', lastActivity: e.at }, effect: 'reset' };
      return { state: s };
  }
}

/** When the next `tick` matters, ms on the same clock; `undefined` in `attract` (no timer runs). */
export function idleDeadline(s: IdleState, t: IdleTimes): number | undefined {
  switch (s.phase) {
    case 'attract':
      return undefined;
    case 'active':
      return s.lastActivity + t.quietMs;
    case 'warning':
      return s.lastActivity + t.quietMs + t.countdownMs;
  }
}

/** Whole seconds left of the warning's countdown at `now` (rounded up; 0 once it has run out), or `undefined` outside `warning`. */
export function countdownLeft(s: IdleState, now: number, t: IdleTimes): number | undefined {
  if (s.phase !== 'warning') return undefined;
  return Math.max(0, Math.ceil((s.lastActivity + t.quietMs + t.countdownMs - now) / 1000));
}
