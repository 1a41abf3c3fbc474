/**
 * Messages into text: i18next with ICU MessageFormat (i18next-icu over intl-messageformat) over the
 * catalogues of `./languages.ts`.
 *
 * {@link format} looks the message's code up in the language's catalogue (falling back to English for a
 * code the catalogue lacks, and to the code itself for one no catalogue knows: a host of another
 * version), turns each parameter into text by its declared kind (`./kinds.ts`: seat names, lists by
 * `Intl.ListFormat`, nested messages) and lets ICU place them, with plural and select rules and numbers
 * by the language's locale. It never throws: a parameter of the wrong shape is shown as best it can be.
 *
 * One i18next instance serves every language (`t(key, { lng })`); ICU formats are compiled once per
 * language and code and kept. Pure: no DOM, no Node built-ins, so the renderer, the CLI and the host use
 * the same function.
 *
 * The catalogues come from `./catalogues.ts`: in the CLI, the host and the tests every language's is
 * there from the start; in the renderer (`./catalogues-lazy.ts`) none is, and {@link loadLanguage}
 * fetches a language's before it is shown (issue 19: first paint). A message in a language whose
 * catalogue is not loaded yet is formatted as for a catalogue that lacks it (English, else its code).
 */
import i18next from 'i18next';
import ICU from 'i18next-icu';
import IntlMessageFormat from 'intl-messageformat';
import { INITIAL_CATALOGUES, loadCatalogue } from './catalogues';
import { MESSAGES } from './codes/index';
import type { ParamKind, SeatRef } from './kinds';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type Lang } from './languages';
import { isMessage, type Message, type MessageCode, type ParamArgs } from './message';

/** Deepest nesting of messages in messages that is formatted (a deeper one is cut off, not recursed into). */
const MAX_DEPTH = 8;

/**
 * intl-messageformat resolves the locale of every message it compiles afresh, by
 * `Intl.NumberFormat.supportedLocalesOf` and `new Intl.Locale`. The first of those loads the runtime's
 * number data (about 15 ms in V8 on the machine of issue 19), on the start screen's path though that
 * screen formats no number; and each call costs again. A single locale tag (the only kind
 * `parseLngForICU` gives) resolves to its own `Intl.Locale` whether or not it is listed as supported (the
 * library falls back to the tag itself), so it is made directly, once per tag; a list goes the library's
 * way. `resolveLocale` is a public static of the library, and i18next-icu compiles with the same module.
 * tests/unit/i18n/plain-text.test.ts checks that every language's tag resolves as the library would.
 */
const resolvedLocales = new Map<string, Intl.Locale>();
const resolveLocaleByList = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string' || typeof Intl.Locale === 'undefined') return resolveLocaleByList(locales);
  let locale = resolvedLocales.get(locales);
  if (locale === undefined) resolvedLocales.set(locales, (locale = new Intl.Locale(locales)));
  return locale;
};

