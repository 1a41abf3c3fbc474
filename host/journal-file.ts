/**
 * The journal on disk: `<data>/journal/current.jsonl` holds the game in progress, one JSON line per
 * committed event (format: `src/session/journal.ts`). Each append is written and `fdatasync`ed before
 * its promise resolves, so the session acknowledges nothing that is not on disk (issue 4 §3).
 *
 * Issue 12, failure 5 ("A journal over 600 MB fails to read on every start (`Invalid string length`)
 * and new games are appended to it; a journal path that is a directory makes every new game fail"):
 * - a journal is read as a stream of lines ({@link readJournalFile}), each line bounded, keeping only
 *   the last game, so a file of any size reads in bounded memory;
 * - each game has a journal of its own: a new game creates `current.jsonl` afresh
 *   ({@link JournalFile.create}), first moving aside whatever is at that path (an old file, a folder);
 * - what cannot be read is moved aside (`current.jsonl.<why>-<time>`, {@link moveAside}), never
 *   deleted, and a damaged journal is replaced by its repaired entries with the file as found kept
 *   ({@link replaceJournal}).
 * Finished and abandoned games are moved to `<data>/journal/<game id>-<ms>.jsonl` ({@link archiveJournal}).
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { encodeEntry, JournalReader, MAX_JOURNAL_LINE, type JournalEntry, type JournalRead } from '../src/session/journal';
import type { JournalSink } from '../src/session/session';

/** Paths of the journal folder. */
export function journalPaths(dataDir: string): { dir: string; current: string } {
  const dir = join(dataDir, 'journal');
  return { dir, current: join(dir, 'current.jsonl') };
}

/** A file name part for a time: `2026-06-12T10-31-02-123Z`. */
const stampNow = (): string => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Moves `path` (a file or a folder) aside to `<path>.<why>-<time>` in the same folder.
 * @returns the new path. @throws the file system's error.
 */
export async function moveAside(path: string, why: string): Promise<string> {
  const to = `${path}.${why}-${stampNow()}`;
  await rename(path, to);
  return to;
}

/** An open journal file, appended to with fsync. Appends run one after another in call order. */
export class JournalFile implements JournalSink {
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  /** Opens (creating if needed) `path` for appending: the journal of a game being resumed. @throws the file system's error. */
  static async open(path: string): Promise<JournalFile> {
    await mkdir(dirname(path), { recursive: true });
    return new JournalFile(path, await open(path, 'a'));
  }

