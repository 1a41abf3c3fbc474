/**
 * The board connection (`src/board/`, `firmware-protocol/serial/`, the virtual board): why it connects,
 * fails or drops (`board.<code>` for `board/<code>`, `serial.*`, `virtual.*`), what a board's ERR line
 * means (`board.err.*`), and the host's notices about the board. Errors from the operating system are
 * passed on verbatim as `why`.
 */
import type { ParamSpec } from '../kinds';

const ERR = ['stuck', 'led', 'overflow', 'hostcrc', 'hostline', 'internal'] as const;

/** The board messages (see the module docstring). */
export const BOARD_MESSAGES = {
  /** A known ERR code; `sensor` is -1 when the line names none. */
  'board.err.known': { err: ERR, sensor: 'number' },
  'board.err.other': { code: 'text', sensor: 'number' },
  'board.led-count': { leds: 'number', frame: 'number' },
  'board.led-colour': { colours: 'text', n: 'number', colour: 'text' },
  'board.setting-range': { key: 'text', min: 'text', max: 'text', value: 'text' },
  'board.no-diagnostics': { board: 'text' },
  'board.not-connected': {},
  'board.woke': {},
  'board.closed': { link: 'text' },
  'board.no-hello': { link: 'text', ms: 'number', unreadable: 'number' },
  'board.silent': { ms: 'number', heartbeat: 'text' },
  'board.clock-jumped': { ms: 'number' },
  'board.protocol-major': { board: 'text', version: 'text', ours: 'text', update: ['parlour', 'firmware'] },
  'board.other-board': { link: 'text', board: 'text', expected: 'text' },
  'serial.permission-linux': { path: 'text', why: 'text' },
  'serial.permission': { path: 'text', why: 'text' },
  'serial.busy': { path: 'text', why: 'text' },
  'serial.unavailable': { why: 'text' },
  'serial.not-found': { path: 'text', why: 'text' },
  'serial.error': { path: 'text', why: 'text' },
  'serial.disconnected': { link: 'text', why: 'text' },
  'serial.write-failed': { link: 'text', why: 'text' },
  'serial.list-failed': { why: 'text' },
  'serial.no-ports': {},
  'virtual.stopped': {},
  'virtual.unplugged': {},
  'virtual.was-unplugged': {},
  'virtual.no-socat': {},
  'virtual.socat-failed': { why: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
