/**
 * Positions of Not Made in Germany: an immutable value holding which lettered man stands on which square,
 * the side to move, the ply count, the repetition history and the options; and `play`, the one way to
 * get from one position to the next.
 *
 * Identity tracking (issue 6 §3): `cells` names the man on every square by its notation character, and
 * `play` carries that character from the start square to the end square, so the position always knows
 * which letter stands where even though a sensor board sees only occupancy.
 */
import { citations, type MoveError, type RuleCitation, type Status } from '../../core/game';
import { err, ok, type Result } from '../../core/result';
import { msg, type Message, type SeatRef } from '../../i18n/index';
import { fileOf, isSquare, rankOf, SQUARE_COUNT, squareAt, squareName, USABLE, type Square } from './board';
import { HOME_ROW, opponent, type Side } from './men';
import { generateMoves, generateMovesFrom, hasAnyMove, isMineCode, PASS, shortestChain, VACANT_CODE, type NmigMove } from './movegen';
import type { NmigOptions } from './options';

/** The rule sheet this game implements. */
export const SHEET = '000_bcb8c47de0459cfb.txt';

/** The sentences of the sheet that moves are checked against, verbatim (typos and all). */
export const RULES = citations('not-made-in-germany', SHEET, {
  alternate: 'The Game is for two players, each moving alternately.',
  step: 'Each piece moves one square in any direction, straight, diagonally, backwards, forwards or sideways.',
  own: 'Each player must gradually woork all his pieces across the board, so that they form the words “England” or “Germany” with a flag at each end on the last row of squares, and the one who first succeeds in doing this has won the game.',
  leap: 'Any piece may leap over any other piece which is next to it, if there be a vacant square behind it, in any direction provided always that the square to which the piece moves is in the same straight line with the square from which it is moved.',
  chain: 'A piece may also leap over a succession of any number of pieces provided that there is one vacant square between each.',
  ornament: 'No piece may move on to or over the ornamental squares, but must cross the Board through or over one of the two plain square in the middle row.',
  spell: 'At the end of the game, the pieces must spell the words “England&dquo; or “Germany” correctly to their respective players, while they are upsidedown to their opponents.',
});

/** One entry of a position's repetition history: the men on their squares and the side to move. */
export interface HistoryNode {
  /** Zobrist hash of `cells` and `turn` (32-bit). */
  readonly hash: number;
  readonly cells: string;
  readonly turn: Side;
  /** The position before, or `undefined` at the set-up or a parsed position. */
  readonly prev: HistoryNode | undefined;
}

/**
 * An append-only log of position hashes shared by the positions of one line of play: a position at
 * ply `n` owns entries `0..n`; `play` appends in place when the position is the log's tip (`used ===
 * n + 1`) and copies the first `n + 1` entries otherwise (a second move played from the same position),
 * so no position ever sees its entries change. Scanning it is a walk over contiguous memory, where the
 * linked history costs a cache miss per node.
 */
export interface HashLog {
  readonly hashes: Int32Array;
  used: number;
}

/**
 * A position. Immutable: `play` returns a new one. Build one with `setup` or `parsePosition` of the game.
 */
export interface NmigPosition {
  /**
   * 81 characters, indexed by {@link Square} (`a1`, `a2`, …, `i9`): `.` for a vacant square (ornaments
   * are always `.`), otherwise the notation character of the man standing there (`F E N G L A D`
   * England, `f g e r m a n y` Germany).
   */
  readonly cells: string;
  /** The side to move (0 England, 1 Germany); after the game ends, the side that would be next. */
  readonly turn: Side;
  /** Plies (moves and passes) played since the set-up or the parsed position. */
  readonly ply: number;
  /** The rule options the game is played under. */
  readonly options: NmigOptions;
  /** How many times (`cells`, `turn`) has occurred in `history`, this time included (≥ 1). */
  readonly repetitions: number;
  /** This position and every one before it, newest first, for the repetition rule. */
  readonly history: HistoryNode;
  /**
   * Internal cache for the repetition rule: the hashes of `history` oldest first, `hashLog.hashes[ply]`
   * being this position's, in a buffer shared along a line of play. Read it only through this module.
   */
  readonly hashLog: HashLog;
  /** Ongoing, won or drawn, computed when the position is made. */
  readonly status: Status;
}

