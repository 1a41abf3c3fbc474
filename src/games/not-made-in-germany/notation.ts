/**
 * Text notation of Not Made in Germany (issue 6 §2; other tools rely on it exactly).
 *
 * Position: ranks 9 down to 1 separated by `/`, each read from file `a` to `i`, digits for runs of
 * empty cells (an ornament counts as an empty cell in a run), England's men upper case `F E N G L A D`
 * (`F` a flag), Germany's lower case `f g e r m a n y`, then a space and the side to move, `england` or
 * `germany`. The start is `FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england`.
 *
 * Move: `from-to` (`d1-d2`, `d1-f5`), or the full list of landing squares of a jump chain
 * (`d1-d3-f3-f5`), or `pass`. A move is identified by its start and end squares; the canonical text
 * (what {@link formatMove} writes and `parlour legal` prints) is `from-to`. {@link formatChain} writes the
 * landing list of a move's route for display and for records that want the route kept.
 */
import type { NotationError } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { isOrnament, parseSquare, SQUARE_COUNT, squareAt, squareName, type Square } from './board';
import { hasWon, rootPosition, seatOf, sideHasWon, type NmigPosition } from './position';
import { ENGLAND, GERMANY, manOfChar, menCount, SIDES, type Side } from './men';
import { msg, type Message } from '../../i18n/index';
import { PASS, type NmigMove } from './movegen';
import type { NmigOptions } from './options';

/** The start position in notation (issue 6 §2). */
export const START_POSITION = 'FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england';

function fail(code: string, message: Message): Result<never, NotationError> {
  return err({ code: `notation/${code}`, message });
}

/**
 * Reads the board part of a position into 81 cells, reporting every problem found.
 * @returns the cells, or a `notation/…` error: `ranks` (not nine ranks), `rank-length`, `bad-char`,
 *   `on-ornament`, `men-count`, `both-won`; when several problems are found, the code is the first's
 *   and the message lists them all.
 */
export function parseBoard(board: string): Result<string, NotationError> {
  const ranks = board.split('/');
  if (ranks.length !== 9) return fail('ranks', msg('nmig.notation.ranks', { n: ranks.length, input: JSON.stringify(board) }));
  const cells = new Array<string>(SQUARE_COUNT).fill('.');
  const problems: { code: string; message: Message }[] = [];
  ranks.forEach((text, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const ch of text) {
      if (ch >= '1' && ch <= '9') {
        file += Number(ch);
        continue;
      }
      if (manOfChar(ch) === undefined) {
        problems.push({ code: 'bad-char', message: msg('nmig.notation.bad-char', { rank, char: JSON.stringify(ch) }) });
        return;
      }
      const sq = squareAt(file, rank);
      if (sq !== undefined) {
        if (isOrnament(sq)) problems.push({ code: 'on-ornament', message: msg('nmig.notation.on-ornament', { char: ch, square: squareName(sq) }) });
        cells[sq] = ch;
      }
      file++;
    }
    if (file !== 9) problems.push({ code: 'rank-length', message: msg('nmig.notation.rank-length', { rank, input: JSON.stringify(text), n: file }) });
  });
  if (problems.length === 0) {
    const joined = cells.join('');
    for (const side of [ENGLAND, GERMANY] as const) {
      const want = menCount(side);
      const got = new Map<string, number>();
      for (const c of joined) if (c !== '.' && manOfChar(c)!.side === side) got.set(c, (got.get(c) ?? 0) + 1);
      const wrong = [...want].filter(([c, n]) => (got.get(c) ?? 0) !== n).map(([c, n]) => msg('nmig.notation.men-expected', { n, char: c, found: got.get(c) ?? 0 }));
      if (wrong.length > 0) problems.push({ code: 'men-count', message: msg('nmig.notation.men-count', { seat: seatOf(side), wrong }) });
    }
    if (problems.length === 0 && hasWon(joined, ENGLAND) && hasWon(joined, GERMANY)) {
      problems.push({ code: 'both-won', message: msg('nmig.notation.both-spelt') });
    }
  }
  if (problems.length > 0) return fail(problems[0]!.code, problems.length === 1 ? problems[0]!.message : msg('core.problems', { problems: problems.map((p) => p.message) }));
  return ok(cells.join(''));
}

