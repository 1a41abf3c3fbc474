/**
 * A serial board that answers HELLO while `newGame` is still writing the new game's journal. The CI run
 * of the seventh session failed the scenario 17-hall-wrong-colour this way on a loaded machine: the
 * HELLO (which says the board is a hall board) and the first snapshot came before the host had a
 * session to give them to, so the new session judged the board as reed and took a black man placed in
 * white's turn as white's placement, silently.
 *
 * Here the race is made certain rather than likely: `Session.start` is held until the real board on
 * the pseudo-terminal has said HELLO and sent its snapshot. The serial path (socat, serialport, the
 * connection) is the real one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { SessionView } from '../../../host/types';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { Session } from '../../../src/session/session';
import { unwrap } from '../../../src/core/result';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const f of cleanup.splice(0).reverse()) await f();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The host's board connection state, read from outside (the test waits on it). */
function linkState(h: Host): string | undefined {
  return (h as unknown as { board?: { connection: { state: string; hello?: unknown } } }).board?.connection.state;
}

async function until(what: string, ok: () => boolean, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await sleep(20);
  expect(ok(), what).toBe(true);
}

describe('a board that says HELLO while the new game is being journalled', () => {
  it('is judged as the hall board it said it was: a black man in white\'s turn is refused, not played', { timeout: 40_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parlour-hello-race-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const board = createVirtualBoard({ profile: unwrap(loadProfile('morris-archery')), sensorKind: 'hall', initial: [], boardId: 'hello-race' });
    const pty = unwrap(await startPtyBoard(board));
    cleanup.push(() => board.stop());
    cleanup.push(() => pty.stop());
    const h = await createHost({ dataDir: dir });
    cleanup.push(() => h.close());

    const realStart = Session.start.bind(Session);
    let held = false;
    vi.spyOn(Session, 'start').mockImplementation(async (req, deps) => {
      await until('the board is live before the session exists', () => linkState(h) === 'live');
      held = true;
      return realStart(req, deps);
    });

    const views: SessionView[] = [];
    const committed: string[] = [];
    h.subscribe((e) => {
      if (e.type === 'view' && e.view !== null) views.push(e.view);
      if (e.type === 'committed') committed.push(e.notation);
    });
    const started = await h.newGame({
      game: 'morris',
      players: ['board', 'board'],
      settings: { settleMs: 300 } as never,
      board: { kind: 'serial', path: pty.pair.hostPath },
    });
    expect(started.ok, JSON.stringify(started)).toBe(true);
    expect(held).toBe(true);

    await until('the empty board is taken as the start position', () => views.at(-1)?.phase === 'playing');
    // Black (the board's south pole, `S`) on d2 while white is to move.
    unwrap(await board.run('place d2 S'));
    await until('the wrong-colour guidance shows', () => views.some((v) => v.guidance?.code === 'inference/wrong-colour'));
    expect(committed).toEqual([]);

    // Swapped for a white man, the placement is played.
    unwrap(await board.run('300 lift d2\n300 place d2 N'));
    await until('d2 is played', () => committed.includes('d2'));
    expect(committed).toEqual(['d2']);
  });
});
