/**
 * The in-place hot path for random playouts (AI, benchmarks): a mutable board that plays packed moves
 * without validation or allocation. It is private to the engine in spirit: the public, pure API is
 * `engine.ts`, and tests check that both agree ply by ply (legal moves, resulting positions, status).
 *
 * Naming follows the anchors' rule that mutation is visible in the name (`applyInPlace`).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { NO_POINT, popcount } from './board';
import { MAX_MOVES, generate, packedCapture1, packedCapture2, packedFrom, packedTo, positionKey } from './bitboard';
import { historyKeys, positionFromParts, type MorrisHistory, type MorrisPosition, type Side } from './engine';

/** Outcome codes of {@link MorrisPlayout.outcome}. */
export const PLAYOUT_ONGOING = -1;
/** White (seat 0) has won. */
export const PLAYOUT_WHITE_WINS = 0;
/** Black (seat 1) has won. */
export const PLAYOUT_BLACK_WINS = 1;
/** Drawn (blocked with `blocked: 'draw'`, repetition or the no-capture limit). */
export const PLAYOUT_DRAW = 2;

/** A mutable Morris board for playouts. Build it from a position with {@link MorrisPlayout.from}. */
export class MorrisPlayout {
  /** Bitboards `[white, black]`. */
  readonly men: [number, number] = [0, 0];
  /** Men in hand `[white, black]`. */
  readonly hand: [number, number] = [0, 0];
  /** Side to move. */
  turn: Side = 0;
  /** Moving-phase plies since the last capture or placement. */
  quiet = 0;
  /** Repetition keys since the last irreversible ply; entries `0..histLen-1` are live. */
  private hist: number[] = [];
  private histLen = 0;
  /** Legal packed moves of the current position, valid after {@link generateMoves}. */
  readonly moves: Int32Array = new Int32Array(MAX_MOVES);
  private flying = false;
  private twoCaptures = false;
  private blockedLoses = true;
  private repetition = 0;
  private limit = 0;
  private source: MorrisPosition;

  private constructor(pos: MorrisPosition) {
    this.source = pos;
    this.load(pos);
  }

  /**
   * Resets this board to a copy of `pos` (its options included), reusing its move buffer: cheaper than
   * {@link MorrisPlayout.from} when running many playouts.
   */
  load(pos: MorrisPosition): this {
    this.source = pos;
    this.men[0] = pos.men[0];
    this.men[1] = pos.men[1];
    this.hand[0] = pos.hand[0];
    this.hand[1] = pos.hand[1];
    this.turn = pos.turn;
    this.quiet = pos.quietPlies;
    this.hist = historyKeys(pos);
    this.histLen = this.hist.length;
    this.flying = pos.options.flying;
    this.twoCaptures = pos.options.millCaptures === 'two';
    this.blockedLoses = pos.options.blocked === 'loses';
    this.repetition = pos.options.repetition;
    this.limit = pos.options.noCaptureLimit;
    return this;
  }

  /** A mutable copy of `pos` (which is left untouched). */
  static from(pos: MorrisPosition): MorrisPlayout {
    return new MorrisPlayout(pos);
  }

  /** The current state as an immutable position (same options as the source). */
  toPosition(): MorrisPosition {
    const men: [number, number] = [this.men[0], this.men[1]];
    const hand: [number, number] = [this.hand[0], this.hand[1]];
    let history: MorrisHistory | undefined;
    for (let i = 0; i < this.histLen; i++) history = { key: this.hist[i]!, prev: history };
    return positionFromParts(men, hand, this.turn, this.quiet, history!, this.source.options);
  }

  /** Fills {@link moves} with the legal packed moves (ignoring whether the game is over) and returns how many. */
  generateMoves(): number {
    const t = this.turn;
    const own = this.men[t];
    const fly = this.flying && this.hand[t] === 0 && popcount(own) === 3;
    return generate(own, this.men[1 - t]!, this.hand[t], fly, this.twoCaptures, this.moves);
  }

  /**
   * The outcome, in the precedence of `status` in engine.ts, given `moveCount` = {@link generateMoves}()
   * for the current position: {@link PLAYOUT_ONGOING}, a winner (0 or 1) or {@link PLAYOUT_DRAW}.
   */
  outcome(moveCount: number): number {
    const t = this.turn;
    const o = 1 - t;
    if (popcount(this.men[t]) + this.hand[t] < 3) return o;
    if (popcount(this.men[o]!) + this.hand[o]! < 3) return t;
    if (moveCount === 0) return this.blockedLoses ? o : PLAYOUT_DRAW;
    const rep = this.repetition;
    if (rep > 0 && this.histLen >= 2 * rep - 1) {
      const h = this.hist;
      const key = h[this.histLen - 1];
      let n = 1;
      // Keys carry the side to move, which alternates every ply: only even distances can match.
      for (let j = this.histLen - 3; j >= 0; j -= 2) {
        if (h[j] === key && ++n >= rep) return PLAYOUT_DRAW;
      }
    }
    if (this.limit > 0 && this.quiet >= this.limit) return PLAYOUT_DRAW;
    return PLAYOUT_ONGOING;
  }

  /** Plays packed move `m` in place, without checking it (it must come from {@link generateMoves}). */
  applyInPlace(m: number): void {
    const t = this.turn;
    const o = (1 - t) as Side;
    const to = packedTo(m);
    const from = packedFrom(m);
    const c1 = packedCapture1(m);
    let irreversible = false;
    if (from === NO_POINT) {
      this.men[t] |= 1 << to;
      this.hand[t] -= 1;
      irreversible = true;
    } else {
      this.men[t] = (this.men[t] ^ (1 << from)) | (1 << to);
    }
    if (c1 !== NO_POINT) {
      const c2 = packedCapture2(m);
      this.men[o] ^= 1 << c1;
      if (c2 !== NO_POINT) this.men[o] ^= 1 << c2;
      irreversible = true;
    }
    this.turn = o;
    const key = positionKey(this.men[0], this.men[1], o);
    if (irreversible) {
      this.quiet = 0;
      this.hist[0] = key;
      this.histLen = 1;
    } else {
      this.quiet += 1;
      this.hist[this.histLen++] = key;
    }
  }

  /**
   * Plays uniformly random legal moves until the game ends or `maxPlies` plies have been played.
   * @param rng a pure-rand generator, advanced in place.
   * @returns the number of plies played; read the result with {@link outcome}({@link generateMoves}()).
   */
  randomPlayout(rng: RandomGenerator, maxPlies = Number.POSITIVE_INFINITY): number {
    let plies = 0;
    while (plies < maxPlies) {
      const n = this.generateMoves();
      if (this.outcome(n) !== PLAYOUT_ONGOING) break;
      this.applyInPlace(this.moves[n === 1 ? 0 : uniformInt(rng, 0, n - 1)]!);
      plies++;
    }
    return plies;
  }
}
