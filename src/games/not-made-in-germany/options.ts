/**
 * Rule options of Not Made in Germany: what `000_bcb8c47de0459cfb.txt` leaves open (issue 6 §1).
 *
 * Defaults and why:
 * - `firstPlayer: 'england'`: the sheet says only "The Game is for two players, each moving alternately."
 *   Issue 6 fixes England as the default; the game is English-made, the word on the box is England's.
 * - `noMove: 'pass'`: the sheet is silent on a player whose men are all boxed in. Passing keeps the race
 *   going (the opponent usually unblocks them soon); `lose` is the combinatorial-game convention.
 * - `repetition: 'threefold'`: nothing is ever captured ("No piece may be captured or removed from the
 *   Board.") and men may step backwards, so play can cycle for ever (two men guarding the gates d5 and
 *   f5 can shuttle indefinitely). A position (the men on their squares and the side to move) occurring
 *   for the third time is a draw, as in chess.
 * - `plyLimit: 1000`: repetition alone does not end every game (a blocking side can keep varying its
 *   position), so a hard limit guarantees termination. The race needs at least 9 × 8 = 72 steps per side
 *   walked one square at a time (fewer with leaps), so an earnest game stays far below 1000 plies
 *   (500 moves each); the limit only cuts off deadlocked or aimless (random) games.
 * - `blockedGoal: 'spell-all'`: the sheet's goal is the whole word spelt ("the pieces must spell the words
 *   “England&dquo; or “Germany” correctly"); a side that keeps a man on its own home row spoils that for
 *   ever. `halma` is the Chinese-checkers answer (see `docs/games/not-made-in-germany.md`, "Spoiling").
 */
import { z } from 'zod';
import { defineOptions } from '../../core/options';

/** The largest `plyLimit` accepted: games cannot be endless, and positions must stay small. */
export const MAX_PLY_LIMIT = 100_000;

/**
 * Values of `blockedGoal`: whether a side must spell its whole word (`spell-all`, the sheet's letter) or
 * also wins by filling every square of its goal row that opponent men do not hold (`halma`).
 */
export const BLOCKED_GOAL_RULES = ['spell-all', 'halma'] as const;

/** The option spec (schema, defaults, docs). Parse untrusted input with `parseOptions(nmigOptions, raw)`. */
export const nmigOptions = defineOptions(
  {
    firstPlayer: z.enum(['england', 'germany']).default('england'),
    noMove: z.enum(['pass', 'lose']).default('pass'),
    repetition: z.enum(['threefold', 'off']).default('threefold'),
    plyLimit: z.number().int().min(1).max(MAX_PLY_LIMIT).default(1000),
    blockedGoal: z.enum(BLOCKED_GOAL_RULES).default('spell-all'),
  },
  {
    firstPlayer: {
      summary: 'Which side moves first: `england` (default) or `germany`.',
      gap: 'The sheet says only "The Game is for two players, each moving alternately." and names no first player.',
    },
    noMove: {
      summary:
        'What a player whose men cannot step or leap does: `pass` (default; the turn passes to the opponent) or `lose` (that player loses at once).',
      gap: 'The sheet does not say what happens when every man of a side is boxed in.',
    },
    repetition: {
      summary:
        '`threefold` (default): the game is drawn when the same men on the same squares with the same side to move occur for the third time; `off`: no repetition draw.',
      gap: 'Nothing is ever captured and men may move backwards, so play can cycle; the sheet has no draw rule.',
    },
    plyLimit: {
      summary:
        'The game is drawn once this many plies (moves and passes of both sides, counted from the set-up or the position given) have been played without a win; 1..100000, default 1000 (a race walked square by square needs about 150 plies; 1000 leaves room for any earnest game).',
      gap: 'The sheet has no draw rule; a limit guarantees every game ends even when repetition is avoided.',
    },
    blockedGoal: {
      summary:
        '`spell-all` (default): a side wins only when all nine of its men spell its word on the goal row. `halma`: as in Chinese checkers, a side also wins when the squares of its goal row it cannot reach are held by opponent men (on their own home row) and every other square of that row holds the right man for its file.',
      gap: 'The sheet says "the one who first succeeds in doing this has won the game" and "the pieces must spell the words ... correctly", and is silent on a side that never moves a man off its own home row: that man stands on a square of the other side\'s word, which can then never be spelt, and the game ends only by repetition or the ply limit.',
    },
  },
);

/** Validated options of Not Made in Germany. */
export type NmigOptions = z.output<typeof nmigOptions.schema>;
