/**
 * The web adapter (`npm run web`): a plain Node HTTP server for the built renderer (`out/renderer/`)
 * and a WebSocket bridge at `/parlour` carrying the contract of `src/api` (`wire.ts` framing) to a host.
 *
 * Security (the same stance as the Electron shell, `../shared/background/electron-conventions.md` §1):
 * - bound to 127.0.0.1 by default; another address only when asked for (README: "Exposing the web host");
 * - every response carries a strict Content-Security-Policy, `nosniff`, `no-referrer` and frame denial;
 * - only GET/HEAD of files inside the renderer folder (no traversal, no directory listing);
 * - the WebSocket upgrade is refused unless the `Host` header names an allowed host (DNS rebinding)
 *   and the `Origin` is this server's own (another web page in the same browser cannot drive the game);
 * - every message is bounded in size (`MAX_MESSAGE_BYTES`) and depth (`MAX_JSON_DEPTH`, scanned before
 *   it is parsed) and validated (`readClientMessage`) before it reaches the host; a bad one is answered
 *   with a specific error and the connection stays up; nothing a message can hold escapes the handler;
 * - refused upgrades and messages are logged at a bounded rate (`rateLimitedLog`), so a flood of bad
 *   messages cannot flood the log.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { errorText, rateLimitedLog } from '../host/guard';
import {
  MAX_MESSAGE_BYTES,
  WS_PATH,
  dispatch,
  encodeServerMessage,
  readClientMessage,
  rendererFileFor,
  RENDERER_CSP,
  type CallTarget,
  type HostEvent,
  type ServerMessage,
} from '../src/api';

/** Options of {@link startWebHost}. */
export interface WebHostOptions {
  /** What calls are dispatched to (`host/call-target.ts` `callTarget`). */
  readonly target: CallTarget;
  /** Subscribes to host events (the host's `subscribe`); returns the unsubscribe function. */
  readonly subscribe: (listener: (e: HostEvent) => void) => () => void;
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
  /**
   * The `/health` report (the kiosk's, `host/kiosk/kiosk.ts` `Kiosk.health`): served as JSON to GET
   * `/health` from a loopback address only, whatever address the host listens on. Default: no `/health`.
   */
  readonly health?: () => unknown;
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

/** Bytes queued for one WebSocket client beyond which it is dropped (it reconnects and resyncs). */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;


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
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad path\n');
      return;
    }
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(size),
      // Hashed assets never change; the page itself is always revalidated.
      'Cache-Control': rel?.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };

  const server: Server = createServer(serveFile);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    const origin = req.headers.origin;
    const sameOrigin = origin !== undefined && origin === `http://${req.headers.host ?? ''}`;
    if (path !== WS_PATH || !hostAllowed(req) || !sameOrigin) {
      refusals.line(`refused WebSocket upgrade (path ${path}, host ${req.headers.host}, origin ${origin ?? 'none'})`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  const send = (ws: WebSocket, m: ServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(encodeServerMessage(m));
  };

  wss.on('connection', (ws: WebSocket) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.on('error', (e) => refusals.line(`socket error: ${e.message}`));
    ws.on('message', (data, isBinary) => {
      try {
        if (isBinary) {
          send(ws, { t: 'refused', error: { code: 'api/malformed', message: 'binary messages are not part of the protocol' } });
          return;
        }
        const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        const msg = readClientMessage(buf.toString('utf8'), buf.byteLength);
        if (!msg.ok) {
          const { id, error } = msg.error;
          refusals.line(`refused a message: ${error.code}: ${error.message.slice(0, 200)}`);
          send(ws, id === undefined ? { t: 'refused', error } : { t: 'reply', id, result: { ok: false, error } });
          return;
        }
        const { id, call } = msg.value;
        void dispatch(options.target, call)
          .then((result) => send(ws, { t: 'reply', id, result }))
          .catch((e: unknown) => refusals.line(`could not answer call ${id}: ${errorText(e)}`));
      } catch (e) {
        // Nothing a message holds may end the process: a bug met here is logged and the socket stays up.
        refusals.line(`a message could not be handled: ${errorText(e)}`);
        send(ws, { t: 'refused', error: { code: 'api/internal', message: 'the message could not be handled' } });
      }
    });
  });

  const unsubscribe = options.subscribe((event) => {
    const text = encodeServerMessage({ t: 'event', event });
    for (const ws of sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      // A client that stopped reading (a sleeping tablet) must not make the host buffer without bound;
      // it is dropped and gets the whole view again when it reconnects.
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        refusals.line(`dropping a WebSocket client that stopped reading (${ws.bufferedAmount} bytes queued)`);
        ws.terminate();
        continue;
      }
      ws.send(text);
    }
  });

  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(options.port ?? 5317, listenHost, () => {
      server.off('error', rej);
      res();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    clients: () => sockets.size,
    async close() {
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      wss.close();
      await new Promise<void>((res) => server.close(() => res()));
    },
  };
}
