/**
 * The journal on disk: `<data>/journal/current.jsonl` holds the game in progress, one JSON line per
 * committed event (format: `src/session/journal.ts`). Each append is written and `fdatasync`ed before
 * its promise resolves, so the session acknowledges nothing that is not on disk (issue 4 §3).
 * Finished and abandoned games are moved to `<data>/journal/<game id>.jsonl`.
 */
import { mkdir, open, readFile, rename, stat, truncate, copyFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeEntry, readJournal, type JournalEntry, type JournalRead } from '../src/session/journal';
import type { JournalSink } from '../src/session/session';

/** Paths of the journal folder. */
export function journalPaths(dataDir: string): { dir: string; current: string } {
  const dir = join(dataDir, 'journal');
  return { dir, current: join(dir, 'current.jsonl') };
}

/** An open journal file, appended to with fsync. Appends run one after another in call order. */
export class JournalFile implements JournalSink {
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  /** Opens (creating if needed) `path` for appending. @throws the file system's error (EACCES, ENOSPC …). */
  static async open(path: string): Promise<JournalFile> {
    await mkdir(join(path, '..'), { recursive: true });
    return new JournalFile(path, await open(path, 'a'));
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

/** What was found in the journal file at start. */
export interface JournalOnDisk {
  readonly read: JournalRead;
  /** Set when a damaged tail was cut off: the copy of the file as found, and what was wrong. */
  readonly repaired?: { readonly backup: string; readonly message: string };
}

/**
 * Reads `path`; when its tail is truncated or corrupt, keeps a copy of the file as found
 * (`<path>.damaged-<time>`) and truncates the file to its valid prefix, so later appends follow good
 * lines. A missing file reads as empty.
 */
export async function readJournalFile(path: string): Promise<JournalOnDisk> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { read: { entries: [] } };
    throw e;
  }
  const read = readJournal(text);
  if (read.damage === undefined) return { read };
  const backup = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await copyFile(path, backup);
  await truncate(path, Buffer.byteLength(text.slice(0, read.damage.validLength), 'utf8'));
  return { read, repaired: { backup, message: `${read.damage.message} (the damaged file was kept as ${backup})` } };
}

/** Moves the current journal to `<dir>/<id>.jsonl` (no-op when there is none). */
export async function archiveJournal(dataDir: string, id: string): Promise<void> {
  const { dir, current } = journalPaths(dataDir);
  try {
    await stat(current);
  } catch {
    return;
  }
  const safe = id.replace(/[^A-Za-z0-9._-]/g, '_');
  await rename(current, join(dir, `${safe || 'game'}-${Date.now()}.jsonl`));
}
