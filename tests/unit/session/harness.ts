/**
 * Test harness: a session on a simulated sensor board with fake time.
 *
 * Sensor scripts (the protocol's format, `firmware-protocol/virtual-board/script.ts`) are planned on the
 * bundled `morris-archery` profile into timed sensor changes; each change is handed to the session as a
 * full reading of the Morris cells at its time. No firmware debounce sits in between, so inference sees
 * contact bounce raw. Time is a {@link FakeScheduler}: nothing here waits for real time.
 */
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor, type BoardProfile } from '../../../firmware-protocol/profile';
import { parseScript, planScript, type Timeline } from '../../../firmware-protocol/virtual-board/script';
import type { SensorState } from '../../../firmware-protocol/messages';
import { morris } from '../../../src/games/morris/index';
import type { AnyGame } from '../../../src/core/game';
import { unwrap } from '../../../src/core/result';
import type { BoardReading, Sensing } from '../../../src/inference/reading';
import { Session, type JournalSink, type Scheduler, type SessionEvent } from '../../../src/session/session';
import type { JournalEntry } from '../../../src/session/journal';
import type { SeatKind, SessionSettings } from '../../../src/session/types';
import type { ComputerPlayer } from '../../../src/ai/player';
import { said } from '../support/text';

/** Lets promises and `queueMicrotask` callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => setImmediate(r));
}

/** Fake time: timers run only when the test advances the clock. */
export class FakeScheduler implements Scheduler {
  t = 0;
  private seq = 0;
  private timers: { at: number; id: number; fn: () => void }[] = [];
  now(): number {
    return this.t;
  }
  setTimer(delayMs: number, fn: () => void): () => void {
    const id = ++this.seq;
    this.timers.push({ at: this.t + Math.max(0, delayMs), id, fn });
    return () => {
      this.timers = this.timers.filter((x) => x.id !== id);
    };
  }
  isoTime(): string {
    return new Date(Date.UTC(2026, 0, 1) + this.t).toISOString();
  }
  /** Runs every timer due up to `target` (ms), in time order, letting promises settle after each. */
  async advanceTo(target: number): Promise<void> {
    await flush();
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at || a.id - b.id);
      const next = this.timers[0];
      if (next === undefined || next.at > target) break;
      this.timers.shift();
      this.t = Math.max(this.t, next.at);
      next.fn();
      await flush();
    }
    this.t = Math.max(this.t, target);
    await flush();
  }
}

/** A journal in memory; `failNext` makes the next append reject. */
export class MemoryJournal implements JournalSink {
  readonly entries: JournalEntry[] = [];
  failNext = false;
  append(entry: JournalEntry): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('disk full'));
    }
    this.entries.push(entry);
    return Promise.resolve();
  }
}

let profileCache: BoardProfile | undefined;
/** The bundled Morris/Archery board profile. */
export function morrisProfile(): BoardProfile {
  profileCache ??= unwrap(loadProfile('morris-archery'));
  return profileCache;
}

/** Options of {@link startTable}. */
export interface TableOptions {
  readonly players?: readonly SeatKind[];
  readonly options?: Record<string, unknown>;
  readonly settings?: Partial<SessionSettings>;
  readonly sensing?: Sensing;
  /** Cells with men at the start (`setup` of the board before the game starts). */
  readonly computer?: ComputerPlayer;
  readonly game?: AnyGame;
  /** Start position in Morris notation (default: the empty start). */
  readonly start?: string;
  /** Men on the board at power-on (default: the start position's men). */
  readonly board?: readonly string[];
}

/** Firmware debounce the simulated board applies, ms (the virtual board's default). */
export const DEBOUNCE_MS = 30;

/** A session on a simulated board with fake time, recording what it says. */
export class Table {
  readonly committed: string[] = [];
  readonly sentences: string[] = [];
  readonly codes: string[] = [];
  readonly events: SessionEvent[] = [];
  private sensors: SensorState[];
  private readonly layout;
  constructor(
    readonly session: Session,
    readonly clock: FakeScheduler,
    readonly journal: MemoryJournal,
    readonly sensing: Sensing,
  ) {
    const profile = morrisProfile();
    this.layout = layoutFor(profile, 'morris')!;
    this.sensors = Array.from({ length: profile.sensorCount }, () => 'empty' as SensorState);
    session.subscribe((e) => {
      this.events.push(e);
      if (e.type === 'committed') this.committed.push(e.replaced ? `=${e.notation}` : e.notation);
      const g = session.view().guidance;
      if (g !== null && this.sentences[this.sentences.length - 1] !== said(g)) {
        this.sentences.push(said(g));
        this.codes.push(g.code);
      }
    });
  }

