/**
 * The host end to end in one process: the in-process virtual board (real protocol, real connection
 * state machine, real time), the session, the journal file with fsync, records, resume after close.
 */
import { mkdtemp, readFile, rm, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { HostEvent, SessionView } from '../../../host/types';
import { readJournal } from '../../../src/session/journal';
import { journalPaths } from '../../../host/journal-file';
import { main } from '../../../cli/main';
import { unwrap } from '../../../src/core/result';
import { en, texts } from '../../unit/support/text';

const hosts: Host[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newHost(dir?: string): Promise<{ host: Host; dir: string; events: HostEvent[] }> {
  const d = dir ?? (await mkdtemp(join(tmpdir(), 'parlour-host-')));
  if (dir === undefined) dirs.push(d);
  const host = await createHost({ dataDir: d });
  hosts.push(host);
  const events: HostEvent[] = [];
  host.subscribe((e) => events.push(e));
  return { host, dir: d, events };
}

/** Waits until `pred` holds for the host's view (polling every 20 ms, up to `ms`). */
async function until(host: Host, pred: (v: SessionView) => boolean, ms = 8000): Promise<SessionView> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await host.view();
    if (r.ok && r.value !== null && pred(r.value)) return r.value;
    if (Date.now() > end) throw new Error(`timed out; last view: ${JSON.stringify(r.ok ? { phase: r.value?.phase, moves: r.value?.moves, guidance: r.value?.guidance, board: r.value?.board.state } : r)}`);
    await new Promise((res) => setTimeout(res, 20));
  }
}

