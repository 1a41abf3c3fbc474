/**
 * What the end-to-end tests and `bench/app.ts` share: the built web host started as its own process
 * (`node dist/web/server.js`, exactly what `npm run web` runs after building), Debian's Chromium driven
 * by playwright-core, and a virtual board on a real socat pseudo-terminal whose host end is a stable
 * symlink (so the "cable" can be pulled and put back at the same path).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { createVirtualBoard, type VirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { attachBoardToPath, createPtyPair, type AttachedBoard, type PtyPair } from '../../../firmware-protocol/virtual-board/pty';
import { format } from '../../../src/i18n/index';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../../..');
/** Where screenshots and other artefacts go (gitignored). */
export const ARTIFACTS = join(ROOT, 'test-artifacts');

/** Chromium flags that work on this machine (`../shared/background/electron-conventions.md` §2). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
];

/** A running web host process. */
export interface WebHostProcess {
  readonly url: string;
  readonly process: ChildProcess;
  /** Its data folder (journal, records). */
  readonly dataDir: string;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Sends SIGTERM and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts `node dist/web/server.js` on a free port (or `port`) with a fresh data folder (or `dataDir`),
 * and `args` after the usual ones (`--kiosk --kiosk-config FILE`).
 * @throws when the build is missing or the host does not print its URL within 20 s.
 */
export async function startWebHostProcess(options: { dataDir?: string; env?: NodeJS.ProcessEnv; args?: readonly string[]; port?: number } = {}): Promise<WebHostProcess> {
  const server = join(ROOT, 'dist/web/server.js');
  if (!existsSync(server) || !existsSync(join(ROOT, 'out/renderer/index.html'))) {
    throw new Error('the app is not built: run `npm run build` first (npm test does)');
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'parlour-e2e-'));
  const child = spawn(process.execPath, [server, '--port', String(options.port ?? 0), '--data', dataDir, ...(options.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (err += c));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = await new Promise<string>((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`web host did not start in 20 s: ${err}`)), 20_000);
    child.stdout!.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      const m = /Parlour is at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res(m[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`web host exited (${code}) before listening: ${err}`));
    });
  });
  return {
    url,
    process: child,
    dataDir,
    stderr: () => err,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Launches Debian's Chromium headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/**
 * Opens the app in a new page of `viewport` size and collects console errors and CSP violations.
 * @param locale the browser's locale (`navigator.languages`, from which the app takes its language until
 *   one is chosen): English by default whatever the machine's own locale, so that tests read English.
 * @returns the page and the list of problems seen so far (tests assert it stays empty).
 */
export async function openApp(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 800 },
  locale = 'en-GB',
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport, locale });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url);
  return { page, problems };
}

/** A virtual Morris board (the `morris-archery` profile, reed sensors) on a socat pty with a stable host path. */
export interface PtyMorrisBoard {
  readonly board: VirtualBoard;
  /** The host end: a symlink that survives the cable being pulled and put back. */
  readonly hostPath: string;
  /** Pulls the cable: socat is killed, both ends vanish. */
  unplug(): Promise<void>;
  /** Puts it back: a new socat pair at the same host path, the same board (men and all) attached. */
  plugIn(): Promise<void>;
  /** Stops everything. */
  stop(): Promise<void>;
}

/**
 * Starts a virtual board on a pty pair.
 * @param boardId the HELLO board id (the host recognises the board by it after a reconnect).
 * @param onLine called with every line the board writes, before it is written (for latency probes).
 */
export async function startMorrisBoard(boardId = 'PARLOUR-E2E-1', onLine?: (line: string) => void): Promise<PtyMorrisBoard> {
  const profile = loadProfile('morris-archery');
  if (!profile.ok) throw new Error(profile.error.message);
  const board = createVirtualBoard({ profile: profile.value, sensorKind: 'reed', boardId });
  const dir = mkdtempSync(join(tmpdir(), 'parlour-pty-'));
  mkdirSync(dir, { recursive: true });
  const hostPath = join(dir, 'ttyPARLOUR');
  let pair: PtyPair | undefined;
  let attached: AttachedBoard | undefined;
  const plugIn = async () => {
    const p = await createPtyPair({ hostLink: hostPath, boardLink: join(dir, 'ttyBOARD') });
    if (!p.ok) throw new Error(format(p.error.message, 'en'));
    pair = p.value;
    const a = onLine === undefined ? await attachBoardToPath(board, pair.boardPath) : await attachWithProbe(board, pair.boardPath, onLine);
    if (!a.ok) throw new Error(format(a.error.message, 'en'));
    attached = a.value;
  };
  const unplug = async () => {
    await attached?.detach();
    await pair?.stop();
    attached = undefined;
    pair = undefined;
  };
  await plugIn();
  return {
    board,
    hostPath,
    unplug,
    plugIn,
    async stop() {
      await unplug();
      board.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function attachWithProbe(board: VirtualBoard, path: string, onLine: (line: string) => void) {
  const { openSerialLink } = await import('../../../firmware-protocol/serial/serial-link');
  const opened = await openSerialLink(path);
  if (!opened.ok) return opened;
  const link = opened.value;
  const port = board.attach((line) => {
    onLine(line);
    link.write(line);
  });
  link.onLine((line) => port.receive(line));
  const closed = new Promise<undefined>((r) => link.onClose(() => r(undefined)));
  return {
    ok: true as const,
    value: {
      closed,
      detach: async () => {
        port.detach();
        await link.close();
      },
    } satisfies AttachedBoard,
  };
}

/** Makes the artefact folder and returns the path of `name` in it. */
export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}
