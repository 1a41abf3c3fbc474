/**
 * The host's search worker: one `node:worker_threads` thread (`./ai-worker.ts`), started at the first
 * decision and reused for every later one, that runs the computer players' searches off the host's
 * thread (issue 17). Both shells use it: Electron's main process and `npm run web` compose the same
 * `host/`.
 *
 * - One search at a time; later requests wait their turn in order.
 * - Cancelling (`signal`: a new game, an undo, a takeback, a closed session) rejects the request at once
 *   with `AbortedError` and writes its number into the shared stop flag, which the search polls every
 *   1,024 nodes; a search that has not stopped within `stopGraceMs` has its thread ended.
 * - A thread that dies (an exception, running out of memory, a bug in a search) or hangs (no answer
 *   `hangGraceMs` past the level's time) is replaced: the request is tried once more on a new thread,
 *   then refused with {@link WorkerFailure}, and the caller plays on its own thread instead
 *   (`./worker-player.ts`). After three failures in a row the worker rests for `restMs` and refuses at
 *   once meanwhile. Every start, failure and restart is told to `log`.
 * - The thread does not keep the process alive while it has nothing to do.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AbortedError, type GameLine } from '../src/ai/player';
import { WorkerReplySchema, type ThinkRequest, type WorkerReply } from './ai-protocol';

/** A request the worker could not answer (it died, hung, or refused); the caller decides another way. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

/** How to start the worker's thread: a script file, or code to evaluate (a test's stand-in worker). */
export type WorkerScript = { readonly file: URL } | { readonly code: string };

/**
 * Where the worker's script is: beside the built host (`dist/host/ai-worker.js` for the web host and the
 * CLI, `out/main/ai-worker.js` for Electron), or, when the host runs from its TypeScript source (tests,
 * benchmarks), `./ai-worker-source.mjs`, which loads `./ai-worker.ts` through tsx.
 * @returns the script, or `undefined` when none is found (the host then plays on its own thread).
 */
export function defaultWorkerScript(here: string = import.meta.url): WorkerScript | undefined {
  if (here.endsWith('.ts')) {
    return { file: new URL('./ai-worker-source.mjs', here) };
  }
  for (const rel of ['./ai-worker.js', '../host/ai-worker.js', '../ai-worker.js']) {
    const file = new URL(rel, here);
    if (existsSync(fileURLToPath(file))) return { file };
  }
  return undefined;
}

/** Options of {@link SearchWorker}. */
export interface SearchWorkerOptions {
  /** The worker's script (default {@link defaultWorkerScript}). */
  readonly script?: WorkerScript;
  /** Where starts, failures and restarts are told (default: nowhere). */
  readonly log?: (line: string) => void;
  /** How long a cancelled search may take to stop before its thread is ended, ms (default 2,000). */
  readonly stopGraceMs?: number;
  /** How long past a level's time a search may run before it counts as hung, ms (default 15,000: the endgame tables' build). */
  readonly hangGraceMs?: number;
  /** How long the worker rests after three failures in a row, ms (default 60,000). */
  readonly restMs?: number;
  /** The worker thread's heap limit, MB (default 512). */
  readonly heapMb?: number;
}

/** What a caller asks of the worker: a `think` request without its `type` and `id`, the line as the session has it. */
export type ThinkAsk = Omit<ThinkRequest, 'type' | 'id' | 'line'> & { readonly line: GameLine };

/** A successful answer: the move in the game's notation and the search's time on the worker's clock. */
export interface WorkerAnswer {
  readonly move: string;
  readonly elapsedMs: number;
}

interface Job {
  readonly req: ThinkRequest;
  readonly signal: AbortSignal;
  readonly resolve: (a: WorkerAnswer) => void;
  readonly reject: (e: Error) => void;
  readonly onAbort: () => void;
  settled: boolean;
  tries: number;
}

/** The host's one search worker (see the module docs). */
export class SearchWorker {
  private readonly script: WorkerScript | undefined;
  private readonly log: (line: string) => void;
  private readonly stopGraceMs: number;
  private readonly hangGraceMs: number;
  private readonly restMs: number;
  private readonly heapMb: number;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private thread: Worker | undefined;
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;
  private failuresInRow = 0;
  private restingUntil = 0;
  private closed = false;
  /** Threads started so far (the first, and each replacement). */
  started = 0;

  constructor(options: SearchWorkerOptions = {}) {
    this.script = options.script ?? defaultWorkerScript();
    this.log = options.log ?? (() => undefined);
    this.stopGraceMs = options.stopGraceMs ?? 2000;
    this.hangGraceMs = options.hangGraceMs ?? 15_000;
    this.restMs = options.restMs ?? 60_000;
    this.heapMb = options.heapMb ?? 512;
  }

  /** `true` when requests can be sent (a script was found, and the worker is not resting or closed). */
  get available(): boolean {
    return this.script !== undefined && !this.closed && Date.now() >= this.restingUntil;
  }

