/**
 * The board side of protocol v1 as a pure state machine: what a board's firmware does, without timers
 * or I/O. It scans the physical sensor states, debounces them, reports EV + SNAP on every debounced
 * change and a SNAP heartbeat, answers host commands, and keeps the LED state and settings.
 *
 * Time enters only as arguments (`now`, host milliseconds); output leaves only through `send`.
 * A driver (`virtual-board.ts`) calls {@link BoardFirmware.tick} every scan period. Every behaviour
 * here is the one `PROTOCOL.md` asks of a real board, so this doubles as its reference implementation.
 */
import { decode, encode } from '../codec';
import {
  CLOCK_MODULO,
  PROTOCOL_VERSION,
  SEQ_MODULO,
  SETTING_RANGES,
  WIRE_WORDS,
  type BoardMessage,
  type BoardSettings,
  type HostMessage,
  type LedColour,
  type LedFrame,
  type LedLight,
  type SensorKind,
  type SensorState,
} from '../messages';

/** Fixed facts about a virtual board (what its HELLO says). */
export interface FirmwareConfig {
  readonly sensorCount: number;
  readonly sensorKind: SensorKind;
  /** Board id token, e.g. `VB-1`. */
  readonly boardId: string;
  readonly model: string;
  readonly firmware: string;
  /** LEDs (default: one per sensor). */
  readonly ledCount: number;
  readonly colours: readonly LedColour[];
  readonly buttons: readonly string[];
  /** Settings at boot. */
  readonly settings: BoardSettings;
  /** Whether DIAG/RAW is supported. */
  readonly diagnostics: boolean;
}

/** Default settings of a board at boot (`PROTOCOL.md` §5.4): debounce 30 ms, scan 10 ms, heartbeat 1000 ms. */
export const DEFAULT_SETTINGS: BoardSettings = { debounceMs: 30, scanMs: 10, heartbeatMs: 1000 };

/** How often RAW lines go out in diagnostics mode, ms. */
export const RAW_PERIOD_MS = 100;

/**
 * Chatter detection (`PROTOCOL.md` §3.6 STUCK): more than {@link STUCK_CHANGES} debounced changes of
 * one sensor within {@link STUCK_WINDOW_MS} ms is a faulty switch, not a person; reported at most once
 * per {@link STUCK_REPEAT_MS} ms per sensor.
 */
export const STUCK_CHANGES = 12;
/** Window of the chatter detection, ms. */
export const STUCK_WINDOW_MS = 2000;
/** Least time between two STUCK reports for one sensor, ms. */
export const STUCK_REPEAT_MS = 10_000;

/**
 * One board's firmware. Create, `boot(now)`, then feed it `setPhysical`, `press`, `receive` and `tick`
 * in time order; it calls `send` with each line (no terminator).
 */
export class BoardFirmware {
  private seq = 0;
  private bootAt = 0;
  private settingsNow: BoardSettings;
  private readonly physical: SensorState[];
  private readonly physicalSince: number[];
  private readonly reported: SensorState[];
  private readonly recentChanges: number[][];
  private readonly stuckReportedAt: number[];
  private ledState: (LedLight | null)[];
  private diagnosticsOn = false;
  private nextScanAt = 0;
  private lastSnapAt = 0;
  private lastRawAt = 0;
  private booted = false;
  private silent = false;

  constructor(
    readonly config: FirmwareConfig,
    private readonly send: (line: string) => void,
    initial?: readonly SensorState[],
  ) {
    this.settingsNow = config.settings;
    this.physical = Array.from({ length: config.sensorCount }, (_, i) => initial?.[i] ?? 'empty');
    this.physicalSince = this.physical.map(() => 0);
    this.reported = [...this.physical];
    this.recentChanges = this.physical.map(() => []);
    this.stuckReportedAt = this.physical.map(() => Number.NEGATIVE_INFINITY);
    this.ledState = Array.from({ length: config.ledCount }, () => null);
  }

  /** Current debounced sensor states (what the last SNAP said or will say). */
  get sensors(): readonly SensorState[] {
    return this.reported;
  }
  /** Current physical (undebounced) sensor states. */
  get physicalSensors(): readonly SensorState[] {
    return this.physical;
  }
  /** The LED state last set by the host (all off after boot). */
  get leds(): LedFrame {
    return this.ledState;
  }
  /** Current settings. */
  get settings(): BoardSettings {
    return this.settingsNow;
  }
  /** Whether the RAW stream is on. */
  get diagnostics(): boolean {
    return this.diagnosticsOn;
  }

