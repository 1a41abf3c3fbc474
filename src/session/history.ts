/**
 * The history of a session: the plies in force and their journal entries, the end of the game, undo and
 * redo on screen, the replacement of a provisional ply and takebacks seen on the board (issue 4 §3).
 * Every change is journalled (and the entry awaited) before the state changes.
 */
import type { Status } from '../core/game';
import { err, ok, type Result } from '../core/result';
import type { SeatKind } from './types';
import { append, currentPosition, emit, type Ply, type ResultState, type SessionError, type SessionState } from './state';
import { afterChange, cancelComputer } from './seats';
import { resetContext } from './board-play';
import { format, msg } from '../i18n/index';

/** Makes the provisional move final (the opponent acted). */
export function finalise(s: SessionState): void {
  s.provisional = false;
}

/** Plays `move` on the position and adds it to the plies in force (not journalled: the caller does). */
export function pushPly(s: SessionState, move: unknown, by: SeatKind): void {
  const pos = currentPosition(s);
  const r = s.game.play(pos, move);
  if (!r.ok) throw new Error(`session: committing an illegal move ${s.game.formatMove(move)}: ${format(r.error.message, 'en')}`);
  s.plies.push({ move, notation: s.game.formatMove(move), seat: s.game.turn(pos) ?? 0, by });
  s.positions.push(r.value);
}

/** Journals and applies one ply, then checks the end of the game. */
export async function commitPly(s: SessionState, move: unknown, by: SeatKind): Promise<void> {
  const notation = s.game.formatMove(move);
  const ply = s.plies.length + 1;
  await append(s, { t: 'move', ply, move: notation, by, at: s.scheduler.isoTime() });
  pushPly(s, move, by);
  s.redoStack = [];
  s.redoGroups = [];
  s.drawOffer = undefined;
  s.drawDeclined = undefined;
  s.candidates = null;
  if (s.announced !== undefined) cancelComputer(s);
  emit(s, { type: 'committed', ply, seat: s.plies[ply - 1]!.seat, notation, by, replaced: false });
  await checkEnd(s);
}

/** Ends the game when the rules say it is over (and no result stands yet). */
async function checkEnd(s: SessionState): Promise<void> {
  const st = s.game.status(currentPosition(s));
  if (st.kind === 'ongoing' || s.result !== undefined) return;
  await finish(s, st, 'rules');
}

/** Journals the result and ends the game. */
export async function finish(s: SessionState, status: Status, termination: ResultState['termination']): Promise<void> {
  await append(s, {
    t: 'result',
    kind: status.kind === 'won' ? 'won' : 'draw',
    winners: status.kind === 'won' ? [...status.winners] : [],
    termination,
    reason: status.kind === 'ongoing' ? msg('core.verbatim', { text: '' }) : status.reason,
    at: s.scheduler.isoTime(),
  });
  s.result = { status, termination };
  s.phase = 'finished';
  s.provisional = false;
  s.drawOffer = undefined;
  s.drawDeclined = undefined;
  cancelComputer(s);
  emit(s, { type: 'finished', status, termination });
  emit(s, { type: 'changed' });
}

/** The board shows a different move than the provisional last ply: it replaces it (journalled). */
export async function replaceLast(s: SessionState, move: unknown): Promise<void> {
  const ply = s.plies.length;
  const before = s.positions[s.positions.length - 2];
  const r = s.game.play(before, move);
  if (!r.ok || ply === 0) return;
  const notation = s.game.formatMove(move);
  await append(s, { t: 'replace', ply, move: notation, at: s.scheduler.isoTime() });
  const old = s.plies[ply - 1]!;
  s.plies[ply - 1] = { move, notation, seat: old.seat, by: old.by };
  s.positions[s.positions.length - 1] = r.value;
  cancelComputer(s);
  emit(s, { type: 'committed', ply, seat: old.seat, notation, by: old.by, replaced: true });
  await checkEnd(s);
  resetContext(s);
  afterChange(s);
}

/** Removes the last `n` plies (already journalled by the caller); returns them. */
function takeBack(s: SessionState, n: number): Ply[] {
  cancelComputer(s);
  const taken = s.plies.splice(s.plies.length - n, n);
  s.positions.splice(s.positions.length - n, n);
  s.provisional = false;
  s.candidates = null;
  s.drawOffer = undefined;
  s.drawDeclined = undefined;
  s.spinEntry = false;
  s.syncStages = [];
  s.settling = false;
  if (s.result?.termination === 'rules') {
    s.result = undefined;
    s.phase = s.board.present ? 'syncing' : 'playing';
  }
  return taken;
}

