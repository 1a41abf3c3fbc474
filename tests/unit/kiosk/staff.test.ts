/**
 * The way into staff mode (src/kiosk/staff.ts; kiosk-practice K7: "5 taps in a corner within 3 s + PIN;
 * lockout after 5 wrong PINs").
 */
import { describe, expect, it } from 'vitest';
import { PIN_UNLOCKED, attemptsLeft, cornerTap, isLocked, pinAttempt, type CornerTaps, type PinLock } from '../../../src/kiosk/staff';

function taps(times: readonly number[]): boolean[] {
  let kept: CornerTaps = [];
  return times.map((t) => {
    const r = cornerTap(kept, t, 5, 3000);
    kept = r.taps;
    return r.open;
  });
}

describe('the corner gesture', () => {
  it('opens on the fifth tap within 3 s', () => {
    expect(taps([0, 500, 1000, 1500, 2000])).toEqual([false, false, false, false, true]);
  });

  it('does not open when the taps are spread over more than 3 s', () => {
    expect(taps([0, 800, 1600, 2400, 3200])).toEqual([false, false, false, false, false]);
    // ...but the last five of a longer run do.
    expect(taps([0, 800, 1600, 2400, 3200, 3300])).toEqual([false, false, false, false, false, true]);
  });

  it('starts counting again after opening', () => {
    expect(taps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([false, false, false, false, true, false, false, false, false, true]);
  });
});

describe('the PIN lockout', () => {
  const limit = 5;
  const lockoutMs = 300_000;

  it('locks after five wrong PINs in a row, for the lockout time', () => {
    let lock: PinLock = PIN_UNLOCKED;
    for (let i = 0; i < 4; i++) lock = pinAttempt(lock, false, 1000 + i, limit, lockoutMs);
    expect(isLocked(lock, 1004)).toBe(false);
    expect(attemptsLeft(lock, limit)).toBe(1);
    lock = pinAttempt(lock, false, 2000, limit, lockoutMs);
    expect(isLocked(lock, 2000)).toBe(true);
    expect(isLocked(lock, 2000 + lockoutMs - 1)).toBe(true);
    expect(isLocked(lock, 2000 + lockoutMs)).toBe(false);
    expect(attemptsLeft(lock, limit)).toBe(5);
  });

  it('clears the count on the right PIN', () => {
    let lock: PinLock = PIN_UNLOCKED;
    for (let i = 0; i < 4; i++) lock = pinAttempt(lock, false, i, limit, lockoutMs);
    lock = pinAttempt(lock, true, 10, limit, lockoutMs);
    expect(lock).toEqual(PIN_UNLOCKED);
    lock = pinAttempt(lock, false, 11, limit, lockoutMs);
    expect(attemptsLeft(lock, limit)).toBe(4);
  });
});
