/**
 * The pure screen helpers of Spoof: the board drawing, men positions at rest and during a slide, and the
 * drag-back-and-release flick (issue 8 §3; the Svelte screen itself is tested with the renderer).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_OPTIONS,
  FULL_DRAG_MM,
  PHYSICS,
  beginShot,
  drawing,
  flickFromDrag,
  menAt,
  menCounts,
  menOf,
  resolveShot,
  slideDistance,
  startPosition,
  stepFrame,
} from '../../../src/games/spoof';

const start = startPosition(DEFAULT_OPTIONS);

describe('drawing', () => {
  it('has twelve squares in two rows of six, the neutral square in the centre, all on the board', () => {
    const d = drawing();
    expect(d.squares).toHaveLength(12);
    expect(d.squares.filter((s) => s.end === 'stars').map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const s of [...d.squares.map((q) => q.rect), d.neutral]) {
      expect(s.x0).toBeGreaterThanOrEqual(d.board.x0);
      expect(s.x1).toBeLessThanOrEqual(d.board.x1);
      expect(s.y0).toBeGreaterThanOrEqual(d.board.y0);
      expect(s.y1).toBeLessThanOrEqual(d.board.y1);
    }
    expect((d.neutral.x0 + d.neutral.x1) / 2).toBe((d.board.x0 + d.board.x1) / 2);
    expect((d.neutral.y0 + d.neutral.y1) / 2).toBe((d.board.y0 + d.board.y1) / 2);
  });
  it('menOf gives every man of a position; menAt every man of each animation frame, ending where the shot rests', () => {
    expect(menOf(start)).toHaveLength(12);
    const flick = flickFromDrag(2, { x: 100, y: 45 }, { x: 100, y: 0 })!.shot;
    const judged = unwrap(resolveShot(start, flick));
    let sim = unwrap(beginShot(start, flick));
    const ys: number[] = [];
    while (!sim.atRest) {
      sim = stepFrame(sim);
      ys.push(menAt(start, sim)[1]!.y);
    }
    for (let k = 1; k < ys.length; k++) expect(ys[k]!).toBeGreaterThanOrEqual(ys[k - 1]!);
    expect(ys.length).toBeGreaterThan(10);
    expect(menAt(start, sim)[1]!.y).toBe(judged.sim.bodies[1]!.y);
  });
});

describe('flickFromDrag', () => {
  it('flicks away from the drag point, stronger the further the drag, capped at full strength', () => {
    const man = { x: 100, y: 45 };
    const half = flickFromDrag(2, man, { x: 100, y: 45 - FULL_DRAG_MM / 2 })!;
    expect(half.shot.heading).toBe(90);
    expect(half.strength).toBeCloseTo(0.5, 9);
    expect(half.shot.speed).toBe(PHYSICS.maxSpeed / 2);
    expect(half.aimPoint.y - 45).toBeCloseTo(slideDistance(half.shot.speed), 6);
    const full = flickFromDrag(2, man, { x: 100 + 2 * FULL_DRAG_MM, y: 45 })!;
    expect(full.shot.heading).toBe(180);
    expect(full.strength).toBe(1);
    expect(flickFromDrag(2, man, { x: 100.5, y: 45 })).toBeUndefined();
  });
});

describe('menCounts', () => {
  it('counts the men in play per side, for the always-visible counts', () => {
    expect(menCounts(start)).toEqual([6, 6]);
    const r = unwrap(resolveShot(start, flickFromDrag(1, { x: 50, y: 45 }, { x: 50 + FULL_DRAG_MM, y: 45 })!.shot)); // off the left edge
    expect(r.outcome.kind).toBe('off-board');
    expect(menCounts(r.position)).toEqual([5, 6]);
  });
});
