/**
 * The web host's WebSocket bridge at `/parlour`: carries the contract of `src/api` (`wire.ts` framing) to
 * the host. Loaded by `./app-server.ts` once the page is being served (with zod and ws it is most of the
 * web host's start-up, so it is not on the way to the first byte of the page: issue 19).
 *
 * - every message is bounded in size (`MAX_MESSAGE_BYTES`) and depth (`MAX_JSON_DEPTH`, scanned before it
 *   is parsed) and validated (`readClientMessage`) before it reaches the host; a bad one is answered with
 *   a specific error and the connection stays up; nothing a message can hold escapes the handler;
 * - host events are paced to the screen's frame (`src/api/pace.ts`), and each socket gets a view as a
 *   patch of the last one sent on it, events and replies alike (`ViewSender`, `src/api/wire.ts`);
 * - a client that stops reading is dropped past {@link MAX_BUFFERED_BYTES} (it reconnects and resyncs).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  MAX_MESSAGE_BYTES,
  WS_PATH,
  ViewSender,
  dispatch,
  elsewhereEvent,
  encodeServerMessage,
  paceEvents,
  readClientMessage,
  type CallTarget,
  type HostEvent,
  type PaceClock,
  type ServerMessage,
} from '../src/api';
import type { LatencyTrace } from '../host/latency-trace';
import { errorText } from '../host/guard';
import { format, msg as say } from '../src/i18n/index';

/** Bytes queued for one WebSocket client beyond which it is dropped (it reconnects and resyncs). */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** What the bridge needs of the host: its calls and its events. */
export interface HostBinding {
  /** What calls are dispatched to (`host/call-target.ts` `callTarget`). */
  readonly target: CallTarget;
  /** Subscribes to host events (the host's `subscribe`); returns the unsubscribe function. */
  readonly subscribe: (listener: (e: HostEvent) => void) => () => void;
}

/** Options of {@link createSocketBridge}. */
export interface SocketBridgeOptions {
  readonly host: HostBinding;
  /** Where refusals and socket errors go; the web host passes its rate-limited log. */
  readonly log: (line: string) => void;
  /** Marks when each view is serialised and handed to the sockets (the benchmark's breakdown). */
  readonly trace?: LatencyTrace;
  /** The clock pacing views to the screens' frame; default real time. */
  readonly paceClock?: PaceClock;
}

/** The running bridge. */
export interface SocketBridge {
  /** Takes an upgrade the HTTP server has already checked (host name, origin); refuses another path. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Number of open sockets. */
  clients(): number;
  /** Closes every socket and stops listening to the host. */
  close(): void;
}

/** Starts the bridge over `o.host`. */
export function createSocketBridge(o: SocketBridgeOptions): SocketBridge {
  const { log, trace } = o;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** Each open socket, with the last view sent on it (views go as patches of it, `src/api/wire.ts`). */
  const sockets = new Map<WebSocket, ViewSender>();

  const send = (ws: WebSocket, m: ServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(encodeServerMessage(m));
  };

  wss.on('connection', (ws: WebSocket) => {
    const views = new ViewSender();
    sockets.set(ws, views);
    ws.on('close', () => sockets.delete(ws));
    ws.on('error', (e) => log(`socket error: ${e.message}`));
    ws.on('message', (data, isBinary) => {
      try {
        if (isBinary) {
          send(ws, { t: 'refused', error: { code: 'api/malformed', message: say('api.binary') } });
          return;
        }
        const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        const msg = readClientMessage(buf.toString('utf8'), buf.byteLength);
        if (!msg.ok) {
          const { id, error } = msg.error;
          log(`refused a message: ${error.code}: ${format(error.message, 'en').slice(0, 200)}`);
          send(ws, id === undefined ? { t: 'refused', error } : { t: 'reply', id, result: { ok: false, error } });
          return;
        }
        const { id, call } = msg.value;
        void dispatch(o.host.target, call)
          .then((result) => {
            if (ws.readyState === ws.OPEN) ws.send(views.reply(id, call.method, result));
            // One game, several screens: the others are told at once what this one did (src/api/elsewhere.ts).
            const told = result.ok ? elsewhereEvent(call, result.value) : undefined;
            if (told !== undefined) for (const other of sockets.keys()) if (other !== ws) send(other, { t: 'event', event: told });
          })
          .catch((e: unknown) => log(`could not answer call ${id}: ${errorText(e)}`));
      } catch (e) {
        // Nothing a message holds may end the process: a bug met here is logged and the socket stays up.
        log(`a message could not be handled: ${errorText(e)}`);
        send(ws, { t: 'refused', error: { code: 'api/internal', message: say('api.unhandled') } });
      }
    });
  });

  // Views and replays go at most once a frame, the latest (src/api/pace.ts): a burst of host events
  // never reaches a screen as a backlog.
  const pacer = paceEvents((event) => {
    const isView = event.type === 'view';
    for (const [ws, views] of sockets) {
      if (ws.readyState !== ws.OPEN) continue;
      // A client that stopped reading (a sleeping tablet) must not make the host buffer without bound;
      // it is dropped and gets the whole view again when it reconnects.
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        log(`dropping a WebSocket client that stopped reading (${ws.bufferedAmount} bytes queued)`);
        ws.terminate();
        continue;
      }
      const text = views.event(event);
      if (isView) trace?.mark('encoded');
      if (text !== undefined) ws.send(text);
    }
    if (isView) trace?.mark('sent');
  }, o.paceClock);
  const unsubscribe = o.host.subscribe((event) => pacer.push(event));

  return {
    upgrade(req, socket, head) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== WS_PATH) {
        log(`refused WebSocket upgrade (path ${path})`);
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    clients: () => sockets.size,
    close() {
      unsubscribe();
      pacer.close();
      for (const ws of sockets.keys()) ws.terminate();
      wss.close();
    },
  };
}
