/**
 * The path of the web host's WebSocket endpoint (`npm run web`), in a module of its own without zod so
 * that the page can open its socket before the rest of its code is loaded (issue 19,
 * `renderer/src/bridge/early-socket.ts`).
 */
export const WS_PATH = '/parlour';
