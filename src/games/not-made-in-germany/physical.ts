/**
 * The sensor-board view of Not Made in Germany, and the identity of the men for set-up guidance and the
 * screen (issue 6 §3).
 *
 * The board senses occupancy only: each of the 74 usable squares is vacant or holds one man of a side.
 * Which lettered man it is comes from the logical position, which carries every man's letter from the
 * start square to the end square of each committed move ({@link identities}).
 *
 * A jump chain is one move, but a person carries it out landing by landing: {@link nmigPhysical}'s
 * `stages` gives one board state per landing (the man lifted, then standing on each landing in turn), so
 * move inference can treat a pause on an intermediate landing as provisional and replace it with the
 * longer chain when the man moves on.
 */
import type { CellContents, PhysicalModel, PlayerIndex } from '../../core/game';
import { fileOf, isAdjacent, LAND, OVER, squareName, USABLE_SQUARES, type Square, type SquareName } from './board';
import { goalSquares, HOME_ROW, manOfChar, type Man, type Side } from './men';
import { shortestChain, type NmigMove } from './movegen';
import type { NmigPosition } from './position';

/** The 74 usable squares by name, ascending (`a1`, …, `i9` without the seven ornaments). */
export const PHYSICAL_CELLS: readonly SquareName[] = USABLE_SQUARES.map(squareName);

const NONE: readonly PlayerIndex[] = Object.freeze([]);
const OWNER: readonly (readonly PlayerIndex[])[] = [Object.freeze([0]), Object.freeze([1])];

function contentsOf(cells: string): CellContents {
  const out: Record<string, readonly PlayerIndex[]> = {};
  for (const sq of USABLE_SQUARES) {
    const c = cells.charCodeAt(sq);
    out[squareName(sq)] = c === 46 ? NONE : OWNER[c >= 97 ? 1 : 0]!;
  }
  return out;
}

function withMan(cells: string, from: Square, at: Square | undefined): string {
  const char = cells[from]!;
  const a = cells.split('');
  a[from] = '.';
  if (at !== undefined) a[at] = char;
  return a.join('');
}

/**
 * The route a move takes, as its landing squares after `from` (ending with `to`): the move's own `via`
 * when given, else a shortest chain in `pos`, else (a step, or no chain found) just `[to]`.
 */
export function landingsOf(pos: NmigPosition, move: NmigMove & { kind: 'move' }): readonly Square[] {
  if (move.via.length > 0 || isAdjacent(move.from, move.to)) return [...move.via, move.to];
  return [...(shortestChain(pos.cells, move.from, move.to) ?? []), move.to];
}

/**
 * The physical model: cells are the 74 usable squares by name; `contents` gives each one's occupant's
 * side; `stages(pos, move)` is, for a step or chain, the board with the man lifted and then one state per
 * landing of its route ({@link landingsOf}), the last equal to `contents(play(pos, move))`; for a pass
 * the unchanged board. `move` is expected to be legal in `pos`; an illegal one still gets the states of
 * its stated route.
 */
export const nmigPhysical: PhysicalModel<NmigPosition, NmigMove> = {
  cells: PHYSICAL_CELLS,
  contents: (pos) => contentsOf(pos.cells),
  stages(pos, move) {
    if (move.kind === 'pass') return [contentsOf(pos.cells)];
    const states: CellContents[] = [contentsOf(withMan(pos.cells, move.from, undefined))];
    for (const l of landingsOf(pos, move)) states.push(contentsOf(withMan(pos.cells, move.from, l)));
    return states;
  },
};

/** The lettered man on `sq` in `pos`, or `undefined` when the square is vacant. */
export function manAt(pos: NmigPosition, sq: Square): Man | undefined {
  return manOfChar(pos.cells[sq] ?? '.');
}

/**
 * The identity of every man in `pos`: square name → man (side and letter). Vacant squares are absent.
 * For set-up guidance (`identities(setup)` says which letter goes where) and for drawing the letters.
 */
export function identities(pos: NmigPosition): Readonly<Partial<Record<SquareName, Man>>> {
  const out: Partial<Record<SquareName, Man>> = {};
  for (const sq of USABLE_SQUARES) {
    const m = manOfChar(pos.cells[sq]!);
    if (m !== undefined) out[squareName(sq)] = m;
  }
  return out;
}

/**
 * The squares of `side`'s goal row (England rank 1, Germany rank 9) on which the right man already
 * stands, "each man on the file it started on": the letters already home, for the screen.
 */
export function lettersHome(pos: NmigPosition, side: Side): readonly SquareName[] {
  return goalSquares(side)
    .filter((sq) => pos.cells[sq] === HOME_ROW[side][fileOf(sq)])
    .map(squareName);
}

/**
 * Extends a jump chain by one more leap, for move inference's provisional chains (issue 6 §3: "A pause on
 * an intermediate square long enough to commit is provisional: when the man moves on, the longer chain
 * replaces it as one move").
 *
 * @param pos the position before `move` (the provisional move is not played in it).
 * @param move the provisional move; only a chain of one or more leaps can go on (a step cannot).
 * @param next the square the man now lands on.
 * @returns the longer move from `move.from` to `next`, its route `move`'s landings then `next` (or a
 *   shortest route when `next` was already landed on), or `undefined` when `next` is not one leap on from
 *   `move.to` over a man onto a vacant square, or is `move.from` (a chain back to its start is no move).
 */
export function continueChain(pos: NmigPosition, move: NmigMove, next: Square): NmigMove | undefined {
  if (move.kind !== 'move' || !chainContinuations(pos, move).includes(next)) return undefined;
  const landings = landingsOf(pos, move);
  if (landings.includes(next)) {
    return { kind: 'move', from: move.from, to: next, via: shortestChain(pos.cells, move.from, next) ?? [] };
  }
  return { kind: 'move', from: move.from, to: next, via: [...landings] };
}

/**
 * The squares a jump chain could go on to with one more leap from where `move` ends (the man in the air,
 * its start square vacant), ascending; `[]` for a step, a pass, or a chain that cannot go on. Move
 * inference holds back committing a chain with continuations until the board settles (the "extendable
 * move" of `../shared/background/sensor-board-anchors.md` §D). The start square is never listed: a chain
 * back to its start is no move.
 * @param pos the position before `move`.
 */
export function chainContinuations(pos: NmigPosition, move: NmigMove): readonly Square[] {
  if (move.kind !== 'move' || isAdjacent(move.from, move.to) || pos.cells[move.from] === '.') return [];
  const at = move.to;
  const cells = pos.cells;
  const vacant = (sq: Square): boolean => sq === move.from || cells[sq] === '.';
  const out: Square[] = [];
  for (let d = 0; d < 8; d++) {
    const over = OVER[at * 8 + d]!;
    const land = LAND[at * 8 + d]!;
    if (over >= 0 && !vacant(over) && vacant(land) && land !== move.from) out.push(land);
  }
  return out.sort((a, b) => a - b);
}