  /**
   * Asks the worker for a decision.
   * @param req the request (the worker numbers requests itself); the line's options must be JSON, as a
   *   session's are (they came through the contract or the journal).
   * @returns the worker's answer (the caller checks that the move is legal).
   * @throws AbortedError (rejects) at once when `signal` aborts; WorkerFailure when the worker is not
   *   available, refused the request, or died or hung twice on it.
   */
  think(req: ThinkAsk, signal: AbortSignal): Promise<WorkerAnswer> {
    if (signal.aborted) return Promise.reject(new AbortedError());
    if (this.script === undefined) return Promise.reject(new WorkerFailure('the search worker\'s script was not found'));
    if (this.closed) return Promise.reject(new WorkerFailure('the search worker is closed'));
    if (!this.available) return Promise.reject(new WorkerFailure('the search worker failed three times in a row and is resting'));
    return new Promise<WorkerAnswer>((resolve, reject) => {
      const job: Job = {
        req: { type: 'think', id: this.nextId++, ...req } as ThinkRequest,
        signal,
        resolve,
        reject,
        onAbort: () => this.cancel(job),
        settled: false,
        tries: 0,
      };
      signal.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Ends the thread; waiting and running requests are refused with WorkerFailure. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new WorkerFailure('the search worker was closed'));
    if (this.running !== undefined) this.settle(this.running, new WorkerFailure('the search worker was closed'));
    this.running = undefined;
    this.clearTimer();
    const t = this.thread;
    this.thread = undefined;
    if (t !== undefined) await t.terminate();
  }

  private settle(job: Job, outcome: WorkerAnswer | Error): void {
    if (job.settled) return;
    job.settled = true;
    job.signal.removeEventListener('abort', job.onAbort);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }

  private cancel(job: Job): void {
    this.settle(job, new AbortedError());
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
      return;
    }
    if (this.running !== job) return;
    Atomics.store(this.flag, 0, job.req.id);
    // The search stops within 1,024 nodes; a thread that does not answer is ended.
    this.arm(this.stopGraceMs, () => this.fail(`a cancelled search did not stop within ${this.stopGraceMs} ms`, false));
  }

  private arm(ms: number, fn: () => void): void {
    this.clearTimer();
    this.timer = setTimeout(fn, ms);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private spawn(): Worker {
    const script = this.script!;
    const t =
      'file' in script
        ? new Worker(script.file, { workerData: { flag: this.flag.buffer }, resourceLimits: { maxOldGenerationSizeMb: this.heapMb } })
        : new Worker(script.code, { eval: true, workerData: { flag: this.flag.buffer }, resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    this.started++;
    this.log(`search worker: thread ${t.threadId} started${this.started > 1 ? ` (replacement ${this.started - 1})` : ''}`);
    t.on('message', (m: unknown) => {
      if (t === this.thread) this.onReply(m);
    });
    t.on('messageerror', (e) => {
      if (t === this.thread) this.fail(`a message of the worker could not be read: ${e.message}`, true);
    });
    t.on('error', (e) => {
      if (t === this.thread) this.fail(`the worker thread failed: ${e.message}`, true);
    });
    t.on('exit', (code) => {
      if (t === this.thread) this.fail(`the worker thread exited (code ${code})`, true);
    });
    return t;
  }

  /** Sends the next request when the worker is free. */
  private pump(): void {
    if (this.running !== undefined || this.closed) return;
    let job = this.queue.shift();
    while (job !== undefined && job.settled) job = this.queue.shift();
    if (job === undefined) {
      this.thread?.unref();
      return;
    }
    this.thread ??= this.spawn();
    this.thread.ref();
    this.running = job;
    job.tries++;
    const limit = job.req.level.timeMs + this.hangGraceMs;
    this.arm(limit, () => this.fail(`a search gave no answer within ${limit} ms`, false));
    try {
      this.thread.postMessage(job.req);
    } catch (e) {
      // A request that cannot be copied to the thread (not plain data): refused, the thread is fine.
      this.clearTimer();
      this.running = undefined;
      this.settle(job, new WorkerFailure(`the request cannot be sent to the worker: ${(e as Error).message}`));
      this.pump();
    }
  }

  private onReply(raw: unknown): void {
    const parsed = WorkerReplySchema.safeParse(raw);
    if (!parsed.success) {
      this.fail(`the worker said something that is not a reply: ${parsed.error.issues.map((i) => i.message).join('; ')}`, true);
      return;
    }
    const reply: WorkerReply = parsed.data;
    if (reply.type === 'ready') return;
    const job = this.running;
    if (job === undefined || job.req.id !== reply.id) return; // a late reply to a request already given up
    this.clearTimer();
    this.running = undefined;
    this.failuresInRow = 0;
    if (reply.type === 'move') this.settle(job, { move: reply.move, elapsedMs: reply.elapsedMs });
    else if (reply.type === 'stopped') this.settle(job, new AbortedError());
    else this.settle(job, new WorkerFailure(`the worker could not decide: ${reply.message}`));
    this.pump();
  }

  /**
   * The thread died, hung or garbled a message: it is ended and replaced at the next request. The request
   * it was on is tried again once when `retry` (a crash may be chance; a hang would only hang again),
   * else refused.
   */
  private fail(why: string, retry: boolean): void {
    this.clearTimer();
    const t = this.thread;
    this.thread = undefined;
    void t?.terminate();
    const job = this.running;
    this.running = undefined;
    if (this.closed) return;
    this.failuresInRow++;
    const resting = this.failuresInRow >= 3;
    if (resting) this.restingUntil = Date.now() + this.restMs;
    const again = job !== undefined && !job.settled && retry && job.tries < 2 && !resting;
    this.log(`search worker: ${why}; ${again ? 'the search is tried again on a new thread' : job !== undefined && !job.settled ? 'the search is given up' : 'a new thread starts with the next search'}${resting ? `; the worker rests for ${this.restMs} ms after ${this.failuresInRow} failures in a row` : ''}`);
    if (job !== undefined) {
      if (again) this.queue.unshift(job);
      else this.settle(job, new WorkerFailure(why));
    }
    if (resting) for (const j of this.queue.splice(0)) this.settle(j, new WorkerFailure(`${why}; the worker is resting`));
    this.pump();
  }
}
