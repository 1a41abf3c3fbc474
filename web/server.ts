/**
 * `npm run web` (built to `dist/web/server.js`): runs the host (board, session, journal, settings) as a
 * plain Node process and serves the renderer to a browser with the WebSocket bridge (`./app-server.ts`).
 *
 * usage: node dist/web/server.js [--host ADDR] [--port N] [--data DIR] [--allow-host NAME ...]
 *                                [--kiosk [--kiosk-config FILE] [--browser PATH]]
 *   --host ADDR        address to listen on (default 127.0.0.1; env PARLOUR_HOST). Anything but a
 *                      loopback address exposes the game to the network: see README "Exposing the web host".
 *   --port N           TCP port (default 5317; 0 picks a free one; env PARLOUR_PORT)
 *   --data DIR         data folder for the journal, records and settings (default ./.parlour-data; env PARLOUR_DATA)
 *   --allow-host NAME  a host name the page may be opened under besides localhost and the listen address
 *                      (e.g. the kiosk's LAN name; repeatable; env PARLOUR_ALLOW_HOSTS, comma-separated)
 *   --kiosk            run as a museum kiosk (docs/kiosk.md; env PARLOUR_KIOSK=1): attract loop, idle reset,
 *                      staff mode, `/health` on loopback, the log in DIR/logs/
 *   --kiosk-config FILE  the kiosk's configuration (default DIR/kiosk.json; env PARLOUR_KIOSK_CONFIG)
 *   --browser PATH     start this Chromium full screen on the page and keep it running: a crashed or hung
 *                      page is reloaded, a browser that exits is started again (env PARLOUR_BROWSER)
 *
 * The computer players think in the host's search worker thread; `PARLOUR_AI=in-thread` makes them think
 * on the host's own thread instead (for comparison: `npm run bench -- --only worker`). The host's log
 * (the search worker's starts and failures, and every warning or error notice the screen was given, as
 * `notice warning settings/corrupt: …`) goes to standard error.
 *
 * With `PARLOUR_TRACE=1` the host also writes, for every board change, a `parlour-trace {json}` line to
 * standard error with the epoch times of its stages (`host/latency-trace.ts`; read by `bench/app.ts`).
 *
 * Prints `Parlour is at http://…/` on the first line of standard output once it listens; stops cleanly
 * (board closed, journal flushed, the game resumable) on SIGINT or SIGTERM. Exit status 0 on a clean
 * stop, 1 when it cannot start (port in use, no built renderer, bad data folder), 2 on a usage error;
 * as a kiosk, 75 when staff (or the nightly restart) asked for a restart and 64 when staff asked to quit.
 * Once it listens nothing else ends it: an unexpected error is logged (rate-limited) and it keeps
 * serving (`host/guard.ts`). It runs under systemd besides: `deploy/parlour-web.service` (a host for
 * other screens, `Restart=always`; README "Museum kiosk") or, as the museum kiosk with its own browser,
 * `deploy/parlour-kiosk.service` (restarts on every status but 64; docs/kiosk.md).
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWebHost } from './app-server';
import { guardProcess } from '../host/guard';
import { LatencyTrace } from '../host/latency-trace';
import type { Kiosk } from '../host/kiosk/kiosk';
import type { BrowserSupervisor } from '../host/kiosk/browser';

/** Exit statuses of a kiosk: restart (the supervisor starts it again) and quit (it does not). */
const EXIT_RESTART = 75;
const EXIT_QUIT = 64;

const here = dirname(fileURLToPath(import.meta.url));

const USAGE = 'usage: node dist/web/server.js [--host ADDR] [--port N] [--data DIR] [--allow-host NAME ...] [--kiosk [--kiosk-config FILE] [--browser PATH]]\n';

function usage(message: string): never {
  process.stderr.write(`parlour web: ${message}\n${USAGE}`);
  process.exit(2);
}

// --help (or -h) asks for the usage: given on standard output, exit 0 (it was "Unknown option '--help'").
if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
  process.stdout.write(`${USAGE}See README.md ("Quick start", "Museum kiosk") and docs/kiosk.md for what each option does.\n`);
  process.exit(0);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
      kiosk: { type: 'boolean' },
      'kiosk-config': { type: 'string' },
      browser: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (e) {
  // Node's parser says "argument missing" or "argument is ambiguous" for an option whose value is missing
  // (`--port` last, or followed by another option or a negative number): say which option wants a value.
  const m = /^Option '(--[\w-]+)[^']*' argument (?:is ambiguous|missing)/.exec((e as Error).message);
  // And an option it does not know as the CLI says it, not as Node's "Unknown option '--prot'".
  const unknown = /^Unknown option '([^']+)'/.exec((e as Error).message);
  usage(
    m !== null
      ? `${m[1]} needs a value (for a value that starts with a dash, write ${m[1]}=VALUE)`
      : unknown !== null
        ? `${unknown[1]} is not an option of this command (see --help)`
        : (e as Error).message,
  );
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
const kioskMode = values.kiosk === true || env['PARLOUR_KIOSK'] === '1';
const browserPath = values.browser ?? env['PARLOUR_BROWSER'];
if (!kioskMode && (values['kiosk-config'] !== undefined || browserPath !== undefined)) usage('--kiosk-config and --browser need --kiosk');

