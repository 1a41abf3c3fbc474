/**
 * The sensor-board view (issue 6 §3): cells, contents by side, one stage per landing of a chain, and the
 * identity of the men for set-up guidance.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { chainContinuations, continueChain, squareName, formatChain, identities, lettersHome, nmigPhysical, parseSquare, setupPlan } from '../../../src/games/not-made-in-germany/index';
import { diagram, game, listed, playAll, start } from './helpers';

const P10 = ['FDN..GNEF', '...A.....', '.........', '...L.....', '###.#.###', '...e.....', '.........', '...g.....', 'f..rmanyf'];

/** The squares holding a man in a CellContents, as `square:side`, sorted. */
function occupied(c: Readonly<Record<string, readonly number[]>>): string[] {
  return Object.entries(c)
    .filter(([, v]) => v.length > 0)
    .map(([k, v]) => `${k}:${v.join(',')}`)
    .sort();
}

describe('the physical model', () => {
  it('has the 74 usable squares as cells, without the ornaments', () => {
    expect(nmigPhysical.cells).toHaveLength(74);
    for (const o of ['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5']) expect(nmigPhysical.cells).not.toContain(o);
    expect(nmigPhysical.cells).toContain('d5');
    expect(nmigPhysical.cells).toContain('f5');
    expect(new Set(nmigPhysical.cells).size).toBe(74);
  });

  it('gives each cell its occupant by side', () => {
    const c = nmigPhysical.contents(start());
    expect(Object.keys(c).sort()).toEqual([...nmigPhysical.cells].sort());
    expect(c['a9']).toEqual([0]);
    expect(c['i1']).toEqual([1]);
    expect(c['e5']).toBeUndefined();
    expect(c['e4']).toEqual([]);
    expect(occupied(c)).toHaveLength(18);
  });

  it('a step has two stages: lifted, then put down', () => {
    const s = start();
    const m = listed(s, 'e9-e8')!;
    const stages = nmigPhysical.stages!(s, m);
    expect(stages).toHaveLength(2);
    expect(occupied(stages[0]!)).not.toContain('e9:0');
    expect(occupied(stages[0]!)).toHaveLength(17);
    expect(stages[1]).toEqual(nmigPhysical.contents(unwrap(game.play(s, m))));
  });

  it('a chain has the lifted state and then one stage per landing, the last the position after the move', () => {
    const pos = diagram(P10, 'germany');
    const m = listed(pos, 'd1-d9')!;
    const stages = nmigPhysical.stages!(pos, m);
    expect(stages).toHaveLength(5);
    const where = stages.map((st) => occupied(st).filter((x) => x.endsWith(':1') && !occupied(nmigPhysical.contents(pos)).includes(x)));
    expect(where).toEqual([[], ['d3:1'], ['d5:1'], ['d7:1'], ['d9:1']]);
    expect(stages[4]).toEqual(nmigPhysical.contents(playAll(pos, ['d1-d9'])));
  });

  it('a move given by its ends alone is staged along a shortest chain; a stated route along that route', () => {
    const pos = diagram(['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...r.....', '..e.m....', '..Dg.....', 'f....anyf'], 'england');
    const byEnds = nmigPhysical.stages!(pos, unwrap(game.parseMove('c2-e4')));
    const byRoute = nmigPhysical.stages!(pos, unwrap(game.parseMove('c2-e2-e4')));
    expect(byEnds[1]!['c4']).toEqual([0]);
    expect(byRoute[1]!['e2']).toEqual([0]);
    expect(byEnds.at(-1)).toEqual(byRoute.at(-1));
  });

  it('a pass leaves the board as it is', () => {
    const boxed = diagram(['.........', '.........', '.........', '.........', '###.#.###', '.....NFrm', '....DFyGf', '.....LAfg', '....ENena'], 'germany');
    expect(nmigPhysical.stages!(boxed, game.legalMoves(boxed)[0]!)).toEqual([nmigPhysical.contents(boxed)]);
  });
});

describe('identity of the men', () => {
  it('names the lettered man on each occupied square (set-up guidance)', () => {
    const id = identities(start());
    expect(Object.keys(id)).toHaveLength(18);
    expect(id.a9).toEqual({ side: 0, letter: 'flag', char: 'F' });
    expect(id.b9?.letter).toBe('D');
    expect(id.h9?.letter).toBe('E');
    expect(id.b1).toEqual({ side: 1, letter: 'G', char: 'g' });
    expect(id.h1?.letter).toBe('Y');
    expect(id.e5).toBeUndefined();
  });

  it('setupPlan lists every man by letter and square, matching the start position', () => {
    const plan = setupPlan();
    expect(plan).toHaveLength(18);
    const id = identities(start());
    for (const { square, man } of plan) expect(id[square]).toEqual(man);
    expect(plan.map((p) => p.man.letter).join(' ')).toBe(
      'flag D N A L G N E flag flag G E R M A N Y flag',
    );
  });

  it('lettersHome lists the goal squares where the right man already stands', () => {
    const pos = diagram(['fg.....f.', '.........', '.........', '.........', '###.#.###', '.........', '..ermany.', '..D......', '.FNALGNEF'], 'england');
    expect(lettersHome(pos, 0)).toEqual(['c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1']);
    expect(lettersHome(pos, 1)).toEqual(['a9', 'b9']);
    expect(lettersHome(start(), 0)).toEqual([]);
  });
});

describe('continueChain (provisional chains on the sensor board)', () => {
  const pos = diagram(P10, 'germany');
  it('extends a paused chain by the next leap into the longer move', () => {
    const first = listed(pos, 'd1-d5')!;
    const longer = continueChain(pos, first, parseSquare('d7')!)!;
    expect(formatChain(longer)).toBe('d1-d3-d5-d7');
    expect(game.formatMove(longer)).toBe('d1-d7');
    expect(game.play(pos, longer).ok).toBe(true);
    expect(formatChain(continueChain(pos, longer, parseSquare('d9')!)!)).toBe('d1-d3-d5-d7-d9');
  });
  it('refuses what is not one more leap: a step on, a leap over nothing, a step that leaps on, the start square', () => {
    const first = listed(pos, 'd1-d5')!;
    expect(continueChain(pos, first, parseSquare('d6')!)).toBeUndefined();
    expect(continueChain(pos, first, parseSquare('b7')!)).toBeUndefined();
    expect(continueChain(pos, listed(pos, 'd1-e2')!, parseSquare('e4')!)).toBeUndefined();
    expect(continueChain(pos, listed(pos, 'd1-d3')!, parseSquare('d1')!)).toBeUndefined();
  });
  it('a leap back onto an earlier landing gives the move by a shortest route', () => {
    const there = listed(pos, 'd1-d7')!;
    const back = continueChain(pos, there, parseSquare('d5')!)!;
    expect(formatChain(back)).toBe('d1-d3-d5');
  });
});

describe('chainContinuations', () => {
  const pos = diagram(P10, 'germany');
  const names = (sqs: readonly number[]): string[] => sqs.map(squareName);
  it('lists the squares one more leap away, never the start square', () => {
    expect(names(chainContinuations(pos, listed(pos, 'd1-d3')!))).toEqual(['d5']);
    expect(names(chainContinuations(pos, listed(pos, 'd1-d5')!))).toEqual(['d3', 'd7']);
    expect(names(chainContinuations(pos, listed(pos, 'd1-d9')!))).toEqual(['d7']);
  });
  it('is empty for a step and a pass', () => {
    expect(chainContinuations(pos, listed(pos, 'd1-e2')!)).toEqual([]);
    expect(chainContinuations(pos, { kind: 'pass' })).toEqual([]);
  });
});