  /** Sets one cell's sensor directly (no time passes, nothing is sent). */
  setCell(cell: string, state: SensorState): void {
    const sensor = this.layout.sensorOf.get(cell);
    if (sensor === undefined) throw new Error(`no cell ${cell}`);
    this.sensors[sensor] = state;
  }

  /** The Morris cells as the board reads them now. */
  reading(): BoardReading {
    const out: Record<string, SensorState> = {};
    for (const [cell, sensor] of this.layout.sensorOf) out[cell] = this.sensors[sensor]!;
    return out;
  }

  /**
   * Plays a sensor script from now on; afterwards lets `tailMs` more ms pass (default 3000: the settle
   * time and the guidance delay both run out).
   * @throws Error when the script does not parse or plan (a bug in the test).
   */
  async play(script: string, tailMs = 3000): Promise<void> {
    const parsed = unwrap(parseScript(script));
    const kind = this.sensing.kind === 'hall' ? 'hall' : 'reed';
    const timeline = unwrap(planScript(parsed, { profile: morrisProfile(), sensorKind: kind, initial: this.sensors }));
    const base = this.clock.t;
    for (const ev of debounce(timeline.events, this.sensors)) {
      await this.clock.advanceTo(base + ev.at);
      if (ev.kind === 'sensor') {
        this.sensors[ev.sensor] = ev.state;
        await this.session.boardReading(this.reading());
      } else if (ev.kind === 'button') {
        await this.session.boardButton(ev.button);
      }
    }
    await this.clock.advanceTo(base + timeline.durationMs + tailMs);
  }

  /**
   * Lets fake time pass, 10 ms at a time, until guidance with `code` is shown after the first `since`
   * codes seen (at most `limitMs`, default 30 s).
   * @throws Error when it is not shown by then (the scenario's expectation fails).
   */
  async untilCode(code: string, since: number, limitMs = 30_000): Promise<void> {
    const end = this.clock.t + limitMs;
    while (!this.codes.slice(since).includes(code)) {
      if (this.clock.t >= end) throw new Error(`guidance ${code} was not shown within ${limitMs} ms; codes: ${JSON.stringify(this.codes)}`);
      await this.clock.advanceTo(this.clock.t + 10);
    }
  }
}

type TimedEvent = Timeline['events'][number];

/**
 * What a board with firmware debounce reports: a sensor change only once it has held for
 * {@link DEBOUNCE_MS}, reported at that time; buttons at once.
 */
export function debounce(events: readonly TimedEvent[], initial: readonly SensorState[]): TimedEvent[] {
  const out: TimedEvent[] = [];
  const bySensor = new Map<number, { at: number; state: SensorState; line: number }[]>();
  for (const e of events) {
    if (e.kind === 'sensor') {
      const list = bySensor.get(e.sensor) ?? [];
      list.push({ at: e.at, state: e.state, line: e.line });
      bySensor.set(e.sensor, list);
    } else out.push(e);
  }
  for (const [sensor, list] of bySensor) {
    let reported = initial[sensor]!;
    list.forEach((c, i) => {
      const next = list[i + 1];
      if (next !== undefined && next.at - c.at < DEBOUNCE_MS) return;
      if (c.state === reported) return;
      reported = c.state;
      out.push({ at: c.at + DEBOUNCE_MS, line: c.line, kind: 'sensor', sensor, state: c.state });
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Starts a Morris session on a simulated board (both seats at the board unless told otherwise). */
export async function startTable(o: TableOptions = {}): Promise<Table> {
  const clock = new FakeScheduler();
  const journal = new MemoryJournal();
  const sensing = o.sensing ?? { kind: 'reed' };
  const session = unwrap(
    await Session.start(
      {
        id: 'test-game',
        game: o.game ?? morris,
        options: o.options ?? {},
        players: o.players ?? ['board', 'board'],
        seed: 7,
        ...(o.start === undefined ? {} : { start: o.start }),
        ...(o.settings === undefined ? {} : { settings: o.settings }),
        board: { present: true, sensing, describe: { kind: 'virtual' } },
      },
      { scheduler: clock, journal, ...(o.computer === undefined ? {} : { computer: o.computer }) },
    ),
  );
  const table = new Table(session, clock, journal, sensing);
  const contents = session.game.physical!.contents(session.position);
  const men = o.board ?? Object.keys(contents).filter((c) => (contents[c] ?? []).length > 0);
  for (const cell of men) {
    const owner = contents[cell]?.[0] ?? 0;
    table.setCell(cell, sensing.kind === 'reed' ? 'occupied' : owner === (sensing.kind === 'hall' ? sensing.northSeat : 0) ? 'north' : 'south');
  }
  // The first reading: the board as laid out at power-on; the set-up phase ends once it shows the position.
  await session.boardReading(table.reading());
  await clock.advanceTo(1000);
  return table;
}
