/**
 * Spoof's flick-noise difficulties (`easy | medium | hard`), the vocabulary its player still takes until
 * Spoof gets aim-noise levels of its own (issue 17, later wave). Every other computer player takes the
 * named levels of `./levels.ts`; `computers.ts` maps a level to one of these for Spoof.
 */

/** The difficulties, weakest first (a closed vocabulary). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** One of {@link DIFFICULTIES}. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Type guard for {@link Difficulty}. */
export function isDifficulty(x: unknown): x is Difficulty {
  return typeof x === 'string' && (DIFFICULTIES as readonly string[]).includes(x);
}
