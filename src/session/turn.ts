/**
 * The turn flow of screen commands (issue 4 §3): a screen player's move or spin, a candidate chosen when
 * the board is ambiguous, resignation, draws by agreement and settings. Each is checked against the
 * phase and whose turn it is, and refused with a specific error; a journal that cannot be written refuses
 * it with `session/journal-failed` and changes nothing.
 */
import type { PlayerIndex } from '../core/game';
import { err, ok, type Result } from '../core/result';
import type { SpinMove } from '../games/teetotum/index';
import { mergeSettings, type SessionSettings } from './types';
import { append, currentPosition, emit, type SessionError, type SessionState } from './state';
import { awaitsSpinNow, drawDigitalSpin, isSpinMove, noSpinReason, SPIN_COMMAND } from './spin';
import { commitPly, finalise, finish } from './history';
import { afterChange } from './seats';
import { boardShows, commitSequence, commitSpin, renewEngine, resetContext } from './board-play';
import { judgeDrawOffer } from '../ai/draw';
import { msg } from '../i18n/index';

/** Runs a screen command; a journal that cannot be written refuses it with `session/journal-failed`. */
export async function command<T>(s: SessionState, fn: () => Promise<Result<T, SessionError>>): Promise<Result<T, SessionError>> {
  try {
    return await fn();
  } catch (e) {
    resetContext(s);
    afterChange(s);
    return err({ code: 'session/journal-failed', message: msg('session.journal-failed', { why: (e as Error).message }) });
  }
}

/**
 * A screen player's move. Errors: `session/finished`, `session/syncing` (the board must first show the
 * position), `session/not-your-turn` (the seat to move plays on the board or is the computer),
 * the game's `notation/…` and move codes.
 */
export async function playMove(s: SessionState, notation: string): Promise<Result<null, SessionError>> {
  if (s.phase === 'finished') return err({ code: 'session/finished', message: msg('session.finished') });
  if (s.phase !== 'playing') return err({ code: 'session/syncing', message: msg('session.syncing') });
  const turn = s.game.turn(currentPosition(s));
  if (turn === undefined) return err({ code: 'session/finished', message: msg('session.finished') });
  const kind = s.players[turn];
  const who = { game: s.game.id, seat: turn };
  const spinWord = notation.trim().toLowerCase() === SPIN_COMMAND;
  if (awaitsSpinNow(s)) {
    // Board and screen players spin on screen (or press the board's spin button and enter the numbers).
    if (kind === 'computer') return err({ code: 'session/not-your-turn', message: msg('session.computer-spins', { seat: who }) });
    let spin: SpinMove;
    if (spinWord) spin = drawDigitalSpin(s);
    else {
      const parsed = s.game.parseMove(notation);
      if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
      if (!isSpinMove(parsed.value)) return err({ code: 'session/spin-first', message: msg('session.spin-first', { seat: who }) });
      if (parsed.value.source === 'digital') {
        return err({ code: 'session/digital-spin', message: msg('session.digital-spin', { example: `${parsed.value.a}+${parsed.value.b}h` }) });
      }
      spin = parsed.value;
    }
    const played = s.game.play(currentPosition(s), spin);
    if (!played.ok) return err({ code: played.error.code, message: played.error.message });
    await commitSpin(s, spin, kind ?? 'screen');
    return ok(null);
  }
  if (spinWord) return err({ code: 'session/no-spin', message: noSpinReason(s) });
  const parsed = s.game.parseMove(notation);
  if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message });
  if (isSpinMove(parsed.value) && s.game.awaitsSpin !== undefined) return err({ code: 'session/no-spin', message: noSpinReason(s) });
  const screenOk = kind === 'screen' || (kind === 'board' && !s.board.present);
  if (!screenOk && !(kind === 'board' && boardShows(s, parsed.value))) {
    return err({
      code: 'session/not-your-turn',
      message: kind === 'computer' ? msg('session.computer-plays', { seat: who }) : msg('session.plays-on-board', { seat: who }),
    });
  }
  const played = s.game.play(currentPosition(s), parsed.value);
  if (!played.ok) return err({ code: played.error.code, message: played.error.message });
  finalise(s);
  if (!screenOk) {
    // A board player confirms on screen a move the board shows but cannot tell apart (issue 7 §4).
    await commitPly(s, parsed.value, 'board');
    resetContext(s);
    afterChange(s);
    return ok(null);
  }
  await commitPly(s, parsed.value, 'screen');
  if (s.board.present && s.phase === 'playing') s.phase = 'syncing';
  resetContext(s);
  afterChange(s);
  return ok(null);
}

/** Picks one of the candidates (its moves joined by `,`, or its 0-based index). Errors: `session/no-candidates`, `session/bad-candidate`. */
export async function chooseCandidate(s: SessionState, choice: string): Promise<Result<null, SessionError>> {
  const list = s.candidates;
  if (list === null || list.length === 0) return err({ code: 'session/no-candidates', message: msg('session.no-candidates') });
  const names = list.map((c) => c.map((m) => s.game.formatMove(m)).join(','));
  let idx = names.indexOf(choice.replace(/\s+/g, ''));
  if (idx < 0 && /^\d+$/.test(choice)) idx = Number(choice);
  const pick = list[idx];
  if (pick === undefined) return err({ code: 'session/bad-candidate', message: msg('session.bad-candidate', { choice: JSON.stringify(choice), names: names.join('; ') }) });
  s.candidates = null;
  await commitSequence(s, pick);
  return ok(null);
}

