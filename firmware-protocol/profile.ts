/**
 * Board profiles: which sensor sits under which cell of which game (`PROTOCOL.md` §9 "Board profiles").
 *
 * A profile is a JSON file in `firmware-protocol/profiles/`; the firmware never knows the game
 * (`../shared/background/sensor-board-protocols.md` §2.6: "The firmware never needs to know the game").
 * {@link parseProfile} is the one gate from untrusted JSON to a {@link BoardProfile} (chessops'
 * `fromSetup` pattern): it reports every problem at once, each with the JSON path. Pure: no I/O
 * (bundled files are read by `profile-files.ts`).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../src/core/result';
import { GAME_IDS, type GameId } from '../src/core/game';
import { CELL_NAME_PATTERN, KNOWN_CELLS } from './cells';
import { MAX_SENSORS } from './messages';

/** The profile file format this loader reads (the `format` field). */
export const PROFILE_FORMAT = 1;

/** One game's mapping on a profile: cell name -> sensor number, and the reverse. */
export interface GameLayout {
  readonly game: GameId;
  /** Cell names in file order. */
  readonly cells: readonly string[];
  /** Sensor number of each cell. */
  readonly sensorOf: ReadonlyMap<string, number>;
  /** Cell of each mapped sensor (sensors of other games are absent). */
  readonly cellOf: ReadonlyMap<number, string>;
}

/** A validated board profile. */
export interface BoardProfile {
  /** File name without `.json`, e.g. `not-made-in-germany`. */
  readonly name: string;
  /** One line for people. */
  readonly title: string;
  readonly description: string;
  /** Number of sensors the board has (HELLO `n` must match). */
  readonly sensorCount: number;
  /** Board models (HELLO `model`) this profile fits, for picking a profile automatically; may be empty. */
  readonly models: readonly string[];
  /** The games the board carries, in file order. */
  readonly games: readonly GameLayout[];
}

/** One problem in a profile file: where (`games.morris.cells.a1`) and what. */
export interface ProfileIssue {
  readonly path: string;
  readonly message: string;
}

/** Why a profile did not load: `profile/invalid` (with every issue), `profile/not-found` or `profile/unreadable`. */
export interface ProfileError {
  readonly code: 'profile/invalid' | 'profile/not-found' | 'profile/unreadable';
  /** A sentence naming the file and, for `invalid`, listing every issue. */
  readonly message: string;
  readonly issues: readonly ProfileIssue[];
}

const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

const gameSchema = z.strictObject({
  cells: z.record(z.string(), z.int().min(0)),
  notes: z.string().optional(),
});

const profileSchema = z.strictObject({
  /** Optional pointer to `profile.schema.json` for editors; ignored. */
  $schema: z.string().optional(),
  format: z.literal(PROFILE_FORMAT),
  name: z.string().regex(NAME, 'must be lower-case letters, digits and dashes'),
  title: z.string().min(1),
  description: z.string().default(''),
  sensorCount: z.int().min(1).max(MAX_SENSORS),
  models: z.array(z.string().regex(/^[A-Za-z0-9._-]{1,32}$/)).default([]),
  games: z.record(z.string(), gameSchema),
});

/**
 * The JSON Schema (draft 2020-12) of a profile file's shape, for editors; generated from the zod schema
 * and stored as `firmware-protocol/profile.schema.json` (a test keeps the two equal). The cross checks
 * of {@link parseProfile} (sensor ranges, duplicates, game cells) are beyond JSON Schema.
 */
export function profileJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(profileSchema, { io: 'input' }) as Record<string, unknown>;
}

/** Options of {@link parseProfile}. */
export interface ParseProfileOptions {
  /**
   * The complete cell set of a game, to check that a profile covers it exactly; `undefined` for a
   * game whose geometry is not known here (names are then only checked for form). Default: `KNOWN_CELLS`.
   */
  readonly cellsOf?: (game: GameId) => readonly string[] | undefined;
  /** Where the JSON came from, for messages (a file path). */
  readonly source?: string;
}

/**
 * Validates untrusted JSON as a board profile.
 *
 * Checks: the shape (format 1, name, title, sensorCount 1..256, games); every game id is one of
 * `GAME_IDS`; every cell name is well formed and, for games in `KNOWN_CELLS`, the cells are exactly the
 * game's cells; every sensor number is below `sensorCount`; no sensor is used twice in the whole profile
 * (a sensor sits under one cell). Returns every problem found, not just the first.
 * @returns the profile, or `profile/invalid` with the issues.
 */
