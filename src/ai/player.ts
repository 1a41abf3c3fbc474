/**
 * Computer players (issue 4 §3: "a computer player (an interface now; a simple random-legal-move player
 * is enough for now)").
 *
 * A computer player is asked for a move and may take its time; the session passes an `AbortSignal` and
 * cancels the search when the position changes under it (a takeback, an undo, the provisional move it
 * answers replaced). A cancelled search rejects with an {@link AbortedError}; a late answer is
 * discarded by the session in any case.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AnyGame } from '../core/game';

/** Thrown (as a rejection) by {@link ComputerPlayer.choose} when its signal aborts. */
export class AbortedError extends Error {
  override readonly name = 'AbortedError';
  constructor() {
    super('the computer player was cancelled');
  }
}

/**
 * The game so far as plain data: what a computer player in another thread needs to rebuild the position
 * with its whole history (the repetition rules look back along it). Replayed by `./line.ts` `replayLine`.
 */
export interface GameLine {
  /** The rule options as given to the game's options gate (`startOf`). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Number of seats. */
  readonly players: number;
  /** The start position in the game's notation, when not the game's own set-up. */
  readonly start?: string;
  /** Every ply in force, in the game's notation, in order. */
  readonly moves: readonly string[];
}

/** A computer player. */
export interface ComputerPlayer {
  /** Display name, e.g. "Random mover". */
  readonly name: string;
  /**
   * Chooses a legal move of the seat to move in `pos`.
   * @param game the game `pos` belongs to.
   * @param pos a position whose game is not over (the caller checks `game.turn(pos)`).
   * @param signal aborts the search; the promise then rejects with {@link AbortedError}.
   * @param line the game that led to `pos`, for a player that searches in another thread (the session
   *   passes it; players on the caller's thread ignore it).
   * @returns a move from `game.legalMoves(pos)`.
   * @throws Error (rejects) when `pos` has no legal move: a programmer error of the caller.
   */
  choose(game: AnyGame, pos: unknown, signal: AbortSignal, line?: GameLine): Promise<unknown>;
}

/** FNV-1a hash of a string, 32-bit unsigned. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The seed of one decision: the player's `seed` mixed with an FNV-1a hash of `pos` in `game`'s notation,
 * so the same seed in the same position decides the same way (a resumed game or a test replays exactly).
 * @returns a 32-bit signed integer.
 */
export function decisionSeed(seed: number, game: AnyGame, pos: unknown): number {
  return (seed ^ hash(game.formatPosition(pos))) | 0;
}

/**
 * A legal move of `pos` picked uniformly at random with pure-rand's xoroshiro128+, seeded by `seed` and
 * the position ({@link decisionSeed}: the same seed in the same position picks the same move).
 * @throws Error when `pos` has no legal move.
 */
export function randomDecision(game: AnyGame, pos: unknown, seed: number): unknown {
  const moves = game.legalMoves(pos);
  if (moves.length === 0) throw new Error('randomPlayer.choose: the position has no legal move');
  return moves[uniformInt(xoroshiro128plus(decisionSeed(seed, game, pos)), 0, moves.length - 1)];
}

/**
 * A player that picks a legal move uniformly at random ({@link randomDecision}), so a resumed game or a
 * test replays exactly. It yields to the event loop once before answering, so cancellation can be tested.
 */
export function randomPlayer(seed: number): ComputerPlayer {
  return {
    name: 'Random mover',
    async choose(game, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      if (signal.aborted) throw new AbortedError();
      return randomDecision(game, pos, seed);
    },
  };
}

/** `setImmediate` where the host has it (Node: runs after pending I/O, unclamped), else `setTimeout(0)`. */
const immediate: ((fn: () => void) => unknown) | undefined = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;

/** Lets the event loop run (I/O, timers, the session's own messages) before the caller goes on. */
export function yieldToHost(): Promise<void> {
  return new Promise<void>((resolve) => (immediate === undefined ? setTimeout(resolve, 0) : immediate(resolve)));
}
