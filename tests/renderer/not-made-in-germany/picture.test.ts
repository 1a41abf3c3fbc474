/**
 * Reading Not Made in Germany positions for the screen (issue 6 §4): men and letters, the seat the board
 * is seen from, jump routes of chains, the last move's route, continuations of a chain paused on a
 * landing, and the screen adapter's move paths, descriptions and counters.
 */
import { describe, expect, it } from 'vitest';
import { notMadeInGermany, START_POSITION } from '../../../src/games/not-made-in-germany/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import {
  chainRoutes,
  continuationRoutes,
  lastRoute,
  manName,
  moveSquares,
  readPicture,
  screenXY,
  squareAtScreen,
  upsideDown,
} from '../../../renderer/src/games/not-made-in-germany/picture';
import { describeNmigMove, describeNmigStep, nmigPath, nmigScreen } from '../../../renderer/src/games/not-made-in-germany/index';
import { msg } from '../../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

/**
 * Germany's R on d1 with its own men on d2, e3 and f4 (moved off the home row): the R can leap
 * d1-d3 (over d2), on to f3 (over e3) and on to the gate f5 (over f4), changing direction on d3.
 */
const CHAIN = 'FDNALGNEF/9/9/9/9/5m3/4e4/3g5/f2r1anyf germany';

const game = notMadeInGermany;
const opts = unwrap(parseOptions(game.options, {}));
/** The position after `move` is played from `text`, in notation. */
function after(text: string, move: string): string {
  const pos = unwrap(game.parsePosition(text, opts));
  return game.formatPosition(unwrap(game.play(pos, unwrap(game.parseMove(move)))));
}

describe('readPicture', () => {
  it('reads the set-up: England on rank 9, Germany on rank 1, nobody home, England to move', () => {
    const p = readPicture(START_POSITION)!;
    expect(p.men.a9).toMatchObject({ side: 0, letter: 'flag', char: 'F' });
    expect(p.men.b9).toMatchObject({ side: 0, letter: 'D' });
    expect(p.men.d1).toMatchObject({ side: 1, letter: 'R', char: 'r' });
    expect(p.men.e5).toBeUndefined();
    expect(p.home).toEqual([[], []]);
    expect(p.winner).toBeUndefined();
    expect(p.toMove).toBe(0);
    expect(manName(p.men.i1!)).toBe("Germany's flag");
  });

  it('counts the letters home and names the winner', () => {
    const partly = readPicture('2NALGNEF/9/9/9/9/9/9/fgermanyf/FD7 germany')!;
    expect(partly.home).toEqual([['a1', 'b1'], []]);
    expect(partly.winner).toBeUndefined();
    const won = readPicture('9/fgermanyf/9/9/9/9/9/9/FDNALGNEF germany')!;
    expect(won.home[0]).toHaveLength(9);
    expect(won.winner).toBe(0);
    // The two flags and Ns are interchangeable; the word's letters are not.
    expect(readPicture('9/fgermanyf/9/9/9/9/9/9/FNDALGNEF germany')!.winner).toBeUndefined();
  });

  it('draws nothing for text that is no position', () => {
    expect(readPicture('FDNALGNEF/9/9 england')).toBeUndefined();
    expect(readPicture('')).toBeUndefined();
    // A man on an ornament is an invalid position (issue 6 §2).
    expect(readPicture('FDNALGNE1/9/9/9/F8/9/9/9/fgermanyf england')).toBeUndefined();
  });
});

describe('seat view', () => {
  it('puts rank 9 at the top from Germany’s seat and rank 1 at the top from England’s', () => {
    expect(screenXY('a9', 'germany')).toEqual({ col: 0, row: 0 });
    expect(screenXY('i1', 'germany')).toEqual({ col: 8, row: 8 });
    expect(screenXY('i1', 'england')).toEqual({ col: 0, row: 0 });
    expect(screenXY('a9', 'england')).toEqual({ col: 8, row: 8 });
    expect(screenXY('j1', 'germany')).toBeUndefined();
    for (const view of ['germany', 'england'] as const) {
      for (let col = 0; col < 9; col++) {
        for (let row = 0; row < 9; row++) {
          const sq = squareAtScreen(col, row, view)!;
          expect(screenXY(sq, view)).toEqual({ col, row });
        }
      }
      expect(squareAtScreen(9, 0, view)).toBeUndefined();
      expect(squareAtScreen(0, -1, view)).toBeUndefined();
    }
  });

  it('shows each side’s letters upright to its own player and upside down to the opponent', () => {
    // "they are upsidedown to their opponents" (000_bcb8c47de0459cfb.txt)
    expect(upsideDown(0, 'germany')).toBe(true);
    expect(upsideDown(1, 'germany')).toBe(false);
    expect(upsideDown(0, 'england')).toBe(false);
    expect(upsideDown(1, 'england')).toBe(true);
  });
});

