/**
 * Debugging helpers for Morris (pattern: chessops `debug.ts`): an ASCII board and perft (legal move
 * paths counted to a depth), used by tests and handy in a REPL.
 */
import { LINES, POINTS, pointCoords, pointIndex } from './board';
import { legalPacked, play, unpackMove, type MorrisPosition } from './engine';
import { formatPosition } from './notation';
import { unwrap } from '../../core/result';

/**
 * Draws `pos` as text: 13 lines of 27 characters for the board (`W`, `B` or `.` on each point, lines
 * between them, ranks on the left), a file line `a … g`, and the position string.
 */
export function asciiBoard(pos: MorrisPosition): string {
  const rows = 13;
  const cols = 25;
  const grid: string[][] = Array.from({ length: rows }, () => Array<string>(cols).fill(' '));
  const at = (i: number): [number, number] => {
    const { file, rank } = pointCoords(i);
    return [(6 - rank) * 2, file * 4];
  };
  for (const line of LINES) {
    for (let k = 0; k < 2; k++) {
      const [r1, c1] = at(pointIndex(line[k]!)!);
      const [r2, c2] = at(pointIndex(line[k + 1]!)!);
      if (r1 === r2) for (let c = Math.min(c1, c2) + 1; c < Math.max(c1, c2); c++) grid[r1]![c] = '-';
      else for (let r = Math.min(r1, r2) + 1; r < Math.max(r1, r2); r++) grid[r]![c1] = '|';
    }
  }
  for (let i = 0; i < POINTS.length; i++) {
    const [r, c] = at(i);
    grid[r]![c] = (pos.men[0] >> i) & 1 ? 'W' : (pos.men[1] >> i) & 1 ? 'B' : '.';
  }
  const body = grid.map((row, r) => `${r % 2 === 0 ? String(7 - r / 2) : ' '} ${row.join('').trimEnd()}`);
  return [...body, '  a   b   c   d   e   f   g', formatPosition(pos)].join('\n');
}

/** The number of legal move sequences of length `depth` from `pos` (1 for depth 0), through the pure API. */
export function perft(pos: MorrisPosition, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalPacked(pos);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(unwrap(play(pos, unpackMove(m))), depth - 1);
  return n;
}
