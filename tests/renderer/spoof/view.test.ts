/**
 * The Spoof screen's pure helpers (renderer/src/games/spoof/view.ts): the board laid on its side, the
 * gesture math (issue 8 §3: "Drag back from a man and release to flick, with an aim line and a strength
 * meter"), the 60 fps frame clock, the keyboard aim, finding the shot between two host positions, and
 * the words for turns and shots.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  BOARD,
  DEFAULT_OPTIONS,
  FULL_DRAG_MM,
  PHYSICS,
  formatPosition,
  formatShot,
  makeShot,
  resolveShot,
  slideDistance,
  startPosition,
  status,
} from '../../../src/games/spoof';
import {
  FRAME_MS,
  MIN_FLICK_DRAG_MM,
  VIEW_BOX,
  aimFromPointer,
  dragPointFor,
  framesDue,
  fromView,
  initialKeyAim,
  keyAim,
  readSpoof,
  shotWords,
  sideCounts,
  spoofOptionsOf,
  stepBetween,
  toView,
  turnLine,
} from '../../../renderer/src/games/spoof/view';
import { build, coverShot, open } from '../../unit/spoof/helpers';
import { format, msg } from '../../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

const start = startPosition(DEFAULT_OPTIONS);

describe('the board on screen', () => {
  it('lies on its side: Stars left, Plain right, and a heading of 90° (up the board) points right', () => {
    expect(toView({ x: 175, y: 0 }).vx).toBe(0);
    expect(toView({ x: 175, y: BOARD.length }).vx).toBe(BOARD.length);
    const a = toView({ x: 100, y: 100 });
    const b = toView({ x: 100, y: 200 });
    expect(b.vx - a.vx).toBe(100);
    expect(b.vy).toBe(a.vy);
  });
  it('is a rotation, not a mirror: board +x is screen down (a counter-clockwise turn stays counter-clockwise)', () => {
    const o = toView({ x: 0, y: 0 });
    const ex = toView({ x: 1, y: 0 });
    const ey = toView({ x: 0, y: 1 });
    // Determinant of the linear part with the view's y turned upwards (SVG's y grows downwards).
    const up = (v: { vx: number; vy: number }) => ({ x: v.vx - o.vx, y: -(v.vy - o.vy) });
    const [a, b] = [up(ex), up(ey)];
    expect(a.x * b.y - a.y * b.x).toBe(1);
    expect(ex.vy - o.vy).toBe(1);
  });
  it('fromView undoes toView, and the view box holds the whole board', () => {
    for (const p of [{ x: 0, y: 0 }, { x: 350, y: 600 }, { x: 12.5, y: 333.25 }]) {
      expect(fromView(toView(p))).toEqual(p);
      const v = toView(p);
      expect(v.vx).toBeGreaterThanOrEqual(VIEW_BOX.x);
      expect(v.vx).toBeLessThanOrEqual(VIEW_BOX.x + VIEW_BOX.width);
      expect(v.vy).toBeGreaterThanOrEqual(VIEW_BOX.y);
      expect(v.vy).toBeLessThanOrEqual(VIEW_BOX.y + VIEW_BOX.height);
    }
  });
});

describe('the flick gesture', () => {
  const man = { id: 3, x: 150, y: 45 };
  it('flies away from the pointer: dragging back towards the Stars end shoots up the board', () => {
    const aim = aimFromPointer(man, { x: 150, y: 15 })!;
    expect(aim.shot.heading).toBe(90);
    expect(aim.shot.man).toBe(3);
    expect(aim.aimPoint.x).toBeCloseTo(150, 9);
    expect(aim.aimPoint.y).toBeGreaterThan(man.y);
  });
  it('grows stronger with the drag, up to full strength at the full drag length, and the aim line ends where a lone man would stop', () => {
    const short = aimFromPointer(man, { x: 150, y: 45 - 30 })!;
    const long = aimFromPointer(man, { x: 150, y: 45 - 60 })!;
    const beyond = aimFromPointer(man, { x: 150, y: 45 - FULL_DRAG_MM * 2 })!;
    expect(short.strength).toBeCloseTo(30 / FULL_DRAG_MM, 9);
    expect(long.strength).toBeCloseTo(60 / FULL_DRAG_MM, 9);
    expect(long.shot.speed).toBeGreaterThan(short.shot.speed);
    expect(beyond.strength).toBe(1);
    expect(beyond.shot.speed).toBe(PHYSICS.maxSpeed);
    expect(long.aimPoint.y - man.y).toBeCloseTo(slideDistance(long.shot.speed), 6);
    // The model agrees: on an empty line a man flicked so stops at the aim point.
    const pos = build({ 3: open(150, 100) });
    const aim = aimFromPointer({ id: 3, x: 150, y: 100 }, { x: 150, y: 70 })!;
    const after = unwrap(resolveShot(pos, aim.shot)).position;
    expect(after.men[2]!.y).toBeCloseTo(aim.aimPoint.y, 1);
  });
  it('a press and release on the spot (under the least drag) is no flick', () => {
    expect(aimFromPointer(man, { x: 150.5, y: 44 })).toBeUndefined();
    expect(aimFromPointer(man, { x: 150, y: 45 - MIN_FLICK_DRAG_MM })).toBeDefined();
  });
  it('dragPointFor gives the pointer of a heading and strength, and the drag reads back the same shot', () => {
    for (const [h, s] of [
      [90, 0.5],
      [37.25, 0.8],
      [270, 0.1],
      [181, 1],
    ] as const) {
      const aim = aimFromPointer(man, dragPointFor(man, h, s))!;
      expect(aim.shot.heading).toBeCloseTo(h, 2);
      expect(aim.strength).toBeCloseTo(s, 9);
      expect(aim.shot).toEqual(makeShot(3, h, s * PHYSICS.maxSpeed));
    }
  });
  it('the keyboard turns the aim 5° (1° with Shift) as seen on screen and changes the strength, within 0..1', () => {
    const a = initialKeyAim(0);
    expect(a).toEqual({ heading: 90, strength: 0.25 });
    expect(initialKeyAim(1).heading).toBe(270);
    expect(keyAim(a, 'ArrowLeft', false)).toEqual({ heading: 95, strength: 0.25 });
    expect(keyAim(a, 'ArrowRight', true)).toEqual({ heading: 89, strength: 0.25 });
    expect(keyAim({ heading: 2, strength: 0.25 }, 'ArrowRight', false)!.heading).toBe(357);
    expect(keyAim(a, 'ArrowUp', false)!.strength).toBe(0.3);
    expect(keyAim({ heading: 0, strength: 0.98 }, 'ArrowUp', false)!.strength).toBe(1);
    expect(keyAim({ heading: 0, strength: 0.02 }, 'ArrowDown', false)!.strength).toBe(0);
    expect(keyAim(a, 'x', false)).toBeUndefined();
    expect(keyAim(a, 'Enter', false)).toBeUndefined();
  });
  it('sets the strength with keys other than the arrows: + and -, Page Up and Down, and the digits (issue 14)', () => {
    const a = initialKeyAim(0);
    expect(keyAim(a, '+', false)).toEqual({ heading: 90, strength: 0.3 });
    expect(keyAim(a, '=', true)!.strength).toBe(0.26);
    expect(keyAim(a, '-', false)!.strength).toBe(0.2);
    expect(keyAim(a, 'PageUp', false)!.strength).toBe(0.45);
    expect(keyAim({ heading: 90, strength: 0.1 }, 'PageDown', false)!.strength).toBe(0);
    expect(keyAim(a, '7', false)).toEqual({ heading: 90, strength: 0.7 });
    expect(keyAim(a, '0', false)!.strength).toBe(1);
  });
});

describe('the 60 fps clock', () => {
  it('is due one model frame per 1/60 s of wall time', () => {
    expect(FRAME_MS).toBeCloseTo(1000 / 60, 12);
    expect(framesDue(0)).toBe(0);
    expect(framesDue(-5)).toBe(0);
    expect(framesDue(16)).toBe(0);
    expect(framesDue(17)).toBe(1);
    expect(framesDue(1000)).toBe(60);
  });
});

describe('finding the shot between two host positions', () => {
  it('finds it when the new position is the old one plus the last move', () => {
    const shot = makeShot(3, 90, 1000);
    const after = formatPosition(unwrap(resolveShot(start, shot)).position);
    const step = stepBetween(start, formatShot(shot), after)!;
    expect(step.shot).toEqual(shot);
    expect(step.report.outcome.kind).toBe('missed');
  });
  it('finds nothing for an undo, a different move, unreadable notation or no previous position', () => {
    const shot = makeShot(3, 90, 1000);
    const after = formatPosition(unwrap(resolveShot(start, shot)).position);
    expect(stepBetween(start, formatShot(makeShot(3, 90, 1100)), after)).toBeUndefined();
    expect(stepBetween(start, 'a7-d7', after)).toBeUndefined();
    expect(stepBetween(undefined, formatShot(shot), after)).toBeUndefined();
    expect(stepBetween(readSpoof(after), undefined, formatPosition(start))).toBeUndefined();
  });
  it('reads the session options (with a preset) so the model judges as the host does', () => {
    expect(spoofOptionsOf({ preset: 'quick' }).shotLimit).toBe(200);
    expect(spoofOptionsOf({ minCoverMm: 2 }).minCoverMm).toBe(2);
    expect(spoofOptionsOf({ nonsense: 1 })).toEqual(DEFAULT_OPTIONS);
    expect(readSpoof('not a position')).toBeUndefined();
  });
});

describe('words', () => {
  it('says whose turn, a second shot after a capture, and the result', () => {
    const line = (...a: Parameters<typeof turnLine>) => format(turnLine(...a), 'en');
    expect(line(start, { kind: 'ongoing' })).toBe('Stars to shoot');
    expect(format(turnLine(start, { kind: 'ongoing' }), 'de')).toBe('Stern ist am Zug');
    const pos = build({ 9: open(150, 300 - 60) }, {}, 0);
    const capture = unwrap(resolveShot(build({ 3: open(150, 120), 9: open(150, 240) }), coverShot(build({ 3: open(150, 120), 9: open(150, 240) }), 3, 9, 9)));
    expect(capture.outcome.kind).toBe('captured');
    expect(line(capture.position, status(capture.position))).toBe('Stars shoots again');
    expect(line(pos, { kind: 'won', winners: [1], reason: v('Stars has lost all his men') })).toBe('Plain wins: Stars has lost all his men');
    expect(line(pos, { kind: 'draw', reason: v('both sides lost their last men') })).toBe('Drawn: both sides lost their last men');
  });
  it('counts men by where they are', () => {
    const pos = build({ 3: open(150, 120), 9: { place: { kind: 'out' }, x: 175, y: 300 } });
    expect(sideCounts(pos)).toEqual([
      { squares: 5, open: 1, out: 0, inPlay: 6 },
      { squares: 5, open: 0, out: 1, inPlay: 5 },
    ]);
  });
  it('describes a shot in screen directions with its speed, naming the man by where he stood, never by a number the board does not show', () => {
    const describeShot = (n: string) => format(shotWords(n)!, 'en');
    expect(describeShot('m3 h90.00 v1000.0')).toBe('shot a man right at 1000 mm/s');
    expect(describeShot('m9 h270.00 v500.0')).toBe('shot a man left at 500 mm/s');
    expect(describeShot('m9 h0.00 v500.0')).toBe('shot a man down at 500 mm/s');
    expect(describeShot('m9 h135.00 v500.0')).toBe('shot a man up and right at 500 mm/s');
    expect(format(shotWords('m3 h90.00 v1000.0', 'squares')!, 'en')).toBe('shot a man from the squares right at 1000 mm/s');
    expect(format(shotWords('m3 h180.00 v1000.0', 'open')!, 'de')).toBe('schnippt einen Stein im Freien nach oben, 1000 mm/s');
    expect(shotWords('nonsense')).toBeUndefined();
  });
});
