/**
 * The Not Made in Germany search board: one mutable position (a man's notation character code per
 * square) that the search walks with {@link NmigBoard.make} and {@link NmigBoard.unmake}, with move
 * generation over typed arrays (steps, and jump chains by a flood fill), Zobrist keys, the repetition
 * and ply-limit bookkeeping of `src/games/not-made-in-germany/position.ts`, and a count of men already
 * on their right goal squares (the win test in O(1)).
 *
 * Packed search moves: `from * 81 + to + 1` (so 0 is no move), and {@link PASS_MOVE} for a pass.
 *
 * The chain flood is the game's own (`movegen.ts`, breadth-first over landings with the man lifted),
 * redone over this board's typed arrays: the game's works on position strings and returns move objects,
 * which a search visiting millions of nodes cannot afford; the tests check both list the same moves.
 *
 * Source: `000_bcb8c47de0459cfb.txt`: "Each piece moves one square in any direction, straight,
 * diagonally, backwards, forwards or sideways."; "Any piece may leap over any other piece which is next
 * to it, if there be a vacant square behind it, in any direction …"; "A piece may also leap over a
 * succession of any number of pieces provided that there is one vacant square between each."; "…the one
 * who first succeeds in doing this has won the game."
 */
import { LAND as LAND_, OVER as OVER_, STEP as STEP_ } from '../../games/not-made-in-germany/board';
import { GOAL_RANK, HOME_ROW } from '../../games/not-made-in-germany/men';
import type { NmigPosition } from '../../games/not-made-in-germany/position';
import { zobristWords } from '../tt';
import { DRAWN, LOST, ONGOING, WON, repeated } from '../root';

const LAND = LAND_;
const OVER = OVER_;
const STEP = STEP_;

/** The pass move (only when the side to move has no step or leap and the `noMove` option is `pass`). */
export const PASS_MOVE = 8000;
/** Most plies below the root. */
export const MAX_PLY = 64;
/** Room for one position's moves (9 men, each at most 8 steps plus its chain landings). */
export const MOVES_PER_PLY = 9 * 80 + 8;

/** `RIGHT[code * 81 + sq]`: 1 when the man of notation character `code` stands on a right goal square at `sq`. */
const RIGHT: Uint8Array = (() => {
  const out = new Uint8Array(128 * 81);
  for (const side of [0, 1] as const) {
    const rank = GOAL_RANK[side];
    for (let f = 0; f < 9; f++) out[HOME_ROW[side].charCodeAt(f) * 81 + f * 9 + rank - 1] = 1;
  }
  return out;
})();

const Z_ALL = zobristWords(2 * 128 * 81 + 2, 0x6d2b79f5);
const Z1 = Z_ALL.subarray(0, 128 * 81);
const Z2 = Z_ALL.subarray(128 * 81, 2 * 128 * 81);
const TURN1 = Z_ALL[2 * 128 * 81]!;
const TURN2 = Z_ALL[2 * 128 * 81 + 1]!;

/** The side of a man's character code (upper case England 0, lower case Germany 1). */
export const sideOf = (code: number): number => (code >= 97 ? 1 : 0);

/** Outcome codes (`../root.ts`). */
export { DRAWN, LOST, ONGOING, WON } from '../root';

/** A mutable Not Made in Germany position for the search. */
export class NmigBoard {
  /** Character code of the man on each square, 0 for vacant. */
  readonly cells = new Uint8Array(81);
  /** Squares of each side's men (`men[side * 9 + k]`), kept in step with `cells`. */
  readonly men = new Int8Array(18);
  /** Men of each side on a right goal square (9 = that side has won). */
  readonly right = new Int8Array(2);
  turn = 0;
  ply = 0;
  /** Plies played before the root (the position's `ply`), for the ply limit. */
  private basePly = 0;
  key1 = 0;
  key2 = 0;
  private passAllowed = true;
  private repetitionOn = true;
  private plyLimit = 1000;
  private readonly sKey1 = new Int32Array(MAX_PLY + 2);
  private readonly sKey2 = new Int32Array(MAX_PLY + 2);
  private readonly rep1 = new Int32Array(MAX_PLY + 2048);
  private readonly rep2 = new Int32Array(MAX_PLY + 2048);
  private repLen = 0;
  private rootRepLen = 0;
  // Flood-fill scratch.
  private readonly seen = new Int32Array(81);
  private readonly queue = new Int8Array(81);
  private stamp = 0;

