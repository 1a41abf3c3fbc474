/**
 * The app's figures (issue 5 §5), measured on the built app (`npm run bench` builds first):
 * - `app.latency.p50/p95/p99`: from the virtual board writing a sensor line to the pseudo-terminal, to
 *   the browser having painted its effect, over >= 300 events. The path is the real one: socat pty,
 *   serialport, the board connection, inference and session in the web host process, the WebSocket,
 *   the renderer in headless Chromium. Each event lifts or puts back a man; the effect is the point's
 *   `lifted` class toggling, timed at the first animation frame after the change (so the frame is
 *   painted). Both ends are read as epoch milliseconds (`performance.timeOrigin + now()`); the page's
 *   clock offset is measured first from 31 round trips (median), so the reporting hop back to this
 *   process is not counted. `app.latency.stage.<stage>.p50/p95` say where the time goes, per event: the
 *   web host runs with `PARLOUR_TRACE=1` and writes the epoch times of each board change's stages
 *   (`host/latency-trace.ts`: line read, decoded, reading, session changed, view composed, serialised,
 *   sent), found again by the SNAP's board time; the page notes when the message arrived, when the DOM
 *   changed and the frame after it. The two Node processes share the machine's epoch clock.
 *   Goal (issue 5 §5, issue 19): p95 within one 60 Hz frame plus the line's time on a 115200-baud wire,
 *   computed from the longest line sent (the EV line), carried by `app.latency.p95`.
 * - `app.start.listen` and `app.start.first-paint`: from spawning `node dist/web/server.js` to it
 *   listening, and to the frame that shows the start screen painted (noted in the page, the task after
 *   that frame; the page's clock corrected by the measured offset), in an already running browser whose
 *   tab is open (median of 7 starts), on a first visit (a new browser profile each time: nothing cached).
 *   Goal (issue 19): first paint under 500 ms. `app.start.floor` is the same for a bare Node server and a
 *   page of one element, interleaved with the app's starts: what this machine and browser take before any
 *   of the app's own work (Node's start, the new renderer process). `app.start.first-paint.return` is the
 *   first paint on a return visit (one profile, the host at the same address: the page's files in the
 *   browser's cache and their compiled code in its code cache), as a kiosk's reloads and a returning
 *   player have it.
 * - `app.bundle.*`: the renderer's JavaScript and CSS, raw and gzipped: all of it, and the part the
 *   start screen loads (`start`: the files `index.html` names; each game's screen is a chunk of its own).
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { BenchSuite, Figure } from './harness';
import { percentile } from './harness';
import { ROOT, launchBrowser, startMorrisBoard, startWebHostProcess } from '../tests/e2e/support/harness';
import { startGame, waitForPlies } from '../tests/e2e/support/morris-ui';

/** Sensor events measured (half lifts, half puts back). */
const EVENTS = 320;
/** Baud rate of the board link (PROTOCOL.md default) and bits per character (8N1: start + 8 + stop). */
const BAUD = 115_200;
const BITS_PER_CHAR = 10;

function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/** Raw and gzipped KiB of the files `names` in the renderer's assets folder. */
function sizes(dir: string, names: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of names) {
    const bytes = readFileSync(join(dir, f));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw: raw / 1024, gzip: gzip / 1024 };
}

function bundleFigures(): Figure[] {
  const dir = join(ROOT, 'out/renderer/assets');
  const files = readdirSync(dir);
  const js = sizes(dir, files.filter((f) => f.endsWith('.js')));
  const css = sizes(dir, files.filter((f) => f.endsWith('.css')));
  // What the start screen loads: the scripts and styles index.html names (each game's chunk comes later).
  const html = readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\.\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const startJs = sizes(dir, named.filter((f) => f.endsWith('.js')));
  return [
    { name: 'app.bundle.js', value: js.raw, unit: 'KiB (all chunks)' },
    { name: 'app.bundle.js.gzip', value: js.gzip, unit: 'KiB' },
    { name: 'app.bundle.start.js', value: startJs.raw, unit: 'KiB (what the start screen loads)' },
    { name: 'app.bundle.start.js.gzip', value: startJs.gzip, unit: 'KiB' },
    { name: 'app.bundle.css', value: css.raw, unit: 'KiB' },
    { name: 'app.bundle.css.gzip', value: css.gzip, unit: 'KiB' },
  ];
}

/** Starts measured for each start-up figure (the median is reported). */
const STARTS = 7;

