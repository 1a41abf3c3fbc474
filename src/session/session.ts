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
 */
import type { AnyGame, CellContents, PlayerIndex, Status } from '../core/game';
import { parseOptions } from '../core/options';
import { err, ok, type Result } from '../core/result';
import { AbortedError, type ComputerPlayer } from '../ai/player';
import { computerFor } from '../ai/computers';
import { MoveInference, type InferenceOutput } from '../inference/engine';
import { explainerFor } from '../inference/explain';
import type { Guidance } from '../inference/guidance';
import type { InferenceContext } from '../inference/match';
import { changedCells, readingMatches, type BoardReading, type Sensing } from '../inference/reading';
import { drawSpin, seedTeetotum, DEFAULT_FACES, type SpinMove, type TeetotumState } from '../games/teetotum/index';
import type { JournalEntry, JournalGame } from './journal';
import { mergeSettings, type SeatKind, type SessionSettings, DEFAULT_SESSION_SETTINGS } from './types';

/** Time and timers, injected (tests use a fake). */
export interface Scheduler {
  /** Monotonic time, ms. */
  now(): number;
  /** Calls `fn` after `delayMs` ms; returns a function that cancels it. */
  setTimer(delayMs: number, fn: () => void): () => void;
  /** Wall-clock time as an ISO string, for journal entries. */
  isoTime(): string;
}

/** Where journal entries go. `append` resolves only when the entry is durable (written and fsynced). */
export interface JournalSink {
  append(entry: JournalEntry): Promise<void>;
}

/** An error of a session call: namespaced `code`, plain-sentence `message`. */
export interface SessionError {
  readonly code: string;
  readonly message: string;
}

/** The board a session is played on, as far as the session cares. */
export interface SessionBoard {
  /** `true` when moves are made by moving men on a sensor board (virtual or serial). */
  readonly present: boolean;
  readonly sensing: Sensing;
  /** Free JSON describing the board choice, journalled (`{kind:'virtual'}`, `{kind:'serial',path}`). */
  readonly describe: Readonly<Record<string, string>>;
}

/** Arguments of {@link Session.start}. */
export interface SessionStart {
  readonly id: string;
  readonly game: AnyGame;
  /** Options as given (validated here by the game's options gate). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly players: readonly SeatKind[];
  readonly seed: number;
  readonly settings?: Partial<SessionSettings>;
  readonly board: SessionBoard;
  /** Start position in the game's notation (default: the game's setup). */
  readonly start?: string;
}

/** What the session has to say (the host forwards these). */
export type SessionEvent =
  /** Something changed: read the view again. */
  | { readonly type: 'changed' }
  /** A ply is on disk (after its journal entry was flushed). */
  | { readonly type: 'committed'; readonly ply: number; readonly seat: PlayerIndex; readonly notation: string; readonly by: SeatKind; readonly replaced: boolean }
  /** Plies were taken back (on screen or by the board). */
  | { readonly type: 'takeback'; readonly plies: number; readonly source: 'screen' | 'board' }
  /** The game ended (result journalled). */
  | { readonly type: 'finished'; readonly status: Status; readonly termination: 'rules' | 'resignation' | 'agreement' }
  /** A message for the user. */
  | { readonly type: 'notice'; readonly level: 'info' | 'warning' | 'error'; readonly code: string; readonly message: string };

/** One ply in force. */
export interface Ply {
  readonly move: unknown;
  readonly notation: string;
  readonly seat: PlayerIndex;
  readonly by: SeatKind;
}

/** Phases (see `host/types.ts` `SessionPhase`). */
export type Phase = 'setup' | 'playing' | 'syncing' | 'finished';

/** The session's part of the view (the host adds the board connection). */
export interface SessionCoreView {
  readonly id: string;
  readonly game: AnyGame['id'];
  readonly gameName: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly settings: SessionSettings;
  readonly seats: readonly { seat: PlayerIndex; name: string; colour: string; kind: SeatKind }[];
  readonly phase: Phase;
  readonly position: string;
  readonly contents: CellContents;
  readonly moves: readonly { ply: number; seat: PlayerIndex; notation: string; by: SeatKind; provisional: boolean }[];
  readonly turn: PlayerIndex | null;
  readonly status: Status;
  readonly termination?: 'rules' | 'resignation' | 'agreement';
  readonly legalMoves: readonly { notation: string; vacates: readonly string[]; fills: readonly string[] }[];
  readonly lastMove: { ply: number; seat: PlayerIndex; notation: string; by: SeatKind; provisional: boolean } | null;
  readonly provisional: boolean;
  readonly candidates: readonly (readonly string[])[] | null;
  readonly guidance: Guidance | null;
  readonly announced: { seat: PlayerIndex; notation: string; vacates: readonly string[]; fills: readonly string[] } | null;
  readonly thinking: PlayerIndex | null;
  readonly lifted: readonly string[];
  readonly inSync: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly drawOffer: PlayerIndex | null;
  /** Teetotum games only: `true` when the next action is a spin (send `spin`, or `A+Bh` for a real teetotum). */
  readonly awaitsSpin?: boolean;
  /** Teetotum games only: `true` after the board's `spin` button, until the numbers of the real teetotum are entered. */
  readonly spinEntry?: boolean;
  /**
   * With a sensor board, when some allowed moves leave the board reading as it is now (the sensors cannot
   * see them): those moves in notation, to be confirmed with `done` or on screen. Absent when there are none.
   */
  readonly unseen?: readonly string[];
}

/**
 * `true` when `m` is a teetotum spin move (`src/games/teetotum/spin.ts`): the one kind of move the session
 * treats specially (digital spins are drawn here, never typed in).
 */
export function isSpinMove(m: unknown): m is SpinMove {
  if (typeof m !== 'object' || m === null) return false;
  const o = m as { kind?: unknown; source?: unknown; a?: unknown; b?: unknown };
  return o.kind === 'spin' && (o.source === 'digital' || o.source === 'hand') && typeof o.a === 'number' && typeof o.b === 'number';
}

/** The word a screen sends with `playMove` to ask for a digital teetotum spin (issue 7 §1). */
export const SPIN_COMMAND = 'spin';

