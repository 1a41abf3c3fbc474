/**
 * The messages of the Parlour board protocol, version 1 (`PROTOCOL.md`), as plain typed values.
 *
 * Every message that travels on the link, in either direction, is one of the {@link Message} union.
 * The codec (`codec.ts`) turns a message into one line of text and back; nothing here does I/O.
 * Closed vocabularies are `const` arrays with the type taken from them (chessops' `COLORS` pattern,
 * `../shared/style/anchors.md` practice 2).
 */

/** The protocol version this codec speaks (`PROTOCOL.md` §7 "Versioning"). */
export const PROTOCOL_VERSION = { major: 1, minor: 0 } as const;

/** Longest line in bytes, not counting the `\n` or `\r\n` terminator (`PROTOCOL.md` §2 "Framing"). */
export const MAX_LINE_LENGTH = 320;

/** Most sensors (and LEDs) one board may report (`PROTOCOL.md` §3.1 HELLO `n`). */
export const MAX_SENSORS = 256;

/** Most values in one RAW line (`PROTOCOL.md` §3.7 RAW). */
export const MAX_RAW_VALUES = 48;

/** Sequence numbers and command ids are 16-bit and wrap from 65535 to 0 (`PROTOCOL.md` §2). */
export const SEQ_MODULO = 0x10000;

/** Board clock `t`: milliseconds since boot, 32-bit, wraps after about 49.7 days (`PROTOCOL.md` §2). */
export const CLOCK_MODULO = 0x1_0000_0000;

/** The two sensor kinds (`PROTOCOL.md` §4). `reed`: occupied or not. `hall`: empty, north up or south up. */
export const SENSOR_KINDS = ['reed', 'hall'] as const;
/** One of {@link SENSOR_KINDS}. */
export type SensorKind = (typeof SENSOR_KINDS)[number];

/**
 * What one sensor reads after debounce. A reed board reports only `empty`/`occupied`; a hall board
 * only `empty`/`north`/`south` (the pole of the magnet that faces up). Wire characters: `.` `X` `N` `S`.
 */
export const SENSOR_STATES = ['empty', 'occupied', 'north', 'south'] as const;
/** One of {@link SENSOR_STATES}. */
export type SensorState = (typeof SENSOR_STATES)[number];

/** LED colours a board may offer (`PROTOCOL.md` §5.3 LED). A one-colour board shows each as its only colour. */
export const LED_COLOURS = ['red', 'green', 'blue', 'yellow', 'white'] as const;
/** One of {@link LED_COLOURS}. */
export type LedColour = (typeof LED_COLOURS)[number];

/** One lit LED: a colour, steady or blinking (about 2 Hz, 50 % duty; `PROTOCOL.md` §5.3). */
export interface LedLight {
  readonly colour: LedColour;
  readonly blink: boolean;
}

/** The complete state of every LED, index = LED number (= sensor number); `null` is off. */
export type LedFrame = readonly (LedLight | null)[];

/** A protocol version `major.minor`. */
export interface ProtocolVersion {
  readonly major: number;
  readonly minor: number;
}

/** Board settings (`PROTOCOL.md` §5.4 CFG). All in milliseconds. */
export interface BoardSettings {
  /** How long a sensor must read the same before the board reports it, ms (0..1000). */
  readonly debounceMs: number;
  /** Time between two full scans, ms (1..20; at least 50 full scans a second). */
  readonly scanMs: number;
  /** Longest gap between two SNAP lines, ms (100..1000); the host's liveness check depends on it. */
  readonly heartbeatMs: number;
}

/** Allowed ranges of {@link BoardSettings}, inclusive, ms (`PROTOCOL.md` §5.4). */
export const SETTING_RANGES = {
  debounceMs: { min: 0, max: 1000, key: 'deb' },
  scanMs: { min: 1, max: 20, key: 'scan' },
  heartbeatMs: { min: 100, max: 1000, key: 'hb' },
} as const;

/** Error codes a board reports in ERR lines (`PROTOCOL.md` §3.6); later minor versions may add more. */
export const BOARD_ERROR_CODES = ['STUCK', 'LED', 'OVERFLOW', 'HOSTCRC', 'HOSTLINE', 'INTERNAL'] as const;
/** Reasons a board gives in NAK lines (`PROTOCOL.md` §3.5); later minor versions may add more. */
export const NAK_REASONS = ['UNKNOWN', 'BADARG', 'UNSUPPORTED', 'BUSY'] as const;