  /**
   * Creates `path` afresh for a new game. Whatever is there already (the journal of an earlier game
   * that could not be archived, a folder) is first moved aside, so one bad file never stops the next
   * game from journalling.
   * @returns the journal and, if something was moved aside, where it went.
   * @throws the file system's error (EACCES, ENOSPC …).
   */
  static async create(path: string): Promise<{ journal: JournalFile; movedAside?: string }> {
    await mkdir(dirname(path), { recursive: true });
    let movedAside: string | undefined;
    try {
      await stat(path);
      movedAside = await moveAside(path, 'set-aside');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    const journal = new JournalFile(path, await open(path, 'wx'));
    return movedAside === undefined ? { journal } : { journal, movedAside };
  }

  /** Appends one entry and waits until it is on disk. Rejects with the I/O error (the caller tells the user). */
  append(entry: JournalEntry): Promise<void> {
    const line = encodeEntry(entry);
    const next = this.chain.then(async () => {
      if (this.closed) throw new Error('the journal is closed');
      await this.handle.appendFile(line, 'utf8');
      await this.handle.datasync();
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Waits for pending appends, then closes the file. */
  async close(): Promise<void> {
    await this.chain;
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }
}

/**
 * Reads the journal at `path` as a stream of lines (each at most `MAX_JOURNAL_LINE` bytes; a longer
 * one is read as damaged without being held), keeping the last game's lines.
 * @returns what was read, or `undefined` when there is no file.
 * @throws the file system's error for anything else (a folder: EISDIR; EACCES …): the caller moves it aside.
 */
export async function readJournalFile(path: string): Promise<JournalRead | undefined> {
  try {
    const st = await stat(path);
    if (st.isDirectory()) throw Object.assign(new Error(`${path} is a folder, not a journal`), { code: 'EISDIR' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const reader = new JournalReader();
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  const keep = (b: Buffer): void => {
    if (tooLong) return;
    if (length + b.length > MAX_JOURNAL_LINE) {
      tooLong = true;
      parts = [];
      return;
    }
    parts.push(b);
    length += b.length;
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let nl = chunk.indexOf(0x0a, from); nl >= 0; nl = chunk.indexOf(0x0a, from)) {
      keep(chunk.subarray(from, nl));
      reader.line(tooLong ? '' : Buffer.concat(parts, length).toString('utf8'), tooLong);
      parts = [];
      length = 0;
      tooLong = false;
      from = nl + 1;
    }
    keep(chunk.subarray(from));
  }
  if (tooLong || length > 0) reader.cutOff(tooLong ? '(a line longer than the limit)' : Buffer.concat(parts, length).toString('utf8'));
  return reader.result();
}

/** Writes `entries` to `path` all at once (a temporary file beside it, synced, then renamed over it). @throws the file system's error. */
async function writeJournalAtomic(path: string, entries: readonly JournalEntry[]): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(3).toString('hex')}.tmp`);
  const h = await open(tmp, 'wx');
  try {
    await h.writeFile(entries.map(encodeEntry).join(''), 'utf8');
    await h.sync();
  } finally {
    await h.close();
  }
  await rename(tmp, path);
}

/**
 * Replaces a damaged journal by its repaired entries: the file as found is kept as
 * `<path>.damaged-<time>`, then the entries are written to `path` atomically.
 * @returns where the damaged file was kept. @throws the file system's error (the damaged file is then
 *   at the returned path or still at `path`, never lost).
 */
export async function replaceJournal(path: string, entries: readonly JournalEntry[]): Promise<string> {
  const backup = await moveAside(path, 'damaged');
  await writeJournalAtomic(path, entries);
  return backup;
}

/**
 * Appends `entry` to a journal that is not open (an archived one, or the current one before it is
 * archived), on a line of its own even when the file ends in a line cut off mid-write.
 * @throws the file system's error.
 */
export async function appendToJournal(path: string, entry: JournalEntry): Promise<void> {
  const h = await open(path, 'r+');
  try {
    const { size } = await h.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await h.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    await h.write(prefix + encodeEntry(entry), size, 'utf8');
    await h.datasync();
  } finally {
    await h.close();
  }
}

/**
 * The last line of the file at `path` (read from its last 64 KiB), or `undefined` when it is empty or
 * its last line is longer than that. Used to skip archived journals that already end in an `end` entry.
 */
export async function lastLineOf(path: string): Promise<string | undefined> {
  const h = await open(path, 'r');
  try {
    const { size } = await h.stat();
    const n = Math.min(size, 64 * 1024);
    const buf = Buffer.alloc(n);
    await h.read(buf, 0, n, size - n);
    const text = buf.toString('utf8').replace(/\n+$/, '');
    const i = text.lastIndexOf('\n');
    return i < 0 && n < size ? undefined : text.slice(i + 1);
  } finally {
    await h.close();
  }
}

/** The archived journals of `dataDir` (`<dir>/*.jsonl` other than `current.jsonl`), by path. */
export async function archivedJournals(dataDir: string): Promise<string[]> {
  const { dir } = journalPaths(dataDir);
  try {
    return (await readdir(dir)).filter((n) => n.endsWith('.jsonl') && n !== 'current.jsonl' && !n.startsWith('.')).map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** Moves the current journal to `<dir>/<id>-<ms>.jsonl` (no-op when there is none). @returns the new path, if it moved. */
export async function archiveJournal(dataDir: string, id: string): Promise<string | undefined> {
  const { dir, current } = journalPaths(dataDir);
  try {
    await stat(current);
  } catch {
    return undefined;
  }
  const safe = id.replace(/[^A-Za-z0-9._-]/g, '_');
  const to = join(dir, `${safe || 'game'}-${Date.now()}.jsonl`);
  await rename(current, to);
  return to;
}
