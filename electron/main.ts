/**
 * The Electron main process: one window showing the renderer, with the host (board connection,
 * session, journal, settings; `host/`) wired in over one IPC channel.
 *
 * Security, after Electron's checklist as verified for this stack
 * (`../shared/background/electron-conventions.md` §1; `../shared/style/notes/electron-fiddle.md`):
 * - `contextIsolation`, `sandbox` on, `nodeIntegration` off, `webSecurity` kept, no webviews;
 * - the renderer is served from the privileged custom scheme `app://parlour/` out of `out/renderer/`
 *   (no `file://`, no remote content), with a strict Content-Security-Policy header;
 * - navigation away from `app://parlour/` and every new window are refused; every permission request
 *   and check is denied;
 * - every IPC call is checked twice: the sender frame must be the app's own page
 *   (`isTrustedRendererUrl`), and the method and arguments must pass the contract (`parseCall`);
 *   otherwise it is answered with `api/forbidden-sender` or the contract's error and never reaches
 *   the host;
 * - the preload exposes only `window.parlour` (see `electron/preload.ts`), and nothing else adds one:
 *   the log is electron-log's Node logger, because `electron-log/main` registers IPC handlers of its own
 *   with no sender check when imported, and its `initialize()` adds a preload exposing
 *   `window.__electronLog` to every session (issue 12, failure 9; lint forbids it in electron/);
 * - an unexpected error is logged (rate-limited) and the app keeps running (`host/guard.ts`), and IPC
 *   refusals are logged at a bounded rate.
 *
 * Kiosk mode (`--kiosk` or `PARLOUR_KIOSK=1`, §5 of the conventions; docs/kiosk.md): full screen, no menu,
 * closing and reload/devtools/zoom shortcuts swallowed, pinch zoom off, display kept awake, a crashed
 * renderer reloaded onto the attract screen (three times within a minute, then the app relaunches), and
 * the museum kiosk of `host/kiosk/` (`--kiosk-config FILE`, default `<userData>/kiosk.json`): attract loop,
 * visitor formats, staff mode, the rotated log in `<userData>/data/logs/`, `/health` on
 * 127.0.0.1:<healthPort>, the nightly restart (`app.relaunch()`). Nothing updates itself: there is no
 * update feed (`electron-builder.yml` `publish: null`).
 */
import { app, BrowserWindow, ipcMain, net, powerSaveBlocker, protocol, session, type WebContents } from 'electron';
import log from 'electron-log/node';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  API_ERROR_CODES,
  APP_HOST,
  APP_SCHEME,
  IPC_CALL,
  IPC_EVENT,
  dispatch,
  isTrustedRendererUrl,
  paceEvents,
  parseCall,
  rendererFileFor,
  RENDERER_CSP,
  type HostEvent,
} from '../src/api';
import { err } from '../src/core/result';
import { createHost } from '../host/host';
import { callTarget } from '../host/call-target';
import { guardProcess, rateLimitedLog } from '../host/guard';
import { createKiosk, type Kiosk } from '../host/kiosk/kiosk';
import { openKioskLog } from '../host/kiosk/log';
import { serveHealth } from '../host/kiosk/health';
import { format, msg } from '../src/i18n/index';

const here = dirname(fileURLToPath(import.meta.url));
/** `out/renderer/`, next to this file's `out/main/`. */
const rendererDir = resolve(here, '../renderer');
/** The sandboxed preload, built as CommonJS (`electron.vite.config.ts`). */
const preloadPath = resolve(here, '../preload/index.cjs');
const kiosk = process.argv.includes('--kiosk') || process.env['PARLOUR_KIOSK'] === '1';

// The log file lives in Electron's logs folder; the Node logger touches no Electron API.
log.transports.file.resolvePathFn = () => join(app.getPath('logs'), 'main.log');
guardProcess((line) => log.error(line));
const refusals = rateLimitedLog((line) => log.warn(line));

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

if (!app.requestSingleInstanceLock()) {
  // Another Parlour owns the board and the journal; hand over to it.
  app.quit();
}

if (kiosk) {
  app.commandLine.appendSwitch('disable-pinch');
  app.commandLine.appendSwitch('overscroll-history-navigation', '0');
}

let mainWindow: BrowserWindow | undefined;
let allowQuit = !kiosk;
/** Times of the renderer's recent crashes (ms): three within a minute relaunch the app. */
let crashes: number[] = [];
let kioskHost: Kiosk | undefined;

