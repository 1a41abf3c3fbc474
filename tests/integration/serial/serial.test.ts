/**
 * The board link end to end over real pseudo-terminals (socat) and the real serialport bindings
 * (`firmware-protocol/PROTOCOL.md` §6, §8; issue 3 §5). No mocks. Waits use generous timeouts; nothing
 * here asserts how fast anything happened (that is `npm run bench`).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BoardEvent } from '../../../src/board/types';
import { encode } from '../../../firmware-protocol/codec';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { attachBoardToPath } from '../../../firmware-protocol/virtual-board/pty';
import { openSerialLink } from '../../../firmware-protocol/serial/serial-link';
import { probePort, serialLinkSource, type PortInfo } from '../../../firmware-protocol/serial/ports';
import { createBoardConnection } from '../../../src/board/connection';
import { ok, unwrap } from '../../../src/core/result';
import { hostOn, PROFILE, PtyFirmware, ptyPair, tempDir, waitFor } from './rig';
import { en } from '../../unit/support/text';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
});

async function rig() {
  const tmp = tempDir();
  cleanups.push(() => tmp.remove());
  const pair = await ptyPair(tmp.dir);
  cleanups.push(() => pair.stop());
  const board = await PtyFirmware.attach(pair.boardPath);
  cleanups.push(() => board.detach());
  const host = hostOn(pair.hostPath);
  cleanups.push(() => host.c.stop());
  return { tmp, pair, board, host };
}

const sensorEvents = (events: BoardEvent[]) => events.filter((e): e is Extract<BoardEvent, { type: 'sensor' }> => e.type === 'sensor');

describe('over a real pty', () => {
  test('the host gets the HELLO and a snapshot without anything being touched', async () => {
    const { board, host } = await rig();
    board.set(0, 'occupied');
    board.set(46, 'occupied');
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    expect(host.c.hello).toMatchObject({ boardId: 'PTY-BOARD', sensorCount: 47, sensorKind: 'reed' });
    const s = host.c.snapshot!.sensors;
    expect(s[0]).toBe('occupied');
    expect(s[46]).toBe('occupied');
    expect(s.filter((x) => x === 'occupied')).toHaveLength(2);
    expect(host.c.counts.total).toBe(0);
  });

  test('1,000 sensor events arrive complete and in order', async () => {
    const { board, host } = await rig();
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    const expected: string[] = [];
    const state = Array.from({ length: 47 }, () => false);
    for (let i = 0; i < 1000; i++) {
      const sensor = (i * 7) % 47;
      state[sensor] = !state[sensor];
      board.set(sensor, state[sensor] ? 'occupied' : 'empty');
      expected.push(`${sensor}:${state[sensor] ? 'occupied' : 'empty'}`);
      if (i % 50 === 49) await new Promise((r) => setTimeout(r, 5)); // let the OS drain the pty now and then
    }
    await waitFor(() => sensorEvents(host.events).length >= 1000, '1,000 sensor events');
    const got = sensorEvents(host.events).map((e) => `${e.sensor}:${e.state}`);
    expect(got).toEqual(expected);
    const times = sensorEvents(host.events).map((e) => e.boardTimeMs);
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
    await waitFor(() => host.c.snapshot?.sensors.every((s, i) => (s === 'occupied') === state[i]) === true, 'final snapshot');
    expect(host.c.counts.total).toBe(0);
  });

  test('garbage and corrupt lines mid-stream are counted and skipped, and nothing after them is lost', async () => {
    const { board, host } = await rig();
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    const garbage = [
      '\u0000\u0001\u00fe\u00ff binary noise',
      'SNAP 0001 t=0 s=X*0000', // bad checksum
      `${encode({ type: 'change', seq: 1, t: 1, sensor: 3, state: 'occupied' }).slice(0, -4)}FFFF`,
      'x'.repeat(1000), // over-long
      'hello world', // no checksum
      '', // blank: ignored, not counted
    ];
    const expected: string[] = [];
    for (let i = 0; i < 200; i++) {
      const sensor = i % 47;
      const s = Math.floor(i / 47) % 2 === 0 ? 'occupied' : 'empty';
      board.set(sensor, s);
      expected.push(`${sensor}:${s}`);
      if (i % 20 === 10) for (const g of garbage) board.raw(g);
      if (i % 40 === 39) await new Promise((r) => setTimeout(r, 5));
    }
    await waitFor(() => sensorEvents(host.events).length >= 200, '200 sensor events');
    expect(sensorEvents(host.events).map((e) => `${e.sensor}:${e.state}`)).toEqual(expected);
    const c = host.c.counts;
    expect(c.decode['bad-bytes']).toBe(10);
    expect(c.decode['bad-checksum']).toBe(20);
    expect(c.decode['too-long']).toBe(10);
    expect(c.decode['no-checksum']).toBe(10);
    expect(c.sequenceGaps).toBe(0);
    expect(c.total).toBe(50);
    expect(host.events.filter((e) => e.type === 'protocol-error')).toHaveLength(50);
  });

  test('a runaway line with no newline is cut off; the lines after it still arrive', async () => {
    const { board, host } = await rig();
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    board.raw('#'.repeat(20_000));
    board.set(5, 'occupied');
    board.set(6, 'occupied');
    await waitFor(() => sensorEvents(host.events).length >= 2, 'events after the runaway line');
    expect(sensorEvents(host.events).map((e) => e.sensor)).toEqual([5, 6]);
    expect(host.c.counts.decode['too-long']).toBeGreaterThanOrEqual(1);
  });

  test('the link cut (socat killed) and restored at the same path: reconnects by board id, LEDs re-sent, state kept meanwhile', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    let pair = await ptyPair(tmp.dir);
    const hostPath = pair.hostPath;
    let board = await PtyFirmware.attach(pair.boardPath);
    board.set(0, 'occupied');
    const host = hostOn(hostPath);
    cleanups.push(() => host.c.stop());
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    const leds = Array.from({ length: 47 }, (_, i) => (i === 3 ? { colour: 'green' as const, blink: true } : null));
    expect(host.c.setLeds(leds).ok).toBe(true);
    await waitFor(() => board.fw.leds[3] !== null, 'LEDs on the board');

    await pair.stop(); // the cable is pulled
    await board.detach();
    await waitFor(() => host.c.state === 'lost', 'the loss to be noticed');
    expect(host.c.snapshot?.sensors[0]).toBe('occupied'); // kept while lost
    expect(host.c.hello?.boardId).toBe('PTY-BOARD');

    pair = await ptyPair(tmp.dir); // the same path comes back, with a freshly booted board
    cleanups.push(() => pair.stop());
    board = await PtyFirmware.attach(pair.boardPath);
    cleanups.push(() => board.detach());
    expect(board.fw.leds[3]).toBeNull();
    board.set(1, 'occupied');
    const restoredAt = performance.now();
    await waitFor(() => host.c.state === 'live', 'reconnection');
    const reconnectMs = performance.now() - restoredAt;
    await waitFor(() => board.fw.leds[3] !== null, 'LEDs re-sent');
    expect(board.fw.leds[3]).toEqual({ colour: 'green', blink: true });
    expect(host.events.filter((e) => e.type === 'hello').at(-1)).toMatchObject({ known: true });
    expect(host.c.snapshot?.sensors.slice(0, 2)).toEqual(['empty', 'occupied']);
    const states = host.events.flatMap((e) => (e.type === 'connection' && e.state !== e.previous ? [e.state] : []));
    expect(states).toEqual(['connecting', 'syncing', 'live', 'lost', 'syncing', 'live']);
    console.info(`reconnected ${reconnectMs.toFixed(0)} ms after the pty came back (issue 3 target: 2000 ms)`);
  });

  test('a board that goes silent is noticed, by the heartbeat watchdog alone', async () => {
    const { board, host } = await rig();
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    board.fw.setSilent(true);
    await waitFor(() => host.c.state === 'lost', 'silence to be noticed', 10_000);
    const lost = host.events.filter((e) => e.type === 'connection').at(-1)!;
    expect(lost.reason?.code).toBe('board/silent');
  });

  test('a port held by another program gets the "held by another program" message', async () => {
    const { pair } = await rig();
    const first = unwrap(await openSerialLink(pair.hostPath));
    cleanups.push(() => first.close());
    const second = await openSerialLink(pair.hostPath);
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.error.code).toBe('serial/busy');
      expect(en(second.error.message)).toContain('held by another program');
    }
  });

  test('the virtual board plays a script through its pty and the host sees the handling', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const pair = await ptyPair(tmp.dir);
    cleanups.push(() => pair.stop());
    const vb = createVirtualBoard({ profile: PROFILE, initial: ['a1'] });
    cleanups.push(() => vb.stop());
    const attached = unwrap(await attachBoardToPath(vb, pair.boardPath));
    cleanups.push(() => attached.detach());
    const host = hostOn(pair.hostPath);
    cleanups.push(() => host.c.stop());
    host.c.start();
    await waitFor(() => host.c.state === 'live', 'live');
    const r = await vb.run('100 lift a1\n100 place d1\nslide d1 g1 80\n100 press spin');
    expect(r.ok).toBe(true);
    await waitFor(() => host.events.some((e) => e.type === 'button'), 'the button');
    expect(sensorEvents(host.events).map((e) => `${e.sensor}:${e.state}`)).toEqual(['0:empty', '1:occupied', '2:occupied', '1:empty']);
  });
});

describe('finding and following a board', () => {
  test('probePort recognises a Parlour board by its HELLO, and finds nothing on a port without one', async () => {
    const { pair } = await rig();
    const found = await probePort(pair.hostPath, { timeoutMs: 15_000 });
    expect(found).toMatchObject({ ok: true, value: { boardId: 'PTY-BOARD', sensorCount: 47 } });
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const empty = await ptyPair(tmp.dir); // nobody on the board end
    cleanups.push(() => empty.stop());
    expect(await probePort(empty.hostPath, { timeoutMs: 2500, askAfterMs: 300 })).toEqual({ ok: true, value: undefined });
  });

  test('the board comes back on another port: the host skips a different board and reconnects by id', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const dirs = ['a', 'b', 'c'].map((n) => join(tmp.dir, n));
    for (const d of dirs) mkdirSync(d);
    const pairA = await ptyPair(dirs[0]!);
    const pairB = await ptyPair(dirs[1]!);
    cleanups.push(() => pairB.stop());
    const boardX = await PtyFirmware.attach(pairA.boardPath, { boardId: 'BOARD-X' });
    const boardY = await PtyFirmware.attach(pairB.boardPath, { boardId: 'BOARD-Y' });
    cleanups.push(() => boardY.detach());
    const listed: PortInfo[] = [
      { path: pairA.hostPath, vendorId: '2341', productId: '0043' },
      { path: pairB.hostPath, vendorId: '2341', productId: '0043' },
    ];
    const c = createBoardConnection({ source: serialLinkSource({ path: pairA.hostPath, scan: true, list: () => Promise.resolve(ok(listed)) }) });
    const events: BoardEvent[] = [];
    c.subscribe((e) => events.push(e));
    cleanups.push(() => c.stop());
    c.start();
    await waitFor(() => c.state === 'live', 'live on port A');
    expect(c.hello?.boardId).toBe('BOARD-X');

    await pairA.stop(); // X is unplugged...
    await boardX.detach();
    await waitFor(() => c.state === 'lost', 'the loss');
    const pairC = await ptyPair(dirs[2]!); // ...and comes back under another name
    cleanups.push(() => pairC.stop());
    const boardX2 = await PtyFirmware.attach(pairC.boardPath, { boardId: 'BOARD-X' });
    cleanups.push(() => boardX2.detach());
    listed.splice(0, 1); // port A is gone; C appears after B in the list
    listed.push({ path: pairC.hostPath, vendorId: '2341', productId: '0043' });
    await waitFor(() => c.state === 'live', 'live again on port C', 40_000);
    expect(c.hello?.boardId).toBe('BOARD-X');
    const live = events.filter((e) => e.type === 'connection' && e.state === 'live').at(-1);
    expect(live).toMatchObject({ link: pairC.hostPath });
    expect(events.some((e) => e.type === 'connection' && e.reason?.code === 'board/other-board')).toBe(true);
  });
});
