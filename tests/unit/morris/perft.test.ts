/**
 * Perft with removals as plies (issue 19): the published counts from the start, and a naive reference
 * (the oracle's move lists, each move cut into its plies) on positions with rows, two captures, flights
 * and finished games.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../../src/games/morris/debug';
import { morris, type MorrisPosition } from '../../../src/games/morris/index';
import { unwrap } from '../../../src/core/result';
import { board, mv, pos, start } from './helpers';
import { oracleMoves } from './oracle';

/**
 * Sequences of `depth` plies from `p`, counted the slow way: every move of the oracle is cut into its plies
 * (`d2-d3xg7xa1` is `d2-d3`, `xg7`, `xa1`); moves of at least `depth` plies count once per distinct prefix
 * of `depth` plies, shorter ones go on from the position they reach.
 */
function naivePerft(p: MorrisPosition, depth: number): number {
  if (depth === 0) return 1;
  if (morris.status(p).kind !== 'ongoing') return 0;
  const prefixes = new Set<string>();
  let n = 0;
  for (const text of oracleMoves(morris.formatPosition(p), p.options)) {
    const plies = text.split('x');
    if (plies.length >= depth) prefixes.add(plies.slice(0, depth).join('x'));
    else n += naivePerft(unwrap(morris.play(p, mv(text))), depth - plies.length);
  }
  return n + prefixes.size;
}

describe('perft from the start, a removal being a ply', () => {
  // The published counts of Nine Men's Morris, in the unit of Sanmill, whose notation plays a "removal
  // `xd5` as its own ply by the same side" (../shared/background/sanmill-uci.md). They can be derived by
  // hand: no row can close before ply 5, so depths 1 to 5 are 24, 24*23, ... 24*23*22*21*20. At ply 5
  // White closes a row in 16 lines * 3! orders * (21 * 20 places of Black's two men) = 40,320 sequences,
  // each followed at ply 6 by the removal of one of Black's 2 men instead of a placement on one of the 19
  // vacant points: 24*23*22*21*20*19 - 40,320 * (19 - 2) = 96,223,680.
  it.each([
    [1, 24],
    [2, 552],
    [3, 12_144],
    [4, 255_024],
    [5, 5_100_480],
    [6, 96_223_680],
  ])('depth %i: %i', (depth, count) => {
    expect(perft(start(), depth)).toBe(count);
  }, 30_000);

  it('depth 0 is 1; a finished game has no plies', () => {
    expect(perft(start(), 0)).toBe(1);
    const blocked = pos(board({ W: ['a7', 'd7', 'g7'], B: ['a4', 'd6', 'g4', 'b2'] }, 'w', 0, 0));
    expect(morris.status(blocked).kind).toBe('won');
    expect(perft(blocked, 1)).toBe(0);
    expect(perft(blocked, 3)).toBe(0);
  });
});

describe('perft agrees with the naive reference', () => {
  const cases: readonly [string, string, Record<string, unknown>, number][] = [
    // Placing with rows to close on both sides, and a double row for White at g7 (a7-d7 and g4-g1).
    ['placement with rows to close', board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b4', 'b2', 'f2', 'e3'] }, 'w', 5, 5), {}, 4],
    ['two captures for a double row', board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b4', 'b2', 'f2', 'e3'] }, 'w', 5, 5), { millCaptures: 'two' }, 4],
    // Moving: White can close c5-c4-c3 with c3; Black has three men and flies.
    ['moving, Black flying', board({ W: ['c5', 'c4', 'd3', 'a7', 'g7'], B: ['b2', 'e5', 'f4'] }, 'w', 0, 0), { flying: true }, 4],
    ['moving, no flying', board({ W: ['c5', 'c4', 'd3', 'a7', 'g7'], B: ['b2', 'e5', 'f4'] }, 'w', 0, 0), {}, 4],
    // g4-g7 closes a7-d7-g7; the removal leaves Black two men and ends the game.
    ['a capture that ends the game', board({ W: ['a7', 'd7', 'g4', 'a1', 'd1'], B: ['b2', 'f2', 'e3'] }, 'w', 0, 0), {}, 4],
  ];
  it.each(cases)('%s', (_, text, raw, depth) => {
    const p = pos(text, raw);
    for (let d = 1; d <= depth; d++) expect(perft(p, d), `depth ${d}`).toBe(naivePerft(p, d));
  });
});