try {
  const hostOptions = { log, ai: env['PARLOUR_AI'] === 'in-thread' ? ('in-thread' as const) : ('worker' as const), ...(trace === undefined ? {} : { trace }) };
  let stop: (status: number) => Promise<void> = async () => undefined;
  // A data folder that cannot be made is refused before listening.
  await mkdir(dataDir, { recursive: true });
  let kiosk: Kiosk | undefined;
  if (kioskMode) {
    // The kiosk is made before listening, so the first page already finds it. (A refused configuration
    // does not stop it: the last good one, or the defaults, are used, and the staff screen names the faults.)
    const [{ createKiosk }, { openKioskLog }] = await Promise.all([import('../host/kiosk/kiosk'), import('../host/kiosk/log')]);
    kiosk = await createKiosk({
      dataDir,
      configFile: resolve(values['kiosk-config'] ?? env['PARLOUR_KIOSK_CONFIG'] ?? resolve(dataDir, 'kiosk.json')),
      openLog: (logs) => openKioskLog({ dataDir, maxBytes: logs.maxBytes, keep: logs.keep }),
      hostOptions,
      shell: { kind: 'web', restart: () => void stop(EXIT_RESTART), quit: () => void stop(EXIT_QUIT) },
    });
  }
  const k = kiosk;
  // Otherwise the host itself (zod, the games, serialport: most of the start-up) loads once the web host
  // wants it (issue 19): once a page has been sent the files index.html names (it loads while the
  // browser compiles them), at the page's first socket, or when no page has asked for its files for a
  // moment (`hostWanted` of ./app-server.ts), so that a page opened as the server starts is not held up
  // by it; in two stages a turn of the event loop apart, so that requests are answered between them.
  let wantHost!: () => void;
  const hostWanted = new Promise<void>((r) => (wantHost = r));
  if (k !== undefined) wantHost();
  const hostReady = (async () => {
    await hostWanted;
    const { callTarget } = await import('../host/call-target');
    if (k !== undefined) return { host: k.host, binding: { target: callTarget(k.host, undefined, k.calls()), subscribe: k.subscribe.bind(k) } };
    await import('../src/games/index');
    await new Promise((r) => setImmediate(r));
    const { createHost } = await import('../host/host');
    const host = await createHost({ dataDir, ...hostOptions });
    return { host, binding: { target: callTarget(host), subscribe: host.subscribe.bind(host) } };
  })();
  let browser: BrowserSupervisor | undefined;
  const web = await startWebHost({
    host: hostReady.then((h) => h.binding),
    hostWanted: wantHost,
    rendererDir,
    listenHost,
    port,
    allowedHosts,
    log,
    ...(trace === undefined ? {} : { trace }),
    ...(k === undefined ? {} : { health: () => ({ ...k.health(), browser: browser === undefined ? null : { pid: browser.pid ?? null } }) }),
    // The "no such page" page speaks the kiosk's language (its configuration's, that of the attract
    // screen), else the one chosen on the start screen (kept in settings.json), else the browser's.
    pageLanguage:
      k !== undefined ? () => k.config.languages.default : async () => (await import('../host/settings-file')).loadLanguage(dataDir),
  });
  process.stdout.write(`Parlour is at ${web.url}\n`);
  if (k !== undefined && browserPath !== undefined) {
    const { superviseBrowser } = await import('../host/kiosk/browser');
    browser = superviseBrowser({
      executable: browserPath,
      url: web.url,
      profileDir: resolve(dataDir, 'browser'),
      onEvent: (what, detail) => {
        log(`kiosk browser: ${what}: ${detail}`);
        if (what === 'crashed' || what === 'exited' || what === 'hung') k.recordCrash('browser', `${what}: ${detail}`);
      },
    });
  }
  if (!['127.0.0.1', 'localhost', '::1'].includes(listenHost)) {
    log(`warning: listening on ${listenHost}: anyone who can reach this address can play and change the game (README: "Exposing the web host")`);
  }
  const { host } = await hostReady;
  let stopping = false;
  stop = async (status: number) => {
    if (stopping) return;
    stopping = true;
    await browser?.stop();
    await k?.close();
    await web.close();
    await host.close();
    process.exit(status);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
} catch (e) {
  const inUse = (e as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
  const hint = inUse ? ` (another program, perhaps another Parlour, listens there: stop it, or choose another port with --port)` : '';
  process.stderr.write(`parlour web: cannot start: ${e instanceof Error ? e.message : String(e)}${hint}\n`);
  process.exit(1);
}
