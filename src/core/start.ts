/**
 * The start of a game from untrusted input, in one place: options through the options gate, the setup
 * for the player count, and, when a start position is given, that position read in the game's notation
 * under those options. A new session, a resumed one, a record replayed and the host's checks before a
 * new game all begin this way.
 */
import type { AnyGame } from './game';
import { parseOptions } from './options';
import { err, ok, type Result } from './result';
import type { Message } from '../i18n/index';

/** Why a game could not start, and at which step (`options`, `players` or `start`). */
export interface StartError {
  readonly code: string;
  readonly message: Message;
  readonly step: 'options' | 'players' | 'start';
}

/**
 * The validated options and start position of `game`.
 * @param rawOptions options as given (`undefined` for the defaults).
 * @param players the number of players.
 * @param start a start position in the game's notation; without it, the game's setup.
 * @returns `{ options, position }`, or the first problem: `options/invalid` (step `options`),
 *   `setup/player-count` (step `players`), the notation's `notation/…` code (step `start`).
 */
export function startOf(
  game: AnyGame,
  rawOptions: unknown,
  players: number,
  start?: string,
): Result<{ readonly options: unknown; readonly position: unknown }, StartError> {
  const options = parseOptions(game.options, rawOptions);
  if (!options.ok) return err({ code: options.error.code, message: options.error.message, step: 'options' });
  const setup = game.setup(options.value, players);
  if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message, step: 'players' });
  if (start === undefined) return ok({ options: options.value, position: setup.value });
  const parsed = game.parsePosition(start, options.value);
  if (!parsed.ok) return err({ code: parsed.error.code, message: parsed.error.message, step: 'start' });
  return ok({ options: options.value, position: parsed.value });
}
