/**
 * Move generation for Not Made in Germany: steps, and jump chains found by a flood fill over typed arrays.
 *
 * Source, `000_bcb8c47de0459cfb.txt`: "Each piece moves one square in any direction, straight,
 * diagonally, backwards, forwards or sideways."; "Any piece may leap over any other piece which is next
 * to it, if there be a vacant square behind it, in any direction provided always that the square to which
 * the piece moves is in the same straight line with the square from which it is moved."; "A piece may
 * also leap over a succession of any number of pieces provided that there is one vacant square between
 * each."; "In leaping over a succession of pieces, the leaps are not bound to be all in the same
 * direction, some may be diagonal, while others may be straight."; "No piece may move on to or over the
 * ornamental squares, but must cross the Board through or over one of the two plain square in the middle
 * row."
 *
 * A move is identified by its start and end squares (issue 6 §2), so the chains of a man are a
 * reachability question: breadth-first search over landing squares, with the moving man lifted off its
 * start square. Decisions (documented in `docs/games/not-made-in-germany.md`):
 * - The start square counts as vacant while the man is in the air, but a chain that comes back to it is
 *   no move, and landing on it mid-chain gives nothing new, so the search never lands there.
 * - Each landing square is visited once, so the search always ends; the representative path kept for a
 *   destination is a shortest chain (fewest leaps), ties broken by the direction order of
 *   {@link DIRECTIONS} (north first, clockwise).
 * - A step and a chain never share an end square: every leap moves the man an even number of files and
 *   ranks, a step an odd number in at least one.
 *
 * The scratch arrays below are module state reused between calls; every exported function is still pure
 * (it loads its input into them first and returns fresh values), and nothing here is asynchronous.
 */
import { LAND, OVER, SQUARE_COUNT, STEP, type Square } from './board';
import type { Side } from './men';

/** Character code of `.`, a vacant square (or an ornament) in a position's `cells`. */
export const VACANT_CODE = 46;

/** A move: a step or a jump chain, or a pass when the rules allow one. */
export type NmigMove =
  | {
      readonly kind: 'move';
      /** The square the man is lifted from. */
      readonly from: Square;
      /** The square the man ends on. */
      readonly to: Square;
      /**
       * The intermediate landings of a jump chain, in order, excluding `from` and `to`. Empty for a step,
       * a single leap, and a move given only by its start and end squares (`d1-f5`), for which `play`
       * accepts any chain. A non-empty `via` is a route that `play` checks leap by leap.
       */
      readonly via: readonly Square[];
    }
  | { readonly kind: 'pass' };

/** The one pass move (`pass` in notation). */
export const PASS: NmigMove = Object.freeze({ kind: 'pass' });

const EMPTY: readonly Square[] = Object.freeze([]);

const occ = new Uint8Array(SQUARE_COUNT);
const seen = new Int32Array(SQUARE_COUNT);
const parent = new Int8Array(SQUARE_COUNT);
const queue = new Int8Array(SQUARE_COUNT);
const dests = new Int8Array(SQUARE_COUNT + 8);
let stamp = 0;

function load(cells: string): void {
  for (let i = 0; i < SQUARE_COUNT; i++) occ[i] = cells.charCodeAt(i) === VACANT_CODE ? 0 : 1;
}

/** `true` when the character code is a man of `side` (England upper case, Germany lower case). */
export function isMineCode(code: number, side: Side): boolean {
  return code !== VACANT_CODE && (code >= 97) === (side === 1);
}

/**
 * Flood-fills the landings of `from`'s chains over the loaded occupancy. Afterwards `queue[1..tail)`
 * holds the landing squares in breadth-first order, `seen[sq] === stamp` marks them (and `from`), and
 * `parent[sq]` is the landing before `sq` on a shortest chain. Returns `tail`.
 */
