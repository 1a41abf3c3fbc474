/**
 * Rule options of Spoof: what the sheet `003_f3d54d3140fde9d6.txt` leaves open.
 *
 * Precedence (see `src/core/options.ts`): defaults < preset < explicit options. The default preset is
 * `sheet` (all defaults); `quick` bounds a game at 200 shots for exhibits and computer matches.
 */
import { z } from 'zod';
import { defineOptions } from '../../core/options';
import { NEUTRAL_TOUCH_RULES } from './physics';

/**
 * Values of `ownInOpenAttack`: what befalls a man that attacks the squares while other men of his own side
 * are in the open. `allowed`: nothing (the squares' owner's reading of "the same side"); `man-lost` and
 * `turn-lost`: the attacker's reading, with the next sentence's penalty or a lost turn.
 */
export const OWN_IN_OPEN_ATTACK_RULES = ['allowed', 'man-lost', 'turn-lost'] as const;
/** Values of `followUp`: which man a player may shoot after a successful shot. */
export const FOLLOW_UP_RULES = ['any-man', 'same-man'] as const;

const shape = {
  neutralTouch: z.enum(NEUTRAL_TOUCH_RULES).default('at-rest'),
  ownInOpenAttack: z.enum(OWN_IN_OPEN_ATTACK_RULES).default('allowed'),
  followUp: z.enum(FOLLOW_UP_RULES).default('any-man'),
  minCoverMm: z.number().min(0).max(10).default(0.5),
  shotLimit: z.number().int().min(0).max(100_000).default(0),
};

/** The options spec of Spoof; see `docs/games/spoof.md` §Options for the discussion. */
export const spoofOptions = defineOptions(
  shape,
  {
    neutralTouch: {
      summary:
        "When the neutral ground takes a man: 'at-rest' (default), a man is out of play if it comes to rest on or touching the neutral square; 'in-passing', a man that touches it at any moment of its slide stops there and is out of play.",
      gap:
        'The sheet says "any man alighting on or touching the same, from any cause whatsoever, is out of play". "Alighting on" is coming to rest on it; "touching" can be read as resting against its edge or as brushing it in passing. Parlour reads both words as states of rest (a man sliding across is not yet "out"), and offers the strict reading as an option.',
    },
    ownInOpenAttack: {
      summary:
        "What happens when a man attacks the squares while other men of its own side are out in the open: 'allowed' (default), nothing: only the opponent's men in the open forbid the attack; 'man-lost', the man is reversed and becomes the opponent's, as when the opponent has men in the open; 'turn-lost', the attack captures nothing, the man stays where it stopped and the turn passes.",
      gap:
        'The sheet says "THE SQUARES can only be attacked when there are no men of the same side out in the open space." and goes on "If a man attacks a square, or stops on any lines of the squares, when there are any of his opponents out in the open space, the man is lost to the player". Read with "the same side" as the side that owns the squares, the second sentence is the first one\'s penalty, and nothing forbids the attacker\'s own men being in the open (the default); read as the attacker\'s side, the first sentence adds a rule of its own with no penalty named (\'man-lost\' borrows the next sentence\'s, \'turn-lost\' only stops the capture).',
    },
    followUp: {
      summary:
        "Which man a player shoots after a successful shot: 'any-man' (default) or 'same-man' (only the man that has just captured).",
      gap:
        'The sheet first says the capturing man "is again directed against the enemy", then that the player "follows his shot with any of his men" and "continues the shots from any of his men until he misses covering a counter". The later, more general sentences are the default.',
    },
    minCoverMm: {
      summary:
        'How deep (mm) two men at rest must overlap for one to count as covering the other: 0 counts any overlap at all; default 0.5 mm, the least a person can see at the table.',
      gap:
        'The sheet counts a man that "partly cover[s]" another but does not say how little is enough; an overlap thinner than a hair cannot be judged at the table, so the default asks for half a millimetre.',
    },
    shotLimit: {
      summary:
        'End the game after this many shots (0 = no limit, the default): the side with more men in play then wins, equal numbers draw.',
      gap:
        'The sheet ends the game only when "The player who first loses all his men loses the game"; two cautious players can shoot for ever. The limit is off by default and on in the `quick` preset (200 shots).',
    },
  },
  { sheet: {}, quick: { shotLimit: 200 } },
  'sheet',
);

/** The complete, validated Spoof options. */
export type SpoofOptions = z.output<z.ZodObject<typeof shape>>;

/** The default options (the `sheet` preset). */
export const DEFAULT_OPTIONS: SpoofOptions = Object.freeze({
  neutralTouch: 'at-rest',
  ownInOpenAttack: 'allowed',
  followUp: 'any-man',
  minCoverMm: 0.5,
  shotLimit: 0,
});
