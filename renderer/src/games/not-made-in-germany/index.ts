/**
 * The Not Made in Germany screen adapter (issue 6 §4): its board component, the cells picked to make a
 * move, move descriptions and the letters-home counters (see ../types.ts).
 *
 * A move is identified by its start and end squares (issue 6 §2: "different chains between the same two
 * squares are one move"), and the host lists legal moves as `from-to`; so a move is made on screen by
 * picking the man, then where it ends, however many leaps the chain takes.
 */
import type { GameScreen, GuidanceStepLook } from '../types';
import NmigBoard from './NmigBoard.svelte';
import { manName, moveSquares, readPicture } from './picture';
import { t } from '../../lib/i18n.svelte';
import { isAdjacent, parseSquare, type Man } from '$games/not-made-in-germany/index';
import type { SessionView } from '$api';

/**
 * The Not Made in Germany move a person seems to be trying with `cells` (see `GameScreen.attempt`): from
 * the first square picked to the last (a square without a man of the side to move names a move from it:
 * the engine says that it is empty, an ornament, or the other side's); `undefined` for the side's own man
 * that has no move.
 */
export function nmigAttempt(cells: readonly string[], view: SessionView): string | undefined {
  const first = cells[0];
  const last = cells[cells.length - 1];
  if (first === undefined || last === undefined || first === PASS_PICK) return undefined;
  if (cells.length === 1) return view.contents[first]?.[0] === view.turn ? undefined : `${first}-${first}`;
  return `${first}-${last}`;
}

/**
 * What the board's pass button picks: a side whose men can neither step nor leap passes (the `noMove`
 * option's default, `pass`), and `pass` is then its only legal move.
 */
export const PASS_PICK = 'pass';

/**
 * The cells a person picks to make `move`: its start and end squares (`d1-f5` and `d1-d3-f3-f5` are
 * both `[d1, f5]`); `[pass]` for `pass` (the board's pass button, {@link PASS_PICK}); `[]` for anything
 * unreadable.
 */
export function nmigPath(move: string): string[] {
  if (move.trim() === 'pass') return [PASS_PICK];
  const s = moveSquares(move);
  return s.length < 2 ? [] : [s[0]!, s[s.length - 1]!];
}

/**
 * A one-line description of a move: "d1 to d2" for a step, "d1 jumps to f5" for a chain given by its
 * ends, "d1 jumps by d3 and f3 to f5" for a landing list, "passes" for `pass` (`moves.nmig.*`, in the
 * reader's language); the text itself otherwise.
 */
export function describeNmigMove(move: string): string {
  if (move.trim() === 'pass') return t('moves.nmig.pass');
  const s = moveSquares(move);
  if (s.length < 2) return move;
  const from = s[0]!;
  const to = s[s.length - 1]!;
  const kind = s.length > 2 ? 'chain' : isAdjacent(parseSquare(from)!, parseSquare(to)!) ? 'step' : 'jump';
  return t('moves.nmig.move', { kind, from, by: s.slice(1, -1), to });
}

/**
 * A guidance step by letter (issue 6 §3: "Set-up guidance: each lettered man to its square, by letter
 * (the logical position knows which man is which; the board only sees occupancy)"): a man to put on a
 * square is named ("put England's D on b9", "put Germany's R back on d1"), a man to be carried names the
 * man the square needs ("move the man from c8 to b9 (England's D)": the board cannot tell which man
 * stands on c8), and a wrong colour names the man wanted. Lifts and takes keep their sentence; so does
 * any step on a square the position leaves vacant.
 * @param position the position the board must show, in notation.
 */
export function describeNmigStep(position: string, step: GuidanceStepLook): string | undefined {
  const men: Readonly<Partial<Record<string, Man>>> = readPicture(position)?.men ?? {};
  const man = men[step.cell];
  if (man === undefined) return undefined;
  const name = manName(man);
  switch (step.kind) {
    case 'put':
      return step.back === true ? t('app.nmig.step.put-back', { man: name, cell: step.cell }) : t('app.nmig.step.put', { man: name, cell: step.cell });
    case 'move':
      return step.from === undefined ? undefined : t('app.nmig.step.move', { from: step.from, cell: step.cell, man: name });
    case 'turn':
      return t('app.nmig.step.turn', { cell: step.cell, man: name });
    default:
      return undefined;
  }
}

/** Not Made in Germany on screen. */
export const nmigScreen: GameScreen = {
  id: 'not-made-in-germany',
  Board: NmigBoard,
  path: nmigPath,
  attempt: nmigAttempt,
  describeMove: describeNmigMove,
  describeStep: describeNmigStep,
  counters(position) {
    const pic = readPicture(position);
    if (pic === undefined) return [];
    return [{ label: t('moves.nmig.home'), values: [pic.home[0].length, pic.home[1].length] }];
  },
};
