/**
 * The board path's faults through the whole host in one process (issue 12, the board items): the
 * in-process virtual board speaking the real protocol, the real connection state machine, the session
 * and the journal on disk, in real time. Each test is a failure the issue reproduced.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { HostEvent, SessionView } from '../../../host/types';
import { encode } from '../../../firmware-protocol/codec';
import { PROTOCOL_VERSION, LED_COLOURS } from '../../../firmware-protocol/messages';

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

/** Waits until `pred` holds for the host's view (polling every 20 ms, up to `ms`). */
async function until(host: Host, pred: (v: SessionView) => boolean, ms = 8000): Promise<SessionView> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await host.view();
    if (r.ok && r.value !== null && pred(r.value)) return r.value;
    if (Date.now() > end) {
      const v = r.ok ? r.value : null;
      throw new Error(`timed out; last view: ${JSON.stringify({ phase: v?.phase, moves: v?.moves, guidance: v?.guidance?.sentence, board: v?.board.state })}`);
    }
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('a foreign HELLO on a live link (issue 12 §6)', () => {
  it('keeps the link: the line is counted, the state stays connected, and a move made next commits', async () => {
    const { host, events } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 150 } })).ok).toBe(true);
    await until(host, (v) => v.phase === 'playing' && v.board.state === 'connected');
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
    const v = await until(host, (x) => x.moves.length === 1);
    expect(v.moves[0]!.notation).toBe('d2');
    expect(v.board.state).toBe('connected');
    // The line was counted and the link kept: it was never closed as another board's.
    expect(problems).toContain('board/foreign-hello');
    expect(reasons).not.toContain('board/other-board');
    expect(events.some((e) => e.type === 'notice' && e.notice.code === 'board/disconnected')).toBe(false);
  });
});
