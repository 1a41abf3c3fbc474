/**
 * Encoder and decoder of protocol v1 lines (`PROTOCOL.md` §2-§6), shared by the host and the virtual
 * board. Pure TypeScript, no I/O.
 *
 * A line is `WORD SEQ key=value …*CRC`: printable ASCII, single spaces, at most
 * {@link MAX_LINE_LENGTH} bytes before the `\n`, CRC-16/CCITT-FALSE over everything before the `*`.
 * {@link decode} never throws, whatever it is given; every failure is a typed {@link DecodeError}.
 */
import { err, ok, type Result } from '../src/core/result';
import { crc16, crc16Hex } from './crc';
import {
  CLOCK_MODULO,
  LED_COLOURS,
  MAX_LINE_LENGTH,
  MAX_RAW_VALUES,
  MAX_SENSORS,
  SENSOR_KINDS,
  SEQ_MODULO,
  SETTING_RANGES,
  WIRE_WORDS,
  type BoardSettings,
  type DecodeError,
  type DecodeErrorKind,
  type LedColour,
  type LedLight,
  type Message,
  type SensorKind,
  type SensorState,
} from './messages';

/** Wire character of each sensor state in SNAP and EV (`PROTOCOL.md` §4). */
export const SENSOR_CHARS: Readonly<Record<SensorState, string>> = { empty: '.', occupied: 'X', north: 'N', south: 'S' };
const STATE_OF_CHAR: Readonly<Record<string, SensorState>> = { '.': 'empty', X: 'occupied', N: 'north', S: 'south' };

/** Wire letter of each LED colour; upper case steady, lower case blinking (`PROTOCOL.md` §5.3). */
export const COLOUR_LETTERS: Readonly<Record<LedColour, string>> = { red: 'R', green: 'G', blue: 'B', yellow: 'Y', white: 'W' };
const COLOUR_OF_LETTER: Readonly<Record<string, LedColour>> = { R: 'red', G: 'green', B: 'blue', Y: 'yellow', W: 'white' };

/** The characters allowed in tokens (model, id, fw): `[A-Za-z0-9._-]`, 1..32 of them. */
export const TOKEN_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
/** Button names: 1..16 of `[a-z0-9_-]`, starting with a letter or digit (`-` alone means "no buttons"). */
export const BUTTON_PATTERN = /^[a-z0-9][a-z0-9_-]{0,15}$/;
/** Error codes and NAK reasons: `[A-Z0-9_]`, 1..16. */
export const CODE_PATTERN = /^[A-Z0-9_]{1,16}$/;

const hex4 = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0');
const hex8 = (n: number): string => n.toString(16).toUpperCase().padStart(8, '0');

/** One LED as its wire character (`.` off, `R` red steady, `r` red blinking, …). */
export function ledChar(light: LedLight | null): string {
  if (light === null) return '.';
  const letter = COLOUR_LETTERS[light.colour];
  return light.blink ? letter.toLowerCase() : letter;
}

/**
 * Encodes a message as one line, without the terminator (the transport appends `\n`).
 * Canonical form: seq/id as 4 upper-case hex digits, `t` as 8, numbers in decimal, fields in the
 * order of `PROTOCOL.md`.
 * @throws RangeError when the message breaks its own type's limits (a programmer bug: a sequence
 *   number over 65535, a sensor out of range, a token with a space, more than 256 sensors, …).
 */
