/**
 * Bounds on untrusted JSON before anything recursive touches it (issue 12, failure 1: a 3 KB message
 * whose options nested 1,150 levels deep overflowed the stack inside schema validation and ended the
 * web host). Zod's recursive schemas, `JSON.stringify` and every tree walk recurse once per level, so
 * depth is refused here first, by code that does not recurse:
 *
 * - {@link checkJsonText} scans JSON text (a WebSocket message, a journal line, a record file) in one
 *   pass, counting brackets outside strings; it runs before `JSON.parse`;
 * - {@link checkValue} walks a value already built (an Electron IPC argument, which arrives
 *   structured-cloned and may be cyclic or shared) with an explicit stack, counting nodes and string
 *   characters as well, and refusing anything that is not plain JSON data.
 *
 * Both stop at the first limit passed, so their cost is bounded by the limits, not by the input.
 */
import { err, ok, type Result } from './result';

/** The limits of {@link checkJsonText} and {@link checkValue}. */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects; the top-level value is depth 1 when it is an array or object. */
  readonly depth: number;
  /** Most values in all (each array, object, string, number, boolean and null counts one); {@link checkValue} only. */
  readonly nodes?: number;
  /** Most characters in all strings and keys together; {@link checkValue} only. */
  readonly chars?: number;
}

/**
 * Deepest nesting any Parlour value needs (a session view with a Quoits layout in its options is 7
 * levels deep; a record, a journal entry and every request are shallower), with room to spare.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a value was refused: `depth`, `nodes`, `chars` (a limit passed) or `type` (not JSON data).
 * `message` is a predicate to follow the thing refused: "the message" + " is nested more than 32 levels deep".
 */
export interface JsonBoundsError {
  readonly kind: 'depth' | 'nodes' | 'chars' | 'type';
  readonly message: string;
}

const tooDeep = (limit: number): JsonBoundsError => ({ kind: 'depth', message: `is nested more than ${limit} levels deep` });

/**
 * Checks the nesting depth of JSON text without parsing it. Text that is not JSON passes when it is
 * shallow enough (the parser that follows names what is wrong with it).
 * @returns `ok` or a `depth` error; never throws; one pass over at most the whole text.
 */
export function checkJsonText(text: string, limits: JsonLimits = { depth: MAX_JSON_DEPTH }): Result<null, JsonBoundsError> {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.depth) return err(tooDeep(limits.depth));
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return ok(null);
}

/**
 * Checks that `value` is plain JSON data (null, booleans, finite numbers, strings, arrays, plain
 * objects, and `undefined` where the structured clone of an optional field leaves it; no key
 * `__proto__`) within `limits`, without recursion. A cycle or a shared subtree is walked as often as it is reached, so it
 * is refused by the depth or node limit, never followed for ever.
 * @returns `ok`, or the first problem: `depth`, `nodes`, `chars`, or `type` (a Map, a Date, a typed
 *   array, a function, a class instance, a non-finite number…).
 */
export function checkValue(value: unknown, limits: JsonLimits): Result<null, JsonBoundsError> {
  const maxNodes = limits.nodes ?? Number.POSITIVE_INFINITY;
  const maxChars = limits.chars ?? Number.POSITIVE_INFINITY;
  const stack: { v: unknown; d: number }[] = [{ v: value, d: 1 }];
  let nodes = 0;
  let chars = 0;
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    if (++nodes > maxNodes) return err({ kind: 'nodes', message: `holds more than ${maxNodes} values` });
    if (v === null || v === undefined || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return err({ kind: 'type', message: `holds the number ${String(v)}, which JSON cannot carry` });
      continue;
    }
    if (typeof v === 'string') {
      chars += v.length;
      if (chars > maxChars) return err({ kind: 'chars', message: `holds more than ${maxChars} characters of text` });
      continue;
    }
    if (typeof v !== 'object') return err({ kind: 'type', message: `holds a value of type ${typeof v}, which is not JSON data` });
    if (d > limits.depth) return err(tooDeep(limits.depth));
    if (Array.isArray(v)) {
      if (nodes + v.length > maxNodes) return err({ kind: 'nodes', message: `holds more than ${maxNodes} values` });
      for (const item of v) stack.push({ v: item, d: d + 1 });
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      const name = (proto as { constructor?: { name?: unknown } } | null)?.constructor?.name;
      return err({ kind: 'type', message: `holds an object of class ${typeof name === 'string' && name !== '' ? name : '(unnamed)'}, which is not JSON data` });
    }
    const keys = Object.keys(v);
    if (nodes + keys.length > maxNodes) return err({ kind: 'nodes', message: `holds more than ${maxNodes} values` });
    for (const k of keys) {
      // JSON.parse makes `__proto__` an own key; copied by assignment (as zod's record schema does) it
      // would set the copy's prototype instead and vanish, so it is refused before it can.
      if (k === '__proto__') return err({ kind: 'type', message: 'holds the key __proto__, which is refused' });
      chars += k.length;
      if (chars > maxChars) return err({ kind: 'chars', message: `holds more than ${maxChars} characters of text` });
      stack.push({ v: (v as Record<string, unknown>)[k], d: d + 1 });
    }
  }
  return ok(null);
}
