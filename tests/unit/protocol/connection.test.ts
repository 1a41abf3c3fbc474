/**
 * The host connection state machine (`src/board/connection.ts`) against `PROTOCOL.md` §6-§8, driven by
 * a scripted link (every line by hand) and by the in-process virtual board, on a manual clock.
 */
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../../../src/board/clock';
import { createBoardConnection } from '../../../src/board/connection';
import { ledsFromSets } from '../../../src/board/leds';
import type { BoardConnection } from '../../../src/board/types';
import { encode, withChecksum } from '../../../firmware-protocol/codec';
import type { BoardMessage, HelloMessage } from '../../../firmware-protocol/messages';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { advance, EventLog, flush, profile, ScriptedSource } from './helpers';
import { en, texts } from '../support/text';
import { msg } from '../../../src/i18n/index';

const HELLO: HelloMessage = {
  type: 'hello',
  seq: 0,
  proto: { major: 1, minor: 0 },
  model: 'test',
  boardId: 'B-1',
  firmware: '1.0.0',
  sensorCount: 3,
  sensorKind: 'reed',
  ledCount: 3,
  colours: ['green', 'red'],
  buttons: ['done'],
  settings: { debounceMs: 30, scanMs: 10, heartbeatMs: 1000 },
  diagnostics: false,
};

function setup(options: { boardId?: string } = {}) {
  const clock = new ManualClock();
  const source = new ScriptedSource();
  const c = createBoardConnection({ source, clock, ...options });
  const log = new EventLog();
  c.subscribe(log.push);
  return { clock, source, c, log };
}

/** A board message without its sequence number (distributes over the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'seq'> & { seq?: number } : never;

/** Board line helpers with automatic sequence numbers. */
function boardLines() {
  let seq = 0;
  return {
    line(m: Unnumbered<BoardMessage>): string {
      const s = m.seq ?? seq;
      seq = (s + 1) % 0x10000;
      return encode({ ...m, seq: s } as BoardMessage);
    },
    hello(over: Partial<HelloMessage> = {}): string {
      seq = 0;
      return this.line({ ...HELLO, ...over, seq: 0 });
    },
    snap(sensors: string, t = 100): string {
      const map = { '.': 'empty', X: 'occupied', N: 'north', S: 'south' } as const;
      return this.line({ type: 'snapshot', t, sensors: [...sensors].map((c) => map[c as '.']) });
    },
  };
}

async function connectLive(s: ReturnType<typeof setup>, b = boardLines()): Promise<void> {
  s.c.start();
  await flush();
  s.source.last.board(b.hello());
  s.source.last.board(b.snap('X..'));
  await flush();
  expect(s.c.state).toBe('live');
  void b;
}

