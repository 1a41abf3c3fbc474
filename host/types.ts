/**
 * The Host API: what the Node-side composition (`host/`) offers the app, whether the app reaches it
 * through Electron IPC (`electron/` preload) or through the local WebSocket (`web/`).
 *
 * Everything here is plain JSON-serialisable data: no functions, classes, `undefined`-only fields,
 * Maps or Dates cross the boundary (optional fields are left out, never set to `undefined`). Every
 * method returns a {@link HostResult}; expected failures (an illegal move, no game in progress, a port
 * that will not open, a corrupt record) come back as `{ ok: false, error }` with a namespaced `code`
 * and a `message` for people, never as a thrown exception. Every text for people is a `Message` (a code
 * and parameters, `src/i18n/`) that the renderer or the CLI puts into words in the reader's language.
 *
 * Sources: issue 4 ("From sensor changes to validated moves") §1–3 for the session and inference
 * notions (provisional move, candidates, guidance, takeback, journal, resume, records); issue 5 §1–2
 * for what the renderer shows; `../shared/background/sensor-board-anchors.md` §B for the
 * "provisional vs committed" model and Centaur's from→to correction guidance.
 *
 * Stability: the app builds on these names. Add fields; do not rename or remove them.
 */
import type { GameId, Json, PlayerIndex } from '../src/core/game';
import type { Result } from '../src/core/result';
import type { Guidance } from '../src/inference/guidance';
import type { SeatKind, SessionSettings } from '../src/session/types';
import type { LevelName } from '../src/ai/levels';
import type { PortInfo } from '../firmware-protocol/serial/ports';
import type { KioskEvent } from '../src/api/kiosk';
import type { ElsewhereEvent } from '../src/api/elsewhere';
import type { Lang, Message } from '../src/i18n/index';

// ---------------------------------------------------------------------------------------------
// Small vocabularies
// ---------------------------------------------------------------------------------------------

/** Who sits at a seat: a person moving men on the sensor board, a person clicking on screen, or the computer. */
export { SEAT_KINDS, DEFAULT_SESSION_SETTINGS } from '../src/session/types';
export type { SeatKind, SessionSettings } from '../src/session/types';

/** What one board sensor reads (same words as the protocol's `SensorState`, `firmware-protocol/messages.ts`). */
export const CELL_READINGS = ['empty', 'occupied', 'north', 'south'] as const;
/** One of {@link CELL_READINGS}. */
export type CellReading = (typeof CELL_READINGS)[number];

/**
 * Which board a game is played on:
 * - `virtual`: the in-process virtual board (no hardware; the app may move its men with {@link HostApi.virtualBoard});
 * - `serial`: a sensor board on a serial port `path` (e.g. `/dev/ttyACM0`, `COM3`);
 * - `none`: screen only.
 * `profile` names a board profile of `firmware-protocol/profiles/` (default: the game's usual profile).
 */
export type BoardChoice =
  | { readonly kind: 'virtual'; readonly profile?: string }
  | { readonly kind: 'serial'; readonly path: string; readonly profile?: string }
  | { readonly kind: 'none' };

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Arguments of {@link HostApi.newGame}. */
export interface NewGameRequest {
  /** The game to play (`src/games/index.ts`). */
  readonly game: GameId;
  /** Rule options as for `parseOptions` (`src/core/options.ts`): a partial object, optionally `preset`. */
  readonly options?: { readonly [key: string]: Json };
  /** One entry per seat, in playing order (Morris: `[white, black]`). Its length is the player count. */
  readonly players: readonly SeatKind[];
  /**
   * The level of each seat's computer player, by seat (`src/ai/levels.ts` `LEVEL_NAMES`; default
   * `medium`): at most one entry per seat, used for the computer seats. Journalled and resumed.
   */
  readonly levels?: readonly LevelName[];
  /** Where the game is played (default `{ kind: 'none' }`). */
  readonly board?: BoardChoice;
  /** Overrides of the host's session settings for this game only. */
  readonly settings?: Partial<SessionSettings>;
  /** Seed of the computer players' random generator (default: from the clock); recorded in the journal. */
  readonly seed?: number;
  /** Start position in the game's notation (default: the game's own start), e.g. for a problem or a test. */
  readonly start?: string;
}

