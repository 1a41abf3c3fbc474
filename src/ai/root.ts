/**
 * The root of the board-game searches (Morris, Not Made in Germany): iterative deepening over the root
 * moves with a principal-variation window, seeded noise per root move for the weaker levels, and the
 * rules for stopping; each game supplies how to search one root move.
 *
 * Stopping: after a forced result (without noise), once half the time has gone (the next iteration
 * would not finish), when `enough()` says so, or when a root move's search throws {@link SearchStop}
 * (the clock inside the search, {@link ClockedSearch}), in which case the deepest finished iteration's move stands, or the move
 * of the cut-short iteration once it has beaten that move.
 *
 * The driver is a generator, one root move per step, so a host on one thread can yield between steps.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { WIN_SCORE, WIN_THRESHOLD } from './tt';
import { AbortedError, yieldToHost } from './player';

/** Limits and randomness of one search (shared by the games; a game's own may add to them). */
export interface SearchLimits {
  /** Time for the decision, ms, from the call (the search returns soon after at the latest). */
  readonly timeMs: number;
  /** Deepest iteration, plies (≥ 1). */
  readonly maxDepth: number;
  /** The clock, ms (monotonic): `performance.now` by default; tests pass a fake. */
  readonly now?: () => number;
  /** Polled with the clock: `true` stops the search as the deadline does. */
  readonly shouldStop?: () => boolean;
  /**
   * Amplitude of uniform noise added to each root move's score, in the game's evaluation units (default
   * 0). With noise every root move is searched with a full window, so its score is exact before noise.
   */
  readonly noise?: number;
  /** Seed of the noise and of the order of equal root moves (32-bit integer, default 0). */
  readonly seed?: number;
}

/** The answer of a search (a game's own may add to it). */
export interface SearchResult {
  /** The move, packed as the game's search packs it. */
  readonly move: number;
  /** Its score for the side to move (before noise), or a decisive score. */
  readonly score: number;
  /** Deepest iteration finished (0 when even the first was cut short; the move is then the best found). */
  readonly depth: number;
  /** Nodes visited. */
  readonly nodes: number;
  /** Milliseconds spent, by the given clock. */
  readonly elapsedMs: number;
}

/**
 * The repetition test of a search board: `keys1`/`keys2` hold the keys of the positions since the last
 * irreversible ply (from index `start`), the current one last (`len - 1`); positions with the same side
 * to move lie an even number of plies apart. A match at or after `rootLen - 1` (the search root or
 * below) is a draw at once, since the side that repeated can repeat again; a match in the game's history
 * counts towards `count` occurrences, the current one included.
 */
export function repeated(keys1: Int32Array, keys2: Int32Array, start: number, len: number, rootLen: number, count: number): boolean {
  if (len - start < 3) return false;
  const k1 = keys1[len - 1]!;
  const k2 = keys2[len - 1]!;
  let n = 1;
  for (let j = len - 3; j >= start; j -= 2) {
    if (keys1[j] === k1 && keys2[j] === k2) {
      if (j >= rootLen - 1) return true;
      if (++n >= count) return true;
    }
  }
  return false;
}

/** Outcome codes of a search board's `outcome()`, for the side to move. */
export const ONGOING = 0;
export const LOST = 1;
export const DRAWN = 2;
export const WON = 3;

/** The score of a finished position (an outcome code) for its side to move, `ply` plies below the root. */
export function terminalScore(outcome: number, ply: number): number {
  return outcome === LOST ? -(WIN_SCORE - ply) : outcome === WON ? WIN_SCORE - ply : 0;
}

/** Thrown inside a recursion when the clock or the stop flag ends the search; caught by the driver. */
export class SearchStop extends Error {}
const STOP = new SearchStop('search stopped');

const defaultNow = (): number => globalThis.performance.now();

/**
 * The clock of a search: a deadline on a given clock, a stop flag and a node limit, checked every 1,024
 * nodes by {@link ClockedSearch.countNode}.
 */
export class ClockedSearch {
  /** Nodes visited in the current search. */
  protected nodes = 0;
  /** The clock of the current search. */
  protected now: () => number = defaultNow;
  protected nodeLimit = Infinity;
  private deadline = 0;
  private shouldStop: (() => boolean) | undefined;

  /** Starts the clock for a search under `limits` and returns its start time. */
  protected startClock(limits: SearchLimits & { readonly nodeLimit?: number }): number {
    this.now = limits.now ?? defaultNow;
    const start = this.now();
    this.deadline = start + Math.max(1, limits.timeMs);
    this.shouldStop = limits.shouldStop;
    this.nodeLimit = limits.nodeLimit ?? Infinity;
    this.nodes = 0;
    return start;
  }

  /** Counts a node; every 1,024 nodes reads the clock and throws {@link SearchStop} when time is up. */
  protected countNode(): void {
    if ((++this.nodes & 1023) === 0 && (this.now() >= this.deadline || this.nodes >= this.nodeLimit || (this.shouldStop !== undefined && this.shouldStop()))) throw STOP;
  }
}

