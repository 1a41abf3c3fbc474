/**
 * Building a move on screen by picking cells, game-agnostically (the chessground pattern: legal moves
 * in, intents out; see `../shared/style/notes/chessground.md`). Each legal move is given as the path of
 * cells a person picks to make it (Morris `d2-d3xg7` is `d2, d3, g7`; a placement `d2` is just `d2`;
 * a Not Made in Germany jump chain is every landing). No rule lives here.
 */

/** A legal move with the cells picked to make it. */
export interface PickableMove {
  /** The move in the game's notation, sent to the host unchanged. */
  readonly text: string;
  /** The cells picked, in order; never empty. */
  readonly path: readonly string[];
  /**
   * Optional: how many picks settle the move, after which only the rest of the path may be picked (a
   * Morris man that closed a row: `g7xb6` is settled after `g7`, `d2-d3xg7` after `d3`, and only the
   * capture remains). Once the picks reach it, a stray pick keeps them (see {@link holds}) instead of
   * starting another move. Default: the whole path (nothing is held).
   */
  readonly settled?: number;
}

/** What the picked cells so far lead to. */
export interface PickState {
  /** Cells that may be picked next (each extends the picked prefix of at least one legal move). */
  readonly targets: readonly string[];
  /** The move completed by the picks, when exactly one legal move has this whole path and none extends it. */
  readonly complete: PickableMove | undefined;
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

/**
 * The targets after `picked`, and the move they complete.
 * @param moves the legal moves (for the player on screen) as paths.
 * @param picked the cells picked so far (may be empty).
 * @returns targets in first-seen order; `complete` is set only when the picks equal a move's whole path
 *   and no longer legal move continues it (so a Morris move that may capture waits for the capture).
 */
export function pickState(moves: readonly PickableMove[], picked: readonly string[]): PickState {
  const targets: string[] = [];
  let exact: PickableMove | undefined;
  let extended = false;
  for (const m of moves) {
    if (!startsWith(m.path, picked)) continue;
    if (m.path.length === picked.length) {
      exact = m;
    } else {
      extended = true;
      const next = m.path[picked.length]!;
      if (!targets.includes(next)) targets.push(next);
    }
  }
  return { targets, complete: exact !== undefined && !extended ? exact : undefined };
}

/**
 * `true` when picking `cell` after `picked` is held back: the picks so far settle every legal move they
 * begin (each move's {@link PickableMove.settled} is reached), `cell` is not one of the next targets and
 * not the last picked cell (which takes that pick back). The picks are then kept unchanged, so a stray
 * click after closing a Morris row cannot throw the capture away; the screen says why.
 */
export function holds(moves: readonly PickableMove[], picked: readonly string[], cell: string): boolean {
  if (picked.length === 0 || picked[picked.length - 1] === cell) return false;
  const open = moves.filter((m) => m.path.length > picked.length && startsWith(m.path, picked));
  if (open.length === 0 || open.some((m) => m.path[picked.length] === cell)) return false;
  return open.every((m) => m.settled !== undefined && m.settled <= picked.length);
}

/**
 * The picks after the person picks `cell`.
 * - A cell among the targets extends the picks.
 * - Picking the last picked cell again takes it back (a man put down where it was lifted).
 * - Any other cell, while the picks settle the move ({@link holds}), keeps the picks.
 * - Any other cell starts afresh from it if a move starts there, else clears the picks.
 */
export function pick(moves: readonly PickableMove[], picked: readonly string[], cell: string): readonly string[] {
  const { targets } = pickState(moves, picked);
  if (targets.includes(cell)) return [...picked, cell];
  if (holds(moves, picked, cell)) return picked;
  if (picked.length > 0 && picked[picked.length - 1] === cell) return picked.slice(0, -1);
  return pickState(moves, []).targets.includes(cell) ? [cell] : [];
}
