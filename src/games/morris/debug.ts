/**
 * Debugging helpers for Morris (pattern: chessops `debug.ts`): an ASCII board and perft (legal ply
 * sequences counted to a depth), used by tests, the benchmark and handy in a REPL.
 */
import { ADJACENT, FULL, LINES, NO_POINT, POINTS, pointCoords, pointIndex, popcount } from './board';
import { MAX_MOVES, packedCapture1, packedCapture2 } from './bitboard';
import { generateLegal, mayFly, play, unpackMove, type MorrisPosition } from './engine';
import { formatMove, formatPosition } from './notation';
import { format } from '../../i18n/index';

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

/**
 * Perft: the number of ply sequences of exactly `depth` plies from `pos` (1 for depth 0), where each
 * removal is a ply of its own, played by the same side: `d2-d3xg7` is two plies (`d2-d3`, then `xg7`),
 * `d2-d3xg7xa1` three. This is the unit of the published Nine Men's Morris counts (24, 552, 12,144,
 * 255,024, 5,100,480, 96,223,680 from the start) and of Sanmill's notation, where "removal `xd5` [is]
 * its own ply by the same side" (`../shared/background/sanmill-uci.md`). A finished game has no plies,
 * so its sequences end early and count 0.
 *
 * It runs through the public API (`generateLegal`, `play`, `unpackMove`) and counts the last ply in
 * bulk, without playing it: the first plies of a position from its bitboards, or the distinct men a
 * pending removal may take from the generated moves.
 * @throws Error when a generated move does not play (an engine bug).
 */
export function perft(pos: MorrisPosition, depth: number): number {
  if (depth <= 0) return 1;
  const buffers: Int32Array[] = Array.from({ length: depth + 1 }, () => new Int32Array(MAX_MOVES));
  return perftFrom(pos, depth, buffers);
}

/** Sequences of `depth` (1 or more) plies from `pos`; `buffers[depth]` is this level's move buffer. */
function perftFrom(pos: MorrisPosition, depth: number, buffers: readonly Int32Array[]): number {
  if (depth === 1) return firstPlies(pos);
  const moves = buffers[depth]!;
  const n = generateLegal(pos, moves);
  let total = 0;
  for (let i = 0; i < n; ) {
    // Moves of one origin and destination are adjacent in generation order, their captures in order.
    const end = runEnd(moves, i, n, 0x3ff);
    if (packedCapture1(moves[i]!) === NO_POINT) total += perftFrom(next(pos, moves[i]!), depth - 1, buffers);
    else total += perftRemovals(pos, moves, i, end, depth - 1, buffers);
    i = end;
  }
  return total;
}

/**
 * Sequences of `depth` (1 or more) plies that begin with the removals of the moves `moves[from..to)`,
 * which share their origin and destination (a ply already counted) and differ in what they capture.
 */
function perftRemovals(pos: MorrisPosition, moves: Int32Array, from: number, to: number, depth: number, buffers: readonly Int32Array[]): number {
  let total = 0;
  for (let i = from; i < to; ) {
    const end = runEnd(moves, i, to, 0x7fff);
    if (depth === 1) total += 1;
    else if (packedCapture2(moves[i]!) === NO_POINT) total += perftFrom(next(pos, moves[i]!), depth - 1, buffers);
    else if (depth === 2) total += end - i;
    else for (let k = i; k < end; k++) total += perftFrom(next(pos, moves[k]!), depth - 2, buffers);
    i = end;
  }
  return total;
}

/**
 * The number of distinct first plies in `pos` (its legal moves told apart by origin and destination
 * only), counted from the bitboards: a placement on any vacant point, a flight to any, or a move along a
 * line to the next vacant point.
 */
function firstPlies(pos: MorrisPosition): number {
  if (pos.status.kind !== 'ongoing') return 0;
  const t = pos.turn;
  const own = pos.men[t];
  const empty = FULL & ~(own | pos.men[1 - t]!);
  if (pos.hand[t] > 0) return popcount(empty);
  if (mayFly(pos, t)) return popcount(own) * popcount(empty);
  let n = 0;
  for (let men = own; men !== 0; men &= men - 1) n += popcount(ADJACENT[31 - Math.clz32(men & -men)]! & empty);
  return n;
}

/** The end of the run of moves from `i` (below `n`) that agree with `moves[i]` in the bits of `mask`. */
function runEnd(moves: Int32Array, i: number, n: number, mask: number): number {
  const key = moves[i]! & mask;
  let j = i + 1;
  while (j < n && (moves[j]! & mask) === key) j++;
  return j;
}

function next(pos: MorrisPosition, m: number): MorrisPosition {
  const r = play(pos, unpackMove(m));
  if (!r.ok) throw new Error(`generated move ${formatMove(unpackMove(m))} refused in ${formatPosition(pos)}: ${format(r.error.message, 'en')}`);
  return r.value;
}