// Zobrist keys: one random 32-bit number per (square, notation character code) and one for the side to
// move. A fixed xorshift32 sequence: only equality of hashes matters, and equal hashes are confirmed by
// comparing the cells, so the quality of the numbers affects speed, never correctness.
const ZOBRIST = new Int32Array(SQUARE_COUNT * 128);
const TURN_KEY = 0x2545f491;
{
  let x = 0x9e3779b9 | 0;
  for (let i = 0; i < ZOBRIST.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    ZOBRIST[i] = x;
  }
}

function hashOf(cells: string, turn: Side): number {
  let h = turn === 1 ? TURN_KEY : 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const c = cells.charCodeAt(sq);
    if (c !== VACANT_CODE) h ^= ZOBRIST[sq * 128 + c]!;
  }
  return h;
}

/** `true` when `side`'s men spell its home row on its goal row, each man on the file it started on. */
export function hasWon(cells: string, side: Side): boolean {
  const row = HOME_ROW[side];
  const rankIndex = side === 0 ? 0 : 8;
  for (let f = 0; f < 9; f++) if (cells[f * 9 + rankIndex] !== row[f]) return false;
  return true;
}

/**
 * `true` when `side` has won under the option `blockedGoal: halma` but not by spelling its whole word:
 * some squares of its goal row are held by opponent men (men on their own home row), at least one is not,
 * and every square not so held holds the right man, "each man on the file it started on" (the two Ns and
 * the two flags being interchangeable, as always). Source: Chinese-checkers practice for a goal blocked
 * by an opponent's pieces; the sheet is silent (see `docs/games/not-made-in-germany.md`, "Spoiling").
 */
export function hasWonPastBlockers(cells: string, side: Side): boolean {
  const row = HOME_ROW[side];
  const rankIndex = side === 0 ? 0 : 8;
  let held = 0;
  for (let f = 0; f < 9; f++) {
    const c = cells.charCodeAt(f * 9 + rankIndex);
    if (c !== VACANT_CODE && isMineCode(c, opponent(side))) held++;
    else if (c !== row.charCodeAt(f)) return false;
  }
  return held > 0 && held < 9;
}

/** `true` when `side` has won under `options`: its word spelt, or (under `blockedGoal: halma`) spelt past the opponent's blockers. */
export function sideHasWon(cells: string, side: Side, options: Pick<NmigOptions, 'blockedGoal'>): boolean {
  return hasWon(cells, side) || (options.blockedGoal === 'halma' && hasWonPastBlockers(cells, side));
}

/** A seat of Not Made in Germany, for messages (`England`, `Germany` in the catalogue). */
export function seatOf(side: number): SeatRef {
  return { game: 'not-made-in-germany', seat: side };
}

function winReason(cells: string, side: Side): Message {
  const word = side === 0 ? 'england' : 'germany';
  if (hasWon(cells, side)) return msg('nmig.status.spelt', { word });
  return msg('nmig.status.spelt-past-blockers', { word, them: seatOf(opponent(side)) });
}

function computeStatus(cells: string, turn: Side, ply: number, repetitions: number, options: NmigOptions): Status {
  const mover = opponent(turn);
  // Normally only the side that just moved can have completed its word by this ply; at a set-up or parsed
  // position both are checked (a position where both have is refused by parsePosition). Under
  // blockedGoal: halma a man stepping back onto its own home row can complete the other side's goal.
  if (sideHasWon(cells, mover, options)) return { kind: 'won', winners: [mover], reason: winReason(cells, mover) };
  if (sideHasWon(cells, turn, options)) return { kind: 'won', winners: [turn], reason: winReason(cells, turn) };
  if (options.noMove === 'lose' && !hasAnyMove(cells, turn)) {
    return {
      kind: 'won',
      winners: [mover],
      reason: msg('nmig.status.no-move-loses', { seat: seatOf(turn) }),
    };
  }
  if (options.repetition === 'threefold' && repetitions >= 3) {
    return { kind: 'draw', reason: msg('nmig.status.repetition') };
  }
  if (ply >= options.plyLimit) {
    return { kind: 'draw', reason: msg('nmig.status.ply-limit', { limit: options.plyLimit }) };
  }
  return { kind: 'ongoing' };
}

/**
 * Makes a root position (no history) from validated cells. The caller guarantees `cells` is 81
 * characters of men and `.` with no man on an ornament.
 */
