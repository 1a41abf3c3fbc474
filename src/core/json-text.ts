/**
 * JSON text from a person's file (a kiosk configuration, a content pack, a saved record), parsed with a
 * fault people can act on: where the text breaks, as a line and a column, rather than the parser's own
 * English ("Expected double-quoted property name in JSON at position 14"), which a German staff screen
 * showed inside its German sentence.
 */
import { err, ok, type Result } from './result';
import { msg, type Message } from '../i18n/index';

/**
 * Where `JSON.parse` gave up on a text: `place` (1-based `line` and `column`, counted in UTF-16 code
 * units as the parser counts them), `end` (the text stops before the JSON is complete, e.g. a cut-off
 * file; `line` is the 1-based line of its last character that is not white space, where a person looks
 * for what is missing), `empty` (nothing but white space), or `unknown` (the parser refused text that
 * {@link jsonFaultOffset} finds no fault in).
 */
export type JsonFault =
  | { readonly at: 'place'; readonly line: number; readonly column: number }
  | { readonly at: 'end'; readonly line: number }
  | { readonly at: 'empty' }
  | { readonly at: 'unknown' };

/** The line and column (both 1-based) of UTF-16 offset `offset` in `text`. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let from = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    from = i + 1;
  }
  return { line, column: offset - from + 1 };
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /[0-9A-Fa-f]{4}/y;

/** The offset just past the string that starts at `i` (a `"`), or `{ fault }` where it breaks. */
function stringEnd(text: string, i: number): number | { fault: number } {
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x22) return k + 1;
    if (c < 0x20) return { fault: k };
    if (c === 0x5c) {
      const e = text[k + 1];
      if (e === 'u') {
        HEX4.lastIndex = k + 2;
        if (!HEX4.test(text)) return { fault: Math.min(k + 2, text.length) };
        k += 5;
      } else if (e !== undefined && ESCAPES.has(e)) k++;
      else return { fault: Math.min(k + 1, text.length) };
    }
  }
  return { fault: text.length };
}

/** The offset just past the number or literal that starts at `i`, or `{ fault }` where it breaks. */
function scalarEnd(text: string, i: number): number | { fault: number } {
  if (text.charCodeAt(i) === 0x22) return stringEnd(text, i);
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, i)) return i + word.length;
    // a word cut off by the end of the text ("tru") is an early end, not a wrong word
    if (word.startsWith(text.slice(i)) && text.length - i < word.length) return { fault: text.length };
  }
  NUMBER.lastIndex = i;
  return NUMBER.test(text) ? NUMBER.lastIndex : { fault: i };
}

/**
 * The offset (UTF-16 code units) where `text` stops being JSON (RFC 8259): `text.length` when it ends
 * before the value is complete, `-1` when it is JSON. One pass, no recursion, so no nesting is too deep.
 */
export function jsonFaultOffset(text: string): number {
  const WS = /[ \t\n\r]*/y;
  const open: string[] = [];
  let state: 'value' | 'first-value' | 'key' | 'first-key' | 'after' = 'value';
  let i = 0;
  for (;;) {
    WS.lastIndex = i;
    WS.test(text);
    i = WS.lastIndex;
    if (i >= text.length) return state === 'after' && open.length === 0 ? -1 : text.length;
    const c = text[i]!;
    if (state === 'after') {
      const top = open[open.length - 1];
      if (top === undefined) return i; // something after the whole value
      if (c === ',') state = top === '{' ? 'key' : 'value';
      else if ((c === '}' && top === '{') || (c === ']' && top === '[')) open.pop();
      else return i;
      i++;
    } else if (state === 'key' || state === 'first-key') {
      if (state === 'first-key' && c === '}') {
        open.pop();
        state = 'after';
        i++;
        continue;
      }
      if (c !== '"') return i;
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return end.fault;
      WS.lastIndex = end;
      WS.test(text);
      i = WS.lastIndex;
      if (i >= text.length) return text.length;
      if (text[i] !== ':') return i;
      state = 'value';
      i++;
    } else if (state === 'first-value' && c === ']') {
      open.pop();
      state = 'after';
      i++;
    } else if (c === '{' || c === '[') {
      open.push(c);
      state = c === '{' ? 'first-key' : 'first-value';
      i++;
    } else {
      const end = scalarEnd(text, i);
      if (typeof end !== 'number') return end.fault;
      state = 'after';
      i = end;
    }
  }
}

/**
 * Where `text`, which `JSON.parse` refused, breaks: found by {@link jsonFaultOffset}, not read from the
 * parser's message (whose words and form differ between engines and versions).
 */
export function jsonFaultOf(text: string): JsonFault {
  const at = jsonFaultOffset(text);
  if (at < 0) return { at: 'unknown' };
  if (at >= text.length) {
    const last = text.trimEnd().length - 1;
    return last < 0 ? { at: 'empty' } : { at: 'end', line: lineColumn(text, last).line };
  }
  return { at: 'place', ...lineColumn(text, at) };
}

/**
 * Parses JSON text.
 * @returns the value, or where the text breaks ({@link JsonFault}). Never throws.
 */
export function parseJsonText(text: string): Result<unknown, JsonFault> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return err(jsonFaultOf(text));
  }
}

/**
 * A {@link JsonFault} as words for people (`core.json-fault`): "the fault is at line 3, column 5", "the
 * text ends on line 4 before the JSON is complete", "the text is empty".
 */
export function jsonFaultMessage(fault: JsonFault): Message {
  if (fault.at === 'place') return msg('core.json-fault', { at: 'place', line: fault.line, column: fault.column });
  return msg('core.json-fault', { at: fault.at, line: fault.at === 'end' ? fault.line : 0, column: 0 });
}
