/**
 * The static evaluation of the Morris search, in hundredths of a man, for the side to move.
 *
 * What it knows (each term weighted by {@link MorrisWeights}, tuned by self-play matches, see
 * `bench/morris-selfplay.ts`):
 * - material: men on the board and in hand; a removal pending is nearly a man;
 * - rows: complete rows, rows that can be opened and closed again (a man of the row may step out and
 *   back), and the double mill (a man of a complete row that closes another row by stepping out: it
 *   captures on every move);
 * - two-in-a-rows with the third point vacant: a *threat* when a man can get there next ply (from the
 *   hand, by flying, or stepping from a neighbour outside the row), else a plain two;
 * - mobility and blockades: the steps each side has, with a steep penalty when few are left (a player
 *   who cannot move loses under `blocked: loses`, the modern rule, and most games the old player lost
 *   were blockades) and a penalty per man that cannot move; in the placement phase the room men will
 *   have once placed, counted lightly;
 * - tempo: the side to move facing two threats on different points can block only one ("as only one of
 *   these can be stopped by the opponent, they necessarily gain a point").
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Morrice, the sentences quoted above; the options decide
 * flying and blocked players.
 */
import { FULL, popcount as popcount_ } from '../../games/morris/board';
import { LINES as MILL_MASKS, LINE_A, LINE_B, NEIGHBOURS as ADJACENT } from './lines';

const popcount = popcount_;
import type { SearchBoard } from './board';

/** Weights of the evaluation terms (hundredths of a man). */
export interface MorrisWeights {
  readonly man: number;
  readonly pending: number;
  readonly millPlacing: number;
  readonly millMoving: number;
  readonly openMill: number;
  readonly doubleMill: number;
  readonly threatPlacing: number;
  readonly threatMoving: number;
  readonly threatFlying: number;
  readonly two: number;
  readonly mobility: number;
  readonly mobilityPlacing: number;
  /** Penalty by steps left (index 0..n-1) in the moving phase, for a side that does not fly. */
  readonly lowMobility: readonly number[];
  /** With at most this many men in both hands together, the placement phase counts low mobility too… */
  readonly lateHand: number;
  /** …at this percentage of the moving phase's penalty. */
  readonly latePercent: number;
  readonly stuckMan: number;
  readonly doubleThreat: number;
}

/** The tuned weights (see the module docs). */
export const DEFAULT_WEIGHTS: MorrisWeights = Object.freeze({
  man: 100,
  pending: 90,
  millPlacing: 8,
  millMoving: 10,
  openMill: 18,
  doubleMill: 60,
  threatPlacing: 16,
  threatMoving: 24,
  threatFlying: 30,
  two: 5,
  mobility: 25,
  mobilityPlacing: 30,
  lowMobility: Object.freeze([250, 200, 120, 70, 35, 15]),
  lateHand: 4,
  latePercent: 50,
  stuckMan: 4,
  doubleThreat: 60,
});

/** Per-side results of {@link sideTerms} (module scratch, read right after the call). */
let threatHoles = 0;

/**
 * The terms of one side: `own` and `opp` bitboards, its men in hand, whether it flies, whether men are
 * still being placed. Leaves the side's threat holes in `threatHoles`.
 */
function sideTerms(w: MorrisWeights, own: number, opp: number, inHand: number, fly: boolean, handTotal: number): number {
  const placing = handTotal > 0;
  const empty = FULL & ~(own | opp);
  let s = 0;
  let holes = 0;
  let twos = 0;
  let mills = 0;
  let openMills = 0;
  let doubleMills = 0;
  for (let k = 0; k < 16; k++) {
    const line = MILL_MASKS[k]!;
    const mine = own & line;
    if (mine === line) {
      mills++;
      if (!placing && !fly) {
        // A man of this row that can step out (and back) re-forms it next-but-one move.
        let men = line;
        let opens = false;
        while (men !== 0) {
          const low = men & -men;
          men ^= low;
          const x = 31 - Math.clz32(low);
          let outs = ADJACENT[x]! & empty;
          if (outs !== 0) opens = true;
          while (outs !== 0) {
            const lowY = outs & -outs;
            outs ^= lowY;
            const y = 31 - Math.clz32(lowY);
            // Stepping x to y closes another row through y: a double mill.
            if (closesAt(own ^ low, y)) doubleMills++;
          }
        }
        if (opens) openMills++;
      }
      continue;
    }
    // Two of three (a third would have been a row): at least two bits set.
    if ((opp & line) !== 0 || (mine & (mine - 1)) === 0) continue;
    const hole = line & empty;
    const p = 31 - Math.clz32(hole);
    if (inHand > 0 || fly || (ADJACENT[p]! & own & ~line) !== 0) holes |= hole;
    else twos++;
  }
  const threats = popcount(holes);
  threatHoles = holes;
  s += mills * (placing ? w.millPlacing : w.millMoving) + openMills * w.openMill + doubleMills * w.doubleMill;
  s += threats * (placing ? w.threatPlacing : fly ? w.threatFlying : w.threatMoving) + twos * w.two;
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
    const low = mobility < w.lowMobility.length ? w.lowMobility[mobility]! : 0;
    if (placing) {
      // Mobility counts more as the board fills: 18 men placed is the moving phase's weight.
      const placed = 18 - handTotal;
      s += (mobility * (w.mobilityPlacing * (18 - placed) + w.mobility * placed)) / 18;
      if (handTotal <= w.lateHand) s -= (low * w.latePercent) / 100 + stuck * w.stuckMan;
    } else s += mobility * w.mobility - stuck * w.stuckMan - low;
  }
  return s | 0;
}

/** `true` when `own` (without a man on `y`) would complete a row through vacant `y` by putting one there. */
function closesAt(own: number, y: number): boolean {
  const a = LINE_A[y]!;
  const b = LINE_B[y]!;
  const with_ = own | (1 << y);
  return (with_ & a) === a || (with_ & b) === b;
}

/**
 * The evaluation of `b` for its side to move (a complete position or one with a removal pending), in
 * hundredths of a man; see the module docs. Never a decisive score.
 */
export function evaluate(b: SearchBoard, w: MorrisWeights = DEFAULT_WEIGHTS): number {
  const t = b.turn;
  const o = t ^ 1;
  const own = b.men[t]!;
  const opp = b.men[o]!;
  const ownHand = b.hand[t]!;
  const oppHand = b.hand[o]!;
  const handTotal = ownHand + oppHand;
  const ownFly = b.flies(t);
  const oppFly = b.flies(o);
  let s = (popcount(own) + ownHand - popcount(opp) - oppHand) * w.man + b.pending * w.pending;
  s += sideTerms(w, own, opp, ownHand, ownFly, handTotal);
  const ownHoles = threatHoles;
  s -= sideTerms(w, opp, own, oppHand, oppFly, handTotal);
  const oppHoles = threatHoles & ~ownHoles;
  if (b.pending === 0 && ownHoles === 0 && popcount(oppHoles) >= 2) s -= w.doubleThreat;
  return s;
}
