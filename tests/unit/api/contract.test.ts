/**
 * The host <-> renderer contract (issue 5 §1): "A malformed or unknown message is refused with an error
 * and never reaches the session."
 */
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  MAX_MESSAGE_BYTES,
  MAX_NOTATION,
  METHOD_NAMES,
  dispatch,
  parseCall,
  readClientMessage,
  type CallTarget,
} from '../../../src/api';
import { err, ok } from '../../../src/core/result';
import { en, texts } from '../support/text';

/** A target that records every call that reaches it. */
function recordingTarget(): { target: CallTarget; calls: string[] } {
  const calls: string[] = [];
  const target = Object.fromEntries(
    METHOD_NAMES.map((m) => [
      m,
      async (...params: unknown[]) => {
        calls.push(`${m}(${JSON.stringify(params)})`);
        return ok(null);
      },
    ]),
  ) as unknown as CallTarget;
  return { target, calls };
}

describe('parseCall', () => {
  it('accepts a well-formed call of every shape', () => {
    expect(parseCall('playMove', ['d2-d3xg7'])).toEqual(ok({ method: 'playMove', params: ['d2-d3xg7'] }));
    expect(parseCall('undo', [])).toEqual(ok({ method: 'undo', params: [] }));
    const req = { game: 'morris', players: ['board', 'computer'], options: { preset: 'modern', flying: true }, board: { kind: 'serial', path: '/dev/ttyACM0' } };
    const r = parseCall('newGame', [req]);
    expect(r.ok && r.value.params[0]).toEqual(req);
    const leveled = { game: 'morris', players: ['screen', 'computer'], levels: ['medium', 'beginner'] };
    const l = parseCall('newGame', [leveled]);
    expect(l.ok && l.value.params[0]).toEqual(leveled);
    expect(parseCall('hint', [])).toEqual(ok({ method: 'hint', params: [] }));
  });

  it('refuses an unknown method, naming it and the methods there are', () => {
    const r = parseCall('deleteEverything', []);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(API_ERROR_CODES.unknownMethod);
    expect(en(r.error.message)).toContain('"deleteEverything"');
    expect(en(r.error.message)).toContain('playMove');
    expect(parseCall(42, []).ok).toBe(false);
    expect(parseCall('__proto__', []).ok).toBe(false);
    expect(parseCall('toString', []).ok).toBe(false);
  });

  it('refuses wrong, missing, extra and over-long arguments, saying which', () => {
    const cases: [string, unknown][] = [
      ['playMove', [5]],
      ['playMove', []],
      ['playMove', ['d2', 'd3']],
      ['playMove', ['x'.repeat(MAX_NOTATION + 1)]],
      ['resign', [-1]],
      ['resign', [1.5]],
      ['newGame', [{ game: 'chess', players: ['screen', 'screen'] }]],
      ['newGame', [{ game: 'morris', players: ['screen', 'robot'] }]],
      ['newGame', [{ game: 'morris', players: ['screen', 'screen'], admin: true }]],
      ['newGame', [{ game: 'morris', players: [] }]],
      ['newGame', [{ game: 'morris', players: ['screen', 'computer'], levels: ['medium', 'grandmaster'] }]],
      ['newGame', [{ game: 'morris', players: ['screen', 'computer'], levels: ['easy', 'easy', 'easy'] }]],
      ['hint', [0]],
      ['connectBoard', [{ kind: 'serial' }]],
      ['virtualBoard', [{ action: 'lift', cell: '../etc' }]],
      ['loadRecord', [{ name: '../../etc/passwd' }]],
      ['setSettings', [{ settleMs: 5 }]],
      ['setLanguage', ['fr']],
      ['setLanguage', [null]],
      ['replaySeek', [{ ply: -3 }]],
      ['undo', 'not-a-list'],
    ];
    for (const [method, params] of cases) {
      const r = parseCall(method, params);
      expect(r.ok, `${method} ${JSON.stringify(params).slice(0, 80)}`).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(API_ERROR_CODES.invalidParams);
        expect(en(r.error.message).startsWith(`${method}: params`)).toBe(true);
      }
    }
    const r = parseCall('newGame', [{ game: 'morris', players: ['screen', 'robot'] }]);
    expect(!r.ok && en(r.error.message)).toContain('params[0].players[1]');
  });
});

describe('readClientMessage', () => {
  const read = (text: string) => readClientMessage(text, Buffer.byteLength(text));

  it('reads a call with its id', () => {
    expect(read('{"t":"call","id":7,"method":"redo","params":[]}')).toEqual(ok({ id: 7, call: { method: 'redo', params: [] } }));
  });

  it('refuses non-JSON, non-calls and oversize messages without an id', () => {
    expect(texts(read('{nope'))).toEqual(err({ error: { code: API_ERROR_CODES.malformed, message: 'message is not JSON' } }));
    const notCall = read('{"hello":1}');
    expect(!notCall.ok && notCall.error.error.code).toBe(API_ERROR_CODES.malformed);
    expect(!notCall.ok && notCall.error.id).toBeUndefined();
    const big = readClientMessage('{}', MAX_MESSAGE_BYTES + 1);
    expect(!big.ok && big.error.error.code).toBe(API_ERROR_CODES.tooLarge);
  });

  it('answers a bad call with its id so the caller is not left waiting', () => {
    const r = read('{"t":"call","id":9,"method":"playMove","params":[{"evil":true}]}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.id).toBe(9);
    expect(r.error.error.code).toBe(API_ERROR_CODES.invalidParams);
    const extra = read('{"t":"call","id":3,"method":"undo","params":[],"sudo":true}');
    expect(!extra.ok && extra.error).toMatchObject({ id: 3, error: { code: API_ERROR_CODES.malformed } });
  });
});

describe('dispatch', () => {
  it('passes a validated call to the target, and nothing that was refused', async () => {
    const { target, calls } = recordingTarget();
    for (const text of ['{"t":"call","id":1,"method":"playMove","params":[7]}', '{"t":"call","id":2,"method":"drop","params":[]}', 'garbage']) {
      expect(readClientMessage(text, text.length).ok).toBe(false);
    }
    const good = readClientMessage('{"t":"call","id":3,"method":"playMove","params":["d2"]}', 60);
    expect(good.ok).toBe(true);
    if (good.ok) await dispatch(target, good.value.call);
    expect(calls).toEqual(['playMove(["d2"])']);
  });

  it('turns a throwing host method into api/internal instead of crashing the adapter', async () => {
    const { target } = recordingTarget();
    const broken = { ...target, undo: async () => { throw new Error('boom'); } } as CallTarget;
    const r = await dispatch(broken, { method: 'undo', params: [] });
    expect(texts(r)).toEqual(err({ code: API_ERROR_CODES.internal, message: 'undo failed inside the host: boom' }));
  });
});
