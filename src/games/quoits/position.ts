/**
 * Quoits positions: immutable values, checked by {@link quoitsProblems}.
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS.
 */
import type { PlayerIndex } from '../../core/game';
import { leadProblem, type LeadState } from '../teetotum/lead';
import { indexLayout, layoutFitsFaces } from './layout';
import type { QuoitsOptions } from './options';
import { MEN_PER_PLAYER, ROUNDS } from './rules';

/** A man on a quoit space. */
export interface QuoitMan {
  readonly owner: PlayerIndex;
  /** The space's id in the layout (also its sensor-board cell name). */
  readonly space: string;
}

/**
 * A Quoits position: one four-round game of a match, with the scores of the games before it.
 * - `lead`: the spin for lead in progress (then `order` is empty, nothing pitched), or `undefined`.
 * - `order`: this game's playing order, leader first.
 * - `pitched`: men pitched so far this game (0..4 × players); a man removed after a collision still
 *   counts as pitched. At 4 × players the game is complete and scored; the board stays as it is
 *   until the next spin begins the next game ("the game is begun anew").
 * - `men`: the men on the board, in the order they were pitched (a man set back or forward keeps
 *   his place in this order; it breaks ties of distance under `nearestTies: first-pitched`).
 * - `history`: the score of each earlier game of the match, per seat.
 */
export interface QuoitsPosition {
  readonly options: QuoitsOptions;
  readonly playerCount: number;
  readonly lead: LeadState | undefined;
  readonly order: readonly PlayerIndex[];
  readonly pitched: number;
  readonly men: readonly QuoitMan[];
  readonly history: readonly (readonly number[])[];
}

/** Men a game pitches in all: four rounds of one man per player. */
export function menPerGame(playerCount: number): number {
  return ROUNDS * playerCount;
}

/**
 * The set of quoit spaces (0: the first set, 1: the other) `seat` plays for: "The first and third
 * players play for one set, and the second and fourth for the other", counting by playing order or
 * by seat (option `setsBy`); with two players both play set 0 unless `twoPlayerSets: separate`.
 * Before the lead is decided under `setsBy: play-order`, the set is not known: `undefined`.
 */
export function setOfSeat(p: Pick<QuoitsPosition, 'options' | 'playerCount' | 'order'>, seat: PlayerIndex): number | undefined {
  if (p.playerCount === 2 && p.options.twoPlayerSets === 'shared') return 0;
  const i = p.options.setsBy === 'seat' ? seat : p.order.indexOf(seat);
  return i < 0 ? undefined : i % 2;
}

/**
 * Every problem of a position built from untrusted data, as plain sentences (`[]`: consistent).
 * Checks player count, layout against faces, the history, the lead phase, the order, the pitched
 * count, and each man: a known space, one man per space, on his own set, and no more men than his
 * player has pitched.
 */
export function quoitsProblems(p: QuoitsPosition): string[] {
  const out: string[] = [];
  const n = p.playerCount;
  if (!Number.isInteger(n) || n < 2 || n > 4) return [`Quoits takes two to four players, not ${n}`];
  out.push(...layoutFitsFaces(p.options.layout, p.options.faces));
  for (const [g, row] of p.history.entries()) {
    if (row.length !== n || row.some((v) => !Number.isInteger(v) || v < 0)) out.push(`history game ${g + 1} must give ${n} scores, whole numbers from 0`);
  }
  if (p.options.goal === 'one-game' && p.history.length > 0) out.push('under goal: one-game a match is a single four-round game, so there is no earlier game');
  if (p.options.goal === 'score') {
    const totals = Array.from({ length: n }, (_, s) => p.history.reduce((t, row) => t + (row[s] ?? 0), 0));
    if (totals.some((t) => t >= p.options.targetScore)) out.push(`a player reached ${p.options.targetScore} in an earlier game, so the match is already over`);
  }
  if (p.lead !== undefined) {
    const lp = leadProblem(p.lead, n, p.options.leadTies);
    if (lp) out.push(lp);
    if (p.order.length > 0 || p.pitched !== 0 || p.men.length > 0) out.push('while players spin for lead there is no playing order and nothing is pitched');
    if (p.history.length > 0 && p.options.newGameLead === 'same') out.push('under newGameLead: same only the first game begins with a spin for lead');
    return out;
  }
  const sorted = [...p.order].sort((a, b) => a - b);
  if (sorted.length !== n || sorted.some((s, i) => s !== i)) {
    out.push(`the playing order must name each of the ${n} seats once`);
    return out;
  }
  const total = menPerGame(n);
  if (!Number.isInteger(p.pitched) || p.pitched < 0 || p.pitched > total) out.push(`pitched must be 0 to ${total}, not ${p.pitched}`);
  const ix = indexLayout(p.options.layout);
  const used = new Set<string>();
  const onBoard = Array<number>(n).fill(0);
  for (const man of p.men) {
    const i = ix.byId.get(man.space);
    if (!Number.isInteger(man.owner) || man.owner < 0 || man.owner >= n) {
      out.push(`a man belongs to seat ${man.owner}, which is not at the table`);
      continue;
    }
    onBoard[man.owner]!++;
    if (i === undefined) {
      out.push(`"${man.space}" is not a space of the layout`);
      continue;
    }
    if (used.has(man.space)) out.push(`two men stand on ${man.space}; a quoit space holds one`);
    used.add(man.space);
    const set = setOfSeat(p, man.owner);
    if (set !== undefined && ix.setOf[i] !== set) out.push(`seat ${man.owner}'s man is on ${man.space}, which is not on the set that seat plays for`);
  }
  p.order.forEach((seat, k) => {
    const pitchedBySeat = Math.floor(p.pitched / n) + (k < p.pitched % n ? 1 : 0);
    if (onBoard[seat]! > pitchedBySeat) out.push(`seat ${seat} has ${onBoard[seat]} men on the board but has pitched only ${pitchedBySeat}`);
    if (pitchedBySeat > MEN_PER_PLAYER) out.push(`seat ${seat} cannot pitch more than ${MEN_PER_PLAYER} men`);
  });
  return out;
}
