/// <reference lib="dom" />
/**
 * The Morris board component: draws men, rows, trays, highlights, and reports picks by click, drag and
 * keyboard (issue 5 §2: "Play on screen by click or drag, with keyboard and touch as well as mouse").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import MorrisBoard from '../../renderer/src/games/morris/MorrisBoard.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { xyOf } from '../../renderer/src/games/morris/geometry';

const seats = [
  { name: 'White', colour: '#f4f1ea' },
  { name: 'Black', colour: '#1d1d1f' },
];
// White men on a7 d7 g7 (a row), black on b6 and d2; white has 4 in hand, black 5.
const POSITION = 'WWWB...............B.... b 4 5';

const point = (c: HTMLElement, cell: string) => c.querySelector<SVGGElement>(`[data-testid="point-${cell}"]`)!;

describe('MorrisBoard', () => {
  beforeEach(() => {
    // happy-dom does no layout: map client coordinates 1:1 to SVG units.
    vi.spyOn(SVGSVGElement.prototype, 'getScreenCTM').mockImplementation(() => new DOMMatrix() as unknown as SVGMatrix);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the men, the standing row, the trays and the last move', () => {
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats, lastMove: 'g7' } });
    expect(point(container, 'a7').dataset.man).toBe('white');
    expect(point(container, 'b6').dataset.man).toBe('black');
    expect(point(container, 'd4')).toBeNull();
    expect(point(container, 'c3').dataset.man).toBe('');
    const mills = [...container.querySelectorAll<SVGLineElement>('[data-testid="mill"]')].map((m) => m.dataset.line);
    expect(mills).toEqual(['a7 d7 g7']);
    expect(container.querySelector('[data-testid="mill"]')!.classList.contains('fresh')).toBe(true);
    const white = container.querySelector<SVGGElement>('[data-testid="tray-white"]')!;
    const black = container.querySelector<SVGGElement>('[data-testid="tray-black"]')!;
    expect([white.dataset.inHand, white.dataset.captured]).toEqual(['4', '2']);
    expect([black.dataset.inHand, black.dataset.captured]).toEqual(['5', '2']);
    expect(point(container, 'g7').classList.contains('last-to')).toBe(true);
    expect(point(container, 'g7').getAttribute('aria-label')).toContain('last move');
  });

  it('marks a man that may be moved unlike one that may be taken (issue 14, "Movable men and men that may be taken look different")', () => {
    // Black to move: b6 is Black's own man (to be moved), a7 White's (to be taken, as after a mill).
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['b6', 'a7'], interactive: true } });
    expect(container.querySelector('[data-testid="movable-b6"]')?.classList.contains('move-ring')).toBe(true);
    expect(container.querySelector('[data-testid="takeable-b6"]')).toBeNull();
    expect(container.querySelector('[data-testid="takeable-a7"]')?.classList.contains('dest-ring')).toBe(true);
    expect(container.querySelector('[data-testid="movable-a7"]')).toBeNull();
    expect(point(container, 'b6').getAttribute('aria-label')).toContain('may be moved');
    expect(point(container, 'a7').getAttribute('aria-label')).toContain('may be taken');
  });

  it('marks a computer move to carry out on the board as boldly as a hint, in its own tone (issue 14)', () => {
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats, announced: 'b6-b4', suggestion: 'c5' } });
    const carry = container.querySelector('[data-testid="announced-move"]')!;
    expect(carry.classList.contains('announced')).toBe(true);
    expect(carry.querySelector('[data-testid="announced-move-from"]')).not.toBeNull();
    expect(carry.querySelector('[data-testid="announced-move-head"]')).not.toBeNull();
    // The hint keeps its own marks beside it.
    expect(container.querySelector('[data-testid="suggestion"]')!.classList.contains('hint')).toBe(true);
  });

  it('squeezes a tray label too long for the tray instead of running into the board (German "8 in der Hand")', () => {
    setLanguage('de');
    try {
      const { container } = render(MorrisBoard, { props: { position: POSITION, seats } });
      const labels = [...container.querySelectorAll<SVGTextElement>('[data-testid="tray-white"] .tray-label')];
      const inHand = labels.find((l) => l.textContent?.includes('in der Hand'))!;
      expect(inHand.getAttribute('textLength')).toBe('130');
      expect(inHand.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
    } finally {
      setLanguage('en');
    }
  });

  it('reports a click on a target, and nothing when not interactive', async () => {
    const onpick = vi.fn();
    const { container, rerender } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['c5'], interactive: true, onpick } });
    const c5 = point(container, 'c5');
    expect(c5.classList.contains('target')).toBe(true);
    await fireEvent.pointerDown(c5, { pointerId: 1, isPrimary: true, button: 0, clientX: 0, clientY: 0 });
    await fireEvent.pointerUp(container.querySelector('svg')!, { pointerId: 1, isPrimary: true, clientX: 0, clientY: 0 });
    expect(onpick).toHaveBeenCalledWith('c5');
    onpick.mockClear();
    await rerender({ interactive: false });
    await fireEvent.pointerDown(c5, { pointerId: 2, isPrimary: true, button: 0 });
    await fireEvent.pointerUp(container.querySelector('svg')!, { pointerId: 2, isPrimary: true });
    expect(onpick).not.toHaveBeenCalled();
  });

  it('turns a drag from one point to another into two picks', async () => {
    const onpick = vi.fn();
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['d2'], interactive: true, onpick } });
    const svg = container.querySelector('svg')!;
    const from = xyOf('d2')!;
    const to = xyOf('d3')!;
    await fireEvent.pointerDown(point(container, 'd2'), { pointerId: 5, isPrimary: true, button: 0, clientX: from.x, clientY: from.y });
    await fireEvent.pointerMove(svg, { pointerId: 5, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
    await fireEvent.pointerMove(svg, { pointerId: 5, clientX: to.x + 5, clientY: to.y - 4 });
    expect(container.querySelector('.ghost')).not.toBeNull();
    await fireEvent.pointerUp(svg, { pointerId: 5, clientX: to.x + 5, clientY: to.y - 4 });
    expect(onpick.mock.calls).toEqual([['d2'], ['d3']]);
    expect(container.querySelector('.ghost')).toBeNull();
  });

  it('moves focus with the arrow keys along the board\'s lines, never across the empty middle, and picks with Enter; Escape cancels', async () => {
    const onpick = vi.fn();
    const oncancel = vi.fn();
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['e4'], interactive: true, onpick, oncancel } });
    point(container, 'a7').focus();
    const walk: string[] = [];
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp']) {
      await fireEvent.keyDown(document.activeElement!, { key });
      walk.push((document.activeElement as HTMLElement).dataset.cell!);
    }
    // d5 has no line below it and c4 none to its right (the centre is no point): the focus stays.
    expect(walk).toEqual(['d7', 'd6', 'd5', 'd5', 'c5', 'c4', 'c4', 'b4', 'b6']);
    point(container, 'e5').focus();
    await fireEvent.keyDown(point(container, 'e5'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(point(container, 'e4'));
    await fireEvent.keyDown(point(container, 'e4'), { key: 'Enter' });
    expect(onpick).toHaveBeenCalledWith('e4');
    await fireEvent.keyDown(point(container, 'e4'), { key: 'Escape' });
    expect(oncancel).toHaveBeenCalledOnce();
  });

  it('keeps the focus on the point the person left it on when the position changes (no jump back after Enter)', async () => {
    const { container, rerender } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['c5', 'e4'], interactive: true } });
    point(container, 'e4').focus();
    await fireEvent.keyDown(point(container, 'e4'), { key: 'Enter' });
    await rerender({ position: 'WWWB..........W....B.... w 4 4', targets: ['c5', 'e5'] });
    expect(document.activeElement).toBe(point(container, 'e4'));
  });

  it('keeps its one tab stop on a real point: the first target, else a7, then the point last focused', async () => {
    const tabStops = (c: HTMLElement) => [...c.querySelectorAll<SVGGElement>('[data-cell][tabindex="0"]')].map((g) => g.dataset.cell);
    const { container, rerender } = render(MorrisBoard, { props: { position: POSITION, seats, targets: ['c5', 'e4'], interactive: true } });
    expect(tabStops(container)).toEqual(['c5']);
    await rerender({ targets: [] });
    expect(tabStops(container)).toEqual(['a7']);
    point(container, 'b4').focus();
    await rerender({ targets: ['e4'] });
    expect(tabStops(container)).toEqual(['b4']);
  });

  it('labels the files a..g along the bottom edge and the ranks 1..7 along the left, under the points they name', () => {
    const { container } = render(MorrisBoard, { props: { position: POSITION, seats } });
    const labels = [...container.querySelectorAll<SVGTextElement>('[data-testid="coords"] text')];
    const files = labels.filter((t) => /^[a-g]$/.test(t.textContent ?? ''));
    const ranks = labels.filter((t) => /^[1-7]$/.test(t.textContent ?? ''));
    expect(files.map((t) => t.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(ranks.map((t) => t.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // Each file label stands below its column's points, each rank label left of its row's.
    expect(Number(files[3]!.getAttribute('x'))).toBe(xyOf('d1')!.x);
    expect(Number(files[3]!.getAttribute('y'))).toBeGreaterThan(xyOf('d1')!.y);
    expect(Number(ranks[6]!.getAttribute('y'))).toBe(xyOf('a7')!.y);
    expect(Number(ranks[6]!.getAttribute('x'))).toBeLessThan(xyOf('a7')!.x);
    expect(container.querySelector('[data-testid="coords"]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks lifted men, their destinations, guidance cells and candidates', () => {
    const { container } = render(MorrisBoard, {
      props: { position: POSITION, seats, lifted: ['d2'], hints: ['d3', 'b2'], guidance: ['a1'], candidates: ['b6-b4'] },
    });
    expect(point(container, 'd2').classList.contains('lifted')).toBe(true);
    expect(point(container, 'd3').classList.contains('hint')).toBe(true);
    expect(point(container, 'd3').querySelector('.dest-dot')).not.toBeNull();
    expect(point(container, 'a1').querySelector('.guide-box')).not.toBeNull();
    expect(point(container, 'a1').getAttribute('aria-label')).toContain('needs fixing');
    expect(point(container, 'b4').classList.contains('candidate')).toBe(true);
  });

  it('shows a man the sensor board reports on a vacant point, faintly, until the position has it', async () => {
    const { container, rerender } = render(MorrisBoard, { props: { position: POSITION, seats, arrived: ['c3'] } });
    expect(container.querySelector('[data-testid="arrived-c3"]')).not.toBeNull();
    expect(point(container, 'c3').getAttribute('aria-label')).toContain('not yet counted');
    await rerender({ arrived: [] });
    expect(container.querySelector('[data-testid="arrived-c3"]')).toBeNull();
  });
});
