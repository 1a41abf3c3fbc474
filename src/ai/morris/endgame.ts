/**
 * Endgame tables of the flying endings of Morris (3 v 3, 4 v 3 and 3 v 4 men, none in hand, under the
 * `flying` option), computed by retrograde analysis, and their use by the search.
 *
 * Each table holds, for every position up to the board's 16 symmetries (`symmetry.ts`), its value for
 * the side to move with the distance to conversion (DTC): the number of plies until the winner's
 * capture (or the loser's being blocked, under `blocked: loses`), the winner hurrying and the loser
 * delaying. With the distance the tables stay exact under the quiet-ply limit (`noCaptureLimit`): a win
 * in `d` plies from a position with `q` quiet plies is a win only while `q + d` does not exceed the
 * limit (the capture resets the count), else the defender holds the draw. Repetition never matters to
 * such play (every DTC-optimal line shortens the distance), so the values are exact under the rules.
 *
 * Build: {@link buildEndgameTables}, pure and deterministic (about 2 to 3 s and 2 MB here, see
 * `npm run bench -- --only ai`); `scripts/morris-endgames.ts` builds them and checks them. They are built
 * at first use rather than shipped: a shipped file (2 MB, 115 KB gzipped, per `blocked` option) would
 * need a loader through the host (the pure core reads no files) and a decompressor, and regenerating
 * with every change to the rules code; building costs a few seconds once per process.
 *
 * Indexing: the side to move's men `S` are brought to the least of their 16 images (a *class*); the
 * opponent's men `O`, under the same symmetry (the least image when several symmetries fix `S`), are
 * ranked among the points `S` leaves free. Value bytes: 0 draw; `d` (1..127) a win for the side to move
 * in `d` plies; `128 + d` a loss in `d` plies (a blocked player has lost in 0; a player whose only
 * moves are captures into a lost 3 v 3 loses in 1, converting itself).
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice: "As soon as either player loses all but two of his
 * men, he can form no more rows, and therefore loses the games"; the `flying` and `blocked` options.
 */
import { ADJACENT as ADJACENT_, FULL, popcount as popcount_ } from '../../games/morris/board';
import { capturable as capturable_ } from '../../games/morris/bitboard';
import { rowsAt } from './lines';
import { BINOMIAL as BINOMIAL_, rankSet as rankSet_, transform as transform_, unrankSet } from './symmetry';
import type { SearchBoard } from './board';
import { WIN_SCORE } from '../tt';
import { runSteps } from '../root';

// Local bindings of the hot imports (a bundler inlines them; a CommonJS loader would read each through a getter).
const ADJACENT = ADJACENT_;
const BINOMIAL = BINOMIAL_;
const popcount = popcount_;
const capturable = capturable_;
const rowsClosed = rowsAt;
const rankSet = rankSet_;
const transform = transform_;
const binomial = (n: number, k: number): number => BINOMIAL[n * 8 + k]!;

/** Table win scores lie below every win the search finds itself (`WIN_SCORE - ply`), above the threshold. */
export const TABLE_WIN = WIN_SCORE - 1000;

/** The classes of k-sets of points under the 16 symmetries. */
class SetClasses {
  readonly k: number;
  /** Class of each set, by its rank. */
  readonly classOfRank: Int32Array;
  /** Bit mask of the symmetries taking each set (by rank) to its class's representative. */
  readonly symsOfRank: Int32Array;
  /** The representative (least image) of each class. */
  readonly canon: Int32Array;
  /** `freeIndex[c * 24 + p]`: the number of point `p` among the points class `c` leaves free (-1 if taken). */
  readonly freeIndex: Int8Array;

  constructor(k: number) {
    this.k = k;
    const n = binomial(24, k);
    this.classOfRank = new Int32Array(n).fill(-1);
    this.symsOfRank = new Int32Array(n);
    const canon: number[] = [];
    const classOfCanon = new Map<number, number>();
    for (let r = 0; r < n; r++) {
      const s = unrankSet(r, k);
      let least = s;
      for (let g = 1; g < 16; g++) least = Math.min(least, transform(g, s));
      let syms = 0;
      for (let g = 0; g < 16; g++) if (transform(g, s) === least) syms |= 1 << g;
      let c = classOfCanon.get(least);
      if (c === undefined) {
        c = canon.length;
        canon.push(least);
        classOfCanon.set(least, c);
      }
      this.classOfRank[r] = c;
      this.symsOfRank[r] = syms;
    }
    this.canon = Int32Array.from(canon);
    this.freeIndex = new Int8Array(canon.length * 24).fill(-1);
    for (let c = 0; c < canon.length; c++) {
      let j = 0;
      for (let p = 0; p < 24; p++) if (((canon[c]! >>> p) & 1) === 0) this.freeIndex[c * 24 + p] = j++;
    }
  }
}

