/**
 * The staff PIN's hash (issue 16: "the PIN is stored hashed in the kiosk configuration"): scrypt from
 * node:crypto, a memory-hard password hash, written as a PHC string `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`
 * (`src/kiosk/config.ts` `PIN_HASH_PATTERN`; salt 16 random bytes, hash 32 bytes, both unpadded base64).
 * Only the host hashes and checks PINs; the renderer sends the digits and gets a yes or no.
 *
 * Cost: `ln=15` (N = 32768, r = 8: 32 MiB and about 0.1 s a check on a kiosk PC) makes a guess slow
 * even for someone who copied the configuration file; the lockout (five wrong PINs) guards the screen.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PIN_HASH_PATTERN } from '../../src/kiosk/config';

/** The cost parameters of new hashes: log2 N, block size r, parallelism p. */
export const PIN_COST = { ln: 15, r: 8, p: 1 } as const;

const KEY_BYTES = 32;
const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

function scrypt(pin: string, salt: Buffer, cost: { ln: number; r: number; p: number }): Promise<Buffer> {
  const N = 2 ** cost.ln;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scryptCb(pin.normalize('NFKC'), salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key))));
}

/**
 * Hashes a PIN for the configuration file.
 * @param pin the digits (4 to 12 of them; a kiosk PIN pad has only digits).
 * @throws RangeError for anything else.
 */
export async function hashPin(pin: string, cost: { ln: number; r: number; p: number } = PIN_COST): Promise<string> {
  if (!/^\d{4,12}$/.test(pin)) throw new RangeError('a staff PIN is 4 to 12 digits');
  const salt = randomBytes(16);
  const key = await scrypt(pin, salt, cost);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

/**
 * Checks a PIN against a stored hash, in constant time for a hash of the right length.
 * @returns `false` for a wrong PIN and for a hash that is not in the form {@link hashPin} writes (the
 *   configuration gate refuses such a file before it gets here).
 */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const m = PIN_HASH_PATTERN.exec(stored);
  if (m === null) return false;
  const [, ln, r, p, salt, hash] = m as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const cost = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (cost.ln < 1 || cost.ln > 20 || cost.r < 1 || cost.p < 1 || expected.length !== KEY_BYTES) return false;
  const key = await scrypt(pin, Buffer.from(salt, 'base64'), cost);
  return timingSafeEqual(key, expected);
}
