/// <reference lib="dom" />
/**
 * The Not Made in Germany board component (issue 6 §4): the ornamented middle row, lettered men in
 * their sides' colours with flags drawn as flags, England's letters upside down from Germany's seat and
 * the control to sit on either side, destinations of the selected or lifted man with the jump path of
 * chains, the letters already home, the result; and picks by click, drag and keyboard.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import NmigBoard from '../../../renderer/src/games/not-made-in-germany/NmigBoard.svelte';
import { centreOf } from '../../../renderer/src/games/not-made-in-germany/geometry';
import { SEAT_COLOURS, START_POSITION } from '../../../src/games/not-made-in-germany/index';

const seats = [
  { name: 'England', colour: SEAT_COLOURS.england },
  { name: 'Germany', colour: SEAT_COLOURS.germany },
];
/** Germany's R on d1 can leap d1-d3-f3-f5 over its own men on d2, e3 and f4. */
const CHAIN = 'FDNALGNEF/9/9/9/9/5m3/4e4/3g5/f2r1anyf germany';

const square = (c: HTMLElement, sq: string) => c.querySelector<SVGGElement>(`[data-testid="square-${sq}"]`)!;
/** The man drawn on `sq` (not the square): its `.face` carries the upside-down turn. */
const manOn = (c: HTMLElement, sq: string) => {
  const { x, y } = centreOf(sq, c.querySelector<HTMLElement>('[data-testid="nmig-board"]')!.dataset.view as 'germany' | 'england')!;
  return c.querySelector<SVGGElement>(`.placed[transform="translate(${x} ${y})"] .man`);
};