/**
 * Rank of the set `o` among the sets of its size over the points free of a class's representative,
 * `free` being that class's row of {@link SetClasses.freeIndex} (starting at `base`).
 */
function rankAmong(o: number, free: Int8Array, base: number): number {
  let r = 0;
  let i = 1;
  while (o !== 0) {
    const low = o & -o;
    o ^= low;
    r += BINOMIAL[free[base + 31 - Math.clz32(low)]! * 8 + i]!;
    i++;
  }
  return r;
}

/** The set of `k` points of rank `r` among the points that `s` leaves free ({@link rankAmong}'s inverse). */
function unrankAmong(r: number, k: number, s: number): number {
  const q = unrankSet(r, k, 24 - popcount(s));
  let out = 0;
  let j = 0;
  for (let p = 0; p < 24; p++) {
    if ((s >>> p) & 1) continue;
    if ((q >>> j) & 1) out |= 1 << p;
    j++;
  }
  return out;
}

/** One material class: `a` men for the side to move against `b`. */
class Table {
  readonly a: number;
  readonly b: number;
  readonly classes: SetClasses;
  /** Positions per class of the side to move's men. */
  readonly span: number;
  readonly values: Uint8Array;

  constructor(classes: SetClasses, b: number) {
    this.a = classes.k;
    this.b = b;
    this.classes = classes;
    this.span = binomial(24 - this.a, b);
    this.values = new Uint8Array(classes.canon.length * this.span);
  }

  /** The index of the position with men `s` (side to move) and `o`. */
  index(s: number, o: number): number {
    this.prepare(s);
    return this.indexWith(o);
  }

  // The side to move's set of the last `prepare`: its class, representative and symmetries.
  private pClass = 0;
  private pSyms = 0;
  private pSym = 0;

  /** Fixes the side to move's men `s` for the following {@link indexWith} calls. */
  prepare(s: number): void {
    const r = rankSet(s);
    const cls = this.classes;
    this.pClass = cls.classOfRank[r]!;
    const syms = cls.symsOfRank[r]!;
    this.pSyms = syms;
    this.pSym = (syms & (syms - 1)) === 0 ? 31 - Math.clz32(syms) : -1;
  }

  /** The index of the position with the prepared side's men against `o`. */
  indexWith(o: number): number {
    const free = this.classes.freeIndex;
    const base = this.pClass * 24;
    if (this.pSym >= 0) return this.pClass * this.span + rankAmong(transform(this.pSym, o), free, base);
    let syms = this.pSyms;
    let best = 0x7fffffff;
    while (syms !== 0) {
      const low = syms & -syms;
      syms ^= low;
      const x = rankAmong(transform(31 - Math.clz32(low), o), free, base);
      if (x < best) best = x;
    }
    return this.pClass * this.span + best;
  }

  /** The men `[s, o]` of index `i` (the class's representative). */
  decode(i: number): [number, number] {
    const c = Math.floor(i / this.span);
    const s = this.classes.canon[c]!;
    return [s, unrankAmong(i - c * this.span, this.b, s)];
  }
}

/** The built tables of one `blocked` option (the `flying` option must be on for them to apply). */
export interface EndgameTables {
  /** `true` when they were built for `blocked: loses`. */
  readonly blockedLoses: boolean;
  /** Tables by `a * 8 + b` (3 v 3, 4 v 3, 3 v 4). */
  readonly byMaterial: ReadonlyMap<number, Table>;
  /** Positions stored, all tables. */
  readonly size: number;
}

/**
 * The value of the position with `s` (side to move) against `o`, none in hand, flying on, as
 * `{ result, plies }`: `result` 1 win, -1 loss, 0 draw for the side to move; `plies` the distance to
 * conversion (0 for a draw). `undefined` when no table covers the material.
 */
