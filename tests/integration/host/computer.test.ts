/**
 * The host's computer players end to end in one process (issue 17): they think in the search worker
 * thread (the real `host/ai-worker.ts`), at the level chosen for each seat (journalled and resumed), or on
 * the host's own thread when asked; a hint for the person to move comes from the worker too and lights the
 * sensor board's LEDs in white; closing the host while the computer thinks stops the search and the
 * thread.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host, type HostOptions } from '../../../host/host';
import type { SessionView } from '../../../host/types';
import { journalPaths } from '../../../host/journal-file';
import { readJournal } from '../../../src/session/journal';

const hosts: Host[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newHost(o: Partial<HostOptions> = {}, dir?: string): Promise<{ host: Host; dir: string; log: string[] }> {
  const d = dir ?? (await mkdtemp(join(tmpdir(), 'parlour-ai-')));
  if (dir === undefined) dirs.push(d);
  const log: string[] = [];
  const host = await createHost({ dataDir: d, log: (l) => log.push(l), ...o });
  hosts.push(host);
  return { host, dir: d, log };
}

/** Waits for the host's next views until `pred` holds (no polling: each view event is checked). */
function until(host: Host, pred: (v: SessionView) => boolean, ms = 20_000): Promise<SessionView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('timed out waiting for the view'));
    }, ms);
    const stop = host.subscribe((e) => {
      if (e.type === 'view' && e.view !== null && pred(e.view)) {
        clearTimeout(timer);
        stop();
        resolve(e.view);
      }
    });
    void host.view().then((r) => {
      if (r.ok && r.value !== null && pred(r.value)) {
        clearTimeout(timer);
        stop();
        resolve(r.value);
      }
    });
  });
}

describe('the host\'s computer players', () => {
  it('play from the search worker at the level chosen per seat, which the journal keeps for resuming', async () => {
    const { host, dir, log } = await newHost();
    const started = await host.newGame({ game: 'morris', players: ['screen', 'computer'], levels: ['master', 'beginner'], settings: { computerDelayMs: 0 } });
    expect(started.ok && started.value.seats.map((s) => s.level)).toEqual([undefined, 'beginner']);
    expect((await host.playMove('d2')).ok).toBe(true);
    const v = await until(host, (x) => x.moves.length === 2);
    expect(v.moves[1]!.by).toBe('computer');
    expect(log.filter((l) => /search worker: thread \d+ started/.test(l))).toHaveLength(1);
    const entries = readJournal(await readFile(journalPaths(dir).current, 'utf8')).entries;
    expect(entries[0]).toMatchObject({ t: 'start', levels: ['master', 'beginner'] });
    await host.close();
    hosts.pop();
    const again = await newHost({}, dir);
    const resumed = await again.host.resumeGame();
    expect(resumed.ok && resumed.value.seats[1]!.level).toBe('beginner');
  });

  it('play on the host\'s own thread when asked to', async () => {
    const { host, log } = await newHost({ ai: 'in-thread' });
    expect((await host.newGame({ game: 'not-made-in-germany', players: ['computer', 'screen'], levels: ['easy'], settings: { computerDelayMs: 0 } })).ok).toBe(true);
    const v = await until(host, (x) => x.moves.length === 1);
    expect(v.moves[0]!.by).toBe('computer');
    expect(log).toEqual([]);
  });

  it('work out a hint in the worker, shown in the view and in white on the board\'s LEDs, gone once a move is made', async () => {
    const { host } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 150 } })).ok).toBe(true);
    await until(host, (v) => v.phase === 'playing' && v.board.state === 'connected');
    const asked = await host.hint();
    expect(asked.ok && asked.value.hint).toEqual({ seat: 0, state: 'thinking' });
    const v = await until(host, (x) => x.hint?.state === 'ready');
    const hint = v.hint!;
    if (hint.state !== 'ready') throw new Error('not ready');
    expect(v.legalMoves.map((m) => m.notation)).toContain(hint.notation);
    expect(hint.fills).toHaveLength(1);
    const board = host.currentBoard!;
    const sensor = board.layout.sensorOf.get(hint.fills[0]!)!;
    const deadline = Date.now() + 5000;
    while (board.virtual!.leds()[sensor]?.colour !== 'white' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(board.virtual!.leds()[sensor]).toEqual({ colour: 'white', blink: false });
    expect((await host.virtualBoard({ action: 'place', cell: hint.fills[0]! })).ok).toBe(true);
    const after = await until(host, (x) => x.moves.length === 1);
    expect(after.hint).toBeNull();
    expect(after.moves[0]!.notation).toBe(hint.notation);
  });

  it('refuse a hint on the computer\'s turn and in a game that leaves no choice', async () => {
    const { host } = await newHost();
    expect((await host.newGame({ game: 'quoits', players: ['screen', 'screen'] })).ok).toBe(true);
    const q = await host.hint();
    expect(q.ok ? '' : q.error.code).toBe('session/no-hints');
    expect((await host.newGame({ game: 'morris', players: ['computer', 'screen'], settings: { computerDelayMs: 5000 } })).ok).toBe(true);
    const m = await host.hint();
    expect(m.ok ? '' : m.error.code).toBe('session/not-your-turn');
  });

  it('stop the search and the thread when the host closes while the computer thinks', async () => {
    const { host, log } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['computer', 'screen'], levels: ['master'], settings: { computerDelayMs: 0 } })).ok).toBe(true);
    await until(host, (v) => v.thinking === 0);
    await host.close();
    hosts.pop();
    expect(log.filter((l) => /failed|gave no answer|did not stop/.test(l))).toEqual([]);
  });
});
