/**
 * `src/core/json-text.ts`: a person's JSON file parsed with a fault that says where it breaks (a line
 * and a column, or the end of the text), not the parser's English.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jsonFaultMessage, jsonFaultOf, jsonFaultOffset, parseJsonText } from '../../../src/core/json-text';
import { de, en } from '../support/text';

describe('JSON text from a person\'s file', () => {
  it('gives the value of good text', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('says the line and column where the text breaks', () => {
    expect(parseJsonText('{\n  "a": 1,\n  b: 2\n}')).toEqual({ ok: false, error: { at: 'place', line: 3, column: 3 } });
    expect(parseJsonText('[1, 2,, 3]')).toEqual({ ok: false, error: { at: 'place', line: 1, column: 7 } });
    expect(parseJsonText('{"a": 1}\nx')).toEqual({ ok: false, error: { at: 'place', line: 2, column: 1 } });
  });

  it('says when the text ends before the JSON is complete, on the line of its last character (cut off, or only spaces after an opening)', () => {
    for (const text of ['{"a": ', '[1, 2', '{"a": 1,\n\n   '])
      expect(parseJsonText(text), JSON.stringify(text)).toEqual({ ok: false, error: { at: 'end', line: 1 } });
    expect(parseJsonText('{\n  "idle": {\n    "quietSeconds": 60\n  },\n')).toEqual({ ok: false, error: { at: 'end', line: 4 } });
  });

  it('says an empty text is empty (nothing but white space)', () => {
    for (const text of ['', '  ', '\n\n\t']) expect(parseJsonText(text), JSON.stringify(text)).toEqual({ ok: false, error: { at: 'empty' } });
  });

  it('finds the fault where JSON.parse finds one, for any text (property: fast-check)', () => {
    const near = fc.oneof(fc.json(), fc.string(), fc.json().map((j) => j.slice(0, -1)), fc.tuple(fc.json(), fc.string({ maxLength: 3 }), fc.nat()).map(([j, s, k]) => j.slice(0, k % (j.length + 1)) + s + j.slice(k % (j.length + 1))));
    fc.assert(
      fc.property(near, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(jsonFaultOffset(text) === -1).toBe(valid);
      }),
      { numRuns: 3000, seed: 20261202 },
    );
  });

  it('takes no nesting as too deep', () => {
    expect(jsonFaultOf('['.repeat(200_000) + ']'.repeat(199_999))).toEqual({ at: 'end', line: 1 });
  });

  it('words each fault in English and German', () => {
    expect([en(jsonFaultMessage({ at: 'place', line: 3, column: 5 })), de(jsonFaultMessage({ at: 'place', line: 3, column: 5 }))]).toEqual([
      'the fault is at line 3, column 5',
      'der Fehler steht in Zeile 3, Spalte 5',
    ]);
    expect(en(jsonFaultMessage({ at: 'end', line: 4 }))).toBe('the text ends on line 4 before the JSON is complete');
    expect(de(jsonFaultMessage({ at: 'end', line: 4 }))).toBe('der Text endet in Zeile 4, bevor das JSON vollständig ist');
    expect([en(jsonFaultMessage({ at: 'empty' })), de(jsonFaultMessage({ at: 'empty' }))]).toEqual(['the text is empty', 'der Text ist leer']);
    expect(de(jsonFaultMessage({ at: 'unknown' }))).toBe('die Stelle des Fehlers ist nicht bekannt');
  });
});
