/**
 * Uptime and the last crash (issue 16: "Staff screen: ... uptime and the last crash"; kiosk-practice K8).
 *
 * A host that is killed or crashes cannot write down that it did. So the kiosk writes a run marker,
 * `<data>/kiosk/running.json` (its pid, start time, and a heartbeat time refreshed every minute), when it
 * starts, and removes it when it stops cleanly. A marker found at start means the last run ended without
 * stopping: that is recorded as a crash of the host at the marker's last heartbeat. Crashes seen while
 * running (the screen's renderer gone, the kiosk browser gone) are recorded as they happen. The last
 * crash is kept in `<data>/kiosk/last-crash.json`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** What crashed: the host process, the screen's renderer, or the kiosk browser. */
export type CrashKind = 'host' | 'renderer' | 'browser';

/** One crash. `at` is an ISO time. */
export interface CrashRecord {
  readonly at: string;
  readonly kind: CrashKind;
  readonly detail: string;
}

/** The run marker's file and the last crash's file in `dataDir`. */
export function runFiles(dataDir: string): { marker: string; crash: string } {
  const dir = join(dataDir, 'kiosk');
  return { marker: join(dir, 'running.json'), crash: join(dir, 'last-crash.json') };
}

function writeJson(path: string, value: unknown): void {
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value)}\n`);
  renameSync(tmp, path);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The run record of this process (see the module docs). */
export class RunRecord {
  readonly startedAt: string;
  private readonly files: { marker: string; crash: string };
  private last: CrashRecord | null;
  /** The crash of the last run, when it left its marker behind (it did not stop cleanly). */
  readonly lastRunCrashed: CrashRecord | undefined;

  /**
   * Starts the record: a marker left by the last run becomes a host crash; a new marker is written.
   * @param now epoch ms (the wall clock).
   */
  constructor(dataDir: string, now: number = Date.now()) {
    this.files = runFiles(dataDir);
    mkdirSync(join(dataDir, 'kiosk'), { recursive: true });
    this.startedAt = new Date(now).toISOString();
    const stored = readJson(this.files.crash) as Partial<CrashRecord> | undefined;
    this.last = stored !== undefined && typeof stored.at === 'string' && typeof stored.kind === 'string' ? (stored as CrashRecord) : null;
    const marker = readJson(this.files.marker) as { pid?: number; aliveAt?: string } | undefined;
    if (marker !== undefined) {
      this.lastRunCrashed = { at: marker.aliveAt ?? this.startedAt, kind: 'host', detail: `pid ${marker.pid ?? '?'} stopped without shutting down` };
      this.crash(this.lastRunCrashed);
    }
    this.beat(now);
  }

  /** The last crash, if any was ever recorded. */
  get lastCrash(): CrashRecord | null {
    return this.last;
  }

  /** Refreshes the marker's heartbeat (call every minute or so). */
  beat(now: number = Date.now()): void {
    try {
      writeJson(this.files.marker, { pid: process.pid, startedAt: this.startedAt, aliveAt: new Date(now).toISOString() });
    } catch {
      // a full or read-only disk: the crash record is lost, the kiosk runs on
    }
  }

  /** Records a crash. */
  crash(record: CrashRecord): void {
    this.last = record;
    try {
      writeJson(this.files.crash, record);
    } catch {
      // as above
    }
  }

  /** The clean stop: the marker goes. */
  stop(): void {
    rmSync(this.files.marker, { force: true });
  }
}
