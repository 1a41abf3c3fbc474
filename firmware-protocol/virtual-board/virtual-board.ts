/**
 * The virtual board: {@link BoardFirmware} driven by a clock, fed by sensor scripts and by direct
 * calls (lift, place, press), and reachable two ways:
 * - in-process, as a {@link LinkSource} for `src/board`'s connection (the app's "Virtual board" for
 *   people without hardware, and unit tests), with no serial port at all;
 * - through any byte pipe, via {@link VirtualBoard.attach} (the pty runner `pty.ts` uses it with a
 *   socat pseudo-terminal).
 *
 * Pure TypeScript: no Node imports (it runs in the browser build too).
 */
import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '../../src/core/result';
import { realClock } from '../../src/board/clock';
import type { Clock, LineLink, LinkError, LinkSource, TimerHandle } from '../../src/board/types';
import { LED_COLOURS, type BoardSettings, type LedColour, type LedFrame, type SensorKind, type SensorState } from '../messages';
import { resolveCell, type BoardProfile } from '../profile';
import { BoardFirmware, settingsWithin } from './firmware';
import {
  parseScript,
  planScript,
  type Polarity,
  type ScriptAction,
  type ScriptError,
  type SensorScript,
  type Timeline,
} from './script';
import { msg } from '../../src/i18n/index';

/** How to build a virtual board. Every field but `profile` has a default. */
export interface VirtualBoardOptions {
  /** The board's geometry; its `sensorCount` is the board's sensor count. */
  readonly profile: BoardProfile;
  /** `reed` (default) or `hall`. */
  readonly sensorKind?: SensorKind;
  /**
   * HELLO `id`. Default `virtual-<profile name, up to 15 characters>-<8 random hex digits>`: unique
   * per board, so a host reconnecting by id never takes over another process's virtual board (issue
   * 12, failure 7).
   */
  readonly boardId?: string;
  /** HELLO `model` (default `parlour-virtual`). */
  readonly model?: string;
  /** HELLO `fw` (default `1.0.0`). */
  readonly firmware?: string;
  /** Buttons (default `done`, `spin`). */
  readonly buttons?: readonly string[];
  /** LED colours (default all five). */
  readonly colours?: readonly LedColour[];
  /** Boot settings (defaults: debounce 30 ms, scan 10 ms, heartbeat 1000 ms; clamped to the allowed ranges). */
  readonly settings?: Partial<BoardSettings>;
  /** Cells with a man on them at power-on (hall: north up; `cell=S` for south up). */
  readonly initial?: readonly string[];
  /** Time source (default the real clock). */
  readonly clock?: Clock;
  /**
   * Whether opening the in-process link resets the board, as DTR resets an Arduino (default true):
   * the host then sees HELLO first. When false, the board keeps running between links.
   */
  readonly resetOnOpen?: boolean;
}

/** The board end of a byte pipe, from {@link VirtualBoard.attach}. */
export interface BoardPort {
  /** Feeds one line (terminator removed) from the host to the board. */
  receive(line: string): void;
  /** Stops sending to this pipe. */
  detach(): void;
}

/** A virtual board. All cell arguments are profile cell names (`d3`, `archery:5`). */
export interface VirtualBoard {
  readonly profile: BoardProfile;
  readonly sensorKind: SensorKind;
  readonly boardId: string;
  /** The host side, in-process: each `open` plugs a new link in (closing the previous one). */
  readonly source: LinkSource;
  /** Connects the board to a byte pipe; `send` gets each board line without terminator. Boots the board if needed. */
  attach(send: (line: string) => void): BoardPort;
  /** Lifts the man on `cell` now. Fails (`script/plan`) for an unknown or empty cell. */
  lift(cell: string): Result<void, ScriptError>;
  /** Puts a man on `cell` now (hall: north up unless `S`). Fails for an unknown or occupied cell. */
  place(cell: string, polarity?: Polarity): Result<void, ScriptError>;
  /** Sets the physical state of sensor `sensor` directly (no checks beyond the range). */
  setSensor(sensor: number, state: SensorState): void;
  /** Presses a button now. Fails for a button the board does not have. */
  press(button: string): Result<void, ScriptError>;
  /**
   * Plays a sensor script (text or parsed) in real (clock) time, starting now from the current
   * physical state. Resolves when it has ended or `signal` aborted it.
   * @returns the planned timeline, or the syntax/plan errors (nothing is played then).
   */
  run(script: string | SensorScript, options?: { readonly signal?: AbortSignal }): Promise<Result<Timeline, ScriptError>>;
  /** Debounced sensor states (what the board reports). */
  sensors(): readonly SensorState[];
  /** Physical sensor states (before debounce). */
  physical(): readonly SensorState[];
  /** The LED state the host last set. */
  leds(): LedFrame;
  /** Current settings. */
  settings(): BoardSettings;
  /** Sends raw text to the host as if the board wrote it (test hook for garbage); `\n` ends lines. */
  inject(text: string): void;
  /** Stops or resumes all board output (a hung board). */
  setSilent(silent: boolean): void;
  /** Pulls the in-process cable: the open link closes with `virtual/unplugged`; `open` fails until {@link VirtualBoard.plugIn}. */
  unplug(): void;
  /** Puts the in-process cable back. */
  plugIn(): void;
  /** Power-cycles the board (HELLO again, LEDs off, settings back to boot values). */
  reset(): void;
  /** Stops the scan timer and closes the link; the board is inert afterwards. */
  stop(): void;
}

