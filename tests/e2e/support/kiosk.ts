/**
 * What the kiosk's end-to-end tests and `bench/kiosk.ts` share: a web host started as a museum kiosk
 * (`--kiosk --kiosk-config FILE`, short configured times), its `/health`, a cheap staff PIN, the page's
 * kiosk state read from the DOM, the renderer processes of a browser the kiosk host started, and a
 * supervisor that restarts a process the way `deploy/parlour-kiosk.service` says systemd does.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hashPin } from '../../../host/kiosk/pin';
import { ROOT, startWebHostProcess, type WebHostProcess } from './harness';

/** The staff PIN of the tests, and its hash at a cost the tests can afford (ln=10). */
export const TEST_PIN = '2468';
export const testPinHash = (): Promise<string> => hashPin(TEST_PIN, { ln: 10, r: 8, p: 1 });

/** A kiosk host: the web host process, its data folder and configuration file. */
export interface KioskHost {
  readonly web: WebHostProcess;
  readonly dataDir: string;
  readonly configFile: string;
}

/** Writes `config` (an object, or a file's text) into a fresh data folder's `kiosk.json`. */
export function writeKioskConfig(config: unknown, dataDir = mkdtempSync(join(tmpdir(), 'parlour-kiosk-'))): { dataDir: string; configFile: string } {
  const configFile = join(dataDir, 'kiosk.json');
  writeFileSync(configFile, typeof config === 'string' ? config : JSON.stringify(config, null, 2));
  return { dataDir, configFile };
}

/** Starts `node dist/web/server.js --kiosk` on `config` (see {@link writeKioskConfig}). */
export async function startKioskHost(config: unknown, options: { dataDir?: string; env?: NodeJS.ProcessEnv; args?: readonly string[] } = {}): Promise<KioskHost> {
  const { dataDir, configFile } = writeKioskConfig(config, options.dataDir);
  const web = await startWebHostProcess({ dataDir, args: ['--kiosk', '--kiosk-config', configFile, ...(options.args ?? [])], ...(options.env ? { env: options.env } : {}) });
  return { web, dataDir, configFile };
}

/** The kiosk's `/health` report at `url` (the web host's page URL). */
export async function health(url: string): Promise<Record<string, unknown> & { renderer: { starts: number }; screen: string | null; lastCrash: { kind: string } | null; uptimeSeconds: number; browser?: { pid: number | null } | null; memory: { heapUsedMb: number; rssMb: number } }> {
  const res = await fetch(new URL('/health', url));
  if (!res.ok) throw new Error(`/health answered ${res.status}`);
  return (await res.json()) as never;
}

/** Polls `fn` every 50 ms until it gives something other than `undefined` (or throws after `ms`). */
export async function until<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The kiosk page shown (`data-page` of the kiosk's root), or `undefined` before the kiosk is up. */
export async function kioskPage(page: Page): Promise<string | undefined> {
  return (await page.getAttribute('[data-testid=kiosk]', 'data-page', { timeout: 2000 }).catch(() => null)) ?? undefined;
}

/** Five taps on the staff corner, within the gesture's 3 s. */
export async function staffGesture(page: Page): Promise<void> {
  for (let i = 0; i < 5; i++) await page.mouse.click(12, 12);
}

/**
 * Opens staff mode as staff do: the corner gesture ({@link staffGesture}), then {@link TEST_PIN} on the PIN
 * pad and OK (the host must have been started with {@link testPinHash}). Resolves once OK is pressed; the
 * caller waits for the page it expects (the staff screen, or a refusal).
 */
export async function enterStaff(page: Page): Promise<void> {
  await staffGesture(page);
  await page.waitForSelector('[data-testid="pin-pad"]');
  for (const d of TEST_PIN) await page.click(`[data-testid="pin-${d}"]`);
  await page.click('[data-testid="pin-ok"]');
}

/** A free TCP port on 127.0.0.1 (for a host that must come back on the same address). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The page renderers of the browser `browserPid`: its descendant processes with `--type=renderer`, less
 * the ones that draw no page (`--extension-process`, the browser's own `--top-chrome-webui`). Only this
 * browser's processes: the machine runs other people's browsers too.
 */
export function pageRenderers(browserPid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const tree = new Set<number>([browserPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (tree.has(r.ppid) && !tree.has(r.pid)) {
        tree.add(r.pid);
        grew = true;
      }
    }
  }
  return rows.filter((r) => r.pid !== browserPid && tree.has(r.pid) && r.args.includes('--type=renderer') && !/--extension-process|--top-chrome-webui/.test(r.args)).map((r) => r.pid);
}

/** The restart policy of a systemd unit file: `Restart=`, `RestartSec=` (s), `RestartPreventExitStatus=`. */
export interface RestartPolicy {
  readonly restart: string;
  readonly restartSec: number;
  readonly preventExitStatus: readonly number[];
}

/** Reads the restart policy of `deploy/<unit>`. */
export function restartPolicy(unit = 'parlour-kiosk.service'): RestartPolicy {
  const text = readFileSync(join(ROOT, 'deploy', unit), 'utf8');
  const get = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1]?.trim();
  return {
    restart: get('Restart') ?? 'no',
    restartSec: Number(get('RestartSec') ?? '0.1'),
    preventExitStatus: (get('RestartPreventExitStatus') ?? '').split(/\s+/).filter(Boolean).map(Number),
  };
}

/** A supervised process: the one running now, how often it was started, and the stop. */
export interface Supervised {
  current(): ChildProcess | undefined;
  readonly starts: number;
  /** Stops supervising and ends the process (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/**
 * Runs `argv` under the restart policy of `deploy/parlour-kiosk.service`, as systemd would (the test
 * machine has no systemd to run the unit itself): `Restart=always` starts the process again `RestartSec`
 * after it exits, unless it exits with a status of `RestartPreventExitStatus`.
 */
export function supervise(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, onStart?: (child: ChildProcess) => void): Supervised {
  const policy = restartPolicy();
  let child: ChildProcess | undefined;
  let stopped = false;
  let starts = 0;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    if (stopped) return;
    starts++;
    const c = spawn(argv[0]!, argv.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = c;
    c.stdout!.resume();
    c.stderr!.resume();
    onStart?.(c);
    c.once('exit', (code) => {
      if (child === c) child = undefined;
      if (stopped || policy.restart !== 'always' || (code !== null && policy.preventExitStatus.includes(code))) return;
      timer = setTimeout(start, policy.restartSec * 1000);
    });
  };
  start();
  return {
    current: () => child,
    get starts() {
      return starts;
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      const c = child;
      if (c === undefined || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}
