/**
 * The search worker (a `node:worker_threads` thread spawned by `./search-worker.ts`): runs the computer
 * players' pure, synchronous decisions (`src/ai/decide.ts`) off the host's thread, so the host's event
 * loop (the board's serial line, the WebSocket, the session) never waits for a search (issue 17: "The
 * search runs off the UI thread"). Morris's endgame tables are built here too, at first need.
 *
 * Each `think` request (`./ai-protocol.ts`) names the game and its line; the position is rebuilt by
 * replaying the line (the plies added since the last request only, `LineCache`), checked against the
 * position the host has, and decided at the level asked. The search polls the shared stop flag. The
 * searchers of the last few seats asked about are kept (their transposition tables carry over from one
 * decision to the next, as on the host's thread).
 *
 * Built to `dist/host/ai-worker.js` (`vite.node.config.ts`) and `out/main/ai-worker.js`
 * (`electron.vite.config.ts`); run from source through tsx in tests and benchmarks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { decide, type SearchMemory } from '../src/ai/decide';
import { LineCache } from '../src/ai/line';
import { AbortedError } from '../src/ai/player';
import { findGame } from '../src/games/index';
import { ThinkRequestSchema, type ThinkRequest, type WorkerReply } from './ai-protocol';

/** Seats whose searchers are kept (a game's two seats and its hints, and one game before). */
const MEMORIES = 4;

const port = parentPort;
if (port === null) throw new Error('host/ai-worker.ts runs as a worker thread (spawned by host/search-worker.ts)');
const flag = new Int32Array((workerData as { flag: SharedArrayBuffer }).flag);
const lines = new LineCache();
const memories = new Map<string, SearchMemory>();

/** The searchers of `context`, most recently used last; the least recently used are dropped. */
function memoryOf(context: string): SearchMemory {
  const m = memories.get(context) ?? {};
  memories.delete(context);
  memories.set(context, m);
  while (memories.size > MEMORIES) memories.delete(memories.keys().next().value!);
  return m;
}

function think(req: ThinkRequest): WorkerReply {
  const game = findGame(req.game);
  if (game === undefined) return { type: 'failed', id: req.id, message: `there is no game ${req.game}` };
  const pos = lines.position(game, req.line, req.expect);
  if (!pos.ok) return { type: 'failed', id: req.id, message: pos.error.message };
  const stop = () => Atomics.load(flag, 0) === req.id;
  const t0 = performance.now();
  try {
    const move = decide(game, pos.value, req.level, req.seed, { shouldStop: stop, memory: memoryOf(req.context), intended: req.intended });
    if (stop()) return { type: 'stopped', id: req.id };
    return { type: 'move', id: req.id, move: game.formatMove(move), elapsedMs: performance.now() - t0 };
  } catch (e) {
    if (e instanceof AbortedError || stop()) return { type: 'stopped', id: req.id };
    return { type: 'failed', id: req.id, message: e instanceof Error ? e.message : String(e) };
  }
}

port.on('message', (raw: unknown) => {
  const req = ThinkRequestSchema.safeParse(raw);
  if (!req.success) {
    const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'number' ? (raw as { id: number }).id : 0;
    port.postMessage({ type: 'failed', id, message: `not a think request: ${req.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` } satisfies WorkerReply);
    return;
  }
  port.postMessage(think(req.data));
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