describe('connecting (PROTOCOL.md §8 steps 2-5)', () => {
  test('sends nothing until the board speaks; a resetting board says HELLO; the host then asks for a SNAP unasked', async () => {
    const s = setup();
    const b = boardLines();
    s.c.start();
    await advance(s.clock, 1500, 50);
    expect(s.source.last.written).toEqual([]);
    s.source.last.board('\u0000\u00ff#boot noise');
    s.source.last.board(b.hello());
    expect(s.source.last.words()).toEqual(['SNAP?']);
    expect(s.c.state).toBe('syncing');
    s.source.last.board(b.snap('X.X'));
    expect(s.c.state).toBe('live');
    expect(s.log.states()).toEqual(['connecting', 'syncing', 'live']);
    expect(s.c.snapshot?.sensors).toEqual(['occupied', 'empty', 'occupied']);
    expect(s.log.of('snapshot')[0]!.changed).toEqual([0, 1, 2]);
    expect(s.c.counts.total).toBe(0); // bytes before the first valid line are not counted
    expect(s.source.connected).toEqual(['scripted-0']);
  });

  test('a silent port is asked HELLO? after the wait, then again every second, then given up', async () => {
    const s = setup();
    s.c.start();
    await advance(s.clock, 2100, 50);
    expect(s.source.last.words()).toEqual(['HELLO?']);
    await advance(s.clock, 2000, 50);
    expect(s.source.last.words()).toEqual(['HELLO?', 'HELLO?', 'HELLO?']);
    await advance(s.clock, 2500, 50);
    expect(s.source.links[0]!.closed).toBe(true);
    expect(s.source.links.length).toBeGreaterThan(1);
    expect(en(s.log.of('connection').find((e) => e.reason?.code === 'board/no-hello')?.reason?.message)).toContain('Nothing came from it.');
  });

  test('a port that only sends noise (wrong baud rate) is given up with a hint', async () => {
    const s = setup();
    s.c.start();
    await flush();
    for (let i = 0; i < 5; i++) s.source.last.board('\u00f0\u00f8\u00fe~~');
    await advance(s.clock, 6100, 50);
    const reason = s.log.of('connection').find((e) => e.reason?.code === 'board/no-hello')?.reason;
    expect(en(reason?.message)).toContain('It sent 5 unreadable lines');
    expect(en(reason?.message)).toContain('115200 baud');
    expect(s.c.counts.total).toBe(0);
  });

  test('a board that did not reset (first valid line is a SNAP) is asked HELLO? at once', async () => {
    const s = setup();
    const b = boardLines();
    s.c.start();
    await flush();
    s.source.last.board(b.snap('...'));
    expect(s.source.last.words()).toEqual(['HELLO?']);
  });

  test('a board of another major version is refused with a sentence saying what to update', async () => {
    const s = setup();
    const b = boardLines();
    s.c.start();
    await flush();
    s.source.last.board(b.hello({ proto: { major: 2, minor: 0 } }));
    await flush();
    expect(s.c.state).toBe('incompatible');
    const reason = s.log.of('connection').at(-1)!.reason!;
    expect(reason.code).toBe('board/protocol-major');
    expect(en(reason.message)).toContain('update Parlour');
    expect(s.source.links[0]!.closed).toBe(true);
  });

  test('a newer minor version is accepted and its unknown lines only counted', async () => {
    const s = setup();
    const b = boardLines();
    s.c.start();
    await flush();
    s.source.last.board(b.hello({ proto: { major: 1, minor: 7 } }));
    s.source.last.board(b.snap('...'));
    s.source.last.board(withChecksum('GLOW 0002 level=3'));
    expect(s.c.state).toBe('live');
    expect(s.c.counts.decode['unknown-type']).toBe(1);
    expect(s.source.last.words()).toEqual(['SNAP?']); // no resync for a newer board's extra words
  });
});

describe('errors and repair (PROTOCOL.md §6)', () => {
  test('corrupt and garbage lines are counted by kind, trigger a SNAP?, and the next line decodes', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    s.clock.advance(300);
    const before = s.source.last.written.length;
    const good = b.line({ type: 'change', t: 200, sensor: 1, state: 'occupied' });
    s.source.last.board(good.slice(0, -1) + (good.endsWith('0') ? '1' : '0'));
    s.source.last.board('#$%&garbage');
    s.source.last.board('x'.repeat(400));
    s.source.last.board(b.line({ type: 'change', t: 210, sensor: 2, state: 'occupied' }));
    expect(s.c.counts.decode['bad-checksum']).toBe(1);
    expect(s.c.counts.decode['no-checksum']).toBe(1);
    expect(s.c.counts.decode['too-long']).toBe(1);
    expect(s.log.of('sensor').map((e) => e.sensor)).toEqual([2]);
    expect(s.source.last.written.slice(before).map((w) => w.split(' ')[0])).toEqual(['SNAP?']); // rate-limited to one
    const errors = s.log.of('protocol-error');
    expect(errors.at(-1)!.counts.total).toBe(s.c.counts.total);
  });

  test('a sequence gap counts the lost lines and asks for a snapshot', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    b.line({ type: 'change', t: 200, sensor: 1, state: 'occupied' }); // never delivered
    b.line({ type: 'change', t: 201, sensor: 2, state: 'occupied' }); // never delivered
    s.clock.advance(300);
    s.source.last.board(b.snap('XXX'));
    expect(s.c.counts.sequenceGaps).toBe(2);
    expect(s.log.of('protocol-error').at(-1)!.problem).toMatchObject({ kind: 'sequence-gap', expected: 2, got: 4 });
    expect(s.source.last.words().at(-1)).toBe('SNAP?');
    expect(s.c.snapshot?.sensors).toEqual(['occupied', 'occupied', 'occupied']); // the snapshot is the truth
  });

  test('lines that decode but do not fit the board are counted as invalid', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    s.source.last.board(b.snap('X...'));
    s.source.last.board(b.snap('N..'));
    s.source.last.board(b.line({ type: 'change', t: 5, sensor: 9, state: 'occupied' }));
    s.source.last.board(b.line({ type: 'button', t: 5, button: 'spin' }));
    s.source.last.board(encode({ type: 'ping', seq: 3 }));
    expect(s.c.counts.invalid).toBe(5);
    expect(s.log.of('protocol-error').map((e) => (e.problem.kind === 'invalid' ? e.problem.code : e.problem.kind))).toEqual([
      'board/snapshot-length',
      'board/sensor-kind',
      'board/sensor-range',
      'board/button',
      'board/echo',
    ]);
    expect(s.c.snapshot?.sensors).toEqual(['occupied', 'empty', 'empty']);
  });

  test('board ERR lines become board-error events with a sentence', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    s.source.last.board(b.line({ type: 'error', t: 1, code: 'STUCK', sensor: 2 }));
    expect(s.log.of('board-error')[0]).toMatchObject({ code: 'STUCK', sensor: 2 });
    expect(en(s.log.of('board-error')[0]!.message)).toContain('sensor 2');
  });
});

