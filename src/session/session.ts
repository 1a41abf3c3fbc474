/**
 * The game session (issue 4 §3): the logical game, the players in any mix (board, screen, computer),
 * turn flow, move inference from the board, undo/redo, takebacks, resignation, draws by agreement, the
 * result, and the journal.
 *
 * Pure core with injected I/O: time and timers come from a {@link Scheduler}, durability from a
 * {@link JournalSink} whose `append` resolves once the entry is on disk. Every committed event is
 * appended and awaited before the session changes its state or tells anyone ("flushed to disk before
 * it is acknowledged"). Inputs (board readings, buttons, screen commands, computer answers) are handled
 * one at a time in arrival order.
 *
 * The {@link Session} class is the public face: it holds one {@link SessionState} and hands each call to
 * the part that does it (`turn.ts`, `seats.ts`, `board-play.ts`, `history.ts`, `spin.ts`, `resume.ts`,
 * `view.ts`; see `state.ts`).
 */
import type { AnyGame, PlayerIndex, Status } from '../core/game';
import { err, ok, type Result } from '../core/result';
import { startOf } from '../core/start';
import type { ComputerPlayer } from '../ai/player';
import { computerFor, type PlayerFactory } from '../ai/computers';
import { DEFAULT_LEVEL, HINT_LEVEL, LEVEL_NAMES, isLevelName, type LevelName } from '../ai/levels';
import type { BoardReading, Sensing } from '../inference/reading';
import type { JournalGame } from './journal-fold';
import { mergeSettings, type SeatKind, type SessionSettings, DEFAULT_SESSION_SETTINGS } from './types';
import {
  append,
  createState,
  currentPosition,
  run,
  type JournalSink,
  type Phase,
  type Ply,
  type ResultState,
  type Scheduler,
  type SessionBoard,
  type SessionError,
  type SessionEvent,
  type SessionInit,
  type SessionState,
} from './state';
import { sessionStatus, sessionView, type SessionCoreView } from './view';
import { replayJournal } from './resume';
import { boardButton, boardReading, boardReconnected, changeBoard, guarded, resetContext, updateSensing } from './board-play';
import { afterChange, cancelComputer } from './seats';
import { cancelHint, requestHint } from './hint';
import { confirmTakeback, redo, undo } from './history';
import * as turn from './turn';
import { msg, type Message } from '../i18n/index';

/** The complete rule options of a game at `position` (JSON: every option value is plain data). */
function resolvedOptions(game: AnyGame, position: unknown): Readonly<Record<string, unknown>> {
  return game.optionsOf(position) as Readonly<Record<string, unknown>>;
}

export type { JournalSink, Phase, Ply, Scheduler, SessionBoard, SessionError, SessionEvent } from './state';
export type { SessionCoreView } from './view';
export { isSpinMove, SPIN_COMMAND } from './spin';

/** Arguments of {@link Session.start}. */
export interface SessionStart {
  readonly id: string;
  readonly game: AnyGame;
  /** Options as given (validated here by the game's options gate; journalled complete, as resolved). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly players: readonly SeatKind[];
  /**
   * The level of each seat's computer player, by seat (default `medium`; entries of seats that are not
   * the computer are kept but unused). At most one entry per seat.
   */
  readonly levels?: readonly LevelName[];
  readonly seed: number;
  readonly settings?: Partial<SessionSettings>;
  readonly board: SessionBoard;
  /** Start position in the game's notation (default: the game's setup). */
  readonly start?: string;
}

/**
 * What a session is given from outside: time, the journal, where its computer players come from (the
 * host's search worker; default `computerFor`, on the session's thread), and (for tests) a computer
 * player for every computer seat.
 */
export interface SessionDeps {
  readonly scheduler: Scheduler;
  readonly journal: JournalSink;
  readonly players?: PlayerFactory;
  readonly computer?: ComputerPlayer;
}

