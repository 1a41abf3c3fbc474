/** Building a move on screen from legal moves (renderer/src/lib/picking.ts), with Morris notation paths. */
import { describe, expect, it } from 'vitest';
import { pick, pickState, type PickableMove } from '../../renderer/src/lib/picking';
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
