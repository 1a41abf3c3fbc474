/**
 * Move generation checked against positions worked out by hand (issue 6 §5). Each row gives a diagram
 * (rank 9 at the top, `#` the ornaments), the side to move, a man, and the squares it may end on,
 * worked out square by square from the sheet's sentences; the expected routes of some chains too.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { formatChain, legalMovesFrom, parseSquare, PASS, sameMove } from '../../../src/games/not-made-in-germany/index';
import { destinations, diagram, game, listed, start } from './helpers';

interface Case {
  readonly name: string;
  readonly rows: readonly string[];
  readonly side: 'england' | 'germany';
  readonly from: string;
  readonly dests: readonly string[];
  /** Expected representative routes (formatChain of the listed move). */
  readonly routes?: readonly string[];
}

const CASES: readonly Case[] = [
  {
    name: 'P2: a single straight leap over an opponent; ornaments c5 and e5 cannot be entered',
    rows: ['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...D.....', '...y.....', '.........', 'fgerman.f'],
    side: 'england',
    from: 'd4',
    dests: ['c3', 'c4', 'd2', 'd5', 'e3', 'e4'],
    routes: ['d4-d2'],
  },
  {
    name: 'P3: a leap straight through the gate d5 (over a man standing on it)',
    rows: ['FDN.LGNEF', '.........', '.........', '.........', '###A#.###', '...r.....', '.........', '.........', 'fge.manyf'],
    side: 'germany',
    from: 'd4',
    dests: ['c3', 'c4', 'd3', 'd6', 'e3', 'e4'],
  },
  {
    name: 'P4: a diagonal leap over the man on d5 (c4 to e6)',
    rows: ['FDN.LGNEF', '.........', '.........', '.........', '###A#.###', '..r......', '.........', '.........', 'fge.manyf'],
    side: 'germany',
    from: 'c4',
    dests: ['b3', 'b4', 'c3', 'd3', 'd4', 'e6'],
  },
  {
    name: 'P5: e4 cannot step onto e5; both gates are open to it',
    rows: ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '....y....', '.........', '.........', 'fgerman.f'],
    side: 'germany',
    from: 'e4',
    dests: ['d3', 'd4', 'd5', 'e3', 'f3', 'f4', 'f5'],
  },
  {
    name: 'P6: both gates blocked, and the squares behind them taken: no way across',
    rows: ['FD..L..EF', '.........', '.........', '..N...N..', '###A#G###', '....y....', '.........', '.........', 'fgerman.f'],
    side: 'germany',
    from: 'e4',
    dests: ['d3', 'd4', 'e3', 'f3', 'f4'],
  },
  {
    name: 'P7: a chain through the vacant gate d5 (d3-d5-d7)',
    rows: ['FDN..GNEF', '.........', '.........', '...L.....', '###.#.###', '...A.....', '...r.....', '.........', 'fge.manyf'],
    side: 'germany',
    from: 'd3',
    dests: ['c2', 'c3', 'c4', 'd2', 'd5', 'd7', 'e2', 'e3', 'e4'],
    routes: ['d3-d5', 'd3-d5-d7'],
  },
  {
    name: 'P8: a chain through f5 that changes direction (diagonal, then straight or diagonal)',
    rows: ['FDNA...EF', '.........', '.........', '.....GN..', '###.#.###', '....L....', '...m.....', '.........', 'fger.anyf'],
    side: 'germany',
    from: 'd3',
    dests: ['c2', 'c3', 'c4', 'd2', 'd4', 'e2', 'e3', 'f5', 'f7', 'h7'],
    routes: ['d3-f5', 'd3-f5-f7', 'd3-f5-h7'],
  },
  {
    name: 'P9: a chain that comes back near its start (c2 to e2), never to c2 itself; two routes to e4 listed once',
    rows: ['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...r.....', '..e.m....', '..Dg.....', 'f....anyf'],
    side: 'england',
    from: 'c2',
    dests: ['b1', 'b2', 'b3', 'c1', 'c4', 'd1', 'd3', 'e2', 'e4'],
    routes: ['c2-c4', 'c2-e2', 'c2-c4-e4'],
  },
  {
    name: 'P10: a long straight chain from home row to home row through d5 (d1-d3-d5-d7-d9)',
    rows: ['FDN..GNEF', '...A.....', '.........', '...L.....', '###.#.###', '...e.....', '.........', '...g.....', 'f..rmanyf'],
    side: 'germany',
    from: 'd1',
    dests: ['c1', 'c2', 'd3', 'd5', 'd7', 'd9', 'e2'],
    routes: ['d1-d3-d5-d7-d9'],
  },
  {
    name: 'P11: a leap over a man of its own side',
    rows: ['F..ALGNEF', '..D......', '..N......', '.........', '###.#.###', '.........', '.........', '.........', 'fgermanyf'],
    side: 'england',
    from: 'c8',
    dests: ['b7', 'b8', 'b9', 'c6', 'c9', 'd7', 'd8'],
  },
  {
    name: 'P12: no leap over two men in a row (one vacant square between each)',
    rows: ['FDNA..NEF', '.........', '.........', '.........', '###.#.###', '.........', 'yLG......', '.........', 'fgerman.f'],
    side: 'germany',
    from: 'a3',
    dests: ['a2', 'a4', 'b2', 'b4'],
  },
  {
    name: 'P13: no leap onto the ornament c5',
    rows: ['FDN.LGNEF', '.........', '.........', '.........', '###.#.###', '..A......', '..e......', '.........', 'fg.rmanyf'],
    side: 'germany',
    from: 'c3',
    dests: ['b2', 'b3', 'b4', 'c2', 'd2', 'd3', 'd4'],
  },
  {
    name: 'P14: leaps back across both gates from e6 (over d5 to c4, over f5 to g4), never over e5',
    rows: ['FDNA.GNEF', '.........', '.........', '....L....', '###r#m###', '.........', '.........', '.........', 'fge..anyf'],
    side: 'england',
    from: 'e6',
    dests: ['c4', 'd6', 'd7', 'e7', 'f6', 'f7', 'g4'],
  },
  {
    name: 'P15: the gate d5 blocked straight ahead (d6 taken), ornaments either side',
    rows: ['FDN..GNEF', '.........', '.........', '...L.....', '###A#.###', '...r.....', '.........', '.........', 'fge.manyf'],
    side: 'germany',
    from: 'd4',
    dests: ['c3', 'c4', 'd3', 'e3', 'e4'],
  },
  {
    name: 'P16: a man boxed in the corner has no move at all',
    rows: ['F....GNEF', '.........', '.........', '.........', '###.#.###', '.........', 'A.L......', 'DN.......', 'fgermanyf'],
    side: 'germany',
    from: 'a1',
    dests: [],
  },
  {
    name: 'P16b: its neighbour leaps out north, then turns east (b1-b3-d3)',
    rows: ['F....GNEF', '.........', '.........', '.........', '###.#.###', '.........', 'A.L......', 'DN.......', 'fgermanyf'],
    side: 'germany',
    from: 'b1',
    dests: ['b3', 'c2', 'd3'],
    routes: ['b1-b3', 'b1-b3-d3'],
  },
  {
    name: 'P17: a chain through d5 and then f5 (c4-e6-g4), over its own men',
    rows: ['FDNALGNEF', '.........', '.........', '.........', '###r#m###', '..y......', '.........', '.........', 'fge..an.f'],
    side: 'germany',
    from: 'c4',
    dests: ['b3', 'b4', 'c3', 'd3', 'd4', 'e6', 'g4'],
    routes: ['c4-e6', 'c4-e6-g4'],
  },
  {
    name: 'P18: a ring of four leaps closes on its start: its landings are moves, the start is not',
    rows: ['FDNALGN.F', '.........', '.........', '.........', '###.#.###', '..e......', '.g.r.....', '.Em......', 'f....anyf'],
    side: 'england',
    from: 'b2',
    dests: ['a2', 'a3', 'b1', 'b4', 'c1', 'c3', 'd2', 'd4'],
    routes: ['b2-b4', 'b2-d2', 'b2-b4-d4'],
  },
  {
    name: 'P19: the start, England to move: the corner flag a9',
    rows: ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'fgermanyf'],
    side: 'england',
    from: 'a9',
    dests: ['a8', 'b8'],
  },
  {
    name: 'P20: the start, Germany to move: the G on b1 (nothing to leap: every man behind a neighbour stands on its home row)',
    rows: ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'fgermanyf'],
    side: 'germany',
    from: 'b1',
    dests: ['a2', 'b2', 'c2'],
  },
  {
    name: 'P21: a man of the side not to move has no listed moves',
    rows: ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'fgermanyf'],
    side: 'england',
    from: 'b1',
    dests: [],
  },
];