/** The levels of a session's seats as given, checked: `session/bad-levels` for an unknown name or too many. */
function checkLevels(levels: readonly unknown[] | undefined, seats: number): Result<LevelName[], SessionError> {
  const list = levels ?? [];
  if (list.length > seats) return err({ code: 'session/bad-levels', message: msg('session.too-many-levels', { levels: list.length, seats }) });
  const bad = list.findIndex((l) => !isLevelName(l));
  if (bad >= 0) return err({ code: 'session/bad-levels', message: msg('session.bad-level', { seat: bad + 1, level: JSON.stringify(list[bad]) ?? String(list[bad]), known: LEVEL_NAMES.join(', ') }) });
  return ok(Array.from({ length: seats }, (_, i) => (list[i] as LevelName | undefined) ?? DEFAULT_LEVEL));
}

/**
 * One game in progress. Create with {@link Session.start} or {@link Session.resume}; feed it board
 * readings ({@link boardReading}), buttons, and screen commands; read {@link view}; listen with
 * {@link subscribe}.
 */
export class Session {
  private constructor(private readonly s: SessionState) {}

  private static create(init: Omit<SessionInit, 'scheduler' | 'journal' | 'computer' | 'hinter'>, deps: SessionDeps): Session {
    const players = deps.players ?? computerFor;
    return new Session(
      createState({
        ...init,
        scheduler: deps.scheduler,
        journal: deps.journal,
        computer: deps.computer ?? players(init.game.id, init.seed, init.levels, 'move'),
        hinter: players(init.game.id, init.seed, HINT_LEVEL, 'hint'),
      }),
    );
  }

  /**
   * Validates and starts a new game, journalling its `start` entry (awaited) before returning.
   * Errors: `options/invalid`, `setup/player-count`, `session/bad-settings`, `session/bad-levels`,
   * `session/no-physical` (a board game for a game a board cannot sense), `session/journal-failed`.
   */
  static async start(req: SessionStart, deps: SessionDeps): Promise<Result<Session, SessionError>> {
    const game = req.game;
    const begun = startOf(game, req.options, req.players.length, req.start);
    if (!begun.ok) return err({ code: begun.error.code, message: begun.error.message });
    const settings = mergeSettings(DEFAULT_SESSION_SETTINGS, req.settings);
    if (!settings.ok) return err(settings.error);
    const levels = checkLevels(req.levels, req.players.length);
    if (!levels.ok) return levels;
    if (req.board.present && game.physical === undefined) {
      return err({ code: 'session/no-physical', message: msg('session.no-physical', { game: game.id }) });
    }
    // The options as resolved, every one of them: a default changed by a later version must not change
    // the meaning of this game when it is resumed or replayed (issue 12).
    const options = resolvedOptions(game, begun.value.position);
    const session = Session.create(
      {
        id: req.id,
        game,
        players: [...req.players],
        levels: levels.value,
        seed: req.seed,
        rawOptions: options,
        start: begun.value.position,
        startText: req.start,
        settings: settings.value,
        board: req.board,
      },
      deps,
    );
    try {
      await deps.journal.append({
        t: 'start',
        id: req.id,
        game: game.id,
        options: options as Record<string, never>,
        players: [...req.players],
        levels: levels.value,
        seed: req.seed,
        ...(req.start === undefined ? {} : { start: req.start }),
        settings: { ...settings.value },
        board: { ...req.board.describe },
        seq: 0,
        at: deps.scheduler.isoTime(),
      });
    } catch (e) {
      return err({ code: 'session/journal-failed', message: msg('session.start-journal-failed', { why: (e as Error).message }) });
    }
    resetContext(session.s);
    afterChange(session.s);
    return ok(session);
  }

  /**
   * Rebuilds a session from a journal (resume after a crash or restart). New entries are appended to
   * `deps.journal`. Plies that no longer replay (a journal from another version) end the game there,
   * with a warning notice.
   * Errors: `options/invalid`, `setup/player-count`, `journal/wrong-game`.
   */
  static resume(game: AnyGame, journalGame: JournalGame, board: SessionBoard, deps: SessionDeps): Result<{ session: Session; warnings: Message[] }, SessionError> {
    const st = journalGame.start;
    if (st.game !== game.id) return err({ code: 'journal/wrong-game', message: msg('session.journal-wrong-game', { journal: st.game, game: game.id }) });
    const begun = startOf(game, st.options, st.players.length, st.start);
    if (!begun.ok) return err({ code: begun.error.code, message: begun.error.message });
    const merged = mergeSettings(DEFAULT_SESSION_SETTINGS, journalGame.settings);
    // A journal without levels (written before levels per seat) plays at the default.
    const levels = checkLevels(st.levels, st.players.length);
    const session = Session.create(
      {
        id: st.id,
        game,
        players: st.players,
        levels: levels.ok ? levels.value : st.players.map(() => DEFAULT_LEVEL),
        seed: st.seed,
        rawOptions: resolvedOptions(game, begun.value.position),
        start: begun.value.position,
        startText: st.start,
        settings: merged.ok ? merged.value : DEFAULT_SESSION_SETTINGS,
        board,
      },
      deps,
    );
    session.s.journalSeq = journalGame.lastSeq;
    const warnings = replayJournal(session.s, journalGame);
    resetContext(session.s);
    afterChange(session.s);
    return ok({ session, warnings });
  }

