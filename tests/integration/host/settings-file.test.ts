/**
 * Issue 12, failure 10: "A 100 MB `settings.json` is silently ignored: say so." Before the fix a
 * settings file that was too large, or not readable (a folder), gave no notice at all. Nor did a
 * language Parlour does not have.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../unit/support/text';
import { createHost } from '../../../host/host';
import { MAX_SETTINGS_BYTES, settingsPath } from '../../../host/settings-file';
import { DEFAULT_SESSION_SETTINGS } from '../../../src/session/types';
import { unwrap } from '../../../src/core/result';
import { format } from '../../../src/i18n/index';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function dataDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'parlour-settings-'));
  dirs.push(d);
  return d;
}

describe('settings files that cannot be used say so (issue 12, failure 10)', () => {
  it('a 100 MB settings.json: not read, kept aside, the defaults used, and a notice with its size', async () => {
    const dir = await dataDir();
    const text = `{"session":{"settleMs":250},"pad":"${'x'.repeat(100 * 2 ** 20)}"}`;
    await writeFile(settingsPath(dir), text);
    const h = await createHost({ dataDir: dir });
    const st = unwrap(await h.startup());
    expect(st.settings).toEqual(DEFAULT_SESSION_SETTINGS);
    const n = st.notices.find((x) => x.code === 'settings/too-large');
    expect(en(n?.message)).toMatch(new RegExp(`is ${text.length} bytes, more than a settings file can be \\(${MAX_SETTINGS_BYTES}\\); the defaults are used and the file was kept beside it as settings\\.json\\.too-large-`));
    // the next save works, and the big file is still there
    unwrap(await h.setSettings({ settleMs: 300 }));
    expect((await stat(settingsPath(dir))).size).toBeLessThan(1000);
    expect((await readdir(dir)).filter((f) => f.startsWith('settings.json.too-large-'))).toHaveLength(1);
    await h.close();
  });

  it('a settings.json that is not JSON: kept aside, the defaults used, said once, and the next start is quiet (newcomer report)', async () => {
    const dir = await dataDir();
    await writeFile(settingsPath(dir), '{not json');
    const log: string[] = [];
    const h = await createHost({ dataDir: dir, log: (l) => log.push(l) });
    const st = unwrap(await h.startup());
    expect(st.settings).toEqual(DEFAULT_SESSION_SETTINGS);
    // The host's log says it too, for whoever looks afterwards (it was on screen only).
    expect(log.filter((l) => l.startsWith('notice '))).toEqual([expect.stringMatching(/^notice warning settings\/corrupt: the settings file .*settings\.json is not JSON \(the fault is at line 1, column 2\); the defaults are used and the file was kept beside it as /)]);
    // The copy is named by its file name: the folder is the one the notice has just named (it was twice).
    const said = en(st.notices.find((x) => x.code === 'settings/corrupt')?.message);
    expect(said).toMatch(/settings\.json is not JSON \(the fault is at line 1, column 2\); the defaults are used and the file was kept beside it as settings\.json\.corrupt-[^/]*$/);
    expect(said.split(dir)).toHaveLength(2);
    const kept = (await readdir(dir)).filter((f) => f.startsWith('settings.json.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0]!), 'utf8')).toBe('{not json');
    await h.close();
    const again = await createHost({ dataDir: dir });
    expect(unwrap(await again.startup()).notices.map((x) => x.code)).not.toContain('settings/corrupt');
    await again.close();
  });

  it('an empty settings.json says it is empty, in English and in German (it said only "is not JSON")', async () => {
    const dir = await dataDir();
    await writeFile(settingsPath(dir), '\n  \n');
    const h = await createHost({ dataDir: dir });
    const n = unwrap(await h.startup()).notices.find((x) => x.code === 'settings/corrupt');
    expect(en(n?.message)).toMatch(/settings\.json is not JSON \(the text is empty\); the defaults are used and the file was kept beside it as settings\.json\.corrupt-/);
    expect(format(n!.message, 'de')).toMatch(/^die Einstellungsdatei \S+settings\.json ist kein JSON \(der Text ist leer\); es gelten die Voreinstellungen, und die Datei wurde daneben als settings\.json\.corrupt-\S+ aufbewahrt$/);
    await h.close();
  });

  it('a cut-off settings.json names the line where its text stops', async () => {
    const dir = await dataDir();
    await writeFile(settingsPath(dir), '{\n  "session": {\n    "settleMs": 250\n');
    const h = await createHost({ dataDir: dir });
    const n = unwrap(await h.startup()).notices.find((x) => x.code === 'settings/corrupt');
    expect(en(n?.message)).toContain('is not JSON (the text ends on line 3 before the JSON is complete)');
    await h.close();
  });

  it('a folder where settings.json should be: a notice, and saving works again', async () => {
    const dir = await dataDir();
    await mkdir(settingsPath(dir));
    const h = await createHost({ dataDir: dir });
    const st = unwrap(await h.startup());
    // In words (it said "cannot be read (EISDIR: illegal operation on a directory, read)").
    expect(en(st.notices.find((x) => x.code === 'settings/unreadable')?.message)).toMatch(
      new RegExp(`^the settings file ${settingsPath(dir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read: it is a folder, not a file; the defaults are used and the file was kept beside it as settings\\.json\\.unreadable-`),
    );
    // One German sentence, the file its subject (it read "…settings.json: sie lässt sich nicht lesen").
    expect(format(st.notices.find((x) => x.code === 'settings/unreadable')!.message, 'de')).toMatch(/^die Einstellungsdatei \S+settings\.json lässt sich nicht lesen, denn es ist ein Ordner, keine Datei; es gelten die Voreinstellungen/);
    unwrap(await h.setSettings({ settleMs: 300 }));
    expect(unwrap(await h.startup()).notices.map((x) => x.code)).not.toContain('settings/write-failed');
    await h.close();
  });
});

describe('the language chosen on the start screen (issue 15)', () => {
  it('is kept in the settings file beside the session settings, and offered at the next start', async () => {
    const dir = await dataDir();
    const first = await createHost({ dataDir: dir });
    expect(unwrap(await first.startup()).language).toBeNull(); // none chosen: the renderer takes the system's
    unwrap(await first.setSettings({ settleMs: 300 }));
    unwrap(await first.setLanguage('de'));
    await first.close();
    expect(JSON.parse(await readFile(settingsPath(dir), 'utf8'))).toEqual({ session: { ...DEFAULT_SESSION_SETTINGS, settleMs: 300 }, language: 'de' });
    const again = await createHost({ dataDir: dir });
    const st = unwrap(await again.startup());
    expect(st.language).toBe('de');
    expect(st.settings.settleMs).toBe(300);
    // a later change of the session settings keeps the language
    unwrap(await again.setSettings({ settleMs: 350 }));
    expect(JSON.parse(await readFile(settingsPath(dir), 'utf8'))).toMatchObject({ language: 'de' });
    await again.close();
  });

  it('a language the file names that Parlour does not speak is no choice (the system language applies), and no other setting is lost', async () => {
    const dir = await dataDir();
    await writeFile(settingsPath(dir), JSON.stringify({ session: { settleMs: 250 }, language: 'fr' }));
    const h = await createHost({ dataDir: dir });
    const st = unwrap(await h.startup());
    expect(st.language).toBeNull();
    expect(st.settings.settleMs).toBe(250);
    // ... and it is said, not silently replaced (a newcomer wrote "klingon" and was told nothing).
    const n = st.notices.find((x) => x.code === 'settings/language');
    expect(en(n?.message)).toBe(`the language "fr" in ${settingsPath(dir)} is not one Parlour has (en, de); the system's language is used`);
    // Once a language is chosen, the file holds it and the notice is no longer given (a reload showed it again).
    unwrap(await h.setLanguage('de'));
    const later = unwrap(await h.startup());
    expect(later.notices.filter((x) => x.code === 'settings/language')).toEqual([]);
    expect(later.language).toBe('de');
    await h.close();
  });

  it('a settings.json with a good language says nothing about it', async () => {
    const dir = await dataDir();
    await writeFile(settingsPath(dir), JSON.stringify({ session: { settleMs: 250 }, language: 'de' }));
    const h = await createHost({ dataDir: dir });
    const st = unwrap(await h.startup());
    expect(st.language).toBe('de');
    expect(st.notices).toEqual([]);
    await h.close();
  });
});
