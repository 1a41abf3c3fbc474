/**
 * What the Not Made in Germany board draws, read from the position the host sends (issue 6 §4): the
 * lettered man on every square, the letters already home for each side, the winner, and the jump
 * paths of chains (for the selected or lifted man, and for the last move).
 *
 * The host validates positions and moves with the engine; the screen reads them with the engine's own
 * notation and helpers (`src/games/not-made-in-germany/`: `parsePositionText`, `identities`,
 * `lettersHome`, `hasWon`, and the move generator's routes), so no rule is restated here. An
 * unreadable position draws an empty board rather than throwing.
 *
 * Square names are the game's (`a1` … `i9`); screen coordinates are columns and rows 0..8 from the top
 * left as seen from the chosen seat (see {@link screenXY}).
 */
import { parseOptions } from '$core/options';
import {
  ENGLAND,
  GERMANY,
  HOME_ROW,
  fileOf,
  hasWon,
  identities,
  isAdjacent,
  lettersHome,
  nmigOptions,
  parseSquare,
  rankOf,
  squareName,
  type Man,
  type NmigPosition,
  type Side,
  type SquareName,
} from '$games/not-made-in-germany/index';
import { parsePositionText } from '$games/not-made-in-germany/notation';
import { generateMovesFrom } from '$games/not-made-in-germany/movegen';
import { format } from '$i18n';
import { t } from '../../lib/i18n.svelte';

/** Where the person on screen sits: behind Germany's home row (rank 1 nearest) or England's (rank 9). */
export type SeatView = 'germany' | 'england';

/** The seat index of a {@link SeatView}: 0 England, 1 Germany. */
export function sideOfView(view: SeatView): Side {
  return view === 'england' ? ENGLAND : GERMANY;
}

/** What the board shows of a position. */
export interface NmigPicture {
  /** The position as the engine reads it (default options: drawing needs no rule option). */
  readonly position: NmigPosition;
  /** The lettered man on every occupied square. */
  readonly men: Readonly<Partial<Record<SquareName, Man>>>;
  /** Goal squares already holding the right man, by side (`[england, germany]`). */
  readonly home: readonly [readonly SquareName[], readonly SquareName[]];
  /** The side whose men spell its word on the opponent's home row, if any. */
  readonly winner: Side | undefined;
  /** The side to move in the notation. */
  readonly toMove: Side;
}

const DEFAULTS = (() => {
  const o = parseOptions(nmigOptions, {});
  if (!o.ok) throw new Error(`the default options of Not Made in Germany do not parse: ${format(o.error.message, 'en')}`);
  return o.value;
})();

/** Reads a position in the game's notation (issue 6 §2) for drawing; `undefined` when it is not one. */
export function readPicture(text: string): NmigPicture | undefined {
  const p = parsePositionText(text, DEFAULTS);
  if (!p.ok) return undefined;
  const pos = p.value;
  const winner = hasWon(pos.cells, ENGLAND) ? ENGLAND : hasWon(pos.cells, GERMANY) ? GERMANY : undefined;
  return {
    position: pos,
    men: identities(pos),
    home: [lettersHome(pos, ENGLAND), lettersHome(pos, GERMANY)],
    winner,
    toMove: pos.turn,
  };
}

/**
 * The screen column and row (0..8, from the top left) of `square` seen from `view`. From Germany's seat
 * file `a` is on the left and rank 9 at the top (the sheet's plan); from England's seat the board is
 * turned half round: file `i` on the left, rank 1 at the top. `undefined` for a name that is no square.
 */
export function screenXY(square: string, view: SeatView): { col: number; row: number } | undefined {
  const sq = parseSquare(square);
  if (sq === undefined) return undefined;
  const f = fileOf(sq);
  const r = rankOf(sq);
  return view === 'germany' ? { col: f, row: 9 - r } : { col: 8 - f, row: r - 1 };
}

/** The square at screen column and row (0..8) seen from `view`; `undefined` off the board. */
export function squareAtScreen(col: number, row: number, view: SeatView): SquareName | undefined {
  if (col < 0 || col > 8 || row < 0 || row > 8) return undefined;
  const f = view === 'germany' ? col : 8 - col;
  const r = view === 'germany' ? 9 - row : row + 1;
  return `${'abcdefghi'[f]!}${r}` as SquareName;
}

