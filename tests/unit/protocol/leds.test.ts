/** Building complete LED frames from colour sets (`src/board/leds.ts`, `PROTOCOL.md` §5.3). */
import { describe, expect, test } from 'vitest';
import { ledsFromSets } from '../../../src/board/leds';
import { encode } from '../../../firmware-protocol/codec';

describe('ledsFromSets', () => {
  test('lights the sets, leaves the rest off, ignores numbers outside the board', () => {
    const frame = ledsFromSets(6, { steady: { green: [1, 2], red: [9, -1] }, blink: { yellow: [4] } });
    expect(frame).toEqual([null, { colour: 'green', blink: false }, { colour: 'green', blink: false }, null, { colour: 'yellow', blink: true }, null]);
    expect(encode({ type: 'leds', seq: 1, leds: frame })).toMatch(/^LED 0001 l=\.GG\.y\.\*/);
  });

  test('overlaps resolve the same whatever the key order: blinking beats steady, then red, green, blue, yellow, white', () => {
    const a = ledsFromSets(3, { steady: { white: [0], red: [0, 1] }, blink: { blue: [1], green: [1, 2] } });
    const b = ledsFromSets(3, { blink: { green: [2, 1], blue: [1] }, steady: { red: [1, 0], white: [0] } });
    expect(a).toEqual(b);
    expect(a).toEqual([{ colour: 'red', blink: false }, { colour: 'green', blink: true }, { colour: 'green', blink: true }]);
  });
});