/**
 * A script for the page that notes when the element `selector` first appears and when the frame that
 * shows it has been painted: the task after that frame's animation-frame callbacks, which runs once the
 * frame's style, layout and paint are done. Its epoch time is left in `window.__painted`. (A string, not
 * a function: the functions tsx compiles name their inner functions with a helper the page lacks.)
 */
function notePainted(selector: string): string {
  return `(() => {
    const o = new MutationObserver(() => {
      if (document.querySelector(${JSON.stringify(selector)}) === null) return;
      o.disconnect();
      requestAnimationFrame(() => {
        const c = new MessageChannel();
        c.port1.onmessage = () => (window.__painted = performance.timeOrigin + performance.now());
        c.port2.postMessage(0);
      });
    });
    o.observe(document, { childList: true, subtree: true });
  })();`;
}

/** The page's epoch clock minus this process's (ms), from the median of `trips` round trips. */
async function clockOffset(page: Page, trips = 15): Promise<number> {
  const offsets: number[] = [];
  for (let k = 0; k < trips; k++) {
    const before = performance.timeOrigin + performance.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = performance.timeOrigin + performance.now();
    offsets.push(pageNow - (before + after) / 2);
  }
  return percentile(offsets, 50);
}

/**
 * One start: from spawning `start()` (t0, this process's epoch clock) to it serving `url`, and to the
 * page's frame that shows `selector` painted (the page's epoch clock, corrected by the measured offset).
 */
async function timeStart(
  newPage: () => Promise<Page>,
  start: () => Promise<{ url: string; stop: () => Promise<void> }>,
  selector: string,
): Promise<{ listen: number; paint: number }> {
  // The browser is running and its tab open (a kiosk's, or the one the person types the address
  // into): opening a tab is the browser's time, not the app's, so it is done before the clock starts.
  const page = await newPage();
  await page.addInitScript({ content: notePainted(selector) });
  const t0 = performance.timeOrigin + performance.now();
  const served = await start();
  const tListen = performance.timeOrigin + performance.now();
  try {
    await page.goto(served.url);
    await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined, null, { polling: 50 });
    const painted = await page.evaluate(() => (window as unknown as { __painted: number }).__painted);
    const offset = await clockOffset(page);
    return { listen: tListen - t0, paint: painted - offset - t0 };
  } finally {
    await page.close();
    await served.stop();
  }
}

/**
 * The machine's own floor for `app.start.first-paint`: a bare Node process that serves one static page
 * holding nothing but the element waited for, timed as the app is. What the app adds is the difference.
 */
async function startBarePage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const code = `require('node:http').createServer((q, s) => s.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>floor</title><main data-testid="start-screen">Parlour</main>')).listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port + '/'); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((res, rej) => {
    child.stdout!.setEncoding('utf8').once('data', (c: string) => res(c.trim()));
    child.once('exit', (c) => rej(new Error(`the bare page's server exited (${c})`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A free TCP port on 127.0.0.1 (asked of the system, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startupFigures(): Promise<Figure[]> {
  const browser = await launchBrowser();
  const viewport = { width: 1024, height: 600 };
  const listen: number[] = [];
  const paint: number[] = [];
  const floor: number[] = [];
  const warm: number[] = [];
  const start = '[data-testid="start-screen"]';
  try {
    // A first visit: a new browser profile (context) each time, so nothing of an earlier start is cached.
    // Interleaved with the floor, so that a busier stretch of the machine weighs on both alike.
    const fresh = () => browser.newPage({ viewport });
    for (let i = 0; i < STARTS; i++) {
      const app = await timeStart(fresh, startWebHostProcess, start);
      listen.push(app.listen);
      paint.push(app.paint);
      floor.push((await timeStart(fresh, startBarePage, start)).paint);
    }
    // A return visit: one profile, and the host at the same address each time, so the browser has the
    // hashed files in its cache and their compiled code in its code cache (after two visits), as a kiosk
    // reloading, or a person who played yesterday, has them.
    const context = await browser.newContext({ viewport });
    const port = await freePort();
    const again = () => startWebHostProcess({ port });
    for (let i = 0; i < 2; i++) await timeStart(() => context.newPage(), again, start);
    for (let i = 0; i < STARTS; i++) warm.push((await timeStart(() => context.newPage(), again, start)).paint);
    await context.close();
  } finally {
    await browser.close();
  }
  return [
    { name: 'app.start.listen', value: median(listen), unit: 'ms' },
    { name: 'app.start.first-paint', value: median(paint), unit: 'ms (spawn -> the start screen\'s frame painted)', goal: { atMost: 500, source: 'issue 19' } },
    { name: 'app.start.floor', value: median(floor), unit: 'ms (the same for a bare Node server and a one-element page: this machine\'s share)' },
    { name: 'app.start.first-paint.return', value: median(warm), unit: 'ms (the same on a return visit: the files and their code cached)' },
  ];
}

