/** Where the person at the screen sits (issue 14): the one person of a game against the computer. */
import { describe, expect, it } from 'vitest';
import { viewerSeat } from '../../renderer/src/lib/seating';

const seats = (...kinds: ('screen' | 'board' | 'computer')[]) => ({ seats: kinds.map((kind, i) => ({ kind, name: `seat ${i}` })) }) as never;

describe('viewerSeat', () => {
  it('is the one seat a person plays when the others are the computer', () => {
    expect(viewerSeat(seats('screen', 'computer'))).toBe(0);
    expect(viewerSeat(seats('computer', 'screen'))).toBe(1);
    expect(viewerSeat(seats('computer', 'board'))).toBe(1);
    expect(viewerSeat(seats('computer', 'computer', 'screen', 'computer'))).toBe(2);
  });
  it('is undefined with two people, with none, or with no game', () => {
    expect(viewerSeat(seats('screen', 'screen'))).toBeUndefined();
    expect(viewerSeat(seats('computer', 'computer'))).toBeUndefined();
    expect(viewerSeat(null)).toBeUndefined();
  });
});
