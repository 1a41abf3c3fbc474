/**
 * Property tests of the codec (`PROTOCOL.md` §2, §6): decode(encode(m)) = m for every message, decoding
 * never throws on any input, a damaged line never decodes to a different message, and the next good
 * line after garbage decodes normally.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { decode, encode, withChecksum } from '../../../firmware-protocol/codec';
import {
  LED_COLOURS,
  MAX_LINE_LENGTH,
  MAX_RAW_VALUES,
  MAX_SENSORS,
  SENSOR_STATES,
  type LedLight,
  type Message,
} from '../../../firmware-protocol/messages';

const seq = fc.integer({ min: 0, max: 0xffff });
const t = fc.integer({ min: 0, max: 0xffff_ffff });
const token = fc.stringMatching(/^[A-Za-z0-9._-]{1,32}$/);
const buttonName = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
const code = fc.stringMatching(/^[A-Z0-9_]{1,16}$/);
const word = fc.stringMatching(/^[A-Z]{1,15}\??$/);
const sensor = fc.integer({ min: 0, max: MAX_SENSORS - 1 });
const state = fc.constantFrom(...SENSOR_STATES);
const light: fc.Arbitrary<LedLight | null> = fc.option(fc.record({ colour: fc.constantFrom(...LED_COLOURS), blink: fc.boolean() }), { nil: null });
const settings = fc.record({
  debounceMs: fc.integer({ min: 0, max: 1000 }),
  scanMs: fc.integer({ min: 1, max: 20 }),
  heartbeatMs: fc.integer({ min: 100, max: 1000 }),
});

/** Every message type, with fields over their whole allowed ranges (kept within the 320-byte line limit). */
export const messageArb: fc.Arbitrary<Message> = fc.oneof(
  fc.record({
    type: fc.constant('hello' as const),
    seq,
    proto: fc.record({ major: fc.integer({ min: 0, max: 999 }), minor: fc.integer({ min: 0, max: 999 }) }),
    model: token,
    boardId: token,
    firmware: token,
    sensorCount: fc.integer({ min: 1, max: MAX_SENSORS }),
    sensorKind: fc.constantFrom('reed' as const, 'hall' as const),
    ledCount: fc.integer({ min: 0, max: MAX_SENSORS }),
    colours: fc.uniqueArray(fc.constantFrom(...LED_COLOURS), { maxLength: 5 }),
    buttons: fc.uniqueArray(buttonName, { maxLength: 4 }),
    settings,
    diagnostics: fc.boolean(),
  }),
  fc.record({ type: fc.constant('snapshot' as const), seq, t, sensors: fc.array(state, { minLength: 1, maxLength: MAX_SENSORS }) }),
  fc.record({ type: fc.constant('change' as const), seq, t, sensor, state }),
  fc.record({ type: fc.constant('button' as const), seq, t, button: buttonName }),
  fc.record({ type: fc.constant('ack' as const), seq, id: seq, command: word }),
  fc.record({ type: fc.constant('nak' as const), seq, id: seq, command: word, reason: code }),
  fc.record({ type: fc.constant('error' as const), seq, t, code, sensor }, { requiredKeys: ['type', 'seq', 't', 'code'] }),
  fc.record({ type: fc.constant('raw' as const), seq, t, first: sensor, values: fc.array(fc.integer({ min: 0, max: 65535 }), { minLength: 1, maxLength: MAX_RAW_VALUES }) }),
  fc.record({ type: fc.constant('hello-request' as const), seq }),
  fc.record({ type: fc.constant('snapshot-request' as const), seq }),
  fc.record({ type: fc.constant('ping' as const), seq }),
  fc.record({ type: fc.constant('leds' as const), seq, leds: fc.array(light, { maxLength: MAX_SENSORS }) }),
  fc.record({
    type: fc.constant('config' as const),
    seq,
    settings: fc.record(
      { debounceMs: fc.integer({ min: 0, max: 1000 }), scanMs: fc.integer({ min: 1, max: 20 }), heartbeatMs: fc.integer({ min: 100, max: 1000 }) },
      { requiredKeys: [] },
    ).filter((s) => Object.keys(s).length > 0),
  }),
  fc.record({ type: fc.constant('diagnostics' as const), seq, on: fc.boolean() }),
);

