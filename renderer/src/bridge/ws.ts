/**
 * The browser implementation of the {@link ParlourApi} bridge: the same interface the Electron preload
 * exposes, over the web host's WebSocket (`src/api/wire.ts`). Installed by `../main.ts` when no
 * preload provided `window.parlour`.
 *
 * - Calls made while the socket is (re)connecting wait for it; calls pending when it drops resolve to
 *   `api/unavailable` (a Result, never a rejection), because the host may or may not have acted.
 * - Every reply value and event is validated with the contract's schemas before the screen sees it; a
 *   bad one resolves to `api/malformed` (replies) or is dropped and reported (events). Views come as
 *   patches of the last one (`src/api/wire.ts`), of which only the changed parts are validated; a
 *   patch that cannot be applied is reported and the view fetched whole again.
 * - The socket reconnects by itself with backoff (250 ms doubling to 4 s); the link state is reported to
 *   `onLink` so the screen can say "connection to the host lost".
 */
import {
  API_ERROR_CODES,
  METHODS,
  METHOD_NAMES,
  ServerMessageSchema,
  VIEW_REPLY_METHODS,
  ViewReceiver,
  encodeCall,
  describeIssues,
  type ApiError,
  type HostEvent,
  type Method,
  type ParlourApi,
  type SessionView,
} from '$api';
import { err, type Result } from '$core/result';
import { hostSocketUrl, type EarlySocket } from './early-socket';
import { format, msg } from '$i18n';

/** State of the socket to the host. */
export type LinkState = 'connecting' | 'open' | 'closed';

/** Options of {@link createWebSocketApi}. */
export interface WebSocketApiOptions {
  /** Endpoint URL; default `ws(s)://<page host>/parlour`. */
  readonly url?: string;
  /** Called whenever the socket's state changes. */
  readonly onLink?: (state: LinkState) => void;
  /** Called with a message from the host that failed validation (for the console). */
  readonly onBadMessage?: (why: string) => void;
  /** A socket opened already (`./early-socket.ts`), taken over for the first connection with what it received. */
  readonly early?: EarlySocket;
}

/** Creates the WebSocket bridge and starts connecting. */
export function createWebSocketApi(options: WebSocketApiOptions = {}): ParlourApi {
  const url = options.url ?? hostSocketUrl();
  let early = options.early;
  const listeners = new Set<(e: HostEvent) => void>();
  const pending = new Map<number, { method: Method; resolve: (r: Result<unknown, ApiError>) => void }>();
  const queue: string[] = [];
  let socket: WebSocket | undefined;
  let nextId = 1;
  let backoff = 250;

  const bad = (why: string) => options.onBadMessage?.(why);
  const emit = (e: HostEvent) => {
    for (const l of listeners) l(e);
  };
  /** The connection's last view, which patches apply to (`src/api/wire.ts`). */
  const views = new ViewReceiver();
  let resyncing = false;
  /**
   * A patch could not be applied: the view is fetched whole (its reply starts a new base on both sides)
   * and shown; patches that arrive meanwhile are older than it and are dropped.
   */
  const lost = (why: string) => {
    bad(`a view patch was refused: ${why}`);
    if (resyncing) return;
    resyncing = true;
    void call('view', []).then((r) => {
      resyncing = false;
      if (r.ok) emit({ type: 'view', view: r.value as SessionView | null });
    });
  };

  function connect() {
    options.onLink?.('connecting');
    const taken = early;
    early = undefined;
    const ws = taken?.socket ?? new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      backoff = 250;
      options.onLink?.('open');
      for (const m of queue.splice(0)) ws.send(m);
    };
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string') return bad('binary message');
      let json: unknown;
      try {
        json = JSON.parse(e.data);
      } catch {
        return bad('message is not JSON');
      }
      const parsed = ServerMessageSchema.safeParse(json);
      if (!parsed.success) return bad(describeIssues(parsed.error, 'message'));
      const m = parsed.data;
      if (m.t === 'event') {
        if (m.event.type === 'view') views.whole(m.event.view);
        emit(m.event);
      } else if (m.t === 'patch') {
        const view = views.patch(m.patch);
        if (!view.ok) return lost(view.error);
        emit({ type: 'view', view: view.value });
      } else if (m.t === 'reply') {
        const p = pending.get(m.id);
        if (p === undefined) return bad(`reply to unknown call ${m.id}`);
        pending.delete(m.id);
        if ('patch' in m) {
          const view = views.patch(m.patch);
          if (!view.ok) lost(view.error);
          return p.resolve(view.ok ? { ok: true, value: view.value } : err({ code: API_ERROR_CODES.malformed, message: msg('api.bad-reply', { why: `${p.method}: ${view.error}` }) }));
        }
        if (!m.result.ok) return p.resolve(m.result);
        const value = METHODS[p.method].reply.safeParse(m.result.value);
        if (value.success && VIEW_REPLY_METHODS.has(p.method)) views.whole(value.data as SessionView | null);
        p.resolve(
          value.success
            ? { ok: true, value: value.data }
            : err({ code: API_ERROR_CODES.malformed, message: msg('api.bad-reply', { why: `${p.method}: ${describeIssues(value.error, 'value')}` }) }),
        );
      } else {
        bad(`${m.error.code}: ${format(m.error.message, 'en')}`);
      }
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = undefined;
      views.reset();
      options.onLink?.('closed');
      for (const [id, p] of pending) {
        pending.delete(id);
        p.resolve(err({ code: API_ERROR_CODES.unavailable, message: msg('api.unavailable') }));
      }
      setTimeout(connect, backoff);
      backoff = Math.min(4000, backoff * 2);
    };
    // What the early socket saw before it was taken over, in the order it happened.
    if (taken !== undefined) {
      if (taken.opened) ws.onopen(new Event('open'));
      for (const m of taken.received) ws.onmessage(m);
      if (taken.closed) ws.onclose(new CloseEvent('close'));
    }
  }

  function call(method: Method, params: unknown[]): Promise<Result<unknown, ApiError>> {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, { method, resolve });
      const text = encodeCall(id, method, params);
      if (socket?.readyState === WebSocket.OPEN) socket.send(text);
      else queue.push(text);
    });
  }

  connect();
  const api: Record<string, unknown> = {
    subscribe(listener: (e: HostEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const m of METHOD_NAMES) api[m] = (...params: unknown[]) => call(m, params);
  return api as ParlourApi;
}
