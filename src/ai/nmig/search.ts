/**
 * The Not Made in Germany search: iterative-deepening principal-variation alpha-beta over the in-place
 * {@link NmigBoard}, with a transposition table, move ordering (the table's move, then by how far the
 * move carries its man towards its goal, killers), a clock read inside the search, and a race
 * evaluation ({@link evaluateRace}).
 *
 * The evaluation is the race: each side's men's distances to their goal squares (king steps, through a
 * gate while behind the middle row: "must cross the Board through or over one of the two plain square in
 * the middle row"), the two men of one letter (England's flags and Ns, Germany's flags) matched to their
 * two squares the cheaper way round, a bonus per man home, and the tempo of the side to move. Won
 * positions score by the plies to the win, so the search finishes a won race by the shortest way it sees
 * and never stalls at the ply limit while it can finish.
 *
 * Source: `000_bcb8c47de0459cfb.txt` (quoted in `board.ts`); the options `noMove`, `repetition`,
 * `plyLimit`.
 */
import type { NmigPosition } from '../../games/not-made-in-germany/position';
import { GOAL_RANK, HOME_ROW } from '../../games/not-made-in-germany/men';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from '../tt';
import { ClockedSearch, INF, iterativeDeepening, rootMoves, runSteps, terminalScore, type SearchLimits, type SearchResult } from '../root';
import { MAX_PLY, MOVES_PER_PLY, NmigBoard, ONGOING, PASS_MOVE, moveFrom, moveTo } from './board';

/** Evaluation units per square of race distance. */
export const SQUARE = 10;
const HOME_BONUS = 4;
const TEMPO = 5;

function chebyshev(a: number, b: number): number {
  return Math.max(Math.abs(((a / 9) | 0) - ((b / 9) | 0)), Math.abs((a % 9) - (b % 9)));
}

/** The two gates, d5 and f5. */
const GATES = [3 * 9 + 4, 5 * 9 + 4];

/**
 * `DIST[(side * 81 + from) * 81 + to]`: king steps for a man of `side` from `from` to `to` on its goal
 * row, through a gate while it is behind the middle row.
 */
const DIST: Int8Array = (() => {
  const out = new Int8Array(2 * 81 * 81);
  for (const side of [0, 1] as const) {
    for (let from = 0; from < 81; from++) {
      const rank = (from % 9) + 1;
      const behind = side === 0 ? rank > 5 : rank < 5;
      for (let to = 0; to < 81; to++) {
        out[(side * 81 + from) * 81 + to] = behind ? Math.min(...GATES.map((g) => chebyshev(from, g) + chebyshev(g, to))) : chebyshev(from, to);
      }
    }
  }
  return out;
})();

/**
 * `TARGETS[code * 2]`, `TARGETS[code * 2 + 1]`: the goal squares of the man with notation character
 * `code` (the second is -1 for a letter that stands once in its word).
 */
const TARGETS: Int8Array = (() => {
  const out = new Int8Array(256).fill(-1);
  for (const side of [0, 1] as const) {
    const row = HOME_ROW[side];
    for (let f = 0; f < 9; f++) {
      const c = row.charCodeAt(f);
      const sq = f * 9 + GOAL_RANK[side] - 1;
      if (out[c * 2] === -1) out[c * 2] = sq;
      else out[c * 2 + 1] = sq;
    }
  }
  return out;
})();

/** A man's distance to a given goal square (side from its character). */
const dist = (code: number, from: number, to: number): number => DIST[((code >= 97 ? 81 : 0) + from) * 81 + to]!;

/**
 * The distance (king steps, through a gate while behind the middle row) from `sq` to the nearer goal
 * square of the man with notation character `char`.
 */
export function manDistance(char: string, sq: number): number {
  const c = char.charCodeAt(0);
  const t1 = TARGETS[c * 2]!;
  const t2 = TARGETS[c * 2 + 1]!;
  return t2 < 0 ? dist(c, sq, t1) : Math.min(dist(c, sq, t1), dist(c, sq, t2));
}

