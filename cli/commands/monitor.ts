/**
 * `parlour monitor`: connects to a board on a serial port and prints every line it sends and every
 * line the host sends, decoded, plus connection changes and protocol errors with their counts.
 * For people bringing up new hardware. Spec: `firmware-protocol/PROTOCOL.md`.
 */
import { parseArgs } from 'node:util';
import { EXIT, UsageError, type CommandIO, type Command } from '../command';
import { argumentsProblem } from '../args';
import { USAGE } from '../help';
import { ok } from '../../src/core/result';
import { createBoardConnection } from '../../src/board/connection';
import type { BoardEvent, BoardHello, LineLink, LinkSource } from '../../src/board/types';
import { isCandidatePort, listPorts, probePort, serialLinkSource } from '../../firmware-protocol/serial/ports';
import { DEFAULT_BAUD } from '../../firmware-protocol/serial/serial-link';
import { decode, SENSOR_CHARS } from '../../firmware-protocol/codec';
import type { Message } from '../../firmware-protocol/messages';
import { loadProfile, profileForHello } from '../../firmware-protocol/profile-files';
import { sensorName, type BoardProfile } from '../../firmware-protocol/profile';
import { msg, translator, withText } from '../../src/i18n/index';

/** Wraps a source so that every inbound and outbound line of every link is seen first by `tap`. */
export function tapSource(source: LinkSource, tap: (dir: 'in' | 'out', line: string) => void): LinkSource {
  return {
    async open(attempt) {
      const r = await source.open(attempt);
      if (!r.ok) return r;
      const link = r.value;
      link.onLine((line) => tap('in', line));
      const wrapped: LineLink = {
        label: link.label,
        write: (line) => {
          tap('out', line);
          link.write(line);
        },
        onLine: (l) => link.onLine(l),
        onClose: (l) => link.onClose(l),
        close: () => link.close(),
      };
      return ok(wrapped);
    },
    onConnected: (link) => source.onConnected?.(link),
  };
}

/** A one-line human summary of a decoded message; sensors named through `profile` when given. */
export function describeMessage(m: Message, profile: BoardProfile | undefined): string {
  const name = (i: number): string => (profile === undefined ? `#${i}` : `${sensorName(profile, i)}`);
  switch (m.type) {
    case 'hello':
      return `HELLO board ${m.boardId} (${m.model}, firmware ${m.firmware}, protocol ${m.proto.major}.${m.proto.minor}): ${m.sensorCount} ${m.sensorKind} sensors, ${m.ledCount} LEDs [${m.colours.join(' ')}], buttons [${m.buttons.join(' ')}], debounce ${m.settings.debounceMs} ms, scan ${m.settings.scanMs} ms, heartbeat ${m.settings.heartbeatMs} ms${m.diagnostics ? ', diagnostics' : ''}`;
    case 'snapshot': {
      const on = m.sensors.flatMap((s, i) => (s === 'empty' ? [] : [`${name(i)}${s === 'occupied' ? '' : `=${SENSOR_CHARS[s]}`}`]));
      return `SNAP t=${m.t} ms, ${on.length} of ${m.sensors.length} occupied: ${on.join(' ') || '-'}`;
    }
    case 'change':
      return `EV t=${m.t} ms ${name(m.sensor)} -> ${m.state}`;
    case 'button':
      return `BTN t=${m.t} ms ${m.button}`;
    case 'ack':
      return `ACK of ${m.command} ${hex(m.id)}`;
    case 'nak':
      return `NAK of ${m.command} ${hex(m.id)}: ${m.reason}`;
    case 'error':
      return `ERR t=${m.t} ms ${m.code}${m.sensor === undefined ? '' : ` at ${name(m.sensor)}`}`;
    case 'raw':
      return `RAW t=${m.t} ms from ${name(m.first)}: ${m.values.join(',')}`;
    case 'hello-request':
      return 'HELLO? (who are you?)';
    case 'snapshot-request':
      return 'SNAP? (send a snapshot)';
    case 'leds': {
      const lit = m.leds.flatMap((l, i) => (l === null ? [] : [`${name(i)}=${l.colour}${l.blink ? '(blink)' : ''}`]));
      return `LED ${lit.length} lit: ${lit.join(' ') || '-'}`;
    }
    case 'config':
      return `CFG ${Object.entries(m.settings).map(([k, v]) => `${k}=${v}`).join(' ')}`;
    case 'diagnostics':
      return `DIAG ${m.on ? 'on' : 'off'}`;
    case 'ping':
      return 'PING';
  }
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(4, '0');
}

