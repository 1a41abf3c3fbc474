/**
 * A generic, deterministic game-tree search for two-seat games of perfect information: iterative-deepening
 * alpha-beta in negamax form, bounded by a node budget (never by wall-clock time, so the same seed, budget
 * and position always give the same move), with move ordering (the previous iteration's best move first,
 * then the domain's ordering key, ties in a seeded shuffle) and cancellation through an `AbortSignal`.
 *
 * Issue (AI): "iterative-deepening alpha-beta (negamax) with a node budget (not wall-clock; deterministic
 * for a seed and budget), move ordering, and cancellation via AbortSignal checked between
 * iterations/chunks (yield to the event loop periodically so the host stays responsive)".
 *
 * The search is synchronous inside one root move's subtree and yields to the event loop (a macrotask)
 * between root moves once `yieldEvery` nodes have been visited since the last yield; the signal is read
 * after every yield and between iterations, and an aborted search rejects with {@link AbortedError}.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { AbortedError } from './player';

/** Score of a won position for the side to move (a loss is its negation); shortened by one per ply. */
export const WIN_SCORE = 1_000_000;
/** Scores at or beyond this magnitude are forced wins or losses. */
export const WIN_THRESHOLD = WIN_SCORE - 10_000;

/**
 * What the search needs to know of a game. `S` is a search state (may be the game's immutable position
 * or a lighter value of its own), `M` a move. Every score is from the point of view of the seat to move
 * in the state given, in centi-men or any consistent unit well below {@link WIN_THRESHOLD}.
 */
export interface SearchDomain<S, M> {
  /** Legal moves of `s` in a deterministic order (only called when {@link terminal} is `undefined`). */
  moves(s: S): readonly M[];
  /** The state after `m` (a new value; `s` is not changed). */
  play(s: S, m: M): S;
  /** The seat to move in `s` (the search negates scores only when the seat changes). */
  seat(s: S): number;
  /**
   * `undefined` while the game goes on; else the final score for the seat to move in `s`:
   * {@link WIN_SCORE} for a win, `-WIN_SCORE` for a loss, `0` for a draw.
   */
  terminal(s: S): number | undefined;
  /** Static evaluation of a non-terminal `s` for the seat to move. */
  evaluate(s: S): number;
  /** Ordering key of `m` in `s`: higher keys are searched first (captures, progress). Optional. */
  orderKey?(s: S, m: M): number;
}

/** Limits and randomness of one search. */
export interface SearchOptions {
  /** Most nodes (states visited) per decision; an iteration that would exceed it is abandoned. ≥ 1. */
  readonly nodeBudget: number;
  /** Deepest iteration in plies (default 64). */
  readonly maxDepth?: number;
  /** Seed of the tie-break shuffle and of the noise (32-bit integer). */
  readonly seed: number;
  /**
   * Amplitude of uniform noise added to each root move's score, in evaluation units (default 0). With
   * noise the root moves are searched with full windows, so their scores are exact before noise.
   */
  readonly noise?: number;
  /** Nodes between yields to the event loop (default 4096). */
  readonly yieldEvery?: number;
  /** Aborts the search: the promise then rejects with {@link AbortedError}. */
  readonly signal: AbortSignal;
}

/** The result of a search. */
export interface SearchResult<M> {
  /** The chosen move. */
  readonly move: M;
  /** Its score for the seat to move (before noise), from the deepest completed iteration. */
  readonly score: number;
  /** Deepest iteration completed (≥ 1). */
  readonly depth: number;
  /** Nodes visited in total, abandoned iterations included. */
  readonly nodes: number;
}

/** Thrown inside the recursion when the node budget runs out; caught by the iteration loop. */
class BudgetExhausted extends Error {}
const BUDGET = new BudgetExhausted('node budget exhausted');

/** `setImmediate` where the host has it (Node: runs after pending I/O, unclamped), else `setTimeout(0)`. */
const immediate: ((fn: () => void) => unknown) | undefined = (globalThis as { setImmediate?: (fn: () => void) => unknown }).setImmediate;

/** Lets the event loop run (I/O, timers, the session's own messages) before the caller goes on. */
export function yieldToHost(): Promise<void> {
  return new Promise<void>((resolve) => (immediate === undefined ? setTimeout(resolve, 0) : immediate(resolve)));
}

