/**
 * The content pack on disk (host/kiosk/pack.ts; kiosk-practice K9: "content pack ... loaded from a
 * folder/USB, schema-validated, previous pack kept for rollback"): installing copies the checked pack
 * into the data folder and switches atomically (current to previous), rollback swaps back, and a corrupt
 * or hostile pack (path traversal, a huge file, wrong types, symbolic links out of the folder, a picture
 * that is not one) is refused with every fault named while nothing changes: the same state file, the same
 * folders, the same content shown, and the kiosk keeps running. Real files in a temporary folder.
 */
import { cp, lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PackStore, checkPackFolder } from '../../../host/kiosk/pack';
import { createKiosk, type Kiosk } from '../../../host/kiosk/kiosk';
import { openKioskLog } from '../../../host/kiosk/log';
import { hashPin } from '../../../host/kiosk/pin';
import { format, type Message } from '../../../src/i18n/index';
import { AUDIO_MAX_BYTES, PICTURE_MAX_BYTES } from '../../../src/kiosk/pack';
import { silentWav } from '../../support/wav';

const EXAMPLE = join(process.cwd(), 'deploy', 'content-pack-example');
const dirs: string[] = [];
const kiosks: Kiosk[] = [];
afterEach(async () => {
  for (const k of kiosks.splice(0)) {
    await k.close();
    await k.host.close();
  }
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function tmp(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'parlour-pack-'));
  dirs.push(d);
  return d;
}

/** A copy of the example pack in a fresh folder, with `edit` applied to its manifest and files. */
async function packCopy(edit?: (dir: string, manifest: Record<string, unknown>) => Promise<void> | void): Promise<string> {
  const dir = join(await tmp(), 'PACK');
  await cp(EXAMPLE, dir, { recursive: true });
  const manifest = JSON.parse(await readFile(join(dir, 'pack.json'), 'utf8')) as Record<string, unknown>;
  await edit?.(dir, manifest);
  await writeFile(join(dir, 'pack.json'), JSON.stringify(manifest));
  return dir;
}

