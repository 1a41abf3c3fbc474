/**
 * Checking the endgame tables against the game's own rules: the value a position must have given the
 * stored values of the positions its legal moves lead to, computed with `src/games/morris/engine.ts`
 * (`legalMoves`, `play`, `status`) rather than the builder's move generator. Used by the tests and by
 * `scripts/morris-endgames.ts`.
 */
import { legalMoves, makePosition, play, status } from '../../games/morris/engine';
import type { MorrisOptions } from '../../games/morris/options';
import { unwrap } from '../../core/result';
import { probe, type EndgameTables } from './endgame';

/** A table value: the result for the side to move and the plies to conversion. */
export interface TableValue {
  readonly result: -1 | 0 | 1;
  readonly plies: number;
}

/**
 * The value of the position with `s` (White, to move) against `o` (Black), none in hand, under `options`
 * (`flying` on), derived from its legal moves: a win in the fewest plies if a move wins (a capture
 * converts at once; a quiet move to a position lost for the opponent in `d` wins in `d + 1`), else a draw
 * if a move draws, else a loss in the most plies (a blocked player has lost in 0).
 */
export function valueFromMoves(tables: EndgameTables, s: number, o: number, options: MorrisOptions): TableValue {
  const pos = makePosition([s, o], [0, 0], 0, options);
  const moves = legalMoves(pos);
  if (moves.length === 0) return tables.blockedLoses ? { result: -1, plies: 0 } : { result: 0, plies: 0 };
  let win = Infinity;
  let loss = -1;
  let draw = false;
  for (const m of moves) {
    const next = unwrap(play(pos, m));
    const st = status(next);
    if (st.kind === 'won') {
      win = 1;
      continue;
    }
    if (st.kind === 'draw') {
      draw = true; // a blocked opponent under `blocked: draw`
      continue;
    }
    const v = probe(tables, next.men[1], next.men[0])!;
    const d = m.captures.length > 0 ? 1 : v.plies + 1;
    if (v.result === -1) win = Math.min(win, d);
    else if (v.result === 0) draw = true;
    else loss = Math.max(loss, d);
  }
  if (win < Infinity) return { result: 1, plies: win };
  if (draw) return { result: 0, plies: 0 };
  return { result: -1, plies: loss };
}