const instance = i18next.createInstance();
// `bindI18nStore: 'added'`: a catalogue loaded later (`loadLanguage`) drops the compiled formats, some of
// which were compiled from the fallback's text while the language was missing.
instance.use(new ICU({ parseLngForICU: (lng: string) => (LANGUAGES as Record<string, { intl: string }>)[lng]?.intl ?? lng, bindI18nStore: 'added' }));
void instance.init({
  resources: Object.fromEntries(Object.entries(INITIAL_CATALOGUES).map(([l, catalogue]) => [l, { translation: catalogue }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  initAsync: false,
  keySeparator: '.',
  nsSeparator: false,
  returnNull: false,
  returnObjects: false,
  interpolation: { escapeValue: false },
});

/** `true` when the catalogue of `lang` is loaded (always, outside the renderer). */
export function isLanguageLoaded(lang: Lang): boolean {
  return instance.hasResourceBundle(lang, 'translation');
}

const loadingLanguages = new Map<Lang, Promise<void>>();

/**
 * Loads the catalogue of `lang` if it is not loaded yet (once: later calls share the first).
 * Resolves at once where every catalogue is there from the start (the CLI, the host, the tests).
 * @throws (rejects) when the renderer cannot fetch the catalogue's chunk; a later call tries again.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  if (isLanguageLoaded(lang)) return Promise.resolve();
  let p = loadingLanguages.get(lang);
  if (p === undefined) {
    p = loadCatalogue(lang).then(
      (catalogue) => {
        instance.addResourceBundle(lang, 'translation', catalogue);
      },
      (e: unknown) => {
        loadingLanguages.delete(lang);
        throw e;
      },
    );
    loadingLanguages.set(lang, p);
  }
  return p;
}

const declared = MESSAGES as Readonly<Record<string, Readonly<Record<string, ParamKind>>>>;

/**
 * Texts already looked up, by language, key and ICU values (issue 19: a screen redrawn for a sensor
 * change asks for mostly the same texts again, and i18next's `t` was the largest part of the page's work
 * per change). The lookup is pure in the loaded catalogues, so the cache is dropped when one is added,
 * and when it holds {@link MAX_CACHED} texts (a long game's many different move texts).
 */
const looked = new Map<string, string | undefined>();
const MAX_CACHED = 4000;
instance.store.on('added', () => looked.clear());

/**
 * The catalogue's text of `key` in `lang` (else English's, as i18next falls back) when it is plain: no
 * braces and no doubled apostrophe, the only things ICU MessageFormat reads in a text (a lone apostrophe
 * quotes only before a brace or another apostrophe, and `#` only inside a plural), so ICU would give it
 * back unchanged. Most of the start screen's texts are plain, and compiling each with ICU the first time
 * it is shown was most of drawing that screen (issue 19: first paint). `undefined` for any other text, and
 * for a key no catalogue has as a text.
 */
function plainText(key: string, lang: Lang): string | undefined {
  const own: unknown = instance.getResource(lang, 'translation', key);
  const text: unknown = own === undefined ? instance.getResource(DEFAULT_LANGUAGE, 'translation', key) : own;
  return typeof text === 'string' && !/[{}]|''/.test(text) ? text : undefined;
}

/** The catalogue text of `key` in `lang` with ICU `values`, or `undefined` when no catalogue has the key. */
function lookup(key: string, lang: Lang, values: Record<string, string | number> = {}): string | undefined {
  // JSON writes NaN and Infinity as null: a text with such a number is not kept (it is rare and cheap).
  const id = Object.values(values).every((v) => typeof v !== 'number' || Number.isFinite(v)) ? `${lang} ${key} ${JSON.stringify(values)}` : undefined;
  if (id !== undefined && looked.has(id)) return looked.get(id);
  const plain = plainText(key, lang);
  const found = plain ?? (instance.exists(key, { lng: lang }) ? String(instance.t(key, { ...values, lng: lang })) : undefined);
  if (id === undefined) return found;
  if (looked.size >= MAX_CACHED) looked.clear();
  looked.set(id, found);
  return found;
}

function seatName(v: unknown, lang: Lang): string {
  const s = v as Partial<SeatRef> | undefined;
  const seat = typeof s?.seat === 'number' ? s.seat : 0;
  return lookup(`game.${String(s?.game)}.seat.${seat}`, lang) ?? lookup('seat.numbered', lang, { n: seat + 1 }) ?? `${seat + 1}`;
}

function manPhrase(v: unknown, lang: Lang): string {
  const s = v as Partial<SeatRef> | undefined;
  const seat = typeof s?.seat === 'number' ? s.seat : 0;
  return lookup(`game.${String(s?.game)}.man.${seat}`, lang) ?? lookup('man.numbered', lang, { n: seat + 1 }) ?? `${seat + 1}`;
}

function list(items: unknown, type: 'conjunction' | 'disjunction', lang: Lang, each: (x: unknown) => string): string {
  const texts = Array.isArray(items) ? items.map(each) : [];
  return new Intl.ListFormat(LANGUAGES[lang].intl, { type }).format(texts);
}

const asText = (x: unknown): string => (typeof x === 'string' ? x : String(x ?? ''));

/** The ICU value of parameter `v` of kind `kind` in `lang`. */
function valueOf(kind: ParamKind, v: unknown, lang: Lang, depth: number): string | number {
  if (typeof kind !== 'string') return asText(v);
  switch (kind) {
    case 'text':
    case 'cell':
      return asText(v);
    case 'number':
      return typeof v === 'number' ? v : Number(v);
    case 'seat':
      return seatName(v, lang);
    case 'man':
      return manPhrase(v, lang);
    case 'game':
      return lookup(`game.${asText(v)}.name`, lang) ?? asText(v);
    case 'message':
      return formatAt(v, lang, depth + 1);
    case 'messages':
      return Array.isArray(v) ? v.map((m) => formatAt(m, lang, depth + 1)).join('; ') : '';
    case 'cells-or':
      return list(v, 'disjunction', lang, asText);
    case 'cells-and':
      return list(v, 'conjunction', lang, asText);
    case 'seats-and':
      return list(v, 'conjunction', lang, (s) => seatName(s, lang));
  }
}

function formatAt(m: unknown, lang: Lang, depth: number): string {
  if (!isMessage(m) || depth > MAX_DEPTH) return '';
  const spec = declared[m.code];
  const params = m.params as Readonly<Record<string, unknown>>;
  const values: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(spec ?? {})) values[name] = valueOf(kind, params[name], lang, depth);
  return lookup(m.code, lang, values) ?? m.code;
}

/**
 * The text of `m` in `lang`. A code no catalogue knows gives the code itself; a catalogue lacking the
 * code gives the English text.
 */
export function format(m: Message, lang: Lang): string {
  return formatAt(m, lang, 0);
}

/** The text of the message `code` with `params` in `lang` (`format(msg(code, params), lang)` without the object). */
export function text<C extends MessageCode>(lang: Lang, code: C, ...params: ParamArgs<C>): string {
  return formatAt({ code, params: params[0] ?? {} }, lang, 0);
}

/**
 * A fragment as a sentence: its first letter upper-cased by the language's rules and a full stop added
 * unless it already ends in `.`, `!`, `?` or `…`. "it is Black's turn" -> "It is Black's turn."
 */
export function asSentence(fragment: string, lang: Lang): string {
  if (fragment === '') return '';
  const first = fragment[0]!.toLocaleUpperCase(LANGUAGES[lang].intl);
  const body = `${first}${fragment.slice(1)}`;
  return /[.!?…]$/.test(body) ? body : `${body}.`;
}

/**
 * `value` with every message in it (at any depth) replaced by its text in `lang`: for JSON written for
 * programs, whose fields held sentences before the catalogue (`parlour apply`'s `status.reason`), so
 * that they keep holding a string.
 */
export function withText(value: unknown, lang: Lang): unknown {
  if (isMessage(value)) return format(value, lang);
  if (Array.isArray(value)) return value.map((v) => withText(v, lang));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withText(v, lang)]));
  return value;
}

/**
 * The translation in `lang` of the rule-sheet sentence `id` (a `RuleCitation`'s `id`, e.g.
 * `morris.alongLines`), or `undefined` when the catalogue has none. In English it is the sentence itself.
 */
export function quoteText(id: string, lang: Lang): string | undefined {
  return lookup(`quote.${id}`, lang);
}

/** A formatter bound to one language: what the CLI and the logs hold. */
export interface Translator {
  readonly lang: Lang;
  /** {@link format} in this language. */
  say(m: Message): string;
  /** {@link text} in this language. */
  t<C extends MessageCode>(code: C, ...params: ParamArgs<C>): string;
  /** {@link quoteText} in this language. */
  quote(id: string): string | undefined;
}

/** A {@link Translator} for `lang`. */
export function translator(lang: Lang): Translator {
  return {
    lang,
    say: (m) => format(m, lang),
    t: (code, ...params) => text(lang, code, ...params),
    quote: (id) => quoteText(id, lang),
  };
}
