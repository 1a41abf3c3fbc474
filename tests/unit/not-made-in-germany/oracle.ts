/**
 * An independent model of Not Made in Germany for tests: square names and coordinates only, no engine
 * tables or code. Boards are maps from square name to notation character. Used as the oracle of the
 * property tests and of perft.
 */
/** Files from Germany's left. */
export const FILE_LETTERS = 'abcdefghi';
/** The seven ornamental squares of the middle row. */
export const ORNAMENT_NAMES = new Set(['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5']);
const name = (f: number, r: number): string => `${FILE_LETTERS[f]!}${r}`;
const onBoard = (f: number, r: number): boolean => f >= 0 && f < 9 && r >= 1 && r <= 9;
const usable = (f: number, r: number): boolean => onBoard(f, r) && !ORNAMENT_NAMES.has(name(f, r));
/** The 74 squares a man may stand on. */
export const ALL_USABLE: string[] = [];
for (let f = 0; f < 9; f++) for (let r = 1; r <= 9; r++) if (usable(f, r)) ALL_USABLE.push(name(f, r));
const DIRS = [-1, 0, 1].flatMap((df) => [-1, 0, 1].map((dr) => [df, dr] as const)).filter(([a, b]) => a !== 0 || b !== 0);
/** Every man of both sides, England first, as notation characters. */
export const MEN = 'FDNALGNEFfgermanyf';

/** A board as a map square name → notation character. */
export type Board = Map<string, string>;

/** Position notation for a board and a side to move. */
export function toNotation(board: Board, side: 'england' | 'germany'): string {
  const ranks: string[] = [];
  for (let r = 9; r >= 1; r--) {
    let row = '';
    for (let f = 0; f < 9; f++) row += board.get(name(f, r)) ?? '.';
    ranks.push(row.replace(/\.+/g, (run) => String(run.length)));
  }
  return `${ranks.join('/')} ${side}`;
}

/** Squares reachable from `start` by repeated single leaps, the man lifted; `start` itself excluded. */
export function oracleChains(board: Board, start: string): string[] {
  const occupied = (f: number, r: number): boolean => board.has(name(f, r)) && name(f, r) !== start;
  const seen = new Set<string>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const f = FILE_LETTERS.indexOf(at[0]!);
    const r = Number(at[1]);
    for (const [df, dr] of DIRS) {
      const [mf, mr, lf, lr] = [f + df, r + dr, f + 2 * df, r + 2 * dr];
      if (!usable(mf, mr) || !usable(lf, lr) || !occupied(mf, mr) || occupied(lf, lr)) continue;
      const land = name(lf, lr);
      if (!seen.has(land)) {
        seen.add(land);
        stack.push(land);
      }
    }
  }
  seen.delete(start);
  return [...seen].sort();
}

/** Vacant usable neighbours of `from` (its steps), by the oracle. */
export function oracleSteps(board: Board, from: string): string[] {
  const f = FILE_LETTERS.indexOf(from[0]!);
  const r = Number(from[1]);
  return DIRS.filter(([df, dr]) => usable(f + df, r + dr) && !board.has(name(f + df, r + dr)))
    .map(([df, dr]) => name(f + df, r + dr))
    .sort();
}

/** Every move of `side` on `board` as `from-to`, by the oracle: vacant neighbours and chain ends. */
export function oracleMoves(board: Board, side: 'england' | 'germany'): string[] {
  const out: string[] = [];
  for (const [sq, c] of board) {
    if ((c === c.toUpperCase()) !== (side === 'england')) continue;
    for (const to of [...oracleSteps(board, sq), ...oracleChains(board, sq)]) out.push(`${sq}-${to}`);
  }
  return out.sort();
}

/** The board after the man on `from` moves to `to`. */
export function oracleApply(board: Board, from: string, to: string): Board {
  const next = new Map(board);
  next.set(to, board.get(from)!);
  next.delete(from);
  return next;
}

/** Perft by the oracle, ignoring draws and wins (callers keep to depths where none can happen). */
export function oraclePerft(board: Board, side: 'england' | 'germany', depth: number): number {
  if (depth === 0) return 1;
  const moves = oracleMoves(board, side);
  if (depth === 1) return moves.length;
  const other = side === 'england' ? 'germany' : 'england';
  let n = 0;
  for (const m of moves) {
    const [from, to] = m.split('-') as [string, string];
    n += oraclePerft(oracleApply(board, from, to), other, depth - 1);
  }
  return n;
}

/** A board from position notation's board part (no validation: test input only). */
export function boardOf(notation: string): Board {
  const board: Board = new Map();
  notation
    .split(' ')[0]!
    .split('/')
    .forEach((rankText, i) => {
      let f = 0;
      for (const ch of rankText) {
        if (ch >= '1' && ch <= '9') f += Number(ch);
        else board.set(name(f++, 9 - i), ch);
      }
    });
  return board;
}
