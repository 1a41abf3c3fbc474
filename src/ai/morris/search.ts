/**
 * The Morris search: iterative-deepening principal-variation alpha-beta over the in-place
 * {@link SearchBoard}, with a transposition table ({@link TranspositionTable}), move ordering (the table's
 * move, moves that close a row, moves that block one, two killer moves per ply, the history heuristic),
 * late-move reductions of quiet moves, a quiescence search of row-closing moves, the endgame tables of
 * the flying endings (`endgame.ts`), and a clock read inside the search.
 *
 * Depth counts moves: a move that closes a row and the removals it earns are one ply of depth (the
 * removal plies are searched at the depth of the move that earned them).
 *
 * The clock: `limits.now()` (milliseconds) is read every 1,024 nodes; past `timeMs` since the start the
 * search unwinds at once and answers with the best move of the deepest finished iteration (or the
 * partly searched one, when it has already found a better move). No new iteration starts after half the
 * time has gone (it would not finish). `limits.shouldStop` is polled with the clock, so a host can cancel
 * a search running in a worker (a shared flag) without waiting for the deadline.
 *
 * Inputs and outputs are plain data (a position, numbers), so the search can run in a worker thread.
 */
import { POINTS, popcount } from '../../games/morris/board';
import { LINE_A, LINE_B } from './lines';
import { MAX_MOVES, generate as generateGameMoves, packedCapture1, packedCapture2, packedFrom, packedTo } from '../../games/morris/bitboard';
import type { MorrisPosition } from '../../games/morris/engine';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { ClockedSearch, INF, iterativeDeepening, rootMoves, runSteps, terminalScore, type SearchLimits, type SearchResult } from '../root';
import { MAX_PLY, MOVES_PER_PLY, ONGOING, PLACE, REMOVE, SearchBoard, rulesOf, searchMoveText } from './board';
import { DEFAULT_WEIGHTS, evaluate, type MorrisWeights } from './evaluate';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable, WIN_SCORE } from '../tt';
import { endgameScore, type EndgameTables } from './endgame';

export { WIN_SCORE, WIN_THRESHOLD } from '../tt';

/** Limits of one Morris search (noise in hundredths of a man). */
export interface MorrisSearchLimits extends SearchLimits {
  /** Stops after about this many nodes (for deterministic tests); default unlimited. */
  readonly nodeLimit?: number;
}

/** The answer of a Morris search. */
export interface MorrisSearchResult extends SearchResult {
  /** The move, packed as the game packs it (`bitboard.ts`: `to | from << 5 | c1 << 10 | c2 << 15`). */
  readonly move: number;
  /** The expected line from the root, in search-move text (`d2`, `d2-d3`, `xg7`). */
  readonly pv: readonly string[];
}

/** Search techniques that can be switched off (self-play measures each one's worth). */
export interface SearchFeatures {
  /** Late-move reductions of quiet moves. */
  readonly lmr: boolean;
  /** One ply more for a side with at most two moves in the moving phase. */
  readonly extend: boolean;
}

const DEFAULT_FEATURES: SearchFeatures = { lmr: true, extend: true };

/** Most quiescence plies (row closings and their removals) below the horizon. */
const Q_MAX = 6;

/**
 * A Morris searcher: the board, the transposition table and the ordering tables, kept between the
 * searches of one game (reuse one per seat; it is not safe to share one between simultaneous searches).
 */
export class MorrisSearcher extends ClockedSearch {
  readonly tt: TranspositionTable;
  private board: SearchBoard | undefined;
  private readonly moves = new Int32Array((MAX_PLY + 8) * MOVES_PER_PLY);
  private readonly keys = new Int32Array((MAX_PLY + 8) * MOVES_PER_PLY);
  private readonly killers = new Int32Array((MAX_PLY + 8) * 2);
  private readonly history = new Int32Array(2 * 1024);
  private weights: MorrisWeights;
  private tables: EndgameTables | undefined;
  private iterationDepth = 1;
  private readonly features: SearchFeatures;

  /**
   * @param options.ttBits log2 of the table's entries (default 20: 12 MiB).
   * @param options.weights evaluation weights (default {@link DEFAULT_WEIGHTS}).
   * @param options.tables endgame tables for the flying endings, used when their rules match.
   * @param options.features search techniques to switch off (for measuring them; all on by default).
   */
  constructor(options: { ttBits?: number; weights?: MorrisWeights; tables?: EndgameTables; features?: Partial<SearchFeatures> } = {}) {
    super();
    this.features = { ...DEFAULT_FEATURES, ...options.features };
    this.tt = new TranspositionTable(options.ttBits ?? 20);
    this.weights = options.weights ?? DEFAULT_WEIGHTS;
    this.tables = options.tables;
  }

