/**
 * Public types of the host side of the board link: the injected line transport and clock, the
 * typed event stream, the typed commands, and the {@link BoardConnection} API.
 *
 * The connection core (`connection.ts`) is transport-independent: a serial port
 * (`firmware-protocol/serial/`), the in-process virtual board (`firmware-protocol/virtual-board/`) or a
 * scripted test transport all appear to it as a {@link LinkSource} that opens {@link LineLink}s.
 * This is python-chess's split of the protocol from its transport (`../shared/style/notes/python-chess.md`).
 * Wire details: `firmware-protocol/PROTOCOL.md`.
 */
import type { Result } from '../core/result';
import type {
  BoardSettings,
  DecodeErrorKind,
  HelloMessage,
  LedFrame,
  SensorKind,
  SensorState,
} from '../../firmware-protocol/messages';
import type { Message } from '../i18n/index';

export type { BoardSettings, LedColour, LedFrame, LedLight, SensorKind, SensorState } from '../../firmware-protocol/messages';

// ---------------------------------------------------------------------------------------------
// Transport and clock (injected)
// ---------------------------------------------------------------------------------------------

/** Why a link closed or failed to open; `code` is namespaced (`serial/…`, `virtual/…`). */
export interface LinkError {
  readonly code: string;
  /** What happened, for people, with the fix when there is one (e.g. the `dialout` group). */
  readonly message: Message;
}

/**
 * One open, line-oriented link to a board (a serial port, a virtual board). Lines carry no terminator.
 * After `onClose` fires the link is dead; the connection never reuses it.
 */
export interface LineLink {
  /** A human label for logs and the UI, e.g. `/dev/ttyACM0` or `virtual`. */
  readonly label: string;
  /**
   * Queues one line (without `\n`) for the board. Never throws; a failing write closes the link
   * (`onClose` with the error). A write that "succeeds" proves nothing about the board.
   */
  write(line: string): void;
  /** Registers the receiver of every inbound line (terminator removed; bytes as latin1 characters). */
  onLine(listener: (line: string) => void): void;
  /** Registers the callback for the end of the link (`error` undefined for an orderly close). */
  onClose(listener: (error: LinkError | undefined) => void): void;
  /** Closes the link and resolves once it is fully closed (so the same device can be opened again). */
  close(): Promise<void>;
}

/**
 * Opens links to candidate boards. The connection calls `open` to connect and again after every loss;
 * `attempt` counts the calls since the last good connection (0-based), so a source can cycle through
 * the ports it knows (the last path first, then the others: a board may come back under another name).
 */
export interface LinkSource {
  /** Opens one candidate link, or says why it could not (port missing, EACCES, EBUSY, …). */
  open(attempt: number): Promise<Result<LineLink, LinkError>>;
  /** Optional: told when `link` answered with the expected board's HELLO (a serial source then prefers that path). */
  onConnected?(link: LineLink): void;
}

/** Opaque handle of a scheduled timer. */
export type TimerHandle = unknown;

