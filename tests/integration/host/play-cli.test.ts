/**
 * `parlour play` (issue 4 §3) run in-process against the virtual board on a socat pty: a whole game
 * from the empty board to a result by the rules, every move printed once, JSON lines, exit status 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { main } from '../../../cli/main';
import { createHost } from '../../../host/host';
import type { CliIO } from '../../../cli/command';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor } from '../../../firmware-protocol/profile';
import { createVirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { createPtyPair, startPtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { morris, type MorrisMove, type MorrisPosition } from '../../../src/games/morris/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The shortest random game over a few seeds (flying on, so games end sooner). */
function shortGame(): { positions: MorrisPosition[]; moves: MorrisMove[] } {
  const opts = unwrap(parseOptions(morris.options, { preset: 'modern' }));
  let best: { positions: MorrisPosition[]; moves: MorrisMove[] } | undefined;
  for (let seed = 1; seed <= 200; seed++) {
    const rng = xoroshiro128plus(seed);
    let pos = unwrap(morris.setup(opts, 2));
    const positions = [pos];
    const moves: MorrisMove[] = [];
    while (morris.turn(pos) !== undefined && moves.length < 200) {
      const legal = morris.legalMoves(pos);
      const m = legal[uniformInt(rng, 0, legal.length - 1)]!;
      moves.push(m);
      pos = unwrap(morris.play(pos, m));
      positions.push(pos);
    }
    if (morris.status(pos).kind === 'won' && (best === undefined || moves.length < best.moves.length)) best = { positions, moves };
  }
  return best!;
}

/** A CLI io that collects `--json` lines, and a wait on them. */
function jsonLines(): { lines: Record<string, unknown>[]; io: CliIO; controller: AbortController; until: (pred: () => boolean, ms?: number) => Promise<void> } {
  const lines: Record<string, unknown>[] = [];
  const controller = new AbortController();
  const io: CliIO = {
    out: (t) => {
      for (const l of t.split('\n')) if (l !== '') lines.push(JSON.parse(l) as Record<string, unknown>);
    },
    err: () => undefined,
    signal: controller.signal,
  };
  const until = async (pred: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error(`timed out; last lines ${JSON.stringify(lines.slice(-4))}`);
      await sleep(15);
    }
  };
  return { lines, io, controller, until };
}