  /** Uses `tables` from now on (e.g. once they have been built). */
  setTables(tables: EndgameTables | undefined): void {
    this.tables = tables;
  }

  /**
   * Searches `pos` (a position whose game is not over: the caller checks `status`) and returns the best
   * move found within `limits`.
   * @throws Error when `pos` has no legal move.
   */
  search(pos: MorrisPosition, limits: MorrisSearchLimits): MorrisSearchResult {
    return runSteps(this.steps(pos, limits));
  }

  /**
   * The same search, one root move per step: a host that must stay responsive drives it and yields to
   * its event loop between steps (`player.ts`); the generator's return value is the result.
   */
  *steps(pos: MorrisPosition, limits: MorrisSearchLimits): Generator<void, MorrisSearchResult, void> {
    const start = this.startClock(limits);
    const now = this.now;
    const rules = rulesOf(pos.options);
    if (this.board === undefined || !sameRules(this.board.rules, rules)) this.board = new SearchBoard(rules);
    const b = this.board.load(pos);
    this.tt.newSearch();
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 2;
    this.killers.fill(0);

    // Root moves: the game's own moves (a step with its captures), so the answer is always legal.
    const t = pos.turn;
    const buf = new Int32Array(MAX_MOVES);
    const n = generateGameMoves(pos.men[t], pos.men[1 - t]!, pos.hand[t], b.flies(t), rules.twoCaptures, buf);
    if (n === 0) throw new Error('MorrisSearcher.search: the position has no legal move');
    const rng = xoroshiro128plus((limits.seed ?? 0) | 0);
    const order = buf.slice(0, n);
    for (let i = n - 1; i > 0; i--) {
      const j = uniformInt(rng, 0, i);
      const x = order[i]!;
      order[i] = order[j]!;
      order[j] = x;
    }
    const noise = Math.max(0, limits.noise ?? 0);
    const root = rootMoves(order, noise, rng);
    // A first ordering: row-closing moves, then the rest.
    root.sort((a, c) => (packedCapture1(c.move) !== 31 ? 1 : 0) - (packedCapture1(a.move) !== 31 ? 1 : 0));
    if (root.length === 1) return this.result(root[0]!.move, 0, 0, start, b, pos);
    const r = yield* iterativeDeepening(root, {
      maxDepth: Math.max(1, Math.min(limits.maxDepth, MAX_PLY - 16)),
      timeMs: limits.timeMs,
      noise,
      elapsed: () => now() - start,
      enough: () => this.nodes >= this.nodeLimit,
      beginIteration: (depth) => {
        this.iterationDepth = depth;
      },
      searchMove: (m, depth, alpha, beta) => {
        this.makeRoot(b, m);
        try {
          return -this.negamax(depth - 1, -beta, -alpha);
        } finally {
          this.unmakeRoot(b, m);
        }
      },
    });
    return this.result(r.move, r.score, r.depth, start, b, pos);
  }

  private result(move: number, score: number, depth: number, start: number, b: SearchBoard, pos: MorrisPosition): MorrisSearchResult {
    b.load(pos);
    const pv: string[] = [];
    this.makeRoot(b, move);
    pv.push(...rootMoveText(move));
    // Follow the table's moves (bounded, and stopping at a repetition of the line).
    const seen = new Set<number>();
    const buf = new Int32Array(MOVES_PER_PLY);
    while (pv.length < 24 && b.ply < MAX_PLY - 4) {
      if (b.pending === 0 && b.outcome() !== ONGOING) break;
      const e = this.tt.probe(b.key1, b.key2);
      if (e < 0 || seen.has(b.key1)) break;
      seen.add(b.key1);
      const m = this.tt.moveAt(e);
      const n = b.generate(buf, 0);
      let legal = false;
      for (let i = 0; i < n; i++) if (buf[i] === m) legal = true;
      if (!legal) break;
      pv.push(searchMoveText(m, POINTS));
      b.make(m);
    }
    b.load(pos);
    return { move, score, depth, nodes: this.nodes, elapsedMs: this.now() - start, pv };
  }

