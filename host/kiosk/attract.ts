/**
 * The attract loop (issue 16: "when nobody plays, the screen plays real games, computer against computer,
 * with one caption line explaining what just happened, cycling through the games the museum chose";
 * kiosk-practice K5: "loop ≤ 60 s per game").
 *
 * Each demonstration is a real session (`src/session/`) with the computer in both seats at the
 * configured level, on no board, writing no journal: the same rules, computer players and teetotum as a
 * visitor's game. After every ply the loop sends a frame (the session's view, the ply's caption from
 * `src/kiosk/captions.ts`); a game ends when it is over (its result shown for `resultMs`, a draw with
 * its reason) or after `secondsPerGame`, the loop's own limit and not the rules': then the game stops
 * unfinished, and the frame says so (`kiosk.caption.time-up`, never "drawn"), shown for the last
 * `resultMs` (at most a quarter) of `secondsPerGame`; then the next game of the order begins. `pause()`
 * stops the computer while a visitor plays (the host's CPU is theirs) and `resume()` starts a fresh
 * demonstration.
 */
import type { GameId } from '../../src/core/game';
import { findGame } from '../../src/games/index';
import type { PlayerFactory } from '../../src/ai/computers';
import type { LevelName } from '../../src/ai/levels';
import { Session, type Scheduler, type SessionCoreView } from '../../src/session/session';
import { captionOf, resultCaption } from '../../src/kiosk/captions';
import type { AttractFrame } from '../../src/api/kiosk';
import type { SessionView } from '../types';
import { format, msg } from '../../src/i18n/index';

/** Options of {@link AttractLoop}. */
export interface AttractOptions {
  /** The games in order (each offered by the kiosk). */
  readonly order: readonly GameId[];
  /** The rule options of each game (the offered game's). */
  readonly options: (game: GameId) => Readonly<Record<string, unknown>>;
  /** Pause before each ply, ms (the session's computer delay; 0..10000). */
  readonly plyMs: number;
  /** Longest showing of one game, ms. */
  readonly gameMs: number;
  /** How long a finished game's result stays on screen, ms (default 5000). */
  readonly resultMs?: number;
  /** The computer's level on both sides. */
  readonly level: LevelName;
  readonly scheduler: Scheduler;
  /** The computer players (the host's search worker, `Host.playerFactory`); default the session's own. */
  readonly players?: PlayerFactory;
  /** Called with every frame. */
  readonly onFrame: (frame: AttractFrame) => void;
  /** Called when a demonstration cannot start or its computer fails (for the log); the loop goes on with the next game. */
  readonly onProblem?: (game: GameId, message: string) => void;
  /** First seed (each demonstration takes the next). */
  readonly seed?: number;
}

/** A journal that keeps nothing: demonstrations are not visitors' games. */
const NO_JOURNAL = { append: () => Promise.resolve() };
/** The board of a demonstration: none. */
const NO_BOARD = { present: false, sensing: { kind: 'reed' as const }, describe: {} };

/** The view of a demonstration: the session's, on no board. */
function demoView(core: SessionCoreView): SessionView {
  const { inSync: _inSync, ...rest } = core;
  return { ...rest, options: rest.options as SessionView['options'], board: { kind: 'none', state: 'none' } };
}

/** The attract loop (see the module docs). */
export class AttractLoop {
  private session: Session | undefined;
  private unsubscribe: (() => void) | undefined;
  private timer: (() => void) | undefined;
  private index = -1;
  private seq = 0;
  private seed: number;
  private running = false;
  private last: AttractFrame | null = null;
  private before: unknown;
  private caption: AttractFrame['caption'] = null;

  constructor(private readonly o: AttractOptions) {
    this.seed = o.seed ?? 1;
  }

  /** The last frame sent, or `null` before the first. */
  get frame(): AttractFrame | null {
    return this.last;
  }

  /** `true` while demonstrations run. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Starts (or restarts) the loop with the next game of the order. */
  resume(): void {
    this.running = true;
    void this.next();
  }

  /** Stops the demonstration in progress (its computer stops thinking). */
  pause(): void {
    this.running = false;
    this.stopGame();
  }

  private stopGame(): void {
    this.timer?.();
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.session?.close();
    this.session = undefined;
  }

  private async next(): Promise<void> {
    this.stopGame();
    if (!this.running || this.o.order.length === 0) return;
    this.index = (this.index + 1) % this.o.order.length;
    const id = this.o.order[this.index]!;
    const game = findGame(id);
    if (game === undefined) return;
    const seed = this.seed++;
    const started = await Session.start(
      {
        id: `attract-${id}-${seed}`,
        game,
        options: this.o.options(id),
        players: ['computer', 'computer'],
        seed,
        levels: [this.o.level, this.o.level],
        settings: { computerDelayMs: Math.min(10_000, Math.max(0, Math.round(this.o.plyMs))) },
        board: NO_BOARD,
      },
      { scheduler: this.o.scheduler, journal: NO_JOURNAL, ...(this.o.players === undefined ? {} : { players: this.o.players }) },
    );
    if (!started.ok) {
      this.o.onProblem?.(id, format(started.error.message, 'en'));
      this.timer = this.o.scheduler.setTimer(this.o.plyMs, () => void this.next());
      return;
    }
    if (!this.running) {
      started.value.close();
      return;
    }
    const session = started.value;
    this.session = session;
    this.before = session.position;
    this.caption = null;
    this.unsubscribe = session.subscribe((e) => {
      if (this.session !== session) return;
      if (e.type === 'committed') {
        const ply = session.moves[e.ply - 1];
        if (ply !== undefined) this.caption = captionOf(game, this.before, ply.move, session.position);
        this.before = session.position;
      } else if (e.type === 'changed') {
        this.send(session);
      } else if (e.type === 'finished') {
        this.send(session);
        this.timer?.();
        this.timer = this.o.scheduler.setTimer(this.o.resultMs ?? 5000, () => void this.next());
      } else if (e.type === 'notice' && e.level === 'error') {
        this.o.onProblem?.(id, format(e.message, 'en'));
        this.timer?.();
        this.timer = this.o.scheduler.setTimer(this.o.plyMs, () => void this.next());
      }
    });
    this.timer = this.o.scheduler.setTimer(this.o.gameMs - this.noteMs, () => this.timeUp(session));
    this.send(session);
  }

  /** The loop's time for a game is up while it goes on: it stops unfinished, and the frame says so. */
  private timeUp(session: Session): void {
    if (this.session !== session) return;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.send(session, msg('kiosk.caption.time-up'));
    session.close();
    this.session = undefined;
    this.timer = this.o.scheduler.setTimer(this.noteMs, () => void this.next());
  }

  /** How long the note of a game stopped unfinished shows: within the game's `gameMs`, at most a quarter of it. */
  private get noteMs(): number {
    return Math.min(this.o.resultMs ?? 5000, this.o.gameMs / 4);
  }

  private send(session: Session, stopped?: AttractFrame['result']): void {
    const view = demoView(session.view());
    const result = stopped ?? resultCaption(session.game, session.status());
    const frame: AttractFrame = { game: session.game.id, view, caption: this.caption, result: result ?? null, seq: this.seq++ };
    this.last = frame;
    this.o.onFrame(frame);
  }
}
