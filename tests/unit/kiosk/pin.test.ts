/** The staff PIN's hash (host/kiosk/pin.ts): scrypt from node:crypto, stored as a PHC string. */
import { describe, expect, it } from 'vitest';
import { hashPin, verifyPin, PIN_COST } from '../../../host/kiosk/pin';
import { PIN_HASH_PATTERN } from '../../../src/kiosk/config';

const cheap = { ln: 10, r: 8, p: 1 };

describe('the staff PIN hash', () => {
  it('is a salted scrypt hash in the form the configuration accepts, and checks the right PIN only', async () => {
    const a = await hashPin('4711', cheap);
    const b = await hashPin('4711', cheap);
    expect(a).toMatch(PIN_HASH_PATTERN);
    expect(a).not.toBe(b); // salted
    expect(a.startsWith('$scrypt$ln=10,r=8,p=1$')).toBe(true);
    expect(await verifyPin('4711', a)).toBe(true);
    expect(await verifyPin('4712', a)).toBe(false);
    expect(await verifyPin('4711', b)).toBe(true);
  });

  it('uses a cost of 2^15 by default', async () => {
    expect(PIN_COST).toEqual({ ln: 15, r: 8, p: 1 });
    const h = await hashPin('123456');
    expect(h.startsWith('$scrypt$ln=15,r=8,p=1$')).toBe(true);
    expect(await verifyPin('123456', h)).toBe(true);
  });

  it('refuses a PIN that is not 4 to 12 digits, and a hash of another form', async () => {
    await expect(hashPin('12')).rejects.toThrow(RangeError);
    await expect(hashPin('12ab')).rejects.toThrow(RangeError);
    expect(await verifyPin('4711', 'plain-text-4711')).toBe(false);
    expect(await verifyPin('4711', '$scrypt$ln=10,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$c2hvcnQ')).toBe(false);
  });
});