  /** Loads `pos` (its options and up to 2,000 plies of repetition history) as the search root. */
  load(pos: NmigPosition): this {
    this.passAllowed = pos.options.noMove === 'pass';
    this.repetitionOn = pos.options.repetition === 'threefold';
    this.plyLimit = pos.options.plyLimit;
    this.basePly = pos.ply;
    this.setCells(pos.cells);
    this.turn = pos.turn;
    this.ply = 0;
    [this.key1, this.key2] = NmigBoard.keysOf(pos.cells, pos.turn);
    const past: [number, number][] = [];
    for (let node = pos.history.prev; node !== undefined && past.length < 2000; node = node.prev) past.push(NmigBoard.keysOf(node.cells, node.turn));
    past.reverse();
    this.repLen = 0;
    for (const [a, b] of past) {
      this.rep1[this.repLen] = a;
      this.rep2[this.repLen++] = b;
    }
    this.rep1[this.repLen] = this.key1;
    this.rep2[this.repLen++] = this.key2;
    this.rootRepLen = this.repLen;
    return this;
  }

  private setCells(cells: string): void {
    const count = [0, 0];
    this.right[0] = 0;
    this.right[1] = 0;
    for (let sq = 0; sq < 81; sq++) {
      const c = cells.charCodeAt(sq);
      if (c === 46) {
        this.cells[sq] = 0;
        continue;
      }
      this.cells[sq] = c;
      const s = sideOf(c);
      this.men[s * 9 + count[s]!++] = sq;
      this.right[s] = this.right[s]! + RIGHT[c * 81 + sq]!;
    }
  }

  /** The Zobrist key words of a position given as cells and side to move. */
  static keysOf(cells: string, turn: number): [number, number] {
    let a = turn === 1 ? TURN1 : 0;
    let b = turn === 1 ? TURN2 : 0;
    for (let sq = 0; sq < 81; sq++) {
      const c = cells.charCodeAt(sq);
      if (c !== 46) {
        a ^= Z1[c * 81 + sq]!;
        b ^= Z2[c * 81 + sq]!;
      }
    }
    return [a | 0, b | 0];
  }

  /**
   * The state of the position for the side to move, in the precedence of the game's status: a side
   * has spelt its word, no move under `noMove: lose`, threefold repetition (a position repeated on the
   * search path counts at once, as the side that repeated can repeat again), the ply limit.
   */
  outcome(): number {
    const t = this.turn;
    if (this.right[t ^ 1] === 9) return LOST;
    if (this.right[t] === 9) return WON;
    if (!this.passAllowed && !this.hasMove()) return LOST;
    if (this.repetitionOn && repeated(this.rep1, this.rep2, 0, this.repLen, this.rootRepLen, 3)) return DRAWN;
    if (this.basePly + this.ply >= this.plyLimit) return DRAWN;
    return ONGOING;
  }

  /** Plies left before the ply limit. */
  pliesLeft(): number {
    return this.plyLimit - this.basePly - this.ply;
  }

  private hasMove(): boolean {
    const base = this.turn * 9;
    for (let k = 0; k < 9; k++) {
      const sq = this.men[base + k]!;
      for (let d = 0; d < 8; d++) {
        const t = STEP[sq * 8 + d]!;
        if (t >= 0 && this.cells[t] === 0) return true;
        const o = OVER[sq * 8 + d]!;
        if (o >= 0 && this.cells[o] !== 0 && this.cells[LAND[sq * 8 + d]!] === 0) return true;
      }
    }
    return false;
  }

