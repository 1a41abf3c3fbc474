/**
 * Board play through move inference (issue 4 §1-§2): board readings and buttons go to the inference
 * engine (`src/inference/engine.ts`) with the game's current context, and what it infers (a commit, a
 * replacement of the provisional ply, a takeback, candidates to choose from, the board in sync) is applied
 * to the session. Also the board's settle and guidance timers, a board switched or better known mid-game,
 * and the commit of a teetotum spin that the board has then to carry out, stage by stage.
 */
import type { PlayerIndex } from '../core/game';
import type { InferenceOutput } from '../inference/engine';
import { explainerFor } from '../inference/explain';
import type { InferenceContext } from '../inference/match';
import { changedCells, readingMatches, type BoardReading, type Sensing } from '../inference/reading';
import type { SpinMove } from '../games/teetotum/index';
import type { SeatKind } from './types';
import { append, currentPosition, emit, makeEngine, run, type SessionBoard, type SessionState } from './state';
import { awaitsSpinNow, noSpinReason, SPIN_COMMAND } from './spin';
import { boardTakeback, commitPly, finalise, replaceLast } from './history';
import { afterChange } from './seats';
import { msg } from '../i18n/index';

/** The seats played by people moving men on the board. */
function boardSeats(s: SessionState): PlayerIndex[] {
  return s.players.flatMap((k, i) => (k === 'board' ? [i] : []));
}

/** What inference must know of the game now. */
function context(s: SessionState): InferenceContext<unknown, unknown> {
  const history = s.positions.slice(0, -1);
  const ctx: InferenceContext<unknown, unknown> = {
    game: s.game,
    position: currentPosition(s),
    history,
    boardSeats: boardSeats(s),
    sensing: s.board.sensing,
    takebacks: s.settings.takebacks === 'allowed',
    ...(explainerFor(s.game.id) === undefined ? {} : { explainer: explainerFor(s.game.id)! }),
    ...(s.provisional && s.plies.length > 0
      ? { provisional: { before: s.positions[s.positions.length - 2], move: s.plies[s.plies.length - 1]!.move } }
      : {}),
    ...(s.announced === undefined ? {} : { expected: s.announced.move }),
    ...(awaitsSpinNow(s) ? { awaitsSpin: true } : {}),
    ...(s.settling && s.syncStages.length > 0 ? { target: s.syncStages[0]! } : {}),
  };
  return ctx;
}

/** Gives inference the current state; handles what it says at once. */
export function resetContext(s: SessionState): void {
  if (!s.board.present || s.game.physical === undefined) return;
  // Only a resumed game accepts a board already one move on (a move made while the app was down);
  // at a new game's start a man on the board is more likely left over than played.
  const mode = s.phase === 'setup' && s.resumed ? 'setup' : s.phase === 'setup' || s.phase === 'syncing' || s.settling ? 'sync' : 'play';
  const outs = s.engine.setContext(context(s), mode, s.scheduler.now());
  // setContext only reports guidance and withdrawn candidates, which need no journal.
  for (const o of outs) {
    if (o.kind === 'candidates' && o.candidates.length === 0) s.candidates = null;
  }
  reschedule(s);
}

/** Sets the timer of inference's next wake-up (settle time, guidance delay), if it wants one. */
function reschedule(s: SessionState): void {
  s.wakeTimer?.();
  s.wakeTimer = undefined;
  if (s.closed || !s.board.present) return;
  const at = s.engine.nextWakeAt();
  if (at === undefined) return;
  const delay = Math.max(0, at - s.scheduler.now());
  s.wakeTimer = s.scheduler.setTimer(delay, () => {
    s.wakeTimer = undefined;
    void run(s, () =>
      guarded(s, async () => {
        if (s.closed) return;
        await apply(s, s.engine.tick(s.scheduler.now()));
      }),
    );
  });
}

/**
 * Runs an input that is nobody's call to answer (a board reading, a timer, the computer's answer).
 * A journal that cannot be written loses nothing: nothing is committed, the user is told, and the
 * board is judged again after the settle time, which retries the write.
 */
export async function guarded(s: SessionState, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    emit(s, {
      type: 'notice',
      level: 'error',
      code: 'journal/write-failed',
      message: msg('session.journal-write-failed', { why: (e as Error).message }),
    });
    s.engine.retry(s.scheduler.now());
    reschedule(s);
    emit(s, { type: 'changed' });
  }
}

/** Applies what inference said, in order. */
export async function apply(s: SessionState, outs: readonly InferenceOutput<unknown>[]): Promise<void> {
  let changed = false;
  for (const o of outs) {
    changed = true;
    switch (o.kind) {
      case 'guidance':
        break;
      case 'final':
        s.provisional = false;
        break;
      case 'candidates':
        s.candidates = o.candidates.length === 0 ? null : o.candidates.map((c) => [...c]);
        break;
      case 'synced':
        if (s.settling && s.syncStages.length > 0) s.syncStages.shift(); // on to the next stage
        else {
          s.settling = false;
          if (s.phase === 'setup' || s.phase === 'syncing') s.phase = 'playing';
        }
        resetContext(s);
        break;
      case 'commit':
        if (s.phase !== 'playing') break;
        s.boardFresh = false;
        await commitSequence(s, o.moves);
        return; // commitSequence re-sets the context and notifies
      case 'replace':
        if (s.phase !== 'playing') break;
        await replaceLast(s, o.move);
        return;
      case 'takeback':
        if (s.phase !== 'playing' && s.phase !== 'finished') break;
        if (!o.byButton && (o.plies > 1 || s.boardFresh)) {
          // Confirmed on screen (`confirmTakeback`) or with the done button; until then the game stands
          // and the guidance leads the board back (issue 12 §2).
          s.engine.holdTakeback(o.plies);
          s.boardFresh = true;
          break;
        }
        s.boardFresh = false;
        await boardTakeback(s, o.plies);
        return;
    }
  }
  if (s.boardFresh && s.engine.inSync()) s.boardFresh = false;
  reschedule(s);
  if (changed) afterChange(s);
}

