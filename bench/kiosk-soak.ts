/**
 * The kiosk soak (issue 16, "Done when": "A soak benchmark: the attract loop run for at least 30 minutes
 * (longer optional) with heap growth reported in `npm run bench`; goal under 10 %"; kiosk-practice K3:
 * "72 h soak of the attract loop with JS heap growth < 10%").
 *
 * The built web host runs as a museum kiosk (`node dist/web/server.js --kiosk`, as
 * `deploy/parlour-kiosk.service` starts it) with its attract loop cycling through all five games, and
 * headless Chromium shows the attract screen, for `PARLOUR_SOAK_MINUTES` minutes (default 30; e.g.
 * `PARLOUR_SOAK_MINUTES=3 npm run bench -- --only kiosk-soak` to check that it works). The loop runs
 * faster than an exhibit's (a ply every 0.8 s, a new demonstration every 12 s at most, so a cycle of the
 * five games takes about a minute): what leaks, leaks mostly where a demonstration session is started
 * and closed, and a run holds five times as many of those as an exhibit's default pace.
 *
 * Heap is measured after a forced full garbage collection, so only what is still reachable counts:
 * - the host's: its main JavaScript heap through the V8 inspector (the host is started with
 *   `--inspect=127.0.0.1:0`; `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`), and the same
 *   in its search worker thread, where the demonstrations' computer players think (`NodeWorker`);
 * - the page's: the same two DevTools calls on the page, and its DOM node count (`Memory.getDOMCounters`).
 * After a warm-up (10 % of the run, at least 30 s: the first games compile their code and fill their
 * caches), a sample is taken once a cycle, always 3 s into a demonstration of the first game (the
 * heaps differ from game to game, so samples at different games would compare unlike with unlike), and
 * printed to standard error as it is taken. The growth compares the median of the last three samples
 * with the median of the first three (of the first and last half when there are fewer than six).
 *
 * Figures: `kiosk-soak.minutes` (the run's length), `kiosk-soak.host.heap.start|end` (MB),
 * `kiosk-soak.host.heap.growth` (%, goal at most 10), `kiosk-soak.worker.heap.start|end|growth` (the
 * search worker's, the same goal), `kiosk-soak.host.rss.end` (MB, the whole process, from `/health`), `kiosk-soak.page.heap.start|end|growth` (the same, goal at most
 * 10), `kiosk-soak.page.dom.start|end` (nodes), `kiosk-soak.frames` (attract frames the host sent),
 * `kiosk-soak.games` (demonstrations seen on the page), `kiosk-soak.page.reloads` (pages started beyond
 * the first: a crash would show here) and `kiosk-soak.page.errors` (console errors on the page).
 */
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { CDPSession } from 'playwright-core';
import { launchBrowser, openApp } from '../tests/e2e/support/harness';
import { health, startKioskHost, until } from '../tests/e2e/support/kiosk';
import { percentile, type BenchSuite, type Figure } from './harness';

const GOAL = { atMost: 10, source: 'issue 16' } as const;
const MB = 1024 * 1024;

/** The run's length in minutes: `PARLOUR_SOAK_MINUTES` (a positive number), else 30. */
export function soakMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const text = env['PARLOUR_SOAK_MINUTES'];
  if (text === undefined || text === '') return 30;
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`PARLOUR_SOAK_MINUTES must be a positive number of minutes, not ${JSON.stringify(text)}`);
  return minutes;
}

/** The kiosk's configuration for the soak: every game in the loop, a new demonstration every 12 s at most. */
const SOAK_CONFIG = {
  attract: { order: ['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof'], secondsPerPly: 0.8, secondsPerGame: 12, strength: 'easy' },
  nightlyRestart: null,
};

interface Pending {
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: Error) => void;
}

/** Settles the call a DevTools reply answers. */
function settle(pending: Map<number, Pending>, m: { id?: number; result?: unknown; error?: { message: string } }): void {
  const p = m.id === undefined ? undefined : pending.get(m.id);
  if (p === undefined) return;
  pending.delete(m.id!);
  if (m.error !== undefined) p.reject(new Error(m.error.message));
  else p.resolve(m.result);
}