// ---------------------------------------------------------------------------------------------
// Board -> host
// ---------------------------------------------------------------------------------------------

/** HELLO (`PROTOCOL.md` §3.1): who the board is. Sent at boot (seq 0) and on `HELLO?`. */
export interface HelloMessage {
  readonly type: 'hello';
  /** Board sequence number 0..65535. */
  readonly seq: number;
  readonly proto: ProtocolVersion;
  /** Board model, a token such as `parlour-9x9` (`[A-Za-z0-9._-]`, 1..32 chars). */
  readonly model: string;
  /** Unique board id, a token (`[A-Za-z0-9._-]`, 1..32 chars); the host recognises the board by it. */
  readonly boardId: string;
  /** Firmware version, a token such as `1.2.0`. */
  readonly firmware: string;
  /** Number of sensors, 1..{@link MAX_SENSORS}. */
  readonly sensorCount: number;
  readonly sensorKind: SensorKind;
  /** Number of LEDs, 0..{@link MAX_SENSORS} (0: no LEDs). LED i sits at sensor i. */
  readonly ledCount: number;
  /** Colours the LEDs can show (empty when `ledCount` is 0). */
  readonly colours: readonly LedColour[];
  /** Button names, such as `done` and `spin` (`[a-z0-9_-]`, 1..16 chars). */
  readonly buttons: readonly string[];
  /** Current settings. */
  readonly settings: BoardSettings;
  /** Whether the board can stream RAW diagnostics. */
  readonly diagnostics: boolean;
}

/** SNAP (`PROTOCOL.md` §3.2): every sensor, debounced; the truth about the board, and the heartbeat. */
export interface SnapshotMessage {
  readonly type: 'snapshot';
  readonly seq: number;
  /** Board clock, ms since boot (0..2^32-1). */
  readonly t: number;
  /** One state per sensor, index = sensor number. */
  readonly sensors: readonly SensorState[];
}

/** EV (`PROTOCOL.md` §3.3): one sensor changed (debounced); a hint for ordering, sent before its SNAP. */
export interface ChangeMessage {
  readonly type: 'change';
  readonly seq: number;
  /** Board clock at the debounced change, ms since boot. */
  readonly t: number;
  /** Sensor number, 0-based. */
  readonly sensor: number;
  readonly state: SensorState;
}

/** BTN (`PROTOCOL.md` §3.4): a button was pressed. */
export interface ButtonMessage {
  readonly type: 'button';
  readonly seq: number;
  /** Board clock at the press, ms. */
  readonly t: number;
  /** Button name as announced in HELLO. */
  readonly button: string;
}

/** ACK (`PROTOCOL.md` §3.5): the command with id `id` and word `command` was carried out. */
export interface AckMessage {
  readonly type: 'ack';
  readonly seq: number;
  /** The id of the host command answered. */
  readonly id: number;
  /** The command word answered, e.g. `LED`. */
  readonly command: string;
}

/** NAK (`PROTOCOL.md` §3.5): the command was refused; `reason` is one of {@link NAK_REASONS} or newer. */
export interface NakMessage {
  readonly type: 'nak';
  readonly seq: number;
  readonly id: number;
  readonly command: string;
  readonly reason: string;
}

/** ERR (`PROTOCOL.md` §3.6): a fault the board noticed; `code` is one of {@link BOARD_ERROR_CODES} or newer. */
export interface BoardErrorMessage {
  readonly type: 'error';
  readonly seq: number;
  readonly t: number;
  readonly code: string;
  /** The sensor concerned (STUCK), if any. */
  readonly sensor?: number;
}

/** RAW (`PROTOCOL.md` §3.7): raw readings of sensors `first`.. in diagnostics mode (ADC counts or 0/1). */
export interface RawMessage {
  readonly type: 'raw';
  readonly seq: number;
  readonly t: number;
  /** Sensor number of `values[0]`. */
  readonly first: number;
  /** Raw values, integers 0..65535, at most {@link MAX_RAW_VALUES}. */
  readonly values: readonly number[];
}

/** Any line a board sends. */
export type BoardMessage =
  | HelloMessage
  | SnapshotMessage
  | ChangeMessage
  | ButtonMessage
  | AckMessage
  | NakMessage
  | BoardErrorMessage
  | RawMessage;

// ---------------------------------------------------------------------------------------------
// Host -> board. `seq` is the command id the board quotes in its ACK/NAK.
// ---------------------------------------------------------------------------------------------