/**
 * The board came back (reconnected after a pulled cable, or reset): until it shows the position again,
 * a takeback read from it is held for confirmation.
 */
export function boardReconnected(s: SessionState): void {
  s.boardFresh = true;
}

/** Commits plies seen on the board (or chosen among candidates): the announced one by its seat's kind. */
export async function commitSequence(s: SessionState, moves: readonly unknown[]): Promise<void> {
  finalise(s);
  for (const m of moves) {
    const turn = s.game.turn(currentPosition(s));
    const expected = s.announced !== undefined && s.game.formatMove(s.announced.move) === s.game.formatMove(m);
    const kind = turn === undefined ? 'board' : (s.players[turn] ?? 'board');
    const by: SeatKind = expected ? kind : 'board';
    await commitPly(s, m, by);
    if (s.phase === 'finished') break;
  }
  const last = s.plies[s.plies.length - 1];
  s.provisional = s.phase !== 'finished' && last !== undefined && last.by === 'board';
  resetContext(s);
  afterChange(s);
}

/**
 * `true` when the board's last settled reading agrees with the position after `move` (the board shows
 * it, or cannot tell it from the present position).
 */
export function boardShows(s: SessionState, move: unknown): boolean {
  const reading = s.engine.lastReading;
  const physical = s.game.physical;
  if (reading === undefined || physical === undefined) return false;
  const r = s.game.play(currentPosition(s), move);
  return r.ok && readingMatches(reading, physical.contents(r.value), s.board.sensing);
}

/**
 * Commits a spin and, with a sensor board, has the board carry out what it changed, stage by stage
 * (Quoits: the first comer set back, forward or removed, then the new man put down).
 */
export async function commitSpin(s: SessionState, move: SpinMove, by: SeatKind): Promise<void> {
  const before = currentPosition(s);
  finalise(s);
  s.spinEntry = false;
  s.syncStages = [];
  s.settling = false;
  await commitPly(s, move, by);
  const physical = s.game.physical;
  if (s.board.present && physical !== undefined && (s.phase === 'playing' || s.phase === 'finished')) {
    const was = physical.contents(before);
    const now = physical.contents(currentPosition(s));
    const cells = Object.keys(now);
    if (changedCells(was, now, cells).length > 0) {
      const stages = physical.stages?.(before, move) ?? [];
      s.syncStages = stages.slice(0, -1).filter((st) => changedCells(was, st, cells).length > 0);
      s.settling = true;
      if (s.phase === 'playing') s.phase = 'syncing';
    }
  }
  resetContext(s);
  afterChange(s);
}

/**
 * A board reading (a snapshot mapped to cells). A reading that changes the board is always told
 * (`changed`), even when inference has nothing to say yet: the screen draws what the board holds (a man
 * lifted, a man put down not yet counted), and the virtual board's hands act on it.
 */
export async function boardReading(s: SessionState, reading: BoardReading): Promise<void> {
  if (!s.board.present || s.closed) return;
  const before = s.engine.lastReading;
  const outs = s.engine.snapshot(reading, s.scheduler.now());
  await apply(s, outs);
  if (outs.length === 0 && s.engine.lastReading !== before) emit(s, { type: 'changed' });
}

/**
 * A board button press: `done` commits at once when the board matches one move (or confirms the one
 * move the sensors cannot see); `spin` says a real teetotum was spun, so the screen asks for its two
 * numbers (issue 7 §1 "press the board's `spin` button and enter it").
 */
export async function boardButton(s: SessionState, name: string): Promise<void> {
  if (!s.board.present || s.closed) return;
  if (name === SPIN_COMMAND && s.game.awaitsSpin !== undefined) {
    const turn = s.game.turn(currentPosition(s));
    if (s.phase !== 'playing' || !awaitsSpinNow(s) || turn === undefined || s.players[turn] === 'computer') {
      emit(s, { type: 'notice', level: 'warning', code: 'session/no-spin', message: noSpinReason(s) });
      return;
    }
    s.spinEntry = true;
    emit(s, { type: 'changed' });
    return;
  }
  await apply(s, s.engine.button(name, s.scheduler.now()));
}

/** New settle and guidance times: a new engine, which judges the board's last reading again. */
export async function renewEngine(s: SessionState): Promise<void> {
  const reading = s.engine.lastReading;
  s.engine = makeEngine(s.settings);
  resetContext(s);
  if (reading !== undefined && s.board.present) await apply(s, s.engine.snapshot(reading, s.scheduler.now()));
}

/** Switches the board (journalled); with a board, play pauses until it shows the position. */
export async function changeBoard(s: SessionState, board: SessionBoard): Promise<void> {
  await append(s, { t: 'board', board: { ...board.describe }, at: s.scheduler.isoTime() });
  s.board = board;
  s.engine = makeEngine(s.settings);
  s.syncStages = [];
  s.settling = false;
  if (s.phase !== 'finished') s.phase = board.present ? 'setup' : 'playing';
  resetContext(s);
  afterChange(s);
}

/** The same board, better known: its sensing learnt from HELLO. Not journalled; inference is re-run. */
export function updateSensing(s: SessionState, sensing: Sensing): void {
  if (JSON.stringify(sensing) === JSON.stringify(s.board.sensing)) return;
  s.board = { ...s.board, sensing };
  resetContext(s);
  afterChange(s);
}