/**
 * A DevTools connection to a Node process's inspector (a WebSocket, one JSON message per call), and
 * through it to the process's worker threads (the `NodeWorker` domain: the host's search worker).
 */
class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly workerPending = new Map<number, Pending>();
  /** The inspector sessions of the process's worker threads. */
  readonly workers = new Set<string>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message: string } };
      if (m.method === 'NodeWorker.attachedToWorker') this.workers.add(m.params!['sessionId'] as string);
      else if (m.method === 'NodeWorker.detachedFromWorker') this.workers.delete(m.params!['sessionId'] as string);
      else if (m.method === 'NodeWorker.receivedMessageFromWorker') settle(this.workerPending, JSON.parse(m.params!['message'] as string));
      else settle(this.pending, m);
    });
  }

  static open(url: string): Promise<Inspector> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Inspector(ws)));
      ws.once('error', reject);
    });
  }

  send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Calls `method` in the worker thread of inspector session `sessionId`. */
  sendToWorker<T>(sessionId: string, method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.workerPending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      void this.send('NodeWorker.sendMessageToWorker', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  }

  close(): void {
    this.ws.close();
  }
}

/** One sample: the heaps after a full collection (bytes) and the page's DOM nodes. */
interface Sample {
  readonly host: number;
  /** The host's worker threads together (its search worker). */
  readonly workers: number;
  readonly page: number;
  readonly nodes: number;
}

interface HeapUsage {
  readonly usedSize: number;
}

async function sample(host: Inspector, page: CDPSession): Promise<Sample> {
  await host.send('HeapProfiler.collectGarbage');
  const h = await host.send<HeapUsage>('Runtime.getHeapUsage');
  let workers = 0;
  for (const w of host.workers) {
    await host.sendToWorker(w, 'HeapProfiler.collectGarbage');
    workers += (await host.sendToWorker<HeapUsage>(w, 'Runtime.getHeapUsage')).usedSize;
  }
  await page.send('HeapProfiler.collectGarbage');
  const p = (await page.send('Runtime.getHeapUsage')) as HeapUsage;
  const dom = await page.send('Memory.getDOMCounters');
  return { host: h.usedSize, workers, page: p.usedSize, nodes: dom.nodes };
}

const median = (xs: readonly number[]) => percentile(xs, 50);
/**
 * Growth in % from the median of the first three values to the median of the last three (of the first
 * and the last half when there are fewer than six: the two windows never share a sample).
 */
function growth(xs: readonly number[]): { start: number; end: number; percent: number } {
  const k = Math.max(1, Math.min(3, Math.floor(xs.length / 2)));
  const start = median(xs.slice(0, k));
  const end = median(xs.slice(-k));
  return { start, end, percent: ((end - start) / start) * 100 };
}

