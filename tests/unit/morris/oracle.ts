/**
 * A deliberately naive second implementation of the Morris move rules, written straight from the sheet
 * with point names and arrays (no bitboards, no shared code with src/games/morris except the point list
 * in notation order), used as an outside oracle for the engine's legal-move lists.
 *
 * Sheet: 001_08482469b23ea4ed.txt, Game of Morrice.
 */

/** Lines of three as drawn on the board, written out by hand. */
export const ORACLE_LINES: readonly string[][] = [
  ['a7', 'd7', 'g7'], ['b6', 'd6', 'f6'], ['c5', 'd5', 'e5'], ['a4', 'b4', 'c4'],
  ['e4', 'f4', 'g4'], ['c3', 'd3', 'e3'], ['b2', 'd2', 'f2'], ['a1', 'd1', 'g1'],
  ['a7', 'a4', 'a1'], ['b6', 'b4', 'b2'], ['c5', 'c4', 'c3'], ['d7', 'd6', 'd5'],
  ['d3', 'd2', 'd1'], ['e5', 'e4', 'e3'], ['f6', 'f4', 'f2'], ['g7', 'g4', 'g1'],
];

/** The position string's point order (issue 2 §3). */
export const ORACLE_ORDER = 'a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1'.split(' ');

/** Board: point name -> 'W' | 'B' | '.'. */
export type OracleBoard = Map<string, string>;

/** Reads the board part of a position string. */
export function oracleBoard(position: string): OracleBoard {
  return new Map(ORACLE_ORDER.map((p, i) => [p, position[i]!]));
}

function neighbours(p: string): string[] {
  const out: string[] = [];
  for (const line of ORACLE_LINES) {
    const k = line.indexOf(p);
    if (k < 0) continue;
    if (k > 0) out.push(line[k - 1]!);
    if (k < 2) out.push(line[k + 1]!);
  }
  return out;
}

function inRow(board: OracleBoard, p: string): boolean {
  const c = board.get(p);
  return ORACLE_LINES.some((line) => line.includes(p) && line.every((q) => board.get(q) === c));
}

function rowsThrough(board: OracleBoard, p: string): number {
  const c = board.get(p);
  return ORACLE_LINES.filter((line) => line.includes(p) && line.every((q) => board.get(q) === c)).length;
}

function takeable(board: OracleBoard, colour: string): string[] {
  const men = ORACLE_ORDER.filter((p) => board.get(p) === colour);
  const free = men.filter((p) => !inRow(board, p));
  return free.length > 0 ? free : men;
}

/**
 * Every legal move string of a position string (game assumed not over), under the `flying` and
 * `millCaptures` options.
 */
export function oracleMoves(position: string, opts: { flying: boolean; millCaptures: 'one' | 'two' }): string[] {
  const [boardText, side, wh, bh] = position.split(' ') as [string, string, string, string];
  const board = oracleBoard(boardText);
  const me = side === 'w' ? 'W' : 'B';
  const them = me === 'W' ? 'B' : 'W';
  const hand = Number(me === 'W' ? wh : bh);
  const mine = ORACLE_ORDER.filter((p) => board.get(p) === me);
  const empty = ORACLE_ORDER.filter((p) => board.get(p) === '.');
  const heads: { text: string; from?: string; to: string }[] = [];
  if (hand > 0) {
    for (const to of empty) heads.push({ text: to, to });
  } else {
    const fly = opts.flying && mine.length === 3;
    for (const from of mine) {
      const dests = fly ? empty : neighbours(from).filter((q) => board.get(q) === '.');
      for (const to of dests) heads.push({ text: `${from}-${to}`, from, to });
    }
  }
  const out: string[] = [];
  for (const h of heads) {
    const after = new Map(board);
    if (h.from !== undefined) after.set(h.from, '.');
    after.set(h.to, me);
    const rows = rowsThrough(after, h.to);
    const theirs = ORACLE_ORDER.filter((p) => after.get(p) === them);
    if (rows === 0 || theirs.length === 0) {
      out.push(h.text);
      continue;
    }
    const count = opts.millCaptures === 'two' ? rows : 1;
    for (const c1 of takeable(after, them)) {
      if (count === 1 || theirs.length === 1) {
        out.push(`${h.text}x${c1}`);
        continue;
      }
      const after2 = new Map(after);
      after2.set(c1, '.');
      for (const c2 of takeable(after2, them)) out.push(`${h.text}x${c1}x${c2}`);
    }
  }
  return out.sort();
}
