/**
 * Parlour's i18n: structured messages from the core, turned into text at the edges (docs/i18n.md).
 * - `msg(code, params)` (`./message.ts`) makes a {@link Message}; codes and parameters are declared in
 *   `./codes/` and checked by tsc;
 * - `format(message, lang)`, `text(lang, code, params)`, `translator(lang)` (`./format.ts`) turn them into
 *   text with the catalogues of `./languages.ts` (one JSON file per language in `./locales/`);
 * - `loadLanguage(lang)` (`./format.ts`) fetches a language's catalogue where it is not there from the start
 *   (the renderer: `./catalogues-lazy.ts`).
 * Pure (no DOM, no Node built-ins): the core, the renderer, the CLI and the host all use it.
 */
export { msg, isMessage, type Message, type MessageCode, type MessageOf, type ParamsOf, type ParamArgs } from './message';
export { format, text, asSentence, translator, withText, quoteText, loadLanguage, isLanguageLoaded, type Translator } from './format';
export { LANGUAGES, LANGUAGE_CODES, DEFAULT_LANGUAGE, isLang, negotiateLanguage, type Lang, type LanguageInfo } from './languages';
export type { SeatRef, ParamKind, ParamValue } from './kinds';
export { MESSAGES } from './codes/index';
export { LangSchema, MessageSchema } from './schema';