/** Race cost of one man of character `code` on `sq` bound for goal square `to`: squares, less a bonus when home. */
function cost(code: number, sq: number, to: number): number {
  const d = dist(code, sq, to);
  return d * SQUARE - (d === 0 ? HOME_BONUS : 0);
}

/** The cheaper matching of the two men of one letter (on `x` and `y`) to that letter's two squares. */
function pairCost(code: number, x: number, y: number): number {
  const t1 = TARGETS[code * 2]!;
  const t2 = TARGETS[code * 2 + 1]!;
  return Math.min(cost(code, x, t1) + cost(code, y, t2), cost(code, x, t2) + cost(code, y, t1));
}

/**
 * The race cost of one side (0 England, 1 Germany) on `b`, in evaluation units: each man's distance to
 * its goal square times {@link SQUARE}, less a bonus per man home; the two men of a letter that stands
 * twice in the word are matched to its two squares the cheaper way.
 */
export function raceDistance(b: NmigBoard, side: number): number {
  let total = 0;
  // Pending first men of pairs (England has two paired letters, F and N).
  let c1 = -1;
  let s1 = -1;
  let c2 = -1;
  let s2 = -1;
  for (let k = side * 9; k < side * 9 + 9; k++) {
    const sq = b.men[k]!;
    const c = b.cells[sq]!;
    if (TARGETS[c * 2 + 1]! < 0) total += cost(c, sq, TARGETS[c * 2]!);
    else if (c === c1) {
      total += pairCost(c, s1, sq);
      c1 = -1;
    } else if (c === c2) {
      total += pairCost(c, s2, sq);
      c2 = -1;
    } else if (c1 < 0) {
      c1 = c;
      s1 = sq;
    } else {
      c2 = c;
      s2 = sq;
    }
  }
  return total;
}

/** The race evaluation of `b` for the side to move, in tenths of a square (see the module docs). */
export function evaluateRace(b: NmigBoard): number {
  const t = b.turn;
  return raceDistance(b, t ^ 1) - raceDistance(b, t) + TEMPO;
}

/** Limits of one search (noise in tenths of a square). */
export interface NmigSearchLimits extends SearchLimits {
  /** Stops after about this many nodes (the same decision on any machine); default unlimited. */
  readonly nodeLimit?: number;
}

/** The answer of a search (`move` packed as `board.ts` packs it). */
export type NmigSearchResult = SearchResult;


/** A Not Made in Germany searcher (board, table and killers kept between the decisions of one seat). */
export class NmigSearcher extends ClockedSearch {
  private readonly board = new NmigBoard();
  private readonly tt: TranspositionTable;
  private readonly moves = new Int32Array((MAX_PLY + 2) * MOVES_PER_PLY);
  private readonly keys = new Int32Array((MAX_PLY + 2) * MOVES_PER_PLY);
  private readonly killers = new Int32Array((MAX_PLY + 2) * 2);

  constructor(ttBits = 18) {
    super();
    this.tt = new TranspositionTable(ttBits);
  }

  /**
   * Searches `pos` (a position whose game is not over) within `limits`.
   * @throws Error when the position has no move.
   */
  search(pos: NmigPosition, limits: NmigSearchLimits): NmigSearchResult {
    return runSteps(this.steps(pos, limits));
  }

