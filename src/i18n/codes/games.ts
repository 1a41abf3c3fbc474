/**
 * Messages about the games themselves: each game's name and, per seat, its name and "a man of that seat"
 * (the forms the `seat` and `man` parameter kinds are formatted with; `../kinds.ts`). Keys follow the
 * registry: `game.<id>.name`, `game.<id>.seat.<i>`, `game.<id>.man.<i>`; a test checks that every game
 * and seat of `src/games/index.ts` has them.
 */
import type { ParamSpec } from '../kinds';

/** Seat and man entries for seats `0..n-1` of game `id`. */
function seats<Id extends string, N extends number>(id: Id, n: readonly N[]) {
  const out: Record<string, ParamSpec> = {};
  for (const i of n) {
    out[`game.${id}.seat.${i}`] = {};
    out[`game.${id}.man.${i}`] = {};
  }
  return out as { readonly [K in `game.${Id}.${'seat' | 'man'}.${N}`]: Record<never, never> };
}

/** The game messages (see the module docstring). */
export const GAME_MESSAGES = {
  'game.morris.name': {},
  ...seats('morris', [0, 1]),
  'game.not-made-in-germany.name': {},
  ...seats('not-made-in-germany', [0, 1]),
  'game.archery.name': {},
  ...seats('archery', [0, 1, 2, 3]),
  'game.quoits.name': {},
  ...seats('quoits', [0, 1, 2, 3]),
  'game.spoof.name': {},
  ...seats('spoof', [0, 1]),
  /** A seat of a game the catalogue does not know (a host of another version): "Player 3". */
  'seat.numbered': { n: 'number' },
  /** A man of such a seat, as the object of a verb. */
  'man.numbered': { n: 'number' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
