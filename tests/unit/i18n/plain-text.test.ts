/**
 * The plain-text path of `src/i18n/format.ts` (issue 19: first paint): a catalogue text with no braces and
 * no doubled apostrophe is shown as it stands, without compiling it with ICU MessageFormat. That is only
 * right if ICU would give every such text back unchanged, which this checks for every text of every
 * catalogue (the apostrophes of "Nine Men's Morris" included), and that the texts ICU does change are
 * still formatted by it. And the shortcut taken in resolving a language's locale tag (without asking the
 * runtime which locales it supports, which loads its number data): each language's tag resolves as the
 * library would resolve it.
 */
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import en from '../../../src/i18n/locales/en.json';
import de from '../../../src/i18n/locales/de.json';
import { text } from '../../../src/i18n/index';
import { LANGUAGES } from '../../../src/i18n/languages';

/** Every text of a catalogue, by its dotted key. */
function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => texts(v, prefix === '' ? k : `${prefix}.${k}`));
}

const PLAIN = (t: string) => !/[{}]|''/.test(t);

describe('plain catalogue texts', () => {
  for (const [lang, catalogue] of [['en', en], ['de', de]] as const) {
    const all = texts(catalogue);
    const plain = all.filter(([, t]) => PLAIN(t));

    it(`${lang}: ICU gives each of its ${plain.length} plain texts back unchanged`, () => {
      expect(plain.length).toBeGreaterThan(200);
      expect(plain.some(([, t]) => t.includes("'"))).toBe(true);
      for (const [key, t] of plain) expect(new IntlMessageFormat(t, LANGUAGES[lang].intl, undefined, { ignoreTag: true }).format(), key).toBe(t);
    });

    it(`${lang}: each plain text is looked up as it stands`, () => {
      const lookUp = text as (l: typeof lang, code: string) => string;
      for (const [key, t] of plain) expect(lookUp(lang, key), key).toBe(t);
    });
  }

  it('resolves each language\'s locale tag as intl-messageformat would (supported, and canonical)', () => {
    for (const { intl } of Object.values(LANGUAGES)) {
      expect(Intl.NumberFormat.supportedLocalesOf(intl)).toEqual([intl]);
      expect(IntlMessageFormat.resolveLocale(intl)?.toString()).toBe(intl);
      expect(new IntlMessageFormat('{n, number}', intl).format({ n: 1234.5 })).toBe(new Intl.NumberFormat(intl).format(1234.5));
    }
  });

  it('still formats a text ICU reads: a doubled apostrophe becomes one', () => {
    expect(new IntlMessageFormat("it''s", 'en', undefined, { ignoreTag: true }).format()).toBe("it's");
    expect(PLAIN("it''s")).toBe(false);
  });
});
