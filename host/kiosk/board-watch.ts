/**
 * The sensor board between visitors (issue 16, "The physical board between visitors: after a reset, the
 * board's lights and the screen guide the next visitor (or staff) to set up the start position, or offer
 * to continue from how the men stand. A man missing from the board (pocketed) is named on the staff
 * screen and in the log").
 *
 * While no visitor game holds the board, the watch keeps it open (`host/board.ts` `openBoard`) and
 * compares every snapshot with two positions of the board's game: the start position (with the offered
 * options) and, after a reset, the position the discarded game left ("leftover"). It reports:
 * - `ready`: the board shows the start position;
 * - `cells`/`toFix`: the set-up steps from the reading to the start (`src/inference/guidance.ts`), also
 *   lit on the board's LEDs (the colours of a game's set-up guidance);
 * - `canContinue`: the men stand as the leftover position has them;
 * - `missing`: the men fewer on the board than the position it should show (the leftover, else the
 *   start) whose cells are empty; reported only when the board holds fewer men than that position,
 *   so a man merely moved is not called missing (reed sensors cannot tell men apart).
 * Every change of the reading counts as activity (a visitor touching the men wakes the kiosk).
 */
import type { AnyGame, GameId, PlayerIndex } from '../../src/core/game';
import { startOf } from '../../src/core/start';
import { findGame } from '../../src/games/index';
import { correctionSteps, guidanceCells } from '../../src/inference/guidance';
import { diffReading, readingMatches, readingsEqual, type BoardReading } from '../../src/inference/reading';
import type { SessionCoreView } from '../../src/session/session';
import type { KioskBoardConfig } from '../../src/kiosk/config';
import type { BoardWatch as BoardWatchView } from '../../src/api/kiosk';
import { openBoard, type BoardRuntime } from '../board';
import { format } from '../../src/i18n/index';

/** The position a discarded game left on the board, to continue from. */
export interface Leftover {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly players: readonly ('board' | 'screen' | 'computer')[];
  /** The position in the game's notation. */
  readonly position: string;
}

/** Options of {@link BoardWatch}. */
export interface BoardWatchOptions {
  readonly board: Exclude<KioskBoardConfig, { kind: 'none' }>;
  /** The offered game's rule options. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Called whenever the view changes. */
  readonly onView: (view: BoardWatchView) => void;
  /** Called when the reading changes (a person handled the men). */
  readonly onActivity: () => void;
  /** Called with the board's raw sensors after every snapshot (the staff's self-test). */
  readonly onSensors?: (sensors: readonly string[]) => void;
  /** Notices of the board connection (disconnected, reconnected, errors). */
  readonly onNotice?: (level: 'info' | 'warning' | 'error', code: string, message: string) => void;
}

/** The board between visitors (see the module docs). */
export class BoardWatch {
  private runtime: BoardRuntime | undefined;
  private readonly game: AnyGame;
  private readonly start: unknown;
  private leftover: { value: Leftover; position: unknown } | undefined;
  private reading: BoardReading | undefined;
  private last: BoardWatchView | undefined;

  constructor(private readonly o: BoardWatchOptions) {
    this.game = findGame(o.board.game)!;
    const begun = startOf(this.game, o.options, 2);
    this.start = begun.ok ? begun.value.position : undefined;
  }

  /** The open board, while the watch runs (the staff's self-test reads its connection). */
  get board(): BoardRuntime | undefined {
    return this.runtime;
  }

  /** The last view, or `undefined` before the first snapshot. */
  get view(): BoardWatchView | undefined {
    return this.last;
  }

  /** The position to continue from, if the board shows it. */
  get continuable(): Leftover | undefined {
    return this.last?.canContinue === true ? this.leftover?.value : undefined;
  }

