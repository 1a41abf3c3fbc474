/**
 * The Morris computer player: {@link searchBest} over a light bitboard state, using the engine's fast
 * packed-move generator (`src/games/morris/bitboard.ts`), with a phase-aware evaluation.
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice: "The object of each player is to get three of his
 * men in a row"; "As often as a player forms a row, whether in placing or moving his men, he captures
 * one"; "As soon as either player loses all but two of his men, he can form no more rows, and therefore
 * loses the games". The search sees the `blocked`, `flying`, `millCaptures` and `noCaptureLimit` options;
 * it does not track repetition inside the tree (the root position is always judged by the engine).
 */
import { ADJACENT, FULL, MILLS_AT, MILL_MASKS, NO_POINT, popcount } from '../games/morris/board';
import { MAX_MOVES, generate, hasMove, packedCapture1, packedFrom, packedTo } from '../games/morris/bitboard';
import { unpackMove, type MorrisPosition } from '../games/morris/engine';
import type { AnyGame } from '../core/game';
import type { Difficulty, SearchLevels } from './difficulty';
import { AbortedError, decisionSeed, type ComputerPlayer } from './player';
import { WIN_SCORE, searchBest, type SearchDomain, type SearchResult } from './search';

/** The search state: bitboards, men in hand, side to move and quiet plies (no history). */
export interface MorrisSearchState {
  readonly men0: number;
  readonly men1: number;
  readonly hand0: number;
  readonly hand1: number;
  readonly turn: 0 | 1;
  readonly quiet: number;
}

/** Node budgets and noise (evaluation units: a man is worth 100) of the Morris player per difficulty. */
export const MORRIS_LEVELS: SearchLevels = Object.freeze({
  easy: { nodeBudget: 1_500, noise: 35 },
  medium: { nodeBudget: 20_000, noise: 0 },
  hard: { nodeBudget: 400_000, noise: 0 },
});

/** Evaluation weights (a man on board or in hand is 100). */
const W = {
  man: 100,
  millPlacing: 10,
  millMoving: 6,
  threat: 22,
  two: 6,
  mobility: 4,
  mobilityPlacing: 1,
  stuckMan: 3,
  moveThreat: 35,
  doubleThreat: 45,
} as const;

/** The search state of a position. */
export function morrisState(pos: MorrisPosition): MorrisSearchState {
  return { men0: pos.men[0], men1: pos.men[1], hand0: pos.hand[0], hand1: pos.hand[1], turn: pos.turn, quiet: pos.quietPlies };
}

/** Threat points of the side owning `own`: vacant points that would complete one of its rows now. */
function threats(own: number, opp: number, inHand: number, fly: boolean): { count: number; points: number; twos: number } {
  const empty = FULL & ~(own | opp);
  let count = 0;
  let points = 0;
  let twos = 0;
  for (let k = 0; k < 16; k++) {
    const m = MILL_MASKS[k]!;
    if ((opp & m) !== 0) continue;
    const mine = own & m;
    if (popcount(mine) !== 2) continue;
    const hole = m & empty;
    const p = 31 - Math.clz32(hole);
    // Can a man get there next ply? A placement or a flight always can; a step needs a neighbour of
    // the hole that is not one of the two men of this row.
    if (inHand > 0 || fly || (ADJACENT[p]! & own & ~mine) !== 0) {
      count++;
      points |= hole;
    } else {
      twos++;
    }
  }
  return { count, points, twos };
}

function sideScore(own: number, opp: number, inHand: number, fly: boolean, placing: boolean): number {
  let s = 0;
  const empty = FULL & ~(own | opp);
  for (let k = 0; k < 16; k++) {
    const m = MILL_MASKS[k]!;
    if ((own & m) === m) s += placing ? W.millPlacing : W.millMoving;
  }
  const t = threats(own, opp, inHand, fly);
  s += t.count * W.threat + t.twos * W.two;
  if (!fly) {
    let men = own;
    let mobility = 0;
    let stuck = 0;
    while (men !== 0) {
      const low = men & -men;
      men ^= low;
      const n = popcount(ADJACENT[31 - Math.clz32(low)]! & empty);
      mobility += n;
      if (n === 0) stuck++;
    }
    s += placing ? mobility * W.mobilityPlacing : mobility * W.mobility - stuck * W.stuckMan;
  }
  return s;
}

/**
 * Static evaluation of `s` for the side to move, in hundredths of a man: men (on board and in hand)
 * difference, complete rows, threats (two in a row whose third point a man can reach next ply) and
 * plain two-in-a-rows, mobility and stuck men (weighted by phase: mobility counts little while men are
 * still being placed, nothing for a side that flies), plus the tempo of the side to move: a threat of
 * its own is nearly a capture, and two opposing threats on different points cannot both be blocked.
 */
export function evaluateMorris(s: MorrisSearchState, flying: boolean): number {
  const placing = s.hand0 + s.hand1 > 0;
  const fly0 = flying && s.hand0 === 0 && popcount(s.men0) === 3;
  const fly1 = flying && s.hand1 === 0 && popcount(s.men1) === 3;
  let white = (popcount(s.men0) + s.hand0 - popcount(s.men1) - s.hand1) * W.man;
  white += sideScore(s.men0, s.men1, s.hand0, fly0, placing) - sideScore(s.men1, s.men0, s.hand1, fly1, placing);
  const [own, opp, ownHand, oppHand, ownFly, oppFly] =
    s.turn === 0 ? [s.men0, s.men1, s.hand0, s.hand1, fly0, fly1] : [s.men1, s.men0, s.hand1, s.hand0, fly1, fly0];
  let tempo = 0;
  if (threats(own, opp, ownHand, ownFly).count > 0) tempo += W.moveThreat;
  else if (popcount(threats(opp, own, oppHand, oppFly).points) >= 2) tempo -= W.doubleThreat;
  return (s.turn === 0 ? white : -white) + tempo;
}

