/**
 * Archery ("Game of Arch"): the line, the target's rings and the sheet sentences the engine rests on.
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH. The sentences are quoted verbatim from the
 * transcription (its typos, "mum" for "sum", "sf" for "of", included).
 */
import { citations } from '../../core/game';

/** The rule sheet file this game implements. */
export const ARCHERY_SHEET = '001_08482469b23ea4ed.txt';

/** The sentences of the Game of Arch that the engine implements, by topic. */
export const ARCHERY_RULES = citations('archery', ARCHERY_SHEET, {
  implements: 'Twelve men, a set of three for each player, and the Double Teetotum.',
  object: 'The object of the game is to see who will make the best shots with his three arrows.',
  moves: 'All moves are made by the spin of the Teetotum, using the mum of the numbers obtained by the spin, and moving an arrow aver a corresponding number of spaces.',
  lead: 'Spin for lead. The highest spin plays first.',
  entry: 'The arrows are first entered according to the spin, beginning st. and counting from the space at the flag-staff.',
  advance: 'After entering, each player, in turn, advances his arrows ac-cording to his spins, until they reach the target.',
  miss: 'Any arrow that is carried beyond the target by the spin is a miss, and counts nothing.',
  beyond: 'An arrow is carried beyond the target when there are not enough spaces for it to be moved over, to use up the spin.',
  rings: "Each ring of the target represents two spaces, one on each side sf the bull's-eye, as though the target were divided by a vertical (meat its center.",
  line: 'The arrows are moved from the flag-staff to the target as though the whole formed one continuous line of 23 spaces-7 in the target, and 16 outside.',
  stop: 'As soon as an arrow reaches the target its move is ended.',
  share: "Two or more arrows of the same, or of opponent players, may 'soupy the same space at the same time.",
  end: 'The game is ended when all the arrows have reached or missed the target.',
  count: "Each arrow on the outer circle counts 1; on the next ' circle, 2; on the third circle, 3; and, on the bull's-eye, 6.",
  win: 'The player having the largest count wins the game.',
});

/** Spaces on the line, counted from the flag-staff: "one continuous line of 23 spaces". */
export const LINE_LENGTH = 23;
/** Spaces before the target: "16 outside". */
export const OUTSIDE_SPACES = 16;
/** The first space of the target (its near outer ring). */
export const FIRST_TARGET_SPACE = OUTSIDE_SPACES + 1;
/** Arrows per player: "a set of three for each player". */
export const ARROWS_PER_PLAYER = 3;

/** Where an arrow waits before it is entered: at the flag-staff, off the line. Written `f`. */
export const AT_FLAG_STAFF = 0;
/** Where a missed arrow goes: "carried beyond the target", off the line. Written `x`. */
export const MISSED = LINE_LENGTH + 1;

/**
 * The count of each target space, spaces 17..23: rings 1, 2, 3, bull's-eye 6, 3, 2, 1 ("Each ring of
 * the target represents two spaces, one on each side sf the bull's-eye").
 */
export const TARGET_COUNTS: readonly number[] = [1, 2, 3, 6, 3, 2, 1];

/** `true` for spaces 17..23 (the target). */
export function isTargetSpace(space: number): boolean {
  return space >= FIRST_TARGET_SPACE && space <= LINE_LENGTH;
}

/**
 * The count of an arrow standing at `place` (a space 1..23, {@link AT_FLAG_STAFF} or {@link MISSED}):
 * its ring's count in the target, else 0 ("a miss, and counts nothing").
 */
export function arrowCount(place: number): number {
  return isTargetSpace(place) ? TARGET_COUNTS[place - FIRST_TARGET_SPACE]! : 0;
}

/** `true` once an arrow has "reached or missed the target": it never moves again. */
export function isFinished(place: number): boolean {
  return place === MISSED || isTargetSpace(place);
}

/** The name of the ring a target space lies in (`outer ring`, `second ring`, `third ring`, `bull's-eye`), or `undefined`. */
export function ringName(space: number): string | undefined {
  if (!isTargetSpace(space)) return undefined;
  return (['outer ring', 'second ring', 'third ring', "bull's-eye"] as const)[Math.min(space - FIRST_TARGET_SPACE, LINE_LENGTH - space)];
}
