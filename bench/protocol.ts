/**
 * Protocol benchmarks (issue 3 §5):
 * - `protocol.latency.p50|p95|p99`: from the board writing an EV line to a real pty (socat) to the host
 *   connection emitting the `sensor` event, over the real serialport stack, 2,000 events spaced 2 ms
 *   apart (so it measures latency, not queueing). Board and host run in this one process, so both
 *   timestamps come from the same `performance.now()`.
 * - `protocol.decode`: lines decoded per second (a mix of 47-sensor SNAPs, EVs, ACKs and HELLOs).
 * - `protocol.encode`: lines encoded per second (same mix).
 * - `protocol.host-pipeline`: lines per second through decode + the connection's checks and events.
 * - `protocol.reconnect.median|max`: socat killed and restarted at the same path (a fresh board
 *   behind it); ms from the pty being back to the host being live again (issue 3 target: 2000 ms).
 * - `protocol.silence-detect.median`: ms from a board going silent to the host declaring it lost
 *   (1.5 heartbeats by design, `PROTOCOL.md` §8).
 * Needs socat; without it the latency figures are skipped with a note on stderr.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, ratePerSecond, type BenchSuite, type Figure } from './harness';
import { decode, encode } from '../firmware-protocol/codec';
import type { Message, SensorState } from '../firmware-protocol/messages';
import { BoardFirmware, DEFAULT_SETTINGS } from '../firmware-protocol/virtual-board/firmware';
import { createPtyPair } from '../firmware-protocol/virtual-board/pty';
import { openSerialLink } from '../firmware-protocol/serial/serial-link';
import { serialLinkSource } from '../firmware-protocol/serial/ports';
import { createBoardConnection } from '../src/board/connection';
import { ok } from '../src/core/result';
import type { LineLink } from '../src/board/types';
import { format } from '../src/i18n/index';

const EVENTS = 2000;
const SPACING_MS = 2;

function sampleLines(): string[] {
  const sensors: SensorState[] = Array.from({ length: 47 }, (_, i) => (i % 3 === 0 ? 'occupied' : 'empty'));
  const msgs: Message[] = [
    { type: 'snapshot', seq: 10, t: 123456, sensors },
    { type: 'change', seq: 11, t: 123460, sensor: 17, state: 'occupied' },
    { type: 'change', seq: 12, t: 123470, sensor: 3, state: 'empty' },
    { type: 'ack', seq: 13, id: 99, command: 'LED' },
    {
      type: 'hello', seq: 0, proto: { major: 1, minor: 0 }, model: 'parlour-double', boardId: 'B1', firmware: '1.0.0', sensorCount: 47,
      sensorKind: 'reed', ledCount: 47, colours: ['red', 'green'], buttons: ['done', 'spin'], settings: DEFAULT_SETTINGS, diagnostics: true,
    },
  ];
  return msgs.map(encode);
}

async function latency(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-bench-'));
  const pair = await createPtyPair({ boardLink: join(dir, 'board'), hostLink: join(dir, 'host') });
  if (!pair.ok) {
    process.stderr.write(`protocol latency skipped: ${format(pair.error.message, 'en')}\n`);
    rmSync(dir, { recursive: true, force: true });
    return [];
  }
  const boardLink = await openSerialLink(pair.value.boardPath);
  if (!boardLink.ok) throw new Error(format(boardLink.error.message, 'en'));
  const writeTimes: number[] = [];
  let last = 0;
  const now = (): number => (last = Math.max(performance.now(), last + 1));
  const fw = new BoardFirmware(
    {
      sensorCount: 47, sensorKind: 'reed', boardId: 'BENCH', model: 'bench', firmware: '1.0.0', ledCount: 0, colours: [], buttons: [],
      settings: { ...DEFAULT_SETTINGS, debounceMs: 0, scanMs: 1 }, diagnostics: false,
    },
    (line) => {
      if (line.startsWith('EV ')) writeTimes.push(performance.now());
      boardLink.value.write(line);
    },
  );
  boardLink.value.onLine((line) => fw.receive(line, now()));
  fw.boot(now());
  const heartbeat = setInterval(() => fw.tick(now()), 50);
  const received: number[] = [];
  const host = createBoardConnection({ source: serialLinkSource({ path: pair.value.hostPath, scan: false }) });
  host.subscribe((e) => {
    if (e.type === 'sensor') received.push(performance.now());
  });
  host.start();
  const until = async (check: () => boolean, what: string): Promise<void> => {
    const end = Date.now() + 30_000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`bench: timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await until(() => host.state === 'live', 'the host to connect');
  const state = Array.from({ length: 47 }, () => false);
  for (let i = 0; i < EVENTS; i++) {
    const s = (i * 7) % 47;
    state[s] = !state[s];
    fw.setPhysical(s, state[s] ? 'occupied' : 'empty', now());
    fw.tick(now());
    await new Promise((r) => setTimeout(r, SPACING_MS));
  }
  await until(() => received.length >= EVENTS, 'every event');
  clearInterval(heartbeat);
  await host.stop();
  await boardLink.value.close();
  await pair.value.stop();
  rmSync(dir, { recursive: true, force: true });
  const lat = received.map((t, i) => t - writeTimes[i]!);
  return [
    { name: 'protocol.latency.p50', value: percentile(lat, 50), unit: 'ms (board write -> host event, real pty)' },
    { name: 'protocol.latency.p95', value: percentile(lat, 95), unit: 'ms' },
    { name: 'protocol.latency.p99', value: percentile(lat, 99), unit: 'ms' },
    { name: 'protocol.latency.events', value: lat.length, unit: 'events measured' },
  ];
}

async function hostPipeline(lines: readonly string[]): Promise<number> {
  let deliver: (l: string) => void = () => {};
  const link: LineLink = {
    label: 'bench',
    write: () => {},
    onLine: (l) => void (deliver = l),
    onClose: () => {},
    close: () => Promise.resolve(),
  };
  const c = createBoardConnection({ source: { open: () => Promise.resolve(ok(link)) } });
  c.start();
  await new Promise((r) => setTimeout(r, 10));
  deliver(lines[4]!); // HELLO
  let seq = 1;
  const body = lines.slice(0, 4).map((l) => decode(l)).flatMap((r) => (r.ok ? [r.value] : []));
  const stream = Array.from({ length: 4000 }, (_, i) => encode({ ...body[i % body.length]!, seq: seq++ % 0x10000 } as Message));
  let k = 0;
  const rate = ratePerSecond(() => deliver(stream[k++ % stream.length]!));
  await c.stop();
  return rate;
}

/** A board on a pty end with a strictly increasing clock and real-time heartbeats. */
async function ptyBoard(path: string): Promise<{ fw: BoardFirmware; stop(): Promise<void> }> {
  const link = await openSerialLink(path);
  if (!link.ok) throw new Error(format(link.error.message, 'en'));
  let last = 0;
  const now = (): number => (last = Math.max(performance.now(), last + 1));
  const fw = new BoardFirmware(
    {
      sensorCount: 47, sensorKind: 'reed', boardId: 'BENCH', model: 'bench', firmware: '1.0.0', ledCount: 47, colours: ['green'], buttons: [],
      settings: DEFAULT_SETTINGS, diagnostics: false,
    },
    (line) => link.value.write(line),
  );
  link.value.onLine((line) => fw.receive(line, now()));
  fw.boot(now());
  const timer = setInterval(() => fw.tick(now()), 10);
  return {
    fw,
    stop: async () => {
      clearInterval(timer);
      await link.value.close();
    },
  };
}

