/**
 * JSON (de)serialisation of positions, the same for every game (issue 2 §2: "notation (parse and format
 * positions and moves), and JSON (de)serialisation").
 *
 * A position crosses JSON as its game id, its complete rule options and its canonical notation string:
 *
 * ```json
 * { "format": "parlour-position", "version": 1, "game": "morris",
 *   "options": { "flying": false, ... }, "position": "........................ w 9 9" }
 * ```
 *
 * The notation is the single source of truth, so nothing can disagree with it. What a notation string
 * leaves out by design (Morris' repetition history, `docs/games/morris.md`) is carried by game records
 * (`src/core/record.ts`), whose replay rebuilds it; save a record, not a position, to keep a game.
 * Reading is the untrusted gate: wrong shapes, unknown games, refused options and bad notation all come
 * back as a {@link NotationError}, never a throw.
 */
import { z } from 'zod';
import type { AnyGame, Game, Json, NotationError } from './game';
import { parseOptions } from './options';
import { err, ok, type Result } from './result';
import { msg } from '../i18n/index';

/** The JSON form of a position. */
export interface PositionJson {
  readonly format: 'parlour-position';
  readonly version: 1;
  /** The game id (`GAME_IDS`). */
  readonly game: string;
  /** The complete, validated rule options the position is played under. */
  readonly options: Json;
  /** The position in the game's canonical notation (`Game.formatPosition`). */
  readonly position: string;
}

const POSITION_JSON = z.strictObject({
  format: z.literal('parlour-position'),
  version: z.literal(1),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  position: z.string(),
});

/** Writes `pos` of `game` as {@link PositionJson}. */
export function positionToJson<P>(game: Game<P, unknown, unknown>, pos: P): PositionJson {
  return {
    format: 'parlour-position',
    version: 1,
    game: game.id,
    options: game.optionsOf(pos) as Json,
    position: game.formatPosition(pos),
  };
}

/**
 * Reads a position from untrusted JSON.
 *
 * @param json a parsed JSON value (not text).
 * @param findGame the registry lookup (`findGame` of `src/games/index.ts`), injected to keep `core` free of games.
 * @returns the game and the position, or a `NotationError` with code `json/shape` (not a PositionJson; the
 *   message names the field), `json/unknown-game`, `json/options` (the options gate refused them) or the
 *   game's own notation code.
 */
export function positionFromJson(
  json: unknown,
  findGame: (id: string) => AnyGame | undefined,
): Result<{ readonly game: AnyGame; readonly position: unknown }, NotationError> {
  const shape = POSITION_JSON.safeParse(json);
  if (!shape.success) {
    const first = shape.error.issues[0];
    const where = first === undefined || first.path.length === 0 ? 'the value' : first.path.join('.');
    return err({ code: 'json/shape', message: msg('core.json-shape', { where, why: first?.message ?? 'invalid' }) });
  }
  const game = findGame(shape.data.game);
  if (game === undefined) return err({ code: 'json/unknown-game', message: msg('core.unknown-game', { game: JSON.stringify(shape.data.game) }) });
  const options = parseOptions(game.options, shape.data.options);
  if (!options.ok) return err({ code: 'json/options', message: options.error.message });
  const position = game.parsePosition(shape.data.position, options.value);
  if (!position.ok) return position;
  return ok({ game, position: position.value });
}
