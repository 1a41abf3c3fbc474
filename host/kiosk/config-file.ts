/**
 * The kiosk configuration file (issue 16: "one JSON file validated by a schema ..., loaded at start; an
 * invalid file is refused with a message naming each fault and the previous good one is kept";
 * kiosk-practice K9: "schema-validated, previous pack kept for rollback").
 *
 * Every file that passes the gate (`src/kiosk/validate.ts`) is copied to `<data>/kiosk/last-good.json`
 * (atomically). A file that does not pass, or cannot be read, is refused with every fault; the last good
 * copy is then used (checked again, so a copy from another version that no longer passes is not trusted),
 * else the defaults. A file that does not exist is not refused (it has no faults: every key may be left
 * out): it is absent, and the same stands in for it, the last good copy or else the defaults. Nothing is
 * ever written over the technician's own file.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultKioskConfig, KIOSK_CONFIG_SCHEMA, type ConfigFault, type KioskConfig } from '../../src/kiosk/config';
import { readKioskConfig } from '../../src/kiosk/validate';
import { err, type Result } from '../../src/core/result';
import { msg } from '../../src/i18n';
import { listProfiles, loadProfile } from '../../firmware-protocol/profile-files';
import { layoutFor } from '../../firmware-protocol/profile';
import { fileFault, writeFileAtomic } from '../files';

/**
 * What loading gave: the configuration in force, the file's faults (none when it was good or absent),
 * whether it was absent, and what was kept instead.
 */
export interface LoadedKioskConfig {
  readonly config: KioskConfig;
  readonly file: string;
  readonly faults: readonly ConfigFault[];
  /** `true` when there is no file at that path (then `faults` is empty and `kept` says what stands in). */
  readonly absent: boolean;
  /** `null` when the file was good; else (refused or absent) whether the previous good copy or the defaults are in force. */
  readonly kept: 'previous' | 'defaults' | null;
}

/** The last good copy's path in the data folder. */
export function lastGoodPath(dataDir: string): string {
  return join(dataDir, 'kiosk', 'last-good.json');
}

/** The board section's profile, which only the host can check (profiles are files): it must exist and map the board's game. */
function profileFaults(b: KioskConfig['board']): ConfigFault[] {
  if (b.kind === 'none' || b.profile === undefined) return [];
  const path = 'board.profile';
  if (!listProfiles().includes(b.profile)) return [{ path, problem: msg('kiosk.fault.value', { path, allowed: listProfiles().join(', ') }) }];
  const p = loadProfile(b.profile);
  if (!p.ok) return [{ path, problem: msg('kiosk.fault.profile', { path, detail: p.error.message }) }];
  if (layoutFor(p.value, b.game) === undefined) return [{ path, problem: msg('kiosk.fault.unsensed', { path, game: b.game }) }];
  return [];
}

/**
 * Checks the text of a configuration file as the kiosk does at start: the gate of `src/kiosk/validate.ts`,
 * then the board's profile (a file only the host can read). `parlour kiosk check` uses it too.
 * @returns the configuration, or every fault found.
 */
export function checkKioskConfigText(text: string): Result<KioskConfig, ConfigFault[]> {
  const r = readKioskConfig(text);
  if (r.ok) {
    const more = profileFaults(r.value.board);
    return more.length > 0 ? err(more) : r;
  }
  // Every fault at once: the profile of a board section that is sound in itself is checked too, when
  // other sections have faults (a technician fixed a PIN hash only to be told of the profile next).
  const board = soundBoard(text);
  return board === undefined || r.error.some((f) => f.path === 'board' || f.path.startsWith('board.')) ? r : err([...r.error, ...profileFaults(board)]);
}

/** The file's board section when the file is JSON and that section passes its schema, else `undefined`. */
function soundBoard(text: string): KioskConfig['board'] | undefined {
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null || !('board' in raw)) return undefined;
    const b = KIOSK_CONFIG_SCHEMA.shape.board.safeParse(raw.board);
    return b.success ? b.data : undefined;
  } catch {
    return undefined;
  }
}

/** The largest configuration file read, in KB (1024 bytes): the example is under 2 KB; `/dev/zero` never ends. */
export const CONFIG_MAX_KB = 256;

/**
 * The text of a configuration file, read as the kiosk and `parlour kiosk check` read it: an ordinary file
 * of at most {@link CONFIG_MAX_KB} KB, as UTF-8. What the path names is looked at before it is opened, so
 * a device or a named pipe is never read (a pipe with no writer would hold the kiosk's start forever).
 * @returns the text, or the fault in words (a folder, a device, no permission, too large; the system's
 *   code only for anything else); `absent` when there is no such file (ENOENT).
 */
export async function readConfigText(file: string): Promise<{ ok: true; text: string } | { ok: false; absent: boolean; fault: ConfigFault }> {
  const fault = (problem: ConfigFault['problem']) => ({ ok: false as const, absent: false, fault: { path: '', problem } });
  try {
    const st = await stat(file);
    if (st.isDirectory()) return fault(msg('kiosk.fault.read', { file, detail: msg('host.file-fault', { why: 'folder', code: '' }) }));
    if (!st.isFile()) return fault(msg('kiosk.fault.read', { file, detail: msg('host.file-fault', { why: 'device', code: '' }) }));
    if (st.size > CONFIG_MAX_KB * 1024) return fault(msg('kiosk.fault.too-big', { file, max: CONFIG_MAX_KB }));
    return { ok: true, text: await readFile(file, 'utf8') };
  } catch (e) {
    const problem = msg('kiosk.fault.read', { file, detail: fileFault(e) });
    return { ok: false, absent: (e as NodeJS.ErrnoException).code === 'ENOENT', fault: { path: '', problem } };
  }
}

/** Reads and checks one file: the configuration, or every fault; `absent` when there is no such file. */
async function readChecked(file: string): Promise<{ ok: true; config: KioskConfig; text: string } | { ok: false; absent: boolean; faults: ConfigFault[] }> {
  const read = await readConfigText(file);
  if (!read.ok) return { ok: false, absent: read.absent, faults: read.absent ? [] : [read.fault] };
  const text = read.text;
  const r = checkKioskConfigText(text);
  return r.ok ? { ok: true, config: r.value, text } : { ok: false, absent: false, faults: r.error };
}

/**
 * Loads the configuration `file`, keeping the last good one for `dataDir`.
 * @returns the configuration in force and what happened (never throws; a copy that cannot be written is
 *   left for the next good load).
 */
export async function loadKioskConfig(file: string, dataDir: string): Promise<LoadedKioskConfig> {
  const read = await readChecked(file);
  if (read.ok) {
    try {
      await mkdir(join(dataDir, 'kiosk'), { recursive: true });
      await writeFileAtomic(lastGoodPath(dataDir), read.text);
    } catch {
      // the running configuration is good; the copy is a convenience for the next refusal
    }
    return { config: read.config, file, faults: [], absent: false, kept: null };
  }
  const previous = await readChecked(lastGoodPath(dataDir));
  if (previous.ok) return { config: previous.config, file, faults: read.faults, absent: read.absent, kept: 'previous' };
  return { config: defaultKioskConfig(), file, faults: read.faults, absent: read.absent, kept: 'defaults' };
}