/** A manual action on the in-process virtual board (only when the game uses `{ kind: 'virtual' }`). */
export type VirtualBoardAction =
  | { readonly action: 'lift'; readonly cell: string }
  /** `polarity` only on a hall profile; default: the colour of the seat to move. */
  | { readonly action: 'place'; readonly cell: string; readonly polarity?: 'north' | 'south' }
  | { readonly action: 'press'; readonly button: string };

/** Replay controls for a loaded record: go to ply `ply` (0 = start position .. `total`). */
export interface ReplaySeek {
  readonly ply: number;
}

// ---------------------------------------------------------------------------------------------
// Views and events
// ---------------------------------------------------------------------------------------------

/** One seat as shown on screen. */
export interface SeatView {
  readonly seat: PlayerIndex;
  /** Seat name from the game, e.g. "White". */
  readonly name: string;
  /** CSS colour of the seat's men. */
  readonly colour: string;
  readonly kind: SeatKind;
  /** A computer seat's level. */
  readonly level?: LevelName;
}

/** One ply of the game's history. */
export interface MoveView {
  /** 1-based ply number. */
  readonly ply: number;
  /** Seat that made it. */
  readonly seat: PlayerIndex;
  /** The move in the game's canonical notation. */
  readonly notation: string;
  /** How it was made. */
  readonly by: SeatKind;
  /**
   * `true` for the last move while it may still be replaced by a longer move of the same man
   * (a slide that paused, a jump chain that carries on): issue 4 §1.
   */
  readonly provisional: boolean;
  /**
   * What the ply did to the men, seat by seat (from the game's physical model): a man moved `from` a cell
   * `to` another, pitched on (`to` alone) or taken off (`from` alone): a collision shows as the other
   * seat's man moved too (issue 14). Absent when the ply moved no man (a spin).
   */
  readonly changes?: readonly { readonly seat: PlayerIndex; readonly from?: string; readonly to?: string }[];
}

/**
 * A legal move with the cells it changes, derived from the game's physical model (the cells whose
 * contents differ before and after the move), so the renderer can show destinations without rules.
 */
export interface LegalMoveView {
  readonly notation: string;
  /** Cells that lose a man. */
  readonly vacates: readonly string[];
  /** Cells that gain a man. */
  readonly fills: readonly string[];
}

/**
 * What a player must do to one cell (`lift`, `put`, `move`, `turn`, `take`), with its message (`say`).
 * Defined with the guidance in `src/inference/guidance.ts`.
 */
export type { GuidanceStep } from '../src/inference/guidance';

/**
 * Guidance shown when the board does not match (issue 4 §2), or while the board is being laid out:
 * `kind` is `setup` (lay out the session's position: new game, resume, undo/redo, a screen move to carry
 * out), `mismatch` (the settled board matches nothing for longer than the guidance delay), `flag`
 * (something just done is wrong, said at once: an untakeable man lifted, a wrong man moved, a move out
 * of turn) or `incomplete` (a mill formed and no man taken yet). `code` is stable
 * (`inference/untakeable`, `inference/wrong-turn`, ...), `reason` the why, `whole` (when set) all of it
 * in one message, `cells` every cell to highlight (also lit on the board's LEDs); `guidanceText`
 * (`src/inference/guidance.ts`) puts it into words.
 */
export type GuidanceView = Guidance;

/** The board connection as shown on screen (issue 3 §4, issue 5 §2). */
export interface BoardView {
  readonly kind: BoardChoice['kind'];
  /**
   * `none`: no board; `connecting`: opening the port / waiting for HELLO; `connected`: HELLO and a
   * snapshot received; `reconnecting`: the link was lost and is being re-established; `disconnected`:
   * given up or closed; `error`: the port could not be opened (see `message`).
   */
  readonly state: 'none' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'error';
  readonly port?: string;
  readonly boardId?: string;
  readonly model?: string;
  readonly sensorKind?: 'reed' | 'hall';
  readonly profile?: string;
  /** Why, for `error`/`disconnected`/`reconnecting` (e.g. the dialout-group fix). */
  readonly message?: Message;
  /** The last snapshot mapped to cells (only cells the profile maps). */
  readonly reading?: { readonly [cell: string]: CellReading };
  /** Whether the board matches the session's position right now. */
  readonly inSync?: boolean;
}

