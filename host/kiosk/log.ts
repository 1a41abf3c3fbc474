/**
 * The kiosk's log (issue 16: "logs rotated with a bounded size (electron-log)"; kiosk-practice K8: "logs
 * kept ≥ 7 days, bounded size"): electron-log's file transport (`electron-log/node`, which both the web
 * host and the Electron main process can use) writing `<data>/logs/parlour.log`, rotated when it reaches
 * `maxBytes` into `parlour.1.log` … `parlour.<keep>.log` (the oldest dropped), so the logs never take more
 * than `(keep + 1) × maxBytes`. The defaults (2 MB, 9 kept: 20 MB) hold months of a kiosk's normal
 * traffic (docs/kiosk.md gives the measured rate); a crash loop fills them faster, and then the newest
 * lines are the ones kept.
 *
 * Lines are written in English from messages (`src/i18n`), so a technician can search them and a support
 * desk can read them; the staff screen shows the same lines.
 */
import { existsSync, mkdirSync, openSync, readSync, closeSync, fstatSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import logger from 'electron-log/node';
import { format, type Message } from '../../src/i18n';

/** A log line's level. */
export type LogLevel = 'info' | 'warn' | 'error';

/** What the kiosk writes its log through. */
export interface KioskLog {
  /** The current log file. */
  readonly file: string;
  /** Writes one line: the message in English. */
  write(level: LogLevel, message: Message): void;
  /** Writes one line of text that is not a message of Parlour's (an error's stack, an operating system's words). */
  writeText(level: LogLevel, text: string): void;
  /** The last `n` lines of the current file, oldest first. */
  tail(n: number): string[];
}

/** Options of {@link openKioskLog}. */
export interface KioskLogOptions {
  /** The data folder; the log goes to `logs/parlour.log` in it. */
  readonly dataDir: string;
  /** Size at which the file is rotated, bytes. */
  readonly maxBytes: number;
  /** Rotated files kept. */
  readonly keep: number;
  /** Also write each line to standard error (the web host's console; journald under systemd). Default `true`. */
  readonly console?: boolean;
}

/**
 * Moves `parlour.log` to `parlour.1.log`, `parlour.1.log` to `parlour.2.log`, …, dropping the file beyond
 * `keep`. Exported for the tests.
 */
export function rotateLogFiles(file: string, keep: number): void {
  const { dir, name, ext } = parse(file);
  const nth = (i: number) => join(dir, `${name}.${i}${ext}`);
  rmSync(nth(keep), { force: true });
  for (let i = keep - 1; i >= 1; i--) if (existsSync(nth(i))) renameSync(nth(i), nth(i + 1));
  renameSync(file, nth(1));
}

/** The last `n` lines of `file` (reads at most its last 256 KiB). */
export function tailLines(file: string, n: number): string[] {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return [];
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, 256 * 1024);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    const lines = buf.toString('utf8').split('\n').filter((l) => l !== '');
    if (length < size) lines.shift(); // the first line is cut
    return lines.slice(-n);
  } finally {
    closeSync(fd);
  }
}

/** Opens the kiosk's log in `dataDir` (creating the folder). */
export function openKioskLog(o: KioskLogOptions): KioskLog {
  const file = join(o.dataDir, 'logs', 'parlour.log');
  mkdirSync(dirname(file), { recursive: true });
  const log = logger.create({ logId: `parlour-kiosk-${file}` });
  log.transports.file.resolvePathFn = () => file;
  log.transports.file.maxSize = o.maxBytes;
  log.transports.file.archiveLogFn = (old) => {
    try {
      rotateLogFiles(old.path, o.keep);
    } catch {
      // Cannot rename (a read-only folder, a file held open elsewhere): start the file afresh rather than grow it.
      old.clear();
    }
  };
  if (o.console === false) log.transports.console.level = false;
  else {
    log.transports.console.format = '{text}';
    log.transports.console.writeFn = ({ message }) => process.stderr.write(`${String(message.data.join(' '))}\n`);
  }
  return {
    file,
    write: (level, message) => log[level](format(message, 'en')),
    writeText: (level, text) => log[level](text),
    tail: (n) => tailLines(file, n),
  };
}