interface ResultState {
  readonly status: Status;
  readonly termination: 'rules' | 'resignation' | 'agreement';
}

/**
 * One game in progress. Create with {@link Session.start} or {@link Session.resume}; feed it board
 * readings ({@link boardReading}), buttons, and screen commands; read {@link view}; listen with
 * {@link subscribe}.
 */
export class Session {
  readonly id: string;
  readonly game: AnyGame;
  readonly players: readonly SeatKind[];
  readonly seed: number;
  private readonly rawOptions: Readonly<Record<string, unknown>>;
  private readonly scheduler: Scheduler;
  private readonly journal: JournalSink;
  private settings: SessionSettings;
  private board: SessionBoard;
  private positions: unknown[];
  private plies: Ply[] = [];
  private redoStack: { notation: string; by: SeatKind }[] = [];
  private redoGroups: number[] = [];
  private provisional = false;
  private result: ResultState | undefined;
  private drawOffer: PlayerIndex | undefined;
  private announced: { seat: PlayerIndex; move: unknown } | undefined;
  private thinking: { seat: PlayerIndex; abort: AbortController } | undefined;
  private computerTimer: (() => void) | undefined;
  private phase: Phase;
  private candidates: (readonly unknown[])[] | null = null;
  private engine: MoveInference<unknown, unknown>;
  private wakeTimer: (() => void) | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(e: SessionEvent) => void>();
  private readonly computer: ComputerPlayer;
  private generation = 0;
  private closed = false;
  private ended = false;
  private resumed = false;
  /** The board's `spin` button was pressed: the numbers of a real teetotum are awaited on screen. */
  private spinEntry = false;
  /**
   * Board states still to pass through, in order, before the board may sync on the position: the stages
   * of a spin's consequences (a Quoits collision carried out before the new man is put down).
   */
  private syncStages: CellContents[] = [];
  /**
   * `true` while the board has still to catch up with a spin's consequences (a Quoits pitch, and its
   * collision, stage by stage). Inference then runs in `sync` mode, also after the spin that ended the
   * game, so the board lagging behind is never read as a takeback.
   */
  private settling = false;

  private constructor(init: {
    id: string;
    game: AnyGame;
    players: readonly SeatKind[];
    seed: number;
    rawOptions: Readonly<Record<string, unknown>>;
    start: unknown;
    settings: SessionSettings;
    board: SessionBoard;
    scheduler: Scheduler;
    journal: JournalSink;
    computer?: ComputerPlayer;
  }) {
    this.id = init.id;
    this.game = init.game;
    this.players = init.players;
    this.seed = init.seed;
    this.rawOptions = init.rawOptions;
    this.positions = [init.start];
    this.settings = init.settings;
    this.board = init.board;
    this.scheduler = init.scheduler;
    this.journal = init.journal;
    this.computer = init.computer ?? computerFor(init.game.id, init.seed);
    this.engine = this.makeEngine();
    this.phase = init.board.present ? 'setup' : 'playing';
  }