export function encode(m: Message): string {
  const f: string[] = [WIRE_WORDS[m.type], hex4(checkInt(m.seq, 0, SEQ_MODULO - 1, 'seq'))];
  switch (m.type) {
    case 'hello':
      f.push(
        `proto=${checkInt(m.proto.major, 0, 999, 'proto')}.${checkInt(m.proto.minor, 0, 999, 'proto')}`,
        `model=${checkToken(m.model, 'model')}`,
        `id=${checkToken(m.boardId, 'id')}`,
        `fw=${checkToken(m.firmware, 'fw')}`,
        `n=${checkInt(m.sensorCount, 1, MAX_SENSORS, 'n')}`,
        `kind=${m.sensorKind}`,
        `leds=${checkInt(m.ledCount, 0, MAX_SENSORS, 'leds')}`,
        `col=${m.colours.length === 0 ? '-' : m.colours.map((c) => COLOUR_LETTERS[c]).join('')}`,
        `btn=${m.buttons.length === 0 ? '-' : m.buttons.map((b) => checkPattern(b, BUTTON_PATTERN, 'btn')).join(',')}`,
        ...settingFields(m.settings),
        `diag=${m.diagnostics ? 1 : 0}`,
      );
      break;
    case 'snapshot':
      if (m.sensors.length < 1 || m.sensors.length > MAX_SENSORS) throw new RangeError(`snapshot of ${m.sensors.length} sensors`);
      f.push(`t=${hex8(checkInt(m.t, 0, CLOCK_MODULO - 1, 't'))}`, `s=${m.sensors.map((s) => SENSOR_CHARS[s]).join('')}`);
      break;
    case 'change':
      f.push(
        `t=${hex8(checkInt(m.t, 0, CLOCK_MODULO - 1, 't'))}`,
        `i=${checkInt(m.sensor, 0, MAX_SENSORS - 1, 'i')}`,
        `v=${SENSOR_CHARS[m.state]}`,
      );
      break;
    case 'button':
      f.push(`t=${hex8(checkInt(m.t, 0, CLOCK_MODULO - 1, 't'))}`, `b=${checkPattern(m.button, BUTTON_PATTERN, 'b')}`);
      break;
    case 'ack':
      f.push(`id=${hex4(checkInt(m.id, 0, SEQ_MODULO - 1, 'id'))}`, `cmd=${checkPattern(m.command, WORD, 'cmd')}`);
      break;
    case 'nak':
      f.push(
        `id=${hex4(checkInt(m.id, 0, SEQ_MODULO - 1, 'id'))}`,
        `cmd=${checkPattern(m.command, WORD, 'cmd')}`,
        `err=${checkPattern(m.reason, CODE_PATTERN, 'err')}`,
      );
      break;
    case 'error':
      f.push(`t=${hex8(checkInt(m.t, 0, CLOCK_MODULO - 1, 't'))}`, `code=${checkPattern(m.code, CODE_PATTERN, 'code')}`);
      if (m.sensor !== undefined) f.push(`i=${checkInt(m.sensor, 0, MAX_SENSORS - 1, 'i')}`);
      break;
    case 'raw':
      if (m.values.length < 1 || m.values.length > MAX_RAW_VALUES) throw new RangeError(`RAW with ${m.values.length} values`);
      f.push(
        `t=${hex8(checkInt(m.t, 0, CLOCK_MODULO - 1, 't'))}`,
        `i=${checkInt(m.first, 0, MAX_SENSORS - 1, 'i')}`,
        `v=${m.values.map((v) => checkInt(v, 0, 65535, 'v')).join(',')}`,
      );
      break;
    case 'hello-request':
    case 'snapshot-request':
    case 'ping':
      break;
    case 'leds':
      if (m.leds.length > MAX_SENSORS) throw new RangeError(`LED frame of ${m.leds.length} LEDs`);
      f.push(`l=${m.leds.map(ledChar).join('')}`);
      break;
    case 'config': {
      const fields = settingFields(m.settings);
      if (fields.length === 0) throw new RangeError('CFG without settings');
      f.push(...fields);
      break;
    }
    case 'diagnostics':
      f.push(`on=${m.on ? 1 : 0}`);
      break;
  }
  const body = f.join(' ');
  return `${body}*${crc16Hex(body)}`;
}

/** Encodes a message as the bytes to write: {@link encode} plus `\n`. */
export function encodeLine(m: Message): string {
  return `${encode(m)}\n`;
}

/** Adds the `*CRC` to a hand-written body, for tests and terminals (`SNAP? 0001` -> `SNAP? 0001*XXXX`). */
export function withChecksum(body: string): string {
  return `${body}*${crc16Hex(body)}`;
}

function settingFields(s: Partial<BoardSettings>): string[] {
  const out: string[] = [];
  for (const key of ['debounceMs', 'scanMs', 'heartbeatMs'] as const) {
    const v = s[key];
    if (v === undefined) continue;
    const r = SETTING_RANGES[key];
    out.push(`${r.key}=${checkInt(v, r.min, r.max, r.key)}`);
  }
  return out;
}

function checkInt(v: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(v) || v < min || v > max) throw new RangeError(`${name}=${v} is outside ${min}..${max}`);
  return v;
}

function checkToken(v: string, name: string): string {
  return checkPattern(v, TOKEN_PATTERN, name);
}

