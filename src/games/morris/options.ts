/**
 * Rule options of Morris: what the Game of Morrice sheet (`001_08482469b23ea4ed.txt`) leaves open.
 *
 * Precedence (see `src/core/options.ts`): defaults < preset < explicit options. No preset is applied
 * unless one is named. `sheet` is the letter of the sheet wherever it decides (no flying; a move closing
 * two rows captures two); `modern` is the rule set of today's engines and clubs (issue 2 §3). The
 * defaults follow the sheet except on a move closing two rows, where they count one capture (see
 * `millCaptures` and `docs/games/morris.md`).
 */
import { z } from 'zod';
import { defineOptions } from '../../core/options';

/** Values of the `blocked` option: what happens to a player to move who has no legal move. */
export const BLOCKED_RULES = ['loses', 'draw'] as const;
/** Values of the `millCaptures` option: how many men a move that closes two rows at once captures. */
export const MILL_CAPTURE_RULES = ['one', 'two'] as const;
/** Values of the `firstPlayer` option. */
export const FIRST_PLAYERS = ['white', 'black'] as const;

/** Zod fields of the Morris options, each with its default (the `sheet` reading). */
const shape = {
  flying: z.boolean().default(false),
  blocked: z.enum(BLOCKED_RULES).default('loses'),
  millCaptures: z.enum(MILL_CAPTURE_RULES).default('one'),
  firstPlayer: z.enum(FIRST_PLAYERS).default('white'),
  repetition: z
    .number()
    .int()
    .min(0)
    .max(10)
    .refine((n) => n !== 1, { message: 'must be 0 (off) or a count from 2 to 10' })
    .default(3),
  noCaptureLimit: z.number().int().min(0).max(10_000).default(100),
};

/**
 * The options spec of Morris: schema with defaults, documentation, and the presets `sheet` (default) and
 * `modern`. See `docs/games/morris.md` for the full discussion.
 */
export const morrisOptions = defineOptions(
  shape,
  {
    flying: {
      summary:
        'true: a player reduced to three men (with none in hand) may move a man to any vacant point. false (default): men always move along a line to the next point.',
      gap:
        'The sheet only says "Sat all moves must be along the lines, always moving to the next space." and never lets a man fly; flying is the modern club rule, so it is off by default and on in the `modern` preset.',
    },
    blocked: {
      summary:
        "What happens when the player to move has no legal move: 'loses' (default) or 'draw'.",
      gap:
        'The sheet ends the game only when a player "loses all but two of his men" and is silent on a player who cannot move. Every modern rule set and engine scores that player as the loser, and a draw would reward walling oneself in, so the default is \'loses\'.',
    },
    millCaptures: {
      summary:
        "How many men a move that closes two rows at once captures: 'one' (default, and the `modern` preset) or 'two' (the `sheet` preset: one per row, taken one after the other, each obeying the rule about rows).",
      gap:
        'The sheet says "Each time that a player, forms a row, he captures and removes One of his opponent\'s men" and "As often as a player forms a row, whether in placing or moving his men, he captures one": it counts rows formed, so by its letter one man closing two rows captures two (the `sheet` preset). The everyday default counts one capture per move, as today\'s rules and engines do: it is what players expect, an occupancy board cannot see in which order two men were taken, and games recorded with the defaults keep their meaning.',
    },
    firstPlayer: {
      summary: "Who places the first man: 'white' (default) or 'black'.",
      gap:
        'The sheet says only "Play in turn throughout the game" and "The players in turn, first place their men"; it never says who begins. White begins by the convention of today\'s clubs and engines (and of chess).',
    },
    repetition: {
      summary:
        'Draw when the same position (board and side to move) occurs this many times; 0 turns the rule off. Default 3 (threefold repetition).',
      gap:
        'The sheet has no draw rule at all, yet without one a game between two careful players need never end. Threefold repetition is the rule of today\'s clubs and engines; since the number of positions is finite, it alone already guarantees that every game ends.',
    },
    noCaptureLimit: {
      summary:
        'Draw after this many consecutive moving-phase plies (moves, not placements) without a capture; 0 turns the rule off. Default 100.',
      gap:
        'The sheet has no draw rule. Repetition alone ends every game only after an impractically long time in theory, so a ply limit bounds it in practice; 100 plies (50 moves each) is the limit of today\'s clubs and engines, and it is ample for converting a won ending.',
    },
  },
  {
    sheet: { flying: false, millCaptures: 'two' },
    modern: { flying: true, blocked: 'loses', millCaptures: 'one', repetition: 3, noCaptureLimit: 100 },
  },
);

/** The complete, validated Morris options. */
export type MorrisOptions = z.output<z.ZodObject<typeof shape>>;

/** The default options (no preset named). */
export const DEFAULT_OPTIONS: MorrisOptions = Object.freeze({
  flying: false,
  blocked: 'loses',
  millCaptures: 'one',
  firstPlayer: 'white',
  repetition: 3,
  noCaptureLimit: 100,
});

/** The options of the `sheet` preset: the defaults, but a move closing two rows captures two men. */
export const SHEET_OPTIONS: MorrisOptions = Object.freeze({ ...DEFAULT_OPTIONS, millCaptures: 'two' });
