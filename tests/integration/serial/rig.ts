/**
 * Test rig for the serial integration tests: a real socat pty pair, a board on one end through the real
 * serialport stack, the host connection on the other end. No mocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '../../../src/core/result';
import { createBoardConnection } from '../../../src/board/connection';
import type { BoardConnection, BoardConnectionOptions, BoardEvent, LineLink } from '../../../src/board/types';
import { serialLinkSource } from '../../../firmware-protocol/serial/ports';
import { openSerialLink } from '../../../firmware-protocol/serial/serial-link';
import { createPtyPair, type PtyPair } from '../../../firmware-protocol/virtual-board/pty';
import { BoardFirmware, DEFAULT_SETTINGS, type FirmwareConfig } from '../../../firmware-protocol/virtual-board/firmware';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import type { BoardProfile } from '../../../firmware-protocol/profile';

/** The morris-archery profile (47 sensors). */
export const PROFILE: BoardProfile = unwrap(loadProfile('morris-archery'));

/** Polls `check` every 10 ms until it is true; rejects with `what` after `timeoutMs` (generous, not a timing assertion). */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A temporary folder for pty symlinks. */
export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-serial-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A board on a pty end: {@link BoardFirmware} fed with a strictly increasing clock (real time, but at
 * least 1 ms per step), so every `set` is reported at once whatever the machine's load, with real-time
 * heartbeats. Lines go out through the real serialport stack.
 */
export class PtyFirmware {
  readonly fw: BoardFirmware;
  readonly written: string[] = [];
  private last = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private constructor(
    readonly link: LineLink,
    config: FirmwareConfig,
  ) {
    this.fw = new BoardFirmware(config, (line) => {
      this.written.push(line);
      link.write(line);
    });
    link.onLine((line) => this.fw.receive(line, this.now()));
  }

  static async attach(path: string, over: Partial<FirmwareConfig> = {}): Promise<PtyFirmware> {
    const link = unwrap(await openSerialLink(path));
    const b = new PtyFirmware(link, {
      sensorCount: PROFILE.sensorCount,
      sensorKind: 'reed',
      boardId: 'PTY-BOARD',
      model: 'test-pty',
      firmware: '1.0.0',
      ledCount: PROFILE.sensorCount,
      colours: ['red', 'green', 'blue', 'yellow', 'white'],
      buttons: ['done', 'spin'],
      settings: { ...DEFAULT_SETTINGS, debounceMs: 0, scanMs: 1 },
      diagnostics: true,
      ...over,
    });
    b.fw.boot(b.now());
    b.heartbeat = setInterval(() => b.fw.tick(b.now()), 50);
    return b;
  }

  /** Strictly increasing ms. */
  now(): number {
    this.last = Math.max(performance.now(), this.last + 1);
    return this.last;
  }

  /** Sets a sensor and runs the scan that reports it (EV + SNAP) at once. */
  set(sensor: number, state: 'empty' | 'occupied'): void {
    this.fw.setPhysical(sensor, state, this.now());
    this.fw.tick(this.now());
  }

  /** Writes a raw line (garbage) as if the board sent it. */
  raw(line: string): void {
    this.link.write(line);
  }

  async detach(): Promise<void> {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    await this.link.close();
  }
}

/** A host connection on `path` that records its events. */
export function hostOn(path: string, options: Partial<BoardConnectionOptions> = {}): { c: BoardConnection; events: BoardEvent[] } {
  const c = createBoardConnection({ source: serialLinkSource({ path, scan: false }), ...options });
  const events: BoardEvent[] = [];
  c.subscribe((e) => events.push(e));
  return { c, events };
}

/** A pty pair with stable link names in `dir`. */
export async function ptyPair(dir: string): Promise<PtyPair> {
  return unwrap(await createPtyPair({ boardLink: join(dir, 'board'), hostLink: join(dir, 'host') }));
}
