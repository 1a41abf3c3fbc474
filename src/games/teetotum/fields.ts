/**
 * The `key:value` field syntax shared by the Archery and Quoits position notations
 * (`docs/games/archery.md`, `docs/games/quoits.md`): whitespace-separated tokens, each a known field
 * name, a colon and its text, every field exactly once, in any order.
 */

/**
 * Splits a position text into its fields.
 *
 * @param text the position text, e.g. `lead:- order:- turn:0 ...`.
 * @param names every field the notation has.
 * @returns the text of each field by name, or a plain-language reason naming the token or field at
 *   fault (an unknown token, a field given twice, a field missing), for the caller to wrap in its
 *   `notation/bad-position` error.
 */
export function readFields<K extends string>(text: string, names: readonly K[]): { readonly ok: true; readonly fields: ReadonlyMap<K, string> } | { readonly ok: false; readonly why: string } {
  const fields = new Map<K, string>();
  for (const tok of text.trim().split(/\s+/)) {
    const i = tok.indexOf(':');
    const key = (i < 0 ? tok : tok.slice(0, i)) as K;
    if (i < 0 || !names.includes(key)) return { ok: false, why: `"${tok}" is not one of the fields ${names.map((f) => `${f}:`).join(' ')}` };
    if (fields.has(key)) return { ok: false, why: `the field ${key}: is given twice` };
    fields.set(key, tok.slice(i + 1));
  }
  for (const f of names) if (!fields.has(f)) return { ok: false, why: `the field ${f}: is missing` };
  return { ok: true, fields };
}