describe('move generation against hand-worked positions', () => {
  it('has at least 20 hand-worked positions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  for (const c of CASES) {
    it(c.name, () => {
      const pos = diagram(c.rows, c.side);
      expect(destinations(pos, c.from)).toEqual(c.dests);
      for (const route of c.routes ?? []) {
        const parts = route.split('-');
        const move = listed(pos, `${parts[0]}-${parts[parts.length - 1]}`);
        expect(move, route).toBeDefined();
        expect(formatChain(move!)).toBe(route);
        // and the route itself, given in full, is accepted and ends in the same place
        const viaRoute = unwrap(game.play(pos, unwrap(game.parseMove(route))));
        const viaEnds = unwrap(game.play(pos, move!));
        expect(game.formatPosition(viaRoute)).toBe(game.formatPosition(viaEnds));
      }
    });
  }

  it('P1: the start position gives England 25 steps and no leap', () => {
    const moves = game.legalMoves(start()).map((m) => game.formatMove(m));
    expect(moves).toHaveLength(25);
    expect(moves.every((t) => t[1] === '9' && t[4] === '8')).toBe(true);
  });

  it('P9: the second route to e4 (c2-e2-e4) is the same move; the loop back to c2 is refused', () => {
    const pos = diagram(CASES[7]!.rows, 'england');
    const a = unwrap(game.play(pos, unwrap(game.parseMove('c2-e2-e4'))));
    const b = unwrap(game.play(pos, unwrap(game.parseMove('c2-c4-e4'))));
    expect(game.formatPosition(a)).toBe(game.formatPosition(b));
    expect(game.legalMoves(pos).filter((m) => game.formatMove(m) === 'c2-e4')).toHaveLength(1);
    const loop = game.play(pos, unwrap(game.parseMove('c2-c4-e4-e2-c2')));
    expect(!loop.ok && loop.error.code).toBe('not-made-in-germany/no-move');
    const landsTwice = game.play(pos, unwrap(game.parseMove('c2-c4-e4-e2-e4')));
    expect(!landsTwice.ok && landsTwice.error.code).toBe('not-made-in-germany/revisit');
    const throughStart = game.play(pos, unwrap(game.parseMove('c2-e2-c2-c4')));
    expect(!throughStart.ok && throughStart.error.code).toBe('not-made-in-germany/revisit');
    const back = game.play(pos, unwrap(game.parseMove('c2-c2')));
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.error.code).toBe('not-made-in-germany/no-move');
  });

  it('P18: going round the ring back to b2 is no move, and so is landing on a square twice', () => {
    const pos = diagram(CASES[17]!.rows, 'england');
    const loop = game.play(pos, unwrap(game.parseMove('b2-b4-d4-d2-b2')));
    expect(!loop.ok && loop.error.code).toBe('not-made-in-germany/no-move');
    const twice = game.play(pos, unwrap(game.parseMove('b2-b4-d4-b4-d4')));
    expect(!twice.ok && twice.error.code).toBe('not-made-in-germany/revisit');
  });

  it('P22: a side whose every man is boxed in has only the pass (noMove: pass)', () => {
    // Worked out man by man: each Germany man's neighbours are taken or ornaments, and every square
    // behind a neighbour is taken, an ornament or off the board.
    const pos = diagram(
      ['.........', '.........', '.........', '.........', '###.#.###', '.....NFrm', '....DFyGf', '.....LAfg', '....ENena'],
      'germany',
    );
    expect(game.legalMoves(pos)).toEqual([PASS]);
    expect(game.legalMoves(pos).map((m) => game.formatMove(m))).toEqual(['pass']);
  });

  it('lists each move once, sorted as its from-to text, and every listed move plays', () => {
    for (const c of CASES) {
      const pos = diagram(c.rows, c.side);
      const texts = game.legalMoves(pos).map((m) => game.formatMove(m));
      expect(new Set(texts).size).toBe(texts.length);
      expect([...texts].sort()).toEqual(texts);
      for (const m of game.legalMoves(pos)) expect(game.play(pos, m).ok).toBe(true);
    }
  });
});

