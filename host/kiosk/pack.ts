/**
 * The museum's content pack on disk (kiosk-practice K9: "content pack ... loaded from a folder/USB,
 * schema-validated, previous pack kept for rollback"; the pack's format and checks: `src/kiosk/pack.ts`;
 * docs/kiosk.md "Content pack").
 *
 * Reading a pack folder ({@link checkPackFolder}) treats it as hostile (it comes on a stick from
 * anywhere): only the files `pack.json` names are read, each must be a plain file (a symbolic link is
 * refused, wherever it points), its real path must lie inside the folder, and its size is checked before
 * it is read (a huge file is refused unread). Every fault is kept.
 *
 * Installing ({@link PackStore.install}) copies exactly those checked bytes, nothing else, into
 * `<data>/kiosk/packs/<id>/`, checks the copy again, and only then switches: `<data>/kiosk/packs/state.json`
 * (written atomically: a rename) names the current pack and the previous one. So an install either
 * happens whole or not at all, a refused pack changes nothing, and rolling back
 * ({@link PackStore.rollback}) is the same one atomic write with the two swapped. Packs no longer named
 * are deleted afterwards. The first pack's "previous" is Parlour's own texts (`id: null`).
 */
import { lstat, mkdir, readFile, readdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { msg } from '../../src/i18n';
import type { Lang } from '../../src/i18n';
import type { GameId } from '../../src/core/game';
import { jsonFaultMessage, parseJsonText } from '../../src/core/json-text';
import { configFaults } from '../../src/kiosk/config';
import {
  AUDIO_MAX_BYTES,
  PACK_TEXT_MAX_BYTES,
  PICTURE_MAX_BYTES,
  bytesMatch,
  isSafePackPath,
  manifestFiles,
  mimeOf,
  plainText,
  readPackManifest,
  readPackTexts,
  type MediaMime,
  type PackContent,
  type PackFault,
  type PackManifest,
} from '../../src/kiosk/pack';
import { fileFault, writeFileAtomic } from '../files';

/** A pack folder that passed every check: its manifest, texts (as written: ICU) and media bytes. */
export interface CheckedPack {
  readonly manifest: PackManifest;
  readonly texts: Readonly<Partial<Record<Lang, Readonly<Record<string, string>>>>>;
  /** Every media file by its path in the pack: its type and bytes. */
  readonly media: ReadonlyMap<string, { readonly mime: MediaMime; readonly bytes: Uint8Array }>;
}

type Read = { ok: true; bytes: Uint8Array } | { ok: false; fault: PackFault };

/** Reads `rel` of the folder whose real path is `root`, as the module docs say (plain file, inside, at most `max` bytes). */
async function readInside(root: string, rel: string, max: number): Promise<Read> {
  const file = join(root, ...rel.split('/'));
  const no = (problem: PackFault['problem']): Read => ({ ok: false, fault: { path: rel, problem } });
  let st;
  try {
    st = await lstat(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return no(code === 'ENOENT' || code === 'ENOTDIR' ? msg('kiosk.pack.fault.not-file', { file: rel }) : msg('kiosk.pack.fault.read', { file: rel, detail: fileFault(e) }));
  }
  if (st.isSymbolicLink()) return no(msg('kiosk.pack.fault.link', { file: rel }));
  if (!st.isFile()) return no(msg('kiosk.pack.fault.not-file', { file: rel }));
  try {
    // A folder on the way may be a link: the file's real path must still be inside the pack.
    if (!(await realpath(file)).startsWith(root + sep)) return no(msg('kiosk.pack.fault.link', { file: rel }));
  } catch (e) {
    return no(msg('kiosk.pack.fault.read', { file: rel, detail: fileFault(e) }));
  }
  if (st.size > max) return no(msg('kiosk.pack.fault.size', { file: rel, bytes: st.size, max }));
  try {
    const bytes = new Uint8Array(await readFile(file));
    // It may have grown between the look and the read.
    return bytes.length > max ? no(msg('kiosk.pack.fault.size', { file: rel, bytes: bytes.length, max })) : { ok: true, bytes };
  } catch (e) {
    return no(msg('kiosk.pack.fault.read', { file: rel, detail: fileFault(e) }));
  }
}

const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);

/**
 * Checks the pack in `folder` (see the module docs); `parlour kiosk pack FOLDER` and "Load content pack" use it.
 * @returns the checked pack, or every fault found (never throws).
 */
export async function checkPackFolder(folder: string): Promise<{ ok: true; value: CheckedPack } | { ok: false; error: PackFault[] }> {
  let root: string;
  try {
    root = await realpath(folder);
    if (!(await lstat(root)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (e) {
    return { ok: false, error: [{ path: folder, problem: msg('kiosk.pack.fault.read', { file: folder, detail: fileFault(e, 'folder') }) }] };
  }
  const m = await readInside(root, 'pack.json', PACK_TEXT_MAX_BYTES);
  if (!m.ok) return { ok: false, error: [m.fault] };
  const { manifest, faults } = readPackManifest(utf8(m.bytes));
  if (manifest === undefined) return { ok: false, error: faults };
  const texts: Partial<Record<Lang, Record<string, string>>> = {};
  for (const lang of manifest.languages) {
    const rel = `texts/${lang}.json`;
    const r = await readInside(root, rel, PACK_TEXT_MAX_BYTES);
    if (!r.ok) {
      faults.push(r.fault);
      continue;
    }
    const t = readPackTexts(rel, utf8(r.bytes));
    if (t.ok) texts[lang] = t.value;
    else faults.push(...t.error);
  }
  const media = new Map<string, { mime: MediaMime; bytes: Uint8Array }>();
  for (const [rel, kind] of manifestFiles(manifest)) {
    const mime = mimeOf(rel, kind);
    if (!isSafePackPath(rel) || mime === undefined) continue; // named by readPackManifest
    const r = await readInside(root, rel, kind === 'picture' ? PICTURE_MAX_BYTES : AUDIO_MAX_BYTES);
    if (!r.ok) faults.push(r.fault);
    else if (!bytesMatch(mime, r.bytes)) faults.push({ path: rel, problem: msg('kiosk.pack.fault.kind', { file: rel, kinds: mime }) });
    else media.set(rel, { mime, bytes: r.bytes });
  }
  return faults.length > 0 ? { ok: false, error: faults } : { ok: true, value: { manifest, texts, media } };
}

/** One entry of `state.json`: a pack's folder name under `packs/` (`null`: Parlour's own texts) and when it was installed. */
const EntrySchema = z.strictObject({ id: z.string().regex(/^[0-9a-z-]{1,40}$/).nullable(), installedAt: z.string().max(40) });
const StoreStateSchema = z.strictObject({ current: EntrySchema, previous: EntrySchema.nullable() });
type StoreState = z.output<typeof StoreStateSchema>;
const BUILT_IN: StoreState = { current: { id: null, installedAt: '' }, previous: null };

/** An installed pack the kiosk shows: what the renderer gets, and the checked files. */
export interface InstalledPack {
  readonly content: PackContent;
  readonly pack: CheckedPack;
}

/** The installed packs of one data folder (see the module docs). */
export class PackStore {
  private readonly dir: string;
  private state: StoreState = BUILT_IN;
  private shown: InstalledPack | null = null;
  private previousInfo: { name: string; version: string; installedAt: string } | null = null;

  /** @param now the wall clock, epoch ms (installation times). */
  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = join(dataDir, 'kiosk', 'packs');
  }

  /** The pack shown now, `null` for Parlour's own texts. */
  get current(): InstalledPack | null {
    return this.shown;
  }

  /** The pack a rollback goes back to: its name and version (`name` `''` for Parlour's own texts), or `null` when none is kept. */
  get previous(): { name: string; version: string; installedAt: string } | null {
    return this.previousInfo;
  }

  /**
   * Reads `state.json` and checks the current pack again (a copy damaged on disk, or from another version
   * that no longer passes, is not shown).
   * @returns the faults of an installed pack that is not shown (`[]` when all is well).
   */
  async open(): Promise<PackFault[]> {
    let text: string | undefined;
    try {
      text = await readFile(join(this.dir, 'state.json'), 'utf8');
    } catch {
      text = undefined; // no pack was ever installed
    }
    let parsed: StoreState = BUILT_IN;
    if (text !== undefined) {
      const file = join(this.dir, 'state.json');
      const json = parseJsonText(text);
      if (!json.ok) return [{ path: 'state.json', problem: msg('kiosk.pack.fault.json', { file, where: jsonFaultMessage(json.error) }) }];
      const shaped = StoreStateSchema.safeParse(json.value);
      if (!shaped.success) return configFaults(shaped.error).map((f) => ({ path: 'state.json', problem: msg('kiosk.pack.fault.in-file', { file, problem: f.problem }) }));
      parsed = shaped.data;
    }
    return this.switchTo(parsed, false);
  }

  /** Shows the packs `s` names; with `write`, first makes `s` the stored state (atomically). */
  private async switchTo(s: StoreState, write: boolean): Promise<PackFault[]> {
    const current = s.current.id === null ? null : await checkPackFolder(join(this.dir, s.current.id));
    if (current !== null && !current.ok) return current.error;
    if (write) {
      await mkdir(this.dir, { recursive: true });
      await writeFileAtomic(join(this.dir, 'state.json'), `${JSON.stringify(s, null, 2)}\n`);
    }
    this.state = s;
    this.shown = current === null ? null : { pack: current.value, content: contentOf(current.value, s.current.installedAt) };
    this.previousInfo = await this.infoOf(s.previous);
    return [];
  }

  private async infoOf(e: StoreState['previous']): Promise<{ name: string; version: string; installedAt: string } | null> {
    if (e === null) return null;
    if (e.id === null) return { name: '', version: '', installedAt: e.installedAt };
    const m = await readFile(join(this.dir, e.id, 'pack.json'), 'utf8').then(readPackManifest, () => undefined);
    return m?.manifest === undefined ? null : { name: m.manifest.name, version: m.manifest.version, installedAt: e.installedAt };
  }

  /**
   * Checks the pack in `folder` and installs it (see the module docs): the current pack becomes the previous one.
   * @returns the faults; `[]` when it was installed. Nothing changes when there is any.
   */
  async install(folder: string): Promise<PackFault[]> {
    const checked = await checkPackFolder(folder);
    if (!checked.ok) return checked.error;
    const id = `${this.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    const incoming = join(this.dir, `.incoming-${id}`);
    try {
      await mkdir(incoming, { recursive: true });
      const put = async (rel: string, bytes: Uint8Array | string) => {
        const file = join(incoming, ...rel.split('/'));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, bytes);
      };
      const { manifest, media } = checked.value;
      await put('pack.json', JSON.stringify(manifest, null, 2));
      for (const lang of manifest.languages) await put(`texts/${lang}.json`, JSON.stringify(checked.value.texts[lang] ?? {}, null, 2));
      for (const [rel, m] of media) await put(rel, m.bytes);
      await rename(incoming, join(this.dir, id));
    } catch (e) {
      await rm(incoming, { recursive: true, force: true }).catch(() => undefined);
      // Writing, not reading, failed: it said "… cannot be read" of the kiosk's own folder.
      return [{ path: this.dir, problem: msg('kiosk.pack.fault.write', { file: this.dir, detail: fileFault(e, 'folder') }) }];
    }
    const faults = await this.switchTo({ current: { id, installedAt: new Date(this.now()).toISOString() }, previous: this.state.current }, true);
    await this.tidy();
    return faults;
  }

  /**
   * Goes back to the previous pack (the current one becomes the previous: a second rollback undoes the first).
   * @returns the faults (`kiosk.pack.fault.no-previous` when none is kept); `[]` when done.
   */
  async rollback(): Promise<PackFault[]> {
    const prev = this.state.previous;
    if (prev === null) return [{ path: '', problem: msg('kiosk.pack.fault.no-previous') }];
    return this.switchTo({ current: prev, previous: this.state.current }, true);
  }

  /** Deletes the pack folders `state.json` no longer names (and an install a crash left half done). */
  private async tidy(): Promise<void> {
    const keep = new Set([this.state.current.id, this.state.previous?.id]);
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const n of names) if (n !== 'state.json' && !n.startsWith('.state.json') && !keep.has(n)) await rm(join(this.dir, n), { recursive: true, force: true });
  }

  /**
   * A media file of the current pack for the renderer: `picture/<game>` or `audio/<lang>/<page>.<game>`.
   * @returns its type and bytes in base64, or `undefined` when the pack has no such file.
   */
  media(key: string): { mime: MediaMime; data: string } | undefined {
    const p = this.shown?.pack;
    if (p === undefined) return undefined;
    const m = /^picture\/([a-z-]+)$/.exec(key) ?? /^audio\/([a-z]{2})\/([a-z]+\.[a-z-]+)$/.exec(key);
    if (m === null) return undefined;
    const rel = m.length === 2 ? p.manifest.pictures[m[1] as GameId] : (p.manifest.audio[m[1] as Lang] as Record<string, string> | undefined)?.[m[2]!];
    const file = rel === undefined ? undefined : p.media.get(rel);
    return file === undefined ? undefined : { mime: file.mime, data: Buffer.from(file.bytes).toString('base64') };
  }
}

/** What the renderer is told of a checked pack installed at `installedAt`. */
export function contentOf(p: CheckedPack, installedAt: string): PackContent {
  const texts: Partial<Record<Lang, Record<string, string>>> = {};
  for (const [lang, byCode] of Object.entries(p.texts)) texts[lang as Lang] = Object.fromEntries(Object.entries(byCode ?? {}).map(([k, v]) => [k, plainText(v)]));
  const audio: string[] = [];
  for (const [lang, byKey] of Object.entries(p.manifest.audio)) for (const k of Object.keys(byKey ?? {})) audio.push(`${lang}/${k}`);
  return {
    name: p.manifest.name,
    version: p.manifest.version,
    installedAt,
    languages: p.manifest.languages,
    texts,
    pictures: Object.keys(p.manifest.pictures) as GameId[],
    audio,
  };
}
