/**
 * The way into staff mode (issue 16, "Staff mode behind a hidden gesture ... and a PIN"; kiosk-practice
 * K7: "5 taps in a corner within 3 s + PIN; lockout after 5 wrong PINs"), as two small pure machines:
 * - {@link cornerTap}: the hidden gesture, counted in the renderer (taps on the top-left corner);
 * - {@link pinAttempt}: wrong PINs and the lockout, kept by the host (the renderer never sees the PIN's
 *   hash, and a reloaded page cannot reset the count).
 * Times are milliseconds on one clock (the renderer's `performance.now()`; the host's wall clock).
 */

/** The recent taps on the corner, oldest first (ms). */
export type CornerTaps = readonly number[];

/**
 * A tap on the staff corner at `at`.
 * @param taps the taps so far.
 * @param needed taps that open the PIN pad (configuration `staff.gestureTaps`, default 5).
 * @param windowMs time within which they must fall (`staff.gestureSeconds`, default 3 s).
 * @returns the taps kept (those inside the window; none once the gesture is complete) and whether the
 *   gesture is complete now.
 */
export function cornerTap(taps: CornerTaps, at: number, needed: number, windowMs: number): { readonly taps: CornerTaps; readonly open: boolean } {
  const recent = [...taps.filter((t) => at - t < windowMs && t <= at), at];
  return recent.length >= needed ? { taps: [], open: true } : { taps: recent, open: false };
}

/** Wrong PINs in a row, and until when the gesture is locked out (ms), if it is. */
export interface PinLock {
  readonly failures: number;
  readonly lockedUntil: number | null;
}

/** No wrong PIN yet. */
export const PIN_UNLOCKED: PinLock = Object.freeze({ failures: 0, lockedUntil: null });

/** `true` while `lock` keeps the gesture shut at `now`. */
export function isLocked(lock: PinLock, now: number): boolean {
  return lock.lockedUntil !== null && now < lock.lockedUntil;
}

/**
 * Counts one PIN entered at `now`.
 * @param right whether it was the right PIN.
 * @param limit wrong PINs in a row that lock the gesture out (`staff.wrongPinLimit`, default 5).
 * @param lockoutMs how long (`staff.lockoutSeconds`, default 300 s).
 * @returns the new lock: a right PIN clears the count; the `limit`-th wrong one in a row locks until
 *   `now + lockoutMs` and starts the count again (after the lockout, `limit` more tries).
 */
export function pinAttempt(lock: PinLock, right: boolean, now: number, limit: number, lockoutMs: number): PinLock {
  if (right) return PIN_UNLOCKED;
  const failures = (isLocked(lock, now) ? 0 : lock.failures) + 1;
  return failures >= limit ? { failures: 0, lockedUntil: now + lockoutMs } : { failures, lockedUntil: null };
}

/** Wrong PINs still allowed before the lockout. */
export function attemptsLeft(lock: PinLock, limit: number): number {
  return Math.max(0, limit - lock.failures);
}
