/**
 * The staff gate of the host (issue 16: "a PIN ...; the PIN is stored hashed in the kiosk configuration;
 * five wrong PINs lock the gesture out for a while"): checks a PIN against the configuration's scrypt
 * hash (`./pin.ts`), counts wrong ones with the pure lockout of `src/kiosk/staff.ts`, and hands out staff
 * tokens: random 24-byte strings that the staff calls must carry, valid until staff leave, the kiosk
 * resets, or 30 minutes pass.
 *
 * The count lives in the host, so reloading the page does not reset it; it does not survive a restart of
 * the host (a visitor cannot restart the host from the screen).
 */
import { randomBytes } from 'node:crypto';
import { PIN_UNLOCKED, attemptsLeft, isLocked, pinAttempt, type PinLock } from '../../src/kiosk/staff';
import type { KioskConfig } from '../../src/kiosk/config';
import { verifyPin } from './pin';

/** How long a staff token is valid, ms. */
export const STAFF_TOKEN_MS = 30 * 60 * 1000;

/** The answer to a PIN. */
export type UnlockResult =
  | { readonly result: 'open'; readonly token: string }
  | { readonly result: 'wrong'; readonly attemptsLeft: number }
  | { readonly result: 'locked'; readonly lockedUntil: number }
  | { readonly result: 'no-pin' };

/** The staff gate (see the module docs). */
export class StaffGate {
  private lock: PinLock = PIN_UNLOCKED;
  private readonly tokens = new Map<string, number>();
  private checking: Promise<unknown> = Promise.resolve();

  /** @param now the wall clock, epoch ms. */
  constructor(private readonly now: () => number = Date.now) {}

  /** Whether the gesture is locked out now, until when, and the tries left. */
  status(staff: KioskConfig['staff']): { lockedUntil: number | null; attemptsLeft: number } {
    const locked = isLocked(this.lock, this.now());
    return { lockedUntil: locked ? this.lock.lockedUntil : null, attemptsLeft: attemptsLeft(this.lock, staff.wrongPinLimit) };
  }

  /**
   * Checks a PIN (one at a time: a second PIN waits for the first's verdict, so two quick guesses both count).
   * @returns the token for the right PIN; else why not.
   */
  unlock(pin: string, staff: KioskConfig['staff']): Promise<UnlockResult> {
    const next = this.checking.then(async (): Promise<UnlockResult> => {
      const now = this.now();
      if (isLocked(this.lock, now)) return { result: 'locked', lockedUntil: this.lock.lockedUntil! };
      if (staff.pinHash === null) return { result: 'no-pin' };
      const right = await verifyPin(pin, staff.pinHash);
      this.lock = pinAttempt(this.lock, right, this.now(), staff.wrongPinLimit, staff.lockoutSeconds * 1000);
      if (right) {
        const token = randomBytes(24).toString('hex');
        this.tokens.set(token, this.now() + STAFF_TOKEN_MS);
        return { result: 'open', token };
      }
      if (isLocked(this.lock, this.now())) return { result: 'locked', lockedUntil: this.lock.lockedUntil! };
      return { result: 'wrong', attemptsLeft: attemptsLeft(this.lock, staff.wrongPinLimit) };
    });
    this.checking = next.catch(() => undefined);
    return next;
  }

  /** `true` for a token handed out and still valid. */
  valid(token: string): boolean {
    const until = this.tokens.get(token);
    if (until === undefined) return false;
    if (this.now() >= until) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  /** Ends every staff session (staff left, or the kiosk reset). */
  revokeAll(): void {
    this.tokens.clear();
  }
}
