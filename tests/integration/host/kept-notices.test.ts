/**
 * The notices the host gives a page that opens (`startup`) are those still true: a newcomer reloaded
 * a new game's page and saw "Resumed Nine Men's Morris after 4 plies." and "One move was taken back on
 * the board." from games and moments long gone (`src/api/notices.ts`, `host/host.ts` `notice`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import { unwrap } from '../../../src/core/result';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function host(dir: string): Promise<Host> {
  const h = await createHost({ dataDir: dir });
  cleanup.push(() => h.close());
  return h;
}

const kept = async (h: Host) => unwrap(await h.startup()).notices.map((n) => n.code);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await sleep(20);
  expect(await ok(), what).toBe(true);
}

/** A host that has resumed a Morris game of one ply, played and left by an earlier host in a fresh data folder. */
async function resumedHost(): Promise<Host> {
  const dir = await mkdtemp(join(tmpdir(), 'parlour-kept-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const first = await host(dir);
  unwrap(await first.newGame({ game: 'morris', players: ['screen', 'screen'] }));
  unwrap(await first.playMove('d2'));
  await first.close();
  const h = await host(dir);
  unwrap(await h.resumeGame());
  return h;
}

describe('the notices kept for a page that opens', () => {
  it('are those of the game in progress: a new game forgets the last one\'s, a resumed game keeps its own', async () => {
    const h = await resumedHost();
    expect(await kept(h)).toContain('journal/resumed');
    unwrap(await h.newGame({ game: 'quoits', players: ['screen', 'screen'] }));
    expect(await kept(h)).toEqual([]);
  });

  it('leave out one a person dismissed on a screen (a tab opened later showed it again)', async () => {
    const h = await resumedHost();
    const resumed = unwrap(await h.startup()).notices.find((n) => n.code === 'journal/resumed');
    expect(resumed).toBeDefined();
    expect(unwrap(await h.dismissNotice(resumed!.id))).toBeNull();
    expect(await kept(h)).not.toContain('journal/resumed');
    // Dismissing it again, or a notice never made, is no error.
    expect(unwrap(await h.dismissNotice(resumed!.id))).toBeNull();
    expect(unwrap(await h.dismissNotice(12345))).toBeNull();
  });

  it('drop a board takeback\'s notice once a ply is played after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parlour-kept-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const h = await host(dir);
    unwrap(await h.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' }, settings: { settleMs: 100, guidanceDelayMs: 500 } as never }));
    const plies = async () => unwrap(await h.view())!.moves.length;
    await until('the empty board is taken as the start', async () => unwrap(await h.view())!.phase === 'playing');
    unwrap(await h.virtualBoard({ action: 'place', cell: 'd2' }));
    await until('d2 is played', async () => (await plies()) === 1);
    unwrap(await h.virtualBoard({ action: 'lift', cell: 'd2' }));
    await until('the takeback is said and kept', async () => (await kept(h)).includes('session/takeback'));
    unwrap(await h.virtualBoard({ action: 'place', cell: 'd2' }));
    await until('d2 is played again', async () => (await plies()) === 1 && !(await kept(h)).includes('session/takeback'));
    expect(await kept(h)).not.toContain('session/takeback');
  });
});