/**
 * `true` when the letter of a man of `side` is drawn upside down for a person sitting at `view`:
 * the sheet's men "spell the words … correctly to their respective players, while they are upsidedown
 * to their opponents" (`000_bcb8c47de0459cfb.txt`).
 */
export function upsideDown(side: Side, view: SeatView): boolean {
  return side !== sideOfView(view);
}

/** A jump route: the man's square, then every landing in order (the last is the destination). */
export type Route = readonly SquareName[];

/**
 * The route of each jump chain of the man on `from` in `picture`, by destination: a shortest chain
 * (the engine's representative route; any chain between the same two squares is the same move). Steps
 * are left out (they need no path). `only` limits the destinations (the legal targets the host sent).
 */
export function chainRoutes(picture: NmigPicture, from: string, only?: readonly string[]): ReadonlyMap<string, Route> {
  const sq = parseSquare(from);
  const out = new Map<string, Route>();
  if (sq === undefined) return out;
  for (const m of generateMovesFrom(picture.position.cells, sq)) {
    if (m.kind !== 'move' || isAdjacent(m.from, m.to)) continue;
    const to = squareName(m.to);
    if (only !== undefined && !only.includes(to)) continue;
    out.set(to, [squareName(m.from), ...m.via.map(squareName), to]);
  }
  return out;
}

/** The squares of a move in notation (`d1-f5`, `d1-d3-f3-f5`); `[]` for `pass` or anything unreadable. */
export function moveSquares(move: string): SquareName[] {
  const parts = move.trim().split('-');
  if (parts.length < 2 || parts.some((p) => parseSquare(p) === undefined)) return [];
  return parts as SquareName[];
}

/**
 * The route the last move took, drawn after it: its own landing list when the notation gives one,
 * else a step as `[from, to]`, else a shortest chain found backwards in `picture` (leaps can be retraced:
 * the men leapt over have not moved and every landing is still vacant), else `[from, to]`.
 */
export function lastRoute(picture: NmigPicture, move: string): Route {
  const squares = moveSquares(move);
  if (squares.length !== 2) return squares;
  const [from, to] = squares as [SquareName, SquareName];
  const a = parseSquare(from)!;
  const b = parseSquare(to)!;
  if (isAdjacent(a, b) || picture.position.cells[b] === '.') return squares;
  const back = chainRoutes(picture, to).get(from);
  return back === undefined ? squares : [...back].reverse();
}

/**
 * Where the man on `cell`, carried on from the last move, may still go (issue 6 §3: "when the man moves
 * on, the longer chain replaces it as one move"): when `cell` is where the last move `lastMove` ended,
 * the chain routes of that man from the last move's start square in the position before it (the man
 * put back on its start). `undefined` when `cell` is not the last move's end.
 */
export function continuationRoutes(picture: NmigPicture, lastMove: string | undefined, cell: string): ReadonlyMap<string, Route> | undefined {
  if (lastMove === undefined) return undefined;
  const squares = moveSquares(lastMove);
  const from = squares[0];
  const to = squares[squares.length - 1];
  if (from === undefined || to === undefined || to !== cell) return undefined;
  const a = parseSquare(from)!;
  const b = parseSquare(to)!;
  const cells = picture.position.cells.split('');
  if (cells[b] === '.' || cells[a] !== '.') return undefined;
  cells[a] = cells[b]!;
  cells[b] = '.';
  const before: NmigPicture = { ...picture, position: { ...picture.position, cells: cells.join('') } };
  const routes = new Map(chainRoutes(before, from));
  routes.delete(to);
  return routes;
}

/** The word each side spells, as its men read from file `a` to `i` (England `FDNALGNEF`, Germany `fgermanyf`). */
export const WORDS: readonly [string, string] = [HOME_ROW[ENGLAND], HOME_ROW[GERMANY]];

/** A man as read aloud: "England's D", "Germany's flag". */
export function manName(man: Man): string {
  return t('app.nmig.man', { seat: { game: 'not-made-in-germany', seat: man.side }, letter: man.letter, flag: man.letter === 'flag' ? 'yes' : 'no' });
}
