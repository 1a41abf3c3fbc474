/**
 * The host side of protocol v1 as a transport-independent state machine: {@link createBoardConnection}.
 *
 * Everything about the link that is not bytes lives here: waiting for the HELLO a resetting board
 * sends, asking for it, the unasked first SNAP, sequence-gap and corrupt-line repair, liveness from
 * inbound data only, reconnecting to the same board id through whatever port it comes back on, and
 * re-sending LEDs and settings. Transports are injected as a {@link LinkSource}; time as a {@link Clock}.
 * Spec: `firmware-protocol/PROTOCOL.md` §6 "Errors", §7 "Versioning", §8 "Connection lifecycle".
 *
 * One piece (about 600 lines) because it is one state machine: every handler reads and writes the same
 * link state (HELLO, numbering, liveness, timers, the board id sought). What stands alone is beside it:
 * `commands.ts` (commands resent until answered), `sequence.ts` (gaps in the numbering),
 * `board-errors.ts` (ERR codes in words), `clock.ts`; the defaults are in `types.ts`.
 */
import { err, ok, type Result } from '../core/result';
import { decode, encode } from '../../firmware-protocol/codec';
import {
  DECODE_ERROR_KINDS,
  PROTOCOL_VERSION,
  SEQ_MODULO,
  SETTING_RANGES,
  isBoardMessage,
  type BoardMessage,
  type BoardSettings,
  type DecodeError,
  type DecodeErrorKind,
  type HelloMessage,
  type HostMessage,
  type LedFrame,
} from '../../firmware-protocol/messages';
import { realClock } from './clock';
import { sequenceGap } from './sequence';
import { describeBoardError } from './board-errors';
import { CommandQueue } from './commands';
import {
  CONNECTION_DEFAULTS,
  STATES_BY_KIND,
  type BoardConnection,
  type BoardConnectionOptions,
  type BoardEvent,
  type BoardHello,
  type BoardSnapshot,
  type Clock,
  type CommandError,
  type ConnectionReason,
  type ConnectionState,
  type LineLink,
  type LinkError,
  type ProtocolErrorCounts,
  type ProtocolProblem,
  type TimerHandle,
} from './types';
import { msg } from '../i18n/index';

/**
 * Creates a board connection over `options.source`. Nothing happens until `start()`.
 * See {@link BoardConnection} for the behaviour.
 */
export function createBoardConnection(options: BoardConnectionOptions): BoardConnection {
  return new Connection(options);
}

type MutableCounts = { decode: Record<DecodeErrorKind, number>; sequenceGaps: number; invalid: number; total: number };

class Connection implements BoardConnection {
  private readonly clock: Clock;
  private readonly o: BoardConnectionOptions;
  private readonly listeners: ((e: BoardEvent) => void)[] = [];
  private stateNow: ConnectionState = 'idle';
  private helloNow: BoardHello | undefined;
  private snapshotNow: BoardSnapshot | undefined;
  private ledsNow: LedFrame = [];
  private ledsSet = false;
  private settingsWanted: Partial<BoardSettings>;
  private diagnosticsWanted: boolean | undefined;
  private readonly countsNow: MutableCounts = {
    decode: Object.fromEntries(DECODE_ERROR_KINDS.map((k) => [k, 0])) as Record<DecodeErrorKind, number>,
    sequenceGaps: 0,
    invalid: 0,
    total: 0,
  };
  private expectedId: string | undefined;

  // Per link
  private link: LineLink | undefined;
  private linkGen = 0;
  private sawValidLine = false;
  private unreadableLines = 0;
  private helloOnLink = false;
  private lastSeq: number | undefined;
  private lastBoardTime: number | undefined;
  private lastInboundAt = 0;
  private helloAskedAt = Number.NEGATIVE_INFINITY;
  private lastResyncAt = Number.NEGATIVE_INFINITY;
  private openedAt = 0;
  /** A HELLO with another board id came on this live link and the board has been asked who it is. */
  private foreignHello = false;

  // Across links
  private attempt = 0;
  private failures = 0;
  private hostSeq = 0;
  private readonly commands: CommandQueue;
  private silenceTimer: TimerHandle | undefined;
  private helloTimer: TimerHandle | undefined;
  private reconnectTimer: TimerHandle | undefined;
  private sleepTimer: TimerHandle | undefined;
  private lastSleepCheck = 0;
  private opening = false;
  private lastNote: string | undefined;

