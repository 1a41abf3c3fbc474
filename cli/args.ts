/**
 * Helpers shared by the game commands of the `parlour` CLI (`legal`, `apply`, `replay`, and every later
 * game command): flag parsing, game lookup, the `--options` gate and the wording of one-line reasons.
 * Usage problems throw {@link UsageError} (exit 2); bad positions and moves are reported by the command
 * (exit 1).
 */
import { parseArgs } from 'node:util';
import type { AnyGame, MoveError, NotationError } from '../src/core/game';
import { msg, type Translator } from '../src/i18n/index';
import { parseOptions } from '../src/core/options';
import { err, ok, type Result } from '../src/core/result';
import { GAMES, findGame } from '../src/games/index';
import { UsageError } from './command';

/** A flag of a command: a string value or a boolean switch. */
export interface FlagSpec {
  readonly type: 'string' | 'boolean';
}

/**
 * Parses `argv` strictly against `flags`: unknown flags, missing values and stray positional arguments
 * are usage errors.
 * @returns the flag values by name (absent flags are `undefined`).
 * @throws {UsageError} naming the problem.
 */
export function parseFlags<K extends string>(argv: readonly string[], flags: Readonly<Record<K, FlagSpec>>): Partial<Record<K, string | boolean>> {
  try {
    const { values } = parseArgs({ args: [...argv], options: flags as Record<string, FlagSpec>, strict: true, allowPositionals: false });
    return values as Partial<Record<K, string | boolean>>;
  } catch (e) {
    throw argumentsProblem(e);
  }
}

/**
 * The usage error for what `node:util` `parseArgs` threw, said in words of Parlour's catalogue: an
 * unknown option, a stray positional argument, an option without its value (or with one that starts with
 * a dash, which Node takes for an option) or a switch given one (Node's
 * `ERR_PARSE_ARGS_*` codes; the flag or word is the first quoted part of Node's English message).
 * Anything else keeps Node's text as the detail.
 */
export function argumentsProblem(e: unknown): UsageError {
  const err = e as { code?: unknown; message?: unknown };
  const text = typeof err.message === 'string' ? err.message : String(e);
  const quoted = /'([^']*)'/.exec(text)?.[1]?.split(' ')[0] ?? '';
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UsageError(msg('cli.usage.unknown-flag', { flag: quoted }));
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new UsageError(msg('cli.usage.positional', { word: JSON.stringify(quoted) }));
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/does not take an argument/.test(text)) return new UsageError(msg('cli.usage.no-value', { flag: quoted }));
      // `--delay -3`: Node reads -3 as an option, not as the value.
      if (/ambiguous/.test(text)) return new UsageError(msg('cli.usage.dash-value', { flag: quoted }));
      return new UsageError(msg('cli.usage.needs-value', { flag: quoted }));
    default:
      return new UsageError(msg('cli.usage.arguments', { detail: text }));
  }
}

/** The string value of flag `name`, or `undefined`. */
export function stringFlag(values: Partial<Record<string, string | boolean>>, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

/** The string value of a required flag. @throws {UsageError} when it is missing. */
export function requiredFlag(values: Partial<Record<string, string | boolean>>, name: string): string {
  const v = stringFlag(values, name);
  if (v === undefined) throw new UsageError(msg('cli.usage.required', { flag: `--${name}` }));
  return v;
}

/** The ids of every registered game, for messages. */
export function knownGames(): string {
  return GAMES.map((g) => g.id).join(', ');
}

/** The registered game `id`. @throws {UsageError} for an unknown or not yet implemented id. */
export function requireGame(id: string): AnyGame {
  const game = findGame(id);
  if (game === undefined) throw new UsageError(msg('cli.unknown-game', { game: JSON.stringify(id), known: knownGames() }));
  return game;
}

/**
 * The validated rule options from the `--options` JSON text (absent: the game's defaults and default preset).
 * @throws {UsageError} for text that is not JSON or options the game's options gate refuses.
 */
export function readOptions(game: AnyGame, json: string | undefined): unknown {
  let raw: unknown = undefined;
  if (json !== undefined) {
    try {
      raw = JSON.parse(json);
    } catch (e) {
      throw new UsageError(msg('cli.usage.not-json', { flag: '--options', detail: (e as Error).message }));
    }
  }
  const r = parseOptions(game.options, raw);
  if (!r.ok) throw new UsageError(msg('cli.usage.options', { why: r.error.message }));
  return r.value;
}

/**
 * The player count from `--players N` text (absent: the game's minimum, e.g. 2).
 * @throws {UsageError} when `text` is not a whole number within the game's `players.min..max`.
 */
export function readPlayers(game: AnyGame, text: string | undefined): number {
  if (text === undefined) return game.players.min;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < game.players.min || n > game.players.max) {
    throw new UsageError(msg('cli.usage.players', { min: game.players.min, max: game.players.max, game: game.id, got: JSON.stringify(text) }));
  }
  return n;
}

