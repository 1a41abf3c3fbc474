/**
 * Test helpers for Spoof: build positions from a few placed men, and construct shots that stop a man at a
 * point or on a target (from the physics of `src/games/spoof/physics.ts`).
 */
import { unwrap } from '../../../src/core/result';
import {
  BOARD,
  DEFAULT_OPTIONS,
  PHYSICS,
  formatPosition,
  layOutSquares,
  makeShot,
  parsePosition,
  startPosition,
  type Man,
  type Place,
  type Shot,
  type SpoofOptions,
  type SpoofPosition,
} from '../../../src/games/spoof';

/** A man placed by a test: owner and place, and a centre for men in the open or out of play. */
export interface Placing {
  readonly owner?: number;
  readonly place: Place;
  readonly x?: number;
  readonly y?: number;
}

/**
 * The start position with some men moved; squares are laid out canonically. The result goes through the
 * notation (format, then parse) so every built position is one the notation accepts.
 */
export function build(
  placings: Readonly<Record<number, Placing>>,
  options: Partial<SpoofOptions> = {},
  turn = 0,
  chain: number | null = null,
): SpoofPosition {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  const start = startPosition(opts);
  const men: Man[] = start.men.map((m) => {
    const p = placings[m.id];
    if (p === undefined) return m;
    return { id: m.id, owner: p.owner ?? m.owner, place: p.place, x: p.x ?? m.x, y: p.y ?? m.y };
  });
  const laid = layOutSquares(men);
  const pos: SpoofPosition = { options: opts, men: laid, turn, shots: 0, chain };
  return unwrap(parsePosition(formatPosition(pos), opts));
}

/** A man in the open at (x, y). */
export function open(x: number, y: number, owner?: number): Placing {
  return owner === undefined ? { place: { kind: 'open' }, x, y } : { owner, place: { kind: 'open' }, x, y };
}

/** A man in square `index` at `end`. */
export function inSquare(end: 'stars' | 'plain', index: number, owner?: number): Placing {
  return owner === undefined ? { place: { kind: 'square', end, index } } : { owner, place: { kind: 'square', end, index } };
}

/** Centre of the man `id` in `pos`. */
export function at(pos: SpoofPosition, id: number): { x: number; y: number } {
  const m = pos.men[id - 1]!;
  return { x: m.x, y: m.y };
}

/** Heading in degrees from (x0, y0) to (x1, y1). */
export function headingTo(x0: number, y0: number, x1: number, y1: number): number {
  return (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
}

/** A shot that slides man `id` over open board to rest at (x, y) (no man in the way). */
export function slideTo(pos: SpoofPosition, id: number, x: number, y: number): Shot {
  const m = at(pos, id);
  return makeShot(id, headingTo(m.x, m.y, x, y), Math.sqrt(2 * PHYSICS.decel * Math.hypot(x - m.x, y - m.y)));
}

/**
 * A shot that sends man `id` straight at man `target` and stops it overlapping the target by about `depth`
 * mm (it slides at the open-board deceleration until contact, then rides at the riding deceleration).
 */
export function coverShot(pos: SpoofPosition, id: number, target: number, depth: number): Shot {
  const a = at(pos, id);
  const b = at(pos, target);
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const free = d - 2 * BOARD.manRadius;
  const v = Math.sqrt(2 * PHYSICS.decel * free + 2 * PHYSICS.rideDecel * depth);
  return makeShot(id, headingTo(a.x, a.y, b.x, b.y), v);
}

/**
 * Time allowance (ms) for tests that simulate many shots (searches, whole games, property runs). The test
 * machine may be shared and slow; this is an allowance, never an assertion about speed.
 */
export const HEAVY_TEST_MS = 180_000;
