/** Shared helpers for the protocol unit tests: a manual clock driven in small steps with microtasks flushed. */
import { ManualClock } from '../../../src/board/clock';
import type { BoardEvent } from '../../../src/board/types';
import { unwrap } from '../../../src/core/result';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import type { BoardProfile } from '../../../firmware-protocol/profile';

/** Lets queued microtasks (in-process link deliveries, promise continuations) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Advances `clock` by `ms` in steps of `step` ms, flushing microtasks after each step. */
export async function advance(clock: ManualClock, ms: number, step = 2): Promise<void> {
  for (let t = 0; t < ms; t += step) {
    clock.advance(Math.min(step, ms - t));
    await flush();
  }
}

/** The bundled profile `name` (throws if it does not load: the test setup is broken). */
export function profile(name: 'morris-archery' | 'not-made-in-germany'): BoardProfile {
  return unwrap(loadProfile(name));
}

/** Collects every event of a connection, with helpers to filter them. */
export class EventLog {
  readonly events: BoardEvent[] = [];
  readonly push = (e: BoardEvent): void => void this.events.push(e);
  of<T extends BoardEvent['type']>(type: T): Extract<BoardEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<BoardEvent, { type: T }> => e.type === type);
  }
  states(): string[] {
    return this.of('connection')
      .filter((e) => e.state !== e.previous)
      .map((e) => e.state);
  }
}

import { ok, err, type Result } from '../../../src/core/result';
import type { LineLink, LinkError, LinkSource } from '../../../src/board/types';
import { msg } from '../../../src/i18n/index';

/**
 * A link the test plays the board side of, line by line (python-chess's scripted `MockTransport`
 * pattern): `board(line)` delivers a line to the host; `written` holds what the host wrote.
 */
export class ScriptedLink implements LineLink {
  readonly written: string[] = [];
  private readonly lines: ((l: string) => void)[] = [];
  private readonly closes: ((e: LinkError | undefined) => void)[] = [];
  closed = false;
  constructor(readonly label = 'scripted') {}
  write(line: string): void {
    if (!this.closed) this.written.push(line);
  }
  onLine(l: (line: string) => void): void {
    this.lines.push(l);
  }
  onClose(l: (e: LinkError | undefined) => void): void {
    this.closes.push(l);
  }
  close(): Promise<void> {
    this.end(undefined);
    return Promise.resolve();
  }
  /** The board sends `line`. */
  board(line: string): void {
    if (!this.closed) for (const l of this.lines) l(line);
  }
  /** The link dies (unplug). */
  end(e: LinkError | undefined): void {
    if (this.closed) return;
    this.closed = true;
    for (const l of this.closes) l(e);
  }
  /** Words of the lines the host wrote (`HELLO?`, `SNAP?`, `LED`, …). */
  words(): string[] {
    return this.written.map((w) => w.split(' ', 1)[0]!);
  }
}

/** A source handing out scripted links; `available` false makes `open` fail like a missing port. */
export class ScriptedSource implements LinkSource {
  readonly links: ScriptedLink[] = [];
  available = true;
  connected: string[] = [];
  open(_attempt: number): Promise<Result<LineLink, LinkError>> {
    if (!this.available) return Promise.resolve(err({ code: 'test/missing', message: msg('core.verbatim', { text: 'no port' }) }));
    const l = new ScriptedLink(`scripted-${this.links.length}`);
    this.links.push(l);
    return Promise.resolve(ok(l));
  }
  onConnected(link: LineLink): void {
    this.connected.push(link.label);
  }
  get last(): ScriptedLink {
    const l = this.links[this.links.length - 1];
    if (l === undefined) throw new Error('no link opened yet');
    return l;
  }
}