function flood(from: Square): number {
  if (++stamp > 0x7ffffff0) {
    seen.fill(0);
    stamp = 1;
  }
  occ[from] = 0;
  seen[from] = stamp;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const s = queue[head++]!;
    const base = s * 8;
    for (let d = 0; d < 8; d++) {
      const m = OVER[base + d]!;
      if (m < 0 || occ[m] === 0) continue;
      const l = LAND[base + d]!;
      if (occ[l] !== 0 || seen[l] === stamp) continue;
      seen[l] = stamp;
      parent[l] = s;
      queue[tail++] = l;
    }
  }
  occ[from] = 1;
  return tail;
}

function pathTo(from: Square, to: Square): Square[] {
  const out: Square[] = [];
  for (let s = parent[to]!; s !== from; s = parent[s]!) out.push(s);
  return out.reverse();
}

/** Appends the moves of the man on `from` (occupancy loaded) to `out`, destinations ascending. */
function appendMovesFrom(from: Square, out: NmigMove[]): void {
  let n = 0;
  const base = from * 8;
  for (let d = 0; d < 8; d++) {
    const t = STEP[base + d]!;
    if (t >= 0 && occ[t] === 0) dests[n++] = t;
  }
  const tail = flood(from);
  for (let i = 1; i < tail; i++) dests[n++] = queue[i]!;
  // insertion sort: n is small and the two runs are nearly sorted
  for (let i = 1; i < n; i++) {
    const v = dests[i]!;
    let j = i - 1;
    while (j >= 0 && dests[j]! > v) {
      dests[j + 1] = dests[j]!;
      j--;
    }
    dests[j + 1] = v;
  }
  for (let i = 0; i < n; i++) {
    const to = dests[i]!;
    const via = seen[to] === stamp && parent[to] !== from ? pathTo(from, to) : EMPTY;
    out.push({ kind: 'move', from, to, via });
  }
}

/**
 * Every step and jump chain of `side`'s men in `cells`, each (start, end) pair once, ordered by start
 * square then end square (which is the order of their `from-to` notation as strings). Passes are not
 * included; the caller decides those.
 * @param cells a position's 81 cells (`.` vacant).
 */
export function generateMoves(cells: string, side: Side): NmigMove[] {
  load(cells);
  const out: NmigMove[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    if (isMineCode(cells.charCodeAt(sq), side)) appendMovesFrom(sq, out);
  }
  return out;
}

/** The moves of the man on `from` alone (any side), as {@link generateMoves} lists them; `[]` for a vacant square. */
export function generateMovesFrom(cells: string, from: Square): NmigMove[] {
  if (cells.charCodeAt(from) === VACANT_CODE) return [];
  load(cells);
  const out: NmigMove[] = [];
  appendMovesFrom(from, out);
  return out;
}

/** `true` when one of `side`'s men has a step or a leap in `cells` (cheaper than generating the moves). */
export function hasAnyMove(cells: string, side: Side): boolean {
  load(cells);
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    if (!isMineCode(cells.charCodeAt(sq), side)) continue;
    const base = sq * 8;
    for (let d = 0; d < 8; d++) {
      const t = STEP[base + d]!;
      if (t >= 0 && occ[t] === 0) return true;
      const m = OVER[base + d]!;
      if (m >= 0 && occ[m] === 1 && occ[LAND[base + d]!] === 0) return true;
    }
  }
  return false;
}

/**
 * A shortest jump chain from `from` to `to` in `cells`: the intermediate landings (excluding both ends),
 * or `undefined` when no chain leads there (including `to === from`).
 */
export function shortestChain(cells: string, from: Square, to: Square): Square[] | undefined {
  if (to === from) return undefined;
  load(cells);
  flood(from);
  if (seen[to] !== stamp) return undefined;
  return pathTo(from, to);
}

/** `true` when `a` and `b` are the same move: both passes, or the same start and end squares (routes aside). */
export function sameMove(a: NmigMove, b: NmigMove): boolean {
  if (a.kind === 'pass' || b.kind === 'pass') return a.kind === b.kind;
  return a.from === b.from && a.to === b.to;
}
