/**
 * The transposition table of the board-game searches (Morris, Not Made in Germany): a power-of-two array
 * of entries indexed by the low bits of a position's first 32-bit Zobrist word and verified by its second,
 * each holding the best move (a game's packed move below 2^13), the depth searched, the bound type and
 * the score. Replacement keeps the deeper entry of the current search
 * and always overwrites entries of earlier searches (an age stamp per entry).
 *
 * Decisive scores (wins and losses, `|score| >= WIN_THRESHOLD`) are stored relative to the node (the
 * distance from the root removed) and restored relative to the root on probing, so a forced win found
 * at one depth keeps its distance when reached by another path.
 */

/** Bound types of an entry. */
export const BOUND_NONE = 0;
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** Score of a won position for the side to move (a loss is its negation), less one per ply to the win. */
export const WIN_SCORE = 1_000_000;
/** Scores at or beyond this magnitude are decisive (forced wins or losses, by search or endgame table). */
export const WIN_THRESHOLD = WIN_SCORE - 100_000;

/** Moves are stored in 13 bits (0 = none). */
const MOVE_MASK = 8191;

/** One transposition table; reuse it between searches of one game (its age advances per search). */
export class TranspositionTable {
  private readonly mask: number;
  private readonly check: Int32Array;
  /** move (bits 0..12) | depth (13..19) | bound (20..21) | age (22..30). */
  private readonly info: Int32Array;
  private readonly scores: Int32Array;
  private age = 0;

  /** @param bits log2 of the entry count (12..24); 20 gives 1 Mi entries, 12 MiB. */
  constructor(bits = 20) {
    if (!Number.isInteger(bits) || bits < 12 || bits > 24) throw new RangeError(`TranspositionTable: bits must be 12..24, not ${bits}`);
    const size = 1 << bits;
    this.mask = size - 1;
    this.check = new Int32Array(size);
    this.info = new Int32Array(size);
    this.scores = new Int32Array(size);
  }

  /** Starts a new search: entries of earlier searches become replaceable (still probed). */
  newSearch(): void {
    this.age = (this.age + 1) & 0x1ff;
  }

  /** Empties the table. */
  clear(): void {
    this.check.fill(0);
    this.info.fill(0);
    this.scores.fill(0);
  }

  /**
   * Looks up a position. Returns the entry's index, or -1 when the table holds nothing for it; read the
   * entry with {@link moveAt}, {@link depthAt}, {@link boundAt} and {@link scoreAt}.
   */
  probe(key1: number, key2: number): number {
    const i = key1 & this.mask;
    return this.check[i] === key2 && this.info[i] !== 0 ? i : -1;
  }

  moveAt(i: number): number {
    return this.info[i]! & MOVE_MASK;
  }
  depthAt(i: number): number {
    return (this.info[i]! >>> 13) & 127;
  }
  boundAt(i: number): number {
    return (this.info[i]! >>> 20) & 3;
  }
  /** The score of entry `i` for a node `ply` plies below the root. */
  scoreAt(i: number, ply: number): number {
    const s = this.scores[i]!;
    return s >= WIN_THRESHOLD ? s - ply : s <= -WIN_THRESHOLD ? s + ply : s;
  }

  /**
   * The score of entry `i` when it settles a node searched `depth` plies in `(alpha, beta)`, `ply` plies
   * below the root (deep enough, and its bound decides the window), else `NaN`.
   */
  cutoff(i: number, depth: number, alpha: number, beta: number, ply: number): number {
    if (this.depthAt(i) < depth) return Number.NaN;
    const s = this.scoreAt(i, ply);
    const bound = this.boundAt(i);
    return bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha) ? s : Number.NaN;
  }

  /** Stores a result (`score` relative to the root, the node `ply` plies below it). */
  store(key1: number, key2: number, move: number, depth: number, bound: number, score: number, ply: number): void {
    const i = key1 & this.mask;
    const old = this.info[i]!;
    if (old !== 0 && this.check[i] !== key2 && ((old >>> 22) & 0x1ff) === this.age && ((old >>> 13) & 127) > depth) return;
    if (old !== 0 && this.check[i] === key2 && move === 0) move = old & MOVE_MASK;
    this.check[i] = key2;
    this.info[i] = (move & MOVE_MASK) | (Math.min(depth, 127) << 13) | (bound << 20) | (this.age << 22) | (1 << 31);
    this.scores[i] = score >= WIN_THRESHOLD ? score + ply : score <= -WIN_THRESHOLD ? score - ply : score;
  }
}

/**
 * `count` pseudo-random 32-bit words from a fixed xorshift32 sequence starting at `seed` (non-zero), for
 * Zobrist keys: only equality of keys matters, and the table verifies a hit with a second word.
 */
export function zobristWords(count: number, seed: number): Int32Array {
  const out = new Int32Array(count);
  let x = seed | 0;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
