/**
 * A game's position rebuilt from its line (`GameLine` of `./player.ts`: options, seats, start and the
 * plies in notation), for a computer player in another thread: plain data crosses the thread boundary,
 * and the position comes back with its whole history, exactly as the session holds it (the repetition
 * rules look back along it; a position object itself is a linked list too deep to copy for a long game).
 *
 * {@link LineCache} keeps the positions of the last line replayed, so the next decision of the same game
 * plays only the plies added since (the longest common prefix is reused).
 */
import type { AnyGame } from '../core/game';
import { err, ok, type Result } from '../core/result';
import { startOf } from '../core/start';
import { format } from '../i18n/index';
import type { GameLine } from './player';

/** A line that does not replay: bad options, a ply that is not legal, a position other than expected. */
export interface LineError {
  readonly code: 'ai/bad-line';
  readonly message: string;
}

const bad = (message: string): Result<never, LineError> => err({ code: 'ai/bad-line', message });

/**
 * The positions along `line` in `game`: the start, then the position after each ply.
 * @param from a replay of an earlier line of the same game (same options, seats and start) whose first
 *   plies may be reused.
 * @returns the positions (`line.moves.length + 1` of them), or `ai/bad-line` naming the first problem.
 */
export function replayLine(game: AnyGame, line: GameLine, from?: { readonly moves: readonly string[]; readonly positions: readonly unknown[] }): Result<unknown[], LineError> {
  let shared = 0;
  if (from !== undefined) {
    const most = Math.min(from.moves.length, line.moves.length, from.positions.length - 1);
    while (shared < most && from.moves[shared] === line.moves[shared]) shared++;
  }
  let positions: unknown[];
  if (from !== undefined && from.positions.length > 0) positions = from.positions.slice(0, shared + 1);
  else {
    const begun = startOf(game, line.options, line.players, line.start);
    if (!begun.ok) return bad(`the line's start does not set up: ${format(begun.error.message, 'en')}`);
    positions = [begun.value.position];
    shared = 0;
  }
  for (let i = shared; i < line.moves.length; i++) {
    const text = line.moves[i]!;
    const parsed = game.parseMove(text);
    if (!parsed.ok) return bad(`ply ${i + 1} (${text}) cannot be read: ${format(parsed.error.message, 'en')}`);
    const played = game.play(positions[i], parsed.value);
    if (!played.ok) return bad(`ply ${i + 1} (${text}) is not legal: ${format(played.error.message, 'en')}`);
    positions.push(played.value);
  }
  return ok(positions);
}

/** The positions of the last line replayed, reused for the next line of the same game (see the module docs). */
export class LineCache {
  private key: string | undefined;
  private moves: readonly string[] = [];
  private positions: unknown[] = [];

  /**
   * The position at the end of `line` in `game`.
   * @param expect the position's notation as the caller has it (`game.formatPosition`): a replay that
   *   ends elsewhere is refused, so a decision is never made for the wrong position.
   * @returns the position, or `ai/bad-line`.
   */
  position(game: AnyGame, line: GameLine, expect?: string): Result<unknown, LineError> {
    const key = JSON.stringify([game.id, line.options, line.players, line.start ?? null]);
    const replayed = replayLine(game, line, key === this.key ? { moves: this.moves, positions: this.positions } : undefined);
    if (!replayed.ok) {
      this.key = undefined;
      return replayed;
    }
    this.key = key;
    this.moves = [...line.moves];
    this.positions = replayed.value;
    const pos = replayed.value[replayed.value.length - 1];
    if (expect !== undefined && game.formatPosition(pos) !== expect) {
      return bad(`the line ends in ${game.formatPosition(pos)}, not in the position asked about (${expect})`);
    }
    return ok(pos);
  }
}
