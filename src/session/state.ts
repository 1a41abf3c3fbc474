/**
 * The state of one game session, and the few primitives every part of the session uses on it.
 *
 * The session is one state shared by the parts that act on it, each in its own file:
 * - `turn.ts`: the turn flow of screen commands (a move, a candidate chosen, resignation, draws, settings);
 * - `seats.ts`: the seats and the computer players (starting, cancelling and answering a search);
 * - `board-play.ts`: board play through move inference (readings, buttons, timers, the inference context);
 * - `history.ts`: the plies in force, commits, the result, undo/redo and takebacks;
 * - `spin.ts`: the seeded teetotum of the teetotum games;
 * - `resume.ts`: the replay of a journal into a resumed session;
 * - `view.ts`: the session's view; `session.ts`: the {@link Session} class that composes them.
 * The parts call one another (a ply committed from the board cancels the computer, which re-sets the
 * inference context) as the methods of one class would; only this file is called by all of them and
 * calls none.
 *
 * Pure core with injected I/O: time and timers come from a {@link Scheduler}, durability from a
 * {@link JournalSink} whose `append` resolves once the entry is on disk.
 */
import type { AnyGame, CellContents, PlayerIndex, Status } from '../core/game';
import type { ComputerPlayer, GameLine } from '../ai/player';
import type { LevelName } from '../ai/levels';
import { MoveInference } from '../inference/engine';
import type { Sensing } from '../inference/reading';
import { stampEntry, type JournalEntry } from './journal';
import type { SeatKind, SessionSettings } from './types';
import type { Message } from '../i18n/index';

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

/** An error of a session call: namespaced `code`, and `message` for people. */
export interface SessionError {
  readonly code: string;
  readonly message: Message;
}

