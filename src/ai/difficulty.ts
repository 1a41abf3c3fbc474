/**
 * Difficulty levels of the computer players (issue (AI): "Difficulty levels `easy | medium | hard`
 * mapping to node budgets and a small seeded noise at easy").
 */

/** The difficulty levels, weakest first (a closed vocabulary). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** One of {@link DIFFICULTIES}. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Type guard for {@link Difficulty}. */
export function isDifficulty(x: unknown): x is Difficulty {
  return typeof x === 'string' && (DIFFICULTIES as readonly string[]).includes(x);
}

/**
 * What one level means to a search: `nodeBudget` nodes per decision (states visited) and `noise`, the
 * amplitude of the uniform seeded noise added to each root move's score, in the game's evaluation units.
 */
export interface SearchLevel {
  readonly nodeBudget: number;
  readonly noise: number;
}

/** Per-level search settings of one game. */
export type SearchLevels = Readonly<Record<Difficulty, SearchLevel>>;