/** The stages of a sensor change, in order, as `app.latency.stage.<name>` (see the module docstring). */
const STAGES = ['serial', 'decode', 'reading', 'session', 'view', 'serialise', 'send', 'websocket', 'page', 'frame'] as const;
type StageName = (typeof STAGES)[number];

/** One measured event: epoch ms at each end, and the SNAP's board time to find the host's record by. */
interface Sample {
  readonly written: number;
  readonly boardTimeMs: number;
  readonly messageAt: number;
  readonly domAt: number;
  readonly paintedAt: number;
}

/** The host's stage times of one change (`host/latency-trace.ts` LatencyRecord, from its `parlour-trace` lines). */
type HostRecord = Record<'boardTimeMs' | 'line' | 'snapLine' | 'decoded' | 'reading' | 'changed' | 'composed' | 'encoded' | 'sent', number>;

function hostRecords(stderr: string): Map<number, HostRecord> {
  const out = new Map<number, HostRecord>();
  for (const line of stderr.split('\n')) {
    const m = /^parlour-trace (\{.*\})$/.exec(line);
    if (m === null) continue;
    const r = JSON.parse(m[1]!) as HostRecord;
    out.set(r.boardTimeMs, r);
  }
  return out;
}

/** A sample's time in each stage, or `undefined` when the host recorded nothing for it. */
function stagesOf(s: Sample, h: HostRecord | undefined): Record<StageName, number> | undefined {
  if (h === undefined) return undefined;
  return {
    serial: h.snapLine - s.written,
    decode: h.decoded - h.snapLine,
    reading: h.reading - h.decoded,
    session: h.changed - h.reading,
    view: h.composed - h.changed,
    serialise: h.encoded - h.composed,
    send: h.sent - h.encoded,
    websocket: s.messageAt - h.sent,
    page: s.domAt - s.messageAt,
    frame: s.paintedAt - s.domAt,
  };
}

const STAGE_MEANING: Record<StageName, string> = {
  serial: 'board writes the EV -> the SNAP line read by the host (pty, socat, serialport, readline)',
  decode: 'SNAP line -> decoded and checked (CRC, sequence)',
  reading: 'snapshot -> cells, handed to the session',
  session: 'reading -> session changed (inference, outputs applied)',
  view: 'changed -> view composed, LEDs lit',
  serialise: 'view -> wire message',
  send: 'message -> handed to the sockets',
  websocket: 'handed to the socket -> message in the page',
  page: 'message in the page -> DOM changed (decode, validate, Svelte)',
  frame: 'DOM changed -> the frame that paints it',
};

