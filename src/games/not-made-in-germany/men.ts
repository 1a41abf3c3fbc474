/**
 * The two sides and their lettered men: who stands where at the start, and the row each side must
 * spell to win.
 *
 * Source: `000_bcb8c47de0459cfb.txt`: "There are nine pieces required on each side, each piece having a
 * letter or flag on it, and they must be placed along the first row of squares, so as to form the words
 * “England” on one side, and “Germany” on the other, with a flag at both ends of each word as in the
 * plan"; the plan: "The top row has a round flag followed by the letters: D, N, A, L, G, N, E, each in a
 * circle and upside-down." and "The bottom row has a round flag followed by the letters: G, E, R, M, A,
 * N, Y, each in a circle."
 *
 * In notation (issue 6 §2) England's men are upper case `F E N G L A D` (`F` is a flag) and Germany's
 * lower case `f g e r m a n y`. A man's identity is its side and letter: the two Ns of England and the
 * two flags of each side are interchangeable, so nothing finer is tracked.
 */
import type { PlayerIndex } from '../../core/game';
import { FILES, squareAt, type Square, type SquareName } from './board';

/** The sides as a closed vocabulary; the index is the seat (`0` England, `1` Germany). */
export const SIDES = ['england', 'germany'] as const;
/** One of {@link SIDES}. */
export type SideName = (typeof SIDES)[number];
/** A side as a seat: 0 = England, 1 = Germany. */
export type Side = 0 | 1;

/** England's seat. */
export const ENGLAND: Side = 0;
/** Germany's seat. */
export const GERMANY: Side = 1;

/** The other side. */
export function opponent(side: Side): Side {
  return side === 0 ? 1 : 0;
}

/** `true` when `p` is a seat of this game (0 or 1). */
export function isSide(p: PlayerIndex): p is Side {
  return p === 0 || p === 1;
}

/** Display names of the sides, by seat. */
export const SIDE_DISPLAY: readonly [string, string] = ['England', 'Germany'];

/** What is printed on a man: a letter of the side's word or a flag. */
export type ManLetter = 'flag' | 'A' | 'D' | 'E' | 'G' | 'L' | 'M' | 'N' | 'R' | 'Y';

/** One lettered man: its side, what is printed on it, and its character in position notation. */
export interface Man {
  readonly side: Side;
  readonly letter: ManLetter;
  /** Notation character: `F E N G L A D` for England, `f g e r m a n y` for Germany. */
  readonly char: string;
}

/**
 * Each side's home row read from `a` to `i`, as notation characters. England's is on rank 9, Germany's on
 * rank 1. This is also the row each side must spell on the opponent's home row to win, "each man on the
 * file it started on" (issue 6 §1): England's rank 1 must read `FDNALGNEF`, Germany's rank 9 `fgermanyf`.
 */
export const HOME_ROW: readonly [string, string] = ['FDNALGNEF', 'fgermanyf'];

/** The rank each side starts on (its home row): England 9, Germany 1. */
export const START_RANK: readonly [9, 1] = [9, 1];
/** The rank each side must fill to win (the opponent's home row): England 1, Germany 9. */
export const GOAL_RANK: readonly [1, 9] = [1, 9];

const MEN: ReadonlyMap<string, Man> = new Map(
  (
    [
      ['F', 0, 'flag'],
      ['E', 0, 'E'],
      ['N', 0, 'N'],
      ['G', 0, 'G'],
      ['L', 0, 'L'],
      ['A', 0, 'A'],
      ['D', 0, 'D'],
      ['f', 1, 'flag'],
      ['g', 1, 'G'],
      ['e', 1, 'E'],
      ['r', 1, 'R'],
      ['m', 1, 'M'],
      ['a', 1, 'A'],
      ['n', 1, 'N'],
      ['y', 1, 'Y'],
    ] as const
  ).map(([char, side, letter]) => [char, { char, side, letter }]),
);

/** The man a notation character stands for, or `undefined` when the character is no man of this game. */
export function manOfChar(char: string): Man | undefined {
  return MEN.get(char);
}

/**
 * How many men of each character a side has (from its home row): England `F×2 D N×2 A L G E`,
 * Germany `f×2 g e r m a n y`.
 */
export function menCount(side: Side): ReadonlyMap<string, number> {
  const m = new Map<string, number>();
  for (const c of HOME_ROW[side]) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** The squares of a side's goal row from `a` to `i` (England: a1..i1; Germany: a9..i9). */
export function goalSquares(side: Side): readonly Square[] {
  return FILES.map((_, f) => squareAt(f, GOAL_RANK[side])!);
}

/** The squares of a side's home (start) row from `a` to `i`. */
export function homeSquares(side: Side): readonly Square[] {
  return FILES.map((_, f) => squareAt(f, START_RANK[side])!);
}

/**
 * Set-up guidance: where each lettered man goes at the start, square by square, England first.
 * Source: the plan of `000_bcb8c47de0459cfb.txt` (see the module docstring).
 */
export function setupPlan(): readonly { readonly square: SquareName; readonly man: Man }[] {
  const out: { square: SquareName; man: Man }[] = [];
  for (const side of [ENGLAND, GERMANY] as const) {
    homeSquares(side).forEach((_, f) => {
      const char = HOME_ROW[side][f]!;
      out.push({ square: `${FILES[f]!}${START_RANK[side]}` as SquareName, man: manOfChar(char)! });
    });
  }
  return out;
}