/** The board went back to an earlier position of the game: `plies` plies are taken back (journalled). */
export async function boardTakeback(s: SessionState, plies: number): Promise<void> {
  const n = Math.min(plies, s.plies.length);
  if (n === 0) return;
  if (s.result !== undefined && s.result.termination !== 'rules') return;
  await append(s, { t: 'undo', plies: n, source: 'board', at: s.scheduler.isoTime() });
  const taken = takeBack(s, n);
  // A takeback never clears what redo can restore (issue 12 §2): the plies go on the redo stack, as an undo's do.
  s.redoStack = [...taken.map((p) => ({ notation: p.notation, by: p.by })), ...s.redoStack];
  s.redoGroups = [n, ...s.redoGroups];
  if (s.phase === 'syncing') s.phase = 'playing'; // the board shows it already
  emit(s, { type: 'takeback', plies: n, source: 'board' });
  emit(s, {
    type: 'notice',
    level: 'info',
    code: 'session/takeback',
    message: msg('session.board-takeback', { n }),
  });
  resetContext(s);
  afterChange(s);
}

/**
 * Confirms the takeback the board shows and the session holds (more than one ply, or right after the
 * board came back; issue 12 §2). Errors: `session/no-takeback` (no takeback is held, or the board no
 * longer shows that earlier position).
 */
export async function confirmTakeback(s: SessionState): Promise<Result<null, SessionError>> {
  const n = s.board.present ? s.engine.heldTakeback() : undefined;
  if (n === undefined) {
    return err({ code: 'session/no-takeback', message: msg('session.no-takeback') });
  }
  s.boardFresh = false;
  await boardTakeback(s, n);
  return ok(null);
}

/**
 * Takes back the last ply (and any computer plies before it, so a person is to move). With a board,
 * play pauses until the board shows the earlier position. Errors: `session/nothing-to-undo` (no ply, or
 * only the computer's opening plies: taken back, the computer would play again at once, issue 14),
 * `session/finished` (after a resignation or agreement).
 */
export async function undo(s: SessionState): Promise<Result<null, SessionError>> {
  if (s.plies.length === 0) return err({ code: 'session/nothing-to-undo', message: msg('session.nothing-to-undo') });
  if (s.result !== undefined && s.result.termination !== 'rules') return err({ code: 'session/finished', message: msg('session.ended-by-players') });
  let n = 1;
  const humans = s.players.some((k) => k !== 'computer');
  while (humans && n < s.plies.length) {
    const seat = s.game.turn(s.positions[s.positions.length - 1 - n]);
    if (seat === undefined || s.players[seat] !== 'computer') break;
    n++;
  }
  const back = s.game.turn(s.positions[s.positions.length - 1 - n]);
  if (humans && back !== undefined && s.players[back] === 'computer') {
    return err({ code: 'session/nothing-to-undo', message: msg('session.only-computer-moves', { seat: { game: s.game.id, seat: back } }) });
  }
  await append(s, { t: 'undo', plies: n, source: 'screen', at: s.scheduler.isoTime() });
  const taken = takeBack(s, n);
  s.redoStack = [...taken.map((p) => ({ notation: p.notation, by: p.by })), ...s.redoStack];
  s.redoGroups = [n, ...s.redoGroups];
  emit(s, { type: 'takeback', plies: n, source: 'screen' });
  if (s.board.present) s.phase = 'syncing';
  resetContext(s);
  afterChange(s);
  return ok(null);
}

/** Plays the last undone plies again. Errors: `session/nothing-to-redo`, `session/finished`. */
export async function redo(s: SessionState): Promise<Result<null, SessionError>> {
  if (s.redoStack.length === 0) return err({ code: 'session/nothing-to-redo', message: msg('session.nothing-to-redo') });
  if (s.result !== undefined) return err({ code: 'session/finished', message: msg('session.finished') });
  const n = Math.min(s.redoGroups[0] ?? 1, s.redoStack.length);
  const group = s.redoStack.slice(0, n);
  let pos = currentPosition(s);
  const moves: { move: unknown; by: SeatKind }[] = [];
  for (const r of group) {
    const m = s.game.parseMove(r.notation);
    const p = m.ok ? s.game.play(pos, m.value) : undefined;
    if (!m.ok || p === undefined || !p.ok) return err({ code: 'session/nothing-to-redo', message: msg('session.redo-unfit', { move: r.notation }) });
    moves.push({ move: m.value, by: r.by });
    pos = p.value;
  }
  cancelComputer(s);
  await append(s, { t: 'redo', plies: n, at: s.scheduler.isoTime() });
  s.redoStack = s.redoStack.slice(n);
  s.redoGroups = s.redoGroups.slice(1);
  for (const m of moves) pushPly(s, m.move, m.by);
  s.provisional = false;
  for (let i = s.plies.length - n; i < s.plies.length; i++) {
    const p = s.plies[i]!;
    emit(s, { type: 'committed', ply: i + 1, seat: p.seat, notation: p.notation, by: p.by, replaced: false });
  }
  await checkEnd(s);
  if (s.board.present && s.phase === 'playing') s.phase = 'syncing';
  resetContext(s);
  afterChange(s);
  return ok(null);
}
