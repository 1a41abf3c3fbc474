/**
 * The web adapter (`npm run web`) as the outside world meets it (issue 5 §1): bound to 127.0.0.1, a
 * strict Content-Security-Policy, no files outside the renderer, WebSocket upgrades refused from other
 * origins and host names, malformed or unknown messages refused with a specific error while the game
 * in progress carries on; an unfinished game survives the host being killed and is offered for
 * resuming; the in-process virtual board can be handled from the screen; a screen stays exact through
 * another screen's burst of 800 undo/redo calls without drawing a backlog (issue 19).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT, launchBrowser, openApp, startWebHostProcess, type WebHostProcess } from './support/harness';
import { clickPoint, historyOf, startGame, waitForPlies } from './support/morris-ui';
import { rawRequest } from './support/http';
import { format } from '../../src/i18n/index';

/** A raw HTTP GET (fetch would normalise away the paths and headers under test). */
const get = (url: string, path: string, headers: Record<string, string> = {}) => rawRequest(url, path, headers);

/** Opens a WebSocket with the given Origin; resolves with the socket, or the HTTP status it was refused with. */
function connect(url: string, origin: string): Promise<WebSocket | number> {
  return new Promise((res) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}parlour`, { origin });
    ws.once('open', () => res(ws));
    ws.once('unexpected-response', (_req, r) => res(r.statusCode ?? 0));
    ws.once('error', () => res(-1));
  });
}

/** Sends one text message and waits for the next message that is not an event (whole or a view patch). */
function exchange(ws: WebSocket, text: string): Promise<Record<string, unknown>> {
  return new Promise((res) => {
    const on = (data: WebSocket.RawData) => {
      const m = JSON.parse(data.toString()) as Record<string, unknown>;
      if (m['t'] === 'event' || m['t'] === 'patch') return;
      ws.off('message', on);
      res(m);
    };
    ws.on('message', on);
    ws.send(text);
  });
}

describe('the web host', () => {
  let web: WebHostProcess;
  beforeAll(async () => {
    web = await startWebHostProcess();
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('listens on 127.0.0.1 and sends a strict CSP with the page', async () => {
    expect(new URL(web.url).hostname).toBe('127.0.0.1');
    const page = await get(web.url, '/');
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('Content-Security-Policy');
  });

  it('serves nothing outside the renderer folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/..%5cpackage.json']) {
      const r = await get(web.url, path);
      expect([400, 404], path).toContain(r.status);
      expect(r.body).not.toContain('"name": "parlour"');
    }
    expect((await get(web.url, '/nope.js')).status).toBe(404);
  });

  it('refuses a page under a foreign host name (DNS rebinding)', async () => {
    const r = await get(web.url, '/', { Host: `evil.example:${new URL(web.url).port}` });
    expect(r.status).toBe(421);
  });

  it('refuses WebSocket connections from other origins', async () => {
    expect(await connect(web.url, 'http://evil.example')).toBe(403);
    expect(await connect(web.url, 'null')).toBe(403);
    const ok = await connect(web.url, web.url.replace(/\/$/, ''));
    expect(ok).toBeInstanceOf(WebSocket);
    (ok as WebSocket).close();
  });

  it('answers malformed and unknown messages with specific errors, and the game carries on', async () => {
    const ws = (await connect(web.url, web.url.replace(/\/$/, ''))) as WebSocket;
    try {
      const started = await exchange(ws, JSON.stringify({ t: 'call', id: 1, method: 'newGame', params: [{ game: 'morris', players: ['screen', 'screen'] }] }));
      // The new game's view: whole, or (when its event came first) as a patch of it (src/api/wire.ts).
      expect(started).toMatchObject({ t: 'reply', id: 1 });
      expect('patch' in started || (started['result'] as { ok: boolean }).ok).toBe(true);
      const bad: [string, string][] = [
        ['not json', 'api/malformed'],
        [JSON.stringify({ t: 'call', id: 2, method: 'formatDisk', params: [] }), 'api/unknown-method'],
        [JSON.stringify({ t: 'call', id: 3, method: 'playMove', params: [{ $gt: '' }] }), 'api/invalid-params'],
        [JSON.stringify({ t: 'call', id: 4, method: 'playMove', params: ['d2'], extra: 1 }), 'api/malformed'],
        [JSON.stringify({ t: 'call', id: 5, method: 'newGame', params: [{ game: 'morris', players: ['screen', 'screen'], __proto__: { x: 1 }, admin: true }] }), 'api/invalid-params'],
        [JSON.stringify({ t: 'call', id: 6, method: 'loadRecord', params: [{ name: '../../etc/passwd' }] }), 'api/invalid-params'],
      ];
      for (const [text, code] of bad) {
        const r = await exchange(ws, text);
        const error = (r['error'] ?? (r['result'] as { error?: unknown } | undefined)?.error) as { code: string; message: string };
        expect(error.code, text).toBe(code);
        expect(format(error.message as never, 'en').length).toBeGreaterThan(10);
      }
      // An illegal move is the session's refusal, not the contract's.
      const illegal = await exchange(ws, JSON.stringify({ t: 'call', id: 7, method: 'playMove', params: ['d2-d3'] }));
      expect((illegal['result'] as { ok: boolean }).ok).toBe(false);
      // The game went on untouched: the first move is still White's placement.
      const played = await exchange(ws, JSON.stringify({ t: 'call', id: 8, method: 'playMove', params: ['d2'] }));
      // Its reply is a patch (empty when the paced view event carried the move first); `view` goes whole.
      expect(played).toMatchObject({ t: 'reply', id: 8 });
      expect('patch' in played).toBe(true);
      const after = await exchange(ws, JSON.stringify({ t: 'call', id: 9, method: 'view', params: [] }));
      const moves = ((after['result'] as { value: { moves: { notation: string }[] } }).value.moves).map((m) => m.notation);
      expect(moves).toEqual(['d2']);
    } finally {
      ws.close();
    }
  });
});

describe('resuming and the virtual board from the screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers an unfinished game after the host is killed, and resumes it', async () => {
    const first = await startWebHostProcess();
    const { page } = await openApp(browser, first.url);
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    for (const [i, c] of ['d2', 'b6', 'f4'].entries()) {
      await clickPoint(page, c);
      await waitForPlies(page, i + 1);
    }
    first.process.kill('SIGKILL');
    await first.stop();
    const second = await startWebHostProcess({ dataDir: first.dataDir });
    try {
      await page.goto(second.url);
      await page.waitForSelector('[data-testid="resume-offer"]');
      expect(await page.textContent('[data-testid="resume-offer"]')).toContain('3 plies');
      await page.click('[data-testid="resume"]');
      await page.waitForSelector('[data-testid="game-screen"]');
      expect(await historyOf(page)).toEqual(['d2', 'b6', 'f4']);
      await clickPoint(page, 'a7');
      await waitForPlies(page, 4);
    } finally {
      await page.close();
      await second.stop();
    }
  });

  it('lets the person on screen handle the virtual board’s men, and the moves commit through inference', async () => {
    const web = await startWebHostProcess();
    const { page, problems } = await openApp(browser, web.url);
    try {
      await startGame(page, { seats: ['board', 'board'], board: 'virtual' });
      expect(await page.getAttribute('[data-testid="board-status"]', 'data-state')).toMatch(/connect/);
      await page.waitForFunction(() => document.querySelector('[data-testid="game-screen"]')?.getAttribute('data-phase') === 'playing');
      await clickPoint(page, 'd2'); // a man put on d2
      await waitForPlies(page, 1);
      await clickPoint(page, 'f4'); // Black's man on f4
      await waitForPlies(page, 2);
      expect(await historyOf(page)).toEqual(['d2', 'f4']);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      await web.stop();
    }
  });
});

describe('a burst from another screen (issue 19)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('leaves this screen exact, having drawn at most one view a frame and received what changed per frame, not a view per call', async () => {
    const web = await startWebHostProcess();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // Counts the view messages (whole or patches) that reach the page.
    await page.addInitScript(() => {
      const w = window as unknown as { __views: number };
      w.__views = 0;
      // The page's own WebSocket (this file's `WebSocket` is the ws package's).
      const proto = (globalThis as unknown as { WebSocket: { prototype: object } }).WebSocket.prototype;
      const desc = Object.getOwnPropertyDescriptor(proto, 'onmessage')!;
      Object.defineProperty(proto, 'onmessage', {
        ...desc,
        set(fn: (e: MessageEvent) => void) {
          desc.set!.call(this, (e: MessageEvent) => {
            const text = String(e.data);
            if (text.startsWith('{"t":"patch"') || text.includes('"type":"view"')) w.__views++;
            fn.call(this, e);
          });
        },
      });
    });
    const other = (await connect(web.url, web.url.replace(/\/$/, ''))) as WebSocket;
    try {
      await page.goto(web.url);
      await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
      // The other screen: its calls pipelined, each answered by id.
      let nextId = 1;
      const waiting = new Map<number, (m: Record<string, unknown>) => void>();
      other.on('message', (data) => {
        const m = JSON.parse(data.toString()) as Record<string, unknown>;
        if (m['t'] === 'reply') waiting.get(m['id'] as number)?.(m);
      });
      const call = (method: string, params: unknown[] = []) =>
        new Promise<Record<string, unknown>>((res) => {
          const id = nextId++;
          waiting.set(id, res);
          other.send(JSON.stringify({ t: 'call', id, method, params }));
        });
      const opening = ['d2', 'b6', 'f4', 'a7', 'g7', 'd7', 'a4', 'g1', 'b2', 'f6'];
      for (const c of opening) expect(JSON.stringify(await call('playMove', [c]))).not.toContain('"ok":false');
      await waitForPlies(page, opening.length);
      await page.evaluate(() => {
        const w = window as unknown as { __frames: number; __views0: number; __drawn0: number; __views: number };
        w.__frames = 0;
        w.__views0 = w.__views;
        w.__drawn0 = Number(document.querySelector('[data-testid="app"]')!.getAttribute('data-views'));
        const loop = () => {
          w.__frames++;
          requestAnimationFrame(loop);
        };
        requestAnimationFrame(loop);
      });
      const burst: Promise<Record<string, unknown>>[] = [];
      for (let i = 0; i < 397; i++) burst.push(call('undo'), call('redo'));
      for (let i = 0; i < 6; i++) burst.push(call('undo'));
      const replies = await Promise.all(burst);
      expect(replies.filter((r) => JSON.stringify(r).includes('"ok":false'))).toEqual([]);
      const final = (await call('view')) as { result: { value: { moves: { notation: string }[]; contents: Record<string, number[]> } } };
      const finalMoves = final.result.value.moves.map((m) => m.notation);
      expect(finalMoves).toEqual(opening.slice(0, 4));
      await waitForPlies(page, finalMoves.length);
      expect(await historyOf(page)).toEqual(finalMoves);
      const men = await page.$$eval('[data-testid^="point-"]', (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.slice(6), e.getAttribute('data-man') ?? ''])));
      for (const [cell, owners] of Object.entries(final.result.value.contents)) {
        expect(men[cell], cell).toBe(owners[0] === 0 ? 'white' : owners[0] === 1 ? 'black' : '');
      }
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __frames: number; __views0: number; __drawn0: number; __views: number };
        return { frames: w.__frames, received: w.__views - w.__views0, drawn: Number(document.querySelector('[data-testid="app"]')!.getAttribute('data-views')) - w.__drawn0 };
      });
      // 800 changes: at most one view drawn a frame, and far fewer views sent than changes made.
      expect(seen.drawn).toBeGreaterThan(0);
      expect(seen.drawn).toBeLessThanOrEqual(seen.frames + 1);
      expect(seen.received).toBeGreaterThan(0);
      expect(seen.received).toBeLessThan(800);
      expect(problems).toEqual([]);
    } finally {
      other.close();
      await page.close();
      await web.stop();
    }
  });
});

describe('the web host refusing to start', () => {
  const server = join(ROOT, 'dist/web/server.js');
  const run = (args: readonly string[]) => spawnSync(process.execPath, [server, '--data', mkdtempSync(join(tmpdir(), 'parlour-web-')), ...args], { encoding: 'utf8', timeout: 20_000 });

  it('says which option wants a value, not Node\'s "argument is ambiguous" (exit 2)', () => {
    for (const args of [['--port'], ['--port', '-1']]) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('parlour web: --port needs a value');
      expect(r.stderr).not.toContain('ambiguous');
    }
  });

  it('names an option it does not know as the CLI does, not as Node\'s "Unknown option" (exit 2)', () => {
    const r = run(['--prot', '5317']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('parlour web: --prot is not an option of this command (see --help)');
    expect(r.stderr).not.toContain('Unknown option');
  });

  it('gives its usage for --help and -h, on standard output, exit 0 (not "Unknown option")', () => {
    for (const flag of ['--help', '-h']) {
      const r = run([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^usage: node dist\/web\/server\.js \[--host ADDR\] \[--port N\]/);
      expect(r.stderr).toBe('');
    }
  });

  it('says what to do when the port is taken (exit 1)', async () => {
    const web = await startWebHostProcess();
    try {
      const r = run(['--port', new URL(web.url).port]);
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/cannot start: listen EADDRINUSE.*choose another port with --port/);
    } finally {
      await web.stop();
    }
  });
});