describe('liveness and reconnection (PROTOCOL.md §8 steps 6-8)', () => {
  test('silence is noticed after 1.5 heartbeats, not before one; the link is closed and reopened', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    await advance(s.clock, 1000, 10);
    expect(s.c.state).toBe('live');
    await advance(s.clock, 520, 10);
    expect(s.c.state).toBe('lost');
    expect(s.log.of('connection').at(-1)!.reason!.code).toBe('board/silent');
    expect(s.source.links[0]!.closed).toBe(true);
    await advance(s.clock, 200, 10);
    expect(s.source.links.length).toBe(2);
  });

  test('data keeps it alive: heartbeats every second never trip the watchdog', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    for (let i = 0; i < 10; i++) {
      await advance(s.clock, 1000, 50);
      s.source.last.board(b.snap('X..', 1000 * (i + 1)));
    }
    expect(s.c.state).toBe('live');
    expect(s.log.states()).toEqual(['connecting', 'syncing', 'live']);
  });

  test('while lost, state is kept; on return (same id, another port) LEDs are re-sent and the new snapshot applies', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    const leds = ledsFromSets(3, { steady: { green: [0] }, blink: { red: [2] } });
    expect(s.c.setLeds(leds).ok).toBe(true);
    expect(s.source.last.written.at(-1)).toBe(encode({ type: 'leds', seq: 1, leds }));
    s.source.last.end({ code: 'test/unplug', message: msg('core.verbatim', { text: 'cable pulled' }) });
    await flush();
    expect(s.c.state).toBe('lost');
    expect(s.c.snapshot?.sensors).toEqual(['occupied', 'empty', 'empty']);
    expect(s.c.hello?.boardId).toBe('B-1');
    s.source.available = false;
    await advance(s.clock, 2000, 50);
    expect(s.c.state).toBe('lost');
    s.source.available = true;
    await advance(s.clock, 600, 50);
    const link = s.source.last;
    link.board(b.hello());
    expect(s.log.of('hello').at(-1)!.known).toBe(true);
    expect(link.words()).toEqual(['SNAP?', 'LED']);
    expect(link.written[1]).toContain(' l=G.r*');
    link.board(b.snap('.X.'));
    expect(s.c.state).toBe('live');
    expect(s.log.of('snapshot').at(-1)!.changed).toEqual([0, 1]);
  });

  test('another board on a candidate port is closed again and the search goes on', async () => {
    const s = setup({ boardId: 'B-1' });
    const b = boardLines();
    s.c.start();
    await flush();
    s.source.last.board(b.hello({ boardId: 'B-2' }));
    await flush();
    expect(s.source.links[0]!.closed).toBe(true);
    expect(s.c.hello).toBeUndefined();
    expect(s.log.of('connection').at(-1)!.reason!.code).toBe('board/other-board');
    await advance(s.clock, 2900, 50);
    expect(s.source.links).toHaveLength(1); // a port with another board is not reopened at once (opening resets it)
    await advance(s.clock, 200, 50);
    expect(s.source.links).toHaveLength(2);
    s.source.last.board(b.hello());
    expect(s.c.state).toBe('syncing');
  });

  test('one HELLO with a foreign board id on a live link drops nothing: it is counted, the board is asked who it is, and play goes on (issue 12 §6)', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    const link = s.source.last;
    const written = link.written.length;
    link.board(encode({ ...HELLO, boardId: 'INTRUDER', seq: 7 }));
    await flush();
    expect(link.closed).toBe(false);
    expect(s.c.state).toBe('live');
    expect(s.c.hello?.boardId).toBe('B-1');
    expect(s.log.of('protocol-error').at(-1)!.problem).toMatchObject({ kind: 'invalid', code: 'board/foreign-hello' });
    expect(link.words().slice(written)).toEqual(['HELLO?']);
    // The board answers with its own HELLO: the link is kept and the board re-syncs.
    link.board(b.hello());
    link.board(b.snap('.X.'));
    await flush();
    expect(link.closed).toBe(false);
    expect(s.c.state).toBe('live');
    // A move made now reaches the host at once, not after a reconnect.
    link.board(b.snap('.XX'));
    await flush();
    expect(s.log.of('snapshot').at(-1)!.snapshot.sensors).toEqual(['empty', 'occupied', 'occupied']);
    expect(s.source.links).toHaveLength(1);
  });

  test('a board that answers HELLO? with the foreign id again is another board: the link is lost, said so, and ours looked for (issue 12 §6)', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    const link = s.source.last;
    link.board(encode({ ...HELLO, boardId: 'INTRUDER', seq: 7 }));
    await flush();
    link.board(encode({ ...HELLO, boardId: 'INTRUDER', seq: 0 }));
    await flush();
    expect(link.closed).toBe(true);
    // The state says what happened at once: not "connected" while no board is read.
    expect(s.c.state).toBe('lost');
    expect(s.log.of('connection').at(-1)!.reason!.code).toBe('board/other-board');
    expect(s.c.hello?.boardId).toBe('B-1');
  });

  test('a jump of the clock (the computer slept) closes and reopens the port', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    s.clock.jump(60_000);
    await flush();
    expect(s.log.of('connection').some((e) => e.reason?.code === 'board/resumed')).toBe(true);
    expect(s.source.links[0]!.closed).toBe(true);
  });

  test('notifyResume() does the same on the OS resume event', async () => {
    const s = setup();
    await connectLive(s);
    s.c.notifyResume();
    await flush();
    expect(s.c.state).toBe('lost');
    expect(s.log.of('connection').at(-1)!.reason!.code).toBe('board/resumed');
  });

  test('stop() closes the link and goes idle', async () => {
    const s = setup();
    await connectLive(s);
    await s.c.stop();
    expect(s.c.state).toBe('idle');
    expect(s.source.links[0]!.closed).toBe(true);
    await advance(s.clock, 5000, 100);
    expect(s.source.links).toHaveLength(1);
  });
});

