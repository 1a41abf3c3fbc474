/**
 * Following men through the readings: which man, lifted from which cell, was put down where.
 *
 * A sensor board sees only occupancy, never which man is which, so guidance pairs men standing where
 * the position has none with cells that miss one by distance (`guidance.ts`). The readings in between
 * often say more: a man put down while one man is in the hand is that man. Hands are read as a stack
 * (the man put down is the last one lifted and not yet put down), which is exact for one hand and for
 * the usual order of two. Used to say "put the man from c3 back on d2" rather than "put the man back on
 * d2" when d2's man is standing on c3 (issue 12 §11: a person, or the virtual board's click, putting a
 * second man on d2 made a placement nobody meant).
 */
import type { CellContents } from '../core/game';
import { isOccupied, type BoardReading } from './reading';

/**
 * Where the men of `target` went, by the readings of `trace` (oldest first, the board as it changed
 * since it last showed `target`) in the order of `cells`.
 * @returns for each cell that holds a man at the end of `trace` and carried from elsewhere, the cell
 *   of `target` it was lifted from (`c3 → d2`). Cells whose man came from outside the board (a man in
 *   hand, a placement) or stayed put are not keys.
 */
export function carriedFrom(target: CellContents, trace: readonly BoardReading[], cells: readonly string[]): Map<string, string> {
  const origin = new Map<string, string>();
  const hand: (string | undefined)[] = [];
  let prev: Record<string, boolean> = {};
  for (const c of cells) prev[c] = (target[c] ?? []).length > 0;
  for (const r of trace) {
    const now: Record<string, boolean> = {};
    for (const c of cells) now[c] = r[c] === undefined ? prev[c]! : isOccupied(r[c]);
    for (const c of cells) {
      if (!prev[c] || now[c]) continue;
      // A man lifted: the one that stood here (its own cell of `target`, or where it came from before).
      hand.push(origin.get(c) ?? ((target[c] ?? []).length > 0 ? c : undefined));
      origin.delete(c);
    }
    for (const c of cells) {
      if (prev[c] || !now[c]) continue;
      const from = hand.pop();
      if (from !== undefined && from !== c) origin.set(c, from);
    }
    prev = now;
  }
  return origin;
}