export function rootPosition(cells: string, turn: Side, options: NmigOptions): NmigPosition {
  const hash = hashOf(cells, turn);
  const history: HistoryNode = { hash, cells, turn, prev: undefined };
  const hashLog: HashLog = { hashes: new Int32Array(64), used: 1 };
  hashLog.hashes[0] = hash;
  return { cells, turn, ply: 0, options, repetitions: 1, history, hashLog, status: computeStatus(cells, turn, 0, 1, options) };
}

function next(pos: NmigPosition, cells: string, hash: number): NmigPosition {
  const turn = opponent(pos.turn);
  const ply = pos.ply + 1;
  let log = pos.hashLog;
  if (log.used !== ply || ply >= log.hashes.length) {
    // a branch gets room for a playout of 64 plies; a full log on a single line doubles
    const hashes = new Int32Array(log.used !== ply ? ply + 64 : ply * 2);
    hashes.set(log.hashes.subarray(0, ply));
    log = { hashes, used: ply };
  }
  // The side to move alternates every ply (passes included), so only every other entry can repeat.
  let repetitions = 1;
  let node: HistoryNode | undefined = pos.history;
  let nodePly = pos.ply;
  const hashes = log.hashes;
  for (let i = ply - 2; i >= 0; i -= 2) {
    if (hashes[i] !== hash) continue;
    while (nodePly > i) {
      node = node!.prev;
      nodePly--;
    }
    if (node!.cells === cells && node!.turn === turn) repetitions++;
  }
  hashes[ply] = hash;
  log.used = ply + 1;
  const history: HistoryNode = { hash, cells, turn, prev: pos.history };
  return {
    cells,
    turn,
    ply,
    options: pos.options,
    repetitions,
    history,
    hashLog: log,
    status: computeStatus(cells, turn, ply, repetitions, pos.options),
  };
}

/** Every legal move in `pos` (see the game's `legalMoves`). */
export function legalMovesOf(pos: NmigPosition): readonly NmigMove[] {
  if (pos.status.kind !== 'ongoing') return [];
  const moves = generateMoves(pos.cells, pos.turn);
  if (moves.length === 0 && pos.options.noMove === 'pass') return [PASS];
  return moves;
}

function refuse(code: string, message: Message, rule?: RuleCitation): Result<never, MoveError> {
  return err(rule === undefined ? { code: `not-made-in-germany/${code}`, message } : { code: `not-made-in-germany/${code}`, message, rule });
}

/**
 * Plays `move` in `pos`.
 *
 * A move given by start and end square (`via` empty) is legal when the end square is a vacant usable
 * neighbour or the end of some jump chain; a move with a non-empty `via` must also be a valid chain leap
 * by leap. The man keeps its identity: its character moves from `from` to `to`.
 *
 * @returns the new position, or a {@link MoveError} with code `not-made-in-germany/…`: `game-over`,
 *   `pass-not-allowed`, `bad-move` (squares outside 0..80), `no-man`, `not-your-man`, `ornament`,
 *   `occupied`, `no-move` (ends where it starts), `not-a-leap`, `nothing-to-leap`, `leap-over-ornament`,
 *   `revisit` (a chain landing twice on a square or back on its start), `unreachable`.
 */
export function playMove(pos: NmigPosition, move: NmigMove): Result<NmigPosition, MoveError> {
  if (pos.status.kind !== 'ongoing') {
    return refuse('game-over', msg('nmig.game-over', { reason: pos.status.reason }));
  }
  const side = pos.turn;
  const name = seatOf(side);
  if (move.kind === 'pass') {
    if (pos.options.noMove !== 'pass') return refuse('pass-not-allowed', msg('nmig.pass-not-allowed', { seat: name }));
    if (hasAnyMove(pos.cells, side)) return refuse('pass-not-allowed', msg('nmig.pass-while-movable', { seat: name }), RULES.alternate);
    return ok(next(pos, pos.cells, pos.history.hash ^ TURN_KEY));
  }
  const { from, to, via } = move;
  if (!isSquare(from) || !isSquare(to) || !Array.isArray(via) || !via.every(isSquare)) {
    return refuse('bad-move', msg('nmig.bad-move'));
  }
  const cells = pos.cells;
  const fromName = squareName(from);
  const toName = squareName(to);
  const code = cells.charCodeAt(from);
  if (code === VACANT_CODE) return refuse('no-man', msg('nmig.no-man', { square: fromName }));
  if ((code >= 97) !== (side === 1)) {
    return refuse('not-your-man', msg('nmig.not-your-man', { square: fromName, owner: seatOf(opponent(side)), seat: name }), RULES.alternate);
  }
  if (to === from) return refuse('no-move', msg('nmig.no-move', { move: `${fromName}-${toName}` }));
  if (USABLE[to] === 0) return refuse('ornament', msg('nmig.ornament', { square: toName }), RULES.ornament);
  if (cells.charCodeAt(to) !== VACANT_CODE) return refuse('occupied', msg('nmig.occupied', { square: toName }), RULES.step);
  const df = Math.abs(fileOf(to) - fileOf(from));
  const dr = Math.abs(rankOf(to) - rankOf(from));
  if (via.length === 0 && df <= 1 && dr <= 1) return ok(moved(pos, from, to, code));
  if (via.length === 0) {
    // A single leap needs no search (its route is fixed); a longer chain is looked for.
    if (leapRefusal(cells, from, to) !== undefined && shortestChain(cells, from, to) === undefined) {
      return refuse('unreachable', msg('nmig.unreachable', { from: fromName, to: toName }), RULES.chain);
    }
    return ok(moved(pos, from, to, code));
  }
  const chainError = checkChain(cells, [from, ...via, to]);
  if (chainError !== undefined) return chainError;
  return ok(moved(pos, from, to, code));
}