/**
 * Creates a virtual board.
 * @throws RangeError when `initial` names a cell the profile lacks (a programmer or config bug).
 */
export function createVirtualBoard(options: VirtualBoardOptions): VirtualBoard {
  return new VirtualBoardImpl(options);
}

class VirtualBoardImpl implements VirtualBoard {
  readonly profile: BoardProfile;
  readonly sensorKind: SensorKind;
  readonly boardId: string;
  readonly source: LinkSource;
  private readonly clock: Clock;
  private readonly firmware: BoardFirmware;
  private readonly resetOnOpen: boolean;
  private sink: ((line: string) => void) | undefined;
  private link: InProcessLink | undefined;
  private booted = false;
  private pluggedIn = true;
  private stopped = false;
  private timer: TimerHandle | undefined;

  constructor(o: VirtualBoardOptions) {
    this.profile = o.profile;
    this.sensorKind = o.sensorKind ?? 'reed';
    this.boardId = o.boardId ?? `virtual-${o.profile.name.slice(0, 15)}-${randomBytes(4).toString('hex')}`;
    this.clock = o.clock ?? realClock();
    this.resetOnOpen = o.resetOnOpen ?? true;
    const initial: SensorState[] = Array.from({ length: o.profile.sensorCount }, () => 'empty');
    for (const ref of o.initial ?? []) {
      const [cell, pol] = ref.split('=') as [string, string | undefined];
      const s = resolveCell(o.profile, cell);
      if (s === undefined) throw new RangeError(`initial cell ${ref} is not on profile ${o.profile.name}`);
      initial[s] = this.sensorKind === 'reed' ? 'occupied' : pol === 'S' ? 'south' : 'north';
    }
    this.firmware = new BoardFirmware(
      {
        sensorCount: o.profile.sensorCount,
        sensorKind: this.sensorKind,
        boardId: this.boardId,
        model: o.model ?? 'parlour-virtual',
        firmware: o.firmware ?? '1.0.0',
        ledCount: o.profile.sensorCount,
        colours: o.colours ?? LED_COLOURS,
        buttons: o.buttons ?? ['done', 'spin'],
        settings: settingsWithin(o.settings ?? {}),
        diagnostics: true,
      },
      (line) => this.sink?.(line),
      initial,
    );
    this.source = { open: () => Promise.resolve(this.openLink()) };
  }

  attach(send: (line: string) => void): BoardPort {
    this.sink = send;
    if (!this.booted) this.boot();
    return {
      receive: (line) => {
        if (this.sink === send) this.firmware.receive(line, this.clock.now());
      },
      detach: () => {
        if (this.sink === send) this.sink = undefined;
      },
    };
  }

  private openLink(): Result<LineLink, LinkError> {
    if (this.stopped) return err({ code: 'virtual/stopped', message: msg('virtual.stopped') });
    if (!this.pluggedIn) return err({ code: 'virtual/unplugged', message: msg('virtual.unplugged') });
    this.link?.end(undefined);
    const link = new InProcessLink(
      (line) => queueMicrotask(() => {
        if (this.link === link) this.firmware.receive(line, this.clock.now());
      }),
      () => {
        if (this.link === link) {
          this.link = undefined;
          this.sink = undefined;
        }
      },
    );
    this.link = link;
    this.sink = (line) => link.deliver(line);
    if (this.resetOnOpen || !this.booted) this.boot();
    return ok(link);
  }

  private boot(): void {
    this.booted = true;
    this.firmware.boot(this.clock.now());
    this.scheduleTick();
  }

