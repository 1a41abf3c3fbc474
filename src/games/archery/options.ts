/**
 * Archery's rule options: what the Game of Arch leaves open, each with a documented default.
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH; issue 7 §1-2.
 */
import { z } from 'zod';
import { defineOptions } from '../../core/options';
import { leadTiesDoc, leadTiesSchema } from '../teetotum/lead';
import { FACES_DOC, facesSchema } from '../teetotum/spin';

/** How an entering arrow counts its spin ("counting from the space at the flag-staff"). */
export const ENTRY_COUNTS = ['inclusive', 'exclusive'] as const;
/** How a player's arrows may be entered relative to advancing the others. */
export const ENTRY_ORDERS = ['enter-all-first', 'any-order'] as const;

/** The options spec of Archery. Defaults: faces 1-6, `entryCount: inclusive`, `entryOrder: enter-all-first`, `leadTies: tied-spin-again`. */
export const archeryOptions = defineOptions(
  {
    faces: facesSchema,
    entryCount: z.enum(ENTRY_COUNTS).default('inclusive'),
    entryOrder: z.enum(ENTRY_ORDERS).default('enter-all-first'),
    leadTies: leadTiesSchema,
  },
  {
    faces: FACES_DOC,
    entryCount: {
      summary:
        'inclusive (default): the space at the flag-staff is the first space counted, so a spin of 7 enters an arrow on space 7. exclusive: the arrow starts on the space at the flag-staff (space 1) and counts its spin from there, so a spin of 7 enters it on space 8.',
      gap: '"The arrows are first entered according to the spin, beginning st. and counting from the space at the flag-staff." does not say whether that space is itself counted; "beginning at" suggests it is, hence the default.',
    },
    entryOrder: {
      summary:
        'enter-all-first (default): while a player has an arrow still at the flag-staff, every spin of theirs must enter one. any-order: each spin may enter a new arrow or advance one already on the line.',
      gap: '"The arrows are first entered according to the spin ... After entering, each player, in turn, advances his arrows" reads as all of a player\'s arrows entered first, but it does not forbid advancing earlier.',
    },
    leadTies: leadTiesDoc('Spin for lead. The highest spin plays first.'),
  },
  {
    sheet: {},
    'quick-start': { entryOrder: 'any-order' },
  },
);

/** Validated Archery options. */
export type ArcheryOptions = z.output<typeof archeryOptions.schema>;