/** Beyond every score. */
export const INF = WIN_SCORE + 1;

/** A root move with its latest score and its fixed noise. */
export interface RootMove {
  readonly move: number;
  score: number;
  readonly noise: number;
}

/**
 * Root moves from `moves` with seeded noise of amplitude `noise` (uniform in ±noise), in the order given;
 * the caller orders them (a stable sort keeps a seeded shuffle's order among equals).
 */
export function rootMoves(moves: ArrayLike<number>, noise: number, rng: RandomGenerator): RootMove[] {
  const out: RootMove[] = [];
  for (let i = 0; i < moves.length; i++) out.push({ move: moves[i]!, score: -INF, noise: noise > 0 ? (uniformInt(rng, 0, 2000) / 1000 - 1) * noise : 0 });
  return out;
}

/** What the driver needs of a game's search. */
export interface RootPlan {
  readonly maxDepth: number;
  readonly timeMs: number;
  /** Amplitude of the root noise (0: none; with noise every root move gets a full window). */
  readonly noise: number;
  /** Milliseconds since the search started. */
  elapsed(): number;
  /** `true` to stop after the current iteration (a node limit). */
  enough(): boolean;
  /** Called before each iteration. */
  beginIteration(depth: number): void;
  /** The score of root move `move` for the side to move at the root, searched `depth` plies in `(alpha, beta)`. */
  searchMove(move: number, depth: number, alpha: number, beta: number): number;
}

/** The driver's answer. */
export interface RootResult {
  readonly move: number;
  /** The move's score before noise. */
  readonly score: number;
  /** Deepest finished iteration (0 when the first was cut short). */
  readonly depth: number;
  /** `true` when the clock stopped the search inside an iteration (the caller reloads its board). */
  readonly stopped: boolean;
}

/** Iterative deepening over `root` (at least one move); see the module docs. */
export function* iterativeDeepening(root: RootMove[], plan: RootPlan): Generator<void, RootResult, void> {
  let best = root[0]!.move;
  let bestScore = -INF;
  let completed = 0;
  const noisy = plan.noise > 0;
  try {
    for (let depth = 1; depth <= plan.maxDepth; depth++) {
      plan.beginIteration(depth);
      let iterBest = -1;
      let iterScore = -Infinity;
      let alpha = -INF;
      for (let k = 0; k < root.length; k++) {
        const r = root[k]!;
        let v: number;
        if (k === 0 || noisy) v = plan.searchMove(r.move, depth, noisy ? -INF : alpha, INF);
        else {
          v = plan.searchMove(r.move, depth, alpha, alpha + 1);
          if (v > alpha) v = plan.searchMove(r.move, depth, alpha, INF);
        }
        r.score = v;
        if (v + r.noise > iterScore) {
          iterScore = v + r.noise;
          iterBest = k;
          // A move that beats the previous iteration's best is trusted even if this iteration is cut short.
          if (k > 0 || depth === 1) {
            best = r.move;
            bestScore = v;
          }
        }
        if (v > alpha && !noisy) alpha = v;
        yield;
      }
      completed = depth;
      const chosen = root[iterBest]!;
      best = chosen.move;
      bestScore = chosen.score;
      // Best first, the rest by this iteration's scores (a stable sort keeps ties in their order).
      root.sort((a, c) => (a === chosen ? -1 : c === chosen ? 1 : c.score + c.noise - (a.score + a.noise)));
      if (Math.abs(bestScore) >= WIN_THRESHOLD && !noisy) break;
      if (plan.elapsed() * 2 > plan.timeMs || plan.enough()) break;
    }
  } catch (e) {
    if (!(e instanceof SearchStop)) throw e;
    return { move: best, score: bestScore, depth: completed, stopped: true };
  }
  return { move: best, score: bestScore, depth: completed, stopped: false };
}

/** Runs a stepwise search to its end and returns its result (for a worker, a test or a bench). */
export function runSteps<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/**
 * Runs a stepwise search on a host's own thread: steps until about `sliceMs` have passed, then yields to
 * the event loop, and so on. The search itself should poll `signal.aborted` (its `shouldStop`) so it ends
 * early; the promise then rejects with {@link AbortedError}. With `pauseOnAbort` the steps are left
 * where they were (not finished) when the signal aborts, for a later call to resume.
 */
export async function driveSteps<R>(steps: Generator<void, R, void>, signal: AbortSignal, sliceMs = 20, pauseOnAbort = false): Promise<R> {
  let last = globalThis.performance.now();
  for (;;) {
    if (pauseOnAbort && signal.aborted) throw new AbortedError();
    const r = steps.next();
    if (r.done === true) {
      if (signal.aborted) throw new AbortedError();
      return r.value;
    }
    if (globalThis.performance.now() - last >= sliceMs) {
      await yieldToHost();
      last = globalThis.performance.now();
    }
  }
}
