/**
 * CRC-16/CCITT-FALSE (`firmware-protocol/PROTOCOL.md` §2 "the CRC-16/CCITT-FALSE of every byte before
 * the `*` … check value of `123456789` is `29B1`").
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { crc16, crc16Hex } from '../../../firmware-protocol/crc';

const vectors = JSON.parse(readFileSync(new URL('../../../firmware-protocol/vectors/crc.json', import.meta.url), 'utf8')) as {
  cases: { input: string; crc: string }[];
};

describe('crc16', () => {
  test('the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe(0x29b1);
  });

  test('the initial value comes back for no input', () => {
    expect(crc16Hex('')).toBe('FFFF');
  });

  test.each(vectors.cases)('vector $input -> $crc', ({ input, crc }) => {
    expect(crc16Hex(input)).toBe(crc);
  });

  test('matches a bitwise reference implementation on many inputs', () => {
    const reference = (s: string): number => {
      let c = 0xffff;
      for (const ch of s) {
        c ^= (ch.charCodeAt(0) & 0xff) << 8;
        for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
      }
      return c;
    };
    for (let n = 0; n < 300; n++) {
      const s = Array.from({ length: n % 40 }, (_, i) => String.fromCharCode((n * 31 + i * 7) % 256)).join('');
      expect(crc16(s)).toBe(reference(s));
    }
  });

  test('detects two swapped bytes, which an XOR block check cannot', () => {
    const xor = (s: string): number => [...s].reduce((a, c) => a ^ c.charCodeAt(0), 0);
    expect(xor('s=.X')).toBe(xor('s=X.'));
    expect(crc16('s=.X')).not.toBe(crc16('s=X.'));
  });
});
