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
 * The picks after the person picks `cell`.
 * - A cell among the targets extends the picks.
 * - Picking the last picked cell again takes it back (a man put down where it was lifted).
 * - Any other cell starts afresh from it if a move starts there, else clears the picks.
 */
export function pick(moves: readonly PickableMove[], picked: readonly string[], cell: string): readonly string[] {
  const { targets } = pickState(moves, picked);
  if (targets.includes(cell)) return [...picked, cell];
  if (picked.length > 0 && picked[picked.length - 1] === cell) return picked.slice(0, -1);
  return pickState(moves, []).targets.includes(cell) ? [cell] : [];
}