/** Time, injected so that tests can use fake time. All values in milliseconds. */
export interface Clock {
  /** Monotonic-ish milliseconds (performance.now() or Date.now()); only differences matter. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  /** Cancels a timer from {@link Clock.setTimeout}; unknown handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/**
 * Where the connection stands.
 * - `idle`: not started (or stopped);
 * - `connecting`: opening a link or waiting for a HELLO on it;
 * - `syncing`: HELLO received, waiting for the first SNAP;
 * - `live`: HELLO and SNAP received and data keeps arriving;
 * - `lost`: the board went away (silence, unplug, close, wake from sleep); reconnecting on its own.
 *   All state (last hello, snapshot, LEDs) is kept;
 * - `incompatible`: the board speaks another major protocol version (`board/protocol-major`); the
 *   connection keeps looking, slowly (a different board id on a candidate port is only noted,
 *   `board/other-board`, and skipped). On a live link one HELLO with another id is only counted
 *   (`board/foreign-hello`) and answered with `HELLO?`; the same answer again makes the board `lost`.
 */
export const CONNECTION_STATES = ['idle', 'connecting', 'syncing', 'live', 'lost', 'incompatible'] as const;
/** One of {@link CONNECTION_STATES}. */
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** The board's identity and capabilities, from its HELLO (`PROTOCOL.md` §3.1). */
export type BoardHello = Omit<HelloMessage, 'type' | 'seq'>;

/** A full, debounced reading of the board (`PROTOCOL.md` §3.2). */
export interface BoardSnapshot {
  /** One state per sensor; index = sensor number. */
  readonly sensors: readonly SensorState[];
  /** Board clock of the SNAP, ms since boot. */
  readonly boardTimeMs: number;
  /** Host clock ({@link Clock.now}) when the SNAP arrived, ms. */
  readonly receivedAt: number;
}

/** Counts of every problem seen on the link since the connection started (never reset by reconnects). */
export interface ProtocolErrorCounts {
  /** Lines that failed to decode, by kind (`empty` lines are not counted). */
  readonly decode: Readonly<Record<DecodeErrorKind, number>>;
  /** Board sequence numbers skipped (each missing line counts once). */
  readonly sequenceGaps: number;
  /** Valid lines that do not fit the board (a SNAP of the wrong length, a sensor out of range, a host command echoed back). */
  readonly invalid: number;
  /** All of the above. */
  readonly total: number;
}

/** Why a protocol-error event was raised. */
export type ProtocolProblem =
  | { readonly kind: 'decode'; readonly code: string; readonly decodeKind: DecodeErrorKind; readonly message: string }
  | { readonly kind: 'sequence-gap'; readonly expected: number; readonly got: number; readonly message: string }
  | { readonly kind: 'invalid'; readonly code: string; readonly message: string };

/** Why the connection changed state: a stable code (`board/…`, `serial/…`) and a message for people. */
export interface ConnectionReason {
  readonly code: string;
  readonly message: Message;
}

/**
 * Everything the connection tells the rest of the app, as one typed stream.
 * - `connection`: the state changed (`previous !== state`), or, with `previous === state`, an attempt
 *   failed and `reason` says why (permission, port busy, no HELLO, another board; a reason repeated by
 *   consecutive retries is emitted once): show it, no action needed, retries go on by themselves;
 * - `hello`: a board identified itself (first connection, reconnection or board reset);
 * - `snapshot`: the truth about every sensor (`PROTOCOL.md` §3.2), at least once per heartbeat;
 * - `sensor`: one debounced change, a hint for ordering only (`PROTOCOL.md` §3.3);
 * - `button`, `board-error` (ERR lines), `raw` (diagnostics), `command` (ACK/NAK/no answer);
 * - `protocol-error`: a line was dropped or did not fit, with the running counts.
 */
export type BoardEvent =
  | {
      readonly type: 'connection';
      readonly state: ConnectionState;
      readonly previous: ConnectionState;
      /** Link label (port path) when there is one. */
      readonly link?: string;
      readonly reason?: ConnectionReason;
    }
  | {
      readonly type: 'hello';
      readonly hello: BoardHello;
      /** True when this board id was connected before (a reconnect or a board reset). */
      readonly known: boolean;
    }
  | {
      readonly type: 'snapshot';
      readonly snapshot: BoardSnapshot;
      /** Sensors that differ from the previous snapshot (all sensors for the first one). */
      readonly changed: readonly number[];
    }
  | {
      readonly type: 'sensor';
      readonly sensor: number;
      readonly state: SensorState;
      /** Board clock at the debounced change, ms since boot. */
      readonly boardTimeMs: number;
      /** Host clock when the line arrived, ms. */
      readonly receivedAt: number;
    }
  | { readonly type: 'button'; readonly button: string; readonly boardTimeMs: number; readonly receivedAt: number }
  | { readonly type: 'protocol-error'; readonly problem: ProtocolProblem; readonly counts: ProtocolErrorCounts }
  | {
      readonly type: 'board-error';
      /** Board error code, e.g. `STUCK` (`PROTOCOL.md` §3.6). */
      readonly code: string;
      readonly sensor?: number;
      /** What the ERR code means, for people (`board.err.*`). */
      readonly message: Message;
    }
  | {
      readonly type: 'command';
      /** `acked`: the board confirmed; `refused`: NAK; `unanswered`: no reply after every retry. */
      readonly outcome: 'acked' | 'refused' | 'unanswered';
      /** The command word (`LED`, `CFG`, `DIAG`, `PING`). */
      readonly command: string;
      readonly id: number;
      /** NAK reason, when refused. */
      readonly reason?: string;
      /** Host ms from the first send to the answer, when answered. */
      readonly roundTripMs?: number;
    }
  | { readonly type: 'raw'; readonly first: number; readonly values: readonly number[]; readonly boardTimeMs: number };

/** The `type` of a {@link BoardEvent}. */
export type BoardEventType = BoardEvent['type'];

// ---------------------------------------------------------------------------------------------
// Commands and the connection API
// ---------------------------------------------------------------------------------------------

/** Why a command was refused before it was sent; `code` is `board/…`. */
export interface CommandError {
  readonly code: string;
  readonly message: Message;
}

/** Tuning of the connection. Every field has a default; all times in ms. */
export interface BoardConnectionOptions {
  /** Opens links (serial, virtual, scripted). */
  readonly source: LinkSource;
  /** Time source; defaults to the real timers (`realClock()`). */
  readonly clock?: Clock;
  /** Connect only to this board id (others are closed again); default: the first board that says hello, then only that one. */
  readonly boardId?: string;
  /** Wait this long after opening for the HELLO a resetting board sends, before asking with HELLO? (default 2000). */
  readonly helloWaitMs?: number;
  /** Ask HELLO? again this often while none arrives (default 1000). */
  readonly helloRetryMs?: number;
  /** Give up on a link that has not said HELLO after this long, and try the next (default 6000). */
  readonly helloGiveUpMs?: number;
  /**
   * Declare the board lost after this long without any inbound line; default: the board's heartbeat
   * period plus 50 % (1500 for the default 1000 ms heartbeat). Source: `PROTOCOL.md` §8 "Liveness".
   */
  readonly silenceMs?: number;
  /** Delay between reconnect attempts: starts at `min`, doubles up to `max` (defaults 100, 500). */
  readonly reconnectDelayMs?: { readonly min: number; readonly max: number };
  /** Resend an unanswered command this often (default 1000), up to `commandRetries` times (default 3). */
  readonly commandTimeoutMs?: number;
  readonly commandRetries?: number;
  /** A gap between two clock checks longer than this means the computer slept (default 5000). */
  readonly sleepGapMs?: number;
  /** Settings to send with CFG after every (re)connect, if any. */
  readonly settings?: Partial<BoardSettings>;
}

/** Defaults of {@link BoardConnectionOptions}, ms. */
export const CONNECTION_DEFAULTS = {
  helloWaitMs: 2000,
  helloRetryMs: 1000,
  helloGiveUpMs: 6000,
  reconnectDelayMs: { min: 100, max: 500 },
  commandTimeoutMs: 1000,
  commandRetries: 3,
  sleepGapMs: 5000,
  /** Silence allowed = heartbeat x this factor. */
  silenceFactor: 1.5,
  /** Least time between two SNAP? repair requests. */
  resyncIntervalMs: 250,
  /** A board clock step back larger than this (ms) means the board restarted. */
  clockBackstepMs: 2000,
  /**
   * Wait before reopening a port that held another board or an incompatible one: opening a port
   * resets Arduino-class boards, so such a port is not reopened at the normal pace.
   */
  slowRetryMs: 3000,
} as const;

/**
 * A connection to one board that survives unplugging, resets and sleep.
 *
 * Lifecycle (`PROTOCOL.md` §8): `start()` opens a link and sends nothing until a valid line arrives
 * (a board resets when the port opens and says HELLO); after `helloWaitMs` it asks with HELLO?.
 * Bytes before the first valid line are discarded uncounted. After HELLO it asks for a SNAP at once,
 * re-sends the LED state and settings, and is `live` when the SNAP arrives. Liveness is judged only by
 * inbound data. On loss it closes the link fully and keeps reopening through the source until the same
 * board id answers; state is kept meanwhile.
 */
export interface BoardConnection {
  /** Starts connecting (idempotent). */
  start(): void;
  /** Stops: closes the link, cancels timers, state becomes `idle`. Resolves when the link is closed. */
  stop(): Promise<void>;
  /** Subscribes to every event; returns the unsubscribe function. Listeners run synchronously, in order. */
  subscribe(listener: (event: BoardEvent) => void): () => void;
  /** Current state. */
  readonly state: ConnectionState;
  /** The last HELLO (kept while lost). */
  readonly hello: BoardHello | undefined;
  /** The last snapshot (kept while lost). */
  readonly snapshot: BoardSnapshot | undefined;
  /** The LED state last set (re-sent on every reconnect). */
  readonly leds: LedFrame;
  /** Problem counts since `start()`. */
  readonly counts: ProtocolErrorCounts;
  /**
   * Sets the complete LED state (index = LED number; missing entries are off). Stored and sent now if
   * live, else on connect; re-sent on every reconnect; retried until ACKed.
   * Fails with `board/led-count` when the frame is longer than the board's LED count, or
   * `board/led-colour` when a colour is not among the board's colours.
   */
  setLeds(leds: LedFrame): Result<void, CommandError>;
  /** Changes board settings (sent now and after every reconnect). Fails with `board/setting-range`. */
  configure(settings: Partial<BoardSettings>): Result<void, CommandError>;
  /** Turns the RAW diagnostics stream on or off. Fails with `board/no-diagnostics` if the board lacks it. */
  setDiagnostics(on: boolean): Result<void, CommandError>;
  /** Asks for a snapshot now (no-op unless connected). */
  requestSnapshot(): void;
  /** Sends PING; the answer arrives as a `command` event. Fails with `board/not-connected`. */
  ping(): Result<void, CommandError>;
  /**
   * Tells the connection the computer just woke (e.g. Electron `powerMonitor` `resume`): the link is
   * closed and reopened, since ports rarely survive sleep. Also detected on its own by clock jumps.
   */
  notifyResume(): void;
}

/** The kind of sensor a board has, with the states it can report. */
export const STATES_BY_KIND: Readonly<Record<SensorKind, readonly SensorState[]>> = {
  reed: ['empty', 'occupied'],
  hall: ['empty', 'north', 'south'],
};