  /**
   * Opens the board and starts watching.
   * @param leftover the discarded game's position on this board, if any.
   * @returns `false` when the board cannot be opened (its profile); the caller logs it.
   */
  open(leftover: Leftover | undefined): { ok: true } | { ok: false; message: string } {
    if (this.runtime !== undefined) return { ok: true };
    this.leftover = undefined;
    if (leftover !== undefined && leftover.game === this.game.id) {
      const parsed = startOf(this.game, leftover.options, leftover.players.length, leftover.position);
      if (parsed.ok) this.leftover = { value: leftover, position: parsed.value.position };
    }
    const physical = this.game.physical!;
    const shown = this.leftover?.position ?? this.start;
    const contents = shown === undefined ? {} : physical.contents(shown);
    const opened = openBoard({
      game: this.game.id,
      choice: this.o.board.kind === 'virtual' ? { kind: 'virtual', ...(this.o.board.profile ? { profile: this.o.board.profile } : {}) } : { kind: 'serial', path: this.o.board.path, ...(this.o.board.profile ? { profile: this.o.board.profile } : {}) },
      // The virtual board stands in for the real one: its men stay where the last game left them.
      virtualInitial: Object.keys(contents).filter((c) => (contents[c]?.length ?? 0) > 0),
      listener: {
        reading: (r) => this.onReading(r),
        button: () => this.o.onActivity(),
        // Between visitors there is no game to take back: the next snapshot is compared as any other.
        reconnected: () => this.publish(),
        changed: () => this.publish(),
        notice: (level, code, message) => this.o.onNotice?.(level, code, format(message, 'en')),
      },
    });
    if (!opened.ok) return { ok: false, message: format(opened.error.message, 'en') };
    this.runtime = opened.value;
    return { ok: true };
  }

  /** Closes the board (before a visitor's game opens it). */
  async close(): Promise<void> {
    const r = this.runtime;
    this.runtime = undefined;
    this.reading = undefined;
    await r?.stop();
  }

  private onReading(r: BoardReading): void {
    const changed = this.reading !== undefined && !readingsEqual(this.reading, r);
    this.reading = r;
    this.publish();
    const sensors = this.runtime?.connection.snapshot?.sensors;
    if (sensors !== undefined) this.o.onSensors?.(sensors);
    if (changed) this.o.onActivity();
  }

  private publish(): void {
    const runtime = this.runtime;
    if (runtime === undefined) return;
    const board = runtime.view(false);
    const physical = this.game.physical!;
    const sensing = runtime.sensing(0);
    const reading = this.reading;
    const start = this.start === undefined ? {} : physical.contents(this.start);
    const steps =
      reading === undefined ? [] : correctionSteps({ reading, target: start, cells: physical.cells, sensing, seatRef: (seat) => ({ game: this.game.id, seat }), setup: true });
    const cells = guidanceCells(steps);
    const shouldShow = this.leftover === undefined ? start : physical.contents(this.leftover.position);
    const view: BoardWatchView = {
      game: this.game.id,
      state: board.state,
      ready: reading !== undefined && readingMatches(reading, start, sensing),
      toFix: steps.length,
      cells: [...cells],
      canContinue: reading !== undefined && this.leftover !== undefined && readingMatches(reading, shouldShow, sensing) && !readingMatches(reading, start, sensing),
      missing: reading === undefined ? [] : missingMen(reading, shouldShow, physical.cells, sensing),
    };
    // The set-up is shown on the board's lights as a game's set-up guidance is.
    runtime.showLeds({ phase: 'setup', guidance: { cells }, candidates: null, legalMoves: [], announced: null } as unknown as SessionCoreView);
    if (JSON.stringify(view) === JSON.stringify(this.last)) return;
    this.last = view;
    this.o.onView(view);
  }
}

/** The men of `contents` the board misses (see the module docs). */
function missingMen(reading: BoardReading, contents: Parameters<typeof diffReading>[1], cells: readonly string[], sensing: Parameters<typeof diffReading>[3]): { seat: PlayerIndex; cell: string }[] {
  const d = diffReading(reading, contents, cells, sensing);
  if (d.missing.length <= d.extra.length) return [];
  return d.missing.map((cell) => {
    const owners = contents[cell] ?? [];
    return { seat: owners[owners.length - 1] ?? 0, cell };
  });
}
