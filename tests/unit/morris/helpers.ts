/** Shared helpers of the Morris tests. */
import fc from 'fast-check';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { morris, type MorrisMove, type MorrisOptions, type MorrisPosition } from '../../../src/games/morris/index';
import { en } from '../support/text';

/** Validated options from a raw object (throws on invalid: a test bug). */
export function opts(raw: Record<string, unknown> = {}): MorrisOptions {
  return unwrap(parseOptions(morris.options, raw));
}

/** A position from its notation under `raw` options (throws on invalid: a test bug). */
export function pos(text: string, raw: Record<string, unknown> = {}): MorrisPosition {
  return unwrap(morris.parsePosition(text, opts(raw)));
}

/** The start position under `raw` options. */
export function start(raw: Record<string, unknown> = {}): MorrisPosition {
  return unwrap(morris.setup(opts(raw), 2));
}

/** Parses a move (throws on bad notation: a test bug). */
export function mv(text: string): MorrisMove {
  return unwrap(morris.parseMove(text));
}

/** Plays space-separated moves from `p`, throwing at the first illegal one (a test bug). */
export function playAll(p: MorrisPosition, moves: string): MorrisPosition {
  let q = p;
  for (const m of moves.split(/\s+/).filter((w) => w !== '')) {
    const r = morris.play(q, mv(m));
    if (!r.ok) throw new Error(`${m} refused in ${morris.formatPosition(q)}: ${en(r.error.message)}`);
    q = r.value;
  }
  return q;
}

/** The sorted legal move strings of `p`. */
export function legal(p: MorrisPosition): string[] {
  return morris.legalMoves(p).map((m) => morris.formatMove(m)).sort();
}

/**
 * Builds a position string from lists of points: `board({ W: ['a7'], B: ['g1'] }, 'w', 0, 0)`.
 * Points not listed are vacant.
 */
export function board(men: { W?: string[]; B?: string[] }, side: 'w' | 'b', whiteHand: number, blackHand: number): string {
  const order = 'a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1'.split(' ');
  const text = order.map((p) => (men.W?.includes(p) ? 'W' : men.B?.includes(p) ? 'B' : '.')).join('');
  return `${text} ${side} ${whiteHand} ${blackHand}`;
}

/** Raw options covering every value of every Morris option that property tests vary. */
export const optionsArb = fc.record({
  flying: fc.boolean(),
  blocked: fc.constantFrom('loses', 'draw'),
  millCaptures: fc.constantFrom('one', 'two'),
  firstPlayer: fc.constantFrom('white', 'black'),
  repetition: fc.constantFrom(0, 2, 3),
  noCaptureLimit: fc.constantFrom(0, 6, 30, 100),
});