  // ---------------------------------------------------------------------------------------------
  // Reading the state
  // ---------------------------------------------------------------------------------------------

  get id(): string {
    return this.s.id;
  }

  get game(): AnyGame {
    return this.s.game;
  }

  get players(): readonly SeatKind[] {
    return this.s.players;
  }

  get seed(): number {
    return this.s.seed;
  }

  /** The level of each seat's computer player, by seat. */
  get levels(): readonly LevelName[] {
    return this.s.levels;
  }

  /** The logical position (after every committed ply). */
  get position(): unknown {
    return currentPosition(this.s);
  }

  /** The position the game started from. */
  get startPosition(): unknown {
    return this.s.positions[0];
  }

  /** Plies in force, in order. */
  get moves(): readonly Ply[] {
    return this.s.plies;
  }

  /**
   * The position after ply `ply` (0: the start) in the game's notation, with its men by cell, to look back
   * at during play (issue 14: "click any earlier move in the list to look at that position during play").
   * Errors: `session/bad-ply` (not a whole number from 0 to the plies in force).
   */
  positionAt(ply: number): Result<{ readonly position: string; readonly contents: { readonly [cell: string]: readonly PlayerIndex[] } }, SessionError> {
    const pos = Number.isInteger(ply) ? this.s.positions[ply] : undefined;
    if (pos === undefined) return err({ code: 'session/bad-ply', message: msg('host.bad-ply', { max: this.s.plies.length }) });
    return ok({ position: this.s.game.formatPosition(pos), contents: this.s.game.physical?.contents(pos) ?? {} });
  }

  /** The session settings. */
  get currentSettings(): SessionSettings {
    return this.s.settings;
  }

  /** The current phase. */
  get currentPhase(): Phase {
    return this.s.phase;
  }

  /** The status: the game's, or the result of a resignation or agreement. */
  status(): Status {
    return sessionStatus(this.s);
  }

  /** How the game ended, if it has. */
  termination(): ResultState['termination'] | undefined {
    return this.s.result?.termination;
  }

  /**
   * The rule options, complete (every option as the options gate resolved it, defaults included), as
   * journalled and recorded.
   */
  get options(): Readonly<Record<string, unknown>> {
    return this.s.rawOptions;
  }

  /** Subscribes to events; returns the unsubscribe function. */
  subscribe(listener: (e: SessionEvent) => void): () => void {
    this.s.listeners.add(listener);
    return () => this.s.listeners.delete(listener);
  }

