/**
 * Hints (issue 17: "Hints on screen for every game with a computer player: the move the strongest level
 * would play, shown on the board (and by LEDs on a sensor board)"): a person to move asks, the session's
 * hint player (`HINT_LEVEL`, at most a second; in the host's search worker when it has one) works the
 * move out without holding up anything else, and the view shows it (`view.ts` `hint`) until the position
 * changes. A hint is not journalled: it changes nothing in the game.
 */
import { err, ok, type Result } from '../core/result';
import { AbortedError } from '../ai/player';
import { levelsOf } from '../ai/offers';
import { currentPosition, emit, lineOf, type SessionError, type SessionState } from './state';
import { awaitsSpinNow } from './spin';
import { msg } from '../i18n/index';

/**
 * Starts working out a hint for the seat to move (or keeps the one already there for this position).
 * Errors: `session/finished`, `session/syncing` (the board must show the position first),
 * `session/not-your-turn` (the computer is to move), `session/no-hints` (the game has no choice to make:
 * Quoits), `session/spin-first` (a teetotum spin is awaited: nothing to choose yet).
 */
export function requestHint(s: SessionState): Result<null, SessionError> {
  if (s.phase === 'finished') return err({ code: 'session/finished', message: msg('session.finished') });
  if (s.phase !== 'playing') return err({ code: 'session/syncing', message: msg('session.setup-before-hint') });
  const pos = currentPosition(s);
  const seat = s.game.turn(pos);
  if (seat === undefined) return err({ code: 'session/finished', message: msg('session.finished') });
  const who = { game: s.game.id, seat };
  if (s.players[seat] === 'computer') return err({ code: 'session/not-your-turn', message: msg('session.computer-plays', { seat: who }) });
  if (levelsOf(s.game.id).length === 0) return err({ code: 'session/no-hints', message: msg('session.no-hints', { game: s.game.id }) });
  if (awaitsSpinNow(s, pos)) return err({ code: 'session/spin-first', message: msg('session.hint-spin-first', { seat: who }) });
  if (s.hint !== undefined && s.hint.pos === pos) return ok(null);
  cancelHint(s);
  const abort = new AbortController();
  const hint: NonNullable<SessionState['hint']> = { pos, seat, abort, move: undefined };
  s.hint = hint;
  s.hinter.choose(s.game, pos, abort.signal, lineOf(s)).then(
    (move) => {
      if (s.hint !== hint || s.closed) return;
      hint.move = move;
      emit(s, { type: 'changed' });
    },
    (e: unknown) => {
      if (e instanceof AbortedError || s.hint !== hint) return;
      s.hint = undefined;
      emit(s, { type: 'notice', level: 'error', code: 'session/hint-failed', message: msg('session.hint-failed', { why: (e as Error).message }) });
      emit(s, { type: 'changed' });
    },
  );
  emit(s, { type: 'changed' });
  return ok(null);
}

/** Stops the hint's search, if any, and drops the hint. */
export function cancelHint(s: SessionState): void {
  s.hint?.abort.abort();
  s.hint = undefined;
}

/** Drops the hint when the position it was for has gone, or play is paused or over. */
export function dropStaleHint(s: SessionState): void {
  if (s.hint !== undefined && (s.hint.pos !== currentPosition(s) || s.phase !== 'playing' || s.closed)) cancelHint(s);
}