/**
 * Reads a position in notation (see the module docstring). Surrounding whitespace is ignored; the board
 * and the side to move are separated by whitespace. The position starts a fresh history (ply 0, seen once).
 * @returns the position, or a `notation/…` error: `fields` (not two fields), `side` (not `england` or
 *   `germany`), `both-won` (under `blockedGoal: halma`, both goal rows filled), or one from {@link parseBoard}.
 */
export function parsePositionText(text: string, options: NmigOptions): Result<NmigPosition, NotationError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2) {
    return fail('fields', msg('nmig.notation.fields', { start: JSON.stringify(START_POSITION) }));
  }
  const [board, sideText] = fields as [string, string];
  const side = SIDES.indexOf(sideText as (typeof SIDES)[number]);
  const cells = parseBoard(board);
  if (!cells.ok) return cells;
  if (side < 0) return fail('side', msg('nmig.notation.side', { input: JSON.stringify(sideText) }));
  if (sideHasWon(cells.value, ENGLAND, options) && sideHasWon(cells.value, GERMANY, options)) return fail('both-won', msg('nmig.notation.both-filled'));
  return ok(rootPosition(cells.value, side as Side, options));
}

/** Writes the board part of the notation for 81 cells. */
export function formatBoard(cells: string): string {
  const ranks: string[] = [];
  for (let rank = 9; rank >= 1; rank--) {
    let out = '';
    let run = 0;
    for (let f = 0; f < 9; f++) {
      const c = cells[squareAt(f, rank)!]!;
      if (c === '.') {
        run++;
        continue;
      }
      if (run > 0) out += String(run);
      run = 0;
      out += c;
    }
    if (run > 0) out += String(run);
    ranks.push(out);
  }
  return ranks.join('/');
}

/** Writes `pos` in canonical notation (board, space, side to move). */
export function formatPositionText(pos: NmigPosition): string {
  return `${formatBoard(pos.cells)} ${SIDES[pos.turn]}`;
}

/**
 * Reads a move: `pass`, `from-to`, or a jump chain's landing list `from-l1-…-to`. Syntax only (squares
 * a1..i9, at least two, separated by `-`); legality, ornaments included, is `play`'s job.
 * @returns the move (`via` holds the intermediate landings of a landing list), or a `notation/move`
 *   error naming what is wrong.
 */
export function parseMoveText(text: string): Result<NmigMove, NotationError> {
  const t = text.trim();
  if (t === 'pass') return ok(PASS);
  const parts = t.split('-');
  if (parts.length < 2) {
    return fail('move', msg('nmig.notation.move', { input: JSON.stringify(text) }));
  }
  const squares: Square[] = [];
  for (const p of parts) {
    const sq = parseSquare(p);
    if (sq === undefined) return fail('move', msg('nmig.notation.square', { square: JSON.stringify(p), input: JSON.stringify(text) }));
    squares.push(sq);
  }
  return ok({ kind: 'move', from: squares[0]!, to: squares[squares.length - 1]!, via: squares.slice(1, -1) });
}

/** Writes a move canonically: `from-to` (its identity), or `pass`. The route in `via` is not written. */
export function formatMoveText(move: NmigMove): string {
  return move.kind === 'pass' ? 'pass' : `${squareName(move.from)}-${squareName(move.to)}`;
}

/**
 * Writes a move with its route: the landing list `from-l1-…-to` (`d1-d3-f3-f5`); for a step or a move
 * without a route the same as {@link formatMoveText}. Moves from `legalMoves` carry a shortest route.
 */
export function formatChain(move: NmigMove): string {
  if (move.kind === 'pass') return 'pass';
  return [move.from, ...move.via, move.to].map(squareName).join('-');
}