  /**
   * Resets the board as power-on or a DTR reset does: sequence 0, clock 0, LEDs off, settings to the
   * boot settings, debounced state = physical state; sends HELLO then SNAP.
   */
  boot(now: number): void {
    this.booted = true;
    this.seq = 0;
    this.bootAt = now;
    this.settingsNow = this.config.settings;
    this.diagnosticsOn = false;
    this.ledState = this.ledState.map(() => null);
    for (let i = 0; i < this.physical.length; i++) {
      this.reported[i] = this.physical[i]!;
      this.physicalSince[i] = now;
    }
    this.nextScanAt = now + this.settingsNow.scanMs;
    this.emit(this.hello());
    this.snap(now);
  }

  /**
   * Stops or resumes all output, as a hung or stalled board would (test hook for liveness checks).
   * While silent the board still scans and obeys commands.
   */
  setSilent(silent: boolean): void {
    this.silent = silent;
  }

  /** The physical state of sensor `i` becomes `state` at `now` (a man placed, lifted, a contact bouncing). */
  setPhysical(i: number, state: SensorState, now: number): void {
    if (i < 0 || i >= this.physical.length) throw new RangeError(`sensor ${i} out of range`);
    this.tick(now);
    if (this.physical[i] === state) return;
    this.physical[i] = state;
    this.physicalSince[i] = now;
  }

  /** A button press at `now`: BTN goes out at once (buttons are debounced by the switch driver). */
  press(button: string, now: number): void {
    this.tick(now);
    if (!this.config.buttons.includes(button)) throw new RangeError(`no button ${button}`);
    this.emit({ type: 'button', seq: 0, t: this.clock(now), button });
  }

  /** Sends an ERR line (test hook for fault reports such as STUCK). */
  reportError(code: string, sensor: number | undefined, now: number): void {
    this.tick(now);
    this.emit(sensor === undefined ? { type: 'error', seq: 0, t: this.clock(now), code } : { type: 'error', seq: 0, t: this.clock(now), code, sensor });
  }

  /**
   * Runs every scan due up to `now`: a sensor whose physical state differs from its reported state and
   * has held for at least the debounce time is reported (EV per sensor, then one SNAP for the scan);
   * a SNAP goes out when the heartbeat period has passed without one; RAW every 100 ms in diagnostics.
   */
  tick(now: number): void {
    if (!this.booted) return;
    while (this.nextScanAt <= now) {
      const at = this.nextScanAt;
      this.scan(at);
      this.nextScanAt = at + this.settingsNow.scanMs;
    }
  }

  private scan(at: number): void {
    let changed = false;
    const deb = this.settingsNow.debounceMs;
    for (let i = 0; i < this.physical.length; i++) {
      const p = this.physical[i]!;
      if (p !== this.reported[i] && at - this.physicalSince[i]! >= deb) {
        this.reported[i] = p;
        changed = true;
        this.emit({ type: 'change', seq: 0, t: this.clock(at), sensor: i, state: p });
        this.watchChatter(i, at);
      }
    }
    if (changed || at - this.lastSnapAt >= this.settingsNow.heartbeatMs) this.snap(at);
    if (this.diagnosticsOn && at - this.lastRawAt >= RAW_PERIOD_MS) {
      this.lastRawAt = at;
      for (let first = 0; first < this.physical.length; first += 32) {
        const values = this.physical.slice(first, first + 32).map((s, k) => rawValue(this.config.sensorKind, s, first + k, at));
        this.emit({ type: 'raw', seq: 0, t: this.clock(at), first, values });
      }
    }
  }

  private watchChatter(i: number, at: number): void {
    const recent = this.recentChanges[i]!;
    recent.push(at);
    while (recent.length > 0 && at - recent[0]! > STUCK_WINDOW_MS) recent.shift();
    if (recent.length > STUCK_CHANGES && at - this.stuckReportedAt[i]! >= STUCK_REPEAT_MS) {
      this.stuckReportedAt[i] = at;
      this.emit({ type: 'error', seq: 0, t: this.clock(at), code: 'STUCK', sensor: i });
    }
  }

