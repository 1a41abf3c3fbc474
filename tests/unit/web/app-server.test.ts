/**
 * The web host serves the page before its host is ready (web/app-server.ts, issue 19: first paint): the
 * page and its files go out at once, a WebSocket opened meanwhile waits and then works, and one opened
 * when the host could not start is refused with 503. The host is a stand-in here (calls answered by a
 * table); the real one is driven end to end in tests/e2e/web-host.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startFilesOf, startWebHost, type HostBinding, type WebHost } from '../../../web/app-server';
import { METHOD_NAMES, type CallTarget } from '../../../src/api';
import { ok } from '../../../src/core/result';

function rendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Parlour</title>');
  return dir;
}

/** A host whose every call answers `null`, except `listPorts`, which answers one port. */
function fakeHost(): HostBinding {
  const target = Object.fromEntries(METHOD_NAMES.map((m) => [m, async () => ok(m === 'listPorts' ? [{ path: '/dev/ttyACM0' }] : null)])) as unknown as CallTarget;
  return { target, subscribe: () => () => undefined };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Opens the page's WebSocket; resolves with the socket once open, or the HTTP status it was refused with. */
function connect(web: WebHost): Promise<WebSocket | number> {
  return new Promise((res) => {
    const ws = new WebSocket(`${web.url.replace('http', 'ws')}parlour`, { origin: web.url.replace(/\/$/, '') });
    ws.once('open', () => res(ws));
    ws.once('unexpected-response', (_req, r) => res(r.statusCode ?? 0));
    ws.once('error', () => res(-1));
  });
}

let web: WebHost | undefined;
afterEach(async () => {
  await web?.close();
  web = undefined;
});

describe('startWebHost with a host still starting', () => {
  it('serves the page at once, holds a socket until the host is ready, then carries calls', async () => {
    const host = deferred<HostBinding>();
    web = await startWebHost({ host: host.promise, rendererDir: rendererDir(), port: 0 });
    const page = await fetch(web.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Parlour</title>');
    let opened = false;
    const socket = connect(web).then((ws) => ((opened = true), ws));
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toBe(false);
    host.resolve(fakeHost());
    const ws = (await socket) as WebSocket;
    const reply = new Promise<unknown>((res) => ws.once('message', (d) => res(JSON.parse(String(d)))));
    ws.send(JSON.stringify({ t: 'call', id: 1, method: 'listPorts', params: [] }));
    expect(await reply).toEqual({ t: 'reply', id: 1, result: { ok: true, value: [{ path: '/dev/ttyACM0' }] } });
    expect(web.clients()).toBe(1);
    ws.close();
  });

  it('refuses sockets with 503 when the host could not start, and still serves the page', async () => {
    const host = deferred<HostBinding>();
    const lines: string[] = [];
    web = await startWebHost({ host: host.promise, rendererDir: rendererDir(), port: 0, log: (l) => lines.push(l) });
    host.reject(new Error('the data folder is read-only'));
    expect(await connect(web)).toBe(503);
    expect(lines.join('\n')).toContain('the data folder is read-only');
    expect((await fetch(web.url)).status).toBe(200);
  });
});

describe('when the host is wanted (issue 19: a page opened as the server starts gets its files first)', () => {
  it('is not while the page fetches its files, and is at its first socket', async () => {
    const host = deferred<HostBinding>();
    let wanted = 0;
    // A quiet time far longer than the test: only the socket can make the host wanted.
    web = await startWebHost({ host: host.promise, hostWanted: () => ((wanted += 1), host.resolve(fakeHost())), quietMs: 60_000, rendererDir: rendererDir(), port: 0 });
    for (let i = 0; i < 3; i++) expect((await fetch(web.url)).status).toBe(200);
    expect(wanted).toBe(0);
    const ws = (await connect(web)) as WebSocket;
    expect(wanted).toBe(1);
    const second = (await connect(web)) as WebSocket;
    expect(wanted).toBe(1);
    ws.close();
    second.close();
  });

  it('is once a page has been sent every file index.html names, not before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-renderer-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Parlour</title><script type="module" crossorigin src="./assets/start-a1.js"></script><link rel="stylesheet" crossorigin href="./assets/start-b2.css"><link rel="modulepreload" crossorigin href="./assets/en-c3.js">',
    );
    for (const f of ['start-a1.js', 'start-b2.css', 'en-c3.js', 'morris-d4.js']) writeFileSync(join(dir, 'assets', f), `/* ${f} */`);
    const host = deferred<HostBinding>();
    let wanted = 0;
    web = await startWebHost({ host: host.promise, hostWanted: () => ((wanted += 1), host.resolve(fakeHost())), quietMs: 60_000, rendererDir: dir, port: 0 });
    for (const f of ['', 'assets/start-a1.js', 'assets/morris-d4.js', 'assets/start-b2.css']) expect((await fetch(web.url + f)).status).toBe(200);
    // A HEAD sends no file: it does not count.
    expect((await fetch(web.url + 'assets/en-c3.js', { method: 'HEAD' })).status).toBe(200);
    expect(wanted).toBe(0);
    expect((await fetch(web.url + 'assets/en-c3.js')).status).toBe(200);
    await host.promise;
    expect(wanted).toBe(1);
    // Files sent again to another page do not want it again.
    expect((await fetch(web.url + 'assets/start-a1.js')).status).toBe(200);
    expect(wanted).toBe(1);
  });

  it('is once requests have been quiet for the quiet time, with no page at all', async () => {
    const wanted = deferred<void>();
    web = await startWebHost({ host: wanted.promise.then(fakeHost), hostWanted: () => wanted.resolve(), quietMs: 5, rendererDir: rendererDir(), port: 0 });
    await wanted.promise;
    const ws = await connect(web);
    expect(ws).toBeInstanceOf(WebSocket);
    (ws as WebSocket).close();
  });
});

describe('startFilesOf', () => {
  it('lists the assets index.html names by src and href, and nothing else', () => {
    const html = '<link rel="icon" href="data:," /><script type="module" crossorigin src="./assets/start-yH.js"></script><link rel="stylesheet" crossorigin href="./assets/start-Cb.css"><link rel="modulepreload" crossorigin href="./assets/en-Du.js"><a href="https://example.org/">x</a>';
    expect([...startFilesOf(html)]).toEqual(['assets/start-yH.js', 'assets/start-Cb.css', 'assets/en-Du.js']);
    expect(startFilesOf('<!doctype html><title>Parlour</title>').size).toBe(0);
  });
});
