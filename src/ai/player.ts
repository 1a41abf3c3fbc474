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

/** A computer player. */
export interface ComputerPlayer {
  /** Display name, e.g. "Random mover". */
  readonly name: string;
  /**
   * Chooses a legal move of the seat to move in `pos`.
   * @param game the game `pos` belongs to.
   * @param pos a position whose game is not over (the caller checks `game.turn(pos)`).
   * @param signal aborts the search; the promise then rejects with {@link AbortedError}.
   * @returns a move from `game.legalMoves(pos)`.
   * @throws Error (rejects) when `pos` has no legal move: a programmer error of the caller.
   */
  choose(game: AnyGame, pos: unknown, signal: AbortSignal): Promise<unknown>;
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
 * A player that picks a legal move uniformly at random with pure-rand's xoroshiro128+, seeded by `seed`
 * and the position (so the same seed in the same position picks the same move: a resumed game or a test
 * replays exactly). It yields to the event loop once before answering, so cancellation can be tested.
 */
export function randomPlayer(seed: number): ComputerPlayer {
  return {
    name: 'Random mover',
    async choose(game, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      if (signal.aborted) throw new AbortedError();
      const moves = game.legalMoves(pos);
      if (moves.length === 0) throw new Error('randomPlayer.choose: the position has no legal move');
      const rng = xoroshiro128plus((seed ^ hash(game.formatPosition(pos))) | 0);
      return moves[uniformInt(rng, 0, moves.length - 1)];
    },
  };
}

/** `setImmediate` where the host has it (Node: runs after pending I/O, unclamped), else `setTimeout(0)`. */
const immediate: ((fn: () => void) => unknown) | undefined = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;

/** Lets the event loop run (I/O, timers, the session's own messages) before the caller goes on. */
export function yieldToHost(): Promise<void> {
  return new Promise<void>((resolve) => (immediate === undefined ? setTimeout(resolve, 0) : immediate(resolve)));
}