export function parseProfile(json: unknown, options: ParseProfileOptions = {}): Result<BoardProfile, ProfileError> {
  const source = options.source ?? 'profile';
  const cellsOf = options.cellsOf ?? ((g: GameId) => KNOWN_CELLS[g]);
  const parsed = profileSchema.safeParse(json);
  if (!parsed.success) {
    return invalid(
      source,
      parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(top)', message: i.message })),
    );
  }
  const p = parsed.data;
  const issues: ProfileIssue[] = [];
  const games: GameLayout[] = [];
  const owner = new Map<number, string>();
  for (const [gameKey, g] of Object.entries(p.games)) {
    if (!(GAME_IDS as readonly string[]).includes(gameKey)) {
      issues.push({ path: `games.${gameKey}`, message: `unknown game id; expected one of ${GAME_IDS.join(', ')}` });
      continue;
    }
    const game = gameKey as GameId;
    const sensorOf = new Map<string, number>();
    const cellOf = new Map<number, string>();
    for (const [cell, sensor] of Object.entries(g.cells)) {
      const path = `games.${game}.cells.${cell}`;
      if (!CELL_NAME_PATTERN.test(cell)) issues.push({ path, message: 'cell name must be 1-16 of a-z, 0-9, -' });
      if (sensor >= p.sensorCount) {
        issues.push({ path, message: `sensor ${sensor} is out of range (the board has sensors 0..${p.sensorCount - 1})` });
      }
      const prior = owner.get(sensor);
      if (prior !== undefined) issues.push({ path, message: `sensor ${sensor} is already mapped to ${prior}` });
      else owner.set(sensor, `${game}:${cell}`);
      sensorOf.set(cell, sensor);
      cellOf.set(sensor, cell);
    }
    const expected = cellsOf(game);
    if (expected !== undefined) {
      const missing = expected.filter((c) => !sensorOf.has(c));
      const extra = [...sensorOf.keys()].filter((c) => !expected.includes(c));
      if (missing.length > 0) issues.push({ path: `games.${game}.cells`, message: `missing cells: ${missing.join(' ')}` });
      if (extra.length > 0) issues.push({ path: `games.${game}.cells`, message: `not cells of ${game}: ${extra.join(' ')}` });
    }
    games.push({ game, cells: [...sensorOf.keys()], sensorOf, cellOf });
  }
  if (Object.keys(p.games).length === 0) issues.push({ path: 'games', message: 'a profile maps at least one game' });
  if (issues.length > 0) return invalid(source, issues);
  return ok({
    name: p.name,
    title: p.title,
    description: p.description,
    sensorCount: p.sensorCount,
    models: p.models,
    games,
  });
}

/** The layout of `game` on `profile`, or `undefined` when the board does not carry that game. */
export function layoutFor(profile: BoardProfile, game: GameId): GameLayout | undefined {
  return profile.games.find((g) => g.game === game);
}

/**
 * Resolves a cell reference to a sensor number: `cell` (searched in every game of the profile; must
 * be unambiguous) or `game:cell`. Returns `undefined` when nothing matches or the name is ambiguous.
 */
export function resolveCell(profile: BoardProfile, ref: string): number | undefined {
  const colon = ref.indexOf(':');
  if (colon >= 0) {
    const layout = profile.games.find((g) => g.game === ref.slice(0, colon));
    return layout?.sensorOf.get(ref.slice(colon + 1));
  }
  const hits = profile.games.map((g) => g.sensorOf.get(ref)).filter((s): s is number => s !== undefined);
  return hits.length === 1 ? hits[0] : undefined;
}

/** The name a sensor has on a profile: `cell` when unique across its games, else `game:cell`; `#n` when unmapped. */
export function sensorName(profile: BoardProfile, sensor: number): string {
  for (const g of profile.games) {
    const cell = g.cellOf.get(sensor);
    if (cell === undefined) continue;
    const clashes = profile.games.filter((o) => o.sensorOf.has(cell)).length;
    return clashes > 1 ? `${g.game}:${cell}` : cell;
  }
  return `#${sensor}`;
}

function invalid(source: string, issues: readonly ProfileIssue[]): Result<never, ProfileError> {
  const list = issues.map((i) => `  ${i.path}: ${i.message}`).join('\n');
  return err({
    code: 'profile/invalid',
    message: `${source} is not a valid board profile (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${list}`,
    issues,
  });
}