async function reconnects(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-bench-'));
  const links = { boardLink: join(dir, 'board'), hostLink: join(dir, 'host') };
  let pair = await createPtyPair(links);
  if (!pair.ok) {
    process.stderr.write(`protocol reconnect skipped: ${format(pair.error.message, 'en')}\n`);
    return [];
  }
  let board = await ptyBoard(pair.value.boardPath);
  const host = createBoardConnection({ source: serialLinkSource({ path: pair.value.hostPath, scan: false }) });
  host.start();
  const until = async (check: () => boolean): Promise<void> => {
    const end = Date.now() + 30_000;
    while (!check()) {
      if (Date.now() > end) throw new Error('bench: timed out');
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  await until(() => host.state === 'live');
  const reconnect: number[] = [];
  const silence: number[] = [];
  for (let round = 0; round < 5; round++) {
    await pair.value.stop();
    await board.stop();
    await until(() => host.state === 'lost');
    await new Promise((r) => setTimeout(r, 300 + 150 * round)); // vary the phase against the retry timer
    pair = await createPtyPair(links);
    if (!pair.ok) throw new Error(format(pair.error.message, 'en'));
    board = await ptyBoard(pair.value.boardPath);
    const back = performance.now();
    await until(() => host.state === 'live');
    reconnect.push(performance.now() - back);
    const quiet = performance.now();
    board.fw.setSilent(true);
    await until(() => host.state === 'lost');
    silence.push(performance.now() - quiet);
    board.fw.setSilent(false);
    await until(() => host.state === 'live');
  }
  await host.stop();
  await board.stop();
  await pair.value.stop();
  rmSync(dir, { recursive: true, force: true });
  return [
    {
      name: 'protocol.reconnect.median',
      value: percentile(reconnect, 50),
      unit: 'ms (pty back -> host live)',
      goal: { atMost: 2000, source: 'issue 3' },
    },
    { name: 'protocol.reconnect.max', value: Math.max(...reconnect), unit: 'ms over 5 rounds' },
    { name: 'protocol.silence-detect.median', value: percentile(silence, 50), unit: 'ms (board silent -> host lost; heartbeat 1000)' },
  ];
}

/** The protocol suite for `npm run bench`. */
export const protocolSuite: BenchSuite = {
  name: 'protocol',
  async run() {
    const lines = sampleLines();
    let i = 0;
    const decodeRate = ratePerSecond(() => void decode(lines[i++ % lines.length]!));
    const msgs = lines.map((l) => decode(l)).flatMap((r) => (r.ok ? [r.value] : []));
    let j = 0;
    const encodeRate = ratePerSecond(() => void encode(msgs[j++ % msgs.length]!));
    const pipeline = await hostPipeline(lines);
    return [
      { name: 'protocol.decode', value: decodeRate, unit: 'lines/s' },
      { name: 'protocol.encode', value: encodeRate, unit: 'lines/s' },
      { name: 'protocol.host-pipeline', value: pipeline, unit: 'lines/s (decode + connection checks + events)' },
      ...(await latency()),
      ...(await reconnects()),
    ];
  },
};
