/**
 * The renderer's language: one reactive value, and the functions components call for every word they
 * show (docs/i18n.md). `t('app.loading')` and `say(message)` read {@link language}`.current`, so a
 * component's text is redrawn when the language changes (Svelte 5 runes track the read inside the call).
 *
 * The language starts as the system's (`navigator.languages`: the browser's, or in Electron the one
 * Chromium takes from the operating system), and is changed with {@link setLanguage}; the choice also
 * goes to `<html lang>`, so screen readers and hyphenation follow it.
 */
import { format, negotiateLanguage, text, type Lang, type Message, type MessageCode, type ParamArgs } from '$i18n';

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

/** Shows every text in `lang` from now on, and marks the document as written in it. */
export function setLanguage(lang: Lang): void {
  language.current = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The text of message `code` with `params` in the current language. */
export function t<C extends MessageCode>(code: C, ...params: ParamArgs<C>): string {
  return text(language.current, code, ...params);
}

/** The text of a message from the host (guidance, a notice, a refusal) in the current language; `''` for none. */
export function say(m: Message | undefined): string {
  return m === undefined ? '' : format(m, language.current);
}
