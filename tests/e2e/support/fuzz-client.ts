/**
 * A WebSocket client for hostile messages to the web host (`tests/e2e/message-fuzz.test.ts`,
 * `bench/messages.ts`): sends one frame at a time and waits for its answer (a reply, a refusal, or the
 * socket closing, as it does for a frame over `MAX_MESSAGE_BYTES`), reconnecting when it must.
 */
import WebSocket from 'ws';
import { ViewReceiver, VIEW_REPLY_METHODS } from '../../../src/api/wire';
import type { Method, SessionView } from '../../../src/api';

/** A message of the host as this client reads it (src/api/wire.ts `ServerMessage`). */
interface Incoming {
  readonly t: string;
  readonly result?: { ok: boolean; value?: unknown; error?: { code: string } };
  readonly patch?: unknown;
  readonly event?: { type: string; view?: SessionView | null };
  readonly error?: { code: string };
}

/** What a frame got back. */
export type FuzzAnswer =
  | { readonly t: 'reply'; readonly ok: boolean; readonly code?: string; readonly value?: unknown }
  | { readonly t: 'refused'; readonly code: string }
  | { readonly t: 'closed'; readonly code: number };

/** A connection to the web host at `url` that reconnects after the host closes it. */
export class FuzzClient {
  private ws: WebSocket | undefined;
  private nextId = 1;
  /** The connection's last view: views come whole or as patches of the last one sent (src/api/wire.ts). */
  private readonly views = new ViewReceiver();
  constructor(private readonly url: string) {}

  private async socket(): Promise<WebSocket> {
    if (this.ws !== undefined && this.ws.readyState === WebSocket.OPEN) return this.ws;
    const ws = new WebSocket(`${this.url.replace('http', 'ws')}parlour`, { origin: this.url.replace(/\/$/, '') });
    await new Promise<void>((res, rej) => {
      ws.once('open', () => res());
      ws.once('error', rej);
    });
    ws.on('error', () => undefined);
    this.views.reset();
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Incoming;
      if (m.t === 'event' && m.event?.type === 'view') this.views.whole(m.event.view ?? null);
      if (m.t === 'patch') this.views.patch(m.patch);
    });
    this.ws = ws;
    return ws;
  }

  /**
   * Sends `frame` (text or binary) and resolves with the first answer that is not an event. A view
   * reply sent as a patch is answered with the patched view; `method` (when the frame is a proper call)
   * says whether a whole reply is a view to patch later ones against.
   */
  async send(frame: string | Uint8Array, method?: string): Promise<FuzzAnswer> {
    const ws = await this.socket();
    return new Promise((res) => {
      const onMessage = (data: WebSocket.RawData) => {
        const m = JSON.parse(data.toString()) as Incoming;
        if (m.t === 'event' || m.t === 'patch') return;
        if (m.t === 'reply' && m.result === undefined) {
          const patched = this.views.patch(m.patch);
          done(patched.ok ? { t: 'reply', ok: true, value: patched.value } : { t: 'reply', ok: false, code: 'client/bad-patch' });
          return;
        }
        if (m.t === 'reply' && m.result!.ok && method !== undefined && VIEW_REPLY_METHODS.has(method as Method)) this.views.whole(m.result!.value as SessionView | null);
        done(m.t === 'reply' ? { t: 'reply', ok: m.result!.ok, ...(m.result!.ok ? { value: m.result!.value } : { code: m.result!.error!.code }) } : { t: 'refused', code: m.error!.code });
      };
      const onClose = (code: number) => done({ t: 'closed', code });
      const done = (a: FuzzAnswer) => {
        ws.off('message', onMessage);
        ws.off('close', onClose);
        res(a);
      };
      ws.on('message', onMessage);
      ws.on('close', onClose);
      ws.send(frame, { binary: typeof frame !== 'string' }, () => undefined);
    });
  }

  /** Calls `method` properly and resolves with its reply. */
  async call(method: string, params: readonly unknown[] = []): Promise<FuzzAnswer> {
    return this.send(JSON.stringify({ t: 'call', id: this.nextId++, method, params }), method);
  }

  /** A fresh call id for a hand-built frame. */
  id(): number {
    return this.nextId++;
  }

  close(): void {
    this.ws?.terminate();
  }
}
