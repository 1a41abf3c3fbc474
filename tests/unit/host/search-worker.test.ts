/**
 * The host's search worker (host/search-worker.ts, host/ai-worker.ts; issue 17: "The search runs off the
 * UI thread"): a real worker thread answers the same move as the player on the host's thread for a fixed
 * seed and node limit, a cancelled search is refused at once and stopped through the shared flag, and a
 * thread that dies, hangs or cannot start never takes the game: the request is tried again on a new
 * thread, then refused, and the worker players fall back to the host's thread and say so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { computerFor } from '../../../src/ai/computers';
import { LEVELS, type Level } from '../../../src/ai/levels';
import { AbortedError, type GameLine } from '../../../src/ai/player';
import { unwrap } from '../../../src/core/result';
import { startOf } from '../../../src/core/start';
import { findGame } from '../../../src/games/index';
import { SearchWorker, WorkerFailure, type SearchWorkerOptions } from '../../../host/search-worker';
import { fallbackLevel, workerPlayers } from '../../../host/worker-player';

const FIXED: Level = { timeMs: 600_000, maxDepth: 64, noise: 0, nodes: 30_000 };
/** A search that would run for ten minutes unless stopped. */
const ENDLESS: Level = { timeMs: 600_000, maxDepth: 64, noise: 0 };

const workers: SearchWorker[] = [];
afterEach(async () => {
  for (const w of workers.splice(0)) await w.close();
});

function worker(o: SearchWorkerOptions = {}): { w: SearchWorker; log: string[] } {
  const log: string[] = [];
  const w = new SearchWorker({ log: (l) => log.push(l), ...o });
  workers.push(w);
  return { w, log };
}

/** A stand-in worker thread (evaluated code) answering `d2` to every request, or doing what `body` says. */
const standIn = (body: string) => ({
  code: `const { parentPort, workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.flag);
parentPort.on('message', (req) => { ${body} });`,
});

const live = () => new AbortController().signal;

function lineOf(gameId: string, moves: string[], options: Record<string, unknown> = {}) {
  const game = findGame(gameId)!;
  let pos = unwrap(startOf(game, options, 2)).position;
  for (const m of moves) pos = unwrap(game.play(pos, unwrap(game.parseMove(m))));
  const line: GameLine = { options, players: 2, moves };
  return { game, pos, line, expect: game.formatPosition(pos) };
}