export function probe(tables: EndgameTables, s: number, o: number): { result: -1 | 0 | 1; plies: number } | undefined {
  const t = tables.byMaterial.get(popcount(s) * 8 + popcount(o));
  if (t === undefined) return undefined;
  const v = t.values[t.index(s, o)]!;
  if (v === 0) return { result: 0, plies: 0 };
  return v >= 128 ? { result: -1, plies: v - 128 } : { result: 1, plies: v };
}

/**
 * The table score of the search board's position for its side to move, or `undefined` when no table
 * applies (a removal pending, men in hand, other material, other rules). Wins are `TABLE_WIN - ply - d`
 * (so nearer wins score higher, and every win the search proves itself scores higher still); a result
 * the quiet-ply limit would cut off is a draw (see the module docs).
 */
export function endgameScore(tables: EndgameTables, b: SearchBoard): number | undefined {
  if (b.pending !== 0 || b.hand[0] !== 0 || b.hand[1] !== 0 || !b.rules.flying || b.rules.blockedLoses !== tables.blockedLoses) return undefined;
  const own = b.men[b.turn]!;
  const opp = b.men[b.turn ^ 1]!;
  const t = tables.byMaterial.get(popcount(own) * 8 + popcount(opp));
  if (t === undefined) return undefined;
  const v = t.values[t.index(own, opp)]!;
  if (v === 0) return 0;
  const d = v >= 128 ? v - 128 : v;
  const limit = b.rules.limit;
  if (limit > 0 && b.quiet + d > limit) return 0;
  const s = TABLE_WIN - b.ply - d;
  return v >= 128 ? -s : s;
}

/** Value byte of a win in `d` plies (1..127). */
const winIn = (d: number): number => d;
/** Value byte of a loss in `d` plies (0..127). */
const lossIn = (d: number): number => 128 + d;
/** Longest distance a value byte holds. */
const MAX_DISTANCE = 127;

/**
 * Builds the 3 v 3, 4 v 3 and 3 v 4 tables under `flying: true` and the given `blocked` option, by
 * retrograde analysis (see the module docs). Pure; takes about 2 to 3 s here.
 * @throws Error if a distance exceeds what a value byte holds (a broken invariant).
 */
export function buildEndgameTables(blockedLoses: boolean): EndgameTables {
  return runSteps(endgameTableSteps(blockedLoses));
}

/**
 * The same build in steps of a few thousand positions (a generator whose return value is the tables),
 * so a host on one thread can yield between steps; `endgameTables` in `player.ts` keeps a build that
 * was interrupted and resumes it.
 */
export function* endgameTableSteps(blockedLoses: boolean): Generator<void, EndgameTables, void> {
  const c3 = new SetClasses(3);
  const c4 = new SetClasses(4);
  const t33 = new Table(c3, 3);
  const t43 = new Table(c4, 3);
  const t34 = new Table(c3, 4);
  yield* solve([t33], blockedLoses, undefined);
  yield* solve([t43, t34], blockedLoses, t33);
  const byMaterial = new Map([
    [3 * 8 + 3, t33],
    [4 * 8 + 3, t43],
    [3 * 8 + 4, t34],
  ]);
  return { blockedLoses, byMaterial, size: t33.values.length + t43.values.length + t34.values.length };
}

/**
 * Retrograde analysis of tables closed under quiet moves (a quiet move from `a v b` leads to `b v a`),
 * whose captures lead to a win (the opponent left with two) or into `lower` (3 v 3, already solved).
 *
 * First every position's captures are judged and its distinct quiet successors counted; then, layer by
 * layer of distance, each newly decided position decides its predecessors (found by un-moving): a lost
 * one makes them won one ply further; a won one takes one from their count, and a predecessor whose
 * every quiet successor is won (and with no capture that draws) is lost one ply further.
 */
