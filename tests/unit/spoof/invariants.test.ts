/**
 * Property tests over scattered positions (men everywhere in the open, in squares and out of play): every
 * shot comes to rest and yields a position the notation accepts, with twelve men, at most four per square,
 * every man in a square lying inside it, and the turn kept exactly when men were captured.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  BOARD,
  DEFAULT_OPTIONS,
  PHYSICS,
  SQUARE_CAPACITY,
  formatPosition,
  inPlay,
  makeShot,
  parsePosition,
  resolveShot,
  shootableMen,
  squareCount,
  touchesNeutral,
  type Place,
  type SpoofPosition,
} from '../../../src/games/spoof';
import { HEAVY_TEST_MS, build, type Placing } from './helpers';

/** A random placing for man `id`: in the open somewhere legal, in a square, or out of play. */
const placing = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ x: fc.integer({ min: 1200, max: BOARD.width * 100 - 1200 }), y: fc.integer({ min: 8000, max: BOARD.length * 100 - 8000 }) })
      .filter(({ x, y }) => !touchesNeutral(x / 100, y / 100))
      .map(({ x, y }) => ({ place: { kind: 'open' } as Place, x: x / 100, y: y / 100 })),
  },
  { weight: 2, arbitrary: fc.constant(undefined) }, // stays in its home square
  { weight: 1, arbitrary: fc.constant({ place: { kind: 'out' } as Place, x: 175, y: 300 }) },
);

const scattered = fc
  .tuple(fc.array(placing, { minLength: 12, maxLength: 12 }), fc.boolean(), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }))
  .map(([ps, plainToShoot, flips]) => {
    const placings: Record<number, Placing> = {};
    ps.forEach((p, i) => {
      const id = i + 1;
      if (p !== undefined) placings[id] = { ...p, owner: flips[i] ? 1 - (id <= 6 ? 0 : 1) : id <= 6 ? 0 : 1 };
    });
    return build(placings, {}, plainToShoot ? 1 : 0);
  });

function check(pos: SpoofPosition): void {
  expect(pos.men).toHaveLength(12);
  expect(unwrap(parsePosition(formatPosition(pos), DEFAULT_OPTIONS))).toEqual(pos);
  for (const end of ['stars', 'plain'] as const) {
    for (let index = 0; index < 6; index++) expect(squareCount(pos.men, { end, index })).toBeLessThanOrEqual(SQUARE_CAPACITY);
  }
}

describe('invariants over scattered positions', () => {
  it('every shot comes to rest and leaves a valid position; only a capture keeps the turn', () => {
    fc.assert(
      fc.property(scattered, fc.nat(), fc.double({ min: 0, max: 359.99, noNaN: true }), fc.double({ min: 1, max: PHYSICS.maxSpeed, noNaN: true }), (pos, k, h, v) => {
        const men = shootableMen(pos);
        fc.pre(men.length > 0);
        const shot = makeShot(men[k % men.length]!.id, h, v);
        const r = unwrap(resolveShot(pos, shot));
        expect(r.sim.atRest).toBe(true);
        check(r.position);
        expect(r.outcome.turnKept).toBe(r.outcome.kind === 'captured');
        expect(r.position.turn).toBe(r.outcome.turnKept ? pos.turn : 1 - pos.turn);
        if (r.outcome.kind === 'captured') {
          expect(r.outcome.captured.length).toBeGreaterThan(0);
          for (const id of r.outcome.captured) expect(r.position.men[id - 1]!.owner).toBe(pos.turn);
        }
        // men out of play stay out of play
        for (const m of pos.men) if (!inPlay(m)) expect(inPlay(r.position.men[m.id - 1]!)).toBe(false);
      }),
      { numRuns: 300 },
    );
  }, HEAVY_TEST_MS);
});
