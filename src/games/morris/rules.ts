/**
 * The Game of Morrice section of `001_08482469b23ea4ed.txt`, sentence by sentence, verbatim (typos and
 * all), so that errors, docstrings and tests quote the same text.
 */
import { citations, type RuleCitation } from '../../core/game';

/** The rule sheet this game implements. */
export const MORRIS_SHEET = '001_08482469b23ea4ed.txt';

/** Every sentence of the Morrice section, in order, as transcribed. */
export const MORRICE = {
  implements: 'Implements - Eighteen men in two colors; a set of nine for each player.',
  board:
    'The charming game of Morrice, which closely resembles, and is probably the source of "Go-Bang," is the inside game, laid out in black lines, with circular spaces at the points where the lines cross or intersect each other.',
  object:
    'The object of each player is to get three of his men in a row, that is, upon the three spaces on any one of the straight black lines.',
  lines: 'All of the lines are used alike, no distinction being made between the long and the short ones.',
  turns: 'Play in turn throughout the game, and place or move but one man at a time.',
  placing:
    'The players in turn, first place their men, one at a time, upon any vacant circular space, each trying to get three men in a row, and at the same time playing to prevent his opponent doing so.',
  blocking:
    'Thus, a player trying to form a row, will lay down two men upon the same ; but the opponent, if on the lookout, will lay down one of his men on the third space of the same line, and stop him.',
  doubleThreat:
    'Sometimes players scatter their men in such a manner, that by laying down a single man, they have two ways by which they can form rows, upon their next turn, and as only one of these can be stopped by the opponent, they necessarily gain a point.',
  capture:
    "Each time that a player, forms a row, he captures and removes One of his opponent's men front the board, but must, if possible, take one that will not break his rows.",
  moving:
    'When all the men have been placed upon the board, one at a time, as above described, the players try to form rows by moving their men from space to space, in any direction.',
  alongLines: 'Sat all moves must be along the lines, always moving to the next space.',
  everyRow:
    "As often as a player forms a row, whether in placing or moving his men, he captures one of his oppoaent's men.",
  losing:
    'As soon as either player loses all but two of his men, he can form no more rows, and therefore loses the games',
} as const;

/** The sentences of {@link MORRICE} as citations (with the catalogue key of each one's translation). */
export const MORRICE_RULES = citations('morris', MORRIS_SHEET, MORRICE);

/** A citation of one sentence of the Morrice section. */
export function cite(key: keyof typeof MORRICE): RuleCitation {
  return MORRICE_RULES[key];
}
