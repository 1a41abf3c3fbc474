/**
 * The kiosk browser of the web host (issue 16: "a crashed renderer is back on the attract screen within
 * 5 s"; kiosk-practice K2): `--browser /usr/bin/chromium` starts Chromium full screen on the kiosk page
 * and keeps it so, as Electron's main process does for its window (`electron/main.ts`,
 * `render-process-gone`):
 * - it talks to Chromium over the DevTools protocol on a pipe (`--remote-debugging-pipe`: file
 *   descriptors 3 and 4, NUL-terminated JSON), so no debugging port is opened to anyone else;
 * - it attaches to every page; a page whose renderer crashed (`Inspector.targetCrashed`) is reloaded;
 * - every 5 s it asks each page to evaluate `1`; a page that has not answered twice running is hung, and
 *   is closed and opened again;
 * - a browser that exits is started again after 1 s (doubling to 10 s while it keeps failing).
 * The host going down takes the browser with it (the pipe closes; under systemd the unit's cgroup is
 * stopped), and the host's supervisor brings both back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** What the supervisor reports: a browser started or exited, a page crashed, reloaded or hung. */
export type BrowserEventKind = 'started' | 'exited' | 'crashed' | 'reloaded' | 'hung';

/** Options of {@link superviseBrowser}. */
export interface BrowserOptions {
  /** The Chromium executable (`/usr/bin/chromium`). */
  readonly executable: string;
  /** The kiosk page. */
  readonly url: string;
  /** Chromium's profile folder (kept between starts; the data folder's `browser/`). */
  readonly profileDir: string;
  /** Extra flags (tests add `--headless`; env `PARLOUR_BROWSER_ARGS`, space-separated, by default). */
  readonly extraArgs?: readonly string[];
  /** Called with every event and a detail (pid, reason). */
  readonly onEvent?: (what: BrowserEventKind, detail: string) => void;
  /** Interval of the liveness check, ms (default 5000). */
  readonly pingMs?: number;
}

/** A running supervisor. */
export interface BrowserSupervisor {
  /** The browser's pid, while one runs. */
  readonly pid: number | undefined;
  /** Stops supervising and ends the browser. */
  stop(): Promise<void>;
}

/** The flags of a kiosk browser: full screen, nothing to click away, no updates, no prompts (electron-conventions §5). */
export const KIOSK_BROWSER_FLAGS = [
  '--kiosk',
  '--no-first-run',
  '--no-default-browser-check',
  '--noerrdialogs',
  '--disable-session-crashed-bubble',
  '--disable-infobars',
  '--disable-translate',
  '--disable-pinch',
  '--overscroll-history-navigation=0',
  '--disable-features=TranslateUI,OverscrollHistoryNavigation',
  '--disable-component-update',
  '--check-for-update-interval=31536000',
  '--disable-background-networking',
  '--disable-sync',
  // no keyring: after an automatic login GNOME's keyring would ask for the login password (docs/kiosk.md)
  '--password-store=basic',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
];

interface Pending {
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: Error) => void;
}

/** One DevTools connection over the pipe of one browser process. */
class Cdp {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private buffer = '';
  private handler: (method: string, params: Record<string, unknown>, sessionId: string | undefined) => void = () => {};

  constructor(
    private readonly out: Writable,
    input: Readable,
  ) {
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        this.receive(text);
      }
    });
    input.on('error', () => this.failAll());
    input.on('close', () => this.failAll());
    out.on('error', () => this.failAll());
  }

  on(handler: (method: string, params: Record<string, unknown>, sessionId: string | undefined) => void): void {
    this.handler = handler;
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.out.write(`${JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) })}\0`);
    });
  }

  private receive(text: string): void {
    let m: { id?: number; method?: string; params?: Record<string, unknown>; result?: unknown; error?: { message?: string }; sessionId?: string };
    try {
      m = JSON.parse(text);
    } catch {
      return;
    }
    if (m.id !== undefined) {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error.message ?? 'DevTools error'));
      else p?.resolve(m.result);
    } else if (m.method !== undefined) {
      this.handler(m.method, m.params ?? {}, m.sessionId);
    }
  }

  private failAll(): void {
    for (const p of this.pending.values()) p.reject(new Error('the browser closed its pipe'));
    this.pending.clear();
  }
}

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e as Error)),
    );
  });
}