  constructor(options: BoardConnectionOptions) {
    this.o = options;
    this.clock = options.clock ?? realClock();
    this.expectedId = options.boardId;
    this.settingsWanted = options.settings ?? {};
    this.commands = new CommandQueue({
      clock: this.clock,
      send: (m) => this.send(m),
      connected: () => this.isConnected(),
      timeoutMs: options.commandTimeoutMs ?? CONNECTION_DEFAULTS.commandTimeoutMs,
      retries: options.commandRetries ?? CONNECTION_DEFAULTS.commandRetries,
      unanswered: (command, id) => this.emit({ type: 'command', outcome: 'unanswered', command, id }),
    });
  }

  get state(): ConnectionState {
    return this.stateNow;
  }
  get hello(): BoardHello | undefined {
    return this.helloNow;
  }
  get snapshot(): BoardSnapshot | undefined {
    return this.snapshotNow;
  }
  get leds(): LedFrame {
    return this.ledsNow;
  }
  get counts(): ProtocolErrorCounts {
    return { ...this.countsNow, decode: { ...this.countsNow.decode } };
  }

  subscribe(listener: (event: BoardEvent) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const i = this.listeners.indexOf(listener);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  start(): void {
    if (this.stateNow !== 'idle') return;
    this.setState('connecting');
    this.lastSleepCheck = this.clock.now();
    this.scheduleSleepCheck();
    void this.openNext();
  }

  async stop(): Promise<void> {
    this.setState('idle');
    for (const t of [this.silenceTimer, this.helloTimer, this.reconnectTimer, this.sleepTimer]) if (t !== undefined) this.clock.clearTimeout(t);
    this.silenceTimer = this.helloTimer = this.reconnectTimer = this.sleepTimer = undefined;
    this.commands.clear();
    await this.dropLink();
  }

  // -------------------------------------------------------------------------------------------
  // Commands
  // -------------------------------------------------------------------------------------------

  setLeds(leds: LedFrame): Result<void, CommandError> {
    const h = this.helloNow;
    if (h !== undefined) {
      if (leds.length > h.ledCount) {
        return err({ code: 'board/led-count', message: msg('board.led-count', { leds: h.ledCount, frame: leds.length }) });
      }
      const bad = leds.find((l) => l !== null && !h.colours.includes(l.colour));
      if (bad != null) {
        return err({ code: 'board/led-colour', message: msg('board.led-colour', { colours: h.colours.join(', '), n: h.colours.length, colour: bad.colour }) });
      }
    }
    this.ledsNow = [...leds];
    this.ledsSet = true;
    this.commands.supersede('LED');
    if (this.isConnected()) this.commands.send({ type: 'leds', seq: this.nextSeq(), leds: this.ledsNow });
    return ok(undefined);
  }

  configure(settings: Partial<BoardSettings>): Result<void, CommandError> {
    for (const key of Object.keys(settings) as (keyof BoardSettings)[]) {
      const v = settings[key];
      const r = SETTING_RANGES[key];
      if (r === undefined || v === undefined || !Number.isInteger(v) || v < r.min || v > r.max) {
        return err({ code: 'board/setting-range', message: msg('board.setting-range', { key: String(key), min: String(r?.min), max: String(r?.max), value: String(v) }) });
      }
    }
    if (Object.keys(settings).length === 0) return ok(undefined);
    this.settingsWanted = { ...this.settingsWanted, ...settings };
    if (this.isConnected()) this.commands.send({ type: 'config', seq: this.nextSeq(), settings });
    return ok(undefined);
  }

  setDiagnostics(on: boolean): Result<void, CommandError> {
    if (this.helloNow !== undefined && !this.helloNow.diagnostics) {
      return err({ code: 'board/no-diagnostics', message: msg('board.no-diagnostics', { board: this.helloNow.boardId }) });
    }
    this.diagnosticsWanted = on;
    if (this.isConnected()) this.commands.send({ type: 'diagnostics', seq: this.nextSeq(), on });
    return ok(undefined);
  }

  requestSnapshot(): void {
    if (this.isConnected()) this.send({ type: 'snapshot-request', seq: this.nextSeq() });
  }

  ping(): Result<void, CommandError> {
    if (!this.isConnected()) return err({ code: 'board/not-connected', message: msg('board.not-connected') });
    this.commands.send({ type: 'ping', seq: this.nextSeq() });
    return ok(undefined);
  }

  notifyResume(): void {
    if (this.stateNow === 'idle') return;
    this.lose({ code: 'board/resumed', message: msg('board.woke') });
  }

  // -------------------------------------------------------------------------------------------
  // Link management
  // -------------------------------------------------------------------------------------------

  private isStopped(): boolean {
    return this.stateNow === 'idle';
  }

  private isConnected(): boolean {
    return this.link !== undefined && this.helloOnLink && (this.stateNow === 'live' || this.stateNow === 'syncing');
  }

  private async openNext(): Promise<void> {
    if (this.stateNow === 'idle' || this.opening || this.link !== undefined) return;
    this.opening = true;
    const gen = ++this.linkGen;
    let r: Result<LineLink, LinkError>;
    try {
      r = await this.o.source.open(this.attempt++);
    } finally {
      this.opening = false;
    }
    if (gen !== this.linkGen || this.isStopped()) {
      if (r.ok) await r.value.close();
      return;
    }
    if (!r.ok) {
      this.note(r.error);
      this.scheduleReconnect();
      return;
    }
    const link = r.value;
    this.link = link;
    this.sawValidLine = false;
    this.unreadableLines = 0;
    this.helloOnLink = false;
    this.lastSeq = undefined;
    this.lastBoardTime = undefined;
    this.helloAskedAt = Number.NEGATIVE_INFINITY;
    this.foreignHello = false;
    this.openedAt = this.clock.now();
    this.lastInboundAt = this.openedAt;
    link.onLine((line) => {
      if (this.link === link) this.onLine(line);
    });
    link.onClose((error) => {
      if (this.link !== link) return;
      this.lose(error ?? { code: 'board/closed', message: msg('board.closed', { link: link.label }) });
    });
    this.armHelloTimer(this.o.helloWaitMs ?? CONNECTION_DEFAULTS.helloWaitMs);
  }

  /**
   * Emits a connection event without a state change, to say why an attempt failed; the same reason
   * twice in a row is said once (a missing port fails every retry).
   */
  private note(reason: ConnectionReason): void {
    const key = `${reason.code}\n${JSON.stringify(reason.message)}`;
    if (key === this.lastNote) return;
    this.lastNote = key;
    this.emit({ type: 'connection', state: this.stateNow, previous: this.stateNow, reason });
  }

  private scheduleReconnect(slow = false): void {
    if (this.stateNow === 'idle' || this.reconnectTimer !== undefined) return;
    const d = this.o.reconnectDelayMs ?? CONNECTION_DEFAULTS.reconnectDelayMs;
    const delay = slow ? Math.max(d.max, CONNECTION_DEFAULTS.slowRetryMs) : Math.min(d.max, d.min * 2 ** Math.min(this.failures, 16));
    this.failures++;
    this.reconnectTimer = this.clock.setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.openNext();
    }, delay);
  }

  private async dropLink(): Promise<void> {
    const link = this.link;
    this.link = undefined;
    this.helloOnLink = false;
    if (this.helloTimer !== undefined) this.clock.clearTimeout(this.helloTimer);
    if (this.silenceTimer !== undefined) this.clock.clearTimeout(this.silenceTimer);
    this.helloTimer = this.silenceTimer = undefined;
    if (link !== undefined) await link.close();
  }

  /** The board went away: keep every piece of state, close the link fully, then look again. */
  private lose(reason: ConnectionReason): void {
    if (this.stateNow === 'idle') return;
    if (this.stateNow === 'live' || this.stateNow === 'syncing') this.setState('lost', reason);
    else this.note(reason);
    this.commands.clear();
    void this.dropLink().then(() => this.scheduleReconnect());
  }

  /** Closes the current link without declaring the board lost (wrong board, no HELLO) and tries the next candidate. */
  private skipLink(reason: ConnectionReason, slow = false): void {
    this.note(reason);
    void this.dropLink().then(() => this.scheduleReconnect(slow));
  }

  private armHelloTimer(ms: number): void {
    if (this.helloTimer !== undefined) this.clock.clearTimeout(this.helloTimer);
    this.helloTimer = this.clock.setTimeout(() => {
      this.helloTimer = undefined;
      if (this.link === undefined || this.helloOnLink) return;
      const giveUp = this.o.helloGiveUpMs ?? CONNECTION_DEFAULTS.helloGiveUpMs;
      if (this.clock.now() - this.openedAt >= giveUp) {
        this.skipLink({ code: 'board/no-hello', message: msg('board.no-hello', { link: this.link.label, ms: giveUp, unreadable: this.unreadableLines }) });
        return;
      }
      this.askHello();
      this.armHelloTimer(this.o.helloRetryMs ?? CONNECTION_DEFAULTS.helloRetryMs);
    }, ms);
  }

  private askHello(): void {
    this.helloAskedAt = this.clock.now();
    this.send({ type: 'hello-request', seq: this.nextSeq() });
  }

  private armSilenceTimer(): void {
    if (this.silenceTimer !== undefined) return;
    const limit = this.silenceLimit();
    const due = this.lastInboundAt + limit - this.clock.now();
    this.silenceTimer = this.clock.setTimeout(() => {
      this.silenceTimer = undefined;
      if (this.link === undefined || !this.helloOnLink) return;
      const quiet = this.clock.now() - this.lastInboundAt;
      if (quiet >= limit) {
        this.lose({ code: 'board/silent', message: msg('board.silent', { ms: Math.round(quiet), heartbeat: String(this.helloNow?.settings.heartbeatMs ?? '?') }) });
      } else this.armSilenceTimer();
    }, Math.max(1, due));
  }

  private silenceLimit(): number {
    if (this.o.silenceMs !== undefined) return this.o.silenceMs;
    // The larger of the announced heartbeat and one we asked for with CFG (it may not be in a HELLO yet).
    const hb = Math.max(this.helloNow?.settings.heartbeatMs ?? 1000, this.settingsWanted.heartbeatMs ?? 0);
    return hb * CONNECTION_DEFAULTS.silenceFactor;
  }

  private scheduleSleepCheck(): void {
    const period = 1000;
    this.sleepTimer = this.clock.setTimeout(() => {
      this.sleepTimer = undefined;
      if (this.stateNow === 'idle') return;
      const now = this.clock.now();
      const gap = now - this.lastSleepCheck;
      this.lastSleepCheck = now;
      if (gap > (this.o.sleepGapMs ?? CONNECTION_DEFAULTS.sleepGapMs) && this.link !== undefined) {
        this.lose({ code: 'board/resumed', message: msg('board.clock-jumped', { ms: Math.round(gap) }) });
      }
      this.scheduleSleepCheck();
    }, period);
  }

  // -------------------------------------------------------------------------------------------
  // Inbound
  // -------------------------------------------------------------------------------------------

  private onLine(line: string): void {
    const now = this.clock.now();
    this.lastInboundAt = now;
    const r = decode(line);
    if (!r.ok) {
      if (r.error.kind === 'empty') return;
      if (this.sawValidLine) this.decodeProblem(r.error);
      else this.unreadableLines++; // bytes before the first valid line: the board resetting; discarded uncounted
      return;
    }
    const m = r.value;
    if (!isBoardMessage(m)) {
      if (this.sawValidLine) this.invalid('board/echo', `a host command came back from the board (${line.slice(0, 40)}): is local echo on?`);
      return;
    }
    this.sawValidLine = true;
    if (m.type === 'hello') return this.onHello(m);
    if (!this.helloOnLink) {
      // The board is running (it did not reset on open): ask who it is now rather than waiting.
      if (now - this.helloAskedAt >= (this.o.helloRetryMs ?? CONNECTION_DEFAULTS.helloRetryMs)) this.askHello();
      return;
    }
    this.checkSequence(m.seq);
    this.armSilenceTimer();
    this.dispatch(m, now);
  }

  private checkSequence(seq: number): void {
    const gap = sequenceGap(this.lastSeq, seq);
    this.lastSeq = seq;
    if (gap === undefined) return;
    this.countsNow.sequenceGaps += gap.missing;
    this.countsNow.total += gap.missing;
    this.problem(gap.problem);
    this.resync();
  }

  private dispatch(m: BoardMessage, now: number): void {
    const h = this.helloNow!;
    switch (m.type) {
      case 'hello':
        return;
      case 'snapshot': {
        if (m.sensors.length !== h.sensorCount) {
          return this.invalid('board/snapshot-length', `a SNAP has ${m.sensors.length} sensors; the board said it has ${h.sensorCount}`);
        }
        const allowed = STATES_BY_KIND[h.sensorKind];
        const odd = m.sensors.findIndex((s) => !allowed.includes(s));
        if (odd >= 0) return this.invalid('board/sensor-kind', `sensor ${odd} reads ${m.sensors[odd]}, impossible for a ${h.sensorKind} board`);
        if (this.lastBoardTime !== undefined && this.lastBoardTime - m.t > CONNECTION_DEFAULTS.clockBackstepMs && this.lastBoardTime < 0xf000_0000) {
          this.invalid('board/clock-back', `the board clock went back from ${this.lastBoardTime} to ${m.t} ms: the board restarted; asking for its HELLO`);
          this.askHello();
        }
        this.lastBoardTime = m.t;
        const prev = this.snapshotNow?.sensors;
        const changed: number[] = [];
        for (let i = 0; i < m.sensors.length; i++) if (prev === undefined || prev.length !== m.sensors.length || prev[i] !== m.sensors[i]) changed.push(i);
        const snapshot: BoardSnapshot = { sensors: m.sensors, boardTimeMs: m.t, receivedAt: now };
        this.snapshotNow = snapshot;
        if (this.stateNow === 'syncing') {
          this.failures = 0;
          this.attempt = 0;
          this.setState('live');
        }
        this.emit({ type: 'snapshot', snapshot, changed });
        return;
      }
      case 'change': {
        if (m.sensor >= h.sensorCount) return this.invalid('board/sensor-range', `EV for sensor ${m.sensor}; the board has ${h.sensorCount}`);
        if (!STATES_BY_KIND[h.sensorKind].includes(m.state)) {
          return this.invalid('board/sensor-kind', `sensor ${m.sensor} reads ${m.state}, impossible for a ${h.sensorKind} board`);
        }
        this.lastBoardTime = m.t;
        this.emit({ type: 'sensor', sensor: m.sensor, state: m.state, boardTimeMs: m.t, receivedAt: now });
        return;
      }
      case 'button':
        if (!h.buttons.includes(m.button)) return this.invalid('board/button', `BTN ${m.button}, a button the board did not announce`);
        this.emit({ type: 'button', button: m.button, boardTimeMs: m.t, receivedAt: now });
        return;
      case 'ack':
      case 'nak': {
        const p = this.commands.answered(m.id);
        if (p === undefined) return; // a late answer to a command already retried or superseded
        this.emit(
          m.type === 'ack'
            ? { type: 'command', outcome: 'acked', command: m.command, id: m.id, roundTripMs: now - p.firstSentAt }
            : { type: 'command', outcome: 'refused', command: m.command, id: m.id, reason: m.reason, roundTripMs: now - p.firstSentAt },
        );
        return;
      }
      case 'error':
        this.emit({
          type: 'board-error',
          code: m.code,
          ...(m.sensor === undefined ? {} : { sensor: m.sensor }),
          message: describeBoardError(m.code, m.sensor),
        });
        if (m.code === 'OVERFLOW') this.resync();
        return;
      case 'raw':
        this.emit({ type: 'raw', first: m.first, values: m.values, boardTimeMs: m.t });
        return;
    }
  }

  private onHello(m: HelloMessage): void {
    const { type: _t, seq: _s, ...hello } = m;
    if (m.proto.major !== PROTOCOL_VERSION.major) {
      const newer = m.proto.major > PROTOCOL_VERSION.major;
      const reason = {
        code: 'board/protocol-major',
        message: msg('board.protocol-major', { board: m.boardId, version: `${m.proto.major}.${m.proto.minor}`, ours: `${PROTOCOL_VERSION.major}.x`, update: newer ? 'parlour' : 'firmware' }),
      };
      this.setState('incompatible', reason);
      void this.dropLink().then(() => this.scheduleReconnect(true));
      return;
    }
    if (this.expectedId !== undefined && m.boardId !== this.expectedId) {
      if (this.helloOnLink && !this.foreignHello) {
        // One line is no reason to drop a live link (issue 12 §6): ask the board who it is instead.
        this.foreignHello = true;
        this.invalid('board/foreign-hello', `a HELLO from board ${m.boardId} on the link of board ${this.expectedId}; asking the board who it is`);
        this.askHello();
        return;
      }
      const reason = { code: 'board/other-board', message: msg('board.other-board', { link: this.link?.label ?? '?', board: m.boardId, expected: this.expectedId }) };
      // Asked again, the board on a live link still says it is another board: ours is gone, and the state says so.
      if (this.helloOnLink) this.lose(reason);
      else this.skipLink(reason, true);
      return;
    }
    this.foreignHello = false;
    const known = this.helloNow?.boardId === m.boardId;
    this.expectedId = m.boardId;
    this.helloNow = hello;
    this.helloOnLink = true;
    this.lastSeq = m.seq;
    this.lastBoardTime = undefined;
    if (this.helloTimer !== undefined) this.clock.clearTimeout(this.helloTimer);
    this.helloTimer = undefined;
    if (this.link !== undefined) this.o.source.onConnected?.(this.link);
    this.emit({ type: 'hello', hello, known });
    this.setState('syncing');
    this.armSilenceTimer();
    // Sync unasked (a board in the right position must never need touching), then restore our state.
    this.lastResyncAt = this.clock.now();
    this.send({ type: 'snapshot-request', seq: this.nextSeq() });
    this.commands.clear();
    if (this.ledsSet && hello.ledCount > 0) {
      const leds = this.ledsNow.slice(0, hello.ledCount).map((l) => (l !== null && hello.colours.includes(l.colour) ? l : null));
      this.commands.send({ type: 'leds', seq: this.nextSeq(), leds });
    }
    if (Object.keys(this.settingsWanted).length > 0) this.commands.send({ type: 'config', seq: this.nextSeq(), settings: this.settingsWanted });
    if (this.diagnosticsWanted !== undefined && hello.diagnostics) {
      this.commands.send({ type: 'diagnostics', seq: this.nextSeq(), on: this.diagnosticsWanted });
    }
  }

  private resync(): void {
    const now = this.clock.now();
    if (!this.isConnected() || now - this.lastResyncAt < CONNECTION_DEFAULTS.resyncIntervalMs) return;
    this.lastResyncAt = now;
    this.send({ type: 'snapshot-request', seq: this.nextSeq() });
  }

  private decodeProblem(e: DecodeError): void {
    this.countsNow.decode[e.kind]++;
    this.countsNow.total++;
    this.problem({ kind: 'decode', code: e.code, decodeKind: e.kind, message: e.message });
    // An unknown word is a newer board talking, not a lost line; anything else may have been a SNAP or EV.
    if (e.kind !== 'unknown-type') this.resync();
  }

  private invalid(code: string, message: string): void {
    this.countsNow.invalid++;
    this.countsNow.total++;
    this.problem({ kind: 'invalid', code, message });
  }

  private problem(problem: ProtocolProblem): void {
    this.emit({ type: 'protocol-error', problem, counts: this.counts });
  }

  // -------------------------------------------------------------------------------------------
  // Outbound
  // -------------------------------------------------------------------------------------------

  private nextSeq(): number {
    const s = this.hostSeq;
    this.hostSeq = (this.hostSeq + 1) % SEQ_MODULO;
    return s;
  }

  private send(m: HostMessage): void {
    this.link?.write(encode(m));
  }

  // -------------------------------------------------------------------------------------------
  // Events
  // -------------------------------------------------------------------------------------------

  private setState(state: ConnectionState, reason?: ConnectionReason): void {
    const previous = this.stateNow;
    if (previous === state) return;
    this.stateNow = state;
    this.lastNote = undefined;
    const link = this.link?.label;
    this.emit({
      type: 'connection',
      state,
      previous,
      ...(link === undefined ? {} : { link }),
      ...(reason === undefined ? {} : { reason }),
    });
  }

  private emit(e: BoardEvent): void {
    for (const l of [...this.listeners]) {
      try {
        l(e);
      } catch (error) {
        // A listener's bug must not corrupt the connection; surface it asynchronously instead.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
