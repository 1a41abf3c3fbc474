/**
 * Saved records in the data folder: `records/<game id>.json`, one finished (or saved) game each, in the
 * record format of `src/core/record.ts`. A session becomes a record; records are listed and read back
 * for replay (`replay.ts`).
 */
import { mkdir, readFile, readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { describeResult, formatRecord, makeRecord, parseRecordText, type GameRecord, type RecordResult } from '../src/core/record';
import { err, ok, type Result } from '../src/core/result';
import { findGame } from '../src/games/index';
import type { Session } from '../src/session/session';
import { writeFileAtomic } from './files';
import type { HostError, RecordInfo, SavedRecord } from './types';
import { format, msg, type Message } from '../src/i18n/index';

/** The records folder of `dataDir`. */
function recordsDir(dataDir: string): string {
  return join(dataDir, 'records');
}

/**
 * The game of session `s` as a record: its plies, result, complete rule options, a custom start, and
 * where it came from; `gaps` (what a damaged journal lost, `JournalGame.gaps`) are named in
 * `meta.journalGaps`, in English (a record is a document for programs and archives, like the log).
 */
export function recordOf(s: Session, gaps: readonly Message[] = []): GameRecord {
  const status = s.status();
  const termination = s.termination();
  const result: RecordResult =
    status.kind === 'ongoing'
      ? { kind: 'ongoing' }
      : status.kind === 'won'
        ? { kind: 'won', winners: [...status.winners], ...(termination === undefined || termination === 'rules' ? {} : { termination }) }
        : { kind: 'draw', ...(termination === undefined || termination === 'rules' ? {} : { termination }) };
  const start = s.game.formatPosition(s.startPosition);
  const setup = s.game.setup(s.game.optionsOf(s.startPosition), s.players.length);
  const customStart = !setup.ok || s.game.formatPosition(setup.value) !== start;
  return makeRecord(
    s.game,
    s.moves.map((m) => m.notation),
    result,
    {
      options: s.options as Record<string, unknown>,
      players: s.players.length,
      ...(customStart ? { start } : {}),
      meta: {
        source: `Parlour session ${s.id}`,
        date: new Date().toISOString().slice(0, 10),
        seats: s.players.join(' '),
        ...(gaps.length === 0 ? {} : { journalGaps: gaps.map((g) => format(g, 'en')).join(' | ') }),
      },
    },
  );
}

/** The file name of the record of game `id` (the id made safe for a file name). */
export function recordNameOf(id: string): string {
  return `${id.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

/** Whether a record of game `id` is saved in `dataDir`. */
export async function hasRecord(dataDir: string, id: string): Promise<boolean> {
  try {
    await stat(join(recordsDir(dataDir), recordNameOf(id)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves session `s` as `records/<session id>.json` (the id made safe for a file name), atomically.
 * @param gaps what a damaged journal lost of this game, named in the record.
 * @returns the record's listing and `folder`, the absolute path of the folder it was written to (the
 *   screen says where the file went).
 * @throws the file system's error (the caller reports `record/write-failed`).
 */
export async function saveSessionRecord(dataDir: string, s: Session, gaps: readonly Message[] = []): Promise<SavedRecord> {
  const record = recordOf(s, gaps);
  const dir = recordsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = recordNameOf(s.id);
  await writeFileAtomic(join(dir, name), formatRecord(record));
  return { name, game: s.game.id, plies: record.moves.length, result: describeResult(record.result, s.game), savedAt: new Date().toISOString(), folder: resolve(dir) };
}

/** The readable records of `dataDir`, newest first; files that are not records of a known game are skipped. */
export async function listRecordFiles(dataDir: string): Promise<RecordInfo[]> {
  const dir = recordsDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return [];
  }
  const out: RecordInfo[] = [];
  for (const name of names) {
    try {
      const text = await readFile(join(dir, name), 'utf8');
      const r = parseRecordText(text);
      const game = r.ok ? findGame(r.value.game) : undefined;
      if (!r.ok || game === undefined) continue;
      const st = await stat(join(dir, name));
      out.push({ name, game: game.id, plies: r.value.moves.length, result: describeResult(r.value.result, game), savedAt: st.mtime.toISOString() });
    } catch {
      // unreadable files are skipped; loadRecord names the problem
    }
  }
  return out.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * The text of a record: a saved one by file name, or text given as it is.
 * Errors: `record/bad-name` (not a plain `*.json` name: no folders), `record/not-found`.
 */
export async function recordText(dataDir: string, source: { readonly name: string } | { readonly text: string }): Promise<Result<string, HostError>> {
  if (!('name' in source)) return ok(source.text);
  const name = basename(source.name);
  if (name !== source.name || !name.endsWith('.json')) return err({ code: 'record/bad-name', message: msg('host.record-bad-name', { name: JSON.stringify(source.name) }) });
  try {
    return ok(await readFile(join(recordsDir(dataDir), name), 'utf8'));
  } catch {
    return err({ code: 'record/not-found', message: msg('host.record-not-found', { name }) });
  }
}
