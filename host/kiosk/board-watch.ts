/**
 * The sensor board between visitors (issue 16, "The physical board between visitors: after a reset, the
 * board's lights and the screen guide the next visitor (or staff) to set up the start position, or offer
 * to continue from how the men stand. A man missing from the board (pocketed) is named on the staff
 * screen and in the log").
 *
 * While no visitor game holds the board, the watch keeps it open (`host/board.ts` `openBoard`) and
 * compares every snapshot with two positions of the board's game: the start position (with the offered
 * options) and, after a reset, the position the discarded game left ("leftover"). It reports:
 * - `ready`: the board shows the start position; `startMen`: how many cells the start has men on (0 for
 *   Morris, Archery and Quoits, whose men wait beside the board; the staff screen says so);
 * - `cells`/`toFix`: the set-up steps from the reading to the start (`src/inference/guidance.ts`), also
 *   lit on the board's LEDs (the colours of a game's set-up guidance);
 * - `canContinue`: the men stand as the leftover position has them;
 * - `short`: how many men fewer the board holds than the start position, the position the next game
 *   starts from unless the visitor continues (a continuable board holds the leftover, so it is whole).
 *   Only this is a fault: a board that differs from the leftover is simply being set up for a new game
 *   (clearing a Morris board is not "losing" its men), and a game whose start has no men on the board
 *   (Morris, Archery, Quoits: the men wait beside it) can lose none that the sensors could tell;
 * - `missing`: the men of the start whose cells are empty, named only when the board holds no man off
 *   the start's cells (then those cells are where the lost men belong; with men elsewhere, reed sensors
 *   cannot tell which are gone, and `short` alone says how many).
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
  /** How many cells the start position has men on (0: the men wait beside the board). */
  private readonly startMen: number;
  private leftover: { value: Leftover; position: unknown } | undefined;
  private reading: BoardReading | undefined;
  private last: BoardWatchView | undefined;

  constructor(private readonly o: BoardWatchOptions) {
    this.game = findGame(o.board.game)!;
    const begun = startOf(this.game, o.options, 2);
    this.start = begun.ok ? begun.value.position : undefined;
    const start = this.start === undefined ? {} : this.game.physical!.contents(this.start);
    this.startMen = Object.values(start).filter((men) => (men?.length ?? 0) > 0).length;
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
    const view: BoardWatchView = {
      game: this.game.id,
      state: board.state,
      ready: reading !== undefined && readingMatches(reading, start, sensing),
      toFix: steps.length,
      startMen: this.startMen,
      cells: [...cells],
      canContinue: reading !== undefined && this.leftover !== undefined && readingMatches(reading, physical.contents(this.leftover.position), sensing) && !readingMatches(reading, start, sensing),
      ...(reading === undefined ? { short: 0, missing: [] } : missingMen(reading, start, physical.cells, sensing)),
    };
    // The set-up is shown on the board's lights as a game's set-up guidance is.
    runtime.showLeds({ phase: 'setup', guidance: { cells }, candidates: null, legalMoves: [], announced: null } as unknown as SessionCoreView);
    if (JSON.stringify(view) === JSON.stringify(this.last)) return;
    this.last = view;
    this.o.onView(view);
  }
}

/** How many men of the start `contents` the board lacks, and which, where that can be told (see the module docs). */
function missingMen(
  reading: BoardReading,
  contents: Parameters<typeof diffReading>[1],
  cells: readonly string[],
  sensing: Parameters<typeof diffReading>[3],
): { short: number; missing: { seat: PlayerIndex; cell: string }[] } {
  const d = diffReading(reading, contents, cells, sensing);
  const short = Math.max(0, d.missing.length - d.extra.length);
  if (short === 0 || d.extra.length > 0) return { short, missing: [] };
  const missing = d.missing.map((cell) => {
    const owners = contents[cell] ?? [];
    return { seat: owners[owners.length - 1] ?? 0, cell };
  });
  return { short, missing };
}