async function soak(): Promise<Figure[]> {
  const minutes = soakMinutes();
  const runMs = minutes * 60_000;
  const warmupMs = Math.max(30_000, runMs / 10);
  const kiosk = await startKioskHost(SOAK_CONFIG, { env: { NODE_OPTIONS: '--inspect=127.0.0.1:0' } });
  const browser = await launchBrowser();
  let inspector: Inspector | undefined;
  try {
    const url = await until('the host inspector', () => /Debugger listening on (ws:\/\/\S+)/.exec(kiosk.web.stderr())?.[1], 10_000);
    inspector = await Inspector.open(url);
    await inspector.send('NodeWorker.enable', { waitForDebuggerOnStart: false });
    const { page, problems } = await openApp(browser, kiosk.web.url, { width: 1280, height: 800 });
    await page.waitForSelector('[data-testid="attract"]');
    const cdp = await page.context().newCDPSession(page);
    let games = 0;
    let shown = '';
    /** Resolves when the next demonstration of the first game of the order begins. */
    let onFirst: (() => void) | undefined;
    const watch = setInterval(() => {
      void page
        .getAttribute('[data-testid="attract"]', 'data-game', { timeout: 1000 })
        .then((g) => {
          if (g === null || g === '' || g === shown) return;
          games++;
          shown = g;
          if (g === SOAK_CONFIG.attract.order[0]) onFirst?.();
        })
        .catch(() => undefined);
    }, 200);
    const t0 = Date.now();
    const samples: Sample[] = [];
    try {
      await sleep(warmupMs);
      for (;;) {
        // Each sample in the same place of the cycle: 3 s into a demonstration of the first game.
        await new Promise<void>((r) => (onFirst = r));
        await sleep(3000);
        const s = await sample(inspector, cdp);
        samples.push(s);
        process.stderr.write(`kiosk-soak: ${((Date.now() - t0) / 60_000).toFixed(1)} min: host heap ${(s.host / MB).toFixed(2)} MB, its workers' ${(s.workers / MB).toFixed(2)} MB, page heap ${(s.page / MB).toFixed(2)} MB, ${s.nodes} DOM nodes\n`);
        if (Date.now() - t0 >= runMs && samples.length >= 2) break;
      }
    } finally {
      clearInterval(watch);
    }
    const h = await health(kiosk.web.url);
    const onAttract = await page.getAttribute('[data-testid="kiosk"]', 'data-page');
    if (onAttract !== 'attract') throw new Error(`the soak ended on the ${onAttract} page, not the attract screen`);
    const host = growth(samples.map((s) => s.host));
    const workers = growth(samples.map((s) => s.workers));
    if (workers.start === 0) throw new Error('no heap of the host\'s search worker was measured');
    const pageHeap = growth(samples.map((s) => s.page));
    const nodes = growth(samples.map((s) => s.nodes));
    const attract = h['attract'] as { frames: number } | null;
    return [
      { name: 'kiosk-soak.minutes', value: (Date.now() - t0) / 60_000, unit: 'min' },
      { name: 'kiosk-soak.host.heap.start', value: host.start / MB, unit: 'MB' },
      { name: 'kiosk-soak.host.heap.end', value: host.end / MB, unit: 'MB' },
      { name: 'kiosk-soak.host.heap.growth', value: host.percent, unit: '%', goal: GOAL },
      { name: 'kiosk-soak.worker.heap.start', value: workers.start / MB, unit: 'MB' },
      { name: 'kiosk-soak.worker.heap.end', value: workers.end / MB, unit: 'MB' },
      { name: 'kiosk-soak.worker.heap.growth', value: workers.percent, unit: '%', goal: GOAL },
      { name: 'kiosk-soak.host.rss.end', value: h.memory.rssMb, unit: 'MB' },
      { name: 'kiosk-soak.page.heap.start', value: pageHeap.start / MB, unit: 'MB' },
      { name: 'kiosk-soak.page.heap.end', value: pageHeap.end / MB, unit: 'MB' },
      { name: 'kiosk-soak.page.heap.growth', value: pageHeap.percent, unit: '%', goal: GOAL },
      { name: 'kiosk-soak.page.dom.start', value: nodes.start, unit: 'nodes' },
      { name: 'kiosk-soak.page.dom.end', value: nodes.end, unit: 'nodes' },
      { name: 'kiosk-soak.frames', value: attract?.frames ?? 0, unit: 'frames' },
      { name: 'kiosk-soak.games', value: games, unit: 'games' },
      { name: 'kiosk-soak.page.reloads', value: Math.max(0, h.renderer.starts - 1), unit: 'reloads' },
      { name: 'kiosk-soak.page.errors', value: problems.length, unit: 'errors' },
    ];
  } finally {
    inspector?.close();
    await browser.close();
    await kiosk.web.stop();
    rmSync(kiosk.dataDir, { recursive: true, force: true });
  }
}

/** The kiosk soak suite (`npm run bench -- --only kiosk-soak`; see the module docs). */
export const kioskSoakSuite: BenchSuite = { name: 'kiosk-soak', run: soak };