describe('jump routes', () => {
  it('gives each chain destination of a man its route, changing direction on the way', () => {
    const p = readPicture(CHAIN)!;
    const routes = chainRoutes(p, 'd1');
    expect(Object.fromEntries([...routes].map(([k, r]) => [k, r.join('-')]))).toEqual({
      d3: 'd1-d3',
      f3: 'd1-d3-f3',
      f5: 'd1-d3-f3-f5',
    });
    // Limited to the destinations the host sent; a step has no route; a vacant square has none.
    expect([...chainRoutes(p, 'd1', ['f5', 'c2']).keys()]).toEqual(['f5']);
    expect(chainRoutes(p, 'e5').size).toBe(0);
    expect(chainRoutes(p, 'x9').size).toBe(0);
  });

  it('retraces the last move’s chain from the position after it', () => {
    const moved = readPicture(after(CHAIN, 'd1-f5'))!;
    expect(lastRoute(moved, 'd1-f5')).toEqual(['d1', 'd3', 'f3', 'f5']);
    expect(lastRoute(moved, 'd1-d3-f3-f5')).toEqual(['d1', 'd3', 'f3', 'f5']);
    const stepped = readPicture(after(START_POSITION, 'e9-e8'))!;
    expect(lastRoute(stepped, 'e9-e8')).toEqual(['e9', 'e8']);
    expect(lastRoute(stepped, 'pass')).toEqual([]);
  });

  it('offers a man paused on a landing the squares its chain may go on to (issue 6 §3)', () => {
    const paused = readPicture(after(CHAIN, 'd1-d3'))!;
    const on = continuationRoutes(paused, 'd1-d3', 'd3')!;
    expect(Object.fromEntries([...on].map(([k, r]) => [k, r.join('-')]))).toEqual({ f3: 'd1-d3-f3', f5: 'd1-d3-f3-f5' });
    expect(continuationRoutes(paused, 'd1-d3', 'g1')).toBeUndefined();
    expect(continuationRoutes(paused, undefined, 'd3')).toBeUndefined();
  });
});

describe('the screen adapter', () => {
  it('makes a move by picking the man and where it ends', () => {
    expect(nmigPath('d1-f5')).toEqual(['d1', 'f5']);
    expect(nmigPath('d1-d3-f3-f5')).toEqual(['d1', 'f5']);
    expect(nmigPath('pass')).toEqual(['pass']);
    expect(nmigPath('d1')).toEqual([]);
    expect(moveSquares('d1-z9')).toEqual([]);
  });

  it('describes steps, chains and passes', () => {
    expect(describeNmigMove('e9-e8')).toBe('e9 to e8');
    expect(describeNmigMove('d1-f5')).toBe('d1 jumps to f5');
    expect(describeNmigMove('d1-d3-f3-f5')).toBe('d1 jumps by d3 and f3 to f5');
    expect(describeNmigMove('pass')).toBe('passes');
    expect(describeNmigMove('nonsense')).toBe('nonsense');
  });

  it('counts the letters home for each side', () => {
    expect(nmigScreen.id).toBe('not-made-in-germany');
    expect(nmigScreen.counters('2NALGNEF/9/9/9/9/9/9/fgermanyf/FD7 germany')).toEqual([{ label: 'letters home', values: [2, 0] }]);
    expect(nmigScreen.counters('bad')).toEqual([]);
  });
});

describe('guidance by letter (issue 6 §3)', () => {
  it('names the lettered man each square needs', () => {
    expect(describeNmigStep(START_POSITION, { kind: 'put', cell: 'b9', seat: 0, say: v('put a england man on b9') })).toBe("put England's D on b9");
    expect(describeNmigStep(START_POSITION, { kind: 'put', cell: 'd1', seat: 1, back: true, say: v('put the man back on d1') })).toBe(
      "put Germany's R back on d1",
    );
    expect(describeNmigStep(START_POSITION, { kind: 'put', cell: 'a1', seat: 1, say: v('put a germany man on a1') })).toBe("put Germany's flag on a1");
    expect(describeNmigStep(START_POSITION, { kind: 'move', cell: 'e9', from: 'e8', seat: 0, say: v('move the man from e8 to e9') })).toBe(
      "move the man from e8 to e9 (England's L)",
    );
    expect(describeNmigStep(START_POSITION, { kind: 'turn', cell: 'g1', seat: 1, say: v('x') })).toBe(
      "the man on g1 should be Germany's N: put Germany's N there instead",
    );
  });

  it('keeps the sentence of lifts, and of squares the position leaves vacant', () => {
    expect(describeNmigStep(START_POSITION, { kind: 'lift', cell: 'e8', say: v('lift the man from e8') })).toBeUndefined();
    expect(describeNmigStep(START_POSITION, { kind: 'put', cell: 'e8', seat: 0, say: v('put a england man on e8') })).toBeUndefined();
    expect(describeNmigStep('not a position', { kind: 'put', cell: 'b9', seat: 0, say: v('s') })).toBeUndefined();
  });
});
