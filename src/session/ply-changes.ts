/**
 * What one ply did to the men, for move lists that tell what happened (issue 14: "Archery and Quoits say
 * where each man went and what collided ('spun 3 and 4: Blue's man to 7, Natural's set back to 8')"):
 * the difference of the game's physical model (`contents`: the men on each cell) before and after the
 * ply, by seat. A seat that left one cell and reached one moved a man from there to there; otherwise each
 * cell reached and each cell left is listed alone (a man pitched on, a man taken off). Games without a
 * physical model get none.
 */
import type { AnyGame, PlayerIndex } from '../core/game';
import type { Ply } from './state';

/** One man's change in a ply: from a cell, to a cell, or both (a move). */
export interface ManChange {
  readonly seat: PlayerIndex;
  readonly from?: string;
  readonly to?: string;
}

/** Men of each seat on each cell. */
function counts(contents: { readonly [cell: string]: readonly PlayerIndex[] }): Map<PlayerIndex, Map<string, number>> {
  const out = new Map<PlayerIndex, Map<string, number>>();
  for (const [cell, men] of Object.entries(contents)) {
    for (const seat of men) {
      const bySeat = out.get(seat) ?? new Map<string, number>();
      bySeat.set(cell, (bySeat.get(cell) ?? 0) + 1);
      out.set(seat, bySeat);
    }
  }
  return out;
}

/**
 * The men's changes from `before` to `after` (positions of `game`), seat by seat in seat order, cells in
 * the physical model's order.
 */
export function manChanges(game: AnyGame, before: unknown, after: unknown): ManChange[] {
  const physical = game.physical;
  if (physical === undefined) return [];
  const a = physical.contents(before);
  const b = physical.contents(after);
  const cells = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const was = counts(a);
  const now = counts(b);
  const seats = [...new Set([...was.keys(), ...now.keys()])].sort((x, y) => x - y);
  const out: ManChange[] = [];
  for (const seat of seats) {
    const left: string[] = [];
    const reached: string[] = [];
    for (const cell of cells) {
      const d = (now.get(seat)?.get(cell) ?? 0) - (was.get(seat)?.get(cell) ?? 0);
      for (let i = 0; i < -d; i++) left.push(cell);
      for (let i = 0; i < d; i++) reached.push(cell);
    }
    if (left.length === 1 && reached.length === 1) out.push({ seat, from: left[0]!, to: reached[0]! });
    else {
      for (const to of reached) out.push({ seat, to });
      for (const from of left) out.push({ seat, from });
    }
  }
  return out;
}

const cache = new WeakMap<Ply, readonly ManChange[]>();

/** {@link manChanges} of ply `ply` (the positions either side of it), worked out once per ply. */
export function plyChanges(game: AnyGame, ply: Ply, before: unknown, after: unknown): readonly ManChange[] {
  let c = cache.get(ply);
  if (c === undefined) {
    c = manChanges(game, before, after);
    cache.set(ply, c);
  }
  return c;
}