  private scheduleTick(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      if (this.stopped || !this.pluggedIn) return;
      this.firmware.tick(this.clock.now());
      this.scheduleTick();
    }, this.firmware.settings.scanMs);
  }

  private apply(action: ScriptAction): Result<void, ScriptError> {
    const plan = planScript(
      { steps: [{ line: 1, delayMs: 0, action }] },
      { profile: this.profile, sensorKind: this.sensorKind, initial: this.firmware.physicalSensors, buttons: this.firmware.config.buttons },
    );
    if (!plan.ok) return plan;
    for (const e of plan.value.events) this.play(e);
    return ok(undefined);
  }

  private play(e: Timeline['events'][number]): void {
    const now = this.clock.now();
    switch (e.kind) {
      case 'sensor':
        this.firmware.setPhysical(e.sensor, e.state, now);
        break;
      case 'button':
        this.firmware.press(e.button, now);
        break;
      case 'error':
        this.firmware.reportError(e.code, e.sensor, now);
        break;
      case 'silence':
        this.firmware.setSilent(e.on);
        break;
    }
  }

  lift(cell: string): Result<void, ScriptError> {
    return this.apply({ kind: 'lift', cell });
  }

  place(cell: string, polarity?: Polarity): Result<void, ScriptError> {
    return this.apply(polarity === undefined ? { kind: 'place', cell } : { kind: 'place', cell, polarity });
  }

  setSensor(sensor: number, state: SensorState): void {
    this.firmware.setPhysical(sensor, state, this.clock.now());
  }

  press(button: string): Result<void, ScriptError> {
    return this.apply({ kind: 'press', button });
  }

  async run(script: string | SensorScript, options: { readonly signal?: AbortSignal } = {}): Promise<Result<Timeline, ScriptError>> {
    const parsed = typeof script === 'string' ? parseScript(script) : ok(script);
    if (!parsed.ok) return parsed;
    const plan = planScript(parsed.value, {
      profile: this.profile,
      sensorKind: this.sensorKind,
      initial: this.firmware.physicalSensors,
      buttons: this.firmware.config.buttons,
    });
    if (!plan.ok) return plan;
    const start = this.clock.now();
    const signal = options.signal;
    for (const e of plan.value.events) {
      const wait = start + e.at - this.clock.now();
      if (wait > 0) await this.sleep(wait, signal);
      if (signal?.aborted === true || this.stopped) return plan;
      this.play(e);
    }
    const rest = start + plan.value.durationMs - this.clock.now();
    if (rest > 0) await this.sleep(rest, signal);
    return plan;
  }

  private sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted === true) return resolve();
      const h = this.clock.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = (): void => {
        this.clock.clearTimeout(h);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  sensors(): readonly SensorState[] {
    return [...this.firmware.sensors];
  }

  physical(): readonly SensorState[] {
    return [...this.firmware.physicalSensors];
  }

  leds(): LedFrame {
    return [...this.firmware.leds];
  }

  settings(): BoardSettings {
    return this.firmware.settings;
  }

  inject(text: string): void {
    const parts = text.split('\n');
    const last = parts.pop() ?? '';
    for (const p of parts) this.sink?.(p);
    if (last.length > 0) this.sink?.(last);
  }

  setSilent(silent: boolean): void {
    this.firmware.setSilent(silent);
  }

  unplug(): void {
    this.pluggedIn = false;
    this.booted = false;
    this.link?.end({ code: 'virtual/unplugged', message: msg('virtual.was-unplugged') });
  }

  plugIn(): void {
    this.pluggedIn = true;
  }

  reset(): void {
    this.boot();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.link?.end(undefined);
  }
}

/** The host end of an in-process link. Lines sent before the host listens are buffered, not lost. */
class InProcessLink implements LineLink {
  readonly label = 'virtual';
  private readonly lineListeners: ((line: string) => void)[] = [];
  private readonly closeListeners: ((error: LinkError | undefined) => void)[] = [];
  private readonly backlog: string[] = [];
  private open = true;

  constructor(
    private readonly toBoard: (line: string) => void,
    private readonly onEnd: () => void,
  ) {}

  write(line: string): void {
    if (this.open) this.toBoard(line);
  }

  onLine(listener: (line: string) => void): void {
    this.lineListeners.push(listener);
    if (this.lineListeners.length === 1 && this.backlog.length > 0) {
      const lines = this.backlog.splice(0);
      queueMicrotask(() => lines.forEach((l) => this.dispatch(l)));
    }
  }

  onClose(listener: (error: LinkError | undefined) => void): void {
    this.closeListeners.push(listener);
  }

  close(): Promise<void> {
    this.end(undefined);
    return Promise.resolve();
  }

  /** Board -> host, asynchronously (as a real pipe would be). */
  deliver(line: string): void {
    if (!this.open) return;
    queueMicrotask(() => this.dispatch(line));
  }

  private dispatch(line: string): void {
    if (!this.open) return;
    if (this.lineListeners.length === 0) this.backlog.push(line);
    else for (const l of this.lineListeners) l(line);
  }

  end(error: LinkError | undefined): void {
    if (!this.open) return;
    this.open = false;
    this.onEnd();
    for (const l of this.closeListeners) l(error);
  }
}
