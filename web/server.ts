/**
 * `npm run web` (built to `dist/web/server.js`): runs the host (board, session, journal, settings) as a
 * plain Node process and serves the renderer to a browser with the WebSocket bridge (`./app-server.ts`).
 *
 * usage: node dist/web/server.js [--host ADDR] [--port N] [--data DIR] [--allow-host NAME ...]
 *   --host ADDR        address to listen on (default 127.0.0.1; env PARLOUR_HOST). Anything but a
 *                      loopback address exposes the game to the network: see README "Exposing the web host".
 *   --port N           TCP port (default 5317; 0 picks a free one; env PARLOUR_PORT)
 *   --data DIR         data folder for the journal, records and settings (default ./.parlour-data; env PARLOUR_DATA)
 *   --allow-host NAME  a host name the page may be opened under besides localhost and the listen address
 *                      (e.g. the kiosk's LAN name; repeatable; env PARLOUR_ALLOW_HOSTS, comma-separated)
 *
 * The computer players think in the host's search worker thread; `PARLOUR_AI=in-thread` makes them think
 * on the host's own thread instead (for comparison: `npm run bench -- --only worker`). The host's log
 * (the search worker's starts and failures) goes to standard error.
 *
 * With `PARLOUR_TRACE=1` the host also writes, for every board change, a `parlour-trace {json}` line to
 * standard error with the epoch times of its stages (`host/latency-trace.ts`; read by `bench/app.ts`).
 *
 * Prints `Parlour is at http://…/` on the first line of standard output once it listens; stops cleanly
 * (board closed, journal flushed, the game resumable) on SIGINT or SIGTERM. Exit status 0 on a clean
 * stop, 1 when it cannot start (port in use, no built renderer, bad data folder), 2 on a usage error.
 * Once it listens nothing else ends it: an unexpected error is logged (rate-limited) and it keeps
 * serving (`host/guard.ts`). A kiosk runs it under systemd besides (`deploy/parlour-web.service`,
 * `Restart=always`; README "Museum kiosk").
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWebHost } from './app-server';
import { guardProcess } from '../host/guard';
import { LatencyTrace } from '../host/latency-trace';

const here = dirname(fileURLToPath(import.meta.url));

function usage(message: string): never {
  process.stderr.write(`parlour web: ${message}\nusage: node dist/web/server.js [--host ADDR] [--port N] [--data DIR] [--allow-host NAME ...]\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (e) {
  usage((e as Error).message);
}

const env = process.env;
const listenHost = values.host ?? env['PARLOUR_HOST'] ?? '127.0.0.1';
const portText = values.port ?? env['PARLOUR_PORT'] ?? '5317';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port must be a whole number from 0 to 65535, not ${portText}`);
const dataDir = resolve(values.data ?? env['PARLOUR_DATA'] ?? '.parlour-data');
const allowedHosts = [...(values['allow-host'] ?? []), ...(env['PARLOUR_ALLOW_HOSTS'] ?? '').split(',').filter((h) => h !== '')];
// dist/web/server.js -> out/renderer (built by electron-vite); PARLOUR_RENDERER overrides.
const rendererDir = resolve(env['PARLOUR_RENDERER'] ?? resolve(here, '../../out/renderer'));
const log = (line: string) => process.stderr.write(`${line}\n`);
guardProcess(log);
// PARLOUR_TRACE=1: each board change's stage times as a `parlour-trace {json}` line (bench/app.ts).
const trace = env['PARLOUR_TRACE'] === '1' ? new LatencyTrace((r) => log(`parlour-trace ${JSON.stringify(r)}`)) : undefined;

try {
  // A data folder that cannot be made is refused before listening; the host itself (zod, the games,
  // serialport: most of the start-up) loads while the browser is already fetching the page (issue 19).
  await mkdir(dataDir, { recursive: true });
  const hostReady = (async () => {
    // In two stages, a turn of the event loop apart, so that the page's first requests are answered
    // between them rather than after the whole host has been evaluated.
    await import('../src/games/index');
    await new Promise((r) => setImmediate(r));
    const [{ createHost }, { callTarget }] = await Promise.all([import('../host/host'), import('../host/call-target')]);
    const host = await createHost({ dataDir, log, ai: env['PARLOUR_AI'] === 'in-thread' ? 'in-thread' : 'worker', ...(trace === undefined ? {} : { trace }) });
    return { host, binding: { target: callTarget(host), subscribe: host.subscribe.bind(host) } };
  })();
  const web = await startWebHost({
    host: hostReady.then((h) => h.binding),
    rendererDir,
    listenHost,
    port,
    allowedHosts,
    log,
    ...(trace === undefined ? {} : { trace }),
  });
  process.stdout.write(`Parlour is at ${web.url}\n`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(listenHost)) {
    log(`warning: listening on ${listenHost}: anyone who can reach this address can play and change the game (README: "Exposing the web host")`);
  }
  const { host } = await hostReady;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await web.close();
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (e) {
  process.stderr.write(`parlour web: cannot start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
