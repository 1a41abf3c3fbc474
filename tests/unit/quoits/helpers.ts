/** Shared helpers of the Quoits tests. */
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import type { SpinMove } from '../../../src/games/teetotum/index';
import { quoits, type QuoitsOptions, type QuoitsPosition } from '../../../src/games/quoits/index';
import { en } from '../support/text';

/** Validated options from a raw object (throws on invalid: a test bug). */
export function opts(raw: Record<string, unknown> = {}): QuoitsOptions {
  return unwrap(parseOptions(quoits.options, raw));
}

/** A position from its notation under `raw` options (throws on invalid: a test bug). */
export function pos(text: string, raw: Record<string, unknown> = {}): QuoitsPosition {
  return unwrap(quoits.parsePosition(text, opts(raw)));
}

/** The start position for `players` players under `raw` options. */
export function start(players = 2, raw: Record<string, unknown> = {}): QuoitsPosition {
  return unwrap(quoits.setup(opts(raw), players));
}

/** Parses a move (throws on bad notation: a test bug). */
export function mv(text: string): SpinMove {
  return unwrap(quoits.parseMove(text));
}

/** Plays `;`-separated spins from `p`, throwing at the first refused one (a test bug). */
export function playAll(p: QuoitsPosition, moves: string): QuoitsPosition {
  let q = p;
  for (const m of moves.split(';').map((w) => w.trim()).filter((w) => w !== '')) {
    const r = quoits.play(q, mv(m));
    if (!r.ok) throw new Error(`${m} refused in ${quoits.formatPosition(q)}: ${en(r.error.message)}`);
    q = r.value;
  }
  return q;
}

/** The `men:` field of a position's notation. */
export function menOf(p: QuoitsPosition): string {
  return p.men.map((m) => `${m.space}@${m.owner}`).join(',');
}