/** Refuses a call once the game is over, or for a seat that is not in the game; `undefined` when it may go on. */
function checkSeat(s: SessionState, seat: PlayerIndex): Result<never, SessionError> | undefined {
  if (s.phase === 'finished') return err({ code: 'session/finished', message: msg('session.finished') });
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return err({ code: 'session/bad-seat', message: msg('session.bad-seat', { seat: String(seat) }) });
  return undefined;
}

/**
 * Refuses a person's command given for a computer's seat (issue 14: "a person acts only for their own
 * seats"): the computer resigns, offers and answers draws for nobody but by its own judgement.
 */
function checkPerson(s: SessionState, seat: PlayerIndex, what: 'resign' | 'offer' | 'agree'): Result<never, SessionError> | undefined {
  if (s.players[seat] !== 'computer') return undefined;
  return err({ code: 'session/computer-seat', message: msg('session.computer-seat', { seat: { game: s.game.id, seat }, what }) });
}

/** `seat` resigns: the others win. Errors: `session/finished`, `session/bad-seat`, `session/computer-seat`. */
export async function resign(s: SessionState, seat: PlayerIndex): Promise<Result<null, SessionError>> {
  const refused = checkSeat(s, seat) ?? checkPerson(s, seat, 'resign');
  if (refused !== undefined) return refused;
  const winners = s.players.map((_, i) => i).filter((i) => i !== seat);
  await finish(s, { kind: 'won', winners, reason: msg('session.resigned', { seat: { game: s.game.id, seat } }) }, 'resignation');
  return ok(null);
}

/**
 * `seat` offers a draw to its opponent (withdrawn by the next ply). A computer opponent answers at once
 * by its own judgement (`../ai/draw.ts`: it accepts only when it is not ahead): accepted, the game ends
 * drawn by agreement; declined, the offer is gone and {@link SessionState.drawDeclined} says who declined.
 * Only in a game of two seats (with more, there is no one opponent to answer).
 * Errors: `session/finished`, `session/bad-seat`, `session/computer-seat`, `session/draw-two-seats`.
 */
export async function offerDraw(s: SessionState, seat: PlayerIndex): Promise<Result<null, SessionError>> {
  const refused = checkSeat(s, seat) ?? checkPerson(s, seat, 'offer');
  if (refused !== undefined) return refused;
  if (s.players.length !== 2) return err({ code: 'session/draw-two-seats', message: msg('session.draw-two-seats') });
  const opponent = seat === 0 ? 1 : 0;
  if (s.players[opponent] === 'computer') {
    if (judgeDrawOffer(s.game, currentPosition(s), opponent).accepts) {
      await finish(s, { kind: 'draw', reason: msg('session.agreed-draw') }, 'agreement');
      return ok(null);
    }
    s.drawOffer = undefined;
    s.drawDeclined = opponent;
    emit(s, { type: 'changed' });
    return ok(null);
  }
  s.drawOffer = seat;
  s.drawDeclined = undefined;
  emit(s, { type: 'changed' });
  return ok(null);
}

/**
 * `seat` agrees to the draw on offer: the game ends drawn by agreement. Errors: `session/no-draw-offer`,
 * `session/own-offer` (the offering seat cannot accept), `session/finished`, `session/computer-seat`.
 */
export async function agreeDraw(s: SessionState, seat: PlayerIndex): Promise<Result<null, SessionError>> {
  if (s.phase === 'finished') return err({ code: 'session/finished', message: msg('session.finished') });
  if (s.drawOffer === undefined) return err({ code: 'session/no-draw-offer', message: msg('session.no-draw-offer') });
  if (seat === s.drawOffer) return err({ code: 'session/own-offer', message: msg('session.own-offer') });
  const refused = checkSeat(s, seat) ?? checkPerson(s, seat, 'agree');
  if (refused !== undefined) return refused;
  await finish(s, { kind: 'draw', reason: msg('session.agreed-draw') }, 'agreement');
  return ok(null);
}

/** Withdraws or declines the draw offer; a decline by the offer's opponent is shown ({@link SessionState.drawDeclined}). */
export async function declineDraw(s: SessionState): Promise<Result<null, SessionError>> {
  if (s.drawOffer !== undefined) s.drawDeclined = s.drawOffer === 0 ? 1 : 0;
  s.drawOffer = undefined;
  emit(s, { type: 'changed' });
  return ok(null);
}

/** Changes settings (journalled). Errors: `session/bad-settings`. */
export async function changeSettings(s: SessionState, partial: Partial<SessionSettings>): Promise<Result<SessionSettings, SessionError>> {
  const merged = mergeSettings(s.settings, partial);
  if (!merged.ok) return err(merged.error);
  await append(s, { t: 'settings', settings: { ...partial } as Record<string, never>, at: s.scheduler.isoTime() });
  s.settings = merged.value;
  await renewEngine(s);
  afterChange(s);
  return ok(s.settings);
}
