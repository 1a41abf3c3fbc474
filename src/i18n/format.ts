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
 */
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { MESSAGES } from './codes/index';
import type { ParamKind, SeatRef } from './kinds';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type Lang } from './languages';
import { isMessage, type Message, type MessageCode, type ParamArgs } from './message';

/** Deepest nesting of messages in messages that is formatted (a deeper one is cut off, not recursed into). */
const MAX_DEPTH = 8;

const instance = i18next.createInstance();
instance.use(new ICU({ parseLngForICU: (lng: string) => (LANGUAGES as Record<string, { intl: string }>)[lng]?.intl ?? lng }));
void instance.init({
  resources: Object.fromEntries(LANGUAGE_CODES.map((l) => [l, { translation: LANGUAGES[l].catalogue }])),
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

const declared = MESSAGES as Readonly<Record<string, Readonly<Record<string, ParamKind>>>>;

/** The catalogue text of `key` in `lang` with ICU `values`, or `undefined` when no catalogue has the key. */
function lookup(key: string, lang: Lang, values: Record<string, unknown> = {}): string | undefined {
  if (!instance.exists(key, { lng: lang })) return undefined;
  return String(instance.t(key, { ...values, lng: lang }));
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
