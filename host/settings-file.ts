/**
 * The settings file of the data folder, `settings.json`: `{ "session": SessionSettings }`. A missing file
 * gives the defaults; an unreadable or invalid one gives the defaults with a warning, and is replaced at
 * the next save.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SESSION_SETTINGS, mergeSettings, type SessionSettings } from '../src/session/types';
import { writeFileAtomic } from './files';
import type { Notify } from './resume';

/** The path of the settings file in `dataDir`. */
export function settingsPath(dataDir: string): string {
  return join(dataDir, 'settings.json');
}

/** Reads the session settings of `dataDir`; problems are told through `notify` (`settings/corrupt`, `settings/invalid`). */
export async function loadSettings(dataDir: string, notify: Notify): Promise<SessionSettings> {
  let text: string;
  try {
    text = await readFile(settingsPath(dataDir), 'utf8');
  } catch {
    return DEFAULT_SESSION_SETTINGS;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    notify('warning', 'settings/corrupt', `the settings file ${settingsPath(dataDir)} is not JSON; the defaults are used`);
    return DEFAULT_SESSION_SETTINGS;
  }
  const merged = mergeSettings(DEFAULT_SESSION_SETTINGS, (raw as { session?: unknown } | null)?.session);
  if (merged.ok) return merged.value;
  notify('warning', 'settings/invalid', `${merged.error.message}; the defaults are used`);
  return DEFAULT_SESSION_SETTINGS;
}

/** Writes the session settings of `dataDir` (atomically). @throws the file system's error. */
export async function saveSettings(dataDir: string, settings: SessionSettings): Promise<void> {
  await writeFileAtomic(settingsPath(dataDir), `${JSON.stringify({ session: settings }, null, 2)}\n`);
}