function* solve(tables: readonly Table[], blockedLoses: boolean, lower: Table | undefined): Generator<void, void, void> {
  const n = tables.length;
  const partner = tables.map((t) => tables.findIndex((u) => u.a === t.b && u.b === t.a));
  const counts = tables.map((t) => new Uint8Array(t.values.length));
  const drawn = tables.map((t) => new Uint8Array(t.values.length));
  const decided = tables.map((t) => new Uint8Array(t.values.length));
  const stamps = tables.map((t) => new Int32Array(t.values.length).fill(-1));
  let serial = 0;
  let layer: number[] = []; // pairs: table number, index
  let nextLayer: number[] = [];
  const decide = (ti: number, i: number, value: number, into: number[]): void => {
    tables[ti]!.values[i] = value;
    decided[ti]![i] = 1;
    into.push(ti, i);
  };
  const layer1: number[] = [];
  for (let ti = 0; ti < n; ti++) {
    const t = tables[ti]!;
    const next = tables[partner[ti]!]!;
    const stamp = stamps[partner[ti]!]!;
    const fly = t.a === 3;
    for (let i = 0; i < t.values.length; i++) {
      if ((i & 8191) === 8191) yield;
      const [s, o] = t.decode(i);
      // When symmetries fix `s`, only the least image of `o` is a position's index; skip the others.
      if (t.index(s, o) !== i) {
        decided[ti]![i] = 1;
        continue;
      }
      const empty = FULL & ~(s | o);
      let quiet = 0;
      let win = false;
      let captureLoss = false;
      let draws = false;
      serial++;
      next.prepare(o);
      let men = s;
      while (men !== 0 && !win) {
        const lowFrom = men & -men;
        men ^= lowFrom;
        let dests = fly ? empty : ADJACENT[31 - Math.clz32(lowFrom)]! & empty;
        while (dests !== 0) {
          const low = dests & -dests;
          dests ^= low;
          const s2 = (s ^ lowFrom) | low;
          if (rowsClosed(s2, 31 - Math.clz32(low)) > 0) {
            let targets = capturable(o);
            while (targets !== 0) {
              const lowC = targets & -targets;
              targets ^= lowC;
              const o2 = o ^ lowC;
              if (popcount(o2) < 3) win = true;
              else {
                const v = lower!.values[lower!.index(o2, s2)]!;
                if (v === 0) draws = true;
                else if (v >= 128) win = true; // the opponent, to move, has lost
                else captureLoss = true;
              }
            }
          } else {
            const j = next.indexWith(s2);
            if (stamp[j] !== serial) {
              stamp[j] = serial;
              quiet++;
            }
          }
        }
      }
      counts[ti]![i] = quiet;
      drawn[ti]![i] = draws ? 1 : 0;
      if (win) decide(ti, i, winIn(1), layer1);
      else if (quiet === 0 && !draws) {
        if (captureLoss) decide(ti, i, lossIn(1), layer1);
        else if (blockedLoses) decide(ti, i, lossIn(0), layer);
        else decided[ti]![i] = 1; // blocked, drawn: value 0
      }
    }
  }
  // Layer 0 holds the blocked losses; layer 1 the decisions by capture.
  for (let d = 0; layer.length > 0 || layer1.length > 0; d++) {
    if (d === 1) for (const x of layer1.splice(0)) layer.push(x);
    if (d + 1 > MAX_DISTANCE) throw new Error(`endgame tables: a distance exceeds ${MAX_DISTANCE} plies`);
    nextLayer = [];
    for (let k = 0; k < layer.length; k += 2) {
      if ((k & 16383) === 16382) yield;
      const ti = layer[k]!;
      const i = layer[k + 1]!;
      const t = tables[ti]!;
      const lost = t.values[i]! >= 128;
      const [s, o] = t.decode(i);
      const empty = FULL & ~(s | o);
      const pi = partner[ti]!;
      const prev = tables[pi]!;
      const stamp = stamps[pi]!;
      const pCounts = counts[pi]!;
      const pDecided = decided[pi]!;
      const pDrawn = drawn[pi]!;
      const fly = t.b === 3;
      serial++;
      // Un-move a man of the side that has just moved (o): it came to x from y, closing no row.
      let men = o;
      while (men !== 0) {
        const lowX = men & -men;
        men ^= lowX;
        const x = 31 - Math.clz32(lowX);
        if (rowsClosed(o, x) > 0) continue;
        let froms = fly ? empty : ADJACENT[x]! & empty;
        while (froms !== 0) {
          const lowY = froms & -froms;
          froms ^= lowY;
          const j = prev.index((o ^ lowX) | lowY, s);
          if (stamp[j] === serial || pDecided[j] === 1) continue;
          stamp[j] = serial;
          if (lost) decide(pi, j, winIn(d + 1), nextLayer);
          else {
            const left = pCounts[j]! - 1;
            pCounts[j] = left;
            if (left === 0 && pDrawn[j] === 0) decide(pi, j, lossIn(d + 1), nextLayer);
          }
        }
      }
    }
    layer = nextLayer;
  }
}
