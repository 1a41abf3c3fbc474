/**
 * Quoits' rule options: what the Game of Quoits leaves open, each with a documented default.
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS; issue 7 §1, §3.
 */
import { z } from 'zod';
import { defineOptions } from '../../core/options';
import { leadTiesDoc, leadTiesSchema } from '../teetotum/lead';
import { FACES_DOC, facesSchema } from '../teetotum/spin';
import { DEFAULT_QUOIT_LAYOUT, quoitLayoutSchema } from './layout';

/** When a match ends. */
export const QUOIT_GOALS = ['score', 'one-game'] as const;
/** With two players: one shared set of quoit spaces, or one each. */
export const TWO_PLAYER_SETS = ['shared', 'separate'] as const;
/** Whether "the first and third players" counts in play order (after the lead) or by seat. */
export const SETS_BY = ['play-order', 'seat'] as const;
/** Who leads each further four-round game. */
export const NEW_GAME_LEADS = ['spin', 'same'] as const;
/** How men at the same distance from the hub are ranked for the 5/3/1 of "nearest to the hub". */
export const NEAREST_TIES = ['shared-rank', 'first-pitched'] as const;
/**
 * Which man moves on when a man is pitched onto an occupied space whose rear space is taken too: the man
 * already there (the first comer: forward, or removed), or the man just pitched.
 */
export const COLLISION_FORWARD = ['first-comer', 'newcomer'] as const;
/** Among whom the 5/3/1 of "nearest to the hub" is given: every man on the board, or the men of each set apart. */
export const NEAREST_SCOPES = ['both-sets', 'each-set'] as const;

/** The options spec of Quoits (defaults in each doc's summary). */
export const quoitsOptions = defineOptions(
  {
    faces: facesSchema,
    layout: quoitLayoutSchema.default(DEFAULT_QUOIT_LAYOUT),
    goal: z.enum(QUOIT_GOALS).default('score'),
    targetScore: z.number().int().min(1).max(1000).default(60),
    twoPlayerSets: z.enum(TWO_PLAYER_SETS).default('shared'),
    setsBy: z.enum(SETS_BY).default('play-order'),
    newGameLead: z.enum(NEW_GAME_LEADS).default('spin'),
    nearestTies: z.enum(NEAREST_TIES).default('shared-rank'),
    nearestScope: z.enum(NEAREST_SCOPES).default('both-sets'),
    collisionForward: z.enum(COLLISION_FORWARD).default('first-comer'),
    leadTies: leadTiesSchema,
  },
  {
    faces: FACES_DOC,
    layout: {
      summary:
        'The quoit spaces: Parlour\'s reconstruction (default, docs/games/quoits.md) or a museum\'s own board in the same JSON form (src/games/quoits/layout.ts). It must have a doublet space for every face and a number space for every sum of two different faces in both sets.',
      gap: 'The sheet gives no geometry: "There are two sets of Quoit spaces, at each side of the board."',
    },
    goal: {
      summary:
        'score (default): four-round games are played one after another, scores adding up, until a player reaches targetScore after a game; the highest total then wins. one-game: the highest score after one four-round game wins.',
      gap: '"the play continues until some one of the players scores 60, which wins the game. The object of the game may also be to see which will make the highest score in four rounds."',
    },
    targetScore: {
      summary: 'The total that ends a match under goal: score (default 60, the sheet\'s figure).',
      gap: 'The sheet gives 60; the option lets a shorter or longer match be played.',
    },
    twoPlayerSets: {
      summary:
        'shared (default): with two players both pitch onto the first set, so their men can collide and contend for the hub. separate (the sheet preset): the first player pitches onto the first set and the second onto the other, as the letter of the sheet has it.',
      gap: '"The first and third players play for one set, and the second and fourth for the other." was written for four; with two, each would play alone, never colliding and always taking every "nearest" point.',
    },
    setsBy: {
      summary:
        'play-order (default): "first" and "third" count in playing order, the player who won the spin for lead being the first. seat: they count by seat, seat 0 being the first, whoever leads.',
      gap: 'The sheet says "The first and third players" and later "The first player spins and places his man", where "first" is the one who leads; it does not say which is meant for the sets.',
    },
    newGameLead: {
      summary: 'spin (default): each further four-round game begins with a new spin for lead. same: the first game\'s playing order is kept.',
      gap: '"When four rounds have been played, the game is begun anew" does not say whether the lead is spun for again.',
    },
    nearestTies: {
      summary:
        'shared-rank (default): men at the same distance from the hub share a place and each takes its points (5, 5, then 1 for the next man). first-pitched: of men at the same distance, the one pitched earlier counts as nearer.',
      gap: '"the man nearest to the hub counts five I the next nearest, three\'; and the third, one" does not say what happens when two men are equally near. Within one set of the default layout no two spaces are; across its two mirrored sets (nearestScope: both-sets) every space has its twin, and first-pitched would hand each tie to the earlier pitcher (the fairness table in docs/games/quoits.md).',
    },
    nearestScope: {
      summary:
        'both-sets (default): one 5, one 3 and one 1 for the men nearest the hub on the whole board, each man measured from the hub of his own set. each-set: a 5, 3 and 1 on each set, among the men on that set.',
      gap: '"In addition to the above, the man nearest to the hub counts five I the next nearest, three\'; and the third, one." speaks of one man nearest and one hub, while the board has "two sets of Quoit spaces, at each side of the board", each with its hub. Counted on each set, the second of three players, alone on his set, takes 5 + 3 + 1 nearly every game (17.9 points a game against 13.7 for the others); counted over both sets every place scores within a fraction of a point (docs/games/quoits.md, fairness table).',
    },
    collisionForward: {
      summary:
        'When a man is pitched onto an occupied space and the space behind it is taken too: first-comer (default), the man already there goes forward one space, or is removed when that space is taken as well; newcomer, the man just pitched goes forward one space beyond it, or is removed, and the first comer stays. Either way the first comer is set back when the space behind is vacant.',
      gap: '"If two men hit the same space, the first corner is set back one space, if the rear space is vacant ; if occupied, the man goes for-ward on space, but should this space also be occupied it is removed from the board and does not count for its player." names the first comer for the setting back only; "the man" who goes forward can be read as the same man or as the one whose pitch hit him.',
    },
    leadTies: leadTiesDoc('The highest spin leads.'),
  },
  {
    sheet: { twoPlayerSets: 'separate', nearestScope: 'both-sets', collisionForward: 'first-comer' },
    'one-game': { goal: 'one-game' },
  },
);

/** Validated Quoits options. */
export type QuoitsOptions = z.output<typeof quoitsOptions.schema>;
