/**
 * Pure helpers for the on-screen Spoof (issue 8 §3): what to draw, where every man is (at rest and during a
 * slide), and how a drag-back-and-release becomes a shot. No DOM here: the renderer converts mm to pixels
 * (and flips y, since board y runs from the Stars' end upwards).
 *
 * Typical use: `drawing()` once for the board; on pointer-down on a man, `flickFromDrag` on every move (aim
 * line to `aimPoint`, meter from `strength`); on release `beginShot(pos, shot)` then `stepFrame` once per
 * animation frame (60 fps) drawing `menAt(sim)`, until `sim.atRest`; then `resolveShot(pos, shot)` (or
 * `play`) for the new position and `outcome.announcement`.
 */
import type { PlayerIndex } from '../../core/game';
import { BOARD, BOARD_RECT, ENDS, NEUTRAL_RECT, SQUARES_PER_END, squareRect, type End, type Rect } from './geometry';
import { PHYSICS, slideDistance, type SimState } from './physics';
import type { SpoofPosition } from './position';
import { makeShot, type Shot } from './shot';

/** Everything static to draw, in mm. */
export interface BoardDrawing {
  readonly board: Rect;
  readonly squares: readonly { readonly end: End; readonly index: number; readonly rect: Rect }[];
  readonly neutral: Rect;
  /** Width of printed lines, mm (lines are centred on the rectangles' edges). */
  readonly lineWidth: number;
  readonly manRadius: number;
}

/** The board as rectangles in mm (see {@link BoardDrawing}). */
export function drawing(): BoardDrawing {
  const squares = ENDS.flatMap((end) => Array.from({ length: SQUARES_PER_END }, (_, index) => ({ end, index, rect: squareRect(end, index) })));
  return { board: BOARD_RECT, squares, neutral: NEUTRAL_RECT, lineWidth: 2 * BOARD.lineHalfWidth, manRadius: BOARD.manRadius };
}

/** A man to draw: id, face up (owner), centre in mm, and whether it is in play. */
export interface DrawnMan {
  readonly id: number;
  readonly owner: PlayerIndex;
  readonly x: number;
  readonly y: number;
  readonly inPlay: boolean;
}

/** Every man of a position at rest, for drawing. */
export function menOf(pos: SpoofPosition): readonly DrawnMan[] {
  return pos.men.map((m) => ({ id: m.id, owner: m.owner, x: m.x, y: m.y, inPlay: m.place.kind !== 'out' }));
}

/**
 * Every man during a slide (a frame of {@link SimState}), for drawing; faces are those of `pos` (men are
 * reversed only once the shot is judged). Men that tipped off the board are reported `inPlay: false` at
 * the point where they fell.
 */
export function menAt(pos: SpoofPosition, sim: SimState): readonly DrawnMan[] {
  return sim.bodies.map((b) => ({ id: b.id, owner: pos.men[b.id - 1]!.owner, x: b.x, y: b.y, inPlay: b.active }));
}

/** Drag length (mm on the board) that gives full strength. */
export const FULL_DRAG_MM = 120;

/** A flick being aimed: the shot it would give, the strength for the meter (0..1) and the open-board rest point for the aim line. */
export interface Aim {
  readonly shot: Shot;
  /** Fraction of full strength, 0..1. */
  readonly strength: number;
  /** Where the man would stop on an empty board, mm (the end of the aim line). */
  readonly aimPoint: { readonly x: number; readonly y: number };
}

/**
 * Drag back from a man and release: the man flies away from the drag point, faster the further it was
 * dragged; speed = strength × {@link PHYSICS.maxSpeed}, strength = drag length / {@link FULL_DRAG_MM}
 * capped at 1. Returns `undefined` for a drag shorter than 1 mm (no flick).
 * @param man centre of the man, mm; @param drag the pointer, mm (board coordinates).
 */
export function flickFromDrag(manId: number, man: { readonly x: number; readonly y: number }, drag: { readonly x: number; readonly y: number }): Aim | undefined {
  const dx = man.x - drag.x;
  const dy = man.y - drag.y;
  const len = Math.hypot(dx, dy);
  if (len < 1) return undefined;
  const strength = Math.min(1, len / FULL_DRAG_MM);
  const shot = makeShot(manId, (Math.atan2(dy, dx) * 180) / Math.PI, strength * PHYSICS.maxSpeed);
  const rad = (shot.heading * Math.PI) / 180;
  const d = slideDistance(shot.speed);
  return { shot, strength, aimPoint: { x: man.x + d * Math.cos(rad), y: man.y + d * Math.sin(rad) } };
}