describe('NmigBoard', () => {
  beforeEach(() => {
    // happy-dom does no layout: map client coordinates 1:1 to SVG units.
    vi.spyOn(SVGSVGElement.prototype, 'getScreenCTM').mockImplementation(() => new DOMMatrix() as unknown as SVGMatrix);
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws the set-up: lettered men, flags as flags, the ornaments and the two plain squares', () => {
    const { container } = render(NmigBoard, { props: { position: START_POSITION, seats } });
    // Sheet: "Row 5, the middle row, has ornamental designs across the first three cells and the last three
    // cells. Between is one empty cell, an ornamental cell with a circle of dots and a circle, and another empty cell."
    for (const sq of ['a5', 'b5', 'c5', 'g5', 'h5', 'i5']) expect(square(container, sq).querySelectorAll('.orn-leaf').length).toBe(2);
    expect(square(container, 'e5').querySelector('.orn-leaf')).toBeNull();
    expect(square(container, 'e5').querySelectorAll('.orn-dots, .orn-ring').length).toBe(2);
    expect(square(container, 'e5').classList.contains('ornament')).toBe(true);
    const chars = (rank: string) => [...'abcdefghi'].map((f) => square(container, `${f}${rank}`).dataset.man).join('');
    expect(chars('9')).toBe('FDNALGNEF');
    expect(chars('1')).toBe('fgermanyf');
    expect(square(container, 'd1').dataset.side).toBe('germany');
    expect(square(container, 'b9').dataset.side).toBe('england');
    expect(square(container, 'b9').getAttribute('aria-label')).toContain("England's D");
    // Flags are drawn as a pole and a cloth, letters as text.
    expect(manOn(container, 'a9')!.querySelector('.cloth')).not.toBeNull();
    expect(manOn(container, 'a9')!.querySelector('text')).toBeNull();
    expect(manOn(container, 'd1')!.querySelector('text')!.textContent).toBe('R');
    // Sides' colours.
    expect(manOn(container, 'd1')!.querySelector('.disc')!.getAttribute('fill')).toBe(SEAT_COLOURS.germany);
    expect(manOn(container, 'd9')!.querySelector('.disc')!.getAttribute('fill')).toBe(SEAT_COLOURS.england);
    const ornaments = [...container.querySelectorAll<SVGGElement>('.square.ornament')].map((g) => g.dataset.cell).sort();
    expect(ornaments).toEqual(['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5']);
    expect(square(container, 'd5').classList.contains('gate')).toBe(true);
    expect(square(container, 'f5').classList.contains('gate')).toBe(true);
    expect(square(container, 'e5').getAttribute('aria-label')).toContain('ornament');
  });

  it('shows England’s letters upside down from Germany’s seat, and turns the board for England’s', async () => {
    const { container } = render(NmigBoard, { props: { position: START_POSITION, seats } });
    const root = container.querySelector<HTMLElement>('[data-testid="nmig-board"]')!;
    expect(root.dataset.view).toBe('germany');
    expect(manOn(container, 'd9')!.querySelector('.face')!.getAttribute('transform')).toBe('rotate(180)');
    expect(manOn(container, 'd1')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
    // From Germany's seat a9 is top left; from England's, i1 is.
    const a9 = centreOf('a9', 'germany')!;
    expect(square(container, 'a9').getAttribute('transform')).toBe(`translate(${a9.x} ${a9.y})`);
    const turn = container.querySelector<HTMLButtonElement>('[data-testid="turn-board"]')!;
    expect(turn.textContent).toContain('Sit on England');
    await fireEvent.click(turn);
    expect(root.dataset.view).toBe('england');
    expect(turn.getAttribute('aria-pressed')).toBe('true');
    const i1 = centreOf('i1', 'england')!;
    expect(square(container, 'i1').getAttribute('transform')).toBe(`translate(${i1.x} ${i1.y})`);
    expect(i1).toEqual(centreOf('a9', 'germany'));
    expect(manOn(container, 'd9')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
    expect(manOn(container, 'd1')!.querySelector('.face')!.getAttribute('transform')).toBe('rotate(180)');
  });

  it('seats the one person against the computer at the bottom, letters upright (issue 14)', async () => {
    // England (seat 0) against the computer: England's side at the bottom, England's letters upright.
    const { container, rerender } = render(NmigBoard, { props: { position: START_POSITION, seats, viewer: 0 } });
    const root = container.querySelector<HTMLElement>('[data-testid="nmig-board"]')!;
    expect(root.dataset.view).toBe('england');
    expect(manOn(container, 'd9')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
    expect(manOn(container, 'd1')!.querySelector('.face')!.getAttribute('transform')).toBe('rotate(180)');
    // The person may still turn the board; a new game with Germany the person turns it back.
    await fireEvent.click(container.querySelector<HTMLButtonElement>('[data-testid="turn-board"]')!);
    expect(root.dataset.view).toBe('germany');
    await rerender({ viewer: undefined });
    expect(root.dataset.view).toBe('germany');
    await rerender({ viewer: 0 });
    expect(root.dataset.view).toBe('england');
    await rerender({ viewer: 1 });
    expect(root.dataset.view).toBe('germany');
    expect(manOn(container, 'd1')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
  });

  it('shows the selected man’s destinations with the jump path of each chain', async () => {
    const targets = ['c2', 'd3', 'e1', 'e2', 'f3', 'f5'];
    const { container } = render(NmigBoard, { props: { position: CHAIN, seats, picked: ['d1'], targets, interactive: true } });
    expect(square(container, 'd1').classList.contains('picked')).toBe(true);
    for (const t of ['c2', 'd3', 'f3', 'f5']) expect(container.querySelector(`[data-testid="dest-${t}"]`), t).not.toBeNull();
    expect(container.querySelector('[data-testid="dest-f5"]')!.classList.contains('chain')).toBe(true);
    expect(container.querySelector('[data-testid="dest-c2"]')!.classList.contains('chain')).toBe(false);
    const routes = [...container.querySelectorAll<SVGPolylineElement>('[data-testid^="route-"]:not([data-testid="route-shown"])')];
    expect(routes.map((r) => r.dataset.route).sort()).toEqual(['d1-d3', 'd1-d3-f3', 'd1-d3-f3-f5']);
    expect(square(container, 'f5').getAttribute('aria-label')).toContain('jump chain d1-d3-f3-f5');
    // The path to the destination under the pointer is drawn bold.
    expect(container.querySelector('[data-testid="route-shown"]')).toBeNull();
    await fireEvent.pointerEnter(square(container, 'f5'));
    expect(container.querySelector<SVGPolylineElement>('[data-testid="route-shown"]')!.dataset.route).toBe('d1-d3-f3-f5');
  });

  it('shows the lifted man’s legal destinations, and the squares a paused chain may go on to', async () => {
    const { container, rerender } = render(NmigBoard, { props: { position: CHAIN, seats, lifted: ['d1'], hints: ['c2', 'f5'] } });
    expect(square(container, 'd1').classList.contains('lifted')).toBe(true);
    expect(container.querySelector('[data-testid="dest-f5"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="dest-d3"]')).toBeNull();
    expect(container.querySelector<SVGPolylineElement>('[data-testid="route-f5"]')!.dataset.route).toBe('d1-d3-f3-f5');
    // The R paused on d3 (the move d1-d3 committed, England to move) and is lifted again: its chain may go on.
    const paused = 'FDNALGNEF/9/9/9/9/5m3/3re4/3g5/f4anyf england';
    await rerender({ position: paused, lifted: ['d3'], hints: [], lastMove: 'd1-d3' });
    expect([...container.querySelectorAll<SVGCircleElement>('[data-testid^="dest-"]')].map((d) => d.dataset.testid).sort()).toEqual([
      'dest-f3',
      'dest-f5',
    ]);
  });

  it('draws a man the board shows lifted faded where it belongs (set-up guidance by letter)', () => {
    const { container } = render(NmigBoard, { props: { position: START_POSITION, seats, lifted: ['b9', 'c1'], guidance: ['b9', 'c1'] } });
    expect(manOn(container, 'b9')!.classList.contains('ghost')).toBe(true);
    expect(manOn(container, 'b9')!.querySelector('text')!.textContent).toBe('D');
    expect(manOn(container, 'c1')!.querySelector('text')!.textContent).toBe('E');
    expect(manOn(container, 'a9')!.classList.contains('ghost')).toBe(false);
    expect(square(container, 'b9').querySelector('.guide-box')).not.toBeNull();
    expect(square(container, 'b9').getAttribute('aria-label')).toContain("England's D, lifted");
  });

  it('shows the last move with its path, the letters home and the winner', async () => {
    const won = '9/fgermanyf/9/9/9/9/9/9/FDNALGNEF germany';
    const { container, rerender } = render(NmigBoard, { props: { position: '2NALGNEF/9/9/9/9/9/9/fgermanyf/FD7 germany', seats } });
    const home = (side: string) => container.querySelector<SVGGElement>(`[data-testid="home-${side}"]`)!;
    expect(home('england').dataset.home).toBe('2');
    expect(home('germany').dataset.home).toBe('0');
    expect(square(container, 'a1').dataset.home).toBe('true');
    expect(square(container, 'c9').dataset.home).toBeUndefined();
    expect(container.querySelector('[data-testid="winner"]')).toBeNull();
    // The trays stand each goal row on end as it lies on screen, marking the men already home.
    const tray = (side: string) => [...home(side).querySelectorAll<SVGGElement>('.tray-man')];
    expect(tray('england').map((g) => g.dataset.testid)).toEqual([...'abcdefghi'].map((f) => `needed-${f}1`));
    expect(tray('england').map((g) => g.dataset.done)).toEqual(['true', 'true', ...Array<string>(7).fill('false')]);
    expect(tray('england').map((g) => g.querySelector('.man')!.getAttribute('data-letter')).join(' ')).toBe('flag D N A L G N E flag');
    await fireEvent.click(container.querySelector('[data-testid="turn-board"]')!);
    // From England's seat its goal row reads flag E N G L A N D flag, i1 first.
    expect(tray('england').map((g) => g.querySelector('.man')!.getAttribute('data-letter')).join(' ')).toBe('flag E N G L A N D flag');
    expect(tray('england')[0]!.dataset.testid).toBe('needed-i1');
    await fireEvent.click(container.querySelector('[data-testid="turn-board"]')!);
    await rerender({ position: won, lastMove: 'd1-e1' });
    expect(container.querySelector<SVGSVGElement>('[data-testid="board"]')!.dataset.winner).toBe('0');
    expect(home('england').dataset.home).toBe('9');
    expect(home('england').textContent).toContain('wins!');
    expect(square(container, 'e1').classList.contains('last-to')).toBe(true);
    expect(square(container, 'd1').classList.contains('last-from')).toBe(true);
  });

  it('draws the route of the last jump chain', () => {
    // R from d1 leapt d1-d3-f3-f5; the board after it.
    const { container } = render(NmigBoard, { props: { position: 'FDNALGNEF/9/9/9/5r3/5m3/4e4/3g5/f4anyf england', seats, lastMove: 'd1-f5' } });
    expect(container.querySelector<SVGPolylineElement>('[data-testid="last-route"]')!.dataset.route).toBe('d1-d3-f3-f5');
  });

  it('reports clicks and drags as picks (an ornament too, so the screen can say why it is never entered), and nothing when not interactive', async () => {
    const onpick = vi.fn();
    const { container, rerender } = render(NmigBoard, { props: { position: CHAIN, seats, targets: ['d1'], interactive: true, onpick } });
    const svg = container.querySelector('svg')!;
    await fireEvent.pointerDown(square(container, 'd1'), { pointerId: 1, isPrimary: true, button: 0, clientX: 0, clientY: 0 });
    await fireEvent.pointerUp(svg, { pointerId: 1, isPrimary: true, clientX: 0, clientY: 0 });
    expect(onpick.mock.calls).toEqual([['d1']]);
    onpick.mockClear();
    await fireEvent.pointerDown(square(container, 'e5'), { pointerId: 2, isPrimary: true, button: 0 });
    await fireEvent.pointerUp(svg, { pointerId: 2, isPrimary: true });
    expect(onpick.mock.calls).toEqual([['e5']]);
    onpick.mockClear();
    // A drag from d1 to f5 is two picks.
    const a = centreOf('d1', 'germany')!;
    const b = centreOf('f5', 'germany')!;
    await fireEvent.pointerDown(square(container, 'd1'), { pointerId: 3, isPrimary: true, button: 0, clientX: a.x, clientY: a.y });
    await fireEvent.pointerMove(svg, { pointerId: 3, clientX: (a.x + b.x) / 2, clientY: (a.y + b.y) / 2 });
    expect(container.querySelector('.drag-ghost')).not.toBeNull();
    await fireEvent.pointerUp(svg, { pointerId: 3, clientX: b.x + 4, clientY: b.y - 3 });
    expect(onpick.mock.calls).toEqual([['d1'], ['f5']]);
    onpick.mockClear();
    await rerender({ interactive: false });
    await fireEvent.pointerDown(square(container, 'd1'), { pointerId: 4, isPrimary: true, button: 0 });
    await fireEvent.pointerUp(svg, { pointerId: 4, isPrimary: true });
    expect(onpick).not.toHaveBeenCalled();
  });

  it('offers a pass button when passing is the only legal move, and only then', async () => {
    const onpick = vi.fn();
    const { container, rerender } = render(NmigBoard, { props: { position: START_POSITION, seats, targets: ['pass'], interactive: true, onpick } });
    await fireEvent.click(container.querySelector('[data-testid="pass"]')!);
    expect(onpick).toHaveBeenCalledWith('pass');
    await rerender({ targets: ['e9'] });
    expect(container.querySelector('[data-testid="pass"]')).toBeNull();
    await rerender({ targets: ['pass'], interactive: false });
    expect(container.querySelector('[data-testid="pass"]')).toBeNull();
  });

  it('moves focus with the arrow keys as the board is seen, picks with Enter, cancels with Escape', async () => {
    const onpick = vi.fn();
    const oncancel = vi.fn();
    const { container } = render(NmigBoard, { props: { position: CHAIN, seats, targets: ['d1'], interactive: true, onpick, oncancel } });
    square(container, 'e1').focus();
    await fireEvent.keyDown(square(container, 'e1'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(square(container, 'd1'));
    await fireEvent.keyDown(square(container, 'd1'), { key: 'Enter' });
    expect(onpick).toHaveBeenCalledWith('d1');
    await fireEvent.keyDown(square(container, 'd1'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(square(container, 'd2'));
    // An ornament can be focused and read out; Enter on it is reported, so the screen can say why it is never entered.
    square(container, 'e5').focus();
    await fireEvent.keyDown(square(container, 'e5'), { key: 'Enter' });
    expect(onpick).toHaveBeenLastCalledWith('e5');
    square(container, 'd2').focus();
    await fireEvent.click(container.querySelector('[data-testid="turn-board"]')!);
    // Seen from England's side, "up" on screen is towards rank 1.
    await fireEvent.keyDown(square(container, 'd2'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(square(container, 'd1'));
    await fireEvent.keyDown(square(container, 'd1'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(square(container, 'e1'));
    await fireEvent.keyDown(square(container, 'e1'), { key: 'Escape' });
    expect(oncancel).toHaveBeenCalledOnce();
  });

  it('keeps the focus on a man that may move when the position changes, else moves it to the first such man', async () => {
    const { container, rerender } = render(NmigBoard, { props: { position: START_POSITION, seats, targets: ['a1', 'e1'], interactive: true } });
    await new Promise((r) => setTimeout(r, 0)); // the turn's focus has gone to a1
    expect(document.activeElement).toBe(square(container, 'a1'));
    square(container, 'e1').focus();
    // The computer replied; the man under the focus may still move: the focus stays (no jump back after Enter).
    await rerender({ position: CHAIN, targets: ['d1', 'e1'] });
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(square(container, 'e1'));
    // A position in which it may not: the focus goes to the first man that may.
    await rerender({ position: START_POSITION, targets: ['d1'] });
    await new Promise((r) => setTimeout(r, 0));
    expect(document.activeElement).toBe(square(container, 'd1'));
  });

  it('drawn still (the kiosk\'s attract loop and how-to page): the board without its turn button and note', () => {
    const { container } = render(NmigBoard, { props: { position: START_POSITION, seats, still: true } });
    expect(container.querySelector('[data-testid="turn-board"]')).toBeNull();
    expect(container.querySelector('.seat-note')).toBeNull();
    expect([...'abcdefghi'].map((f) => square(container, `${f}9`).dataset.man).join('')).toBe('FDNALGNEF');
    // Every letter upright for the visitor in front of the screen: England's too (a newcomer read them upside down).
    expect(manOn(container, 'd9')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
    expect(manOn(container, 'd1')!.querySelector('.face')!.getAttribute('transform')).toBeNull();
    // The same board in a game keeps them, whether or not it is the person's turn, and England's letters turned.
    const game = render(NmigBoard, { props: { position: START_POSITION, seats, interactive: false } });
    expect(game.container.querySelector('[data-testid="turn-board"]')).not.toBeNull();
    expect(manOn(game.container, 'd9')!.querySelector('.face')!.getAttribute('transform')).toBe('rotate(180)');
  });
});
