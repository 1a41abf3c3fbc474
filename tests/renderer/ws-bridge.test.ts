/// <reference lib="dom" />
/**
 * The browser's WebSocket bridge (renderer/src/bridge/ws.ts): calls wait for the socket, replies and
 * events are validated with the contract's schemas, and a dropped socket settles pending calls with
 * `api/unavailable` and reconnects (issue 5 §1: validated where it crosses; nothing is lost silently).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebSocketApi } from '../../renderer/src/bridge/ws';
import type { HostEvent, SessionView } from '../../src/api';
import { createFakeApi } from './fake-api';
import { msg } from '../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(m: unknown) {
    this.onmessage?.({ data: typeof m === 'string' ? m : JSON.stringify(m) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('createWebSocketApi', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends calls once the socket opens and resolves them with the validated reply', async () => {
    const links: string[] = [];
    const api = createWebSocketApi({ url: 'ws://127.0.0.1:1/parlour', onLink: (s) => links.push(s) });
    const ws = FakeSocket.all[0]!;
    const reply = api.listPorts();
    expect(ws.sent).toEqual([]);
    ws.open();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ t: 'call', id: 1, method: 'listPorts', params: [] });
    ws.receive({ t: 'reply', id: 1, result: { ok: true, value: [{ path: '/dev/ttyACM0' }] } });
    expect(await reply).toEqual({ ok: true, value: [{ path: '/dev/ttyACM0' }] });
    expect(links).toEqual(['connecting', 'open']);
  });

  it('turns a reply that breaks the contract into api/malformed, and passes refusals through', async () => {
    const api = createWebSocketApi({ url: 'ws://x/parlour' });
    const ws = FakeSocket.all[0]!;
    ws.open();
    const bad = api.listPorts();
    ws.receive({ t: 'reply', id: 1, result: { ok: true, value: [{ path: 42 }] } });
    const r = await bad;
    expect(!r.ok && r.error.code).toBe('api/malformed');
    const refused = api.undo();
    ws.receive({ t: 'reply', id: 2, result: { ok: false, error: { code: 'session/nothing-to-undo', message: v('nothing to undo') } } });
    expect(await refused).toEqual({ ok: false, error: { code: 'session/nothing-to-undo', message: v('nothing to undo') } });
  });

  it('delivers valid events and drops invalid ones, reporting them', () => {
    const bad: string[] = [];
    const api = createWebSocketApi({ url: 'ws://x/parlour', onBadMessage: (w) => bad.push(w) });
    const ws = FakeSocket.all[0]!;
    ws.open();
    const events: HostEvent[] = [];
    api.subscribe((e) => events.push(e));
    ws.receive({ t: 'event', event: { type: 'notice', notice: { id: 1, level: 'info', code: 'journal/resumed', message: v('resumed') } } });
    ws.receive({ t: 'event', event: { type: 'view', view: { id: 'half a view' } } });
    ws.receive('not json');
    expect(events).toHaveLength(1);
    expect(bad).toHaveLength(2);
  });

  it('settles pending calls with api/unavailable when the socket drops, then reconnects', async () => {
    const links: string[] = [];
    const api = createWebSocketApi({ url: 'ws://x/parlour', onLink: (s) => links.push(s) });
    const ws = FakeSocket.all[0]!;
    ws.open();
    const pending = api.undo();
    ws.drop();
    const r = await pending;
    expect(!r.ok && r.error.code).toBe('api/unavailable');
    expect(links.at(-1)).toBe('closed');
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);
    const again = api.redo();
    FakeSocket.all[1]!.open();
    expect(JSON.parse(FakeSocket.all[1]!.sent[0]!)).toMatchObject({ method: 'redo' });
    FakeSocket.all[1]!.receive({ t: 'reply', id: 2, result: { ok: false, error: { code: 'session/nothing-to-redo', message: v('nothing to redo') } } });
    expect((await again).ok).toBe(false);
  });

  it('applies view patches to the last view, from events and replies, and fetches the view whole when one cannot be applied', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const bad: string[] = [];
    const api = createWebSocketApi({ url: 'ws://x/parlour', onBadMessage: (w) => bad.push(w) });
    const ws = FakeSocket.all[0]!;
    ws.open();
    const views: (SessionView | null)[] = [];
    api.subscribe((e) => e.type === 'view' && views.push(e.view));
    const first = fake.view()!;
    ws.receive({ t: 'event', event: { type: 'view', view: first } });
    ws.receive({ t: 'patch', patch: { set: { lifted: ['d2'] } } });
    expect(views.at(-1)).toEqual({ ...first, lifted: ['d2'] });
    const played = api.playMove('d2');
    ws.receive({ t: 'reply', id: 1, patch: { moves: { keep: 0, add: [{ ply: 1, seat: 0, notation: 'd2', by: 'screen', provisional: false }] } } });
    const r = await played;
    expect(r.ok && r.value.moves.map((m) => m.notation)).toEqual(['d2']);
    expect(r.ok && r.value.lifted).toEqual(['d2']);
    // A patch that breaks the schema: reported, dropped, and the view asked for whole.
    ws.receive({ t: 'patch', patch: { set: { turn: 'white' } } });
    expect(bad.at(-1)).toMatch(/^a view patch was refused: patch\.set\.turn/);
    expect(JSON.parse(ws.sent.at(-1)!)).toMatchObject({ t: 'call', id: 2, method: 'view' });
    ws.receive({ t: 'patch', patch: { set: { lifted: [] } } }); // older than the view asked for: dropped
    const count = views.length;
    ws.receive({ t: 'reply', id: 2, result: { ok: true, value: first } });
    await Promise.resolve();
    await Promise.resolve();
    expect(views.length).toBe(count + 1);
    expect(views.at(-1)).toEqual(first);
    // The base is back: patches apply again.
    ws.receive({ t: 'patch', patch: { set: { lifted: ['f4'] } } });
    expect(views.at(-1)).toEqual({ ...first, lifted: ['f4'] });
  });

  it('forgets the last view when the socket drops: the new connection starts whole', () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const bad: string[] = [];
    const api = createWebSocketApi({ url: 'ws://x/parlour', onBadMessage: (w) => bad.push(w) });
    const views: (SessionView | null)[] = [];
    api.subscribe((e) => e.type === 'view' && views.push(e.view));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ t: 'event', event: { type: 'view', view: fake.view() } });
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(300);
    const again = FakeSocket.all[1]!;
    again.open();
    again.receive({ t: 'patch', patch: { set: { lifted: ['d2'] } } });
    expect(bad.at(-1)).toMatch(/no view to apply it to/);
    expect(views).toHaveLength(1);
  });

  it('takes over a socket opened early with what it received meanwhile, in order', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'] });
    const socket = new FakeSocket('ws://x/parlour');
    socket.readyState = 1;
    const early = {
      socket: socket as unknown as WebSocket,
      received: [
        { data: JSON.stringify({ t: 'event', event: { type: 'view', view: fake.view() } }) },
        { data: JSON.stringify({ t: 'patch', patch: { set: { lifted: ['d2'] } } }) },
      ] as MessageEvent[],
      opened: true,
      closed: false,
    };
    const links: string[] = [];
    const api = createWebSocketApi({ url: 'ws://x/parlour', early, onLink: (l) => links.push(l) });
    const views: (SessionView | null)[] = [];
    api.subscribe((e) => e.type === 'view' && views.push(e.view));
    expect(FakeSocket.all).toHaveLength(1); // no second socket
    expect(links).toEqual(['connecting', 'open']);
    // The view and its patch arrived before anyone listened: the patch still applied to the view.
    socket.receive({ t: 'patch', patch: { set: { lifted: ['d2', 'f4'] } } });
    expect(views).toEqual([{ ...fake.view(), lifted: ['d2', 'f4'] }]);
    const ports = api.listPorts();
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ t: 'call', method: 'listPorts' });
    socket.receive({ t: 'reply', id: 1, result: { ok: true, value: [] } });
    expect(await ports).toEqual({ ok: true, value: [] });
  });
});
