/**
 * The cell names a board profile may map sensors to, for the games whose geometry this folder knows.
 * Other games (Quoits) are checked only for well-formed names; their cells come from their own layout.
 *
 * - Morris: the 24 points named on the usual 7x7 grid, files a..g from the left, ranks 1..7 from the
 *   bottom (`a1 d1 g1 b2 … g7`). Source: `001_08482469b23ea4ed.txt`, "with circular spaces at the
 *   points where the lines cross or intersect each other".
 * - Not Made in Germany: squares `a1`..`i9` (files a..i from Germany's left, rank 1 Germany's home
 *   row) less the seven ornaments of the middle row. Source: `000_bcb8c47de0459cfb.txt`, "Row 5, the
 *   middle row, has ornamental designs across the first three cells and the last three cells. Between
 *   is one empty cell, an ornamental cell with a circle of dots and a circle, and another empty cell."
 *   and "No piece may move on to or over the ornamental squares".
 * - Archery: spaces `1`..`23` counted from the flag-staff, 17..23 being the target. Source:
 *   `001_08482469b23ea4ed.txt`, "as though the whole formed one continuous line of 23 spaces-7 in the
 *   target, and 16 outside."
 */
import type { GameId } from '../src/core/game';

/** The 24 Morris points, rank by rank from a1. */
export const MORRIS_POINTS = [
  'a1', 'd1', 'g1',
  'b2', 'd2', 'f2',
  'c3', 'd3', 'e3',
  'a4', 'b4', 'c4', 'e4', 'f4', 'g4',
  'c5', 'd5', 'e5',
  'b6', 'd6', 'f6',
  'a7', 'd7', 'g7',
] as const;

/** The seven ornamental squares of the Not Made in Germany board's middle row (no sensor, no man). */
export const NMIG_ORNAMENTS = ['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5'] as const;

/** The 74 usable Not Made in Germany squares, rank by rank from a1 (81 less {@link NMIG_ORNAMENTS}). */
export const NMIG_SQUARES: readonly string[] = (() => {
  const out: string[] = [];
  for (let rank = 1; rank <= 9; rank++) {
    for (const file of 'abcdefghi') {
      const name = `${file}${rank}`;
      if (!(NMIG_ORNAMENTS as readonly string[]).includes(name)) out.push(name);
    }
  }
  return out;
})();

/** The 23 archery spaces `1`..`23` from the flag-staff; 17..23 are the target. */
export const ARCHERY_SPACES: readonly string[] = Array.from({ length: 23 }, (_, i) => String(i + 1));

/** Cells of the games whose geometry is known here; other games get only a name check. */
export const KNOWN_CELLS: Readonly<Partial<Record<GameId, readonly string[]>>> = {
  morris: MORRIS_POINTS,
  'not-made-in-germany': NMIG_SQUARES,
  archery: ARCHERY_SPACES,
};

/** A well-formed cell name: 1..16 characters of `[a-z0-9-]`, starting with a letter or digit. */
export const CELL_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,15}$/;