const bytes = (maxLength: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength }).map((a) => String.fromCharCode(...a));

/** Lines built from protocol-like pieces, most with a correct CRC, so the field parsers get exercised. */
const nearlyValid: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(
      fc.constantFrom('HELLO', 'SNAP', 'EV', 'BTN', 'ACK', 'NAK', 'ERR', 'RAW', 'HELLO?', 'SNAP?', 'LED', 'CFG', 'DIAG', 'PING', ' ', ' ', '0001',
        'FFFF', 't=', 's=', 'i=', 'v=', 'b=', 'l=', 'id=', 'cmd=', 'err=', 'code=', 'n=', 'kind=', 'hall', 'reed', 'proto=', '1.0', 'col=', 'btn=',
        'deb=', 'scan=', 'hb=', 'diag=', 'on=', 'model=', 'fw=', 'leds=', 'X', '.', 'N', 'S', 'r', 'G', ',', '=', '-', '0', '9', '65536', '256', '*'),
      { maxLength: 40 },
    ),
    fc.boolean(),
  )
  .map(([pieces, sign]) => (sign ? withChecksum(pieces.join('')) : pieces.join('')));

describe('codec properties', () => {
  test('decode(encode(m)) = m, and every encoded line fits the limit', () => {
    fc.assert(
      fc.property(messageArb, (m) => {
        const line = encode(m);
        expect(line.length).toBeLessThanOrEqual(MAX_LINE_LENGTH);
        expect(decode(line)).toEqual({ ok: true, value: m });
      }),
      { numRuns: 3000 },
    );
  });

  test('arbitrary bytes never make decode throw; they come back as typed errors or messages', () => {
    fc.assert(
      fc.property(fc.oneof(bytes(400), fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 100 }), nearlyValid), (s) => {
        const r = decode(s);
        if (!r.ok) expect(r.error.code).toBe(`protocol/${r.error.kind}`);
      }),
      { numRuns: 5000 },
    );
  });

  test('a line with one byte changed fails or decodes to the same message (the CRC guards it)', () => {
    fc.assert(
      fc.property(messageArb, fc.nat(), fc.integer({ min: 1, max: 255 }), (m, pos, delta) => {
        const line = encode(m);
        const i = pos % line.length;
        const damaged = line.slice(0, i) + String.fromCharCode((line.charCodeAt(i) + delta) % 256) + line.slice(i + 1);
        const r = decode(damaged);
        if (r.ok) expect(r.value).toEqual(m);
      }),
      { numRuns: 3000 },
    );
  });

  test('a line with two adjacent bytes swapped fails or decodes to the same message', () => {
    fc.assert(
      fc.property(messageArb, fc.nat(), (m, pos) => {
        const line = encode(m);
        const i = pos % (line.length - 1);
        const swapped = line.slice(0, i) + line[i + 1] + line[i] + line.slice(i + 2);
        const r = decode(swapped);
        if (r.ok) expect(r.value).toEqual(m);
      }),
      { numRuns: 3000 },
    );
  });

  test('after a stream of garbage, the next good line decodes normally', () => {
    fc.assert(
      fc.property(bytes(600), messageArb, (garbage, m) => {
        const stream = `${garbage}\n${encode(m)}\n`;
        const lines = stream.split('\n');
        lines.pop();
        for (const l of lines.slice(0, -1)) decode(l);
        expect(decode(lines[lines.length - 1]!)).toEqual({ ok: true, value: m });
      }),
      { numRuns: 1000 },
    );
  });
});
