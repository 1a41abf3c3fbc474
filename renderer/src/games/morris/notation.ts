/**
 * Reading the Morris notation for display (issue 2 §3): a position is 24 characters `W`/`B`/`.` in the
 * order `a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1`, a space, the side to
 * move `w` or `b`, then white's and black's men in hand; a move is `d2`, `d2-d3`, `d2xg7`, `d2-d3xg7`.
 * The host validates positions and moves with the engine; the renderer only draws what it is sent, so
 * an unreadable string draws an empty board rather than throwing.
 */
import { POINTS } from '$games/morris/board';

/** Men per side in Morris: "a set of nine for each player" (`001_08482469b23ea4ed.txt`, Game of Morrice). */
export const MEN_PER_SIDE = 9;

/** What the board shows of a Morris position. */
export interface MorrisPicture {
  /** Seat (0 white, 1 black) of the man on each occupied point. */
  readonly owner: Readonly<Record<string, number>>;
  /** Men still in hand, `[white, black]`. */
  readonly inHand: readonly [number, number];
  /** Men on the board, `[white, black]`. */
  readonly onBoard: readonly [number, number];
  /** Men captured from each side (nine less those on the board and in hand), `[white, black]`. */
  readonly captured: readonly [number, number];
  /** Side to move in the string: 0 white, 1 black. */
  readonly toMove: 0 | 1;
}

const POSITION = /^([WB.]{24}) ([wb]) ([0-9]) ([0-9])$/;

/** Reads a Morris position string for drawing; `undefined` when it is not one. */
export function readPosition(text: string): MorrisPicture | undefined {
  const m = POSITION.exec(text.trim());
  if (m === null) return undefined;
  const owner: Record<string, number> = {};
  const onBoard: [number, number] = [0, 0];
  const cells = m[1]!;
  POINTS.forEach((p, i) => {
    const c = cells[i];
    if (c === 'W' || c === 'B') {
      const seat = c === 'W' ? 0 : 1;
      owner[p] = seat;
      onBoard[seat]++;
    }
  });
  const inHand: [number, number] = [Number(m[3]), Number(m[4])];
  return {
    owner,
    inHand,
    onBoard,
    captured: [
      Math.max(0, MEN_PER_SIDE - onBoard[0] - inHand[0]),
      Math.max(0, MEN_PER_SIDE - onBoard[1] - inHand[1]),
    ],
    toMove: m[2] === 'w' ? 0 : 1,
  };
}

/**
 * The cells a person picks to make a move, in order: `d2` -> `[d2]`, `d2-d3xg7` -> `[d2, d3, g7]`,
 * `d2xg7xa1` -> `[d2, g7, a1]`. Anything unreadable gives `[]`.
 */
export function movePath(move: string): string[] {
  const [body = '', ...captures] = move.trim().split('x');
  const cells = [...body.split('-'), ...captures].filter((c) => c.length > 0);
  return cells.every((c) => /^[a-g][1-7]$/.test(c)) ? cells : [];
}

/** The parts of a move for the history list: where the man came from, where it went, what it took. */
export function moveParts(move: string): { from?: string; to: string; captures: string[] } | undefined {
  const [body = '', ...captures] = move.trim().split('x');
  const [a, b] = body.split('-');
  if (a === undefined || a === '') return undefined;
  return b === undefined ? { to: a, captures } : { from: a, to: b, captures };
}