describe('commands (PROTOCOL.md §5)', () => {
  test('setLeds validates against the HELLO', async () => {
    const s = setup();
    await connectLive(s);
    expect(s.c.setLeds([null, null, null, null])).toMatchObject({ ok: false, error: { code: 'board/led-count' } });
    expect(s.c.setLeds([{ colour: 'blue', blink: false }])).toMatchObject({ ok: false, error: { code: 'board/led-colour' } });
    expect(s.c.configure({ scanMs: 50 })).toMatchObject({ ok: false, error: { code: 'board/setting-range' } });
    expect(s.c.setDiagnostics(true)).toMatchObject({ ok: false, error: { code: 'board/no-diagnostics' } });
  });

  test('an unanswered command is resent, then reported unanswered; an ACK reports the round trip', async () => {
    const s = setup();
    const b = boardLines();
    await connectLive(s, b);
    expect(s.c.ping().ok).toBe(true);
    for (let i = 0; i < 10; i++) {
      await advance(s.clock, 500, 100);
      s.source.last.board(b.snap('X..')); // heartbeats keep it alive, but the PINGs go unanswered
    }
    expect(s.source.links).toHaveLength(1);
    expect(s.source.last.words().filter((w) => w === 'PING')).toHaveLength(4);
    expect(s.log.of('command').at(-1)).toMatchObject({ outcome: 'unanswered', command: 'PING' });
    s.c.ping();
    const id = Number.parseInt(s.source.last.written.at(-1)!.split(' ')[1]!, 16);
    s.clock.advance(40);
    s.source.last.board(b.line({ type: 'ack', id, command: 'PING' }));
    expect(s.log.of('command').at(-1)).toMatchObject({ outcome: 'acked', id, roundTripMs: 40 });
  });
});

