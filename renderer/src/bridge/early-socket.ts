/**
 * The page's socket to the web host, opened as the page's first act (issue 19: first paint): `./first.ts`,
 * the first import of `../main.ts`, opens it with {@link openEarlySocket}; neither imports anything heavy,
 * so the socket connects while the rest of the app's code (Svelte, zod, the screens) is still being
 * evaluated, and the first calls go out at once. Whatever arrives before the bridge (`./ws.ts`) takes the
 * socket over is kept for it, in order.
 */
import { WS_PATH } from '$api/socket-path';

/** A socket opened early, and what happened on it before the bridge took it. */
export interface EarlySocket {
  readonly socket: WebSocket;
  /** Messages received so far, in order. */
  readonly received: MessageEvent[];
  opened: boolean;
  closed: boolean;
}

/** The web host's WebSocket URL for this page: `ws(s)://<page host>/parlour`. */
export function hostSocketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;
}

/** Opens the socket and keeps what happens on it; `undefined` in Electron (`window.parlour`) or without WebSocket. */
export function openEarlySocket(): EarlySocket | undefined {
  if (typeof window === 'undefined' || 'parlour' in window || typeof WebSocket !== 'function') return undefined;
  const socket = new WebSocket(hostSocketUrl());
  const early: EarlySocket = { socket, received: [], opened: false, closed: false };
  socket.onopen = () => (early.opened = true);
  socket.onmessage = (m) => early.received.push(m);
  socket.onclose = () => (early.closed = true);
  return early;
}