/** The board a session is played on, as far as the session cares. */
export interface SessionBoard {
  /** `true` when moves are made by moving men on a sensor board (virtual or serial). */
  readonly present: boolean;
  readonly sensing: Sensing;
  /** Free JSON describing the board choice, journalled (`{kind:'virtual'}`, `{kind:'serial',path}`). */
  readonly describe: Readonly<Record<string, string>>;
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
  | { readonly type: 'notice'; readonly level: 'info' | 'warning' | 'error'; readonly code: string; readonly message: Message };

/** One ply in force. */
export interface Ply {
  readonly move: unknown;
  readonly notation: string;
  readonly seat: PlayerIndex;
  readonly by: SeatKind;
}

/** Phases (see `host/types.ts` `SessionPhase`). */
export type Phase = 'setup' | 'playing' | 'syncing' | 'finished';

/** How a finished game ended: its status and whether by the rules, a resignation or an agreement. */
export interface ResultState {
  readonly status: Status;
  readonly termination: 'rules' | 'resignation' | 'agreement';
}

/** The mutable state of one session, shared by its parts (see the module docstring). */
export interface SessionState {
  readonly id: string;
  readonly game: AnyGame;
  readonly players: readonly SeatKind[];
  readonly seed: number;
  readonly rawOptions: Readonly<Record<string, unknown>>;
  readonly scheduler: Scheduler;
  readonly journal: JournalSink;
  /** The computer player of the computer seats, at their levels. */
  readonly computer: ComputerPlayer;
  /** The level of each seat's computer player (entries of non-computer seats are unused). */
  readonly levels: readonly LevelName[];
  /** The start position in the game's notation, when not the game's own set-up (for {@link lineOf}). */
  readonly startText: string | undefined;
  /** The player that works out hints (at `HINT_LEVEL`). */
  readonly hinter: ComputerPlayer;
  /**
   * The hint asked for in position `pos` (for seat `seat`): its search running (`move` undefined), then
   * its move. Dropped when the position changes.
   */
  hint: { readonly pos: unknown; readonly seat: PlayerIndex; readonly abort: AbortController; move: unknown } | undefined;
  readonly listeners: Set<(e: SessionEvent) => void>;
  settings: SessionSettings;
  board: SessionBoard;
  /** The start position, then the position after each ply in force. */
  positions: unknown[];
  plies: Ply[];
  redoStack: { notation: string; by: SeatKind }[];
  /** How many plies of {@link redoStack} each redo plays again (an undo of several plies redoes as one). */
  redoGroups: number[];
  /** The last ply was seen on the board and may still be replaced (the opponent has not acted yet). */
  provisional: boolean;
  result: ResultState | undefined;
  drawOffer: PlayerIndex | undefined;
  /** The seat that declined the last draw offer, until the next ply or offer (shown on every screen). */
  drawDeclined: PlayerIndex | undefined;
  /** The computer's move, announced for a person to carry out on the board. */
  announced: { seat: PlayerIndex; move: unknown } | undefined;
  thinking: { seat: PlayerIndex; abort: AbortController } | undefined;
  computerTimer: (() => void) | undefined;
  phase: Phase;
  candidates: (readonly unknown[])[] | null;
  engine: MoveInference<unknown, unknown>;
  wakeTimer: (() => void) | undefined;
  /** Inputs are handled one at a time in arrival order: each waits for this. */
  queue: Promise<unknown>;
  /** Bumped whenever a computer search in flight becomes stale. */
  generation: number;
  /** Sequence number of the last journal entry written (the start is 0). */
  journalSeq: number;
  closed: boolean;
  ended: boolean;
  resumed: boolean;
  /**
   * The board came back (reconnected, or reset), or a takeback read from it is held, and the board has not
   * shown the position since: any takeback read from it now waits for confirmation (issue 12 §2: men
   * lifted while it was unplugged, or a fresh board with the same id, must not take the game back by
   * themselves; nor may a board on its way back from a held takeback, which passes through earlier
   * positions).
   */
  boardFresh: boolean;
  /** The board's `spin` button was pressed: the numbers of a real teetotum are awaited on screen. */
  spinEntry: boolean;
  /**
   * Board states still to pass through, in order, before the board may sync on the position: the stages
   * of a spin's consequences (a Quoits collision carried out before the new man is put down).
   */
  syncStages: CellContents[];
  /**
   * `true` while the board has still to catch up with a spin's consequences (a Quoits pitch, and its
   * collision, stage by stage). Inference then runs in `sync` mode, also after the spin that ended the
   * game, so the board lagging behind is never read as a takeback.
   */
  settling: boolean;
}

/** What a session is made of: the fixed parts, the start position and the injected I/O. */
export type SessionInit = Pick<
  SessionState,
  'id' | 'game' | 'players' | 'seed' | 'rawOptions' | 'settings' | 'board' | 'scheduler' | 'journal' | 'computer' | 'levels' | 'startText' | 'hinter'
> & {
  readonly start: unknown;
};

/** A new inference engine with the settle and guidance times of `settings`. */
export function makeEngine(settings: SessionSettings): MoveInference<unknown, unknown> {
  return new MoveInference({ settleMs: settings.settleMs, guidanceDelayMs: settings.guidanceDelayMs });
}

/** The state of a session at its start position: no plies, the board to be set up if there is one. */
export function createState(init: SessionInit): SessionState {
  return {
    id: init.id,
    game: init.game,
    players: init.players,
    seed: init.seed,
    rawOptions: init.rawOptions,
    scheduler: init.scheduler,
    journal: init.journal,
    computer: init.computer,
    levels: init.levels,
    startText: init.startText,
    hinter: init.hinter,
    hint: undefined,
    listeners: new Set(),
    settings: init.settings,
    board: init.board,
    positions: [init.start],
    plies: [],
    redoStack: [],
    redoGroups: [],
    provisional: false,
    result: undefined,
    drawOffer: undefined,
    drawDeclined: undefined,
    announced: undefined,
    thinking: undefined,
    computerTimer: undefined,
    phase: init.board.present ? 'setup' : 'playing',
    candidates: null,
    engine: makeEngine(init.settings),
    wakeTimer: undefined,
    queue: Promise.resolve(),
    generation: 0,
    journalSeq: 0,
    closed: false,
    ended: false,
    resumed: false,
    boardFresh: false,
    spinEntry: false,
    syncStages: [],
    settling: false,
  };
}

/** The logical position (after every committed ply). */
export function currentPosition(s: SessionState): unknown {
  return s.positions[s.positions.length - 1];
}

/** The game so far as plain data (`GameLine`), for a computer player that thinks in another thread. */
export function lineOf(s: SessionState): GameLine {
  return {
    options: s.rawOptions,
    players: s.players.length,
    ...(s.startText === undefined ? {} : { start: s.startText }),
    moves: s.plies.map((p) => p.notation),
  };
}

/** Tells every listener. */
export function emit(s: SessionState, e: SessionEvent): void {
  for (const l of s.listeners) l(e);
}

/**
 * Appends `entry` to the journal, stamped with the state it applies to (its sequence number, the plies
 * in force, the last of them and the position: what lets the entry after a damaged line stand in for
 * it, `journal.ts`); resolves once it is durable.
 */
export async function append(s: SessionState, entry: Exclude<JournalEntry, { t: 'start' }>): Promise<void> {
  const last = s.plies[s.plies.length - 1];
  await s.journal.append(
    stampEntry(entry, {
      seq: ++s.journalSeq,
      n: s.plies.length,
      ...(last === undefined ? {} : { last: { move: last.notation, by: last.by } }),
      pos: s.game.formatPosition(currentPosition(s)),
    }),
  );
}

/** Runs `fn` after every input handed over before it (one at a time, in arrival order). */
export function run<T>(s: SessionState, fn: () => Promise<T>): Promise<T> {
  const next = s.queue.then(fn, fn);
  s.queue = next.catch(() => undefined);
  return next;
}
