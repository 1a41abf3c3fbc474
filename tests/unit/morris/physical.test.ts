/** The sensor-board view of Morris (used by move inference) and the debug helpers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { POINTS } from '../../../src/games/morris/board';
import { asciiBoard } from '../../../src/games/morris/debug';
import { morris } from '../../../src/games/morris/index';
import { board, mv, playAll, pos, start } from './helpers';

const physical = morris.physical!;

describe('physical model', () => {
  it('has the 24 points as cells and reports who stands on each', () => {
    expect(physical.cells).toEqual(POINTS);
    const c = physical.contents(playAll(start(), 'a7 g1'));
    expect(Object.keys(c)).toEqual([...POINTS]);
    expect(c.a7).toEqual([0]);
    expect(c.g1).toEqual([1]);
    expect(c.d2).toEqual([]);
  });

  it('stages a move with captures: man moved, then each man taken in order', () => {
    const p = pos(board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b2', 'd2', 'c3', 'e3'] }, 'w', 5, 5), { millCaptures: 'two' });
    const stages = physical.stages!(p, mv('g7xb2xc3'));
    expect(stages).toHaveLength(3);
    expect(stages[0]).toMatchObject({ g7: [0], b2: [1], c3: [1] });
    expect(stages[1]).toMatchObject({ g7: [0], b2: [], c3: [1] });
    expect(stages[2]).toMatchObject({ g7: [0], b2: [], c3: [] });
    const moving = pos(board({ W: ['a7', 'd7', 'g4'], B: ['b2', 'f2', 'c3', 'e3'] }, 'w', 0, 0));
    const [moved, taken] = physical.stages!(moving, mv('g4-g7xc3'));
    expect(moved).toMatchObject({ g4: [], g7: [0], c3: [1] });
    expect(taken).toMatchObject({ g4: [], g7: [0], c3: [] });
  });

  it('the last stage of every legal move equals the contents after play', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 20, maxLength: 120, size: 'max' }), fc.boolean(), (choices, two) => {
        let p = start({ millCaptures: two ? 'two' : 'one' });
        for (const c of choices) {
          const moves = morris.legalMoves(p);
          if (moves.length === 0) break;
          const m = moves[c % moves.length]!;
          const stages = physical.stages!(p, m);
          expect(stages).toHaveLength(1 + m.captures.length);
          p = unwrap(morris.play(p, m));
          expect(stages.at(-1)).toEqual(physical.contents(p));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('asciiBoard', () => {
  it('draws the three squares, the men and the position string', () => {
    const text = asciiBoard(playAll(start(), 'a7 g1 d2'));
    const lines = text.split('\n');
    expect(lines[0]).toBe('7 W-----------.-----------.');
    expect(lines[6]).toBe('4 .---.---.       .---.---.');
    expect(lines[10]).toBe('2 |   .-------W-------.   |');
    expect(lines[12]).toBe('1 .-----------.-----------B');
    expect(lines[13]).toBe('  a   b   c   d   e   f   g');
    expect(lines[14]).toBe('W..................W...B b 7 8');
  });
});
