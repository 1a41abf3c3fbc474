/**
 * What the screen needs of each game: one board component and one adapter module, chosen by game id
 * (see ./registry.ts). Board components share {@link BoardProps}; they draw and report picks, and hold
 * no rules (the host sends legal moves; `../lib/picking.ts` turns them into targets).
 */
import type { Component } from 'svelte';
import type { SessionView } from '$api';
import type { Json } from '$core/game';
import type { Message } from '$i18n';

/** A seat as the board draws it. */
export interface SeatLook {
  /** Display name, e.g. "White". */
  readonly name: string;
  /** CSS colour of the seat's men (the game's, chosen to be told apart by colour-blind players). */
  readonly colour: string;
}

/** Props every board component takes. Cell names are the game's (Morris `a7`). */
export interface BoardProps {
  /** The position in the game's notation. */
  position: string;
  /** One entry per seat in play. */
  seats: readonly SeatLook[];
  /** Cells the person on screen may pick next. */
  targets?: readonly string[];
  /** Cells picked so far for the move being built on screen. */
  picked?: readonly string[];
  /** Cells whose man a sensor board shows lifted. */
  lifted?: readonly string[];
  /** Cells where the sensor board shows a man the position does not have yet (put down, not yet counted). */
  arrived?: readonly string[];
  /** Legal destinations of the lifted man (shown, not pickable). */
  hints?: readonly string[];
  /** Cells the board-mismatch guidance asks to be fixed. */
  guidance?: readonly string[];
  /** The last move played, in the game's notation. */
  lastMove?: string | undefined;
  /** Candidate moves of an ambiguous board change, in notation (their cells are highlighted). */
  candidates?: readonly string[];
  /**
   * A hint's move, in notation (the move the strongest level would play): where its man starts and
   * where it goes are marked in the hint's own style, `--suggest`, unlike any other mark.
   */
  suggestion?: string | undefined;
  /**
   * A computer's move announced for a person to carry out on the sensor board (`SessionView.announced`),
   * in notation: marked as boldly as a hint, in the candidate blue (`SuggestMarks` tone `announced`).
   */
  announced?: string | undefined;
  /**
   * The seat of the one person playing against the computer (`../lib/seating.ts`), drawn at the bottom
   * by a board that can be turned (Not Made in Germany); `undefined` otherwise.
   */
  viewer?: number | undefined;
  /** `true` when the person on screen may pick cells now. */
  interactive?: boolean;
  /**
   * `true` when the board is drawn for looking at only (the kiosk's attract loop and how-to page,
   * `../kiosk/GameDrawing.svelte`): the drawing without its controls (Not Made in Germany's "Sit on
   * England's side" button and its note), which there is nobody to use, and which a visitor touching the
   * screen to begin would press. A board that turns men's faces to their players (Not Made in Germany's
   * letters) draws them all upright, for the visitor in front of the screen. Default `false`.
   */
  still?: boolean;
  /** A cell whose pick was just refused (the screen says why): marked until the next pick. */
  refused?: string | undefined;
  /** Called with a cell the person picked (click, tap, drop, Enter). */
  onpick?: (cell: string) => void;
  /** Called when the person cancels the move being built (Escape). */
  oncancel?: () => void;
}