describe('host with the in-process virtual board', () => {
  it('plays placements made on the virtual board, journals them and resumes after a restart', async () => {
    const { host, dir, events } = await newHost();
    const started = await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 150 } });
    expect(started.ok).toBe(true);
    await until(host, (v) => v.phase === 'playing' && v.board.state === 'connected');
    expect((await host.virtualBoard({ action: 'place', cell: 'd2' })).ok).toBe(true);
    await until(host, (v) => v.moves.length === 1);
    expect((await host.virtualBoard({ action: 'place', cell: 'd6' })).ok).toBe(true);
    const v = await until(host, (x) => x.moves.length === 2);
    expect(v.moves.map((m) => m.notation)).toEqual(['d2', 'd6']);
    expect(events.filter((e) => e.type === 'committed').map((e) => (e as { notation: string }).notation)).toEqual(['d2', 'd6']);
    // the journal holds the start (written twice, so one damaged line cannot lose it) and both moves
    const text = await readFile(journalPaths(dir).current, 'utf8');
    expect(readJournal(text).entries.map((e) => e.t)).toEqual(['start', 'start', 'move', 'move']);
    await host.close();
    hosts.pop();

    const again = await newHost(dir);
    const st = await again.host.startup();
    expect(st.ok && st.value.resume?.plies).toBe(2);
    const resumed = await again.host.resumeGame();
    expect(resumed.ok).toBe(true);
    const rv = await until(again.host, (x) => x.phase === 'playing');
    expect(rv.moves.map((m) => m.notation)).toEqual(['d2', 'd6']);
    expect(rv.position).toBe('....B..............W.... w 8 8');
    // the resumed virtual board is laid out as the game stood, so play goes on at once
    expect((await again.host.virtualBoard({ action: 'place', cell: 'b4' })).ok).toBe(true);
    await until(again.host, (x) => x.moves.length === 3);
  });

  it('keeps the valid prefix of a journal cut off mid-write and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parlour-host-'));
    dirs.push(dir);
    const { host } = await newHost(dir);
    expect((await host.newGame({ game: 'morris', players: ['screen', 'screen'] })).ok).toBe(true);
    expect((await host.playMove('d2')).ok).toBe(true);
    expect((await host.playMove('d6')).ok).toBe(true);
    await host.close();
    hosts.pop();
    // a power cut in the middle of the next line
    await appendFile(journalPaths(dir).current, '{"e":{"t":"move","ply":3,"mo');
    const again = await newHost(dir);
    const st = await again.host.startup();
    expect(st.ok).toBe(true);
    if (!st.ok) return;
    expect(st.value.resume?.plies).toBe(2);
    expect(en(st.value.resume?.repaired)).toMatch(/cut off mid-write/);
    expect(st.value.notices.map((n) => n.code)).toContain('journal/truncated');
    const r = await again.host.resumeGame();
    expect(r.ok && r.value.moves.map((m) => m.notation)).toEqual(['d2', 'd6']);
    expect((await again.host.playMove('b4')).ok).toBe(true);
    const text = await readFile(journalPaths(dir).current, 'utf8');
    const read = readJournal(text);
    expect(read.damaged).toEqual([]);
    expect(read.entries.filter((e) => e.t === 'move').map((e) => (e as { move: string }).move)).toEqual(['d2', 'd6', 'b4']);
  });

  it('saves a finished game as a record and loads it for replay', async () => {
    const { host } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['screen', 'screen'] })).ok).toBe(true);
    expect((await host.playMove('d2')).ok).toBe(true);
    const resigned = await host.resign(1);
    expect(texts(resigned.ok && resigned.value.status)).toEqual({ kind: 'won', winners: [0], reason: 'Black resigned' });
    const saved = await host.saveRecord();
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    // The reply says where the file went: the data folder's records/, as an absolute path.
    expect(saved.value.folder).toBe(resolve(dirs[dirs.length - 1]!, 'records'));
    const list = await host.listRecords();
    expect(list.ok && list.value.map((r) => r.name)).toContain(saved.value.name);
    // the saved file is a record `parlour replay` accepts
    let out = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (out += t), signal: new AbortController().signal };
    expect(await main(['replay', '--game', 'morris', '--file', join(dirs[dirs.length - 1]!, 'records', saved.value.name)], io)).toBe(0);
    const replay = await host.loadRecord({ name: saved.value.name });
    expect(replay.ok && replay.value.moves).toEqual(['d2']);
    const seek = await host.replaySeek({ ply: 0 });
    expect(seek.ok && seek.value.position).toBe('........................ w 9 9');
    expect((await host.replaySeek({ ply: 5 })).ok).toBe(false);
    const bad = await host.loadRecord({ name: '../settings.json' });
    expect(bad.ok ? '' : bad.error.code).toBe('record/bad-name');
    const corrupt = await host.loadRecord({ text: '{"format":"parlour-record"' });
    expect(corrupt.ok ? '' : corrupt.error.code).toBe('record/json');
  });

  it('connects the virtual board mid-game and keeps settings across restarts', async () => {
    const { host, dir } = await newHost();
    unwrap(await host.newGame({ game: 'morris', players: ['board', 'board'] }));
    unwrap(await host.playMove('d2'));
    const bad = await host.setSettings({ settleMs: 5 });
    expect(bad.ok ? '' : bad.error.code).toBe('session/bad-settings');
    unwrap(await host.setSettings({ settleMs: 200, takebacks: 'refused' }));
    unwrap(await host.connectBoard({ kind: 'virtual' }));
    // the virtual board comes laid out as the game stands, so play goes on from the board
    await until(host, (v) => v.phase === 'playing' && v.board.kind === 'virtual' && v.board.state === 'connected');
    unwrap(await host.virtualBoard({ action: 'place', cell: 'd6' }));
    const v = await until(host, (x) => x.moves.length === 2);
    expect(v.moves.map((m) => [m.notation, m.by])).toEqual([
      ['d2', 'screen'],
      ['d6', 'board'],
    ]);
    const wrong = await host.virtualBoard({ action: 'place', cell: 'd6' });
    expect(wrong.ok ? '' : wrong.error.code).toBe('board/bad-cell');
    await host.close();
    hosts.pop();
    const again = await newHost(dir);
    const st = unwrap(await again.host.startup());
    expect(st.settings).toMatchObject({ settleMs: 200, takebacks: 'refused' });
  });

  it('refuses moves out of turn and bad notation with specific codes, losing nothing', async () => {
    const { host } = await newHost();
    expect((await host.newGame({ game: 'morris', players: ['screen', 'computer'], settings: { computerDelayMs: 0 } })).ok).toBe(true);
    const bad = await host.playMove('zz');
    expect(bad.ok ? '' : bad.error.code).toBe('notation/move-syntax');
    expect((await host.playMove('d2')).ok).toBe(true);
    // the computer answers by itself
    const v = await until(host, (x) => x.moves.length === 2, 4000);
    expect(v.moves[1]?.by).toBe('computer');
    const unknown = await host.newGame({ game: 'chess' as never, players: ['screen', 'screen'] });
    expect(unknown.ok ? '' : unknown.error.code).toBe('host/unknown-game');
    // the refused new game did not end the one in progress
    expect((await host.view()).ok && ((await host.view()) as { value: SessionView }).value.moves.length).toBe(2);
  });
});