/** The game's status: `ongoing`, or the result with its reason. */
export type StatusView =
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'won'; readonly winners: readonly PlayerIndex[]; readonly reason: Message }
  | { readonly kind: 'draw'; readonly reason: Message };

/**
 * The phase of the session:
 * - `setup`: waiting for the board to show the position before play starts (or resumes);
 * - `playing`: moves are accepted;
 * - `syncing`: play is paused until the board matches again (after undo/redo or a takeback);
 * - `finished`: the result is in.
 */
export type SessionPhase = 'setup' | 'playing' | 'syncing' | 'finished';

/** Everything the renderer needs to draw the game; sent whole after every change. */
export interface SessionView {
  /** Unique id of this game (also its journal and record file name). */
  readonly id: string;
  readonly game: GameId;
  readonly gameName: string;
  /** The validated rule options (JSON). */
  readonly options: Json;
  readonly settings: SessionSettings;
  readonly seats: readonly SeatView[];
  readonly phase: SessionPhase;
  /** The position in the game's canonical notation. */
  readonly position: string;
  /** The men on each cell (the game's physical model), for drawing; `{}` for games without one. */
  readonly contents: { readonly [cell: string]: readonly PlayerIndex[] };
  readonly moves: readonly MoveView[];
  /** Seat to move, or `null` once the game is over. */
  readonly turn: PlayerIndex | null;
  readonly status: StatusView;
  /** How a finished game ended: by the rules, a resignation or an agreed draw (absent while ongoing). */
  readonly termination?: 'rules' | 'resignation' | 'agreement';
  /** Legal moves of the seat to move (empty when finished). */
  readonly legalMoves: readonly LegalMoveView[];
  /** The last move, if any (same as the last of `moves`). */
  readonly lastMove: MoveView | null;
  /** `true` while the last move may still be replaced (see {@link MoveView.provisional}). */
  readonly provisional: boolean;
  /**
   * When the board matches several legal moves that differ in meaning: each candidate is a sequence
   * of one or two moves (two plies inside one settle window); choose with {@link HostApi.chooseCandidate}.
   */
  readonly candidates: readonly (readonly string[])[] | null;
  /** What to do to put the board right, or `null` when it matches. */
  readonly guidance: GuidanceView | null;
  /** A computer's (or screen player's) move waiting to be carried out on the board, with its cells. */
  readonly announced: { readonly seat: PlayerIndex; readonly notation: string; readonly vacates: readonly string[]; readonly fills: readonly string[] } | null;
  /** The seat whose computer player is thinking, or `null`. */
  readonly thinking: PlayerIndex | null;
  /**
   * The hint asked for with {@link HostApi.hint} in this position: for `seat`, still `thinking`, or
   * `ready` with the move (the move the strongest level would play) and the cells it empties and fills
   * (also lit on the board's LEDs: white, blinking where the man leaves); `null` when none was asked for
   * since the last change of the position.
   */
  readonly hint: HintView | null;
  readonly board: BoardView;
  /** Cells whose man is off the board right now (lifted, in a hand), compared with the position. */
  readonly lifted: readonly string[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * A takeback the board shows that waits for confirmation (issue 12 §2: more than one ply, or right after
   * the board came back): its plies and their moves in notation. Until it is confirmed
   * ({@link HostApi.confirmTakeback}, or the board's done button) the game stands and the guidance leads
   * the board back; absent or `null` when none is held.
   */
  readonly takeback?: { readonly plies: number; readonly moves: readonly string[] } | null;
  /** The seat that offered a draw, until it is agreed or the next move is made. */
  readonly drawOffer: PlayerIndex | null;
  /** The seat that declined the last draw offer (a computer by its own judgement), until the next ply or offer. */
  readonly drawDeclined?: PlayerIndex | null;
  /**
   * Teetotum games (Archery, Quoits) only: `true` when the next action is a teetotum spin. A screen or
   * board player then sends {@link HostApi.playMove} `spin` for a digital spin (drawn by the host from
   * the seeded teetotum of the session, recorded as `3+5`), or the two numbers of a real teetotum with
   * `h` (`3+5h`). Issue 7 §1.
   */
  readonly awaitsSpin?: boolean;
  /** Teetotum games only: `true` after the board's `spin` button, until the real teetotum's numbers are entered. */
  readonly spinEntry?: boolean;
  /**
   * With a sensor board: the legal moves (notation) the board cannot see right now, because the sensors
   * would read the same after them (Archery: an arrow moved onto a space that already holds one, from a
   * space that keeps one). The player makes the move and confirms it with `done` on the board or by
   * playing it on screen. Absent when there are none. Issue 7 §4.
   */
  readonly unseen?: readonly string[];
}

/** A hint (see {@link SessionView.hint}). */
export type HintView =
  | { readonly seat: PlayerIndex; readonly state: 'thinking' }
  | { readonly seat: PlayerIndex; readonly state: 'ready'; readonly notation: string; readonly vacates: readonly string[]; readonly fills: readonly string[] };

/** A loaded record being replayed. */
export interface ReplayView {
  readonly game: GameId;
  readonly gameName: string;
  readonly options: Json;
  /** Current ply shown, 0..total. */
  readonly ply: number;
  readonly total: number;
  readonly moves: readonly string[];
  readonly position: string;
  readonly contents: { readonly [cell: string]: readonly PlayerIndex[] };
  /** The status of the position shown. */
  readonly status: StatusView;
  /**
   * How the recorded game ended, whatever ply is shown (issue 14: "Replay says finished for a finished
   * game"): the recorded result (a resignation or an agreement included, which no position shows), else
   * the last position's status; `ongoing` for a record that stops before the game is decided.
   */
  readonly result?: StatusView;
  /** Free-form record metadata (players, date, source). */
  readonly meta: { readonly [key: string]: Json };
}

/** An earlier position of the game in progress ({@link HostApi.peek}). */
export interface PeekView {
  /** The ply after which it stands (0: the start). */
  readonly ply: number;
  /** The position in the game's notation. */
  readonly position: string;
  /** Its men by cell (the game's physical model). */
  readonly contents: { readonly [cell: string]: readonly PlayerIndex[] };
}

/** A message for the user that is not part of the board guidance. */
export interface Notice {
  /** Increasing id; the renderer may dismiss by id. */
  readonly id: number;
  readonly level: 'info' | 'warning' | 'error';
  /** Namespaced code, e.g. `journal/truncated`, `board/disconnected`, `session/takeback-refused`. */
  readonly code: string;
  readonly message: Message;
}

/** An unfinished game found in the journal at start, offered for resuming (issue 4 §3). */
export interface ResumeOffer {
  readonly id: string;
  readonly game: GameId;
  readonly gameName: string;
  readonly players: readonly SeatKind[];
  readonly plies: number;
  /** ISO time of the last journal entry. */
  readonly updatedAt: string;
  /** Set when the journal had a truncated or corrupt tail that was dropped. */
  readonly repaired?: Message;
}

/** A saved record file. */
export interface RecordInfo {
  /** File name inside the data folder's `records/`. */
  readonly name: string;
  readonly game: GameId;
  readonly plies: number;
  /** The recorded result, for people ("won by White (resignation)"). */
  readonly result: Message;
  readonly savedAt: string;
}

/** A record just saved: where it went as well (the data folder's `records/`, an absolute path). */
export interface SavedRecord extends RecordInfo {
  readonly folder: string;
}

/** A serial port as the OS lists it (issue 3 §4), as the serial transport reports it. */
export type { PortInfo } from '../firmware-protocol/serial/ports';

/**
 * Events pushed to subscribers. `view` is sent after every change of the session (whole, not a diff; the
 * shells pace views to the screen's frame and the WebSocket sends each as a patch of the last one,
 * `src/api/pace.ts`, `src/api/view-patch.ts`);
 * `replay` after every replay change; `notice` for journal, board and session notices;
 * `committed` once per move after it is on disk (for logs and the CLI); `takeback` once per takeback
 * after it is on disk: `plies` taken back on `screen` (undo) or on the `board`, leaving `ply` plies in
 * force (issue 12, failure 14: `parlour play --json` gives takebacks a line of their own).
 */
export type HostEvent =
  | { readonly type: 'view'; readonly view: SessionView | null }
  | { readonly type: 'replay'; readonly replay: ReplayView | null }
  | { readonly type: 'notice'; readonly notice: Notice }
  | { readonly type: 'committed'; readonly ply: number; readonly seat: PlayerIndex; readonly notation: string; readonly by: SeatKind; readonly replaced: boolean }
  | { readonly type: 'takeback'; readonly plies: number; readonly source: 'screen' | 'board'; readonly ply: number }
  /** The museum kiosk's events (`host/kiosk/`; their schemas: `src/api/kiosk.ts`). */
  | { readonly type: 'kiosk'; readonly kiosk: KioskEvent }
  /**
   * What another screen did to the game all screens share (`src/api/elsewhere.ts`): never emitted by the
   * host itself; the web host sends it to every screen but the one whose call it was.
   */
  | ElsewhereEvent;

/** Why a host call failed: `code` is namespaced (`host/…`, `session/…`, `board/…`, `record/…`). */
export interface HostError {
  readonly code: string;
  readonly message: Message;
}

/** What every host method returns. */
export type HostResult<T> = Promise<Result<T, HostError>>;

/** The state at start-up: an unfinished game to offer, the settings, and notices so far. */
export interface HostStartup {
  readonly resume: ResumeOffer | null;
  readonly settings: SessionSettings;
  /** The language chosen on the start screen and kept in the settings file; `null`: none chosen (the system's applies). */
  readonly language: Lang | null;
  readonly view: SessionView | null;
  readonly notices: readonly Notice[];
}

/**
 * The Host API. The Electron preload and the WebSocket server expose exactly these methods (validated
 * with zod in `src/api/`), and forward {@link HostEvent}s from {@link HostApi.subscribe}.
 */
export interface HostApi {
  /** The state at start-up (resume offer, settings, current view). */
  startup(): HostResult<HostStartup>;
  /**
   * Starts a new game; ends (and journals as abandoned) any game in progress.
   * Errors: `host/unknown-game`, `options/invalid`, `session/player-count`, `board/open-failed`,
   * `board/not-serial` (a serial path that is not a serial device), `board/no-port` (nothing there).
   */
  newGame(req: NewGameRequest): HostResult<SessionView>;
  /** Resumes the unfinished game of the journal. Errors: `host/no-resume`, `journal/unreadable`. */
  resumeGame(): HostResult<SessionView>;
  /** Drops the resume offer (the journal is archived, not deleted). */
  discardResume(): HostResult<null>;
  /**
   * A screen player's move in the game's notation. Errors: `session/no-game`, `session/not-your-turn`
   * (the seat to move is not a screen player), `notation/…`, or the game's own `MoveError` code.
   * Teetotum games: `spin` asks for a digital spin and `3+5h` enters a real teetotum's numbers, when
   * {@link SessionView.awaitsSpin} (errors `session/no-spin`, `session/spin-first`, `session/digital-spin`
   * for a digital spin typed in). A board player may also confirm here a move the board cannot see
   * ({@link SessionView.unseen}).
   */
  playMove(notation: string): HostResult<SessionView>;
  /** Picks one of `view.candidates` (its moves joined by `,`, or the index as a string). Errors: `session/no-candidates`, `session/bad-candidate`. */
  chooseCandidate(choice: string): HostResult<SessionView>;
  /** Takes back the last ply. Errors: `session/nothing-to-undo`. */
  undo(): HostResult<SessionView>;
  /** Replays the last undone ply. Errors: `session/nothing-to-redo`. */
  redo(): HostResult<SessionView>;
  /**
   * Confirms the takeback the board shows ({@link SessionView.takeback}): the plies are taken back (and can
   * be redone). Errors: `session/no-takeback`.
   */
  confirmTakeback(): HostResult<SessionView>;
  /** Seat `seat` resigns. Errors: `session/finished`, `session/bad-seat`. */
  resign(seat: PlayerIndex): HostResult<SessionView>;
  /** Seat `seat` offers a draw (shown until the next move). */
  offerDraw(seat: PlayerIndex): HostResult<SessionView>;
  /** The other side agrees: the game ends drawn by agreement. Errors: `session/no-draw-offer`. */
  agreeDraw(seat: PlayerIndex): HostResult<SessionView>;
  /** Withdraws or declines an offer. */
  declineDraw(): HostResult<SessionView>;
  /**
   * Asks for a hint for the person to move: the move the strongest level would play, worked out in about
   * a second while play goes on (the reply's view says `thinking`; a `view` event brings it `ready`).
   * Errors: `session/no-game`, `session/not-your-turn` (the computer is to move), `session/no-hints`
   * (the game leaves no choice: Quoits), `session/spin-first`, `session/syncing`, `session/finished`.
   */
  hint(): HostResult<SessionView>;
  /** Changes session settings (settle time, guidance delay, takebacks, ...) for this game and later ones. */
  setSettings(settings: Partial<SessionSettings>): HostResult<SessionSettings>;
  /** Remembers the language chosen on the start screen (in the settings file, beside the session settings). */
  setLanguage(lang: Lang): HostResult<null>;
  /**
   * A person dismissed notice `id` (`Notice.id`) on a screen: a page opened later is not shown it again
   * (`startup`'s `notices`). Screens open already keep theirs until dismissed there. An id the host no
   * longer keeps (or never made) is no error: the answer is `null` all the same.
   */
  dismissNotice(id: number): HostResult<null>;
  /** Serial ports on this machine. Errors: `board/list-failed`. */
  listPorts(): HostResult<readonly PortInfo[]>;
  /**
   * Switches the current game's board (connect a sensor board mid-game, or go screen-only). Errors:
   * `session/no-game`, `board/not-serial` (a path that is not a serial device: a file, a folder,
   * `/dev/null`; nothing is opened), `board/no-port` (nothing at the path), `board/profile`.
   */
  connectBoard(board: BoardChoice): HostResult<SessionView>;
  /** Acts on the in-process virtual board. Errors: `board/not-virtual`, `board/bad-cell`. */
  virtualBoard(action: VirtualBoardAction): HostResult<null>;
  /** Saves the current (or finished) game as a record file. Errors: `session/no-game`. */
  saveRecord(): HostResult<SavedRecord>;
  /** Saved records, newest first. */
  listRecords(): HostResult<readonly RecordInfo[]>;
  /** Loads a record for replay, by saved name or from the text of a record file. Errors: `record/…`. */
  loadRecord(source: { readonly name: string } | { readonly text: string }): HostResult<ReplayView>;
  /** Moves the replay to a ply. Errors: `host/no-replay`, `host/bad-ply`. */
  replaySeek(seek: ReplaySeek): HostResult<ReplayView>;
  /**
   * An earlier position of the game in progress, to look at during play (issue 14): after ply `ply` (0: the
   * start). Nothing changes. Errors: `session/no-game`, `session/bad-ply`.
   */
  peek(ply: number): HostResult<PeekView>;
  /** Closes the replay. */
  closeReplay(): HostResult<null>;
  /** Current view, or `null` without a game. */
  view(): HostResult<SessionView | null>;
  /** Subscribes to events; returns the unsubscribe function (not part of the wire API). */
  subscribe(listener: (event: HostEvent) => void): () => void;
  /** Closes the board connection and the journal (the game stays resumable). */
  close(): Promise<void>;
}