describe('with the in-process virtual board', () => {
  test('a script played on the board reaches the host as sensor events in order and the last snapshot', async () => {
    const clock = new ManualClock();
    const board = createVirtualBoard({ profile: profile('morris-archery'), clock, initial: ['a1', 'd1'] });
    const c: BoardConnection = createBoardConnection({ source: board.source, clock });
    const log = new EventLog();
    c.subscribe(log.push);
    c.start();
    await advance(clock, 100);
    expect(c.state).toBe('live');
    expect(c.snapshot?.sensors.filter((x) => x === 'occupied')).toHaveLength(2);
    const done = board.run('100 lift d1\n100 place d2\nbounce d2 3\n200 press done');
    await advance(clock, 700);
    expect((await done).ok).toBe(true);
    expect(log.of('sensor').map((e) => `${e.sensor}:${e.state}`)).toEqual(['1:empty', '4:occupied']);
    expect(log.of('button').map((e) => e.button)).toEqual(['done']);
    expect(c.snapshot?.sensors[4]).toBe('occupied');
    expect(c.counts.total).toBe(0);
    expect(c.setLeds(ledsFromSets(47, { steady: { green: [4] } })).ok).toBe(true);
    await advance(clock, 20);
    expect(board.leds()[4]).toEqual({ colour: 'green', blink: false });
    expect(log.of('command').at(-1)).toMatchObject({ outcome: 'acked', command: 'LED' });
    // Unplug and replug: the board boots with its LEDs off; the host restores them.
    board.unplug();
    await advance(clock, 50);
    expect(c.state).toBe('lost');
    board.plugIn();
    await advance(clock, 800, 5);
    expect(c.state).toBe('live');
    expect(board.leds()[4]).toEqual({ colour: 'green', blink: false });
    board.stop();
    await c.stop();
  });
});

describe('the in-process virtual board, more', () => {
  async function live(kind: 'reed' | 'hall' = 'reed') {
    const clock = new ManualClock();
    const board = createVirtualBoard({ profile: profile('morris-archery'), clock, sensorKind: kind });
    const c = createBoardConnection({ source: board.source, clock });
    const log = new EventLog();
    c.subscribe(log.push);
    c.start();
    await advance(clock, 100);
    expect(c.state).toBe('live');
    return { clock, board, c, log };
  }

  test('a hall board reports which pole is up (PROTOCOL.md §4)', async () => {
    const { clock, board, c, log } = await live('hall');
    expect(c.hello?.sensorKind).toBe('hall');
    expect(board.place('a1', 'S').ok).toBe(true);
    expect(board.place('g7').ok).toBe(true);
    await advance(clock, 60);
    expect(log.of('sensor').map((e) => `${e.sensor}:${e.state}`)).toEqual(['0:south', '23:north']);
    expect(board.lift('d4').ok).toBe(false); // no such Morris point
    board.stop();
  });

  test('garbage injected by the board is counted and the next lines are not lost', async () => {
    const { clock, board, c, log } = await live();
    board.inject('\u0000\u0001garbage\nSNAP 0001 t=0 s=X*0000\n');
    board.place('d2');
    await advance(clock, 60);
    expect(c.counts.decode['bad-bytes']).toBe(1);
    expect(c.counts.decode['bad-checksum']).toBe(1);
    expect(log.of('sensor').map((e) => e.sensor)).toEqual([4]);
    board.stop();
  });

  test('diagnostics: raw values of every sensor arrive as raw events', async () => {
    const { clock, board, c, log } = await live('hall');
    board.place('a1', 'S');
    expect(c.setDiagnostics(true).ok).toBe(true);
    await advance(clock, 250);
    const raws = log.of('raw');
    expect(raws.length).toBeGreaterThanOrEqual(2);
    expect(new Set(raws.map((r) => r.first))).toEqual(new Set([0, 32]));
    expect(raws[0]!.values[0]).toBeLessThan(300); // south up: well below the no-field level
    expect(raws[0]!.values[1]).toBeGreaterThan(450);
    expect(c.setDiagnostics(false).ok).toBe(true);
    await advance(clock, 20);
    const count = log.of('raw').length;
    await advance(clock, 300);
    expect(log.of('raw').length).toBe(count);
    board.stop();
  });

  test('a hung board (silence) is lost and, once it talks again, found again without a new HELLO from boot', async () => {
    const { clock, board, c } = await live();
    board.setSilent(true);
    await advance(clock, 1600, 10);
    expect(c.state).toBe('lost');
    board.setSilent(false);
    await advance(clock, 1500, 10);
    expect(c.state).toBe('live');
    board.stop();
  });
});

describe('failure notes', () => {
  test('a port that keeps failing is reported once, not on every retry', async () => {
    const s = setup();
    s.source.available = false;
    s.c.start();
    await advance(s.clock, 5000, 50);
    const notes = s.log.of('connection').filter((e) => e.state === e.previous);
    expect(notes).toHaveLength(1);
    expect(texts(notes[0]!.reason)).toEqual({ code: 'test/missing', message: 'no port' });
    expect(s.c.state).toBe('connecting');
  });
});
