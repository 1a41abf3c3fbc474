/**
 * A WebSocket client for hostile messages to the web host (`tests/e2e/message-fuzz.test.ts`,
 * `bench/messages.ts`): sends one frame at a time and waits for its answer (a reply, a refusal, or the
 * socket closing, as it does for a frame over `MAX_MESSAGE_BYTES`), reconnecting when it must.
 */
import WebSocket from 'ws';

/** What a frame got back. */
export type FuzzAnswer =
  | { readonly t: 'reply'; readonly ok: boolean; readonly code?: string; readonly value?: unknown }
  | { readonly t: 'refused'; readonly code: string }
  | { readonly t: 'closed'; readonly code: number };

/** A connection to the web host at `url` that reconnects after the host closes it. */
export class FuzzClient {
  private ws: WebSocket | undefined;
  private nextId = 1;
  constructor(private readonly url: string) {}

  private async socket(): Promise<WebSocket> {
    if (this.ws !== undefined && this.ws.readyState === WebSocket.OPEN) return this.ws;
    const ws = new WebSocket(`${this.url.replace('http', 'ws')}parlour`, { origin: this.url.replace(/\/$/, '') });
    await new Promise<void>((res, rej) => {
      ws.once('open', () => res());
      ws.once('error', rej);
    });
    ws.on('error', () => undefined);
    this.ws = ws;
    return ws;
  }

  /** Sends `frame` (text or binary) and resolves with the first answer that is not an event. */
  async send(frame: string | Uint8Array): Promise<FuzzAnswer> {
    const ws = await this.socket();
    return new Promise((res) => {
      const onMessage = (data: WebSocket.RawData) => {
        const m = JSON.parse(data.toString()) as { t: string; result?: { ok: boolean; value?: unknown; error?: { code: string } }; error?: { code: string } };
        if (m.t === 'event') return;
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
    return this.send(JSON.stringify({ t: 'call', id: this.nextId++, method, params }));
  }

  /** A fresh call id for a hand-built frame. */
  id(): number {
    return this.nextId++;
  }

  close(): void {
    this.ws?.terminate();
  }
}
