/**
 * Runs the shared test vectors (`firmware-protocol/vectors/*.json`, `PROTOCOL.md` §13) against the
 * TypeScript codec: every canonical line decodes to its message and encodes back to itself; every
 * lenient line decodes; every bad line fails with its error kind.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { decode, encode } from '../../../firmware-protocol/codec';
import { DECODE_ERROR_KINDS, type Message } from '../../../firmware-protocol/messages';

const load = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../../../firmware-protocol/vectors/${name}`, import.meta.url), 'utf8')) as T;
const valid = load<{ canonical: { name: string; line: string; message: Message }[]; lenient: { name: string; line: string; message: Message }[] }>('valid.json');
const invalid = load<{ cases: { name: string; line: string; kind: string }[] }>('invalid.json');

describe('canonical vectors', () => {
  test('cover every message type', () => {
    const types = new Set(valid.canonical.map((v) => v.message.type));
    expect([...types].sort()).toEqual(
      ['ack', 'button', 'change', 'config', 'diagnostics', 'error', 'hello', 'hello-request', 'leds', 'nak', 'ping', 'raw', 'snapshot', 'snapshot-request'],
    );
  });
  test.each(valid.canonical)('$name', ({ line, message }) => {
    expect(decode(line)).toEqual({ ok: true, value: message });
    expect(encode(message)).toBe(line);
    expect(decode(`${line}\r\n`)).toEqual({ ok: true, value: message });
  });
});

describe('lenient vectors', () => {
  test.each(valid.lenient)('$name', ({ line, message }) => {
    expect(decode(line)).toEqual({ ok: true, value: message });
  });
});

describe('invalid vectors', () => {
  test('cover every error kind', () => {
    expect(new Set(invalid.cases.map((c) => c.kind))).toEqual(new Set(DECODE_ERROR_KINDS));
  });
  test.each(invalid.cases)('$name -> $kind', ({ line, kind }) => {
    const r = decode(line);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe(kind);
      expect(r.error.code).toBe(`protocol/${kind}`);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });
});
