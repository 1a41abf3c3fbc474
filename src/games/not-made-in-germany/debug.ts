/**
 * Debugging helpers shipped with the engine (pattern: chessops' `debug.ts`, `../shared/style/anchors.md`
 * practice 7): `perft` counts the leaves of the move tree, `asciiBoard` draws a position.
 */
import { isOrnament, squareAt } from './board';
import { legalMovesOf, playMove, type NmigPosition } from './position';
import { format } from '../../i18n/index';

/**
 * The number of move sequences of exactly `depth` plies from `pos` (a finished game is a leaf: its
 * sequences end early and are counted once). `depth` 0 gives 1.
 * @throws Error when a listed move does not play (an engine bug).
 */
export function perft(pos: NmigPosition, depth: number): number {
  if (depth <= 0) return 1;
  const moves = legalMovesOf(pos);
  if (moves.length === 0) return 1;
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const r = playMove(pos, m);
    if (!r.ok) throw new Error(`listed move refused: ${format(r.error.message, 'en')}`);
    n += perft(r.value, depth - 1);
  }
  return n;
}

/**
 * A position as text, rank 9 at the top, files `a`..`i` left to right: men by their notation
 * characters, `.` vacant, `#` an ornament; rank numbers on the left, files underneath.
 */
export function asciiBoard(pos: NmigPosition): string {
  const lines: string[] = [];
  for (let rank = 9; rank >= 1; rank--) {
    let row = `${rank} `;
    for (let f = 0; f < 9; f++) {
      const sq = squareAt(f, rank)!;
      row += ` ${isOrnament(sq) ? '#' : pos.cells[sq]!}`;
    }
    lines.push(row);
  }
  lines.push('   a b c d e f g h i');
  return lines.join('\n');
}
