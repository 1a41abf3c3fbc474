import { describe, expect, it } from 'vitest';
import { dropPicks, followDrag, type DragCurrent } from '../../renderer/src/lib/drag';

const at = (x: number, y: number) => ({ x, y });
const press = (): DragCurrent => ({ pointerId: 1, orig: 'd2', start: at(0, 0), pos: at(0, 0), started: false });

describe('the drag gesture', () => {
  it('stays a tap below the threshold and becomes a drag past it', () => {
    const d = press();
    followDrag(d, at(3, 4), 6);
    expect(d.started).toBe(false);
    expect(dropPicks(d, 'd3', [])).toEqual(['d2']);
    followDrag(d, at(6, 8), 6);
    expect(d.started).toBe(true);
    expect(d.pos).toEqual(at(6, 8));
  });
  it('a drag picks the man then the drop, nothing off the board or back home, and not the man twice', () => {
    const d = { ...press(), started: true };
    expect(dropPicks(d, 'd3', [])).toEqual(['d2', 'd3']);
    expect(dropPicks(d, 'd3', ['d2'])).toEqual(['d3']);
    expect(dropPicks(d, undefined, [])).toEqual([]);
    expect(dropPicks(d, 'd2', [])).toEqual([]);
  });
});