/**
 * The position from `--position` text, or the game's start position for `players` players (default: the
 * game's minimum) when absent. A position text carries its own player count. Errors are the game's
 * `NotationError`s (bad notation) or `setup/…`.
 */
export function readPosition(
  game: AnyGame,
  options: unknown,
  text: string | undefined,
  players: number = game.players.min,
): Result<unknown, NotationError> {
  if (text === undefined) return game.setup(options, players);
  return game.parsePosition(text, options);
}

/**
 * `code: message (sheet: "quote")`: one line for stderr naming the rule behind a refusal, in `tr`'s
 * language. The quotation stays the sheet's English; in another language its translation follows it in
 * brackets (`quote.<id>` in the catalogue).
 */
export function describeError(e: Pick<MoveError, 'code' | 'message' | 'rule'> | NotationError, tr: Translator): string {
  const rule = 'rule' in e && e.rule !== undefined ? ` (${e.rule.sheet}: ${JSON.stringify(e.rule.quote)}${quoteTranslation(e.rule.id, tr)})` : '';
  return `${e.code}: ${tr.say(e.message)}${rule}`.replace(/\s*\n\s*/g, ' ');
}

/** ` [translation]` of the sheet sentence `id` in a language other than English; `''` in English. */
export function quoteTranslation(id: string, tr: Translator): string {
  if (tr.lang === 'en') return '';
  const text = tr.quote(id);
  return text === undefined ? '' : ` [${text}]`;
}

/** Longest run of words tried as one move when a notation contains spaces (e.g. `spin 6 6`). */
const MAX_WORDS_PER_MOVE = 8;

/**
 * Splits a `--moves` list into move texts.
 * - With a `;` anywhere, moves are separated by `;` (each trimmed; empty pieces dropped).
 * - Otherwise moves are separated by whitespace; for notations whose moves contain spaces (a teetotum
 *   `spin 6 6`, a Spoof flick) consecutive words are joined into the longest run, up to 8 words, that the
 *   game reads as one move. A word that starts no readable move is kept alone, so the caller reports it.
 */
export function splitMoves(game: AnyGame, text: string): string[] {
  if (text.includes(';')) return text.split(';').map((m) => m.trim()).filter((m) => m !== '');
  const words = text.split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let taken = 1;
    for (let n = Math.min(MAX_WORDS_PER_MOVE, words.length - i); n > 1; n--) {
      if (game.parseMove(words.slice(i, i + n).join(' ')).ok) {
        taken = n;
        break;
      }
    }
    out.push(words.slice(i, i + taken).join(' '));
    i += taken;
  }
  return out;
}

/**
 * Plays `moves` (notation texts) in order from `start`: what `apply` prints and where `play --moves`
 * starts.
 * @returns the position after the last move, or the first move that does not read or is illegal, as
 *   `move N (TEXT): code: message (sheet: "quote")` in the reader's language (`cli.move-refused`).
 */
export function playMoves(game: AnyGame, start: unknown, moves: readonly string[], tr: Translator): Result<unknown, string> {
  let pos = start;
  for (const [i, text] of moves.entries()) {
    const move = game.parseMove(text);
    if (!move.ok) return err(tr.t('cli.move-refused', { n: i + 1, move: text, why: describeError(move.error, tr) }));
    const next = game.play(pos, move.value);
    if (!next.ok) return err(tr.t('cli.move-refused', { n: i + 1, move: text, why: describeError(next.error as MoveError, tr) }));
    pos = next.value;
  }
  return ok(pos);
}
