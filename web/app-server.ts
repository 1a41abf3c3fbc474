/**
 * The web adapter (`npm run web`): a plain Node HTTP server for the built renderer (`out/renderer/`)
 * and a WebSocket bridge at `/parlour` carrying the contract of `src/api` (`wire.ts` framing) to a host
 * (`./socket-bridge.ts`).
 *
 * Security (the same stance as the Electron shell, `../shared/background/electron-conventions.md` §1):
 * - bound to 127.0.0.1 by default; another address only when asked for (README: "Exposing the web host");
 * - every response carries a strict Content-Security-Policy, `nosniff`, `no-referrer` and frame denial;
 * - only GET/HEAD of files inside the renderer folder (no traversal, no directory listing); an address
 *   with no file gets plain text, or a browser's navigation a small page in its language (`./no-page.ts`);
 * - the WebSocket upgrade is refused unless the `Host` header names an allowed host (DNS rebinding)
 *   and the `Origin` is this server's own (another web page in the same browser cannot drive the game);
 * - every message is bounded in size and depth and validated before it reaches the host; nothing a
 *   message can hold escapes the handler (`./socket-bridge.ts`);
 * - refused upgrades and messages are logged at a bounded rate (`rateLimitedLog`), so a flood of bad
 *   messages cannot flood the log.
 *
 * First paint (issue 19): the page is served as soon as the server listens; the host and the bridge
 * (zod, ws, the games) may still be loading, and a socket opened before they are ready waits for them.
 * This module imports neither, so listening is not held up by them. Loading them occupies the thread
 * (module evaluation runs to its end), so they are not begun while a page is still fetching its files:
 * `hostWanted` and the bridge's import wait for the first of: every file `index.html` names (its scripts,
 * styles and preloads, {@link startFilesOf}) sent, so that the host loads while the browser compiles and
 * runs them; the first WebSocket upgrade; {@link QUIET_MS} without a request (a return visit, whose files
 * come from the browser's cache).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import type { PaceClock } from '../src/api/pace';
import { RENDERER_CSP } from '../src/api/csp';
import { rendererFileFor } from '../src/api/ipc';
import type { LatencyTrace } from '../host/latency-trace';
import type { Lang } from '../src/i18n/languages';
import { rateLimitedLog } from '../host/guard';
import type { HostBinding, SocketBridge } from './socket-bridge';

export type { HostBinding } from './socket-bridge';

/** Options of {@link startWebHost}. */
export interface WebHostOptions {
  /**
   * The host's calls and events, or the promise of them: the page is served at once, sockets wait until
   * it resolves (and are refused with 503 if it rejects).
   */
  readonly host: HostBinding | Promise<HostBinding>;
  /**
   * Called once, when the host is first wanted: at the first WebSocket upgrade, or after
   * {@link WebHostOptions.quietMs} without an HTTP request (from listening, or from the last one). A
   * shell that loads its host lazily begins here, so that a page opened as the server starts gets its
   * files before that loading occupies the thread. Default: nothing.
   */
  readonly hostWanted?: () => void;
  /** The quiet time of {@link WebHostOptions.hostWanted}, ms; default {@link QUIET_MS}. */
  readonly quietMs?: number;
  /** The built renderer folder (holds `index.html`). */
  readonly rendererDir: string;
  /** Address to listen on; default `127.0.0.1`. */
  readonly listenHost?: string;
  /** TCP port; default 5317; 0 picks a free one. */
  readonly port?: number;
  /**
   * Extra host names (without port) accepted in the `Host` header besides `localhost`, `127.0.0.1`,
   * `[::1]` and the listen address, e.g. the kiosk's LAN name. Default none.
   */
  readonly allowedHosts?: readonly string[];
  /** Log sink for one-line messages (refusals are rate-limited before they reach it); default none. */
  readonly log?: (line: string) => void;
  /** Marks when each view is serialised and handed to the sockets (the benchmark's breakdown); default none. */
  readonly trace?: LatencyTrace;
  /** The clock pacing views to the screens' frame (`src/api/pace.ts`); default real time. */
  readonly paceClock?: PaceClock;
  /**
   * The `/health` report (the kiosk's, `host/kiosk/kiosk.ts` `Kiosk.health`): served as JSON to GET
   * `/health` from a loopback address only, whatever address the host listens on. Default: no `/health`.
   */
  readonly health?: () => unknown;
  /**
   * The host's own language, which its "no such page" page (`./no-page.ts`) speaks: the kiosk's
   * configured language, or the one chosen on the start screen; `null` (or an answer that fails): none,
   * and the page speaks the browser's (`Accept-Language`). Asked at each such page. Default: none.
   */
  readonly pageLanguage?: () => Lang | null | Promise<Lang | null>;
}

