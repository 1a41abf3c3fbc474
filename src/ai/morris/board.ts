/**
 * The Morris search board: one mutable position that the search walks with {@link SearchBoard.make} and
 * {@link SearchBoard.unmake} (the in-place path: no allocation per node), with Zobrist keys and the
 * repetition and quiet-ply bookkeeping of `src/games/morris/engine.ts`.
 *
 * Unlike the game's moves (a placement or step together with the men it captures), the search splits a
 * move that closes a row into the step and one ply per removal, as engines do: the side that closed the
 * row keeps the turn with a *pending removal*, and each man it may take is a move of its own. So the
 * transposition table shares the position after the step between its removals, and removals are ordered
 * like any move. A position is complete (a player is to move afresh) when no removal is pending; only
 * complete positions are judged for the end of the game or the repetition rule, as `status` does.
 *
 * Packed search moves: `to | from << 5` with `from` = {@link PLACE} (31) for a placement and
 * {@link REMOVE} (30) for a removal of the opponent's man on `to`. {@link SearchBoard.generate} walks the
 * men as `bitboard.ts`'s `generate` does but emits the step alone (its removals are plies of their own);
 * the tests check that the two make up the same game moves.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice: "As often as a player forms a row, whether in
 * placing or moving his men, he captures one of his oppoaent's men."; "…but must, if possible, take one
 * that will not break his rows."; the options of `src/games/morris/options.ts`.
 */
import { ADJACENT, FULL, NO_POINT, popcount } from '../../games/morris/board';
import { capturable, hasMove, rowsClosed } from '../../games/morris/bitboard';
import { historyKeys, type MorrisPosition } from '../../games/morris/engine';
import type { MorrisOptions } from '../../games/morris/options';
import { zobristWords } from '../tt';
import { DRAWN, LOST, ONGOING, WON, repeated } from '../root';

/** `from` of a packed placement. */
export const PLACE = NO_POINT;
/** `from` of a packed removal. */
export const REMOVE = 30;
/** Most plies the search goes below its root (the stacks are this deep). */
export const MAX_PLY = 128;
/** Room for the moves of one position (63 flights of three men is the most). */
export const MOVES_PER_PLY = 64;

/** Zobrist keys: two independent 32-bit words per feature (the second verifies table hits). */
const Z_ALL = zobristWords(2 * 2 * 24 + 2 * 2 * 10 + 2 * 3 + 2, 0x2545f491);
const Z_MEN = Z_ALL.subarray(0, 96);
const Z_HAND = Z_ALL.subarray(96, 136);
const Z_PENDING = Z_ALL.subarray(136, 142);
const Z_TURN1 = Z_ALL[142]!;
const Z_TURN2 = Z_ALL[143]!;
// Index helpers: word w (0/1) of side s at point p, of side s holding n men, of n pending removals.
const zm = (w: number, s: number, p: number): number => Z_MEN[(w * 2 + s) * 24 + p]!;
const zh = (w: number, s: number, n: number): number => Z_HAND[(w * 2 + s) * 10 + n]!;
const zp = (w: number, n: number): number => Z_PENDING[w * 3 + n]!;

/**
 * The Zobrist key (word `w`, 0 or 1) of a position given by its parts: the men of each side, the men
 * in hand, the side to move and the removals pending. Used to seed the board and by tests; the board
 * updates its keys incrementally.
 */
export function zobrist(w: 0 | 1, men0: number, men1: number, hand0: number, hand1: number, turn: number, pending: number): number {
  let k = (turn === 1 ? (w === 0 ? Z_TURN1 : Z_TURN2) : 0) ^ zh(w, 0, hand0) ^ zh(w, 1, hand1) ^ zp(w, pending);
  for (let p = 0; p < 24; p++) {
    if ((men0 >>> p) & 1) k ^= zm(w, 0, p);
    if ((men1 >>> p) & 1) k ^= zm(w, 1, p);
  }
  return k | 0;
}

/** Outcome codes (`../root.ts`). */
export { DRAWN, LOST, ONGOING, WON } from '../root';

/** The rules a board plays by (from `MorrisOptions`). */
export interface BoardRules {
  readonly flying: boolean;
  readonly twoCaptures: boolean;
  readonly blockedLoses: boolean;
  /** Draw at this many occurrences (0 = off). */
  readonly repetition: number;
  /** Draw at this many quiet plies (0 = off). */
  readonly limit: number;
}

/** The {@link BoardRules} of validated Morris options. */
export function rulesOf(o: MorrisOptions): BoardRules {
  return { flying: o.flying, twoCaptures: o.millCaptures === 'two', blockedLoses: o.blocked === 'loses', repetition: o.repetition, limit: o.noCaptureLimit };
}

