/**
 * The board path's faults through the whole host in one process (issue 12, the board items): the
 * in-process virtual board speaking the real protocol, the real connection state machine, the session
 * and the journal on disk, in real time. Each test is a failure the issue reproduced.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { HostEvent } from '../../../host/types';
import { untilView } from '../../support/host-view';
import { journalPaths } from '../../../host/journal-file';
import { readJournal } from '../../../src/session/journal';
import { encode } from '../../../firmware-protocol/codec';
import { PROTOCOL_VERSION, LED_COLOURS } from '../../../firmware-protocol/messages';
import { said } from '../../unit/support/text';

const hosts: Host[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newHost(): Promise<{ host: Host; dir: string; events: HostEvent[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'parlour-board-faults-'));
  dirs.push(dir);
  const host = await createHost({ dataDir: dir });
  hosts.push(host);
  const events: HostEvent[] = [];
  host.subscribe((e) => events.push(e));
  return { host, dir, events };
}

describe('a foreign HELLO on a live link (issue 12 §6)', () => {
  it('keeps the link: the line is counted, the state stays connected, and a move made next commits', async () => {
    const { host, events } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 150 } })).ok).toBe(true);
    await untilView(host, (v) => v.phase === 'playing' && v.board.state === 'connected');
    const board = host.currentBoard!;
    const reasons: string[] = [];
    const problems: string[] = [];
    board.connection.subscribe((e) => {
      if (e.type === 'connection' && e.reason !== undefined) reasons.push(e.reason.code);
      if (e.type === 'protocol-error' && e.problem.kind === 'invalid') problems.push(e.problem.code);
    });
    const hello = {
      type: 'hello',
      seq: 3,
      proto: { major: PROTOCOL_VERSION.major, minor: PROTOCOL_VERSION.minor },
      model: 'intruder',
      boardId: 'SOMEONE-ELSE',
      firmware: '1.0.0',
      sensorCount: board.profile.sensorCount,
      sensorKind: 'reed',
      ledCount: 0,
      colours: [...LED_COLOURS],
      buttons: ['done'],
      settings: { debounceMs: 30, scanMs: 10, heartbeatMs: 1000 },
      diagnostics: false,
    } as const;
    board.virtual!.inject(`${encode(hello)}\n`);
    expect((await host.virtualBoard({ action: 'place', cell: 'd2' })).ok).toBe(true);
    const v = await untilView(host, (x) => x.moves.length === 1);
    expect(v.moves[0]!.notation).toBe('d2');
    expect(v.board.state).toBe('connected');
    // The line was counted and the link kept: it was never closed as another board's.
    expect(problems).toContain('board/foreign-hello');
    expect(reasons).not.toContain('board/other-board');
    expect(events.some((e) => e.type === 'notice' && e.notice.code === 'board/disconnected')).toBe(false);
  });
});

/** The journal's entries, as written so far (the start entry is written twice: `encodeEntry`). */
async function journalled(dir: string): Promise<{ t: string; plies?: number; source?: string }[]> {
  return readJournal(await readFile(journalPaths(dir).current, 'utf8')).entries as never;
}