const scratch = new Int32Array(MAX_MOVES);

/**
 * The {@link SearchDomain} of Morris under `pos`'s options, over {@link MorrisSearchState} and packed
 * moves (`bitboard.ts`).
 */
export function morrisDomain(options: MorrisPosition['options']): SearchDomain<MorrisSearchState, number> {
  const flying = options.flying;
  const two = options.millCaptures === 'two';
  const blockedLoses = options.blocked === 'loses';
  const limit = options.noCaptureLimit;
  const fliesNow = (s: MorrisSearchState, side: 0 | 1): boolean =>
    flying && (side === 0 ? s.hand0 : s.hand1) === 0 && popcount(side === 0 ? s.men0 : s.men1) === 3;
  return {
    seat: (s) => s.turn,
    terminal(s) {
      const t = s.turn;
      const own = t === 0 ? s.men0 : s.men1;
      const opp = t === 0 ? s.men1 : s.men0;
      const ownHand = t === 0 ? s.hand0 : s.hand1;
      const oppHand = t === 0 ? s.hand1 : s.hand0;
      if (popcount(own) + ownHand < 3) return -WIN_SCORE;
      if (popcount(opp) + oppHand < 3) return WIN_SCORE;
      if (!hasMove(own, opp, ownHand, fliesNow(s, t))) return blockedLoses ? -WIN_SCORE : 0;
      if (limit > 0 && s.quiet >= limit) return 0;
      return undefined;
    },
    moves(s) {
      const t = s.turn;
      const n = generate(t === 0 ? s.men0 : s.men1, t === 0 ? s.men1 : s.men0, t === 0 ? s.hand0 : s.hand1, fliesNow(s, t), two, scratch);
      return Array.from(scratch.subarray(0, n));
    },
    play(s, m) {
      const t = s.turn;
      const to = packedTo(m);
      const from = packedFrom(m);
      const c1 = packedCapture1(m);
      const c2 = (m >>> 15) & 31;
      let own = t === 0 ? s.men0 : s.men1;
      let opp = t === 0 ? s.men1 : s.men0;
      let hand0 = s.hand0;
      let hand1 = s.hand1;
      if (from === NO_POINT) {
        own |= 1 << to;
        if (t === 0) hand0--;
        else hand1--;
      } else {
        own = (own ^ (1 << from)) | (1 << to);
      }
      if (c1 !== NO_POINT) opp ^= 1 << c1;
      if (c2 !== NO_POINT) opp ^= 1 << c2;
      const irreversible = from === NO_POINT || c1 !== NO_POINT;
      return {
        men0: t === 0 ? own : opp,
        men1: t === 0 ? opp : own,
        hand0,
        hand1,
        turn: t === 0 ? 1 : 0,
        quiet: irreversible ? 0 : s.quiet + 1,
      };
    },
    evaluate: (s) => evaluateMorris(s, flying),
    orderKey(s, m) {
      const to = packedTo(m);
      let key = packedCapture1(m) !== NO_POINT ? 1000 : 0;
      // Blocking: `to` completes two of the opponent's men in a line through it.
      const opp = s.turn === 0 ? s.men1 : s.men0;
      const a = MILLS_AT[2 * to]!;
      const b = MILLS_AT[2 * to + 1]!;
      if (popcount(opp & a) === 2) key += 300;
      if (popcount(opp & b) === 2) key += 300;
      return key;
    },
  };
}

/**
 * Searches `pos` (a Morris position whose game is not over) at `difficulty` and returns the result with
 * its move as a packed integer (`bitboard.ts`); `unpackMove` turns it into a `MorrisMove`.
 * @throws AbortedError (rejects) when `signal` aborts.
 */
export function searchMorris(pos: MorrisPosition, difficulty: Difficulty, seed: number, signal: AbortSignal, nodeBudget?: number): Promise<SearchResult<number>> {
  const level = MORRIS_LEVELS[difficulty];
  return searchBest(morrisDomain(pos.options), morrisState(pos), {
    nodeBudget: nodeBudget ?? level.nodeBudget,
    noise: level.noise,
    seed,
    signal,
  });
}

/**
 * The Morris computer player at `difficulty`: iterative-deepening alpha-beta within the level's node
 * budget ({@link MORRIS_LEVELS}). Deterministic for `seed` and the position (see `decisionSeed`).
 * Rejects with `AbortedError` when the signal aborts, and with an Error when the game is over.
 */
export function morrisPlayer(difficulty: Difficulty, seed: number): ComputerPlayer {
  return {
    name: `Morris computer (${difficulty})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      const p = pos as MorrisPosition;
      if (game.turn(p) === undefined) throw new Error('morrisPlayer.choose: the game is over');
      const r = await searchMorris(p, difficulty, decisionSeed(seed, game, p), signal);
      return unpackMove(r.move);
    },
  };
}