/** A mutable Morris position for the search; see the module docs. */
export class SearchBoard {
  /** Men bitboards by side. */
  readonly men = new Int32Array(2);
  /** Men in hand by side. */
  readonly hand = new Int32Array(2);
  /** Side to move. */
  turn = 0;
  /** Removals the side to move still owes (0 in a complete position). */
  pending = 0;
  /** Moving-phase plies since the last placement or capture (as `quietPlies`). */
  quiet = 0;
  /** Plies made since {@link load}. */
  ply = 0;
  /** Zobrist key words of the current position. */
  key1 = 0;
  key2 = 0;
  readonly rules: BoardRules;

  // Undo stacks, by ply.
  private readonly sTurn = new Int8Array(MAX_PLY + 1);
  private readonly sPending = new Int8Array(MAX_PLY + 1);
  private readonly sQuiet = new Int32Array(MAX_PLY + 1);
  private readonly sKey1 = new Int32Array(MAX_PLY + 1);
  private readonly sKey2 = new Int32Array(MAX_PLY + 1);
  private readonly sRepLen = new Int32Array(MAX_PLY + 1);
  private readonly sRepStart = new Int32Array(MAX_PLY + 1);
  // Keys of the complete positions since the last irreversible ply: game history, then the search path.
  private readonly rep1 = new Int32Array(MAX_PLY + 1024);
  private readonly rep2 = new Int32Array(MAX_PLY + 1024);
  private repLen = 0;
  private repStart = 0;
  /** Entries below this index came from the game's history (before the search root). */
  private rootRepLen = 0;

  constructor(rules: BoardRules) {
    this.rules = rules;
  }

  /**
   * Loads a game position (its repetition history included, as far as the board has room: the last
   * 1,000 entries), making it the search root.
   */
  load(pos: MorrisPosition): this {
    this.men[0] = pos.men[0];
    this.men[1] = pos.men[1];
    this.hand[0] = pos.hand[0];
    this.hand[1] = pos.hand[1];
    this.turn = pos.turn;
    this.pending = 0;
    this.quiet = pos.quietPlies;
    this.ply = 0;
    const h = historyKeys(pos).slice(-1000);
    this.repLen = 0;
    this.repStart = 0;
    for (const k of h) {
      // positionKey = white + black * 2^24 + turn * 2^48 (bitboard.ts); hands are the root's (history is
      // cleared at every placement).
      const white = k % 16777216;
      const black = Math.floor(k / 16777216) % 16777216;
      const turn = Math.floor(k / 281474976710656);
      this.rep1[this.repLen] = zobrist(0, white, black, pos.hand[0], pos.hand[1], turn, 0);
      this.rep2[this.repLen++] = zobrist(1, white, black, pos.hand[0], pos.hand[1], turn, 0);
    }
    this.key1 = zobrist(0, pos.men[0], pos.men[1], pos.hand[0], pos.hand[1], pos.turn, 0);
    this.key2 = zobrist(1, pos.men[0], pos.men[1], pos.hand[0], pos.hand[1], pos.turn, 0);
    if (this.repLen === 0 || this.rep1[this.repLen - 1] !== this.key1) {
      this.rep1[this.repLen] = this.key1;
      this.rep2[this.repLen++] = this.key2;
    }
    this.rootRepLen = this.repLen;
    return this;
  }

  /** `true` when the side to move may fly (the `flying` option, none in hand, three on the board). */
  flies(side: number): boolean {
    return this.rules.flying && this.hand[side] === 0 && popcount(this.men[side]!) === 3;
  }

  /**
   * The state of a complete position for the side to move, in the precedence of `status`: fewer than
   * three men, no legal move (`blocked`), repetition, the quiet-ply limit. Inside the search a position
   * that recurs on the search path counts as drawn at its second occurrence (the side that repeated can
   * repeat again); against the game's history the option's count is applied exactly.
   * Call only when {@link pending} is 0.
   */
  outcome(): number {
    const t = this.turn;
    const o = t ^ 1;
    const own = this.men[t]!;
    const opp = this.men[o]!;
    if (popcount(own) + this.hand[t]! < 3) return LOST;
    if (popcount(opp) + this.hand[o]! < 3) return WON;
    if (!hasMove(own, opp, this.hand[t]!, this.flies(t))) return this.rules.blockedLoses ? LOST : DRAWN;
    const rep = this.rules.repetition;
    if (rep > 0 && repeated(this.rep1, this.rep2, this.repStart, this.repLen, this.rootRepLen, rep)) return DRAWN;
    const limit = this.rules.limit;
    if (limit > 0 && this.quiet >= limit) return DRAWN;
    return ONGOING;
  }

