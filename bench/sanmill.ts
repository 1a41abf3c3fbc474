/**
 * A client of Sanmill's UCI-like engine protocol (`../shared/background/sanmill-uci.md`), for measuring
 * Parlour's Morris player against it (`bench/match.ts`). Sanmill is AGPL: it runs as a separate process
 * given by path; nothing of it is in Parlour.
 *
 * Protocol as measured: `uci` -> `uciok`; `setoption name N value V`; `isready` -> `readyok`;
 * `position startpos moves <every ply since the start>` then `go` -> `... bestmove <move>`. Plies are
 * `d5` (placement), `a1-a4` (step or flight), `xd5` (a removal, its own ply by the same side: after a
 * move that closes a row, `go` again). `MoveTime` is whole seconds (0 = no limit); for shorter times
 * the client sends `go`, waits, then `stop`. `bestmove draw` means it sees a draw at the root.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Every option set explicitly (some advertised defaults are not the real ones); the rules are Parlour's
 * `modern` preset.
 */
export const SANMILL_RULE_OPTIONS: readonly [string, string][] = [
  ['DeveloperMode', 'false'],
  ['Algorithm', '2'],
  ['Shuffling', 'true'],
  ['DrawOnHumanExperience', 'true'],
  ['UsePerfectDatabase', 'false'],
  ['AiIsLazy', 'false'],
  ['PiecesCount', '9'],
  ['flyPieceCount', '3'],
  ['MayFly', 'true'],
  ['PiecesAtLeastCount', '3'],
  ['HasDiagonalLines', 'false'],
  ['MayRemoveFromMillsAlways', 'false'],
  ['MayRemoveMultiple', 'false'],
  ['IsDefenderMoveFirst', 'false'],
  ['MillFormationActionInPlacingPhase', '0'],
  ['StalemateAction', '0'],
  ['BoardFullAction', '0'],
  ['NMoveRule', '100'],
  ['EndgameNMoveRule', '100'],
  ['ThreefoldRepetitionRule', 'true'],
];

/** One running Sanmill process (restarted when it stops answering). */
export class SanmillEngine {
  private child!: ChildProcessWithoutNullStreams;
  private lines: string[] = [];
  private waiter: (() => void) | undefined;
  private exited = false;
  /** Restarts after the engine stopped answering (counted for the report). */
  restarts = 0;

  private constructor(
    private readonly path: string,
    private readonly skillLevel: number,
  ) {}

  private spawnProcess(): void {
    const child = spawn(this.path, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    this.lines = [];
    this.exited = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (this.child !== child) return;
      this.lines.push(line.trim());
      this.waiter?.();
    });
    const gone = (): void => {
      if (this.child !== child) return;
      this.exited = true;
      this.waiter?.();
    };
    child.on('exit', gone);
    child.on('error', gone);
  }

  private async handshake(): Promise<void> {
    this.spawnProcess();
    this.send('uci');
    await this.waitFor((l) => l === 'uciok', 10_000);
    const wholeSeconds = this.moveTimeMs % 1000 === 0;
    this.timedByClient = !wholeSeconds;
    for (const [name, value] of [...SANMILL_RULE_OPTIONS, ['SkillLevel', String(this.skillLevel)], ['MoveTime', wholeSeconds ? String(this.moveTimeMs / 1000) : '0']]) {
      this.send(`setoption name ${name} value ${value}`);
    }
    await this.sync();
  }

  /**
   * Starts the engine at `path` with the `modern` rules, search depth cap `skillLevel` and `moveTimeMs`
   * per ply (whole seconds are passed as `MoveTime`; anything else is timed by this client).
   * @throws Error (rejects) when the engine does not answer `uciok` and `readyok` within 10 s.
   */
  static async start(path: string, skillLevel: number, moveTimeMs: number): Promise<SanmillEngine> {
    const e = new SanmillEngine(path, skillLevel);
    e.moveTimeMs = moveTimeMs;
    await e.handshake();
    return e;
  }

  private moveTimeMs = 1000;
  private timedByClient = false;

  private send(line: string): void {
    if (!this.exited) this.child.stdin.write(line + '\n');
  }

  /** Waits for a line matching `pred`, discarding the lines before it; returns it. */
  private async waitFor(pred: (line: string) => boolean, timeoutMs: number): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.lines.length > 0) {
        const l = this.lines.shift()!;
        if (pred(l)) return l;
      }
      if (this.exited) throw new Error('sanmill exited');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('sanmill did not answer in time');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(t);
          this.waiter = undefined;
          resolve();
        };
      });
    }
  }

  /** `isready` and wait for `readyok` (drops any stray line before it). */
  async sync(): Promise<void> {
    this.send('isready');
    await this.waitFor((l) => l === 'readyok', 10_000);
  }

  /**
   * The engine's ply in the position after `plies` (Sanmill notation, from the start): a placement,
   * a step, a removal, or `draw` when it sees a draw at the root. An engine that stops answering is
   * restarted and asked again (it keeps no state between positions), twice at most.
   */
  async bestPly(plies: readonly string[]): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.ask(plies);
      } catch (e) {
        if (attempt >= 2) throw e;
        this.restarts++;
        this.child.kill('SIGKILL');
        await this.handshake();
      }
    }
  }

  private async ask(plies: readonly string[]): Promise<string> {
    this.send(`position startpos moves ${plies.join(' ')}`.trimEnd());
    this.send('go');
    let stopTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    if (this.timedByClient) {
      stopTimer = setTimeout(() => {
        stopped = true;
        this.send('stop');
      }, this.moveTimeMs);
    }
    try {
      const line = await this.waitFor((l) => /(^|\s)bestmove\s/.test(l), this.moveTimeMs + 30_000);
      return /bestmove\s+(\S+)/.exec(line)![1]!;
    } finally {
      if (stopTimer !== undefined) clearTimeout(stopTimer);
      // A stop that crossed the answer must not leave a line for the next question.
      if (stopped) await this.sync();
    }
  }

  /** Ends the process. */
  async quit(): Promise<void> {
    if (this.exited) return;
    this.send('quit');
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve();
      }, 2000);
      this.child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }
}