/** `HELLO?` (`PROTOCOL.md` §5.1): ask for the HELLO. */
export interface HelloRequest {
  readonly type: 'hello-request';
  readonly seq: number;
}

/** `SNAP?` (`PROTOCOL.md` §5.2): ask for a SNAP now. */
export interface SnapshotRequest {
  readonly type: 'snapshot-request';
  readonly seq: number;
}

/** `LED` (`PROTOCOL.md` §5.3): set every LED at once (idempotent). */
export interface LedCommand {
  readonly type: 'leds';
  readonly seq: number;
  readonly leds: LedFrame;
}

/** `CFG` (`PROTOCOL.md` §5.4): change some settings; keys left out stay as they are. */
export interface ConfigCommand {
  readonly type: 'config';
  readonly seq: number;
  readonly settings: Partial<BoardSettings>;
}

/** `DIAG` (`PROTOCOL.md` §5.5): RAW diagnostics stream on or off. */
export interface DiagnosticsCommand {
  readonly type: 'diagnostics';
  readonly seq: number;
  readonly on: boolean;
}

/** `PING` (`PROTOCOL.md` §5.6): answered by ACK. */
export interface PingCommand {
  readonly type: 'ping';
  readonly seq: number;
}

/** Any line a host sends. */
export type HostMessage = HelloRequest | SnapshotRequest | LedCommand | ConfigCommand | DiagnosticsCommand | PingCommand;

/** Any protocol message. */
export type Message = BoardMessage | HostMessage;

/** The `type` of a board message. */
export type BoardMessageType = BoardMessage['type'];
/** The `type` of a host message. */
export type HostMessageType = HostMessage['type'];

/** Wire word of each message type (`PROTOCOL.md` §3, §5). */
export const WIRE_WORDS = {
  hello: 'HELLO',
  snapshot: 'SNAP',
  change: 'EV',
  button: 'BTN',
  ack: 'ACK',
  nak: 'NAK',
  error: 'ERR',
  raw: 'RAW',
  'hello-request': 'HELLO?',
  'snapshot-request': 'SNAP?',
  leds: 'LED',
  config: 'CFG',
  diagnostics: 'DIAG',
  ping: 'PING',
} as const satisfies Record<Message['type'], string>;

/** True for messages that only a board sends. */
export function isBoardMessage(m: Message): m is BoardMessage {
  switch (m.type) {
    case 'hello':
    case 'snapshot':
    case 'change':
    case 'button':
    case 'ack':
    case 'nak':
    case 'error':
    case 'raw':
      return true;
    case 'hello-request':
    case 'snapshot-request':
    case 'leds':
    case 'config':
    case 'diagnostics':
    case 'ping':
      return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Decode errors
// ---------------------------------------------------------------------------------------------

/**
 * Why a line did not decode (`PROTOCOL.md` §6 "Errors"). Each kind is counted by the host.
 * - `empty`: a blank line (ignored, not an error on the wire);
 * - `too-long`: more than {@link MAX_LINE_LENGTH} bytes;
 * - `bad-bytes`: a byte outside printable ASCII (0x20..0x7E);
 * - `no-checksum`: no `*XXXX` at the end;
 * - `bad-checksum`: the CRC does not match the line;
 * - `malformed`: the line is not `WORD SEQ fields…`;
 * - `unknown-type`: a message word this version does not know (ignored: a newer minor version may send it);
 * - `bad-field`: a required field missing or out of range, a field repeated, or a value malformed.
 */
export const DECODE_ERROR_KINDS = [
  'empty',
  'too-long',
  'bad-bytes',
  'no-checksum',
  'bad-checksum',
  'malformed',
  'unknown-type',
  'bad-field',
] as const;
/** One of {@link DECODE_ERROR_KINDS}. */
export type DecodeErrorKind = (typeof DECODE_ERROR_KINDS)[number];

/** A line that did not decode. `code` is `protocol/<kind>`; `message` is a sentence naming the problem. */
export interface DecodeError {
  readonly code: `protocol/${DecodeErrorKind}`;
  readonly kind: DecodeErrorKind;
  readonly message: string;
  /** The offending line, cut to 80 characters for display. */
  readonly excerpt: string;
  /** For `bad-field`: the field name; for `unknown-type`: the word. */
  readonly detail?: string;
  /** The line's sequence number / command id, when the header could be read (a board quotes it in NAK). */
  readonly seq?: number;
}
