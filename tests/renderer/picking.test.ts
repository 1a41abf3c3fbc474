/** Building a move on screen from legal moves (renderer/src/lib/picking.ts), with Morris notation paths. */
import { describe, expect, it } from 'vitest';
import { holds, pick, pickState, type PickableMove } from '../../renderer/src/lib/picking';
import { movePath } from '../../renderer/src/games/morris/notation';

const moves = (list: string[]): PickableMove[] => list.map((text) => ({ text, path: movePath(text) }));

describe('pickState', () => {
  it('offers the first cells, then the destinations of the picked man, then the men it may take', () => {
    const legal = moves(['d2-d3', 'd2-b2', 'f4-f2', 'd2-d1xg7', 'd2-d1xa1']);
    expect(pickState(legal, []).targets).toEqual(['d2', 'f4']);
    expect(pickState(legal, ['d2']).targets).toEqual(['d3', 'b2', 'd1']);
    expect(pickState(legal, ['d2', 'd1']).targets).toEqual(['g7', 'a1']);
    expect(pickState(legal, ['d2', 'd1']).complete).toBeUndefined();
    expect(pickState(legal, ['d2', 'd1', 'a1']).complete?.text).toBe('d2-d1xa1');
    expect(pickState(legal, ['d2', 'd3']).complete?.text).toBe('d2-d3');
  });

  it('completes a placement with one pick', () => {
    const legal = moves(['a7', 'd7', 'g7']);
    expect(pickState(legal, ['d7']).complete?.text).toBe('d7');
  });
});

describe('pick', () => {
  const legal = moves(['d2-d3', 'd2-b2', 'f4-f2']);
  it('extends, takes back, switches to another man, or clears', () => {
    expect(pick(legal, [], 'd2')).toEqual(['d2']);
    expect(pick(legal, ['d2'], 'd3')).toEqual(['d2', 'd3']);
    expect(pick(legal, ['d2'], 'd2')).toEqual([]);
    expect(pick(legal, ['d2'], 'f4')).toEqual(['f4']);
    expect(pick(legal, ['d2'], 'a1')).toEqual([]);
    expect(pick(legal, [], 'a1')).toEqual([]);
  });
});

describe('pick while only a capture remains', () => {
  // White placed on g7 closing a7 d7 g7: every legal move is g7 then one of Black's men (d1, a1).
  // `settled`: the placement is settled after its first pick (what the app derives from vacant cells).
  const capture: PickableMove[] = [
    { text: 'g7xd1', path: ['g7', 'd1'], settled: 1 },
    { text: 'g7xa1', path: ['g7', 'a1'], settled: 1 },
    { text: 'b6', path: ['b6'], settled: 1 },
  ];
  it('keeps the pending move on a stray pick instead of starting or committing another', () => {
    expect(holds(capture, ['g7'], 'b6')).toBe(true);
    expect(pick(capture, ['g7'], 'b6')).toEqual(['g7']);
    expect(pickState(capture, pick(capture, ['g7'], 'b6')).complete).toBeUndefined();
    expect(pick(capture, ['g7'], 'c5')).toEqual(['g7']);
  });
  it('still takes a man, and still takes the last pick back', () => {
    expect(holds(capture, ['g7'], 'a1')).toBe(false);
    expect(pickState(capture, pick(capture, ['g7'], 'a1')).complete?.text).toBe('g7xa1');
    expect(holds(capture, ['g7'], 'g7')).toBe(false);
    expect(pick(capture, ['g7'], 'g7')).toEqual([]);
  });
  it('holds nothing before the move is settled', () => {
    const stepping: PickableMove[] = [
      { text: 'd2-d3', path: ['d2', 'd3'], settled: 2 },
      { text: 'f4-f2xa1', path: ['f4', 'f2', 'a1'], settled: 2 },
    ];
    expect(holds(stepping, ['d2'], 'f4')).toBe(false);
    expect(pick(stepping, ['d2'], 'f4')).toEqual(['f4']);
    expect(holds(stepping, ['f4', 'f2'], 'd2')).toBe(true);
    expect(holds(moves(['d2-d3', 'd2-d1xg7']), ['d2'], 'a1')).toBe(false);
  });
});

describe('movePath', () => {
  it('reads every Morris move form (issue 2 §3)', () => {
    expect(movePath('d2')).toEqual(['d2']);
    expect(movePath('d2-d3')).toEqual(['d2', 'd3']);
    expect(movePath('d2xg7')).toEqual(['d2', 'g7']);
    expect(movePath('d2-d3xg7')).toEqual(['d2', 'd3', 'g7']);
    expect(movePath('d2-d3xg7xa1')).toEqual(['d2', 'd3', 'g7', 'a1']);
    expect(movePath('z9-d3')).toEqual([]);
  });
});