async function run(argv: readonly string[], io: CommandIO): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        profile: { type: 'string' },
        json: { type: 'boolean', default: false },
        baud: { type: 'string' },
        leds: { type: 'string' },
        diag: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        duration: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw argumentsProblem(e);
  }
  if (values.list) {
    if (values.port !== undefined) throw new UsageError(msg('cli.usage.together', { a: '--list', b: '--port' }));
    return listBoards(io, values.json);
  }
  if (values.port === undefined) throw new UsageError(msg('cli.usage.required', { flag: '--port' }));
  const baud = values.baud === undefined ? DEFAULT_BAUD : Number(values.baud);
  if (!Number.isInteger(baud) || baud <= 0) throw new UsageError(msg('cli.usage.count', { flag: '--baud', least: 'one', unit: 'none', got: JSON.stringify(values.baud) }));
  const duration = values.duration === undefined ? undefined : Number(values.duration);
  if (duration !== undefined && (!Number.isInteger(duration) || duration <= 0)) throw new UsageError(msg('cli.usage.count', { flag: '--duration', least: 'one', unit: 'ms', got: JSON.stringify(values.duration) }));
  if (values.leds !== undefined && values.profile === undefined) throw new UsageError(msg('cli.usage.needs', { flag: '--leds', other: '--profile' }));

  let profile: BoardProfile | undefined;
  if (values.profile !== undefined) {
    const r = loadProfile(values.profile);
    if (!r.ok) {
      io.err(`parlour monitor: ${r.error.message}\n`);
      return EXIT.failure;
    }
    profile = r.value;
  }
  const start = performance.now();
  const stamp = (): string => ((performance.now() - start) / 1000).toFixed(3).padStart(9);
  const t = (): number => Math.round(performance.now() - start);
  const json = values.json;

  const tap = (dir: 'in' | 'out', line: string): void => {
    const r = decode(line);
    if (json) {
      io.out(`${JSON.stringify({ t: t(), dir, line, ...(r.ok ? { message: r.value } : { error: r.error }) })}\n`);
    } else {
      const text = r.ok ? describeMessage(r.value, profile) : `${r.error.code}: ${r.error.message}  [${r.error.excerpt}]`;
      io.out(`${stamp()} ${dir === 'in' ? '<' : '>'} ${text}\n`);
    }
  };
  const source = tapSource(serialLinkSource({ path: values.port, scan: false, baudRate: baud }), tap);
  const connection = createBoardConnection({ source });
  let sawHello = false;
  const seenReasons = new Set<string>();
  connection.subscribe((e: BoardEvent) => {
    if (e.type === 'hello') {
      sawHello = true;
      if (values.profile === undefined) {
        // no --profile: name sensors through the bundled profile that fits this board, if one does
        const fit = profileForHello(e.hello);
        if (fit !== undefined && fit.name !== profile?.name) {
          profile = fit;
          if (json) io.out(`${JSON.stringify({ t: t(), event: { type: 'profile', profile: fit.name, model: e.hello.model } })}\n`);
          else io.out(`${stamp()} = naming sensors by profile ${fit.name} (board model ${e.hello.model}, ${e.hello.sensorCount} sensors)\n`);
        }
      }
      if (profile !== undefined && e.hello.sensorCount !== profile.sensorCount) {
        io.err(`parlour monitor: the board has ${e.hello.sensorCount} sensors but profile ${profile.name} maps ${profile.sensorCount}\n`);
      }
      if (values.leds !== undefined && profile !== undefined) lightCells(connection, profile, values.leds, io);
      if (values.diag) {
        const r = connection.setDiagnostics(true);
        if (!r.ok) io.err(`parlour monitor: ${io.tr.say(r.error.message)}\n`);
      }
    }
    if (e.type === 'connection') {
      const said = e.reason === undefined ? undefined : io.tr.say(e.reason.message);
      const reason = said === undefined ? '' : `: ${said}`;
      if (e.state === e.previous && said !== undefined) {
        if (seenReasons.has(said)) return; // say each failure once, not every retry
        seenReasons.add(said);
      }
      // JSON lines are for programs: a reason stays the English sentence it always was.
      if (json) io.out(`${JSON.stringify({ t: t(), event: withText(e, 'en') })}\n`);
      else io.out(`${stamp()} = ${e.state}${e.link === undefined ? '' : ` (${e.link})`}${reason}\n`);
    } else if (e.type === 'protocol-error') {
      if (json) io.out(`${JSON.stringify({ t: t(), event: e })}\n`);
      else if (e.problem.kind !== 'decode') io.out(`${stamp()} ! ${e.problem.message} (problems so far: ${e.counts.total})\n`);
      else io.out(`${stamp()} ! counted ${e.problem.decodeKind} (problems so far: ${e.counts.total})\n`);
    }
  });
  connection.start();
  await new Promise<void>((resolveWait) => {
    if (io.signal.aborted) return resolveWait();
    io.signal.addEventListener('abort', () => resolveWait(), { once: true });
    if (duration !== undefined) setTimeout(resolveWait, duration);
  });
  await connection.stop();
  if (duration !== undefined && !sawHello) {
    io.err(`parlour monitor: no board said HELLO on ${values.port} within ${duration} ms\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}

async function listBoards(io: CommandIO, json: boolean): Promise<number> {
  const listed = await listPorts();
  if (!listed.ok) {
    io.err(`parlour monitor: ${io.tr.say(listed.error.message)}\n`);
    return EXIT.failure;
  }
  for (const port of listed.value) {
    const usb = port.vendorId === undefined ? '' : `${port.vendorId}:${port.productId ?? '????'}`;
    let board: BoardHello | undefined;
    let problem: string | undefined;
    // JSON lines are for programs: English; text lines follow --lang.
    const say = json ? translator('en').say : io.tr.say;
    if (isCandidatePort(port)) {
      const r = await probePort(port.path);
      if (r.ok) board = r.value;
      else problem = say(r.error.message);
    }
    if (json) io.out(`${JSON.stringify({ ...port, ...(board === undefined ? {} : { board }), ...(problem === undefined ? {} : { problem }) })}\n`);
    else {
      const what =
        board !== undefined
          ? `Parlour board ${board.boardId} (${board.model}, ${board.sensorCount} ${board.sensorKind} sensors, protocol ${board.proto.major}.${board.proto.minor})`
          : (problem ?? (isCandidatePort(port) ? 'no Parlour board answered' : 'not probed (not a USB serial port)'));
      io.out(`${port.path}  ${usb}${port.serialNumber === undefined ? '' : ` serial ${port.serialNumber}`}  ${what}\n`);
    }
  }
  if (listed.value.length === 0 && !json) io.out('no serial ports found\n');
  return EXIT.ok;
}

function lightCells(connection: ReturnType<typeof createBoardConnection>, profile: BoardProfile, cells: string, io: CommandIO): void {
  const frame: ({ colour: 'green'; blink: false } | null)[] = Array.from({ length: profile.sensorCount }, () => null);
  for (const cell of cells.split(',').filter((c) => c.length > 0)) {
    const game = profile.games.find((g) => g.sensorOf.has(cell));
    const s = game?.sensorOf.get(cell);
    if (s === undefined) io.err(`parlour monitor: no cell ${cell} on profile ${profile.name}\n`);
    else frame[s] = { colour: 'green', blink: false };
  }
  const r = connection.setLeds(frame);
  if (!r.ok) io.err(`parlour monitor: ${io.tr.say(r.error.message)}\n`);
}

/** The `monitor` command. */
export const monitorCommand: Command = {
  name: 'monitor',
  summary: msg('cli.help.monitor.summary'),
  usage: USAGE.monitor,
  run,
};