  /**
   * Writes the side to move's moves into `out` from `at` (every distinct destination of each man: its
   * steps and the landings of its jump chains; a pass when it has none and passing is allowed) and
   * returns the new end.
   */
  generate(out: Int32Array, at: number): number {
    let n = at;
    const base = this.turn * 9;
    const cells = this.cells;
    const seen = this.seen;
    const queue = this.queue;
    for (let k = 0; k < 9; k++) {
      const from = this.men[base + k]!;
      if (++this.stamp > 0x7ffffff0) {
        seen.fill(0);
        this.stamp = 1;
      }
      const stamp = this.stamp;
      for (let d = 0; d < 8; d++) {
        const t = STEP[from * 8 + d]!;
        if (t >= 0 && cells[t] === 0) out[n++] = from * 81 + t + 1;
      }
      // Chains: breadth-first over landings with the man lifted off `from`.
      const code = cells[from]!;
      cells[from] = 0;
      seen[from] = stamp;
      queue[0] = from;
      let head = 0;
      let tail = 1;
      while (head < tail) {
        const s = queue[head++]!;
        for (let d = 0; d < 8; d++) {
          const o = OVER[s * 8 + d]!;
          if (o < 0 || cells[o] === 0) continue;
          const l = LAND[s * 8 + d]!;
          if (cells[l] !== 0 || seen[l] === stamp) continue;
          seen[l] = stamp;
          queue[tail++] = l;
          out[n++] = from * 81 + l + 1;
        }
      }
      cells[from] = code;
    }
    if (n === at && this.passAllowed) out[n++] = PASS_MOVE;
    return n;
  }

  /** Plays search move `m` in place. */
  make(m: number): void {
    const p = this.ply;
    this.sKey1[p] = this.key1;
    this.sKey2[p] = this.key2;
    this.ply = p + 1;
    let k1 = this.key1 ^ TURN1;
    let k2 = this.key2 ^ TURN2;
    if (m !== PASS_MOVE) {
      const from = ((m - 1) / 81) | 0;
      const to = m - 1 - from * 81;
      const c = this.cells[from]!;
      this.cells[from] = 0;
      this.cells[to] = c;
      const s = sideOf(c);
      this.right[s] = this.right[s]! - RIGHT[c * 81 + from]! + RIGHT[c * 81 + to]!;
      for (let k = s * 9; k < s * 9 + 9; k++) if (this.men[k] === from) this.men[k] = to;
      k1 ^= Z1[c * 81 + from]! ^ Z1[c * 81 + to]!;
      k2 ^= Z2[c * 81 + from]! ^ Z2[c * 81 + to]!;
    }
    this.turn ^= 1;
    this.key1 = k1 | 0;
    this.key2 = k2 | 0;
    this.rep1[this.repLen] = this.key1;
    this.rep2[this.repLen++] = this.key2;
  }

  /** Takes back `m`, the last move made. */
  unmake(m: number): void {
    const p = --this.ply;
    this.repLen--;
    this.turn ^= 1;
    this.key1 = this.sKey1[p]!;
    this.key2 = this.sKey2[p]!;
    if (m === PASS_MOVE) return;
    const from = ((m - 1) / 81) | 0;
    const to = m - 1 - from * 81;
    const c = this.cells[to]!;
    this.cells[to] = 0;
    this.cells[from] = c;
    const s = sideOf(c);
    this.right[s] = this.right[s]! - RIGHT[c * 81 + to]! + RIGHT[c * 81 + from]!;
    for (let k = s * 9; k < s * 9 + 9; k++) if (this.men[k] === to) this.men[k] = from;
  }
}

/** The `from` square of a packed move (not a pass). */
export const moveFrom = (m: number): number => ((m - 1) / 81) | 0;
/** The `to` square of a packed move (not a pass). */
export const moveTo = (m: number): number => (m - 1) % 81;
