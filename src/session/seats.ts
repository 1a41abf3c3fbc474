/**
 * The seats and their computer players (issue 4 §3): after every change the computer is started when its
 * seat is to move (after the `computerDelayMs` pause, so people can follow), cancelled when the position
 * changes under it (a late answer is discarded), and its answer is played, or, with a sensor board,
 * announced for a person to carry out on the board. A computer's teetotum spin is a digital spin drawn
 * from the seeded teetotum like anyone's, never chosen.
 */
import type { PlayerIndex } from '../core/game';
import { AbortedError } from '../ai/player';
import { currentPosition, emit, lineOf, run, type SessionState } from './state';
import { dropStaleHint } from './hint';
import { awaitsSpinNow, drawDigitalSpin } from './spin';
import { commitPly, finalise } from './history';
import { apply, commitSpin, guarded, resetContext } from './board-play';
import { msg } from '../i18n/index';

/** Stops the computer's pending or running search, and withdraws a move it announced. */
export function cancelComputer(s: SessionState): void {
  s.generation++;
  s.computerTimer?.();
  s.computerTimer = undefined;
  s.thinking?.abort.abort();
  s.thinking = undefined;
  if (s.announced !== undefined) {
    s.announced = undefined;
    if (!s.closed) resetContext(s);
  }
}

/** After every change: drop a hint the change made stale, start the computer when it is to move, and tell listeners. */
export function afterChange(s: SessionState): void {
  dropStaleHint(s);
  maybeStartComputer(s);
  emit(s, { type: 'changed' });
}

function maybeStartComputer(s: SessionState): void {
  if (s.closed || s.phase !== 'playing' || s.thinking !== undefined || s.announced !== undefined || s.computerTimer !== undefined) return;
  const pos = currentPosition(s);
  const turn = s.game.turn(pos);
  if (turn === undefined || s.players[turn] !== 'computer') return;
  const gen = ++s.generation;
  if (awaitsSpinNow(s, pos)) {
    // The computer's spin is a digital spin like anyone's: drawn from the seeded teetotum, never chosen.
    s.computerTimer = s.scheduler.setTimer(s.settings.computerDelayMs, () => {
      s.computerTimer = undefined;
      if (gen !== s.generation) return;
      void run(s, () =>
        guarded(s, async () => {
          if (gen !== s.generation || pos !== currentPosition(s) || s.closed || s.phase !== 'playing') return;
          await commitSpin(s, drawDigitalSpin(s), 'computer');
        }),
      );
    });
    return;
  }
  const abort = new AbortController();
  s.computerTimer = s.scheduler.setTimer(s.settings.computerDelayMs, () => {
    s.computerTimer = undefined;
    if (gen !== s.generation) return;
    s.thinking = { seat: turn, abort };
    emit(s, { type: 'changed' });
    s.computer.choose(s.game, pos, abort.signal, lineOf(s)).then(
      (move) => void run(s, () => guarded(s, () => computerAnswered(s, gen, pos, turn, move))),
      (e: unknown) => {
        if (e instanceof AbortedError || gen !== s.generation) return;
        s.thinking = undefined;
        emit(s, { type: 'notice', level: 'error', code: 'session/computer-failed', message: msg('session.computer-failed', { why: (e as Error).message }) });
      },
    );
  });
}

async function computerAnswered(s: SessionState, gen: number, pos: unknown, seat: PlayerIndex, move: unknown): Promise<void> {
  if (gen !== s.generation || pos !== currentPosition(s) || s.closed) return; // a late answer: discarded
  s.thinking = undefined;
  if (s.board.present) {
    s.announced = { seat, move };
    resetContext(s);
    emit(s, { type: 'changed' });
    // The board may already show it (a person quick off the mark).
    const reading = s.engine.lastReading;
    if (reading !== undefined) await apply(s, s.engine.tick(s.scheduler.now()));
    return;
  }
  finalise(s);
  await commitPly(s, move, 'computer');
  resetContext(s);
  afterChange(s);
}
