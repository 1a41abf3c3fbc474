/**
 * Issue 12, failure 8: "`connectBoard` opens any path (it tried `/etc/passwd` and retried for ever).
 * Accept only serial devices (or the virtual board), and stop retrying a path that is not one."
 * Before the fix `connectBoard({kind:'serial', path:'/etc/passwd'})` answered ok, journalled the board
 * and retried opening the file for as long as the game lasted.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import { journalPaths } from '../../../host/journal-file';
import { checkSerialPath } from '../../../host/serial-path';
import { createPtyPair } from '../../../firmware-protocol/virtual-board/pty';
import { readJournal } from '../../../src/session/journal';
import { unwrap } from '../../../src/core/result';
import { en } from '../../unit/support/text';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function host(dir?: string): Promise<{ host: Host; dir: string }> {
  const d = dir ?? (await mkdtemp(join(tmpdir(), 'parlour-paths-')));
  if (dir === undefined) cleanup.push(() => rm(d, { recursive: true, force: true }));
  const h = await createHost({ dataDir: d });
  cleanup.push(() => h.close());
  return { host: h, dir: d };
}

describe('board paths (issue 12, failure 8)', () => {
  it('refuses what is not a serial device in connectBoard, opening nothing and journalling nothing', async () => {
    const { host: h, dir } = await host();
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('d2'));
    const journalBefore = await readFile(journalPaths(dir).current, 'utf8');
    const cases: [string, string][] = [
      ['/etc/passwd', 'board/not-serial'],
      ['/dev/null', 'board/not-serial'],
      ['/dev/zero', 'board/not-serial'],
      [tmpdir(), 'board/not-serial'],
      ['/nonexistent/ttyUSB9', 'board/no-port'],
    ];
    for (const [path, code] of cases) {
      const r = await h.connectBoard({ kind: 'serial', path });
      expect(r.ok ? 'accepted' : r.error.code, path).toBe(code);
      if (!r.ok && code === 'board/not-serial') expect(en(r.error.message)).toContain(`${path} is not a serial port`);
    }
    const v = unwrap(await h.view())!;
    expect(v.board.kind).toBe('none');
    expect(v.moves.map((m) => m.notation)).toEqual(['d2']);
    expect(await readFile(journalPaths(dir).current, 'utf8')).toBe(journalBefore);
  });

  it('refuses a new game on a path that is not a serial device, before the game in progress is ended', async () => {
    const { host: h } = await host();
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('d2'));
    const r = await h.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'serial', path: '/etc/passwd' } });
    expect(r.ok ? 'accepted' : r.error.code).toBe('board/not-serial');
    expect(unwrap(await h.view())!.moves.map((m) => m.notation)).toEqual(['d2']);
  });

  it('accepts a pseudo-terminal (the virtual board on socat), and on resume a board that is only unplugged', async () => {
    const pair = unwrap(await createPtyPair());
    cleanup.push(() => pair.stop());
    expect(unwrap(await checkSerialPath(pair.hostPath))).toBe('present');
    const { host: h, dir } = await host();
    unwrap(await h.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'serial', path: pair.hostPath } }));
    const r = unwrap(await h.connectBoard({ kind: 'serial', path: pair.hostPath }));
    expect(r.board).toMatchObject({ kind: 'serial', port: pair.hostPath });
    await h.close();
    await pair.stop(); // the cable is pulled: the journalled path is gone
    expect(unwrap(await checkSerialPath(pair.hostPath))).toBe('missing');
    const again = await host(dir);
    const v = unwrap(await again.host.resumeGame());
    expect(v.board).toMatchObject({ kind: 'serial', port: pair.hostPath });
  });

  it('resumes a journal naming a path that is not a serial device on screen, with a notice, instead of retrying it', async () => {
    const { host: h, dir } = await host();
    unwrap(await h.newGame({ game: 'morris', players: ['screen', 'screen'] }));
    unwrap(await h.playMove('d2'));
    await h.close();
    // an older version journalled the board path it was given
    const { current } = journalPaths(dir);
    const { appendFile } = await import('node:fs/promises');
    const { encodeEntry } = await import('../../../src/session/journal');
    await appendFile(current, encodeEntry({ t: 'board', board: { kind: 'serial', path: '/etc/passwd' }, at: new Date().toISOString() }));
    expect(readJournal(await readFile(current, 'utf8')).damaged).toEqual([]);
    const again = await host(dir);
    const v = unwrap(await again.host.resumeGame());
    expect(v.board.kind).toBe('none');
    expect(v.moves.map((m) => m.notation)).toEqual(['d2']);
    const notices = unwrap(await again.host.startup()).notices;
    expect(notices.some((n) => n.code === 'board/not-serial' && en(n.message).includes('resumed without a board'))).toBe(true);
  });
});
