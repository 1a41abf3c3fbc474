/**
 * Morris notation (issue 2 §3), exact because other tools rely on it.
 *
 * - Position: 24 characters, one per point in the order `a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3
 *   d3 e3 b2 d2 f2 a1 d1 g1`, each `W`, `B` or `.`; a space; the side to move `w` or `b`; a space; the
 *   white men in hand; a space; the black men in hand. Start: `........................ w 9 9`.
 *   Repetition history and the quiet-ply count are not part of the string.
 * - Move: a placement is the point (`d2`), a move `from-to` (`d2-d3`); each capture the move earns is
 *   appended as `x` and the point taken, in the order taken (`d2xg7`, `d2-d3xg7`, `d2-d3xg7xa1`).
 */
import type { NotationError } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { POINTS, isPoint, popcount, type MorrisPoint } from './board';
import { msg, type Message } from '../../i18n/index';
import { MEN_PER_PLAYER, firstSide, makePosition, seatOf, type MorrisMove, type MorrisPosition, type Side } from './engine';
import type { MorrisOptions } from './options';

/** The start position in notation. */
export const START_POSITION = '........................ w 9 9';

const POSITION_RE = /^([WB.]{24}) ([wb]) (\d) (\d)$/;
const MOVE_RE = /^([a-g][1-7])(?:-([a-g][1-7]))?((?:x[a-g][1-7])*)$/;

/** Writes `pos` as a position string (board, side to move, men in hand). */
export function formatPosition(pos: MorrisPosition): string {
  let board = '';
  for (let i = 0; i < 24; i++) {
    const bit = 1 << i;
    board += (pos.men[0] & bit) !== 0 ? 'W' : (pos.men[1] & bit) !== 0 ? 'B' : '.';
  }
  return `${board} ${pos.turn === 0 ? 'w' : 'b'} ${pos.hand[0]} ${pos.hand[1]}`;
}

/**
 * Reads a position string under `options`.
 *
 * Errors (all problems are listed in one message):
 * - `notation/position-syntax`: not `<24 of W B .> <w|b> <digit> <digit>`;
 * - `notation/position-invalid`: a side with more than nine men on board and in hand; men in hand that
 *   do not fit alternate placement from `firstPlayer` (while anyone still holds a man, the first player
 *   holds as many as the other when it is his turn, one fewer otherwise); the side that has just moved
 *   with fewer than three men (men are lost only on the opponent's move, and a player with fewer than
 *   three has already lost, so no play reaches it).
 * The history of the returned position is the position itself; its quiet-ply count is 0.
 */
export function parsePosition(text: string, options: MorrisOptions): Result<MorrisPosition, NotationError> {
  const m = POSITION_RE.exec(text);
  if (m === null) {
    return err({ code: 'notation/position-syntax', message: msg('morris.notation.position-syntax', { input: JSON.stringify(text), start: START_POSITION }) });
  }
  const [, board, side, wh, bh] = m as unknown as [string, string, string, string, string];
  let white = 0;
  let black = 0;
  for (let i = 0; i < 24; i++) {
    const c = board[i];
    if (c === 'W') white |= 1 << i;
    else if (c === 'B') black |= 1 << i;
  }
  const hand: [number, number] = [Number(wh), Number(bh)];
  const turn: Side = side === 'w' ? 0 : 1;
  const men: [number, number] = [white, black];
  const problems: Message[] = [];
  for (const s of [0, 1] as const) {
    const total = popcount(men[s]) + hand[s];
    if (total > MEN_PER_PLAYER) problems.push(msg('morris.notation.too-many-men', { seat: seatOf(s), n: total, max: MEN_PER_PLAYER }));
  }
  if (hand[0] + hand[1] > 0) {
    const f = firstSide(options);
    const other = (1 - f) as Side;
    const expected = turn === f ? hand[other] : hand[other] - 1;
    if (hand[f] !== expected) {
      problems.push(
        msg('morris.notation.hand-mismatch', { white: hand[0], black: hand[1], turn: seatOf(turn), first: seatOf(f), option: options.firstPlayer }),
      );
    }
  }
  const mover = (1 - turn) as Side;
  if (popcount(men[mover]) + hand[mover] < 3) {
    problems.push(msg('morris.notation.mover-short', { seat: seatOf(mover) }));
  }
  if (problems.length > 0) {
    return err({ code: 'notation/position-invalid', message: msg('morris.notation.position-invalid', { input: JSON.stringify(text), problems }) });
  }
  return ok(makePosition(men, hand, turn, options));
}

/** Writes a move: `d2`, `d2-d3`, `d2xg7`, `d2-d3xg7xa1`. */
export function formatMove(move: MorrisMove): string {
  const head = move.kind === 'place' ? move.to : `${move.from}-${move.to}`;
  let tail = '';
  for (const c of move.captures) tail += `x${c}`;
  return head + tail;
}

/**
 * Reads a move (syntax only; legality is `play`'s job).
 * Errors: `notation/move-syntax` (not `point`, `point-point`, each optionally followed by `x` and a point
 * once or twice), `notation/unknown-point` (a square of the 7x7 grid that is not one of the 24 points,
 * e.g. `b1`), `notation/too-many-captures` (a move closes at most two rows, so at most two captures).
 */
export function parseMove(text: string): Result<MorrisMove, NotationError> {
  const m = MOVE_RE.exec(text);
  if (m === null) {
    return err({ code: 'notation/move-syntax', message: msg('morris.notation.move-syntax', { input: JSON.stringify(text) }) });
  }
  const [, first, second, capText] = m as unknown as [string, string, string | undefined, string];
  const caps = capText === '' ? [] : capText.slice(1).split('x');
  for (const p of [first, ...(second === undefined ? [] : [second]), ...caps]) {
    if (!isPoint(p)) {
      return err({ code: 'notation/unknown-point', message: msg('morris.notation.unknown-point', { point: p, input: JSON.stringify(text), points: POINTS.join(' ') }) });
    }
  }
  if (caps.length > 2) {
    return err({ code: 'notation/too-many-captures', message: msg('morris.notation.too-many-captures', { input: JSON.stringify(text), n: caps.length }) });
  }
  const captures = caps as MorrisPoint[];
  return ok(
    second === undefined
      ? { kind: 'place', to: first as MorrisPoint, captures }
      : { kind: 'move', from: first as MorrisPoint, to: second as MorrisPoint, captures },
  );
}
