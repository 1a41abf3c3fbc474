/**
 * The first module the page evaluates (`../main.ts` imports it before anything else): opens the socket
 * to the web host at once (`./early-socket.ts`, issue 19). Its only effect is that socket.
 */
import { openEarlySocket, type EarlySocket } from './early-socket';

/** The socket opened as the page started, or `undefined` (Electron, no WebSocket). */
export const earlySocket: EarlySocket | undefined = openEarlySocket();