/**
 * Searches `root` (a state whose game is not over) and returns the best move found.
 *
 * Depth 1 always completes (it visits each root move once, whatever the budget); each deeper iteration
 * runs only while the budget lasts, and an iteration cut short is discarded (its partial results could
 * favour moves searched early). Deterministic for `seed`, `nodeBudget` and `root`.
 *
 * @throws Error (rejects) when `root` has no legal move or is terminal: a programmer error of the caller.
 * @throws AbortedError (rejects) when `signal` aborts.
 */
export async function searchBest<S, M>(domain: SearchDomain<S, M>, root: S, options: SearchOptions): Promise<SearchResult<M>> {
  const { signal } = options;
  if (signal.aborted) throw new AbortedError();
  if (domain.terminal(root) !== undefined) throw new Error('searchBest: the game is over in the root state');
  const rootMoves = domain.moves(root);
  if (rootMoves.length === 0) throw new Error('searchBest: the root state has no legal move');
  const maxDepth = options.maxDepth ?? 64;
  const yieldEvery = options.yieldEvery ?? 4096;
  const noise = options.noise ?? 0;
  const budget = Math.max(1, options.nodeBudget);
  const rng: RandomGenerator = xoroshiro128plus(options.seed | 0);

  // Seeded shuffle first (ties between equally keyed moves vary by seed), then a stable sort by key.
  const order = rootMoves.map((m, i) => ({ m, i, key: 0, score: 0 }));
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  if (domain.orderKey !== undefined) {
    for (const o of order) o.key = domain.orderKey(root, o.m);
    order.sort((a, b) => b.key - a.key);
  }
  const noiseOf = order.map(() => (noise > 0 ? (uniformInt(rng, 0, 2000) / 1000 - 1) * noise : 0));

  let nodes = 0;
  let sinceYield = 0;
  let limited = false;

  const negamax = (s: S, depth: number, alpha: number, beta: number, ply: number): number => {
    nodes++;
    sinceYield++;
    if (limited && nodes > budget) throw BUDGET;
    const t = domain.terminal(s);
    if (t !== undefined) return t > 0 ? t - ply : t < 0 ? t + ply : 0;
    if (depth <= 0) return domain.evaluate(s);
    let moves = domain.moves(s);
    if (moves.length === 0) return domain.evaluate(s);
    if (domain.orderKey !== undefined && depth > 1) {
      const keyed = moves.map((m) => ({ m, k: domain.orderKey!(s, m) }));
      keyed.sort((a, b) => b.k - a.k);
      moves = keyed.map((x) => x.m);
    }
    const me = domain.seat(s);
    let best = -Infinity;
    for (const m of moves) {
      const c = domain.play(s, m);
      const v = domain.seat(c) === me ? negamax(c, depth - 1, alpha, beta, ply + 1) : -negamax(c, depth - 1, -beta, -alpha, ply + 1);
      if (v > best) best = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    return best;
  };

  const me = domain.seat(root);
  let bestIndex = 0;
  let bestScore = -Infinity;
  let completed = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    limited = depth > 1;
    let alpha = -Infinity;
    let iterBest = -1;
    let iterScore = -Infinity;
    try {
      for (let k = 0; k < order.length; k++) {
        const o = order[k]!;
        const c = domain.play(root, o.m);
        const lo = noise > 0 ? -Infinity : alpha;
        const v = domain.seat(c) === me ? negamax(c, depth - 1, lo, Infinity, 1) : -negamax(c, depth - 1, -Infinity, -lo, 1);
        o.score = v;
        const noisy = v + noiseOf[k]!;
        if (noisy > iterScore) {
          iterScore = noisy;
          iterBest = k;
        }
        if (v > alpha) alpha = v;
        if (sinceYield >= yieldEvery) {
          sinceYield = 0;
          await yieldToHost();
          if (signal.aborted) throw new AbortedError();
        }
      }
    } catch (e) {
      if (e instanceof BudgetExhausted) break;
      throw e;
    }
    completed = depth;
    bestIndex = iterBest;
    bestScore = order[iterBest]!.score;
    // Best move first for the next iteration (a stable move-to-front keeps the rest of the order).
    const [first] = order.splice(iterBest, 1);
    const [firstNoise] = noiseOf.splice(iterBest, 1);
    order.unshift(first!);
    noiseOf.unshift(firstNoise!);
    bestIndex = 0;
    if (Math.abs(bestScore) >= WIN_THRESHOLD) break; // a forced result: deeper search changes nothing
    if (nodes >= budget) break;
    await yieldToHost();
    sinceYield = 0;
    if (signal.aborted) throw new AbortedError();
  }
  if (signal.aborted) throw new AbortedError();
  return { move: order[bestIndex]!.m, score: bestScore, depth: completed, nodes };
}