describe('moves of one man, and move equality', () => {
  const p9 = diagram(CASES[7]!.rows, 'england');
  it('legalMovesFrom gives the selected man’s moves with their routes, as legalMoves lists them', () => {
    const c2 = legalMovesFrom(p9, parseSquare('c2')!);
    expect(c2).toEqual(game.legalMoves(p9).filter((m) => m.kind === 'move' && m.from === parseSquare('c2')));
    expect(c2.map(formatChain)).toContain('c2-c4-e4');
  });
  it('legalMovesFrom is empty for an opponent’s man, a vacant square, a square off the board and a finished game', () => {
    expect(legalMovesFrom(p9, parseSquare('d2')!)).toEqual([]);
    expect(legalMovesFrom(p9, parseSquare('e4')!)).toEqual([]);
    expect(legalMovesFrom(p9, 99)).toEqual([]);
    const won = diagram(['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'FDNALGNEF'], 'germany');
    expect(legalMovesFrom(won, parseSquare('h8')!)).toEqual([]);
  });
  it('sameMove compares start and end squares, not routes', () => {
    const a = unwrap(game.parseMove('c2-c4-e4'));
    expect(sameMove(a, unwrap(game.parseMove('c2-e2-e4')))).toBe(true);
    expect(sameMove(a, unwrap(game.parseMove('c2-e4')))).toBe(true);
    expect(sameMove(a, unwrap(game.parseMove('c2-c4')))).toBe(false);
    expect(sameMove(a, PASS)).toBe(false);
    expect(sameMove(PASS, PASS)).toBe(true);
  });
});