/** `true` for a loopback peer address (`127.0.0.0/8`, `::1`, and IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A running web host. */
export interface WebHost {
  /** The page's URL, e.g. `http://127.0.0.1:5317/`. */
  readonly url: string;
  /** The bound port. */
  readonly port: number;
  /** Number of open WebSocket clients. */
  clients(): number;
  /** Stops accepting, closes every socket and the HTTP server. */
  close(): Promise<void>;
}


/** Without an HTTP request for this long (ms), the host is wanted even before a socket opens. */
export const QUIET_MS = 50;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', RENDERER_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), serial=()');
}

/**
 * Answers an address with no page: a browser's navigation (its `Accept` names `text/html`) gets a small
 * page linking to the start screen, in `pageLanguage`'s language or else the browser's (`./no-page.ts`,
 * imported only now: it brings the catalogues, which listening and first paint must not wait for); any
 * other request plain text. Status 400 for a garbled address, 404 for a missing file, either way.
 */
function noSuchPage(req: IncomingMessage, res: ServerResponse, kind: 'garbled' | 'missing', pageLanguage: WebHostOptions['pageLanguage']): void {
  const status = kind === 'garbled' ? 400 : 404;
  const plain = () => res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(kind === 'garbled' ? 'bad path\n' : 'not found\n');
  if (!/\btext\/html\b/i.test(req.headers.accept ?? '')) return void plain();
  const hostLang = (async () => (await pageLanguage?.()) ?? null)().catch(() => null);
  Promise.all([import('./no-page'), hostLang]).then(
    ([{ noPage }, lang0]) => {
      const { lang, html } = noPage(kind, req.headers['accept-language'], lang0);
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': lang, 'Content-Length': String(Buffer.byteLength(html)), 'Cache-Control': 'no-store', Vary: 'Accept, Accept-Language' });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
    () => void plain(),
  );
}

/**
 * The renderer files `index.html` names (`src="./assets/…"`, `href="./assets/…"`: the start screen's
 * scripts, styles and preloads), as paths relative to the renderer folder (`assets/start-….js`). Once a
 * page has been sent all of them, it needs nothing more of the server before its WebSocket.
 * @param html the text of `index.html`
 */
export function startFilesOf(html: string): ReadonlySet<string> {
  return new Set([...html.matchAll(/\b(?:src|href)="\.\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!));
}

/** The host name of a `Host` header value (`127.0.0.1:5317` -> `127.0.0.1`, `[::1]:80` -> `[::1]`). */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (hostHeader === undefined || hostHeader === '') return undefined;
  const m = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(hostHeader.trim());
  return m?.[1]?.toLowerCase();
}

/**
 * Starts the web host.
 * @returns the running host once it listens.
 * @throws the listen error (e.g. `EADDRINUSE`) as the server emits it.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const rendererDir = resolve(options.rendererDir);
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new Error(`no built renderer in ${rendererDir} (run \`npm run build\` first)`);
  }
  const listenHost = options.listenHost ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const refusals = rateLimitedLog(log);
  // Host names a page may be loaded under. Listening on every interface adds this machine's own IP
  // addresses, never "any name": a DNS-rebinding page arrives under its own domain name, which must
  // be listed in `allowedHosts` to be served.
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::';
  const ownAddresses = wildcard
    ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => (i.family === 'IPv6' ? `[${i.address}]` : i.address)))
    : [];
  const allowed = new Set(
    ['localhost', '127.0.0.1', '[::1]', listenHost, ...ownAddresses, ...(options.allowedHosts ?? [])].map((h) => h.toLowerCase()),
  );
  const hostAllowed = (req: IncomingMessage) => {
    const name = hostNameOf(req.headers.host);
    return name !== undefined && allowed.has(name);
  };

  // The files a page needs before its socket (see `want` below).
  const startFiles = startFilesOf(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  const startSent = new Set<string>();

  const serveFile = (req: IncomingMessage, res: ServerResponse) => {
    securityHeaders(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('method not allowed\n');
      return;
    }
    if (!hostAllowed(req)) {
      res.writeHead(421, { 'Content-Type': 'text/plain' }).end('unknown host name\n');
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === '/health' && options.health !== undefined) {
      if (!isLoopback(req.socket.remoteAddress)) {
        res.writeHead(403, { 'Content-Type': 'text/plain' }).end('/health answers loopback addresses only\n');
        return;
      }
      const body = JSON.stringify(options.health());
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const rel = rendererFileFor(pathname);
    const file = rel === undefined ? undefined : resolve(rendererDir, rel);
    if (file === undefined || !(file === rendererDir || file.startsWith(rendererDir + sep))) {
      noSuchPage(req, res, 'garbled', options.pageLanguage);
      return;
    }
    // Read whole, at once: the renderer's files are small, and a response that needs no further turn of
    // the event loop is not held up by the host still loading in the background (issue 19).
    let body: Buffer | undefined;
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
      if (req.method !== 'HEAD') body = readFileSync(file);
    } catch {
      noSuchPage(req, res, 'missing', options.pageLanguage);
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(body?.byteLength ?? size),
      // Hashed assets never change; the page itself is always revalidated.
      'Cache-Control': rel?.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
    if (body !== undefined && rel !== undefined && startFiles.has(rel)) {
      res.once('finish', () => {
        startSent.add(rel);
        if (startSent.size === startFiles.size) want();
      });
    }
  };

  // The host is wanted once a page has been sent every start file, at the first upgrade, or once
  // requests have been quiet for quietMs (see the module docstring); the bridge (zod, ws) is loaded then
  // too. Sockets opened before it is ready wait.
  let wantHost!: () => void;
  const hostWanted = new Promise<void>((r) => (wantHost = r));
  let wanted = false;
  let quiet: NodeJS.Timeout | undefined;
  const want = () => {
    if (wanted) return;
    wanted = true;
    clearTimeout(quiet);
    options.hostWanted?.();
    wantHost();
  };
  const quietMs = options.quietMs ?? QUIET_MS;
  const stillQuiet = () => {
    if (wanted) return;
    clearTimeout(quiet);
    quiet = setTimeout(want, quietMs);
  };
  const server: Server = createServer((req, res) => {
    serveFile(req, res);
    stillQuiet();
  });
  let bridge: SocketBridge | undefined;
  const bridgeReady: Promise<SocketBridge> = Promise.all([options.host, hostWanted.then(() => import('./socket-bridge'))]).then(([host, m]) => {
    bridge = m.createSocketBridge({
      host,
      log: (line) => refusals.line(line),
      ...(options.trace === undefined ? {} : { trace: options.trace }),
      ...(options.paceClock === undefined ? {} : { paceClock: options.paceClock }),
    });
    return bridge;
  });
  bridgeReady.catch((e: unknown) => log(`the WebSocket bridge could not start: ${e instanceof Error ? e.message : String(e)}`));

  server.on('upgrade', (req, socket, head) => {
    want();
    const path = (req.url ?? '').split('?')[0];
    const origin = req.headers.origin;
    const sameOrigin = origin !== undefined && origin === `http://${req.headers.host ?? ''}`;
    if (!hostAllowed(req) || !sameOrigin) {
      refusals.line(`refused WebSocket upgrade (path ${path}, host ${req.headers.host}, origin ${origin ?? 'none'})`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    if (bridge !== undefined) return bridge.upgrade(req, socket, head);
    bridgeReady.then(
      (b) => {
        if (!socket.destroyed) b.upgrade(req, socket, head);
      },
      () => socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n'),
    );
  });

  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(options.port ?? 5317, listenHost, () => {
      server.off('error', rej);
      res();
    });
  });
  stillQuiet();
  const port = (server.address() as AddressInfo).port;
  const shownHost = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    clients: () => bridge?.clients() ?? 0,
    async close() {
      want();
      await bridgeReady.then(
        (b) => b.close(),
        () => undefined,
      );
      await new Promise<void>((res) => server.close(() => res()));
    },
  };
}
