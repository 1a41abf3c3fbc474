/**
 * Named levels of the computer players: one vocabulary for every game (issue 17: "Named levels from
 * beginner to strongest, each a time and a depth/noise setting, chosen per seat").
 *
 * A level is plain data, so it crosses a worker boundary or a settings file unchanged:
 * - `timeMs`: thinking time per decision in milliseconds; a search stops by then (the clock is read
 *   inside the search, so a decision never takes much longer);
 * - `maxDepth`: the deepest search iteration in plies (a game may count plies its own way; Morris counts
 *   a move and the removal it earns as one);
 * - `noise`: 0..1, how much the level misjudges: each game scales it to its own evaluation units (Morris:
 *   `noise * 200` hundredths of a man added to each root move's score; Not Made in Germany: race
 *   squares; Archery: ring counts; Spoof: aim noise). 0 plays the best move found;
 * - `nodes` (optional): the most positions a search may visit, so that a decision is the same on any
 *   machine (tests, reproducible matches); unlimited by default;
 * - `objective` (optional, Archery only): `expected` (default, the most expected count) or `win` (the
 *   most chance of the largest count), see `./archery.ts`.
 *
 * Per seat: {@link SeatLevels} gives a level for each seat (a game with two computer seats may pit a
 * beginner against a master); {@link levelForSeat} picks one.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';

/** The level names, weakest first (a closed vocabulary). `medium` is the default. */
export const LEVEL_NAMES = ['beginner', 'easy', 'medium', 'hard', 'expert', 'master'] as const;
/** One of {@link LEVEL_NAMES}. */
export type LevelName = (typeof LEVEL_NAMES)[number];

/** The default level of a computer seat. */
export const DEFAULT_LEVEL: LevelName = 'medium';

/** What one level means to a player (see the module docs for units). */
export interface Level {
  /** Thinking time per decision, ms (1..600000). */
  readonly timeMs: number;
  /** Deepest search iteration, plies (1..128). */
  readonly maxDepth: number;
  /** Misjudgement, 0 (none) .. 1 (most); each game scales it to its evaluation units. */
  readonly noise: number;
  /** Most nodes a search may visit (1..10^9; default unlimited): the same decision on any machine. */
  readonly nodes?: number;
  /** Archery: what the player maximises (default `expected`); the other games ignore it. */
  readonly objective?: 'expected' | 'win';
}

/** The zod schema of a {@link Level} (the gate for levels read from settings or a worker message). */
export const levelSchema = z
  .object({
    timeMs: z.number().int().min(1).max(600_000),
    maxDepth: z.number().int().min(1).max(128),
    noise: z.number().min(0).max(1),
    nodes: z.number().int().min(1).max(1_000_000_000).optional(),
    objective: z.enum(['expected', 'win']).optional(),
  })
  .strict();

/** The level hints are given at: "the move the strongest level would play" (issue 17), a second at most. */
export const HINT_LEVEL: LevelName = 'master';

/**
 * The named levels. A beginner looks one ply ahead and misjudges by up to two men (a visitor beats it by
 * making a double threat); `medium` searches a fifth of a second; `master` a full second to any depth.
 */
export const LEVELS: Readonly<Record<LevelName, Level>> = Object.freeze({
  beginner: Object.freeze({ timeMs: 100, maxDepth: 1, noise: 1 }),
  easy: Object.freeze({ timeMs: 100, maxDepth: 2, noise: 0.4 }),
  medium: Object.freeze({ timeMs: 200, maxDepth: 4, noise: 0.1 }),
  hard: Object.freeze({ timeMs: 300, maxDepth: 8, noise: 0 }),
  expert: Object.freeze({ timeMs: 600, maxDepth: 64, noise: 0 }),
  master: Object.freeze({ timeMs: 1000, maxDepth: 64, noise: 0 }),
});

/** Type guard for {@link LevelName}. */
export function isLevelName(x: unknown): x is LevelName {
  return typeof x === 'string' && (LEVEL_NAMES as readonly string[]).includes(x);
}

/** A level given by name or spelled out. */
export type LevelChoice = LevelName | Level;

/** Levels per seat (index = seat), or one level for every seat. */
export type SeatLevels = LevelChoice | readonly LevelChoice[];

/** A refusal of {@link parseLevel}. */
export interface LevelError {
  readonly code: 'ai/bad-level';
  readonly message: string;
}

/**
 * Reads a level from untrusted input: a name of {@link LEVEL_NAMES} or an object `{ timeMs, maxDepth,
 * noise }` within the ranges of {@link Level}.
 * @returns the level, or `ai/bad-level` with a message naming what is wrong.
 */
export function parseLevel(raw: unknown): Result<Level, LevelError> {
  if (typeof raw === 'string') {
    if (isLevelName(raw)) return ok(LEVELS[raw]);
    return err({ code: 'ai/bad-level', message: `${JSON.stringify(raw)} is not a level: expected one of ${LEVEL_NAMES.join(', ')}` });
  }
  const r = levelSchema.safeParse(raw);
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || 'level'}: ${i.message}`).join('; ');
    return err({ code: 'ai/bad-level', message: `not a level (${why})` });
  }
  return ok(r.data);
}

/** The {@link Level} of a choice (a name is looked up; an object is returned as is). */
export function resolveLevel(choice: LevelChoice): Level {
  return typeof choice === 'string' ? LEVELS[choice] : choice;
}

/**
 * The level of `seat` under `levels`: the seat's own entry, else the last entry (so `[a]` means `a`
 * for every seat), else {@link DEFAULT_LEVEL}.
 */
export function levelForSeat(levels: SeatLevels, seat: number): Level {
  if (!Array.isArray(levels)) return resolveLevel(levels as LevelChoice);
  const list = levels as readonly LevelChoice[];
  const choice = list[seat] ?? list[list.length - 1] ?? DEFAULT_LEVEL;
  return resolveLevel(choice);
}

/** A short display name of a choice (`master`, or `1000 ms, depth 64, noise 0` for a custom level). */
export function levelLabel(choice: LevelChoice): string {
  if (typeof choice === 'string') return choice;
  const extra = `${choice.nodes === undefined ? '' : `, ${choice.nodes} nodes`}${choice.objective === 'win' ? ', to win' : ''}`;
  return `${choice.timeMs} ms, depth ${choice.maxDepth}, noise ${choice.noise}${extra}`;
}

/** A display name of seat levels: `master`, or `beginner / master` seat by seat. */
export function seatLevelsLabel(levels: SeatLevels): string {
  return Array.isArray(levels) ? (levels as readonly LevelChoice[]).map(levelLabel).join(' / ') : levelLabel(levels as LevelChoice);
}
