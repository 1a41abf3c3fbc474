/**
 * The languages Parlour speaks: one catalogue file each (`./locales/<code>.json`), registered here and
 * in `./catalogues.ts` (all loaded at once: the CLI, the host) and `./catalogues-lazy.ts` (each fetched
 * when chosen: the renderer). Adding a language is one file and one entry in each of the three
 * (docs/i18n.md, "How to add a language"); the catalogue tests then hold it to every declared code.
 */

/** A catalogue as stored: nested objects whose leaves are ICU MessageFormat strings. */
export interface CatalogueTree {
  readonly [key: string]: string | CatalogueTree;
}

/** What Parlour knows of one language. */
export interface LanguageInfo {
  /** The language's name in itself, as the language switch shows it ("Deutsch"). */
  readonly name: string;
  /** The BCP 47 locale for `Intl` (numbers, plurals, lists, dates): `en-GB` writes "a, b or c". */
  readonly intl: string;
}

/** Every language, by its ISO 639-1 code. The first is the fallback for a message missing elsewhere. */
export const LANGUAGES = {
  en: { name: 'English', intl: 'en-GB' },
  de: { name: 'Deutsch', intl: 'de-DE' },
} as const satisfies Readonly<Record<string, LanguageInfo>>;

/** A language code: `en`, `de`. */
export type Lang = keyof typeof LANGUAGES;

/** Every language code, in the order of {@link LANGUAGES}. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Lang[];

/** The language used when nothing else is known, and for a message a catalogue lacks. */
export const DEFAULT_LANGUAGE: Lang = 'en';

/** Type guard for {@link Lang}. */
export function isLang(s: unknown): s is Lang {
  return typeof s === 'string' && Object.hasOwn(LANGUAGES, s);
}

/**
 * The first language of `tags` that Parlour speaks, matched on the primary subtag: `de-AT` and `de_CH`
 * give `de`; `C`, `POSIX`, empty and unknown tags are skipped.
 * @param tags BCP 47 tags in order of preference (`navigator.languages`, Electron's `app.getLocale()`)
 *   or POSIX locale names (`de_DE.UTF-8`).
 * @returns that language, or {@link DEFAULT_LANGUAGE} when none matches.
 */
export function negotiateLanguage(tags: readonly (string | undefined)[]): Lang {
  for (const tag of tags) {
    const primary = tag?.trim().split(/[-_.@]/, 1)[0]?.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language ranges of an HTTP `Accept-Language` header, best first, for {@link negotiateLanguage}
 * (RFC 9110 §12.5.4: each range may carry a weight `q` from 0 to 1, default 1; `q=0` means "not
 * acceptable"; ranges of equal weight keep their order). `*` and malformed ranges are dropped.
 * @param header the header's value, e.g. `de-AT, de;q=0.9, en;q=0.5`; `undefined` or empty gives `[]`.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  const ranges: { tag: string; q: number; i: number }[] = [];
  for (const [i, part] of (header ?? '').split(',').entries()) {
    const [range, ...params] = part.split(';').map((s) => s.trim());
    if (range === undefined || !/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(range)) continue;
    const weight = params.find((p) => /^q=/i.test(p));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (Number.isFinite(q) && q > 0 && q <= 1) ranges.push({ tag: range, q, i });
  }
  return ranges.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}