describe('parlour play', () => {
  it('plays a whole game on the board to a result by the rules and exits 0', { timeout: 90_000 }, async () => {
    const game = shortGame();
    const profile = unwrap(loadProfile('morris-archery'));
    const sensorOf = layoutFor(profile, 'morris')!.sensorOf;
    const board = createVirtualBoard({ profile, boardId: 'cli-board' });
    const pty = unwrap(await startPtyBoard(board));
    const data = await mkdtemp(join(tmpdir(), 'parlour-play-'));
    const { lines, io, controller, until } = jsonLines();
    try {
      const exit = main(['play', '--game', 'morris', '--port', pty.pair.hostPath, '--options', '{"preset":"modern"}', '--settings', '{"settleMs":150}', '--json', '--data', data], io);
      await until(() => lines.some((l) => l['type'] === 'phase' && l['phase'] === 'playing'));
      for (let i = 0; i < game.moves.length; i++) {
        const pos = game.positions[i]!;
        let before = morris.physical!.contents(pos);
        for (const st of morris.physical!.stages!(pos, game.moves[i]!)) {
          for (const c of Object.keys(st)) {
            if ((before[c] ?? []).length > 0 && (st[c] ?? []).length === 0) board.setSensor(sensorOf.get(c)!, 'empty');
          }
          await sleep(40);
          for (const c of Object.keys(st)) {
            if ((before[c] ?? []).length === 0 && (st[c] ?? []).length > 0) board.setSensor(sensorOf.get(c)!, 'occupied');
          }
          await sleep(40);
          before = st;
        }
        await until(() => lines.filter((l) => l['type'] === 'move').length === i + 1);
      }
      expect(await exit).toBe(0);
      const moves = lines.filter((l) => l['type'] === 'move').map((l) => l['notation']);
      expect(moves).toEqual(game.moves.map(morris.formatMove));
      const result = lines.find((l) => l['type'] === 'result');
      expect(result).toMatchObject({ kind: 'won', termination: 'rules' });
      expect(lines.filter((l) => l['type'] === 'guidance' && l['kind'] === 'mismatch')).toEqual([]);
    } finally {
      controller.abort();
      await pty.stop();
      board.stop();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('gives a takeback on the board a line of its own (issue 12, failure 14)', { timeout: 60_000 }, async () => {
    const profile = unwrap(loadProfile('morris-archery'));
    const sensorOf = layoutFor(profile, 'morris')!.sensorOf;
    const board = createVirtualBoard({ profile, boardId: 'cli-takeback' });
    const pty = unwrap(await startPtyBoard(board));
    const data = await mkdtemp(join(tmpdir(), 'parlour-play-'));
    const { lines, io, controller, until } = jsonLines();
    try {
      const exit = main(['play', '--game', 'morris', '--port', pty.pair.hostPath, '--settings', '{"settleMs":150}', '--json', '--data', data], io);
      await until(() => lines.some((l) => l['type'] === 'phase' && l['phase'] === 'playing'));
      board.setSensor(sensorOf.get('d2')!, 'occupied');
      await until(() => lines.filter((l) => l['type'] === 'move').length === 1);
      board.setSensor(sensorOf.get('d6')!, 'occupied');
      await until(() => lines.filter((l) => l['type'] === 'move').length === 2);
      board.setSensor(sensorOf.get('d6')!, 'empty'); // black's man taken off again: the board is back at ply 1
      await until(() => lines.some((l) => l['type'] === 'takeback'));
      expect(lines.find((l) => l['type'] === 'takeback')).toEqual({ type: 'takeback', plies: 1, source: 'board', ply: 1 });
      controller.abort();
      expect(await exit).toBe(1);
    } finally {
      controller.abort();
      await pty.stop();
      board.stop();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('starts from --position and --moves as apply reaches them (issue 12, failure 14)', { timeout: 60_000 }, async () => {
    const board = createVirtualBoard({ profile: unwrap(loadProfile('morris-archery')), boardId: 'cli-position' });
    const pty = unwrap(await startPtyBoard(board));
    const data = await mkdtemp(join(tmpdir(), 'parlour-play-'));
    try {
      let applied = '';
      const quiet = (out: (t: string) => void = () => undefined): CliIO => ({ out, err: () => undefined, signal: new AbortController().signal });
      expect(await main(['apply', '--game', 'morris', '--moves', 'd2 d6 b4'], quiet((t) => void (applied += t)))).toBe(0);
      const expected = (JSON.parse(applied) as { position: string }).position;
      const { lines, io, controller, until } = jsonLines();
      const exit = main(['play', '--game', 'morris', '--port', pty.pair.hostPath, '--moves', 'd2 d6 b4', '--json', '--data', data], io);
      await until(() => lines.some((l) => l['type'] === 'phase'));
      expect(lines.find((l) => l['type'] === 'phase')).toMatchObject({ phase: 'setup', position: expected });
      controller.abort();
      expect(await exit).toBe(1);
      // from a position given, and an illegal move refused like apply refuses it
      let err = '';
      const errs = (): CliIO => ({ out: () => undefined, err: (t) => void (err += t), signal: new AbortController().signal });
      expect(await main(['play', '--game', 'morris', '--port', pty.pair.hostPath, '--position', expected, '--moves', 'd2', '--data', data, '--new'], errs())).toBe(1);
      expect(err).toMatch(/^parlour play: move 1 \(d2\): /);
      expect(await main(['play', '--resume', '--moves', 'd2', '--data', data], errs())).toBe(2);
    } finally {
      await pty.stop();
      board.stop();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('will not bury an unfinished game: it asks for --resume or --new', async () => {
    const data = await mkdtemp(join(tmpdir(), 'parlour-play-'));
    const pair = unwrap(await createPtyPair());
    try {
      const host = await createHost({ dataDir: data });
      unwrap(await host.newGame({ game: 'morris', players: ['screen', 'screen'] }));
      unwrap(await host.playMove('d2'));
      await host.close();
      let err = '';
      const io: CliIO = { out: () => undefined, err: (t) => void (err += t), signal: new AbortController().signal };
      expect(await main(['play', '--game', 'morris', '--port', pair.hostPath, '--data', data], io)).toBe(1);
      expect(err).toMatch(/unfinished game of Nine Men's Morris \(1 ply,/);
      expect(err).toMatch(/--resume/);
      err = '';
      expect(await main(['play', '--resume', '--data', data], io)).toBe(1);
      expect(err).toMatch(/not played on a sensor board/);
      // still resumable afterwards
      const again = await createHost({ dataDir: data });
      const st = unwrap(await again.startup());
      expect(st.resume?.plies).toBe(1);
      await again.close();
      // a path that is not a serial device is refused before anything starts (issue 12, failure 8)
      err = '';
      expect(await main(['play', '--game', 'morris', '--port', '/dev/null', '--data', data, '--new'], io)).toBe(1);
      expect(err).toMatch(/\/dev\/null is not a serial port \(a character device that is not a terminal\)/);
    } finally {
      await pair.stop();
      await rm(data, { recursive: true, force: true });
    }
  });

  it('reports usage errors with exit status 2', async () => {
    let err = '';
    const io: CliIO = { out: () => undefined, err: (t) => void (err += t), signal: new AbortController().signal };
    expect(await main(['play', '--game', 'morris'], io)).toBe(2);
    expect(err).toMatch(/--port is required/);
    expect(await main(['play', '--game', 'spoof', '--port', '/dev/null'], io)).toBe(2);
    expect(await main(['play', '--game', 'morris', '--port', '/dev/null', '--options', '[1]'], io)).toBe(2);
  });
});
