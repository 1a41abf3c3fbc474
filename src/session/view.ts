/**
 * The session's view: what a screen shows of the game in progress (the host adds the board connection,
 * `host/types.ts` `SessionView`). Plain JSON, read again after every `changed` event.
 */
import { plyChanges, type ManChange } from './ply-changes';
import type { AnyGame, CellContents, PlayerIndex, Status } from '../core/game';
import type { Guidance } from '../inference/guidance';
import { changedCells } from '../inference/reading';
import { DEFAULT_LEVEL, type LevelName } from '../ai/levels';
import type { SeatKind, SessionSettings } from './types';
import { currentPosition, type Phase, type SessionState } from './state';
import { awaitsSpinNow } from './spin';

/** The session's part of the view (the host adds the board connection). */
export interface SessionCoreView {
  readonly id: string;
  readonly game: AnyGame['id'];
  readonly gameName: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly settings: SessionSettings;
  /** The seats; a computer seat with its level. */
  readonly seats: readonly { seat: PlayerIndex; name: string; colour: string; kind: SeatKind; level?: LevelName }[];
  readonly phase: Phase;
  readonly position: string;
  readonly contents: CellContents;
  readonly moves: readonly { ply: number; seat: PlayerIndex; notation: string; by: SeatKind; provisional: boolean; changes?: readonly ManChange[] }[];
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
  /**
   * The hint asked for (`hint.ts`): for `seat`, still being worked out (`thinking`) or `ready` with the
   * move and the cells it empties and fills; `null` when none was asked for in this position.
   */
  readonly hint: HintView | null;
  readonly lifted: readonly string[];
  readonly inSync: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * A takeback the board shows that waits for confirmation (more than one ply, or right after the board
   * came back; issue 12 §2): how many plies and which, in notation. Confirm with `confirmTakeback` or the
   * board's done button; `null` when none is held.
   */
  readonly takeback: { readonly plies: number; readonly moves: readonly string[] } | null;
  readonly drawOffer: PlayerIndex | null;
  /** The seat that declined the last draw offer (a computer by its own judgement), until the next ply or offer. */
  readonly drawDeclined?: PlayerIndex | null;
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

/** A hint in the view (see {@link SessionCoreView.hint}). */
export type HintView =
  | { readonly seat: PlayerIndex; readonly state: 'thinking' }
  | { readonly seat: PlayerIndex; readonly state: 'ready'; readonly notation: string; readonly vacates: readonly string[]; readonly fills: readonly string[] };

/**
 * The cells `move` changes in `pos` (from `game`'s physical model): those it empties and those it fills
 * (none for a game without one, or a move that does not play).
 */
export function cellChanges(game: AnyGame, pos: unknown, move: unknown): { vacates: string[]; fills: string[] } {
  const physical = game.physical;
  if (physical === undefined) return { vacates: [], fills: [] };
  const r = game.play(pos, move);
  if (!r.ok) return { vacates: [], fills: [] };
  const before = physical.contents(pos);
  const after = physical.contents(r.value);
  const cells = changedCells(before, after, Object.keys(before));
  return {
    vacates: cells.filter((c) => (before[c] ?? []).length > 0 && (after[c] ?? []).length === 0),
    fills: cells.filter((c) => (after[c] ?? []).length > 0),
  };
}

function hintView(s: SessionState): HintView | null {
  const h = s.hint;
  // A hint is for a game in play: none once it is over (a resignation or agreement leaves the position as it was).
  if (h === undefined || h.pos !== currentPosition(s) || s.phase === 'finished' || s.result !== undefined) return null;
  if (h.move === undefined) return { seat: h.seat, state: 'thinking' };
  return { seat: h.seat, state: 'ready', notation: s.game.formatMove(h.move), ...cellChanges(s.game, h.pos, h.move) };
}

/** The status: the game's, or the result of a resignation or agreement. */
export function sessionStatus(s: SessionState): Status {
  return s.result?.status ?? s.game.status(currentPosition(s));
}

/** The view of session `s` now. */
export function sessionView(s: SessionState): SessionCoreView {
  const game = s.game;
  const pos = currentPosition(s);
  const physical = game.physical;
  const contents: CellContents = physical?.contents(pos) ?? {};
  const status = sessionStatus(s);
  const ongoing = status.kind === 'ongoing';
  const turn = ongoing ? (game.turn(pos) ?? null) : null;
  const moves = s.plies.map((p, i) => {
    const changed = plyChanges(game, p, s.positions[i], s.positions[i + 1]);
    return {
      ply: i + 1,
      seat: p.seat,
      notation: p.notation,
      by: p.by,
      provisional: s.provisional && i === s.plies.length - 1,
      ...(changed.length === 0 ? {} : { changes: changed }),
    };
  });
  const changes = (m: unknown) => cellChanges(game, pos, m);
  const legal = ongoing ? game.legalMoves(pos).map((m) => ({ notation: game.formatMove(m), ...changes(m) })) : [];
  return {
    id: s.id,
    game: game.id,
    gameName: game.name,
    options: s.rawOptions,
    settings: s.settings,
    seats: s.players.map((kind, seat) => ({
      seat,
      name: game.players.seats[seat]?.name ?? `Seat ${seat + 1}`,
      colour: game.players.seats[seat]?.colour ?? '#888888',
      kind,
      ...(kind === 'computer' ? { level: s.levels[seat] ?? DEFAULT_LEVEL } : {}),
    })),
    phase: s.phase,
    position: game.formatPosition(pos),
    contents,
    moves,
    turn,
    status,
    ...(s.result === undefined ? {} : { termination: s.result.termination }),
    legalMoves: legal,
    lastMove: moves[moves.length - 1] ?? null,
    provisional: s.provisional && s.plies.length > 0,
    candidates: s.candidates === null ? null : s.candidates.map((c) => c.map((m) => game.formatMove(m))),
    guidance: s.board.present && (s.phase !== 'finished' || s.settling) ? s.engine.guidance : null,
    announced:
      s.announced === undefined ? null : { seat: s.announced.seat, notation: game.formatMove(s.announced.move), ...changes(s.announced.move) },
    thinking: s.thinking?.seat ?? null,
    hint: hintView(s),
    lifted: s.board.present ? s.engine.lifted() : [],
    inSync: s.board.present ? s.engine.inSync() : true,
    canUndo: s.plies.length > 0 && s.result?.termination !== 'resignation' && s.result?.termination !== 'agreement',
    canRedo: s.redoStack.length > 0 && s.result === undefined,
    takeback: heldTakeback(s),
    drawOffer: s.drawOffer ?? null,
    drawDeclined: s.drawDeclined ?? null,
    ...(game.awaitsSpin === undefined ? {} : { awaitsSpin: ongoing && awaitsSpinNow(s), spinEntry: ongoing && s.spinEntry }),
    ...unseenView(s),
  };
}

/** The takeback held for confirmation, if any (see {@link SessionCoreView.takeback}). */
function heldTakeback(s: SessionState): SessionCoreView['takeback'] {
  const plies = s.board.present ? s.engine.heldTakeback() : undefined;
  return plies === undefined ? null : { plies, moves: s.plies.slice(-plies).map((p) => p.notation) };
}

/** The moves the sensors cannot see, when there are any (see {@link SessionCoreView.unseen}). */
function unseenView(s: SessionState): { unseen?: readonly string[] } {
  if (!s.board.present || s.phase !== 'playing') return {};
  const moves = s.engine.unseen().map((seq) => seq.map((m) => s.game.formatMove(m)).join(','));
  return moves.length === 0 ? {} : { unseen: moves };
}