/** Checks a chain leap by leap (the man lifted off `squares[0]`); `undefined` when it is valid. */
function checkChain(cells: string, squares: readonly Square[]): Result<never, MoveError> | undefined {
  const from = squares[0]!;
  const visited = new Set<Square>([from]);
  for (let i = 1; i < squares.length; i++) {
    const a = squares[i - 1]!;
    const b = squares[i]!;
    if (visited.has(b)) {
      return refuse('revisit', msg('nmig.revisit', { square: squareName(b) }));
    }
    visited.add(b);
    const refusal = leapRefusal(cells, a, b);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}

/** Checks one leap from `a` to `b` (the moving man already lifted off its start); `undefined` when valid. */
function leapRefusal(cells: string, a: Square, b: Square): Result<never, MoveError> | undefined {
  const hop = `${squareName(a)}-${squareName(b)}`;
  if (USABLE[b] === 0) return refuse('ornament', msg('nmig.ornament', { square: squareName(b) }), RULES.ornament);
  if (cells.charCodeAt(b) !== VACANT_CODE) return refuse('occupied', msg('nmig.leap-occupied', { leap: hop, square: squareName(b) }), RULES.leap);
  const df = fileOf(b) - fileOf(a);
  const dr = rankOf(b) - rankOf(a);
  const straight = (df === 0 || Math.abs(df) === 2) && (dr === 0 || Math.abs(dr) === 2) && !(df === 0 && dr === 0);
  if (!straight) return refuse('not-a-leap', msg('nmig.not-a-leap', { leap: hop }), RULES.leap);
  const mid = squareAt(fileOf(a) + df / 2, rankOf(a) + dr / 2)!;
  if (USABLE[mid] === 0) return refuse('leap-over-ornament', msg('nmig.leap-over-ornament', { leap: hop, square: squareName(mid) }), RULES.ornament);
  if (cells.charCodeAt(mid) === VACANT_CODE) return refuse('nothing-to-leap', msg('nmig.nothing-to-leap', { leap: hop, square: squareName(mid) }), RULES.leap);
  return undefined;
}

function moved(pos: NmigPosition, from: Square, to: Square, code: number): NmigPosition {
  const char = String.fromCharCode(code);
  const cells =
    from < to
      ? pos.cells.slice(0, from) + '.' + pos.cells.slice(from + 1, to) + char + pos.cells.slice(to + 1)
      : pos.cells.slice(0, to) + char + pos.cells.slice(to + 1, from) + '.' + pos.cells.slice(from + 1);
  const hash = pos.history.hash ^ ZOBRIST[from * 128 + code]! ^ ZOBRIST[to * 128 + code]! ^ TURN_KEY;
  return next(pos, cells, hash);
}

/**
 * The legal moves of the man on `from` in `pos` (for the screen: the destinations of the selected or
 * lifted man, each with a shortest route in `via`); `[]` when the game is over or `from` holds no man of
 * the side to move.
 */
export function legalMovesFrom(pos: NmigPosition, from: Square): readonly NmigMove[] {
  if (pos.status.kind !== 'ongoing' || !isSquare(from) || !isMineCode(pos.cells.charCodeAt(from), pos.turn)) return [];
  return generateMovesFrom(pos.cells, from);
}