/** Starts and supervises the kiosk browser (see the module docs). */
export function superviseBrowser(o: BrowserOptions): BrowserSupervisor {
  const report = o.onEvent ?? (() => {});
  const extra = o.extraArgs ?? (process.env['PARLOUR_BROWSER_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  let child: ChildProcess | undefined;
  let stopped = false;
  let backoff = 1000;
  let ping: NodeJS.Timeout | undefined;
  let respawn: NodeJS.Timeout | undefined;

  const launch = () => {
    if (stopped) return;
    const args = [...KIOSK_BROWSER_FLAGS, ...extra, '--remote-debugging-pipe', `--user-data-dir=${o.profileDir}`, o.url];
    const proc = spawn(o.executable, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    child = proc;
    const startedAt = Date.now();
    proc.once('error', (e) => report('exited', `cannot start ${o.executable}: ${e.message}`));
    proc.once('exit', (code, signal) => {
      if (ping !== undefined) clearInterval(ping);
      child = undefined;
      if (stopped) return;
      report('exited', `pid ${proc.pid ?? '?'}, ${signal ?? `status ${code}`}`);
      // 1 s after a browser that ran a while; while browsers keep dying within 30 s, twice as long each time.
      const delay = Date.now() - startedAt > 30_000 ? 1000 : backoff;
      backoff = Math.min(10_000, delay * 2);
      respawn = setTimeout(launch, delay);
    });
    if (proc.pid === undefined) return;
    report('started', `pid ${proc.pid}`);
    const cdp = new Cdp(proc.stdio[3] as Writable, proc.stdio[4] as Readable);
    const pages = new Map<string, { targetId: string; misses: number }>();
    const reopen = async (targetId: string) => {
      await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined);
      await cdp.send('Target.createTarget', { url: o.url }).catch(() => undefined);
    };
    cdp.on((method, params, sessionId) => {
      if (method === 'Target.attachedToTarget') {
        const info = params['targetInfo'] as { type?: string; targetId?: string } | undefined;
        const sid = params['sessionId'] as string | undefined;
        if (info?.type !== 'page' || sid === undefined || info.targetId === undefined) return;
        pages.set(sid, { targetId: info.targetId, misses: 0 });
        void cdp.send('Inspector.enable', {}, sid).catch(() => undefined);
        void cdp.send('Runtime.runIfWaitingForDebugger', {}, sid).catch(() => undefined);
      } else if (method === 'Target.detachedFromTarget') {
        pages.delete(params['sessionId'] as string);
      } else if (method === 'Inspector.targetCrashed' && sessionId !== undefined) {
        report('crashed', `page renderer gone (pid ${proc.pid})`);
        void cdp.send('Page.reload', { ignoreCache: true }, sessionId).then(
          () => report('reloaded', o.url),
          () => void reopen(pages.get(sessionId)?.targetId ?? ''),
        );
      }
    });
    void cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }).catch(() => undefined);
    void cdp.send('Target.setDiscoverTargets', { discover: true }).catch(() => undefined);
    ping = setInterval(() => {
      for (const [sid, page] of pages) {
        within(cdp.send('Runtime.evaluate', { expression: '1' }, sid), o.pingMs ?? 5000).then(
          () => (page.misses = 0),
          () => {
            page.misses++;
            if (page.misses === 2) {
              report('hung', `page ${page.targetId} did not answer twice`);
              pages.delete(sid);
              void reopen(page.targetId);
            }
          },
        );
      }
    }, o.pingMs ?? 5000);
  };

  launch();
  return {
    get pid() {
      return child?.pid;
    },
    async stop() {
      stopped = true;
      if (respawn !== undefined) clearTimeout(respawn);
      if (ping !== undefined) clearInterval(ping);
      const c = child;
      if (c === undefined || c.exitCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(t);
    },
  };
}