async function latencyFigures(): Promise<Figure[]> {
  let armed = false;
  let written = 0;
  let lineChars = 0;
  let snapTime: number | undefined;
  const board = await startMorrisBoard('PARLOUR-BENCH', (line) => {
    if (armed) {
      armed = false;
      written = performance.timeOrigin + performance.now();
      lineChars = line.length + 1;
    }
    const snap = /^SNAP [0-9A-F]{4} t=([0-9A-F]{8}) /.exec(line);
    if (snap !== null) snapTime = Number.parseInt(snap[1]!, 16);
  });
  const web = await startWebHostProcess({ env: { PARLOUR_TRACE: '1' } });
  const browser = await launchBrowser();
  const samples: Sample[] = [];
  let maxLine = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let resolveEffect: (() => void) | undefined;
    /** Page epoch clock minus this process's (ms), from the median of round trips; set before measuring. */
    let offset = 0;
    await page.exposeFunction('__effect', (messageAt: number, domAt: number, paintedAt: number) => {
      if (resolveEffect !== undefined) {
        // The page's epoch times corrected by the measured offset, beside this process's.
        samples.push({ written, boardTimeMs: snapTime ?? -1, messageAt: messageAt - offset, domAt: domAt - offset, paintedAt: paintedAt - offset });
        maxLine = Math.max(maxLine, lineChars);
        const r = resolveEffect;
        resolveEffect = undefined;
        r();
      }
    });
    // Notes when each WebSocket message reaches the page, before the app's handler runs.
    await page.addInitScript(() => {
      const desc = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage')!;
      Object.defineProperty(WebSocket.prototype, 'onmessage', {
        ...desc,
        set(fn: (e: MessageEvent) => void) {
          desc.set!.call(this, (e: MessageEvent) => {
            (window as unknown as { __msgAt: number }).__msgAt = performance.timeOrigin + performance.now();
            fn.call(this, e);
          });
        },
      });
    });
    await page.goto(web.url);
    await startGame(page, { seats: ['board', 'board'], board: { port: board.hostPath } });
    await page.waitForFunction(() => document.querySelector('[data-testid="game-screen"]')?.getAttribute('data-phase') === 'playing', null, { timeout: 15_000 });
    // Two placements so that a man of White's stands on d2 and it is White's turn again.
    for (const [i, script] of ['300 place d2\n', '300 place b4\n'].entries()) {
      const r = await board.board.run(script);
      if (!r.ok) throw new Error(r.error.message);
      await waitForPlies(page, i + 1);
    }
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="point-d2"]')!;
      let was = el.classList.contains('lifted');
      new MutationObserver(() => {
        const now = el.classList.contains('lifted');
        if (now === was) return;
        was = now;
        const domAt = performance.timeOrigin + performance.now();
        const w = window as unknown as { __effect: (m: number, d: number, p: number) => void; __msgAt: number };
        const messageAt = w.__msgAt;
        requestAnimationFrame(() => w.__effect(messageAt, domAt, performance.timeOrigin + performance.now()));
      }).observe(el, { attributes: true, attributeFilter: ['class'] });
    });
    offset = await clockOffset(page, 31);
    for (let i = 0; i < EVENTS; i++) {
      const effect = new Promise<void>((r) => (resolveEffect = r));
      armed = true;
      snapTime = undefined;
      const act = i % 2 === 0 ? board.board.lift('d2') : board.board.place('d2');
      if (!act.ok) throw new Error(act.error.message);
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 3000));
      if ((await Promise.race([effect, timeout])) === 'timeout') throw new Error(`event ${i}: no effect on screen within 3 s`);
      // Longer than the board's 30 ms debounce, so every change is its own line; far shorter than
      // the 400 ms settle time, so nothing commits.
      await new Promise((r) => setTimeout(r, 45));
    }
  } finally {
    await browser.close();
    await web.stop();
    await board.stop();
  }
  const lineMs = (maxLine * BITS_PER_CHAR * 1000) / BAUD;
  const totals = samples.map((s) => s.paintedAt - s.written);
  const records = hostRecords(web.stderr());
  const staged = samples.flatMap((s) => stagesOf(s, records.get(s.boardTimeMs)) ?? []);
  const stageFigures = STAGES.flatMap((st): Figure[] => {
    const xs = staged.map((x) => x[st]);
    return [
      { name: `app.latency.stage.${st}.p50`, value: percentile(xs, 50), unit: `ms (${STAGE_MEANING[st]})` },
      { name: `app.latency.stage.${st}.p95`, value: percentile(xs, 95), unit: 'ms' },
    ];
  });
  return [
    { name: 'app.latency.events', value: samples.length, unit: 'events' },
    { name: 'app.latency.p50', value: percentile(totals, 50), unit: 'ms' },
    {
      name: 'app.latency.p95',
      value: percentile(totals, 95),
      unit: 'ms',
      goal: { atMost: 1000 / 60 + lineMs, source: 'issue 5 §5, issue 19: a 60 Hz frame + the line on the wire' },
    },
    { name: 'app.latency.p99', value: percentile(totals, 99), unit: 'ms' },
    { name: 'app.latency.traced', value: staged.length, unit: 'events (with the host\'s stage times)' },
    ...stageFigures,
  ];
}

/** The app's sensor-to-screen latency (needs the build, socat and /usr/bin/chromium): `--only app-latency`. */
export const appLatencySuite: BenchSuite = {
  name: 'app-latency',
  run: latencyFigures,
};

/** The app's start and bundle figures (needs the build and /usr/bin/chromium): `--only app-start`. */
export const appStartSuite: BenchSuite = {
  name: 'app-start',
  async run() {
    return [...(await startupFigures()), ...bundleFigures()];
  },
};