  /** Plays a root move (game-packed) as its search moves. */
  private makeRoot(b: SearchBoard, m: number): void {
    b.make(packedTo(m) | (packedFrom(m) << 5));
    const c1 = packedCapture1(m);
    if (c1 !== 31) {
      b.make(c1 | (REMOVE << 5));
      const c2 = packedCapture2(m);
      if (c2 !== 31) b.make(c2 | (REMOVE << 5));
    }
  }

  private unmakeRoot(b: SearchBoard, m: number): void {
    const c1 = packedCapture1(m);
    if (c1 !== 31) {
      const c2 = packedCapture2(m);
      if (c2 !== 31) b.unmake(c2 | (REMOVE << 5));
      b.unmake(c1 | (REMOVE << 5));
    }
    b.unmake(packedTo(m) | (packedFrom(m) << 5));
  }

  private negamax(depth: number, alpha: number, beta: number): number {
    const b = this.board!;
    this.countNode();
    const ply = b.ply;
    if (b.pending === 0) {
      const oc = b.outcome();
      if (oc !== ONGOING) return terminalScore(oc, ply);
      if (this.tables !== undefined) {
        const s = endgameScore(this.tables, b);
        if (s !== undefined) return s;
      }
      if (depth <= 0) return this.qsearch(alpha, beta, 0, true);
    } else if (depth <= 0) return this.qsearch(alpha, beta, 0, true);
    if (ply >= MAX_PLY - 8) return evaluate(b, this.weights);
    // Mate-distance pruning: nothing here beats a win in one ply or loses faster than now.
    const mateHi = WIN_SCORE - ply - 1;
    if (beta > mateHi) {
      beta = mateHi;
      if (alpha >= beta) return beta;
    }
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
    // A side with one or two moves left in the moving phase may be walled in: look one ply further.
    if (this.features.extend && end - base <= 2 && b.pending === 0 && b.hand[b.turn] === 0 && ply < 2 * this.iterationDepth) depth++;
    this.scoreMoves(b, base, end, ttMove, ply);
    const me = b.turn;
    const pv = beta - alpha > 1;
    let best = -INF;
    let bestMove = 0;
    for (let i = base; i < end; i++) {
      const m = this.pick(i, end);
      const key = this.keys[i]!;
      b.make(m);
      const flip = b.turn !== me;
      const d = flip ? depth - 1 : depth;
      let v: number;
      if (i === base) v = flip ? -this.negamax(d, -beta, -alpha) : this.negamax(d, alpha, beta);
      else {
        // Late quiet moves are first searched one ply shallower.
        let r = 0;
        if (this.features.lmr && flip && depth >= 3 && i - base >= 3 && key < KILLER2_KEY) r = i - base >= 8 && !pv ? 2 : 1;
        v = flip ? -this.negamax(d - r, -alpha - 1, -alpha) : this.negamax(d, alpha, alpha + 1);
        if (v > alpha && r > 0) v = -this.negamax(d, -alpha - 1, -alpha);
        if (v > alpha && v < beta) v = flip ? -this.negamax(d, -beta, -alpha) : this.negamax(d, alpha, beta);
      }
      b.unmake(m);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            if (key < CLOSE_KEY) {
              const k = ply * 2;
              if (this.killers[k] !== m) {
                this.killers[k + 1] = this.killers[k]!;
                this.killers[k] = m;
              }
              const h = me * 1024 + (m & 1023);
              this.history[h] = Math.min(this.history[h]! + depth * depth, HISTORY_MAX);
            }
            break;
          }
        }
      }
    }
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    this.tt.store(b.key1, b.key2, bestMove, Math.max(0, depth), bound, best, ply);
    return best;
  }

  /**
   * Quiescence: the side to move may stand on the evaluation or close a row (and then take a man); with a
   * removal pending every removal is tried. `checked`: the caller has already judged the position.
   */
  private qsearch(alpha: number, beta: number, qply: number, checked: boolean): number {
    const b = this.board!;
    if (!checked) this.countNode();
    const ply = b.ply;
    const me = b.turn;
    const base = ply * MOVES_PER_PLY;
    const removing = b.pending > 0;
    let best = -INF;
    if (!removing) {
      if (!checked) {
        const oc = b.outcome();
        if (oc !== ONGOING) return terminalScore(oc, ply);
        if (this.tables !== undefined) {
          const s = endgameScore(this.tables, b);
          if (s !== undefined) return s;
        }
      }
      best = evaluate(b, this.weights);
      if (best >= beta || qply >= Q_MAX || ply >= MAX_PLY - 8) return best;
      if (best > alpha) alpha = best;
    }
    const end = b.generate(this.moves, base);
    if (removing) this.scoreMoves(b, base, end, 0, ply);
    for (let i = base; i < end; i++) {
      const m = removing ? this.pick(i, end) : this.moves[i]!;
      if (!removing && !b.closesRow(m)) continue;
      b.make(m);
      const v = b.turn !== me ? -this.qsearch(-beta, -alpha, qply + 1, false) : this.qsearch(alpha, beta, qply + 1, false);
      b.unmake(m);
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /** Gives each move in `moves[base..end)` its ordering key in `keys`. */
  private scoreMoves(b: SearchBoard, base: number, end: number, ttMove: number, ply: number): void {
    const t = b.turn;
    const own = b.men[t]!;
    const opp = b.men[t ^ 1]!;
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    for (let i = base; i < end; i++) {
      const m = this.moves[i]!;
      let key: number;
      if (m === ttMove) key = TT_KEY;
      else {
        const to = m & 31;
        const from = (m >>> 5) & 31;
        const hist = this.history[t * 1024 + (m & 1023)]!;
        if (from === REMOVE) {
          // Take a man that stands in an opposing two-with-a-hole, or that blocks a row of ours.
          key = hist;
          for (let side = 0; side < 2; side++) {
            const line = side === 0 ? LINE_A[to]! : LINE_B[to]!;
            if (popcount(opp & line) === 2 && (own & line) === 0) key += 1 << 27;
            if (popcount(own & line) === 2) key += 1 << 26;
          }
        } else if (b.closesRow(m)) key = CLOSE_KEY + hist;
        else {
          const own2 = from === PLACE ? own : own ^ (1 << from);
          const a = LINE_A[to]!;
          const c = LINE_B[to]!;
          // Blocks an opposing two on a line through `to`.
          const blocks = (popcount(opp & a) === 2 ? 1 : 0) + (popcount(opp & c) === 2 ? 1 : 0);
          if (blocks > 0) key = BLOCK_KEY + blocks * (1 << 24) + hist;
          else if (m === k1) key = KILLER1_KEY;
          else if (m === k2) key = KILLER2_KEY;
          else {
            key = hist;
            // Makes a two of ours with the third point vacant.
            if (popcount(own2 & a) === 1 && (opp & a) === 0) key += 64;
            if (popcount(own2 & c) === 1 && (opp & c) === 0) key += 64;
          }
        }
      }
      this.keys[i] = key;
    }
  }

  /** Moves the best-keyed move of `[i, end)` to `i` (selection sort, one step) and returns it. */
  private pick(i: number, end: number): number {
    const moves = this.moves;
    const keys = this.keys;
    let bi = i;
    let bk = keys[i]!;
    for (let j = i + 1; j < end; j++) {
      if (keys[j]! > bk) {
        bk = keys[j]!;
        bi = j;
      }
    }
    if (bi !== i) {
      const m = moves[bi]!;
      moves[bi] = moves[i]!;
      moves[i] = m;
      keys[bi] = keys[i]!;
      keys[i] = bk;
    }
    return moves[i]!;
  }
}

const TT_KEY = 1 << 30;
const CLOSE_KEY = 1 << 29;
const BLOCK_KEY = 1 << 28;
const KILLER1_KEY = (1 << 27) + 1;
const KILLER2_KEY = 1 << 27;
const HISTORY_MAX = (1 << 24) - 1;

function sameRules(a: SearchBoard['rules'], b: SearchBoard['rules']): boolean {
  return a.flying === b.flying && a.twoCaptures === b.twoCaptures && a.blockedLoses === b.blockedLoses && a.repetition === b.repetition && a.limit === b.limit;
}

/** A root move (game-packed) as search-move text. */
function rootMoveText(m: number): string[] {
  const from = packedFrom(m);
  const out = [from === 31 ? POINTS[packedTo(m)]! : `${POINTS[from]}-${POINTS[packedTo(m)]}`];
  if (packedCapture1(m) !== 31) out.push(`x${POINTS[packedCapture1(m)]}`);
  if (packedCapture2(m) !== 31) out.push(`x${POINTS[packedCapture2(m)]}`);
  return out;
}

