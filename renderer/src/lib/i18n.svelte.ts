/**
 * The renderer's language: one reactive value, and the functions components call for every word they
 * show (docs/i18n.md). `t('app.loading')` and `say(message)` read {@link language}`.current`, so a
 * component's text is redrawn when the language changes (Svelte 5 runes track the read inside the call).
 *
 * The language starts as the system's (`navigator.languages`: the browser's, or in Electron the one
 * Chromium takes from the operating system), and is changed with {@link setLanguage}; the choice also
 * goes to `<html lang>`, so screen readers and hyphenation follow it.
 *
 * The renderer's build loads each language's catalogue when it is first needed (`src/i18n/catalogues-lazy.ts`,
 * issue 19: first paint): {@link languageReady} fetches the system's as the page starts (`main.ts` mounts
 * once it is there), and {@link setLanguage} fetches another before switching to it, so no screen shows a
 * message code. Once a language is shown, English (the fallback for a message a catalogue lacks) follows
 * in the background.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, format, isLang, isLanguageLoaded, loadLanguage, negotiateLanguage, text, type Lang, type Message, type MessageCode, type ParamArgs } from '$i18n';

/** The languages the system prefers, best first (`navigator.languages`), or `[]` outside a browser. */
export function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language shown now (reactive). */
class LanguageState {
  current = $state<Lang>(negotiateLanguage(systemLanguages()));
}

/** The renderer's language; read `language.current`, change it with {@link setLanguage}. */
export const language = new LanguageState();

/** The language last asked for with {@link setLanguage} (a later call overtakes one still loading). */
let wanted: Lang = language.current;

function show(lang: Lang): void {
  language.current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (lang !== DEFAULT_LANGUAGE) void loadLanguage(DEFAULT_LANGUAGE).catch(() => undefined);
}

/**
 * The catalogue of the language the page starts in (the system's), being fetched from the moment this
 * module is evaluated; `main.ts` mounts the app once it is there. Never rejects: a catalogue that cannot
 * be fetched leaves the texts as their codes until {@link setLanguage} is called again.
 */
export const languageReady: Promise<void> = loadLanguage(language.current).catch((e: unknown) => {
  console.warn(`parlour: the ${language.current} catalogue could not be loaded: ${String(e)}`);
});

/**
 * Shows every text in `lang` from now on, and marks the document as written in it: at once when its
 * catalogue is loaded, else once it is (the screen keeps the language it has until then; a later call
 * wins over an earlier one still loading).
 * @returns when `lang` is shown (or, if its catalogue could not be fetched, the screen kept its language).
 */
export async function setLanguage(lang: Lang): Promise<void> {
  if (!isLang(lang)) return; // not a language Parlour speaks (a host of another version): the screen keeps its own
  wanted = lang;
  if (isLanguageLoaded(lang)) return show(lang);
  try {
    await loadLanguage(lang);
  } catch (e) {
    console.warn(`parlour: the ${lang} catalogue could not be loaded: ${String(e)}`);
    return;
  }
  if (wanted === lang) show(lang);
}

/** The text of message `code` with `params` in the current language. */
export function t<C extends MessageCode>(code: C, ...params: ParamArgs<C>): string {
  return text(language.current, code, ...params);
}

/**
 * A moment (an ISO 8601 time) as the reader's language writes it, date and time, unambiguously: "2 Dec
 * 2026, 00:22" in English, "02.12.2026, 00:22" in German (the short numeric English date, 02/12/2026, is
 * read as 12 February in the United States).
 */
export function when(iso: string): string {
  const at = Date.parse(iso);
  // A time that is no time (never sent, but a throw here would take the screen down) is shown as it came.
  return Number.isNaN(at) ? iso : new Intl.DateTimeFormat(LANGUAGES[language.current].intl, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** The text of a message from the host (guidance, a notice, a refusal) in the current language; `''` for none. */
export function say(m: Message | undefined): string {
  return m === undefined ? '' : format(m, language.current);
}
