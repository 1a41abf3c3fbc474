/**
 * Issue 12, failure 1: "A 3 KB `newGame` whose `options` nest 1,150+ levels deep overflows the stack
 * inside schema validation and the process exits (code 1) ... Bound depth and size of every incoming
 * message before it is parsed or validated (WebSocket and IPC alike); no message of any shape may end
 * the process." Before the fix, `readClientMessage` and `parseCall` threw `RangeError: Maximum call
 * stack size exceeded` on the messages below (the web host died of it).
 */
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, CALL_LIMITS, parseCall, readClientMessage } from '../../../src/api';
import { checkJsonText, checkValue, MAX_JSON_DEPTH } from '../../../src/core/json-bounds';
import { parseRecordText } from '../../../src/core/record';
import { en, texts } from '../support/text';

/** `{"a":{"a":…1…}}` nested `depth` levels. */
const nestedText = (depth: number, key = 'a'): string => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
const newGameText = (options: string) => `{"t":"call","id":1,"method":"newGame","params":[{"game":"morris","players":["screen","screen"],"options":${options}}]}`;

describe('message bounds (issue 12, failure 1)', () => {
  it('refuses the 1,150-level newGame of the report with api/too-deep, naming the limit, and never throws', () => {
    for (const depth of [MAX_JSON_DEPTH, 1150, 5000, 200_000]) {
      const text = newGameText(nestedText(depth));
      const r = readClientMessage(text, Buffer.byteLength(text));
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.error.code).toBe(API_ERROR_CODES.tooDeep);
      expect(r.error.id).toBe(1); // read from the start of the message, so the caller is answered
      expect(en(r.error.error.message)).toBe(`the message is nested more than ${MAX_JSON_DEPTH} levels deep`);
    }
  });

  it('lets a real, shallow message through the text scan', () => {
    const text = newGameText('{"preset":"modern","flying":true}');
    expect(readClientMessage(text, Buffer.byteLength(text)).ok).toBe(true);
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(checkJsonText(`["${'['.repeat(1000)}", "\\"${'{'.repeat(1000)}"]`, { depth: 2 }).ok).toBe(true);
    expect(checkJsonText('[[[1]]]', { depth: 2 }).ok).toBe(false);
  });

  it('refuses deep, cyclic, exponentially shared and non-JSON IPC values in parseCall without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const cyclic: Record<string, unknown> = { game: 'morris', players: ['screen'] };
    cyclic['options'] = cyclic;
    let shared: unknown[] = [1];
    for (let i = 0; i < 40; i++) shared = [shared, shared]; // 2^40 paths, 41 objects
    const cases: [unknown, string][] = [
      [[{ game: 'morris', players: ['screen', 'screen'], options: deep }], API_ERROR_CODES.tooDeep],
      [[cyclic], API_ERROR_CODES.tooDeep],
      [[{ game: 'morris', players: ['screen', 'screen'], options: { x: shared } }], API_ERROR_CODES.tooDeep],
      [[{ game: 'morris', players: ['screen', 'screen'], options: { x: new Map() } }], API_ERROR_CODES.malformed],
      [[{ game: 'morris', players: ['screen', 'screen'], options: { x: Number.NaN } }], API_ERROR_CODES.malformed],
      // zod's record schema would drop this key silently (the request then started a game with the defaults)
      [[JSON.parse('{"game":"morris","players":["screen","screen"],"options":{"__proto__":{"flying":true}}}')], API_ERROR_CODES.malformed],
      [[{ game: 'morris', players: ['screen', 'screen'], options: Object.fromEntries(Array.from({ length: CALL_LIMITS.nodes + 1 }, (_, i) => [`k${i}`, i])) }], API_ERROR_CODES.tooLarge],
    ];
    for (const [params, code] of cases) {
      const r = parseCall('newGame', params);
      expect(r.ok ? 'accepted' : r.error.code).toBe(code);
    }
  });

  it('walks a wide shared structure no further than the node limit', () => {
    let wide: unknown[] = [1, 2, 3];
    for (let i = 0; i < 20; i++) wide = [wide, wide, wide, wide];
    const r = checkValue(wide, { depth: 64, nodes: 1000 });
    expect(!r.ok && r.error.kind).toBe('nodes');
  });

  it('refuses a record file nested too deep before its schema sees it (loadRecord, parlour replay)', () => {
    const text = `{"format":"parlour-record","version":1,"game":"morris","options":${nestedText(100_000)},"moves":[],"result":{"kind":"ongoing"}}`;
    const r = parseRecordText(text);
    expect(r.ok ? 'accepted' : texts(r.error)).toEqual({ code: 'record/too-deep', message: `the record is nested more than ${MAX_JSON_DEPTH} levels deep` });
  });
});