describe('a board that comes back showing an earlier position (issue 12 §2)', () => {
  /** Four placements on the virtual board: d2, a7, d6, g7. */
  async function fourPlies() {
    const h = await newHost();
    expect((await h.host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 150 } })).ok).toBe(true);
    await untilView(h.host, (v) => v.phase === 'playing' && v.board.state === 'connected');
    for (const [i, cell] of ['d2', 'a7', 'd6', 'g7'].entries()) {
      expect((await h.host.virtualBoard({ action: 'place', cell })).ok).toBe(true);
      await untilView(h.host, (v) => v.moves.length === i + 1);
    }
    return h;
  }

  it('takes nothing back until the takeback is confirmed; the board is guided back meanwhile; redo keeps the plies', async () => {
    const { host, dir } = await fourPlies();
    const virtual = host.currentBoard!.virtual!;
    // Unplugged, the men lifted, plugged back in.
    virtual.unplug();
    await untilView(host, (v) => v.board.state === 'reconnecting');
    for (const cell of ['d2', 'a7', 'd6', 'g7']) expect(virtual.lift(cell).ok).toBe(true);
    virtual.plugIn();
    const held = await untilView(host, (v) => v.board.state === 'connected' && v.takeback != null);
    // The game stands: four plies, nothing journalled, and the board is told how to get back.
    expect(held.moves.map((m) => m.notation)).toEqual(['d2', 'a7', 'd6', 'g7']);
    expect(held.takeback).toMatchObject({ plies: 4 });
    expect(held.guidance?.code).toBe('inference/takeback-confirm');
    expect(said(held.guidance)).toContain('put the man back on d2');
    expect((await journalled(dir)).map((e) => e.t)).toEqual(['start', 'start', 'move', 'move', 'move', 'move']);
    // Confirmed on screen: now the plies go, journalled as a board takeback, and redo can restore them.
    const confirmed = await host.confirmTakeback();
    expect(confirmed.ok, JSON.stringify(confirmed)).toBe(true);
    const after = await untilView(host, (v) => v.moves.length === 0);
    expect(after.canRedo).toBe(true);
    expect(after.takeback ?? null).toBeNull();
    expect((await journalled(dir)).at(-1)).toMatchObject({ t: 'undo', plies: 4, source: 'board' });
  });

  it('puts right a board that comes back astray by guidance alone: no takeback, no redo lost, play goes on', async () => {
    const { host, dir } = await fourPlies();
    const virtual = host.currentBoard!.virtual!;
    virtual.unplug();
    await untilView(host, (v) => v.board.state === 'reconnecting');
    expect(virtual.lift('g7').ok).toBe(true); // one ply back, but right after a reconnect
    virtual.plugIn();
    await untilView(host, (v) => v.board.state === 'connected' && v.takeback != null);
    expect((await host.virtualBoard({ action: 'place', cell: 'g7' })).ok).toBe(true);
    const back = await untilView(host, (v) => v.takeback == null && v.guidance === null && v.board.inSync === true);
    expect(back.moves).toHaveLength(4);
    expect((await journalled(dir)).filter((e) => e.t === 'undo')).toEqual([]);
    expect((await host.virtualBoard({ action: 'place', cell: 'b4' })).ok).toBe(true);
    await untilView(host, (v) => v.moves.length === 5);
  });

  it("the board's done button confirms it too", async () => {
    const { host } = await fourPlies();
    const virtual = host.currentBoard!.virtual!;
    for (const cell of ['g7', 'd6']) expect(virtual.lift(cell).ok).toBe(true); // two plies back: asks first
    await untilView(host, (v) => v.takeback != null);
    expect((await host.view()).ok).toBe(true);
    expect(virtual.press('done').ok).toBe(true);
    const after = await untilView(host, (v) => v.moves.length === 2);
    expect(after.canRedo).toBe(true);
  });
});

describe("the board's first snapshot, sent before the session exists (issue 12, the 21-setup timing fault)", () => {
  it('reaches the session: set-up is judged at once, not at the next heartbeat', async () => {
    const { host } = await newHost();
    // The in-process virtual board says HELLO and sends its first SNAP within microtasks of being opened,
    // long before the journal file is open and the session exists.
    const started = await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, start: 'BBBB.........W..W..W.... w 5 5' });
    expect(started.ok).toBe(true);
    const session = host.currentSession!;
    await session.idle();
    // The session has the board's reading: the virtual board is laid out as the game stands.
    expect(host.currentBoard!.connection.snapshot).toBeDefined();
    expect(session.view().inSync).toBe(true);
  });

  it('reaches the session after a board is connected mid-game too', async () => {
    const { host } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['board', 'board'] })).ok).toBe(true);
    expect((await host.playMove('d2')).ok).toBe(true);
    expect((await host.connectBoard({ kind: 'virtual' })).ok).toBe(true);
    await host.currentSession!.idle();
    expect(host.currentBoard!.connection.snapshot).toBeDefined();
    expect(host.currentSession!.view().inSync).toBe(true);
  });
});
