/**
 * The language of the `parlour` command line: `--lang de|en`, else the POSIX locale of the environment
 * (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: the order in which the C library reads them for messages;
 * `de_DE.UTF-8` gives German), else English. Sentences for people (reasons on stderr, guidance, results)
 * follow it; output for programs (`legal`, `apply`, `--json`, notation, error codes) never does.
 */
import { LANGUAGE_CODES, isLang, msg, negotiateLanguage, translator, type Lang, type Translator } from '../src/i18n/index';
import { UsageError } from './command';

/** The environment variables that name the locale, in the order they are read. */
export const LOCALE_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * The CLI's language.
 * @param flag the value of `--lang`, if given.
 * @param env the process environment (only {@link LOCALE_VARIABLES} are read).
 * @throws {UsageError} when `flag` is not a language Parlour speaks.
 */
export function cliLanguage(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  if (flag !== undefined) {
    if (!isLang(flag)) throw new UsageError(msg('cli.usage.lang', { known: LANGUAGE_CODES.join(', '), got: JSON.stringify(flag) }));
    return flag;
  }
  // The first variable that is set and not empty decides, as for the C library: LC_ALL=C means English
  // even when LANG says German.
  const set = LOCALE_VARIABLES.map((v) => env[v]).find((v) => v !== undefined && v !== '');
  return negotiateLanguage([set]);
}

/** A {@link Translator} for the CLI's language (see {@link cliLanguage}). */
export function cliTranslator(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Translator {
  return translator(cliLanguage(flag, env));
}