/** Everything under `dir`, with each file's bytes: what "nothing changes" compares. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out[p.slice(dir.length)] = (await readFile(p)).toString('base64');
    }
  };
  await walk(dir);
  return out;
}

const en = (faults: readonly { problem: unknown }[]) => faults.map((f) => format(f.problem as Message, 'en'));

describe('installing and rolling back', () => {
  it('installs the example pack, keeps Parlour’s own texts as the previous, and rollback swaps back and forth', async () => {
    const data = await tmp();
    const store = new PackStore(data, () => Date.parse('2027-03-01T10:00:00Z'));
    expect(await store.open()).toEqual([]);
    expect(store.current).toBeNull();
    expect(store.previous).toBeNull();
    expect(await store.rollback()).toEqual([expect.objectContaining({ problem: expect.objectContaining({ code: 'kiosk.pack.fault.no-previous' }) })]);

    expect(await store.install(EXAMPLE)).toEqual([]);
    const c = store.current!.content;
    expect(c).toMatchObject({ name: 'Town Museum parlour games', version: '2027.1', installedAt: '2027-03-01T10:00:00.000Z', languages: ['en', 'de'], pictures: ['morris'], audio: [] });
    expect(c.texts.de?.['kiosk.history.morris']).toMatch(/^Dieses Mühlebrett ritzten Schreiber/);
    expect(store.previous).toEqual({ name: '', version: '', installedAt: '' });
    expect(store.media('picture/morris')?.mime).toBe('image/svg+xml');
    expect(Buffer.from(store.media('picture/morris')!.data, 'base64').equals(await readFile(join(EXAMPLE, 'pictures', 'morris.svg')))).toBe(true);
    expect(store.media('picture/quoits')).toBeUndefined();
    expect(store.media('../../etc/passwd')).toBeUndefined();

    // A fresh store on the same folder (the kiosk restarted) shows the same pack.
    const again = new PackStore(data);
    expect(await again.open()).toEqual([]);
    expect(again.current?.content.name).toBe('Town Museum parlour games');

    expect(await store.rollback()).toEqual([]);
    expect(store.current).toBeNull();
    expect(store.previous?.name).toBe('Town Museum parlour games');
    expect(await store.rollback()).toEqual([]);
    expect(store.current?.content.version).toBe('2027.1');
  });

  it('a second pack makes the first the previous; older ones are deleted', async () => {
    const data = await tmp();
    const store = new PackStore(data);
    await store.open();
    const v2 = await packCopy((_, m) => void (m['version'] = '2027.2'));
    const v3 = await packCopy((_, m) => void (m['version'] = '2027.3'));
    expect(await store.install(EXAMPLE)).toEqual([]);
    expect(await store.install(v2)).toEqual([]);
    expect(store.previous?.version).toBe('2027.1');
    expect(await store.install(v3)).toEqual([]);
    expect(store.current?.content.version).toBe('2027.3');
    expect(store.previous?.version).toBe('2027.2');
    const kept = (await readdir(join(data, 'kiosk', 'packs'))).sort();
    expect(kept).toHaveLength(3); // the two packs and state.json
    expect(kept).toContain('state.json');
  });

  it('copies only the files pack.json names, and checks the copy', async () => {
    const data = await tmp();
    const pack = await packCopy(async (dir, m) => {
      await writeFile(join(dir, 'notes.txt'), 'not part of the pack');
      await mkdir(join(dir, 'audio'));
      await writeFile(join(dir, 'audio', 'history-morris.wav'), silentWav(50));
      m['audio'] = { en: { 'history.morris': 'audio/history-morris.wav' } };
    });
    const store = new PackStore(data);
    await store.open();
    expect(await store.install(pack)).toEqual([]);
    const files = Object.keys(await snapshot(join(data, 'kiosk', 'packs'))).map((f) => f.replace(/^\/([^/]+\/)?/, ''));
    expect(files.sort()).toEqual(['audio/history-morris.wav', 'pack.json', 'pictures/morris.svg', 'state.json', 'texts/de.json', 'texts/en.json'].sort());
    expect(store.current?.content.audio).toEqual(['en/history.morris']);
    expect(store.media('audio/en/history.morris')?.mime).toBe('audio/wav');
  });

  it('an installed copy damaged on disk is not shown after a restart, and says why', async () => {
    const data = await tmp();
    const store = new PackStore(data);
    await store.open();
    await store.install(EXAMPLE);
    const id = JSON.parse(await readFile(join(data, 'kiosk', 'packs', 'state.json'), 'utf8')).current.id as string;
    await writeFile(join(data, 'kiosk', 'packs', id, 'texts', 'de.json'), '{"kiosk.goal.morris": "{"}');
    const after = new PackStore(data);
    const faults = await after.open();
    expect(en(faults)).toEqual(['texts/de.json: “kiosk.goal.morris” is not a valid message (EXPECT_ARGUMENT_CLOSING_BRACE).']);
    expect(after.current).toBeNull();
  });
});

describe('a corrupt or hostile pack changes nothing', () => {
  const HOSTILE: [string, (dir: string, m: Record<string, unknown>) => Promise<void> | void, RegExp][] = [
    ['a picture path out of the folder', (_, m) => void (m['pictures'] = { morris: '../secret.svg' }), /^\.\.\/secret\.svg: the path must stay inside the pack folder/],
    [
      'a picture that is a symbolic link out of the folder',
      async (dir) => {
        const outside = join(dir, '..', 'outside.svg');
        await writeFile(outside, '<svg xmlns="http://www.w3.org/2000/svg"/>');
        await rm(join(dir, 'pictures', 'morris.svg'));
        await symlink(outside, join(dir, 'pictures', 'morris.svg'));
      },
      /^pictures\/morris\.svg: is a symbolic link/,
    ],
    [
      'a texts folder that is a symbolic link out of the folder',
      async (dir) => {
        const outside = join(dir, '..', 'elsewhere');
        await cp(join(dir, 'texts'), outside, { recursive: true });
        await rm(join(dir, 'texts'), { recursive: true });
        await symlink(outside, join(dir, 'texts'));
      },
      /^texts\/en\.json: is a symbolic link/,
    ],
    ['a huge picture (refused unread)', (dir) => truncate(join(dir, 'pictures', 'morris.svg'), PICTURE_MAX_BYTES + 1), new RegExp(`^pictures/morris\\.svg: ${(PICTURE_MAX_BYTES + 1).toLocaleString('en')} bytes is more than`)],
    [
      'a huge recording',
      async (dir, m) => {
        await writeFile(join(dir, 'big.wav'), silentWav(50));
        await truncate(join(dir, 'big.wav'), AUDIO_MAX_BYTES + 10);
        m['audio'] = { de: { 'howto.morris': 'big.wav' } };
      },
      /^big\.wav: .* bytes is more than/,
    ],
    ['a huge texts file', (dir) => truncate(join(dir, 'texts', 'en.json'), 300 * 1024), /^texts\/en\.json: .* bytes is more than/],
    ['wrong types in pack.json', (_, m) => void Object.assign(m, { name: 42, languages: 'en' }), /^pack\.json: /],
    ['a text of the wrong type', (dir) => writeFile(join(dir, 'texts', 'de.json'), '{"kiosk.goal.morris": {"text": "x"}}'), /^texts\/de\.json: “kiosk\.goal\.morris” must be a text/],
    ['a missing texts file', (dir) => rm(join(dir, 'texts', 'de.json')), /^texts\/de\.json: is missing or not a plain file/],
    ['a picture that is not a picture', (dir) => writeFile(join(dir, 'pictures', 'morris.svg'), '#!/bin/sh\nrm -rf /\n'), /^pictures\/morris\.svg: is not of a kind the kiosk shows \(image\/svg\+xml\)/],
    ['an SVG with a script', (dir) => writeFile(join(dir, 'pictures', 'morris.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/")</script></svg>'), /^pictures\/morris\.svg: is not of a kind/],
    ['a picture that is a folder', async (dir) => (await rm(join(dir, 'pictures', 'morris.svg')), await mkdir(join(dir, 'pictures', 'morris.svg'))), /^pictures\/morris\.svg: is missing or not a plain file/],
  ];

  it.each(HOSTILE)('%s', async (_, edit, fault) => {
    const data = await tmp();
    const store = new PackStore(data);
    await store.open();
    expect(await store.install(EXAMPLE)).toEqual([]);
    const before = await snapshot(join(data, 'kiosk'));
    const shown = store.current?.content;
    const bad = await packCopy(edit);
    const faults = await store.install(bad);
    expect(en(faults).some((f) => fault.test(f)), en(faults).join('\n')).toBe(true);
    expect(await snapshot(join(data, 'kiosk'))).toEqual(before);
    expect(store.current?.content).toEqual(shown);
    expect((await checkPackFolder(bad)).ok).toBe(false);
  });

  it('a folder that is not there, or a file instead of a folder', async () => {
    const data = await tmp();
    const store = new PackStore(data);
    await store.open();
    // In words, never the system's bare code ("cannot be read (ENOENT)", as it said before).
    expect(en(await store.install(join(data, 'no-such-stick')))).toEqual([`${join(data, 'no-such-stick')} cannot be read: there is no such folder.`]);
    await writeFile(join(data, 'file'), 'x');
    expect(en(await store.install(join(data, 'file')))).toEqual([`${join(data, 'file')} cannot be read: it is a file, not a folder.`]);
    expect(await lstat(join(data, 'kiosk', 'packs')).catch(() => undefined)).toBeUndefined();
  });

  it('a kiosk folder that cannot take the copy says the copy failed, not that something cannot be read', async () => {
    const data = await tmp();
    const store = new PackStore(data);
    await store.open();
    expect(await store.install(EXAMPLE)).toEqual([]);
    const shown = store.current?.content;
    // A file where the packs' folder was: every write into it fails (as root, permissions would not).
    const packs = join(data, 'kiosk', 'packs');
    await rm(packs, { recursive: true });
    await writeFile(packs, 'x');
    const faults = await store.install(EXAMPLE);
    expect(en(faults)).toEqual([`The pack cannot be copied into ${packs}: it is a file, not a folder. The pack shown is unchanged.`]);
    expect(format(faults[0]!.problem as Message, 'de')).toBe(`Das Paket lässt sich nicht nach ${packs} kopieren: es ist eine Datei, kein Ordner. Das gezeigte Paket bleibt unverändert.`);
    expect(store.current?.content).toEqual(shown);
  });
});

/** A kiosk on `data` with the configuration `config` (and the tests' PIN), closed after the test. */
async function kioskOn(data: string, config: Record<string, unknown>): Promise<{ kiosk: Kiosk; token: string }> {
  const configFile = join(data, 'kiosk.json');
  await writeFile(configFile, JSON.stringify({ staff: { pinHash: await hashPin('2468', { ln: 10, r: 8, p: 1 }) }, ...config }));
  const kiosk = await createKiosk({
    dataDir: data,
    configFile,
    openLog: (logs) => openKioskLog({ dataDir: data, maxBytes: logs.maxBytes, keep: logs.keep, console: false }),
    shell: { kind: 'web', restart: () => undefined, quit: () => undefined },
  });
  kiosks.push(kiosk);
  const unlock = await kiosk.calls().staffUnlock('2468');
  return { kiosk, token: unlock.ok && unlock.value.result === 'open' ? unlock.value.token : '' };
}

