/**
 * `/health` for the Electron app (issue 16: "a loopback `/health` JSON (uptime, board state, last error)
 * for a museum's monitoring"; kiosk-practice B2): a plain HTTP server bound to 127.0.0.1 only, answering
 * GET `/health` with the kiosk's report (`./kiosk.ts` `Kiosk.health`) and 404 to anything else. The web
 * host serves the same report on its own port (`web/app-server.ts`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running health server. */
export interface HealthServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `report()` at `http://127.0.0.1:<port>/health`.
 * @param port the port (the configuration's `healthPort`; 0 picks a free one).
 * @throws the listen error (e.g. `EADDRINUSE`).
 */
export async function serveHealth(port: number, report: () => unknown): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.url ?? '').split('?')[0] !== '/health') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    const body = JSON.stringify(report());
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
