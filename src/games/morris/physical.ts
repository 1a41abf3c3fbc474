/**
 * What a sensor board sees of Morris: one cell per point (the 24 point names, in position-string order),
 * each holding no man or one man of a seat.
 * Source: `../shared/background/sensor-board-protocols.md` §2.6 (a layout maps sensors to cells) and
 * issue 2 §3; the stages follow the sheet's order of play: the man is placed or moved, then "he captures
 * and removes One of his opponent's men front the board".
 */
import type { CellContents, PhysicalModel } from '../../core/game';
import { POINTS, pointIndex } from './board';
import type { MorrisMove, MorrisPosition } from './engine';

function contentsOf(white: number, black: number): CellContents {
  const out: Record<string, readonly number[]> = {};
  for (let i = 0; i < POINTS.length; i++) {
    const bit = 1 << i;
    out[POINTS[i]!] = (white & bit) !== 0 ? [0] : (black & bit) !== 0 ? [1] : [];
  }
  return out;
}

/**
 * The board states a person passes through while playing `move` from `pos`: after the man is placed or
 * moved, then after each capture in the order written. Mechanical: it does not check legality (only call
 * it with moves `play` accepts; for those the last stage equals `contents(play(pos, move))`).
 */
function stages(pos: MorrisPosition, move: MorrisMove): readonly CellContents[] {
  const t = pos.turn;
  const men: [number, number] = [pos.men[0], pos.men[1]];
  const to = pointIndex(move.to);
  if (move.kind === 'move') {
    const from = pointIndex(move.from);
    if (from !== undefined) men[t] &= ~(1 << from);
  }
  if (to !== undefined) men[t] |= 1 << to;
  const out: CellContents[] = [contentsOf(men[0], men[1])];
  for (const c of move.captures) {
    const ci = pointIndex(c);
    if (ci !== undefined) men[t === 0 ? 1 : 0] &= ~(1 << ci);
    out.push(contentsOf(men[0], men[1]));
  }
  return out;
}

/** The physical model of Morris for move inference. */
export const morrisPhysical: PhysicalModel<MorrisPosition, MorrisMove> = {
  cells: POINTS,
  contents: (pos) => contentsOf(pos.men[0], pos.men[1]),
  stages,
};
