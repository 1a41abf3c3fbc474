/// <reference lib="dom" />
/**
 * The hint's marks on a board (issue 14: "hints ... shown well"): which way the man goes is always
 * drawn, with a shaft between two rings far apart and an arrowhead alone at the end's ring for a step to
 * the next point (where the rings touch and a shaft would have no length); a placement has no arrow.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import SuggestMarks from '../../renderer/src/lib/SuggestMarks.svelte';

const headTip = (c: HTMLElement) => c.querySelector('[data-testid="suggestion-head"]')!.getAttribute('points')!.split(' ')[0]!.split(',').map(Number);

describe('SuggestMarks', () => {
  it('draws a shaft and an arrowhead from one ring to a ring far off', () => {
    const { container } = render(SuggestMarks, { props: { from: { x: 0, y: 0 }, to: { x: 300, y: 0 }, r: 50 } });
    expect(container.querySelectorAll('line.mark')).toHaveLength(1);
    expect(headTip(container)[0]).toBeCloseTo(250, 5); // the tip touches the end's ring
  });

  it('draws the arrowhead alone for a step to the next point, pointing at the end', () => {
    const { container } = render(SuggestMarks, { props: { from: { x: 0, y: 0 }, to: { x: 0, y: 90 }, r: 50 } });
    expect(container.querySelectorAll('line.mark')).toHaveLength(0);
    const [x, y] = headTip(container);
    expect(x).toBeCloseTo(0, 5);
    expect(y).toBeCloseTo(40, 5); // on the end's ring, on the side the man comes from
  });

  it('draws no arrow for a man placed from the hand', () => {
    const { container } = render(SuggestMarks, { props: { to: { x: 10, y: 10 }, r: 50 } });
    expect(container.querySelector('[data-testid="suggestion-head"]')).toBeNull();
    expect(container.querySelector('[data-testid="suggestion-to"]')).not.toBeNull();
  });
});