/** The value of `--name VALUE` or `--name=VALUE` on the command line. */
function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Serves `app://parlour/<path>` from `out/renderer/`, refusing anything outside it. */
function serveRenderer(request: Request): Promise<Response> | Response {
  const url = new URL(request.url);
  const rel = url.host === APP_HOST ? rendererFileFor(url.pathname) : undefined;
  const file = rel === undefined ? undefined : resolve(rendererDir, rel);
  if (file === undefined || !file.startsWith(rendererDir + sep)) return new Response('not found', { status: 404 });
  return net.fetch(pathToFileURL(file).toString()).then((res) => {
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', RENDERER_CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });
}

/** Every web contents: no navigation away, no new windows, no webviews. */
function harden(contents: WebContents): void {
  contents.on('will-navigate', (e, url) => {
    if (!isTrustedRendererUrl(url)) {
      refusals.line(`refused navigation to ${url}`);
      e.preventDefault();
    }
  });
  contents.on('will-redirect', (e, url) => {
    if (!isTrustedRendererUrl(url)) e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    refusals.line(`refused a new window for ${url}`);
    return { action: 'deny' };
  });
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 600,
    show: false,
    backgroundColor: '#16140f',
    autoHideMenuBar: true,
    kiosk,
    fullscreen: kiosk,
    title: 'Parlour',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !app.isPackaged && !kiosk,
    },
  });
  win.once('ready-to-show', () => win.show());
  if (kiosk) {
    win.webContents.setVisualZoomLevelLimits(1, 1);
    win.on('close', (e) => {
      if (!allowQuit) e.preventDefault();
    });
    win.webContents.on('before-input-event', (e, input) => {
      const k = input.key.toLowerCase();
      const mod = input.control || input.meta;
      if ((mod && ['r', 'w', 'q', '+', '-', '=', '0', 'i'].includes(k)) || ['f5', 'f11', 'f12'].includes(k) || (input.alt && k === 'f4')) {
        e.preventDefault();
      }
    });
    win.webContents.on('context-menu', (e) => e.preventDefault());
  }
  win.webContents.on('render-process-gone', (_e, details) => {
    log.error(`renderer gone: ${details.reason}`);
    kioskHost?.recordCrash('renderer', details.reason);
    const now = Date.now();
    crashes = [...crashes.filter((t) => now - t < 60_000), now];
    if (crashes.length >= 3) {
      allowQuit = true;
      app.relaunch();
      app.exit(1);
    } else {
      // The page starts on the attract screen (renderer/src/kiosk/), within a second or two.
      win.reload();
    }
  });
  win.webContents.on('unresponsive', () => {
    log.error('renderer unresponsive; restarting it');
    win.webContents.forcefullyCrashRenderer();
  });
  void win.loadURL(`${APP_SCHEME}://${APP_HOST}/index.html`);
  return win;
}

async function start(): Promise<void> {
  protocol.handle(APP_SCHEME, serveRenderer);
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_e, contents) => harden(contents));

  const dataDir = join(app.getPath('userData'), 'data');
  if (kiosk) {
    kioskHost = await createKiosk({
      dataDir,
      configFile: resolve(argValue('--kiosk-config') ?? process.env['PARLOUR_KIOSK_CONFIG'] ?? join(app.getPath('userData'), 'kiosk.json')),
      hostOptions: { log: (line) => log.info(line) },
      openLog: (logs) => openKioskLog({ dataDir, maxBytes: logs.maxBytes, keep: logs.keep }),
      shell: {
        kind: 'electron',
        restart: () => {
          allowQuit = true;
          app.relaunch();
          app.quit();
        },
        quit: () => {
          allowQuit = true;
          app.quit();
        },
      },
    });
    const k = kioskHost;
    await serveHealth(k.config.healthPort, () => k.health()).catch((e: unknown) => log.error(`/health cannot listen: ${(e as Error).message}`));
  }
  const host = kioskHost?.host ?? (await createHost({ dataDir, log: (line) => log.info(line) }));
  const target = callTarget(host, undefined, kioskHost?.calls());

  ipcMain.handle(IPC_CALL, async (event, method: unknown, params: unknown) => {
    const frameUrl = event.senderFrame?.url ?? '';
    if (mainWindow === undefined || event.sender !== mainWindow.webContents || !isTrustedRendererUrl(frameUrl)) {
      refusals.line(`refused IPC from ${frameUrl.slice(0, 200) || 'an unknown frame'}`);
      return err({ code: API_ERROR_CODES.forbidden, message: msg('api.foreign-sender') });
    }
    const call = parseCall(method, params);
    if (!call.ok) {
      refusals.line(`refused IPC call: ${call.error.code}: ${format(call.error.message, 'en').slice(0, 200)}`);
      return call;
    }
    return dispatch(target, call.value);
  });

  // Views at most once a frame, the latest (src/api/pace.ts): a burst never reaches the window as a backlog.
  const pacer = paceEvents((event: HostEvent) => {
    if (mainWindow !== undefined && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_EVENT, event);
  });
  (kioskHost ?? host).subscribe((event: HostEvent) => pacer.push(event));

  mainWindow = createWindow();
  mainWindow.on('closed', () => {
    mainWindow = undefined;
  });
  if (kiosk) powerSaveBlocker.start('prevent-display-sleep');

  app.on('second-instance', () => {
    if (mainWindow === undefined) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
  app.on('before-quit', () => {
    allowQuit = true;
  });
  app.on('will-quit', (e) => {
    // Close the board and the journal before leaving (the game stays resumable).
    e.preventDefault();
    app.removeAllListeners('will-quit');
    void (kioskHost?.close() ?? Promise.resolve())
      .then(() => host.close())
      .finally(() => app.quit());
  });
}

app.on('window-all-closed', () => {
  app.quit();
});

app
  .whenReady()
  .then(start)
  .catch((e: unknown) => {
    log.error(`Parlour failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    app.exit(1);
  });