  /**
   * Writes the legal search moves of the current position into `out` from `at` and returns the new end.
   * With a removal pending: the opponent's men that may be taken; else placements, steps or flights.
   */
  generate(out: Int32Array, at: number): number {
    const t = this.turn;
    const own = this.men[t]!;
    const opp = this.men[t ^ 1]!;
    let n = at;
    if (this.pending > 0) {
      let targets = capturable(opp);
      while (targets !== 0) {
        const low = targets & -targets;
        targets ^= low;
        out[n++] = (31 - Math.clz32(low)) | (REMOVE << 5);
      }
      return n;
    }
    const empty = FULL & ~(own | opp);
    if (this.hand[t]! > 0) {
      let dests = empty;
      while (dests !== 0) {
        const low = dests & -dests;
        dests ^= low;
        out[n++] = (31 - Math.clz32(low)) | (PLACE << 5);
      }
      return n;
    }
    const fly = this.flies(t);
    let men = own;
    while (men !== 0) {
      const lowFrom = men & -men;
      men ^= lowFrom;
      const from = 31 - Math.clz32(lowFrom);
      let dests = fly ? empty : ADJACENT[from]! & empty;
      while (dests !== 0) {
        const low = dests & -dests;
        dests ^= low;
        out[n++] = (31 - Math.clz32(low)) | (from << 5);
      }
    }
    return n;
  }

  /** `true` when search move `m` (not a removal) closes a row for the side to move. */
  closesRow(m: number): boolean {
    const t = this.turn;
    const to = m & 31;
    const from = (m >>> 5) & 31;
    const own = from === PLACE ? this.men[t]! | (1 << to) : (this.men[t]! ^ (1 << from)) | (1 << to);
    return rowsClosed(own, to) > 0;
  }

  /** Plays search move `m` (from {@link generate}) in place. */
  make(m: number): void {
    const p = this.ply;
    this.sTurn[p] = this.turn;
    this.sPending[p] = this.pending;
    this.sQuiet[p] = this.quiet;
    this.sKey1[p] = this.key1;
    this.sKey2[p] = this.key2;
    this.sRepLen[p] = this.repLen;
    this.sRepStart[p] = this.repStart;
    this.ply = p + 1;
    const t = this.turn;
    const o = t ^ 1;
    const to = m & 31;
    const from = (m >>> 5) & 31;
    let k1 = this.key1;
    let k2 = this.key2;
    let complete: boolean;
    if (from === REMOVE) {
      this.men[o] = this.men[o]! ^ (1 << to);
      k1 ^= zm(0, o, to) ^ zp(0, this.pending) ^ zp(0, this.pending - 1);
      k2 ^= zm(1, o, to) ^ zp(1, this.pending) ^ zp(1, this.pending - 1);
      this.pending--;
      this.quiet = 0;
      complete = this.pending === 0;
      if (complete) this.repStart = this.repLen;
    } else {
      if (from === PLACE) {
        const h = this.hand[t]!;
        this.men[t] = this.men[t]! | (1 << to);
        this.hand[t] = h - 1;
        k1 ^= zm(0, t, to) ^ zh(0, t, h) ^ zh(0, t, h - 1);
        k2 ^= zm(1, t, to) ^ zh(1, t, h) ^ zh(1, t, h - 1);
        this.quiet = 0;
        this.repStart = this.repLen;
      } else {
        this.men[t] = this.men[t]! ^ ((1 << from) | (1 << to));
        k1 ^= zm(0, t, from) ^ zm(0, t, to);
        k2 ^= zm(1, t, from) ^ zm(1, t, to);
        this.quiet++;
      }
      const rows = rowsClosed(this.men[t]!, to);
      const opp = this.men[o]!;
      if (rows > 0 && opp !== 0) {
        const n = this.rules.twoCaptures && rows === 2 && popcount(opp) >= 2 ? 2 : 1;
        this.pending = n;
        k1 ^= zp(0, 0) ^ zp(0, n);
        k2 ^= zp(1, 0) ^ zp(1, n);
        complete = false;
      } else {
        complete = true;
      }
    }
    if (complete) {
      this.turn = o;
      k1 ^= Z_TURN1;
      k2 ^= Z_TURN2;
      this.rep1[this.repLen] = k1;
      this.rep2[this.repLen++] = k2;
    }
    this.key1 = k1 | 0;
    this.key2 = k2 | 0;
  }

  /** Takes back `m`, the last move made. */
  unmake(m: number): void {
    const p = --this.ply;
    const t = this.sTurn[p]!;
    const o = t ^ 1;
    const to = m & 31;
    const from = (m >>> 5) & 31;
    if (from === REMOVE) this.men[o] = this.men[o]! | (1 << to);
    else if (from === PLACE) {
      this.men[t] = this.men[t]! ^ (1 << to);
      this.hand[t] = this.hand[t]! + 1;
    } else this.men[t] = this.men[t]! ^ ((1 << from) | (1 << to));
    this.turn = t;
    this.pending = this.sPending[p]!;
    this.quiet = this.sQuiet[p]!;
    this.key1 = this.sKey1[p]!;
    this.key2 = this.sKey2[p]!;
    this.repLen = this.sRepLen[p]!;
    this.repStart = this.sRepStart[p]!;
  }
}

/** A search move as text (`d2`, `d2-d3`, `xd3`), for debugging and tests. */
export function searchMoveText(m: number, names: readonly string[]): string {
  const to = names[m & 31];
  const from = (m >>> 5) & 31;
  if (from === PLACE) return `${to}`;
  if (from === REMOVE) return `x${to}`;
  return `${names[from]}-${to}`;
}