describe('the kiosk with a pack', () => {
  it('staff load the configured folder, a refused pack is logged and changes nothing, rollback restores; the kiosk keeps answering', async () => {
    const data = await tmp();
    const stick = await packCopy();
    const { kiosk, token } = await kioskOn(data, { content: { folder: stick }, attract: { secondsPerPly: 0.5 } });
    const calls = kiosk.calls();
    expect(await calls.staffPack('x'.repeat(20), 'load')).toMatchObject({ ok: false, error: { code: 'kiosk/not-staff' } });

    const loaded = await calls.staffPack(token, 'load');
    expect(loaded.ok && loaded.value.result).toBe('installed');
    expect(loaded.ok && loaded.value.state.pack?.texts.en?.['kiosk.history.morris']).toMatch(/^This Morris board was scratched/);
    expect((await calls.kioskMedia('picture/morris')).ok).toBe(true);

    // The museum's next stick has a fault: refused, the current pack stays.
    await writeFile(join(stick, 'texts', 'en.json'), JSON.stringify({ 'kiosk.history.morris': 'Hello {visitor}', 'kiosk.howto.morris': 'x' }));
    const refused = await calls.staffPack(token, 'load');
    expect(refused.ok && refused.value.result).toBe('refused');
    expect(refused.ok && en(refused.value.faults)).toEqual([
      'texts/en.json: “kiosk.history.morris” takes no parameters in braces.',
      "texts/en.json: “kiosk.howto.morris” is not one of the kiosk's content texts (docs/kiosk.md lists them).",
    ]);
    expect(refused.ok && refused.value.faults.map((f) => format(f.problem as Message, 'de'))[0]).toBe('texts/en.json: „kiosk.history.morris“ nimmt keine Parameter in geschweiften Klammern.');
    const state = await calls.kioskState();
    expect(state.ok && state.value?.pack?.version).toBe('2027.1');

    const back = await calls.staffPack(token, 'rollback');
    expect(back.ok && back.value.result).toBe('rolled-back');
    expect(back.ok && back.value.state.pack).toBeNull();
    expect(back.ok && back.value.state.previousPack?.name).toBe('Town Museum parlour games');
    expect(await calls.kioskMedia('picture/morris')).toEqual({ ok: true, value: null });

    const status = await calls.staffStatus(token);
    const lines = status.ok ? status.value.log.join('\n') : '';
    expect(lines).toMatch(/content pack Town Museum parlour games 2027\.1 installed from /);
    expect(lines).toMatch(/content pack in .* refused: texts\/en\.json: “kiosk\.history\.morris” takes no parameters/);
    expect(lines).toMatch(/content pack rolled back to/);
    expect(kiosk.health().status).toBe('ok');
  });

  it('without content.folder, "Load content pack" says so and changes nothing', async () => {
    const data = await tmp();
    const { kiosk, token } = await kioskOn(data, {});
    const r = await kiosk.calls().staffPack(token, 'load');
    expect(r.ok && r.value.result).toBe('refused');
    expect(r.ok && en(r.value.faults)).toEqual(['The configuration names no content pack folder (content.folder).']);
    expect(r.ok && r.value.state.pack).toBeNull();
  });
});