/** The per-game adapter of the screen. */
export interface GameScreen {
  /** The game id (`src/core/game.ts` GAME_IDS). */
  readonly id: string;
  /** The board component. */
  readonly Board: Component<BoardProps>;
  /** The cells a person picks to make `move`, in order (see `../lib/picking.ts`); `[]` if unreadable. */
  path(move: string): string[];
  /** A one-line description of a move for history and announcements, e.g. "d2 to d3, takes g7". */
  describeMove(move: string): string;
  /**
   * Optional: the move a person seems to be trying when they pick `cells` (the picks so far and the cell
   * just picked) and the picks lead to no legal move, in the game's notation, so that the host can say
   * why it is not allowed in the engine's own words (issue 14: "an illegal action on screen says why").
   * `undefined` when the picks name no move at all (the app then says that the man has no move).
   */
  attempt?(cells: readonly string[], view: SessionView): string | undefined;
  /**
   * Optional: each ply of `view.moves` told for the move list, by index, one message per event (issue 14:
   * "Move lists that tell what happened"): a Quoits game's board cleared, then its spin for lead and who
   * won it; a pitch and what it knocked; a Spoof shot and its verdict. `undefined` for a ply the game
   * cannot tell (the list then shows {@link GameScreen.describeMove} and the men's changes).
   */
  describePlies?(view: SessionView): readonly (readonly Message[] | undefined)[];
  /**
   * Optional: a cell's name as people read it, for the move list's account of where men went (Quoits:
   * the space's label, `a-d3` is "Double 3"); default the cell's own name.
   */
  cellName?(cell: string, view: SessionView): string;
  /** Per-seat counters shown beside the board, e.g. `[{ label: 'in hand', values: [7, 8] }]`. */
  counters(position: string): { label: string; values: number[] }[];
  /**
   * Optional: a guidance step said in the game's own terms, for games whose men differ beyond their
   * side (Not Made in Germany's set-up, issue 6 §3: "each lettered man to its square, by letter"), e.g.
   * "put England's D on b9" for the step `{ kind: 'put', cell: 'b9', seat: 0 }` of the set-up. Returns
   * `undefined` to keep the step's own sentence. `position` is the position the board must show.
   */
  describeStep?(position: string, step: GuidanceStepLook): string | undefined;
  /**
   * Optional: the game's own screen area, drawn instead of {@link GameScreen.Board} during a game, for
   * games whose moves are not cells picked in turn (Spoof's drag-and-release flick, issue 8 §3). It gets
   * the whole session view and sends moves as notation itself; `Board` is still used for replays.
   */
  readonly Screen?: Component<ScreenAreaProps>;
  /**
   * Optional: a mode run entirely on screen, without a host session, offered on the start screen when the
   * game is chosen (Spoof's scorekeeper for a real table, issue 8 §4).
   */
  readonly table?: TableMode;
}

/** Props of a game's own screen area ({@link GameScreen.Screen}). */
export interface ScreenAreaProps {
  /** The session view as the host last sent it. */
  view: SessionView;
  /** `true` when the person on screen may move now (it is a screen seat's turn). */
  interactive: boolean;
  /**
   * Sends a move in the game's notation to the host; resolves `true` when the host accepted it (the new
   * view then arrives as usual), `false` when it refused (the app shows why).
   */
  onmove: (notation: string) => Promise<boolean>;
  /**
   * Optional: a gesture that the screen area knows is no move now (Spoof: a man pressed that is not the
   * shooter's, or out of turn), with the move it seems to mean in the game's notation; the app has the host
   * say why in the engine's words ("Not allowed: …"; issue 14: "Nothing is silently ignored").
   */
  onrefused?: (attempt: string) => void;
}

/** A start-screen mode that runs in the renderer alone ({@link GameScreen.table}). */
export interface TableMode {
  /** The button's label, e.g. "Scorekeeper for a real table". */
  readonly label: string;
  /** One sentence under the button. */
  readonly description: string;
  /** The mode's screen; `options` are the rule options chosen on the start screen (raw, maybe with `preset`). */
  readonly Component: Component<{ options: Record<string, Json>; onclose: () => void }>;
}

/** A guidance step as the screen receives it (`src/api` GuidanceStepSchema). */
export interface GuidanceStepLook {
  readonly kind: 'lift' | 'put' | 'move' | 'turn' | 'take';
  readonly cell: string;
  readonly from?: string | undefined;
  readonly seat?: number | undefined;
  readonly back?: boolean | undefined;
  /** The step as a message (a fragment: "put the man back on a7"). */
  readonly say: Message;
}