  /**
   * Handles one line from the host at `now` (`PROTOCOL.md` §5): HELLO? -> HELLO; SNAP? -> SNAP; LED,
   * CFG, DIAG, PING -> ACK or NAK BADARG/UNSUPPORTED; an unknown command -> NAK UNKNOWN; a line that
   * fails its CRC -> ERR HOSTCRC; any other undecodable line (a board word with bad fields too) -> ERR
   * HOSTLINE; board messages (an echo) are ignored.
   */
  receive(line: string, now: number): void {
    this.tick(now);
    const r = decode(line);
    if (!r.ok) {
      const e = r.error;
      if (e.kind === 'empty') return;
      if (e.kind === 'unknown-type' && e.seq !== undefined && e.detail !== undefined) {
        this.emit({ type: 'nak', seq: 0, id: e.seq, command: e.detail, reason: 'UNKNOWN' });
      } else if (e.kind === 'bad-field' && e.seq !== undefined && HOST_WORDS.has(line.split(' ', 1)[0] ?? '')) {
        // a known command with bad fields; a board word with bad fields is no command: ERR HOSTLINE (§6)
        this.emit({ type: 'nak', seq: 0, id: e.seq, command: line.split(' ', 1)[0]!, reason: 'BADARG' });
      } else {
        this.emit({ type: 'error', seq: 0, t: this.clock(now), code: e.kind === 'bad-checksum' ? 'HOSTCRC' : 'HOSTLINE' });
      }
      return;
    }
    const m = r.value;
    switch (m.type) {
      case 'hello-request':
        this.emit(this.hello());
        return;
      case 'snapshot-request':
        this.snap(now);
        return;
      case 'ping':
        this.ack(m);
        return;
      case 'leds': {
        const bad = m.leds.length > this.config.ledCount || m.leds.some((l) => l !== null && !this.config.colours.includes(l.colour));
        if (bad) return this.nak(m, 'BADARG');
        this.ledState = Array.from({ length: this.config.ledCount }, (_, i) => m.leds[i] ?? null);
        this.ack(m);
        return;
      }
      case 'config': {
        const next = { ...this.settingsNow, ...m.settings };
        this.settingsNow = next;
        this.ack(m);
        return;
      }
      case 'diagnostics':
        if (!this.config.diagnostics) return this.nak(m, 'UNSUPPORTED');
        this.diagnosticsOn = m.on;
        this.lastRawAt = Number.NEGATIVE_INFINITY;
        this.ack(m);
        return;
      default:
        return; // a board message coming back (echo): not for us
    }
  }

  private hello(): BoardMessage {
    const c = this.config;
    return {
      type: 'hello',
      seq: 0,
      proto: PROTOCOL_VERSION,
      model: c.model,
      boardId: c.boardId,
      firmware: c.firmware,
      sensorCount: c.sensorCount,
      sensorKind: c.sensorKind,
      ledCount: c.ledCount,
      colours: c.ledCount === 0 ? [] : c.colours,
      buttons: c.buttons,
      settings: this.settingsNow,
      diagnostics: c.diagnostics,
    };
  }

  private snap(at: number): void {
    this.lastSnapAt = at;
    this.emit({ type: 'snapshot', seq: 0, t: this.clock(at), sensors: [...this.reported] });
  }

  private ack(m: HostMessage): void {
    this.emit({ type: 'ack', seq: 0, id: m.seq, command: wordOf(m) });
  }

  private nak(m: HostMessage, reason: string): void {
    this.emit({ type: 'nak', seq: 0, id: m.seq, command: wordOf(m), reason });
  }

  private clock(now: number): number {
    return Math.max(0, Math.floor(now - this.bootAt)) % CLOCK_MODULO;
  }

  /** Stamps the next sequence number on `m` and sends it (unless silent: then the number is still used). */
  private emit(m: BoardMessage): void {
    const line = encode({ ...m, seq: this.seq });
    this.seq = (this.seq + 1) % SEQ_MODULO;
    if (!this.silent) this.send(line);
  }
}

/** The command words a host sends (`PROTOCOL.md` §5). */
const HOST_WORDS: ReadonlySet<string> = new Set((['hello-request', 'snapshot-request', 'leds', 'config', 'diagnostics', 'ping'] as const).map((t) => WIRE_WORDS[t]));

function wordOf(m: HostMessage): string {
  switch (m.type) {
    case 'hello-request':
      return 'HELLO?';
    case 'snapshot-request':
      return 'SNAP?';
    case 'leds':
      return 'LED';
    case 'config':
      return 'CFG';
    case 'diagnostics':
      return 'DIAG';
    case 'ping':
      return 'PING';
  }
}

/**
 * A plausible raw reading for diagnostics: reed 0/1; hall a 10-bit ADC count around 512 (empty),
 * 820 (north up) or 200 (south up) with a little deterministic noise.
 */
export function rawValue(kind: SensorKind, state: SensorState, sensor: number, at: number): number {
  if (kind === 'reed') return state === 'empty' ? 0 : 1;
  const base = state === 'north' ? 820 : state === 'south' ? 200 : 512;
  const noise = ((sensor * 7919 + Math.floor(at) * 104729) % 17) - 8;
  return base + noise;
}

/** Clamps partial settings into their allowed ranges (for building a {@link FirmwareConfig}). */
export function settingsWithin(s: Partial<BoardSettings>): BoardSettings {
  const out = { ...DEFAULT_SETTINGS, ...s };
  for (const k of ['debounceMs', 'scanMs', 'heartbeatMs'] as const) {
    const r = SETTING_RANGES[k];
    out[k] = Math.min(r.max, Math.max(r.min, Math.round(out[k])));
  }
  return out;
}
