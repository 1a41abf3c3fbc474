/**
 * Perft (the number of move sequences of a given length), the engine's against an independent oracle
 * (`oracle.ts`: coordinates only, no engine code), from the start and from hand-worked positions.
 * Pattern: chessops' perft tables (`../shared/style/anchors.md` practice 7), with the oracle as the
 * outside source instead of hard-coded counts.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { START_POSITION, asciiBoard, perft } from '../../../src/games/not-made-in-germany/index';
import { game, opts } from './helpers';
import { boardOf, oracleMoves, oraclePerft } from './oracle';

const POSITIONS: readonly [string, string, number][] = [
  ['the start, England to move', START_POSITION, 3],
  ['the start, Germany to move', 'FDNALGNEF/9/9/9/9/9/9/9/fgermanyf germany', 3],
  ['P9: chains round c2', 'F1NALGNEF/9/9/9/9/3r5/2e1m4/2Dg5/f4anyf england', 2],
  ['P10: a long chain through d5', 'FDN2GNEF/3A5/9/3L5/9/3e5/9/3g5/f2rmanyf germany', 2],
  ['P17: through d5 and f5', 'FDNALGNEF/9/9/9/3r1m3/2y6/9/9/fge2an1f germany', 2],
  ['a crowded middle', '2N3E2/1F1A1D3/2LnGf3/3a1m3/3y1g3/3eN1r2/4f3F/9/9 england', 2],
];

describe('perft against the oracle', () => {
  for (const [name, text, depth] of POSITIONS) {
    it(`${name}: depth 1 moves and depth ${depth} counts agree`, () => {
      const pos = unwrap(game.parsePosition(text, opts()));
      const side = text.endsWith('england') ? 'england' : 'germany';
      expect(game.legalMoves(pos).map((m) => game.formatMove(m))).toEqual(oracleMoves(boardOf(text), side));
      expect(perft(pos, depth)).toBe(oraclePerft(boardOf(text), side, depth));
    });
  }

  it('perft 0 is 1, and a finished game is a leaf', () => {
    const won = unwrap(game.parsePosition('fgermany1/7f1/9/9/9/9/9/9/FDNALGNEF germany', opts()));
    expect(perft(won, 0)).toBe(1);
    expect(perft(won, 3)).toBe(1);
  });

  it('asciiBoard draws the start with the ornaments', () => {
    const s = unwrap(game.setup(opts(), 2));
    expect(asciiBoard(s).split('\n')).toEqual([
      '9  F D N A L G N E F',
      '8  . . . . . . . . .',
      '7  . . . . . . . . .',
      '6  . . . . . . . . .',
      '5  # # # . # . # # #',
      '4  . . . . . . . . .',
      '3  . . . . . . . . .',
      '2  . . . . . . . . .',
      '1  f g e r m a n y f',
      '   a b c d e f g h i',
    ]);
  });
});
