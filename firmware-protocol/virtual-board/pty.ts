/**
 * The virtual board on a real serial device (Node only): a socat pseudo-terminal pair, the board
 * holding one end through serialport, the host (or a person with a terminal) opening the other.
 * `socat -d -d pty,raw,echo=0 pty,raw,echo=0` as in `../shared/background/electron-stack.md` §5.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { err, ok, type Result } from '../../src/core/result';
import type { LinkError } from '../../src/board/types';
import { openSerialLink } from '../serial/serial-link';
import type { VirtualBoard } from './virtual-board';
import { msg } from '../../src/i18n/index';

/** A running socat pair. */
export interface PtyPair {
  /** The end the board holds (a /dev/pts path, or `boardLink`). */
  readonly boardPath: string;
  /** The end for the host (a /dev/pts path, or `hostLink`). */
  readonly hostPath: string;
  /** socat's process id. */
  readonly pid: number;
  /** Resolves when socat exits (killed, or both ends closed). */
  readonly exited: Promise<void>;
  /** Kills socat and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * socat processes this process started and has not seen exit. They are killed when this process
 * exits (normally, by `process.exit`, or on an uncaught error), so no socat outlives its owner.
 */
const liveSocats = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess): void {
  liveSocats.add(child);
  child.once('exit', () => liveSocats.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers run synchronously: kill(2) is, so each socat gets its SIGTERM before we are gone.
  process.once('exit', () => {
    for (const c of liveSocats) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  });
}

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => process.platform === 'linux' && existsSync(p));

/**
 * The command that runs socat: through util-linux `setpriv --pdeathsig TERM` where it exists (Linux),
 * so the kernel sends socat SIGTERM when the process (thread) that started it dies, even by SIGKILL;
 * plain socat elsewhere. `setpriv` execs socat, so the child's pid is socat's.
 */
function socatCommand(args: readonly string[]): { file: string; args: string[] } {
  return SETPRIV === undefined ? { file: 'socat', args: [...args] } : { file: SETPRIV, args: ['--pdeathsig', 'TERM', '--', 'socat', ...args] };
}

/** socat processes started by this process that are still running (for tests of the teardown). */
export function liveSocatPids(): number[] {
  return [...liveSocats].filter((c) => c.exitCode === null && c.signalCode === null && c.pid !== undefined).map((c) => c.pid!);
}

/** Options of {@link createPtyPair}: stable symlink names for the two ends (socat `link=`). */
export interface PtyPairOptions {
  readonly hostLink?: string;
  readonly boardLink?: string;
  /** Give up when socat has not reported both ptys after this long (default 5000 ms). */
  readonly timeoutMs?: number;
}

/**
 * Starts socat with two linked pseudo-terminals (raw, no echo).
 * @returns the pair, or `virtual/no-socat` (socat not installed) / `virtual/socat-failed`.
 */
export function createPtyPair(options: PtyPairOptions = {}): Promise<Result<PtyPair, LinkError>> {
  const end = (link: string | undefined): string => `pty,raw,echo=0${link === undefined ? '' : `,link=${link}`}`;
  return new Promise((resolvePair) => {
    let child: ChildProcess;
    try {
      const cmd = socatCommand(['-d', '-d', end(options.boardLink), end(options.hostLink)]);
      child = spawn(cmd.file, cmd.args, { stdio: ['ignore', 'ignore', 'pipe'] });
      track(child);
    } catch (e) {
      resolvePair(err({ code: 'virtual/socat-failed', message: msg('virtual.socat-failed', { why: (e as Error).message }) }));
      return;
    }
    const ptys: string[] = [];
    let settled = false;
    let stderr = '';
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    const settle = (r: Result<PtyPair, LinkError>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolvePair(r);
    };
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      settle(err({ code: 'virtual/socat-failed', message: msg('virtual.socat-failed', { why: `no ptys in time: ${stderr.trim()}` }) }));
    }, options.timeoutMs ?? 5000);
    child.once('error', (e: NodeJS.ErrnoException) => {
      settle(
        err(
          e.code === 'ENOENT'
            ? { code: 'virtual/no-socat', message: msg('virtual.no-socat') }
            : { code: 'virtual/socat-failed', message: msg('virtual.socat-failed', { why: e.message }) },
        ),
      );
    });
    child.once('exit', (code) =>
      settle(
        err(
          // setpriv reports a missing socat as exit status 127 ("failed to execute socat")
          code === 127 && SETPRIV !== undefined
            ? { code: 'virtual/no-socat', message: msg('virtual.no-socat') }
            : { code: 'virtual/socat-failed', message: msg('virtual.socat-failed', { why: `exit status ${code}: ${stderr.trim()}` }) },
        ),
      ),
    );
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (settled) return;
      stderr += chunk;
      for (const m of chunk.matchAll(/PTY is (\S+)/g)) ptys.push(m[1]!);
      if (ptys.length >= 2 && child.pid !== undefined) {
        const pid = child.pid;
        // socat reports the ptys before it makes the symlinks: wait for them to exist.
        const links = [options.boardLink, options.hostLink].filter((l): l is string => l !== undefined);
        const waitLinks = (): void => {
          if (settled) return;
          if (!links.every((l) => existsSync(l))) return void setTimeout(waitLinks, 5);
          settle(
          ok({
            boardPath: options.boardLink ?? ptys[0]!,
            hostPath: options.hostLink ?? ptys[1]!,
            pid,
            exited,
            stop: async () => {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited;
            },
          }),
          );
        };
        waitLinks();
      }
    });
  });
}

/** A virtual board attached to a serial device path. */
export interface AttachedBoard {
  /** Resolves when the device closes under the board (socat killed, write failed), with the reason. */
  readonly closed: Promise<LinkError | undefined>;
  /** Detaches the board and closes the device. */
  detach(): Promise<void>;
}

/**
 * Opens `path` (the board end of a pty pair) with serialport and connects `board` to it: every
 * board line goes out with `\n`, every host line goes into the board.
 * @returns the attachment, or the open error.
 */
export async function attachBoardToPath(board: VirtualBoard, path: string): Promise<Result<AttachedBoard, LinkError>> {
  const opened = await openSerialLink(path);
  if (!opened.ok) return opened;
  const link = opened.value;
  const port = board.attach((line) => link.write(line));
  link.onLine((line) => port.receive(line));
  const closed = new Promise<LinkError | undefined>((r) =>
    link.onClose((e) => {
      port.detach();
      r(e);
    }),
  );
  return ok({
    closed,
    detach: async () => {
      port.detach();
      await link.close();
    },
  });
}

/** A virtual board running on its own pty pair (what `parlour simulate` runs). */
export interface PtyBoard {
  readonly pair: PtyPair;
  readonly attached: AttachedBoard;
  /** Detaches the board and stops socat. */
  stop(): Promise<void>;
}

/**
 * Creates a pty pair (the host end at `hostLink` when given) and attaches `board` to its board end.
 * @returns the running board, or why socat or the port failed.
 */
export async function startPtyBoard(board: VirtualBoard, options: PtyPairOptions = {}): Promise<Result<PtyBoard, LinkError>> {
  const pair = await createPtyPair(options);
  if (!pair.ok) return pair;
  const attached = await attachBoardToPath(board, pair.value.boardPath);
  if (!attached.ok) {
    await pair.value.stop();
    return attached;
  }
  return ok({
    pair: pair.value,
    attached: attached.value,
    stop: async () => {
      await attached.value.detach();
      await pair.value.stop();
    },
  });
}