  /** Waits until every input handed over so far has been handled (for tests and orderly shutdown). */
  idle(): Promise<void> {
    return this.s.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The session's view (the host adds the board connection). */
  view(): SessionCoreView {
    return sessionView(this.s);
  }

  // ---------------------------------------------------------------------------------------------
  // Inputs: each waits its turn; board inputs are guarded, screen commands answer with a Result
  // ---------------------------------------------------------------------------------------------

  /** A board reading (a snapshot mapped to cells). */
  boardReading(reading: BoardReading): Promise<void> {
    return run(this.s, () => guarded(this.s, () => boardReading(this.s, reading)));
  }

  /**
   * A board button press: `done` commits at once when the board matches one move (or confirms the one
   * move the sensors cannot see); `spin` says a real teetotum was spun, so the screen asks for its two
   * numbers ({@link SessionCoreView.spinEntry}; issue 7 §1 "press the board's `spin` button and enter it").
   */
  boardButton(name: string): Promise<void> {
    return run(this.s, () => guarded(this.s, () => boardButton(this.s, name)));
  }

  private command<T>(fn: (s: SessionState) => Promise<Result<T, SessionError>>): Promise<Result<T, SessionError>> {
    return run(this.s, () => turn.command(this.s, () => fn(this.s)));
  }

  /** A screen player's move or spin; see `turn.ts` {@link turn.playMove} for the errors. */
  playMove(notation: string): Promise<Result<null, SessionError>> {
    return this.command((s) => turn.playMove(s, notation));
  }

  /** Picks one of the candidates (its moves joined by `,`, or its 0-based index). Errors: `session/no-candidates`, `session/bad-candidate`. */
  chooseCandidate(choice: string): Promise<Result<null, SessionError>> {
    return this.command((s) => turn.chooseCandidate(s, choice));
  }

  /** Takes back the last ply (and computer plies before it). Errors: `session/nothing-to-undo`, `session/finished`. */
  undo(): Promise<Result<null, SessionError>> {
    return this.command(undo);
  }

  /** Plays the last undone plies again. Errors: `session/nothing-to-redo`, `session/finished`. */
  redo(): Promise<Result<null, SessionError>> {
    return this.command(redo);
  }

  /**
   * Confirms the takeback the board shows and the session holds ({@link SessionCoreView.takeback}: more
   * than one ply, or right after the board came back). Errors: `session/no-takeback`.
   */
  confirmTakeback(): Promise<Result<null, SessionError>> {
    return this.command(confirmTakeback);
  }

  /**
   * The board came back (reconnected, or reset with the same id): until it shows the position again, a
   * takeback read from it waits for confirmation (issue 12 §2).
   */
  boardReconnected(): Promise<void> {
    return run(this.s, async () => boardReconnected(this.s));
  }

  /** `seat` resigns: the others win. Errors: `session/finished`, `session/bad-seat`. */
  resign(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.command((s) => turn.resign(s, seat));
  }

  /** `seat` offers a draw (withdrawn by the next ply). Errors: `session/finished`, `session/bad-seat`. */
  offerDraw(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.command((s) => turn.offerDraw(s, seat));
  }

  /** `seat` agrees to the draw on offer. Errors: `session/no-draw-offer`, `session/own-offer`, `session/finished`. */
  agreeDraw(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.command((s) => turn.agreeDraw(s, seat));
  }

  /** Withdraws or declines the draw offer. */
  declineDraw(): Promise<Result<null, SessionError>> {
    return this.command(turn.declineDraw);
  }

  /**
   * Asks for a hint for the person to move (`view().hint`; worked out while play goes on). See `hint.ts`
   * for the errors (`session/not-your-turn`, `session/no-hints`, `session/spin-first`, ...).
   */
  hint(): Promise<Result<null, SessionError>> {
    return run(this.s, async () => requestHint(this.s));
  }

  /** Changes settings (journalled). Errors: `session/bad-settings`. */
  changeSettings(partial: Partial<SessionSettings>): Promise<Result<SessionSettings, SessionError>> {
    return this.command((s) => turn.changeSettings(s, partial));
  }

  /**
   * Switches the board (a sensor board connected mid-game, or screen only). With a board, play pauses
   * until it shows the position. Journalled.
   */
  changeBoard(board: SessionBoard): Promise<void> {
    return run(this.s, () => changeBoard(this.s, board));
  }

  /**
   * The same board, better known: its sensing learnt from HELLO (hall or reed). Not journalled (the board
   * says it again on every connect); inference is re-run with it.
   */
  updateSensing(sensing: Sensing): Promise<void> {
    return run(this.s, async () => updateSensing(this.s, sensing));
  }

  /** Journals the end of the session (`finished` with the record's name, or `abandoned`). Idempotent. */
  markEnded(reason: 'finished' | 'abandoned', record?: string): Promise<void> {
    return run(this.s, async () => {
      if (this.s.ended) return;
      this.s.ended = true;
      await append(this.s, { t: 'end', reason, ...(record === undefined ? {} : { record }), at: this.s.scheduler.isoTime() });
    });
  }

  /** Stops timers and the computer; later inputs are ignored. The journal stays as it is (resumable). */
  close(): void {
    this.s.closed = true;
    cancelComputer(this.s);
    cancelHint(this.s);
    this.s.wakeTimer?.();
    this.s.wakeTimer = undefined;
  }
}
