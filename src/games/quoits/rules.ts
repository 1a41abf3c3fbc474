/**
 * Quoits: the sheet sentences the engine rests on and the numbers they fix.
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS, quoted verbatim from the transcription (its
 * typos, "corner" for "comer", "I" for ";", "on space" for "one space", included).
 */
import { citations } from '../../core/game';

/** The rule sheet file this game implements. */
export const QUOITS_SHEET = '001_08482469b23ea4ed.txt';

/** The sentences of the Game of Quoits that the engine implements, by topic. */
export const QUOITS_RULES = citations('quoits', QUOITS_SHEET, {
  implements: 'Sixteen men in four colors—a set for each player, and the Double Teetotum.',
  sets: 'There are two sets of Quoit spaces, at each side of the board.',
  setPlayers: 'The first and third players play for one set, and the second and fourth for the other.',
  turns: 'Play and spin in turn.',
  lead: 'The highest spin leads.',
  sum: 'Use the sum of the numbers indicated by the Teetotum in making the moves, except in case of a doublet, which has its corresponding numbered Quoit space.',
  pitch: 'The first player spins and places his man upon the Quoit space which corresponds to his throw.',
  follow: 'The others follow in turn playing in the same manner.',
  rounds: 'Four rounds are played in this way, and the score is then made up.',
  count: 'Each man on the hub counts ten ; on a double number, three ; and on the other numbers two.',
  nearest: "In addition to the above, the man nearest to the hub counts five I the next nearest, three'; and the third, one.",
  collision: 'If two men hit the same space, the first corner is set back one space, if the rear space is vacant ; if occupied, the man goes for-ward on space, but should this space also be occupied it is removed from the board and does not count for its player.',
  anew: 'When four rounds have been played, the game is begun anew, and the play continues until some one of the players scores 60, which wins the game.',
  oneGame: 'The object of the game may also be to see which will make the highest score in four rounds.',
});

/** Men per player ("Sixteen men in four colors—a set for each player"): four each. */
export const MEN_PER_PLAYER = 4;
/** Rounds per game: "Four rounds are played in this way, and the score is then made up." */
export const ROUNDS = 4;
/** A man on the hub: "Each man on the hub counts ten". */
export const HUB_POINTS = 10;
/** A man on a doublet space: "on a double number, three". */
export const DOUBLET_POINTS = 3;
/** A man on another number: "and on the other numbers two". */
export const NUMBER_POINTS = 2;
/** "the man nearest to the hub counts five I the next nearest, three'; and the third, one." */
export const NEAREST_POINTS: readonly number[] = [5, 3, 1];
