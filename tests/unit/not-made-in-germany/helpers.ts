/**
 * Test helpers for Not Made in Germany: positions drawn as diagrams, options, and move look-ups through
 * the public game interface only.
 */
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { notMadeInGermany as game, type NmigMove, type NmigOptions, type NmigPosition } from '../../../src/games/not-made-in-germany/index';

export { game };

/** Validated options from a partial raw object (throws on bad input: a test bug). */
export function opts(raw: Record<string, unknown> = {}): NmigOptions {
  return unwrap(parseOptions(game.options, raw));
}

/**
 * A position from a diagram: nine strings of nine characters, rank 9 first, files a..i left to right;
 * `.` a vacant square, `#` an ornament (drawn for readability, must sit on a5 b5 c5 e5 g5 h5 i5), men as
 * in notation. Converted to notation independently of the engine, then parsed by it.
 */
export function diagram(rows: readonly string[], side: 'england' | 'germany', raw: Record<string, unknown> = {}): NmigPosition {
  if (rows.length !== 9) throw new Error('a diagram has nine rows');
  const ranks = rows.map((row) => {
    if (row.length !== 9) throw new Error(`row ${JSON.stringify(row)} is not nine squares`);
    return row.replace(/[.#]+/g, (run) => String(run.length));
  });
  return unwrap(game.parsePosition(`${ranks.join('/')} ${side}`, opts(raw)));
}

/** The start position under `raw` options. */
export function start(raw: Record<string, unknown> = {}): NmigPosition {
  return unwrap(game.setup(opts(raw), 2));
}

/** Square names the man on `from` may move to, as `legalMoves` lists them (in its order). */
export function destinations(pos: NmigPosition, from: string): string[] {
  return game
    .legalMoves(pos)
    .map((m) => game.formatMove(m))
    .filter((t) => t.startsWith(`${from}-`))
    .map((t) => t.slice(3));
}

/** The legal move from-to as listed by `legalMoves`, or `undefined`. */
export function listed(pos: NmigPosition, text: string): NmigMove | undefined {
  return game.legalMoves(pos).find((m) => game.formatMove(m) === text);
}

/** Plays moves given in notation, throwing on the first failure (a test bug or the expected error is tested elsewhere). */
export function playAll(pos: NmigPosition, moves: readonly string[]): NmigPosition {
  let p = pos;
  for (const t of moves) p = unwrap(game.play(p, unwrap(game.parseMove(t))));
  return p;
}