  /**
   * Validates and starts a new game, journalling its `start` entry (awaited) before returning.
   * Errors: `options/invalid`, `setup/player-count`, `session/bad-settings`, `session/no-physical`
   * (a board game for a game a board cannot sense), `session/journal-failed`.
   */
  static async start(req: SessionStart, deps: { scheduler: Scheduler; journal: JournalSink; computer?: ComputerPlayer }): Promise<Result<Session, SessionError>> {
    const game = req.game;
    const options = parseOptions(game.options, req.options);
    if (!options.ok) return err({ code: options.error.code, message: options.error.message });
    const setup = game.setup(options.value, req.players.length);
    if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message });
    let start: unknown = setup.value;
    if (req.start !== undefined) {
      const parsed = game.parsePosition(req.start, options.value);
      if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
      start = parsed.value;
    }
    const settings = mergeSettings(DEFAULT_SESSION_SETTINGS, req.settings);
    if (!settings.ok) return err(settings.error);
    if (req.board.present && game.physical === undefined) {
      return err({ code: 'session/no-physical', message: `${game.name} cannot be played on a sensor board` });
    }
    const s = new Session({
      id: req.id,
      game,
      players: [...req.players],
      seed: req.seed,
      rawOptions: req.options,
      start,
      settings: settings.value,
      board: req.board,
      scheduler: deps.scheduler,
      journal: deps.journal,
      ...(deps.computer === undefined ? {} : { computer: deps.computer }),
    });
    try {
      await deps.journal.append({
        t: 'start',
        id: req.id,
        game: game.id,
        options: req.options as Record<string, never>,
        players: [...req.players],
        seed: req.seed,
        ...(req.start === undefined ? {} : { start: req.start }),
        settings: { ...settings.value },
        board: { ...req.board.describe },
        at: deps.scheduler.isoTime(),
      });
    } catch (e) {
      return err({ code: 'session/journal-failed', message: `the game could not be saved to the journal: ${(e as Error).message}` });
    }
    s.resetContext();
    s.afterChange();
    return ok(s);
  }

  /**
   * Rebuilds a session from a journal (resume after a crash or restart). New entries are appended to
   * `deps.journal`. Plies that no longer replay (a journal from another version) end the game there,
   * with a warning notice.
   * Errors: `options/invalid`, `setup/player-count`, `journal/wrong-game`.
   */
  static resume(
    game: AnyGame,
    journalGame: JournalGame,
    board: SessionBoard,
    deps: { scheduler: Scheduler; journal: JournalSink; computer?: ComputerPlayer },
  ): Result<{ session: Session; warnings: string[] }, SessionError> {
    const st = journalGame.start;
    if (st.game !== game.id) return err({ code: 'journal/wrong-game', message: `the journal is a game of ${st.game}, not ${game.id}` });
    const options = parseOptions(game.options, st.options);
    if (!options.ok) return err({ code: options.error.code, message: options.error.message });
    const setup = game.setup(options.value, st.players.length);
    if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message });
    let start: unknown = setup.value;
    if (st.start !== undefined) {
      const parsed = game.parsePosition(st.start, options.value);
      if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
      start = parsed.value;
    }
    const merged = mergeSettings(DEFAULT_SESSION_SETTINGS, journalGame.settings);
    const s = new Session({
      id: st.id,
      game,
      players: st.players,
      seed: st.seed,
      rawOptions: st.options,
      start,
      settings: merged.ok ? merged.value : DEFAULT_SESSION_SETTINGS,
      board,
      scheduler: deps.scheduler,
      journal: deps.journal,
      ...(deps.computer === undefined ? {} : { computer: deps.computer }),
    });
    const warnings: string[] = [];
    for (const [i, m] of journalGame.moves.entries()) {
      const pos = s.position;
      const parsed = game.parseMove(m.move);
      const played = parsed.ok ? game.play(pos, parsed.value) : undefined;
      if (!parsed.ok || played === undefined || !played.ok) {
        warnings.push(`ply ${i + 1} (${m.move}) of the journal does not replay; the game resumes before it`);
        break;
      }
      s.plies.push({ move: parsed.value, notation: game.formatMove(parsed.value), seat: game.turn(pos) ?? 0, by: m.by });
      s.positions.push(played.value);
    }
    const off = s.digitalSpinOffSeed();
    if (off !== undefined) {
      warnings.push(`the digital spin of ply ${off} does not follow from the journal's seed; the game goes on from the spins as recorded`);
    }
    s.resumed = true;
    s.redoStack = journalGame.redo.map((r) => ({ notation: r.move, by: r.by }));
    s.redoGroups = s.redoStack.map(() => 1);
    if (journalGame.result !== undefined) {
      const r = journalGame.result;
      s.result = {
        status: r.kind === 'won' ? { kind: 'won', winners: r.winners, reason: r.reason } : { kind: 'draw', reason: r.reason },
        termination: r.termination,
      };
      s.phase = 'finished';
    } else if (game.status(s.position).kind !== 'ongoing') {
      s.result = { status: game.status(s.position), termination: 'rules' };
      s.phase = 'finished';
    }
    s.resetContext();
    s.afterChange();
    return ok({ session: s, warnings });
  }

  // ---------------------------------------------------------------------------------------------
  // Reading the state
  // ---------------------------------------------------------------------------------------------

  /** The logical position (after every committed ply). */
  get position(): unknown {
    return this.positions[this.positions.length - 1];
  }

  /** The position the game started from. */
  get startPosition(): unknown {
    return this.positions[0];
  }

  /** Plies in force, in order. */
  get moves(): readonly Ply[] {
    return this.plies;
  }

  /** The session settings. */
  get currentSettings(): SessionSettings {
    return this.settings;
  }

  /** The current phase. */
  get currentPhase(): Phase {
    return this.phase;
  }

  /** The status: the game's, or the result of a resignation or agreement. */
  status(): Status {
    return this.result?.status ?? this.game.status(this.position);
  }

  /** How the game ended, if it has. */
  termination(): ResultState['termination'] | undefined {
    return this.result?.termination;
  }

  /** The rule options as given. */
  get options(): Readonly<Record<string, unknown>> {
    return this.rawOptions;
  }

  /** Subscribes to events; returns the unsubscribe function. */
  subscribe(listener: (e: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Waits until every input handed over so far has been handled (for tests and orderly shutdown). */
  idle(): Promise<void> {
    return this.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /** The session's view (the host adds the board connection). */
  view(): SessionCoreView {
    const game = this.game;
    const pos = this.position;
    const physical = game.physical;
    const contents: CellContents = physical?.contents(pos) ?? {};
    const status = this.status();
    const ongoing = status.kind === 'ongoing';
    const turn = ongoing ? (game.turn(pos) ?? null) : null;
    const moves = this.plies.map((p, i) => ({
      ply: i + 1,
      seat: p.seat,
      notation: p.notation,
      by: p.by,
      provisional: this.provisional && i === this.plies.length - 1,
    }));
    const changes = (m: unknown) => {
      if (physical === undefined) return { vacates: [] as string[], fills: [] as string[] };
      const r = game.play(pos, m);
      if (!r.ok) return { vacates: [], fills: [] };
      const after = physical.contents(r.value);
      const cells = changedCells(contents, after, Object.keys(contents));
      return {
        vacates: cells.filter((c) => (contents[c] ?? []).length > 0 && (after[c] ?? []).length === 0),
        fills: cells.filter((c) => (after[c] ?? []).length > 0),
      };
    };
    const legal = ongoing ? game.legalMoves(pos).map((m) => ({ notation: game.formatMove(m), ...changes(m) })) : [];
    return {
      id: this.id,
      game: game.id,
      gameName: game.name,
      options: this.rawOptions,
      settings: this.settings,
      seats: this.players.map((kind, seat) => ({
        seat,
        name: game.players.seats[seat]?.name ?? `Seat ${seat + 1}`,
        colour: game.players.seats[seat]?.colour ?? '#888888',
        kind,
      })),
      phase: this.phase,
      position: game.formatPosition(pos),
      contents,
      moves,
      turn,
      status,
      ...(this.result === undefined ? {} : { termination: this.result.termination }),
      legalMoves: legal,
      lastMove: moves[moves.length - 1] ?? null,
      provisional: this.provisional && this.plies.length > 0,
      candidates: this.candidates === null ? null : this.candidates.map((c) => c.map((m) => game.formatMove(m))),
      guidance: this.board.present && (this.phase !== 'finished' || this.settling) ? this.engine.guidance : null,
      announced:
        this.announced === undefined
          ? null
          : { seat: this.announced.seat, notation: game.formatMove(this.announced.move), ...changes(this.announced.move) },
      thinking: this.thinking?.seat ?? null,
      lifted: this.board.present ? this.engine.lifted() : [],
      inSync: this.board.present ? this.engine.inSync() : true,
      canUndo: this.plies.length > 0 && this.result?.termination !== 'resignation' && this.result?.termination !== 'agreement',
      canRedo: this.redoStack.length > 0 && this.result === undefined,
      drawOffer: this.drawOffer ?? null,
      ...(game.awaitsSpin === undefined ? {} : { awaitsSpin: ongoing && this.awaitsSpinNow(), spinEntry: ongoing && this.spinEntry }),
      ...this.unseenView(),
    };
  }

  private unseenView(): { unseen?: readonly string[] } {
    if (!this.board.present || this.phase !== 'playing') return {};
    const moves = this.engine.unseen().map((seq) => seq.map((m) => this.game.formatMove(m)).join(','));
    return moves.length === 0 ? {} : { unseen: moves };
  }

  // ---------------------------------------------------------------------------------------------
  // The teetotum (issue 7 §1)
  // ---------------------------------------------------------------------------------------------

  /** `true` when the game is on and its next action is a teetotum spin. */
  private awaitsSpinNow(pos: unknown = this.position): boolean {
    return this.game.awaitsSpin?.(pos) === true && this.game.turn(pos) !== undefined && this.result === undefined;
  }

  /** The faces of the teetotum in `pos` (the game's `faces` option), default 1..6. */
  private facesOf(pos: unknown): readonly number[] {
    const f = (this.game.optionsOf(pos) as { faces?: unknown } | undefined)?.faces;
    return Array.isArray(f) && f.length > 0 && f.every((n) => Number.isInteger(n)) ? (f as number[]) : DEFAULT_FACES;
  }

  /**
   * The seeded teetotum's state after the digital spins of the plies in force: the generator seeded with
   * the journal's `seed`, advanced once per digital spin. The state is a function of the game so far, so
   * a resumed or replayed game draws exactly the same spins, and taking a spin back and spinning again
   * gives the same numbers (the generator is part of the game's state, as boardgame.io keeps it).
   */
  private teetotumState(): TeetotumState {
    let st = seedTeetotum(this.seed);
    this.plies.forEach((p, i) => {
      if (isSpinMove(p.move) && p.move.source === 'digital') st = drawSpin(st, this.facesOf(this.positions[i])).next;
    });
    return st;
  }

  /** The next digital spin (not yet played). */
  private drawDigitalSpin(): SpinMove {
    return drawSpin(this.teetotumState(), this.facesOf(this.position)).spin;
  }

  /** The 1-based ply of the first digital spin that the seed would not have drawn, if any. */
  private digitalSpinOffSeed(): number | undefined {
    let st = seedTeetotum(this.seed);
    for (let i = 0; i < this.plies.length; i++) {
      const m = this.plies[i]!.move;
      if (!isSpinMove(m) || m.source !== 'digital') continue;
      const d = drawSpin(st, this.facesOf(this.positions[i]));
      if (d.spin.a !== m.a || d.spin.b !== m.b) return i + 1;
      st = d.next;
    }
    return undefined;
  }

  /**
   * Commits a spin and, with a sensor board, has the board carry out what it changed, stage by stage
   * (Quoits: the first comer set back, forward or removed, then the new man put down).
   */
  private async commitSpin(move: SpinMove, by: SeatKind): Promise<void> {
    const before = this.position;
    this.finalise();
    this.spinEntry = false;
    this.syncStages = [];
    this.settling = false;
    await this.commitPly(move, by);
    const physical = this.game.physical;
    if (this.board.present && physical !== undefined && (this.phase === 'playing' || this.phase === 'finished')) {
      const was = physical.contents(before);
      const now = physical.contents(this.position);
      const cells = Object.keys(now);
      if (changedCells(was, now, cells).length > 0) {
        const stages = physical.stages?.(before, move) ?? [];
        this.syncStages = stages.slice(0, -1).filter((st) => changedCells(was, st, cells).length > 0);
        this.settling = true;
        if (this.phase === 'playing') this.phase = 'syncing';
      }
    }
    this.resetContext();
    this.afterChange();
  }

  // ---------------------------------------------------------------------------------------------
  // Inputs
  // ---------------------------------------------------------------------------------------------

  /** A board reading (a snapshot mapped to cells). */
  boardReading(reading: BoardReading): Promise<void> {
    return this.run(() =>
      this.guarded(async () => {
        if (!this.board.present || this.closed) return;
        await this.apply(this.engine.snapshot(reading, this.scheduler.now()));
      }),
    );
  }

  /**
   * A board button press: `done` commits at once when the board matches one move (or confirms the one
   * move the sensors cannot see); `spin` says a real teetotum was spun, so the screen asks for its two
   * numbers ({@link SessionCoreView.spinEntry}; issue 7 §1 "press the board's `spin` button and enter it").
   */
  boardButton(name: string): Promise<void> {
    return this.run(() =>
      this.guarded(async () => {
        if (!this.board.present || this.closed) return;
        if (name === SPIN_COMMAND && this.game.awaitsSpin !== undefined) {
          const turn = this.game.turn(this.position);
          if (this.phase !== 'playing' || !this.awaitsSpinNow() || turn === undefined || this.players[turn] === 'computer') {
            this.emit({ type: 'notice', level: 'warning', code: 'session/no-spin', message: this.noSpinReason() });
            return;
          }
          this.spinEntry = true;
          this.emit({ type: 'changed' });
          return;
        }
        await this.apply(this.engine.button(name, this.scheduler.now()));
      }),
    );
  }

  /** Why no spin is taken now, as a plain sentence. */
  private noSpinReason(): string {
    if (this.phase === 'finished' || this.result !== undefined) return 'the game is over';
    if (this.phase !== 'playing') return 'set the board up as shown before spinning';
    const turn = this.game.turn(this.position);
    const who = turn === undefined ? 'nobody' : (this.game.players.seats[turn]?.name ?? `seat ${turn + 1}`);
    if (turn !== undefined && this.players[turn] === 'computer') return `it is ${who}'s turn, and the computer spins for ${who}`;
    return `it is not time to spin: ${who} must first move by the spin already made`;
  }

  /**
   * A screen player's move. Errors: `session/finished`, `session/syncing` (the board must first show the
   * position), `session/not-your-turn` (the seat to move plays on the board or is the computer),
   * the game's `notation/…` and move codes.
   */
  playMove(notation: string): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.phase === 'finished') return err({ code: 'session/finished', message: 'the game is over' });
      if (this.phase !== 'playing') return err({ code: 'session/syncing', message: 'set the board up as shown before playing on' });
      const turn = this.game.turn(this.position);
      if (turn === undefined) return err({ code: 'session/finished', message: 'the game is over' });
      const kind = this.players[turn];
      const who = this.game.players.seats[turn]?.name ?? `seat ${turn + 1}`;
      const spinWord = notation.trim().toLowerCase() === SPIN_COMMAND;
      if (this.awaitsSpinNow()) {
        // Board and screen players spin on screen (or press the board's spin button and enter the numbers).
        if (kind === 'computer') return err({ code: 'session/not-your-turn', message: `it is ${who}'s turn, and the computer spins for ${who}` });
        let spin: SpinMove;
        if (spinWord) spin = this.drawDigitalSpin();
        else {
          const parsed = this.game.parseMove(notation);
          if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
          if (!isSpinMove(parsed.value)) return err({ code: 'session/spin-first', message: `${who} must spin the teetotum first` });
          if (parsed.value.source === 'digital') {
            return err({
              code: 'session/digital-spin',
              message: `a digital spin is drawn by Parlour's teetotum, not typed in: send "spin" to spin it, or the numbers of a real teetotum with "h" (e.g. "${parsed.value.a}+${parsed.value.b}h")`,
            });
          }
          spin = parsed.value;
        }
        const played = this.game.play(this.position, spin);
        if (!played.ok) return err({ code: played.error.code, message: played.error.message });
        await this.commitSpin(spin, kind ?? 'screen');
        return ok(null);
      }
      if (spinWord) return err({ code: 'session/no-spin', message: this.noSpinReason() });
      const parsed = this.game.parseMove(notation);
      if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
      if (isSpinMove(parsed.value) && this.game.awaitsSpin !== undefined) return err({ code: 'session/no-spin', message: this.noSpinReason() });
      const screenOk = kind === 'screen' || (kind === 'board' && !this.board.present);
      if (!screenOk && !(kind === 'board' && this.boardShows(parsed.value))) {
        return err({
          code: 'session/not-your-turn',
          message: kind === 'computer' ? `it is ${who}'s turn, and the computer plays ${who}` : `${who} plays on the board: move the men there`,
        });
      }
      const played = this.game.play(this.position, parsed.value);
      if (!played.ok) return err({ code: played.error.code, message: played.error.message });
      this.finalise();
      if (!screenOk) {
        // A board player confirms on screen a move the board shows but cannot tell apart (issue 7 §4).
        await this.commitPly(parsed.value, 'board');
        this.resetContext();
        this.afterChange();
        return ok(null);
      }
      await this.commitPly(parsed.value, 'screen');
      if (this.board.present && this.phase === 'playing') this.phase = 'syncing';
      this.resetContext();
      this.afterChange();
      return ok(null);
      }),
    );
  }

  /**
   * `true` when the board's last settled reading agrees with the position after `move` (the board shows
   * it, or cannot tell it from the present position).
   */
  private boardShows(move: unknown): boolean {
    const reading = this.engine.lastReading;
    const physical = this.game.physical;
    if (reading === undefined || physical === undefined) return false;
    const r = this.game.play(this.position, move);
    return r.ok && readingMatches(reading, physical.contents(r.value), this.board.sensing);
  }

  /** Picks one of the candidates (its moves joined by `,`, or its 0-based index). Errors: `session/no-candidates`, `session/bad-candidate`. */
  chooseCandidate(choice: string): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      const list = this.candidates;
      if (list === null || list.length === 0) return err({ code: 'session/no-candidates', message: 'there is no choice to make' });
      const names = list.map((c) => c.map((m) => this.game.formatMove(m)).join(','));
      let idx = names.indexOf(choice.replace(/\s+/g, ''));
      if (idx < 0 && /^\d+$/.test(choice)) idx = Number(choice);
      const pick = list[idx];
      if (pick === undefined) return err({ code: 'session/bad-candidate', message: `${JSON.stringify(choice)} is not one of: ${names.join('; ')}` });
      this.candidates = null;
      await this.commitSequence(pick);
      return ok(null);
      }),
    );
  }

  /**
   * Takes back the last ply (and any computer plies before it, so a person is to move). With a board,
   * play pauses until the board shows the earlier position. Errors: `session/nothing-to-undo`,
   * `session/finished` (after a resignation or agreement).
   */
  undo(): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.plies.length === 0) return err({ code: 'session/nothing-to-undo', message: 'there is no move to take back' });
      if (this.result !== undefined && this.result.termination !== 'rules') {
        return err({ code: 'session/finished', message: 'the game has ended by resignation or agreement' });
      }
      let n = 1;
      const humans = this.players.some((k) => k !== 'computer');
      while (humans && n < this.plies.length) {
        const seat = this.game.turn(this.positions[this.positions.length - 1 - n]);
        if (seat === undefined || this.players[seat] !== 'computer') break;
        n++;
      }
      await this.append({ t: 'undo', plies: n, source: 'screen', at: this.scheduler.isoTime() });
      const taken = this.takeBack(n);
      this.redoStack = [...taken.map((p) => ({ notation: p.notation, by: p.by })), ...this.redoStack];
      this.redoGroups = [n, ...this.redoGroups];
      this.emit({ type: 'takeback', plies: n, source: 'screen' });
      if (this.board.present) this.phase = 'syncing';
      this.resetContext();
      this.afterChange();
      return ok(null);
      }),
    );
  }

  /** Plays the last undone plies again. Errors: `session/nothing-to-redo`, `session/finished`. */
  redo(): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.redoStack.length === 0) return err({ code: 'session/nothing-to-redo', message: 'there is no undone move to play again' });
      if (this.result !== undefined) return err({ code: 'session/finished', message: 'the game is over' });
      const n = Math.min(this.redoGroups[0] ?? 1, this.redoStack.length);
      const group = this.redoStack.slice(0, n);
      let pos = this.position;
      const moves: { move: unknown; by: SeatKind }[] = [];
      for (const r of group) {
        const m = this.game.parseMove(r.notation);
        const p = m.ok ? this.game.play(pos, m.value) : undefined;
        if (!m.ok || p === undefined || !p.ok) return err({ code: 'session/nothing-to-redo', message: `the undone move ${r.notation} no longer fits` });
        moves.push({ move: m.value, by: r.by });
        pos = p.value;
      }
      this.cancelComputer();
      await this.append({ t: 'redo', plies: n, at: this.scheduler.isoTime() });
      this.redoStack = this.redoStack.slice(n);
      this.redoGroups = this.redoGroups.slice(1);
      for (const m of moves) this.pushPly(m.move, m.by);
      this.provisional = false;
      for (let i = this.plies.length - n; i < this.plies.length; i++) {
        const p = this.plies[i]!;
        this.emit({ type: 'committed', ply: i + 1, seat: p.seat, notation: p.notation, by: p.by, replaced: false });
      }
      await this.checkEnd();
      if (this.board.present && this.phase === 'playing') this.phase = 'syncing';
      this.resetContext();
      this.afterChange();
      return ok(null);
      }),
    );
  }

  /** `seat` resigns: the others win. Errors: `session/finished`, `session/bad-seat`. */
  resign(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.phase === 'finished') return err({ code: 'session/finished', message: 'the game is over' });
      if (!Number.isInteger(seat) || seat < 0 || seat >= this.players.length) return err({ code: 'session/bad-seat', message: `there is no seat ${seat}` });
      const winners = this.players.map((_, i) => i).filter((i) => i !== seat);
      const name = this.game.players.seats[seat]?.name ?? `Seat ${seat + 1}`;
      await this.finish({ kind: 'won', winners, reason: `${name} resigned` }, 'resignation');
      return ok(null);
      }),
    );
  }

  /** `seat` offers a draw (withdrawn by the next ply). Errors: `session/finished`, `session/bad-seat`. */
  offerDraw(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.phase === 'finished') return err({ code: 'session/finished', message: 'the game is over' });
      if (!Number.isInteger(seat) || seat < 0 || seat >= this.players.length) return err({ code: 'session/bad-seat', message: `there is no seat ${seat}` });
      this.drawOffer = seat;
      this.emit({ type: 'changed' });
      return ok(null);
      }),
    );
  }

  /**
   * `seat` agrees to the draw on offer: the game ends drawn by agreement.
   * Errors: `session/no-draw-offer`, `session/own-offer` (the offering seat cannot accept), `session/finished`.
   */
  agreeDraw(seat: PlayerIndex): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      if (this.phase === 'finished') return err({ code: 'session/finished', message: 'the game is over' });
      if (this.drawOffer === undefined) return err({ code: 'session/no-draw-offer', message: 'no draw has been offered' });
      if (seat === this.drawOffer) return err({ code: 'session/own-offer', message: 'the other side must agree to the draw' });
      await this.finish({ kind: 'draw', reason: 'drawn by agreement' }, 'agreement');
      return ok(null);
      }),
    );
  }

  /** Withdraws or declines the draw offer. */
  declineDraw(): Promise<Result<null, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      this.drawOffer = undefined;
      this.emit({ type: 'changed' });
      return ok(null);
      }),
    );
  }

  /** Changes settings (journalled). Errors: `session/bad-settings`. */
  changeSettings(partial: Partial<SessionSettings>): Promise<Result<SessionSettings, SessionError>> {
    return this.run(() =>
      this.command(async () => {
      const merged = mergeSettings(this.settings, partial);
      if (!merged.ok) return err(merged.error);
      await this.append({ t: 'settings', settings: { ...partial } as Record<string, never>, at: this.scheduler.isoTime() });
      this.settings = merged.value;
      const reading = this.engine.lastReading;
      this.engine = this.makeEngine();
      this.resetContext();
      if (reading !== undefined && this.board.present) await this.apply(this.engine.snapshot(reading, this.scheduler.now()));
      this.afterChange();
      return ok(this.settings);
      }),
    );
  }

  /**
   * Switches the board (a sensor board connected mid-game, or screen only). With a board, play pauses
   * until it shows the position. Journalled.
   */
  changeBoard(board: SessionBoard): Promise<void> {
    return this.run(async () => {
      await this.append({ t: 'board', board: { ...board.describe }, at: this.scheduler.isoTime() });
      this.board = board;
      this.engine = this.makeEngine();
      this.syncStages = [];
      this.settling = false;
      if (this.phase !== 'finished') this.phase = board.present ? 'setup' : 'playing';
      this.resetContext();
      this.afterChange();
    });
  }

  /**
   * The same board, better known: its sensing learnt from HELLO (hall or reed). Not journalled (the board
   * says it again on every connect); inference is re-run with it.
   */
  updateSensing(sensing: Sensing): Promise<void> {
    return this.run(async () => {
      if (JSON.stringify(sensing) === JSON.stringify(this.board.sensing)) return;
      this.board = { ...this.board, sensing };
      this.resetContext();
      this.afterChange();
    });
  }

  /** Journals the end of the session (`finished` with the record's name, or `abandoned`). Idempotent. */
  markEnded(reason: 'finished' | 'abandoned', record?: string): Promise<void> {
    return this.run(async () => {
      if (this.ended) return;
      this.ended = true;
      await this.append({ t: 'end', reason, ...(record === undefined ? {} : { record }), at: this.scheduler.isoTime() });
    });
  }

  /** Stops timers and the computer; later inputs are ignored. The journal stays as it is (resumable). */
  close(): void {
    this.closed = true;
    this.cancelComputer();
    this.wakeTimer?.();
    this.wakeTimer = undefined;
  }

  // ---------------------------------------------------------------------------------------------
  // Internals
  // ---------------------------------------------------------------------------------------------

  private run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Runs an input that is nobody's call to answer (a board reading, a timer, the computer's answer).
   * A journal that cannot be written loses nothing: nothing is committed, the user is told, and the
   * board is judged again after the settle time, which retries the write.
   */
  private async guarded(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (e) {
      this.emit({
        type: 'notice',
        level: 'error',
        code: 'journal/write-failed',
        message: `the move could not be saved to the journal (${(e as Error).message}); it was not played yet and will be tried again`,
      });
      this.engine.retry(this.scheduler.now());
      this.reschedule();
      this.emit({ type: 'changed' });
    }
  }

  /** Runs a screen command; a journal that cannot be written refuses it with `session/journal-failed`. */
  private async command<T>(fn: () => Promise<Result<T, SessionError>>): Promise<Result<T, SessionError>> {
    try {
      return await fn();
    } catch (e) {
      this.resetContext();
      this.afterChange();
      return err({ code: 'session/journal-failed', message: `the journal could not be written (${(e as Error).message}); nothing was changed` });
    }
  }

  private emit(e: SessionEvent): void {
    for (const l of this.listeners) l(e);
  }

  private async append(entry: JournalEntry): Promise<void> {
    await this.journal.append(entry);
  }

  private makeEngine(): MoveInference<unknown, unknown> {
    return new MoveInference({ settleMs: this.settings.settleMs, guidanceDelayMs: this.settings.guidanceDelayMs });
  }

  private boardSeats(): PlayerIndex[] {
    return this.players.flatMap((k, i) => (k === 'board' ? [i] : []));
  }

  private context(): InferenceContext<unknown, unknown> {
    const history = this.positions.slice(0, -1);
    const ctx: InferenceContext<unknown, unknown> = {
      game: this.game,
      position: this.position,
      history,
      boardSeats: this.boardSeats(),
      sensing: this.board.sensing,
      takebacks: this.settings.takebacks === 'allowed',
      ...(explainerFor(this.game.id) === undefined ? {} : { explainer: explainerFor(this.game.id)! }),
      ...(this.provisional && this.plies.length > 0
        ? { provisional: { before: this.positions[this.positions.length - 2], move: this.plies[this.plies.length - 1]!.move } }
        : {}),
      ...(this.announced === undefined ? {} : { expected: this.announced.move }),
      ...(this.awaitsSpinNow() ? { awaitsSpin: true } : {}),
      ...(this.settling && this.syncStages.length > 0 ? { target: this.syncStages[0]! } : {}),
    };
    return ctx;
  }

  /** Gives inference the current state; handles what it says at once. */
  private resetContext(): void {
    if (!this.board.present || this.game.physical === undefined) return;
    // Only a resumed game accepts a board already one move on (a move made while the app was down);
    // at a new game's start a man on the board is more likely left over than played.
    const mode =
      this.phase === 'setup' && this.resumed ? 'setup' : this.phase === 'setup' || this.phase === 'syncing' || this.settling ? 'sync' : 'play';
    const outs = this.engine.setContext(this.context(), mode, this.scheduler.now());
    // setContext only reports guidance and withdrawn candidates, which need no journal.
    for (const o of outs) {
      if (o.kind === 'candidates' && o.candidates.length === 0) this.candidates = null;
    }
    this.reschedule();
  }

  private reschedule(): void {
    this.wakeTimer?.();
    this.wakeTimer = undefined;
    if (this.closed || !this.board.present) return;
    const at = this.engine.nextWakeAt();
    if (at === undefined) return;
    const delay = Math.max(0, at - this.scheduler.now());
    this.wakeTimer = this.scheduler.setTimer(delay, () => {
      this.wakeTimer = undefined;
      void this.run(() =>
        this.guarded(async () => {
          if (this.closed) return;
          await this.apply(this.engine.tick(this.scheduler.now()));
        }),
      );
    });
  }

  private async apply(outs: readonly InferenceOutput<unknown>[]): Promise<void> {
    let changed = false;
    for (const o of outs) {
      changed = true;
      switch (o.kind) {
        case 'guidance':
          break;
        case 'final':
          this.provisional = false;
          break;
        case 'candidates':
          this.candidates = o.candidates.length === 0 ? null : o.candidates.map((c) => [...c]);
          break;
        case 'synced':
          if (this.settling && this.syncStages.length > 0) this.syncStages.shift(); // on to the next stage
          else {
            this.settling = false;
            if (this.phase === 'setup' || this.phase === 'syncing') this.phase = 'playing';
          }
          this.resetContext();
          break;
        case 'commit':
          if (this.phase !== 'playing') break;
          await this.commitSequence(o.moves);
          return; // commitSequence re-sets the context and notifies
        case 'replace':
          if (this.phase !== 'playing') break;
          await this.replaceLast(o.move);
          return;
        case 'takeback':
          if (this.phase !== 'playing' && this.phase !== 'finished') break;
          await this.boardTakeback(o.plies);
          return;
      }
    }
    this.reschedule();
    if (changed) this.afterChange();
  }

  /** Commits plies seen on the board (or chosen among candidates): the announced one by its seat's kind. */
  private async commitSequence(moves: readonly unknown[]): Promise<void> {
    this.finalise();
    for (const m of moves) {
      const turn = this.game.turn(this.position);
      const expected = this.announced !== undefined && this.game.formatMove(this.announced.move) === this.game.formatMove(m);
      const kind = turn === undefined ? 'board' : (this.players[turn] ?? 'board');
      const by: SeatKind = expected ? kind : 'board';
      await this.commitPly(m, by);
      if (this.phase === 'finished') break;
    }
    const last = this.plies[this.plies.length - 1];
    this.provisional = this.phase !== 'finished' && last !== undefined && last.by === 'board';
    this.resetContext();
    this.afterChange();
  }

  /** Makes the provisional move final (the opponent acted). */
  private finalise(): void {
    this.provisional = false;
  }

  private pushPly(move: unknown, by: SeatKind): void {
    const pos = this.position;
    const r = this.game.play(pos, move);
    if (!r.ok) throw new Error(`session: committing an illegal move ${this.game.formatMove(move)}: ${r.error.message}`);
    this.plies.push({ move, notation: this.game.formatMove(move), seat: this.game.turn(pos) ?? 0, by });
    this.positions.push(r.value);
  }

  /** Journals and applies one ply, then checks the end of the game. */
  private async commitPly(move: unknown, by: SeatKind): Promise<void> {
    const notation = this.game.formatMove(move);
    const ply = this.plies.length + 1;
    await this.append({ t: 'move', ply, move: notation, by, at: this.scheduler.isoTime() });
    this.pushPly(move, by);
    this.redoStack = [];
    this.redoGroups = [];
    this.drawOffer = undefined;
    this.candidates = null;
    if (this.announced !== undefined) this.cancelComputer();
    this.emit({ type: 'committed', ply, seat: this.plies[ply - 1]!.seat, notation, by, replaced: false });
    await this.checkEnd();
  }

  private async checkEnd(): Promise<void> {
    const st = this.game.status(this.position);
    if (st.kind === 'ongoing' || this.result !== undefined) return;
    await this.finish(st, 'rules');
  }

  private async finish(status: Status, termination: ResultState['termination']): Promise<void> {
    await this.append({
      t: 'result',
      kind: status.kind === 'won' ? 'won' : 'draw',
      winners: status.kind === 'won' ? [...status.winners] : [],
      termination,
      reason: status.kind === 'ongoing' ? '' : status.reason,
      at: this.scheduler.isoTime(),
    });
    this.result = { status, termination };
    this.phase = 'finished';
    this.provisional = false;
    this.drawOffer = undefined;
    this.cancelComputer();
    this.emit({ type: 'finished', status, termination });
    this.emit({ type: 'changed' });
  }

  private async replaceLast(move: unknown): Promise<void> {
    const ply = this.plies.length;
    const before = this.positions[this.positions.length - 2];
    const r = this.game.play(before, move);
    if (!r.ok || ply === 0) return;
    const notation = this.game.formatMove(move);
    await this.append({ t: 'replace', ply, move: notation, at: this.scheduler.isoTime() });
    const old = this.plies[ply - 1]!;
    this.plies[ply - 1] = { move, notation, seat: old.seat, by: old.by };
    this.positions[this.positions.length - 1] = r.value;
    this.cancelComputer();
    this.emit({ type: 'committed', ply, seat: old.seat, notation, by: old.by, replaced: true });
    await this.checkEnd();
    this.resetContext();
    this.afterChange();
  }

  private takeBack(n: number): Ply[] {
    this.cancelComputer();
    const taken = this.plies.splice(this.plies.length - n, n);
    this.positions.splice(this.positions.length - n, n);
    this.provisional = false;
    this.candidates = null;
    this.drawOffer = undefined;
    this.spinEntry = false;
    this.syncStages = [];
    this.settling = false;
    if (this.result?.termination === 'rules') {
      this.result = undefined;
      this.phase = this.board.present ? 'syncing' : 'playing';
    }
    return taken;
  }

  private async boardTakeback(plies: number): Promise<void> {
    const n = Math.min(plies, this.plies.length);
    if (n === 0) return;
    if (this.result !== undefined && this.result.termination !== 'rules') return;
    await this.append({ t: 'undo', plies: n, source: 'board', at: this.scheduler.isoTime() });
    this.takeBack(n);
    this.redoStack = [];
    this.redoGroups = [];
    if (this.phase === 'syncing') this.phase = 'playing'; // the board shows it already
    this.emit({ type: 'takeback', plies: n, source: 'board' });
    this.emit({
      type: 'notice',
      level: 'info',
      code: 'session/takeback',
      message: `${n === 1 ? 'one move was' : `${n} moves were`} taken back on the board`,
    });
    this.resetContext();
    this.afterChange();
  }

  private cancelComputer(): void {
    this.generation++;
    this.computerTimer?.();
    this.computerTimer = undefined;
    this.thinking?.abort.abort();
    this.thinking = undefined;
    if (this.announced !== undefined) {
      this.announced = undefined;
      if (!this.closed) this.resetContext();
    }
  }

  /** After every change: start the computer when it is to move, and tell listeners. */
  private afterChange(): void {
    this.maybeStartComputer();
    this.emit({ type: 'changed' });
  }

  private maybeStartComputer(): void {
    if (this.closed || this.phase !== 'playing' || this.thinking !== undefined || this.announced !== undefined || this.computerTimer !== undefined) return;
    const pos = this.position;
    const turn = this.game.turn(pos);
    if (turn === undefined || this.players[turn] !== 'computer') return;
    const gen = ++this.generation;
    if (this.awaitsSpinNow(pos)) {
      // The computer's spin is a digital spin like anyone's: drawn from the seeded teetotum, never chosen.
      this.computerTimer = this.scheduler.setTimer(this.settings.computerDelayMs, () => {
        this.computerTimer = undefined;
        if (gen !== this.generation) return;
        void this.run(() =>
          this.guarded(async () => {
            if (gen !== this.generation || pos !== this.position || this.closed || this.phase !== 'playing') return;
            await this.commitSpin(this.drawDigitalSpin(), 'computer');
          }),
        );
      });
      return;
    }
    const abort = new AbortController();
    this.computerTimer = this.scheduler.setTimer(this.settings.computerDelayMs, () => {
      this.computerTimer = undefined;
      if (gen !== this.generation) return;
      this.thinking = { seat: turn, abort };
      this.emit({ type: 'changed' });
      this.computer.choose(this.game, pos, abort.signal).then(
        (move) => void this.run(() => this.guarded(() => this.computerAnswered(gen, pos, turn, move))),
        (e: unknown) => {
          if (e instanceof AbortedError || gen !== this.generation) return;
          this.thinking = undefined;
          this.emit({ type: 'notice', level: 'error', code: 'session/computer-failed', message: `the computer player failed: ${(e as Error).message}` });
        },
      );
    });
  }

  private async computerAnswered(gen: number, pos: unknown, seat: PlayerIndex, move: unknown): Promise<void> {
    if (gen !== this.generation || pos !== this.position || this.closed) return; // a late answer: discarded
    this.thinking = undefined;
    if (this.board.present) {
      this.announced = { seat, move };
      this.resetContext();
      this.emit({ type: 'changed' });
      // The board may already show it (a person quick off the mark).
      const reading = this.engine.lastReading;
      if (reading !== undefined) await this.apply(this.engine.tick(this.scheduler.now()));
      return;
    }
    this.finalise();
    await this.commitPly(move, 'computer');
    this.resetContext();
    this.afterChange();
  }
}