function checkPattern(v: string, re: RegExp, name: string): string {
  if (!re.test(v)) throw new RangeError(`${name}=${JSON.stringify(v)} does not match ${re}`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

/** Thrown inside the field readers only, caught in {@link decode}; never escapes. */
class FieldProblem {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

const KEY = /^[a-z][a-z0-9]{0,15}$/;
/** A message word (`PROTOCOL.md` §2): 1..16 upper-case letters, optionally ending in `?`; also the form of ACK/NAK `cmd`. */
const WORD = /^[A-Z]{1,16}\??$/;
const HEX4 = /^[0-9A-Fa-f]{4}$/;
const HEX_T = /^[0-9A-Fa-f]{1,8}$/;
const DEC = /^(0|[1-9][0-9]{0,5})$/;

class Fields {
  private readonly map = new Map<string, string>();
  constructor(tokens: readonly string[]) {
    for (const tok of tokens) {
      const eq = tok.indexOf('=');
      if (eq <= 0) throw new FieldProblem(tok.slice(0, 16), `field ${JSON.stringify(tok.slice(0, 24))} is not key=value`);
      const key = tok.slice(0, eq);
      if (!KEY.test(key)) throw new FieldProblem(key.slice(0, 16), `field name ${JSON.stringify(key.slice(0, 24))} is not lower-case letters and digits`);
      if (this.map.has(key)) throw new FieldProblem(key, `field ${key} appears twice`);
      this.map.set(key, tok.slice(eq + 1));
    }
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  raw(key: string): string {
    const v = this.map.get(key);
    if (v === undefined) throw new FieldProblem(key, `field ${key} is missing`);
    return v;
  }
  dec(key: string, min: number, max: number): number {
    const v = this.raw(key);
    if (!DEC.test(v)) throw new FieldProblem(key, `${key}=${show(v)} is not a decimal number`);
    const n = Number(v);
    if (n < min || n > max) throw new FieldProblem(key, `${key}=${n} is outside ${min}..${max}`);
    return n;
  }
  hexId(key: string): number {
    const v = this.raw(key);
    if (!HEX4.test(v)) throw new FieldProblem(key, `${key}=${show(v)} is not 4 hex digits`);
    return parseInt(v, 16);
  }
  time(key = 't'): number {
    const v = this.raw(key);
    if (!HEX_T.test(v)) throw new FieldProblem(key, `${key}=${show(v)} is not 1 to 8 hex digits`);
    return parseInt(v, 16);
  }
  match(key: string, re: RegExp, what: string): string {
    const v = this.raw(key);
    if (!re.test(v)) throw new FieldProblem(key, `${key}=${show(v)} is not ${what}`);
    return v;
  }
  settings(required: boolean): Partial<BoardSettings> {
    const out: { -readonly [K in keyof BoardSettings]?: number } = {};
    for (const k of ['debounceMs', 'scanMs', 'heartbeatMs'] as const) {
      const r = SETTING_RANGES[k];
      if (required || this.has(r.key)) out[k] = this.dec(r.key, r.min, r.max);
    }
    return out;
  }
}

function show(v: string): string {
  return JSON.stringify(v.length > 24 ? `${v.slice(0, 24)}…` : v);
}

function excerpt(line: string): string {
  let s = '';
  for (let i = 0; i < line.length && i < 80; i++) {
    const c = line.charCodeAt(i);
    s += c >= 0x20 && c <= 0x7e ? line[i] : `\\x${(c & 0xff).toString(16).padStart(2, '0')}`;
  }
  return line.length > 80 ? `${s}…` : s;
}

function fail(kind: DecodeErrorKind, line: string, message: string, extra: { detail?: string; seq?: number } = {}): Result<never, DecodeError> {
  return err({ code: `protocol/${kind}`, kind, message, excerpt: excerpt(line), ...extra });
}

function sensorStates(v: string, key: string, max: number): SensorState[] {
  if (v.length < 1 || v.length > max) throw new FieldProblem(key, `${key} has ${v.length} sensors (1..${max} allowed)`);
  const out: SensorState[] = [];
  for (let i = 0; i < v.length; i++) {
    const s = STATE_OF_CHAR[v[i]!];
    if (s === undefined) throw new FieldProblem(key, `${key}: character ${show(v[i]!)} at sensor ${i} is not one of . X N S`);
    out.push(s);
  }
  return out;
}

/**
 * Decodes one line (with or without its `\n`/`\r\n`). Never throws.
 *
 * Order of checks (`PROTOCOL.md` §6): empty; longer than {@link MAX_LINE_LENGTH} bytes (`too-long`); a
 * byte outside 0x20..0x7E (`bad-bytes`); no `*XXXX` ending (`no-checksum`); CRC mismatch
 * (`bad-checksum`); not `WORD SEQ fields` with single spaces (`malformed`); an unknown word
 * (`unknown-type`, carrying the word and seq); a missing, repeated or bad field (`bad-field`).
 * Unknown fields of a known word are ignored (a newer minor version may add them).
 * @returns the message, or a {@link DecodeError}.
 */
export function decode(input: string): Result<Message, DecodeError> {
  let line = input;
  if (line.endsWith('\n')) line = line.slice(0, -1);
  if (line.endsWith('\r')) line = line.slice(0, -1);
  if (line.length === 0) return fail('empty', line, 'the line is empty');
  if (line.length > MAX_LINE_LENGTH) {
    return fail('too-long', line, `the line is ${line.length} bytes long; the limit is ${MAX_LINE_LENGTH}`);
  }
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) {
      return fail('bad-bytes', line, `byte 0x${(c & 0xff).toString(16).padStart(2, '0')} at column ${i + 1} is not printable ASCII`);
    }
  }
  const star = line.lastIndexOf('*');
  if (star < 0 || line.length - star !== 5 || !HEX4.test(line.slice(star + 1))) {
    return fail('no-checksum', line, 'the line does not end in *XXXX (a CRC-16 in 4 hex digits)');
  }
  const body = line.slice(0, star);
  const got = parseInt(line.slice(star + 1), 16);
  const want = crc16(body);
  if (got !== want) {
    return fail('bad-checksum', line, `the CRC is ${hex4(got)} but the line's CRC-16/CCITT-FALSE is ${hex4(want)}`);
  }
  const tokens = body.split(' ');
  const word = tokens[0]!;
  const seqText = tokens[1];
  if (!WORD.test(word) || seqText === undefined || !HEX4.test(seqText) || tokens.some((t) => t.length === 0) || body.includes('*')) {
    return fail('malformed', line, 'the line is not WORD SEQ key=value… with single spaces (SEQ is 4 hex digits)');
  }
  const seq = parseInt(seqText, 16);
  const type = TYPE_OF_WORD.get(word);
  if (type === undefined) {
    return fail('unknown-type', line, `${word} is not a message of protocol version 1`, { detail: word, seq });
  }
  try {
    return ok(decodeFields(type, seq, new Fields(tokens.slice(2))));
  } catch (e) {
    if (e instanceof FieldProblem) return fail('bad-field', line, `${word}: ${e.message}`, { detail: e.field, seq });
    throw e;
  }
}

const TYPE_OF_WORD: ReadonlyMap<string, Message['type']> = new Map(
  (Object.entries(WIRE_WORDS) as [Message['type'], string][]).map(([type, word]) => [word, type]),
);

function decodeFields(type: Message['type'], seq: number, f: Fields): Message {
  switch (type) {
    case 'hello': {
      const proto = f.match('proto', /^(0|[1-9][0-9]{0,2})\.(0|[1-9][0-9]{0,2})$/, 'MAJOR.MINOR');
      const [major, minor] = proto.split('.').map(Number) as [number, number];
      const kind = f.match('kind', /^[a-z]+$/, 'a sensor kind');
      if (!(SENSOR_KINDS as readonly string[]).includes(kind)) {
        throw new FieldProblem('kind', `kind=${show(kind)} is not one of ${SENSOR_KINDS.join(', ')}`);
      }
      const col = f.match('col', /^(-|[RGBYW]{1,5})$/, 'colour letters R G B Y W, or -');
      const colours: LedColour[] = col === '-' ? [] : [...col].map((c) => COLOUR_OF_LETTER[c]!);
      if (new Set(colours).size !== colours.length) throw new FieldProblem('col', `col=${show(col)} repeats a colour`);
      const btn = f.raw('btn');
      const buttons = btn === '-' ? [] : btn.split(',');
      for (const b of buttons) {
        if (!BUTTON_PATTERN.test(b)) throw new FieldProblem('btn', `button name ${show(b)} is not 1-16 of a-z 0-9 _ -`);
      }
      if (new Set(buttons).size !== buttons.length) throw new FieldProblem('btn', 'btn repeats a button');
      const ledCount = f.dec('leds', 0, MAX_SENSORS);
      const diag = f.match('diag', /^[01]$/, '0 or 1');
      return {
        type,
        seq,
        proto: { major, minor },
        model: f.match('model', TOKEN_PATTERN, 'a token'),
        boardId: f.match('id', TOKEN_PATTERN, 'a token'),
        firmware: f.match('fw', TOKEN_PATTERN, 'a token'),
        sensorCount: f.dec('n', 1, MAX_SENSORS),
        sensorKind: kind as SensorKind,
        ledCount,
        colours,
        buttons,
        settings: f.settings(true) as BoardSettings,
        diagnostics: diag === '1',
      };
    }
    case 'snapshot':
      return { type, seq, t: f.time(), sensors: sensorStates(f.raw('s'), 's', MAX_SENSORS) };
    case 'change': {
      const v = sensorStates(f.raw('v'), 'v', 1);
      return { type, seq, t: f.time(), sensor: f.dec('i', 0, MAX_SENSORS - 1), state: v[0]! };
    }
    case 'button':
      return { type, seq, t: f.time(), button: f.match('b', BUTTON_PATTERN, 'a button name') };
    case 'ack':
      return { type, seq, id: f.hexId('id'), command: f.match('cmd', WORD, 'a command word') };
    case 'nak':
      return {
        type,
        seq,
        id: f.hexId('id'),
        command: f.match('cmd', WORD, 'a command word'),
        reason: f.match('err', CODE_PATTERN, 'an upper-case code'),
      };
    case 'error': {
      const base = { type, seq, t: f.time(), code: f.match('code', CODE_PATTERN, 'an upper-case code') } as const;
      return f.has('i') ? { ...base, sensor: f.dec('i', 0, MAX_SENSORS - 1) } : base;
    }
    case 'raw': {
      const v = f.match('v', /^(0|[1-9][0-9]{0,4})(,(0|[1-9][0-9]{0,4}))*$/, 'comma-separated decimal numbers without leading zeros');
      const values = v.split(',').map(Number);
      if (values.length > MAX_RAW_VALUES) throw new FieldProblem('v', `v has ${values.length} values (at most ${MAX_RAW_VALUES})`);
      if (values.some((x) => x > 65535)) throw new FieldProblem('v', 'a raw value is over 65535');
      return { type, seq, t: f.time(), first: f.dec('i', 0, MAX_SENSORS - 1), values };
    }
    case 'hello-request':
    case 'snapshot-request':
    case 'ping':
      return { type, seq };
    case 'leds': {
      const l = f.raw('l');
      if (l.length > MAX_SENSORS) throw new FieldProblem('l', `l has ${l.length} LEDs (at most ${MAX_SENSORS})`);
      const leds: (LedLight | null)[] = [];
      for (let i = 0; i < l.length; i++) {
        const c = l[i]!;
        if (c === '.') {
          leds.push(null);
          continue;
        }
        const colour = COLOUR_OF_LETTER[c.toUpperCase()];
        if (colour === undefined) throw new FieldProblem('l', `l: character ${show(c)} at LED ${i} is not . or a colour letter`);
        leds.push({ colour, blink: c !== c.toUpperCase() });
      }
      return { type, seq, leds };
    }
    case 'config': {
      const settings = f.settings(false);
      if (Object.keys(settings).length === 0) throw new FieldProblem('deb', 'CFG sets none of deb, scan, hb');
      return { type, seq, settings };
    }
    case 'diagnostics':
      return { type, seq, on: f.match('on', /^[01]$/, '0 or 1') === '1' };
  }
}

/** Sequence distance from `a` to `b` modulo 2^16 (0..65535): how many lines `b` is after `a`. */
export function seqDistance(a: number, b: number): number {
  return (b - a + SEQ_MODULO) % SEQ_MODULO;
}

/** The colours of {@link LED_COLOURS} as their wire letters, e.g. `RGBYW`. */
export const ALL_COLOUR_LETTERS = LED_COLOURS.map((c) => COLOUR_LETTERS[c]).join('');

/** Checks `m` against the limits {@link encode} enforces, without throwing: `undefined` if fine, else the reason. */
export function encodeProblem(m: Message): string | undefined {
  try {
    encode(m);
    return undefined;
  } catch (e) {
    if (e instanceof RangeError) return e.message;
    throw e;
  }
}
