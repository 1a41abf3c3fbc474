/// <reference lib="dom" />
/**
 * The Spoof screen (issue 8 §3): "Drag back from a man and release to flick, with an aim line and a
 * strength meter; mouse and touch. The slide animates at 60 frames a second; the outcome is announced
 * ("covered 2 men", "out on the neutral ground: turn lost"); men counts and whose turn always visible."
 *
 * happy-dom does no layout, so the SVG's screen transform is the identity: client coordinates are view
 * mm (`toView` of board mm). Animation frames are driven by hand through a stubbed requestAnimationFrame.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import SpoofScreen from '../../../renderer/src/games/spoof/SpoofScreen.svelte';
import SpoofBoard from '../../../renderer/src/games/spoof/SpoofBoard.svelte';
import { FRAME_MS, toView } from '../../../renderer/src/games/spoof/view';
import { spoofScreen } from '../../../renderer/src/games/spoof';
import { loadScreen, tableOf } from '../../../renderer/src/games/registry';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_OPTIONS,
  FULL_DRAG_MM,
  PHYSICS,
  formatPosition,
  formatShot,
  makeShot,
  resolveShot,
  startPosition,
  type Shot,
  type SpoofPosition,
} from '../../../src/games/spoof';
import { build, coverShot, open } from '../../unit/spoof/helpers';
import { spoofView } from './fixtures';

const start = startPosition(DEFAULT_OPTIONS);

/** Client coordinates of a board point (identity screen transform). */
function client(p: { x: number; y: number }) {
  const v = toView(p);
  return { clientX: v.vx, clientY: v.vy };
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

/** Frames requested with requestAnimationFrame, run by hand. */
let frames: FrameRequestCallback[] = [];
function runFrame(t: number) {
  const todo = frames;
  frames = [];
  for (const f of todo) f(t);
  flushSync();
}

beforeEach(() => {
  vi.spyOn(SVGSVGElement.prototype, 'getScreenCTM').mockImplementation(() => new DOMMatrix() as unknown as SVGMatrix);
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.push(cb);
    return frames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  setReducedMotion(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function screen(pos: SpoofPosition, opts: { interactive?: boolean; onmove?: (n: string) => Promise<boolean> } = {}) {
  const onmove = vi.fn(opts.onmove ?? (async () => true));
  const r = render(SpoofScreen, { props: { view: spoofView(pos), interactive: opts.interactive ?? true, onmove } });
  const field = r.container.querySelector<HTMLElement>('.field')!;
  const root = r.container.querySelector<HTMLElement>('[data-testid="spoof-screen"]')!;
  return { ...r, onmove, field, root };
}

describe('SpoofScreen', () => {
  it('is the Spoof adapter’s screen area, registered by game id, with the drawing for replays', async () => {
    expect(await loadScreen('spoof')).toBe(spoofScreen);
    expect(spoofScreen.Screen).toBe(SpoofScreen);
    expect(spoofScreen.Board).toBe(SpoofBoard);
    expect(spoofScreen.path('m3 h90.00 v1000.0')).toEqual([]);
    expect(spoofScreen.counters(formatPosition(start))).toEqual([
      { label: 'men in play', values: [6, 6] },
      { label: 'in the open', values: [0, 0] },
      { label: 'out of play', values: [0, 0] },
    ]);
    expect(spoofScreen.table?.label).toBe('Scorekeeper for a real table');
    // The start screen offers it before Spoof's chunk is loaded.
    expect(tableOf('spoof')).toEqual({ label: spoofScreen.table?.label, description: spoofScreen.table?.description });
  });

  it('draws twelve men to scale, rings the side to shoot, and always shows whose turn and the men counts', () => {
    const { container } = screen(start);
    const men = container.querySelectorAll<SVGGElement>('[data-testid^="man-"]');
    expect(men).toHaveLength(12);
    const m3 = container.querySelector<SVGGElement>('[data-testid="man-3"]')!;
    const v = toView({ x: 150, y: 45 });
    expect(m3.getAttribute('transform')).toBe(`translate(${v.vx.toFixed(2)} ${v.vy.toFixed(2)})`);
    expect(m3.classList.contains('shootable')).toBe(true);
    expect(m3.getAttribute('role')).toBe('button');
    expect(container.querySelector('[data-testid="man-9"]')!.classList.contains('shootable')).toBe(false);
    expect(container.querySelector('[data-testid="spoof-turn"]')!.textContent).toContain('Stars to shoot');
    const stars = container.querySelector<HTMLElement>('[data-testid="spoof-count-0"]')!;
    expect([stars.dataset.inPlay, stars.dataset.squares, stars.dataset.open, stars.dataset.out]).toEqual(['6', '6', '0', '0']);
    expect(container.querySelector('.man .star')).not.toBeNull();
  });

  it('drag back and release: aim line and strength meter while dragging, the shot sent as notation on release', async () => {
    const { container, field, onmove } = screen(start);
    await fireEvent.pointerDown(field, { pointerId: 1, pointerType: 'mouse', button: 0, ...client({ x: 150, y: 45 }) });
    await fireEvent.pointerMove(field, { pointerId: 1, ...client({ x: 150, y: 45 - 30 }) });
    expect(container.querySelector('[data-testid="spoof-aim"]')).not.toBeNull();
    const meter = container.querySelector<HTMLElement>('[data-testid="spoof-meter"]')!;
    expect(meter.getAttribute('aria-valuenow')).toBe(String(Math.round((30 / FULL_DRAG_MM) * 100)));
    expect(container.querySelector('[data-testid="spoof-meter-text"]')!.textContent).toContain('750 mm/s');
    // The aim line runs from the man to where it would stop on an empty board: straight up the board.
    const line = container.querySelector<SVGLineElement>('[data-testid="spoof-aim"]')!;
    expect(Number(line.getAttribute('y2'))).toBeCloseTo(Number(line.getAttribute('y1')), 6);
    expect(Number(line.getAttribute('x2'))).toBeGreaterThan(Number(line.getAttribute('x1')));
    await fireEvent.pointerUp(field, { pointerId: 1, ...client({ x: 150, y: 45 - 30 }) });
    expect(onmove).toHaveBeenCalledWith(formatShot(makeShot(3, 90, (30 / FULL_DRAG_MM) * PHYSICS.maxSpeed)));
    expect(container.querySelector('[data-testid="spoof-aim"]')).toBeNull();
  });

  it('touch works the same (pointer events), a tap is no flick, and Escape cancels a drag', async () => {
    const { field, onmove } = screen(start);
    await fireEvent.pointerDown(field, { pointerId: 7, pointerType: 'touch', ...client({ x: 100, y: 45 }) });
    await fireEvent.pointerUp(field, { pointerId: 7, pointerType: 'touch', ...client({ x: 100.5, y: 45 }) });
    expect(onmove).not.toHaveBeenCalled();
    await fireEvent.pointerDown(field, { pointerId: 8, pointerType: 'touch', ...client({ x: 100, y: 45 }) });
    await fireEvent.pointerMove(field, { pointerId: 8, pointerType: 'touch', ...client({ x: 120, y: 20 }) });
    await fireEvent.keyDown(window, { key: 'Escape' });
    await fireEvent.pointerUp(field, { pointerId: 8, pointerType: 'touch', ...client({ x: 120, y: 20 }) });
    expect(onmove).not.toHaveBeenCalled();
    await fireEvent.pointerDown(field, { pointerId: 9, pointerType: 'touch', ...client({ x: 101, y: 46 }) });
    await fireEvent.pointerMove(field, { pointerId: 9, pointerType: 'touch', ...client({ x: 100, y: 45 - 60 }) });
    await fireEvent.pointerUp(field, { pointerId: 9, pointerType: 'touch', ...client({ x: 100, y: 45 - 60 }) });
    expect(onmove).toHaveBeenCalledTimes(1);
    // The drag is measured from the man's centre, not from where the finger first landed.
    expect(onmove).toHaveBeenCalledWith(formatShot(makeShot(2, 90, (60 / FULL_DRAG_MM) * PHYSICS.maxSpeed)));
  });

  it("does not flick when it is not the person's turn, nor the other side's men, nor off any man", async () => {
    const off = screen(start, { interactive: false });
    await fireEvent.pointerDown(off.field, { pointerId: 1, button: 0, ...client({ x: 150, y: 45 }) });
    await fireEvent.pointerUp(off.field, { pointerId: 1, ...client({ x: 150, y: 0 }) });
    expect(off.onmove).not.toHaveBeenCalled();
    off.unmount();
    const on = screen(start);
    await fireEvent.pointerDown(on.field, { pointerId: 2, button: 0, ...client({ x: 150, y: 555 }) });
    await fireEvent.pointerUp(on.field, { pointerId: 2, ...client({ x: 150, y: 590 }) });
    await fireEvent.pointerDown(on.field, { pointerId: 3, button: 0, ...client({ x: 175, y: 300 }) });
    await fireEvent.pointerUp(on.field, { pointerId: 3, ...client({ x: 175, y: 200 }) });
    expect(on.onmove).not.toHaveBeenCalled();
  });

  it('aims and flicks from the keyboard: Enter on a man, arrows, Enter', async () => {
    const { container, onmove } = screen(start);
    const m5 = container.querySelector<SVGGElement>('[data-testid="man-5"]')!;
    await fireEvent.keyDown(m5, { key: 'Enter' });
    expect(container.querySelector('[data-testid="spoof-aim"]')).not.toBeNull();
    await fireEvent.keyDown(m5, { key: 'ArrowUp' });
    await fireEvent.keyDown(m5, { key: 'ArrowLeft', shiftKey: true });
    await fireEvent.keyDown(m5, { key: 'Enter' });
    expect(onmove).toHaveBeenCalledWith(formatShot(makeShot(5, 91, 0.3 * PHYSICS.maxSpeed)));
  });

  it('animates a shot by stepping the model once per 1/60 s, then shows the position after it and announces the verdict', async () => {
    const pos = build({ 3: open(150, 120), 9: open(150, 240) });
    const shot = coverShot(pos, 3, 9, 9);
    const after = unwrap(resolveShot(pos, shot));
    expect(after.outcome.kind).toBe('captured');
    const { container, root, rerender } = screen(pos);
    // The slide's clock starts at the model's first frame: pin "now" so frame times are exact.
    const t0 = 1000;
    vi.spyOn(performance, 'now').mockReturnValue(t0);
    await rerender({ view: spoofView(after.position, [shot]) });
    expect(root.dataset.animating).toBe('true');
    expect(frames).toHaveLength(1);
    const yOf = () => Number(container.querySelector<SVGGElement>('[data-testid="man-3"]')!.dataset.y);
    runFrame(t0 + FRAME_MS * 3.5);
    const y3 = yOf();
    expect(y3).toBeGreaterThan(120);
    expect(y3).toBeLessThan(after.position.men[2]!.y);
    // Three frames of the model: 3 × 8 sub-steps of 1/480 s.
    const v = shot.speed;
    const t = 3 / 60;
    expect(y3 - 120).toBeCloseTo(v * t - (PHYSICS.decel * t * t) / 2, 0);
    expect(container.querySelector('[data-testid="spoof-announcement"]')!.textContent).toBe('');
    // Not interactive while the man slides.
    expect(root.dataset.canShoot).toBe('false');
    for (let k = 1; k < 400 && frames.length > 0; k++) runFrame(t0 + FRAME_MS * (3.5 + k));
    expect(frames).toHaveLength(0);
    expect(root.dataset.animating).toBe('false');
    expect(root.dataset.position).toBe(formatPosition(after.position));
    expect(container.querySelector('[data-testid="spoof-announcement"]')!.textContent).toBe('Stars: covered 1 man: Stars shoots again.');
    expect(container.querySelector('[data-testid="spoof-turn"]')!.textContent).toContain('Stars shoots again');
    expect(container.querySelector<HTMLElement>('[data-testid="spoof-count-1"]')!.dataset.inPlay).toBe('5');
  });

  it('with prefers-reduced-motion jumps to the end and still announces (neutral ground: turn lost)', async () => {
    setReducedMotion(true);
    const pos = build({ 3: open(175, 150) });
    const shot: Shot = makeShot(3, 90, Math.sqrt(2 * PHYSICS.decel * 150));
    const after = unwrap(resolveShot(pos, shot));
    expect(after.outcome.kind).toBe('neutral');
    const { container, root, rerender } = screen(pos);
    await rerender({ view: spoofView(after.position, [shot]) });
    expect(frames).toHaveLength(0);
    expect(root.dataset.animating).toBe('false');
    expect(root.dataset.position).toBe(formatPosition(after.position));
    const said = container.querySelector('[data-testid="spoof-announcement"]')!;
    expect(said.getAttribute('aria-live')).toBe('polite');
    expect(said.textContent).toBe('Stars: out on the neutral ground: turn lost.');
    expect(container.querySelector('[data-testid="man-3"]')!.classList.contains('out')).toBe(true);
  });

  it('shows a position that is not one shot on (an undo) at once, without announcing', async () => {
    const shot = makeShot(3, 90, 1000);
    const after = unwrap(resolveShot(start, shot)).position;
    const { root, container, rerender } = screen(after);
    await rerender({ view: spoofView(start) });
    expect(frames).toHaveLength(0);
    expect(root.dataset.position).toBe(formatPosition(start));
    expect(container.querySelector('[data-testid="spoof-announcement"]')!.textContent).toBe('');
  });

  it('lets the person shoot again when the host refuses the shot', async () => {
    let accept = false;
    const { field, root, onmove } = screen(start, { onmove: async () => accept });
    const flick = async (id: number) => {
      await fireEvent.pointerDown(field, { pointerId: id, button: 0, ...client({ x: 150, y: 45 }) });
      await fireEvent.pointerMove(field, { pointerId: id, ...client({ x: 150, y: 20 }) });
      await fireEvent.pointerUp(field, { pointerId: id, ...client({ x: 150, y: 20 }) });
      await Promise.resolve();
      flushSync();
    };
    await flick(1);
    expect(root.dataset.canShoot).toBe('true');
    accept = true;
    await flick(2);
    expect(onmove).toHaveBeenCalledTimes(2);
    // Accepted: waiting for the host's new position, no second flick meanwhile.
    expect(root.dataset.canShoot).toBe('false');
  });
});

describe('SpoofBoard (replays)', () => {
  it('draws a position at rest and rings the man of the last shot', () => {
    const shot = makeShot(3, 90, 1000);
    const after = unwrap(resolveShot(start, shot)).position;
    const { container } = render(SpoofBoard, {
      props: { position: formatPosition(after), seats: [{ name: 'Stars', colour: '#c8102e' }, { name: 'Plain', colour: '#f2e8cf' }], lastMove: formatShot(shot) },
    });
    expect(container.querySelectorAll('[data-testid^="man-"]')).toHaveLength(12);
    expect(container.querySelector('[data-testid="man-3"] .last-ring')).not.toBeNull();
    expect(container.querySelector('[data-testid="man-3"]')!.getAttribute('tabindex')).toBeNull();
  });
});
