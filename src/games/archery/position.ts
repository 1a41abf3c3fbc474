/**
 * Archery positions and moves: immutable values, validated by {@link archeryProblems} (the gate `archeryFromSetup` in `./game` uses it).
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH.
 */
import type { PlayerIndex } from '../../core/game';
import type { LeadState } from '../teetotum/lead';
import { leadProblem } from '../teetotum/lead';
import { spinFaceProblem, type SpinMove } from '../teetotum/spin';
import { format } from '../../i18n/index';
import type { ArcheryOptions } from './options';
import { ARROWS_PER_PLAYER, AT_FLAG_STAFF, isFinished, MISSED } from './rules';

/**
 * Where one arrow stands: {@link AT_FLAG_STAFF} (0, not yet entered), a space 1..23 counted from the
 * flag-staff, or {@link MISSED} (24, carried beyond the target).
 */
export type ArrowPlace = number;

/**
 * An Archery position.
 * - While `lead` is set the players are spinning for lead: `order` is empty, `current` and `spin` unset,
 *   every arrow at the flag-staff.
 * - Afterwards `order` is the play order (leader first), `current` the seat to act (`undefined` once
 *   every arrow has reached or missed the target) and `spin` the spin it has still to use, if any.
 * - `arrows[seat]` lists that seat's three arrows ascending (arrows are interchangeable, so a
 *   position has one canonical form).
 */
export interface ArcheryPosition {
  readonly options: ArcheryOptions;
  readonly lead: LeadState | undefined;
  readonly order: readonly PlayerIndex[];
  readonly current: PlayerIndex | undefined;
  readonly spin: Pick<SpinMove, 'a' | 'b'> | undefined;
  readonly arrows: readonly (readonly ArrowPlace[])[];
}

/**
 * Moving one arrow by the pending spin: from `from` ({@link AT_FLAG_STAFF} to enter it, or a space
 * 1..16) to `to` (a space, or {@link MISSED}). Notation `f-7`, `5-12`, `12-x`.
 */
export interface ArrowMove {
  readonly kind: 'arrow';
  readonly from: ArrowPlace;
  readonly to: ArrowPlace;
}

/** An Archery move: a teetotum spin or moving an arrow by it. */
export type ArcheryMove = SpinMove | ArrowMove;

/**
 * Checks a position built from untrusted data (notation, a save file) and returns every problem
 * found, as plain sentences; `[]` means it is a position the rules can reach.
 * Checks: 2-4 players of three arrows each, places in range, the lead phase shape, the order a
 * permutation, `current` a seat with an arrow still to move (or unset exactly when all are finished),
 * a pending spin only with a current player and showing faces of the teetotum.
 */
export function archeryProblems(p: ArcheryPosition): string[] {
  const problems: string[] = [];
  const n = p.arrows.length;
  if (n < 2 || n > 4) problems.push(`Archery takes two to four players, not ${n}`);
  p.arrows.forEach((set, seat) => {
    if (set.length !== ARROWS_PER_PLAYER) problems.push(`seat ${seat} has ${set.length} arrows; each player has three`);
    for (const a of set) {
      if (!Number.isInteger(a) || a < AT_FLAG_STAFF || a > MISSED) problems.push(`seat ${seat} has an arrow at ${a}, which is not a place on the line`);
    }
  });
  if (p.lead !== undefined) {
    const lp = leadProblem(p.lead, n, p.options.leadTies);
    if (lp) problems.push(lp);
    if (p.order.length > 0 || p.current !== undefined || p.spin !== undefined) {
      problems.push('while players spin for lead there is no play order, player to move or pending spin');
    }
    if (p.arrows.some((set) => set.some((a) => a !== AT_FLAG_STAFF))) problems.push('no arrow is entered before the lead is decided');
    return problems;
  }
  const sorted = [...p.order].sort((a, b) => a - b);
  if (sorted.length !== n || sorted.some((s, i) => s !== i)) problems.push(`the play order must name each of the ${n} seats once`);
  const allDone = p.arrows.every((set) => set.every(isFinished));
  if (p.current === undefined) {
    if (!allDone) problems.push('no player is to move but some arrows have not reached or missed the target');
    if (p.spin !== undefined) problems.push('a pending spin needs a player to use it');
  } else {
    const set = p.arrows[p.current];
    if (set === undefined) problems.push(`seat ${p.current} is not at the table`);
    else if (set.every(isFinished)) problems.push(`seat ${p.current} is to move but all its arrows have reached or missed the target`);
  }
  if (p.spin !== undefined) {
    const fp = spinFaceProblem(p.options.faces, p.spin);
    if (fp) problems.push(`the pending spin: ${format(fp, 'en')}`);
  }
  return problems;
}

/** Returns `arrows` sorted ascending (the canonical order of a player's interchangeable arrows). */
export function sortArrows(arrows: readonly ArrowPlace[]): readonly ArrowPlace[] {
  return [...arrows].sort((a, b) => a - b);
}
