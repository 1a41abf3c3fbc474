/**
 * `play`: every refusal with its code and rule, immutability, and identity tracking (issue 6 §3: "every
 * committed move carries the identity of the man from the start square to the end square").
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { RULES, manAt, parseSquare } from '../../../src/games/not-made-in-germany/index';
import type { NmigMove } from '../../../src/games/not-made-in-germany/index';
import { diagram, game, playAll, start } from './helpers';
import { en } from '../support/text';

const P7 = ['FDN..GNEF', '.........', '.........', '...L.....', '###.#.###', '...A.....', '...r.....', '.........', 'fge.manyf'];

function refusal(rows: readonly string[] | undefined, move: string | NmigMove, side: 'england' | 'germany' = 'germany') {
  const pos = rows === undefined ? start() : diagram(rows, side);
  const m = typeof move === 'string' ? unwrap(game.parseMove(move)) : move;
  const r = game.play(pos, m);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error;
}

describe('play refuses illegal moves, naming the rule', () => {
  it('no-man: nothing stands on the start square', () => {
    expect(refusal(undefined, 'e5-e6').code).toBe('not-made-in-germany/no-man');
    expect(en(refusal(undefined, 'e4-e3').message)).toMatch(/no man on e4/);
  });
  it("not-your-man: the opponent's man", () => {
    expect(refusal(undefined, 'e1-e2')).toMatchObject({ code: 'not-made-in-germany/not-your-man', rule: RULES.alternate });
  });
  it('occupied: the end square is taken', () => {
    expect(refusal(undefined, 'e9-d9')).toMatchObject({ code: 'not-made-in-germany/occupied', rule: RULES.step });
  });
  it('ornament: the end square is ornamental', () => {
    expect(refusal(P7, 'd4-e5', 'england')).toMatchObject({ code: 'not-made-in-germany/ornament', rule: RULES.ornament });
    expect(refusal(P7, 'd3-c5-c7')).toMatchObject({ code: 'not-made-in-germany/ornament' });
  });
  it('no-move: a move that ends where it starts', () => {
    expect(refusal(undefined, 'e9-e9').code).toBe('not-made-in-germany/no-move');
  });
  it('unreachable: neither a step nor the end of any chain', () => {
    expect(refusal(undefined, 'e9-e7')).toMatchObject({ code: 'not-made-in-germany/unreachable', rule: RULES.chain });
    expect(refusal(P7, 'd3-d8').code).toBe('not-made-in-germany/unreachable');
  });
  it('not-a-leap: a hop of a route that is not two squares in a line', () => {
    expect(refusal(P7, 'd3-d5-e7')).toMatchObject({ code: 'not-made-in-germany/not-a-leap', rule: RULES.leap });
    expect(refusal(P7, 'd3-d4-d5').code).toBe('not-made-in-germany/occupied');
  });
  it('nothing-to-leap: a hop over a vacant square', () => {
    expect(refusal(P7, 'd3-f3-f5')).toMatchObject({ code: 'not-made-in-germany/nothing-to-leap', rule: RULES.leap });
  });
  it('leap-over-ornament: a hop over an ornamental square', () => {
    expect(refusal(P7, 'd3-d5-d7-b5')).toMatchObject({ code: 'not-made-in-germany/ornament' });
    const pos = ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '....y....', '.........', '.........', 'fgerman.f'];
    expect(refusal(pos, { kind: 'move', from: parseSquare('e4')!, to: parseSquare('c6')!, via: [parseSquare('e6')!] })).toMatchObject({
      code: 'not-made-in-germany/leap-over-ornament',
      rule: RULES.ornament,
    });
  });
  it('revisit: a route that lands twice on a square', () => {
    expect(refusal(P7, 'd3-d5-d7-d5-d7').code).toBe('not-made-in-germany/revisit');
  });
  it('bad-move: squares outside the board (a programmer handing over a broken move)', () => {
    expect(refusal(undefined, { kind: 'move', from: 81, to: 0, via: [] }).code).toBe('not-made-in-germany/bad-move');
    expect(refusal(undefined, { kind: 'move', from: 8, to: 7, via: [1.5] }).code).toBe('not-made-in-germany/bad-move');
  });
  it('pass-not-allowed: a pass while a man can move', () => {
    expect(refusal(undefined, 'pass').code).toBe('not-made-in-germany/pass-not-allowed');
  });
  it('game-over: any move once the game has ended', () => {
    const won = ['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'FDNALGNEF'];
    expect(refusal(won, 'h8-h7').code).toBe('not-made-in-germany/game-over');
  });
});

describe('positions are immutable values', () => {
  it('play leaves its argument unchanged and shares nothing mutable', () => {
    const s = start();
    const before = JSON.stringify({ ...s, history: undefined, hashLog: undefined });
    const after = playAll(s, ['e9-e8']);
    expect(JSON.stringify({ ...s, history: undefined, hashLog: undefined })).toBe(before);
    expect(after).not.toBe(s);
    expect(game.formatPosition(s)).toBe('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england');
  });
});

describe('repetition history along branching lines', () => {
  it('two moves played from one position keep separate histories', () => {
    const s = start();
    const a1 = playAll(s, ['a9-a8']);
    const b1 = playAll(s, ['b9-b8']);
    const a5 = playAll(a1, ['a1-a2', 'a8-a9', 'a2-a1', 'a9-a8']);
    expect(a5.repetitions).toBe(2);
    const b5 = playAll(b1, ['b1-b2', 'b8-b9', 'b2-b1', 'b9-b8']);
    expect(b5.repetitions).toBe(2);
    // and the first line, extended again after the second was played, still counts its own past
    const a8 = playAll(a5, ['a1-a2', 'a8-a9', 'a2-a1']);
    expect(a8.repetitions).toBe(3); // the start, for the third time
    expect(game.status(a8).kind).toBe('draw');
    const a5b = playAll(a1, ['a1-a2', 'a8-a9', 'a2-a1', 'a9-a8']);
    expect(a5b.repetitions).toBe(2);
  });
});

describe('identity tracking', () => {
  it('a step carries the man, letter and side, to its end square', () => {
    const after = playAll(start(), ['d9-d8']);
    expect(manAt(after, parseSquare('d8')!)).toEqual({ side: 0, letter: 'A', char: 'A' });
    expect(manAt(after, parseSquare('d9')!)).toBeUndefined();
  });
  it('a chain carries the man from its start to its end, the men leapt stay where they are', () => {
    const pos = diagram(P7, 'germany');
    const after = playAll(pos, ['d3-d7']);
    expect(manAt(after, parseSquare('d7')!)).toEqual({ side: 1, letter: 'R', char: 'r' });
    expect(manAt(after, parseSquare('d4')!)?.letter).toBe('A');
    expect(manAt(after, parseSquare('d6')!)?.letter).toBe('L');
    expect(manAt(after, parseSquare('d3')!)).toBeUndefined();
  });
  it('the two flags and the two Ns of a side are interchangeable: same letter, same notation', () => {
    const a = playAll(start(), ['a9-a8', 'a1-a2', 'i9-i8']);
    expect(manAt(a, parseSquare('a8')!)).toEqual(manAt(a, parseSquare('i8')!));
  });
});