  /** The same search one root move per step (see the Morris searcher's `steps`). */
  *steps(pos: NmigPosition, limits: NmigSearchLimits): Generator<void, NmigSearchResult, void> {
    const start = this.startClock(limits);
    const now = this.now;
    const b = this.board.load(pos);
    this.tt.newSearch();
    this.killers.fill(0);
    const buf = new Int32Array(MOVES_PER_PLY);
    const n = b.generate(buf, 0);
    if (n === 0) throw new Error('NmigSearcher.search: the position has no move');
    const rng = xoroshiro128plus((limits.seed ?? 0) | 0);
    const noise = Math.max(0, limits.noise ?? 0);
    const root = rootMoves(buf.subarray(0, n), noise, rng);
    root.sort((x, y) => this.gain(y.move) - this.gain(x.move));
    if (root.length === 1) return { move: root[0]!.move, score: 0, depth: 0, nodes: 0, elapsedMs: now() - start };
    const r = yield* iterativeDeepening(root, {
      maxDepth: Math.min(limits.maxDepth, MAX_PLY - 2),
      timeMs: limits.timeMs,
      noise,
      elapsed: () => now() - start,
      enough: () => this.nodes >= this.nodeLimit,
      beginIteration: () => {},
      searchMove: (m, depth, alpha, beta) => {
        b.make(m);
        try {
          return -this.negamax(depth - 1, -beta, -alpha);
        } finally {
          b.unmake(m);
        }
      },
    });
    if (r.stopped) b.load(pos);
    return { move: r.move, score: r.score, depth: r.depth, nodes: this.nodes, elapsedMs: now() - start };
  }

  /** How many squares (of race distance) move `m` carries its man forward, for ordering. */
  private gain(m: number): number {
    if (m === PASS_MOVE) return 0;
    const b = this.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const c = b.cells[from]!;
    const t1 = TARGETS[c * 2]!;
    const t2 = TARGETS[c * 2 + 1]!;
    const d0 = t2 < 0 ? dist(c, from, t1) : Math.min(dist(c, from, t1), dist(c, from, t2));
    const d1 = t2 < 0 ? dist(c, to, t1) : Math.min(dist(c, to, t1), dist(c, to, t2));
    return d0 - d1;
  }

  private negamax(depth: number, alpha: number, beta: number): number {
    const b = this.board;
    this.countNode();
    const ply = b.ply;
    const oc = b.outcome();
    if (oc !== ONGOING) return terminalScore(oc, ply);
    if (depth <= 0 || ply >= MAX_PLY - 1) return evaluateRace(b);
    const alpha0 = alpha;
    let ttMove = 0;
    const e = this.tt.probe(b.key1, b.key2);
    if (e >= 0) {
      ttMove = this.tt.moveAt(e);
      const s = this.tt.cutoff(e, depth, alpha, beta, ply);
      if (!Number.isNaN(s)) return s;
    }
    const base = ply * MOVES_PER_PLY;
    const end = b.generate(this.moves, base);
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    for (let i = base; i < end; i++) {
      const m = this.moves[i]!;
      this.keys[i] = m === ttMove ? 1 << 20 : m === k1 ? 1 << 19 : m === k2 ? (1 << 19) - 1 : this.gain(m) * 16;
    }
    let best = -INF;
    let bestMove = 0;
    for (let i = base; i < end; i++) {
      // Selection: the best-keyed move of the rest.
      let bi = i;
      for (let j = i + 1; j < end; j++) if (this.keys[j]! > this.keys[bi]!) bi = j;
      const m = this.moves[bi]!;
      this.moves[bi] = this.moves[i]!;
      this.moves[i] = m;
      const key = this.keys[bi]!;
      this.keys[bi] = this.keys[i]!;
      this.keys[i] = key;
      b.make(m);
      let v: number;
      if (i === base) v = -this.negamax(depth - 1, -beta, -alpha);
      else {
        v = -this.negamax(depth - 1, -alpha - 1, -alpha);
        if (v > alpha && v < beta) v = -this.negamax(depth - 1, -beta, -alpha);
      }
      b.unmake(m);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            if (m !== k1) {
              this.killers[ply * 2 + 1] = k1;
              this.killers[ply * 2] = m;
            }
            break;
          }
        }
      }
    }
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    this.tt.store(b.key1, b.key2, bestMove, depth, bound, best, ply);
    return best;
  }
}