describe('the search worker', () => {
  it('answers the same move as the player on the host\'s thread, for a fixed seed and node limit', async () => {
    const { w, log } = worker();
    for (const [id, moves, options] of [
      ['morris', ['d2', 'f4', 'b4', 'd6'], { preset: 'modern' }],
      ['not-made-in-germany', [], {}],
    ] as const) {
      const { game, pos, line, expect: at } = lineOf(id, [...moves], options);
      const there = await w.think({ game: id, line, expect: at, level: FIXED, seed: 42, context: 'seat', intended: false }, live());
      const here = await computerFor(id, 42, FIXED).choose(game, pos, live());
      expect(there.move, id).toBe(game.formatMove(here));
    }
    expect(w.started).toBe(1);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^search worker: thread \d+ started$/);
  });

  it('refuses a cancelled search at once, and the shared flag stops it so the next search runs', async () => {
    const { w } = worker({ stopGraceMs: 600_000 });
    const { line, expect: at } = lineOf('morris', ['d2']);
    const ac = new AbortController();
    const endless = w.think({ game: 'morris', line, expect: at, level: ENDLESS, seed: 1, context: 'seat', intended: false }, ac.signal);
    ac.abort();
    await expect(endless).rejects.toBeInstanceOf(AbortedError);
    // Were the endless search not stopped by the flag, this one would wait for its ten minutes.
    const next = await w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live());
    expect(next.move).toMatch(/^[a-g][1-7]$/);
    expect(w.started).toBe(1);
    // Waiting requests are dropped when cancelled, never sent.
    const ac2 = new AbortController();
    const first = w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 2, context: 'seat', intended: false }, live());
    const queued = w.think({ game: 'morris', line, expect: at, level: ENDLESS, seed: 3, context: 'seat', intended: false }, ac2.signal);
    ac2.abort();
    await expect(queued).rejects.toBeInstanceOf(AbortedError);
    await expect(first).resolves.toMatchObject({ move: expect.stringMatching(/^[a-g][1-7]$/) });
  });

  it('refuses a request for a position the line does not reach, without harm to the thread', async () => {
    const { w } = worker();
    const { line } = lineOf('morris', ['d2']);
    await expect(w.think({ game: 'morris', line, expect: 'elsewhere', level: FIXED, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(
      /the worker could not decide: the line ends in .* not in the position asked about/,
    );
    await expect(w.think({ game: 'morris', line: { ...line, moves: ['d2', 'd2'] }, expect: '', level: FIXED, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(/ply 2 \(d2\) is not legal/);
    expect(w.started).toBe(1);
  });

  it('replaces a thread that dies, trying the search again once on the new thread', async () => {
    // The first thread dies on its first request; the replacement answers.
    const { w, log } = worker({ script: standIn(`if (Atomics.compareExchange(flag, 0, 0, -1) === 0) throw new Error('boom'); parentPort.postMessage({ type: 'move', id: req.id, move: 'd2', elapsedMs: 1 });`) });
    const { line, expect: at } = lineOf('morris', []);
    await expect(w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live())).resolves.toEqual({ move: 'd2', elapsedMs: 1 });
    expect(w.started).toBe(2);
    expect(log.join('\n')).toMatch(/the worker thread failed: boom; the search is tried again on a new thread/);
  });

  it('gives a search up after two deaths, and a worker that keeps dying rests', async () => {
    const { w, log } = worker({ script: standIn(`throw new Error('boom');`), restMs: 600_000 });
    const { line, expect: at } = lineOf('morris', []);
    const ask = () => w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live());
    await expect(ask()).rejects.toThrow(WorkerFailure);
    expect(w.started).toBe(2);
    expect(log.at(-1)).toMatch(/the search is given up$/);
    await expect(ask()).rejects.toThrow(/boom; the worker is resting|boom/);
    expect(w.available).toBe(false);
    expect(log.at(-1)).toMatch(/the worker rests for 600000 ms after 3 failures in a row/);
    await expect(ask()).rejects.toThrow(/failed three times in a row and is resting/);
  });

  it('ends a thread that gives no answer in time, and one that cannot start', async () => {
    const { w, log } = worker({ script: standIn(''), hangGraceMs: 50 });
    const { line, expect: at } = lineOf('morris', []);
    await expect(w.think({ game: 'morris', line, expect: at, level: { ...FIXED, timeMs: 1 }, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(
      /a search gave no answer within 51 ms/,
    );
    expect(log.at(-1)).toMatch(/the search is given up/);
    const missing = worker({ script: { file: new URL('file:///nowhere/ai-worker.js') } });
    await expect(missing.w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(WorkerFailure);
    expect(missing.log.join('\n')).toMatch(/Cannot find module/);
  });

  it('refuses answers that are not replies, and a closed worker refuses at once', async () => {
    const { w, log } = worker({ script: standIn(`parentPort.postMessage({ type: 'move', id: req.id, move: 42 });`) });
    const { line, expect: at } = lineOf('morris', []);
    await expect(w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(WorkerFailure);
    expect(log.join('\n')).toMatch(/said something that is not a reply/);
    await w.close();
    await expect(w.think({ game: 'morris', line, expect: at, level: FIXED, seed: 1, context: 'seat', intended: false }, live())).rejects.toThrow(/closed/);
  });
});

describe('the worker players', () => {
  it('play the worker\'s answer, and when the worker fails play on the host\'s thread at a low level and say so', async () => {
    const good = worker();
    const { game, pos, line } = lineOf('morris', ['d2']);
    const reports: string[] = [];
    const player = workerPlayers(good.w, (m) => reports.push(m))('morris', 5, ['medium', FIXED]);
    expect(player.name).toBe('Morris computer (medium / 600000 ms, depth 64, noise 0, 30000 nodes, in the search worker)');
    const move = await player.choose(game, pos, live(), line);
    expect(game.formatMove(move)).toBe(game.formatMove(await computerFor('morris', 5, FIXED).choose(game, pos, live())));
    expect(reports).toEqual([]);

    const broken = worker({ script: standIn(`throw new Error('boom');`) });
    const fallback = workerPlayers(broken.w, (m) => reports.push(m))('morris', 5, 'master');
    const m = await fallback.choose(game, pos, live(), line);
    expect(game.play(pos, m).ok).toBe(true);
    expect(reports).toEqual(["the worker thread failed: boom; Black's move is worked out on the host's thread at a lower level"]);
    expect(fallbackLevel(LEVELS.master)).toEqual({ timeMs: 100, maxDepth: 3, noise: 0 });

    // A worker answering a move that is not legal is not believed either.
    const liar = worker({ script: standIn(`parentPort.postMessage({ type: 'move', id: req.id, move: 'd2', elapsedMs: 1 });`) });
    const checked = workerPlayers(liar.w, (msg) => reports.push(msg))('morris', 5, 'medium');
    expect(game.play(pos, await checked.choose(game, pos, live(), line)).ok).toBe(true);
    expect(reports.at(-1)).toMatch(/^the worker answered d2, which is not a legal move here; Black's move/);
  });

  it('reject with AbortedError when cancelled, whether waiting for the worker or not', async () => {
    const { w } = worker();
    const { game, pos, line } = lineOf('morris', []);
    const player = workerPlayers(w, () => undefined)('morris', 5, ENDLESS);
    const ac = new AbortController();
    const p = player.choose(game, pos, ac.signal, line);
    ac.abort();
    await expect(p).rejects.toBeInstanceOf(AbortedError);
    await expect(player.choose(game, pos, ac.signal, line)).rejects.toBeInstanceOf(AbortedError);
  });
});
