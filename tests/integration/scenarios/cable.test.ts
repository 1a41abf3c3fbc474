/**
 * The real path when the link itself misbehaves, and the board's LEDs: the cable pulled mid-move
 * (socat killed) and put back at the same path, and the guidance cells lit on the board.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { HostEvent, SessionView } from '../../../host/types';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor } from '../../../firmware-protocol/profile';
import { createVirtualBoard, type VirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { attachBoardToPath, createPtyPair, startPtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { unwrap } from '../../../src/core/result';
import { said } from '../../unit/support/text';

const P18 = 'WBWWBWW.B.B...BBBWWWBB.W w 0 0';
const CAP = 'BBBB.........W..W..W.... w 5 5';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const profile = unwrap(loadProfile('morris-archery'));
const sensorOf = layoutFor(profile, 'morris')!.sensorOf;

function menOf(position: string): string[] {
  const order = 'a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1'.split(' ');
  return order.filter((_, i) => position[i] !== '.');
}

async function until(host: Host, pred: (v: SessionView) => boolean, ms = 10_000): Promise<SessionView> {
  const end = Date.now() + ms;
  for (;;) {
    const r = await host.view();
    if (r.ok && r.value !== null && pred(r.value)) return r.value;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(r.ok ? { board: r.value?.board.state, moves: r.value?.moves.map((m) => m.notation), g: said(r.value?.guidance) } : r)}`);
    await sleep(25);
  }
}

async function setUp(start: string, board: VirtualBoard, hostPath: string) {
  const dir = await mkdtemp(join(tmpdir(), 'parlour-cable-'));
  const host = await createHost({ dataDir: dir });
  const events: HostEvent[] = [];
  host.subscribe((e) => events.push(e));
  unwrap(await host.newGame({ game: 'morris', players: ['board', 'board'], board: { kind: 'serial', path: hostPath }, start }));
  await until(host, (v) => v.phase === 'playing' && v.board.state === 'connected');
  void board;
  return { dir, host, events };
}

describe('the link and the LEDs on the real path', () => {
  it('the cable pulled mid-move and put back: the move made meanwhile commits once the board is back', { timeout: 40_000 }, async () => {
    const links = await mkdtemp(join(tmpdir(), 'parlour-links-'));
    const hostLink = join(links, 'host');
    const boardLink = join(links, 'board');
    const board = createVirtualBoard({ profile, initial: menOf(P18), boardId: 'cable-board' });
    let pair = unwrap(await createPtyPair({ hostLink, boardLink }));
    let attached = unwrap(await attachBoardToPath(board, boardLink));
    const { dir, host, events } = await setUp(P18, board, hostLink);
    try {
      unwrap(board.lift('c5'));
      await sleep(150);
      await pair.stop(); // the cable is pulled with the man in the hand
      await attached.closed;
      unwrap(board.place('d5')); // the player finishes the move meanwhile
      const lost = await until(host, (v) => v.board.state === 'reconnecting');
      expect(lost.moves).toEqual([]);
      await sleep(500);
      pair = unwrap(await createPtyPair({ hostLink, boardLink }));
      attached = unwrap(await attachBoardToPath(board, boardLink));
      const back = await until(host, (v) => v.board.state === 'connected' && v.moves.length === 1);
      expect(back.moves.map((m) => m.notation)).toEqual(['c5-d5']);
      expect(back.guidance).toBeNull();
      const codes = events.flatMap((e) => (e.type === 'notice' ? [e.notice.code] : []));
      expect(codes).toContain('board/disconnected');
      expect(codes, JSON.stringify(events.filter((e) => e.type === 'notice'))).toContain('board/reconnected');
      // and play goes on
      unwrap(board.lift('e5'));
      await sleep(120);
      unwrap(board.place('e4'));
      await until(host, (v) => v.moves.length === 2);
    } finally {
      await host.close();
      await attached.detach();
      await pair.stop();
      board.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(links, { recursive: true, force: true });
    }
  });

  it('guidance lights the cells to fix on the board and puts them out once fixed', { timeout: 30_000 }, async () => {
    const board = createVirtualBoard({ profile, initial: menOf(CAP), boardId: 'led-board' });
    const pty = unwrap(await startPtyBoard(board));
    const { dir, host } = await setUp(CAP, board, pty.pair.hostPath);
    try {
      unwrap(board.place('d1'));
      await sleep(600);
      unwrap(board.lift('a7')); // a man in a mill: may not be taken
      const flagged = await until(host, (v) => v.guidance?.code === 'inference/untakeable');
      expect(flagged.guidance?.cells).toEqual([{ cell: 'a7', kind: 'put' }]);
      const lit = async (cell: string) => {
        const end = Date.now() + 3000;
        while (Date.now() < end) {
          const led = board.leds()[sensorOf.get(cell)!];
          if (led !== null && led !== undefined) return led;
          await sleep(25);
        }
        return null;
      };
      expect(await lit('a7')).toEqual({ colour: 'green', blink: false });
      unwrap(board.place('a7'));
      // the capture is still to be made: b6 is shown as the man to take
      await until(host, (v) => v.guidance?.code === 'inference/capture-pending');
      expect(await lit('b6')).toEqual({ colour: 'yellow', blink: true });
      expect(board.leds()[sensorOf.get('a7')!]).toBeNull();
      unwrap(board.lift('b6'));
      const done = await until(host, (v) => v.moves.length === 1);
      expect(done.moves[0]?.notation).toBe('d1xb6');
      const end = Date.now() + 3000;
      while (Date.now() < end && board.leds().some((l) => l !== null)) await sleep(25);
      expect(board.leds().every((l) => l === null)).toBe(true);
    } finally {
      await host.close();
      await pty.stop();
      board.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
