/**
 * Following men through the readings (`src/inference/hands.ts`): a man put down while one man is in the
 * hand is that man; a man put down with no man in the hand came from outside the board.
 */
import { describe, expect, it } from 'vitest';
import { carriedFrom } from '../../../src/inference/hands';
import type { BoardReading } from '../../../src/inference/reading';

const cells = ['a1', 'a2', 'a3', 'a4'];
const target = { a1: [0], a2: [1], a3: [], a4: [] };
const r = (occupied: string): BoardReading => Object.fromEntries(cells.map((c, i) => [c, occupied[i] === 'X' ? 'occupied' : 'empty']));

describe('carriedFrom', () => {
  it('pairs a man put down with the man lifted before it', () => {
    expect([...carriedFrom(target, [r('.X..'), r('.XX.')], cells)]).toEqual([['a3', 'a1']]);
  });
  it('follows a man carried twice to where it stands now', () => {
    expect([...carriedFrom(target, [r('.X..'), r('.XX.'), r('.X..'), r('.X.X')], cells)]).toEqual([['a4', 'a1']]);
  });
  it('reads two hands as a stack: the man put down first is the one lifted last', () => {
    expect(new Map(carriedFrom(target, [r('.X..'), r('....'), r('..X.'), r('..XX')], cells))).toEqual(
      new Map([
        ['a3', 'a2'],
        ['a4', 'a1'],
      ]),
    );
  });
  it('knows nothing of a man put down with no man in the hand, or put back where it was', () => {
    expect([...carriedFrom(target, [r('XXX.')], cells)]).toEqual([]);
    expect([...carriedFrom(target, [r('.X..'), r('XX..')], cells)]).toEqual([]);
  });
});
