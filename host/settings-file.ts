/**
 * The settings file of the data folder, `settings.json`: `{ "session": SessionSettings }`. A missing file
 * gives the defaults. Anything else that cannot be used gives the defaults with a warning that says why
 * (issue 12, failure 10: "A 100 MB `settings.json` is silently ignored: say so"):
 * - larger than {@link MAX_SETTINGS_BYTES}, or not readable (a folder, no permission): not read, moved
 *   aside as `settings.json.<too-large|unreadable|corrupt>-<time>` (kept, so nothing is lost, and out of
 *   the way of the next save, so the notice is given once) — `settings/too-large`, `settings/unreadable`,
 *   and a file that is not JSON, `settings/corrupt` (saying where its text breaks, or that it is empty);
 * - settings out of range: `settings/invalid`; replaced at the next save;
 * - a `language` Parlour does not have: `settings/language`; the system's language is used (the host
 *   drops the notice once a language is chosen).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DEFAULT_SESSION_SETTINGS, mergeSettings, type SessionSettings } from '../src/session/types';
import { fileFault, writeFileAtomic } from './files';
import { jsonFaultMessage, parseJsonText } from '../src/core/json-text';
import { moveAside } from './journal-file';
import type { Notify } from './resume';
import { LANGUAGE_CODES, isLang, msg, type Lang, type Message } from '../src/i18n/index';

/** Largest settings file read, in bytes (one is about 150 bytes). */
export const MAX_SETTINGS_BYTES = 64 * 1024;

/** The path of the settings file in `dataDir`. */
export function settingsPath(dataDir: string): string {
  return join(dataDir, 'settings.json');
}

/**
 * Reads the session settings of `dataDir`; problems are told through `notify` (`settings/too-large`,
 * `settings/unreadable`, `settings/corrupt`, `settings/invalid`, `settings/language`). Never throws.
 */
export async function loadSettings(dataDir: string, notify: Notify): Promise<SessionSettings> {
  const path = settingsPath(dataDir);
  const setAside = async (code: string, why: string, what: Message): Promise<SessionSettings> => {
    const aside = await moveAside(path, why).catch(() => undefined);
    // The copy is named by its file name alone: it lies in the same folder as the path already named.
    notify('warning', code, msg('host.settings-set-aside', { file: path, what, aside: aside === undefined ? '' : basename(aside), kept: aside === undefined ? 'no' : 'yes' }));
    return DEFAULT_SESSION_SETTINGS;
  };
  let text: string;
  try {
    const st = await stat(path);
    if (st.isFile() && st.size > MAX_SETTINGS_BYTES) return await setAside('settings/too-large', 'too-large', msg('host.settings-too-large', { bytes: st.size, max: MAX_SETTINGS_BYTES }));
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_SESSION_SETTINGS;
    return setAside('settings/unreadable', 'unreadable', msg('host.settings-unreadable', { why: fileFault(e) }));
  }
  const parsed = parseJsonText(text);
  // Kept aside like an unreadable file, so the notice is given once and the next save starts afresh. It
  // says where the text breaks, or that it is empty (an empty file said only "is not JSON").
  if (!parsed.ok) return setAside('settings/corrupt', 'corrupt', msg('host.settings-not-json', { where: jsonFaultMessage(parsed.error) }));
  const raw = parsed.value;
  // A language the file names that Parlour does not have is said, not silently replaced (loadLanguage then gives null).
  const language = (raw as { language?: unknown } | null)?.language;
  if (language !== undefined && !isLang(language)) {
    notify('warning', 'settings/language', msg('host.settings-language', { value: JSON.stringify(language).slice(0, 40), file: path, allowed: LANGUAGE_CODES.join(', ') }));
  }
  const merged = mergeSettings(DEFAULT_SESSION_SETTINGS, (raw as { session?: unknown } | null)?.session);
  if (merged.ok) return merged.value;
  notify('warning', 'settings/invalid', msg('host.settings-invalid', { why: merged.error.message }));
  return DEFAULT_SESSION_SETTINGS;
}

/**
 * The language chosen on the start screen, as the settings file of `dataDir` keeps it (`language`, a
 * code of `src/i18n/languages.ts`); `null` when none was chosen, or the file cannot say (the reasons are
 * {@link loadSettings}'s to report).
 */
export async function loadLanguage(dataDir: string): Promise<Lang | null> {
  try {
    const path = settingsPath(dataDir);
    if ((await stat(path)).size > MAX_SETTINGS_BYTES) return null;
    const language = (JSON.parse(await readFile(path, 'utf8')) as { language?: unknown } | null)?.language;
    return isLang(language) ? language : null;
  } catch {
    return null;
  }
}

/** Writes the session settings and the chosen language of `dataDir` (atomically). @throws the file system's error. */
export async function saveSettings(dataDir: string, settings: SessionSettings, language: Lang | null = null): Promise<void> {
  await writeFileAtomic(settingsPath(dataDir), `${JSON.stringify({ session: settings, ...(language === null ? {} : { language }) }, null, 2)}\n`);
}
