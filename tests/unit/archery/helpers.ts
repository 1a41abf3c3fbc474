/** Shared helpers of the Archery tests. */
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { archery, type ArcheryMove, type ArcheryOptions, type ArcheryPosition } from '../../../src/games/archery/index';
import { en } from '../support/text';

/** Validated options from a raw object (throws on invalid: a test bug). */
export function opts(raw: Record<string, unknown> = {}): ArcheryOptions {
  return unwrap(parseOptions(archery.options, raw));
}

/** A position from its notation under `raw` options (throws on invalid: a test bug). */
export function pos(text: string, raw: Record<string, unknown> = {}): ArcheryPosition {
  return unwrap(archery.parsePosition(text, opts(raw)));
}

/** The start position for `players` players under `raw` options. */
export function start(players = 2, raw: Record<string, unknown> = {}): ArcheryPosition {
  return unwrap(archery.setup(opts(raw), players));
}

/** Parses a move (throws on bad notation: a test bug). */
export function mv(text: string): ArcheryMove {
  return unwrap(archery.parseMove(text));
}

/** Plays `;`-separated moves from `p`, throwing at the first illegal one (a test bug). */
export function playAll(p: ArcheryPosition, moves: string): ArcheryPosition {
  let q = p;
  for (const m of moves.split(';').map((w) => w.trim()).filter((w) => w !== '')) {
    const r = archery.play(q, mv(m));
    if (!r.ok) throw new Error(`${m} refused in ${archery.formatPosition(q)}: ${en(r.error.message)}`);
    q = r.value;
  }
  return q;
}

/** The legal move strings of `p`, in the engine's order. */
export function legal(p: ArcheryPosition): string[] {
  return archery.legalMoves(p).map((m) => archery.formatMove(m));
}

/** The error code of playing `move` in `p` (throws when it is legal: a test bug). */
export function refusal(p: ArcheryPosition, move: string): { code: string; message: string; quote: string | undefined } {
  const r = archery.play(p, mv(move));
  if (r.ok) throw new Error(`${move} was accepted in ${archery.formatPosition(p)}`);
  return { code: r.error.code, message: en(r.error.message), quote: r.error.rule?.quote };
}
