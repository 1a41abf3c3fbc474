/// <reference lib="dom" />
/**
 * The double teetotum on screen (issue 7 §5: "An animated teetotum spin showing both numbers
 * (skippable; respects reduced-motion), the sum, and the doublet") and the spin controls (issue 7 §1:
 * digital spins, or a real teetotum's numbers entered on screen, also after the board's `spin` button).
 * Animation frames are driven by hand through a stubbed requestAnimationFrame.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import Teetotum from '../../../renderer/src/games/teetotum/Teetotum.svelte';
import SpinControls from '../../../renderer/src/games/teetotum/SpinControls.svelte';
import { facesOf, lastSpin, latestSpin, readSpin, screenMayMove, spinnerOf, spinWords } from '../../../renderer/src/games/teetotum/spin-view';
import { archery } from '../../../src/games/archery/index';
import { reducedMotion, teetotumView } from './fixtures';
import { format } from '../../../src/i18n/index';

const FACES = [1, 2, 3, 4, 5, 6];
const spin = (a: number, b: number, ply = 1, hand = false) => ({ a, b, sum: a + b, doublet: a === b, hand, seat: 0, ply });

describe('Teetotum', () => {
  let frames: FrameRequestCallback[] = [];
  let restore: () => void = () => undefined;
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });
  const runFrame = (t: number) => {
    const due = frames;
    frames = [];
    for (const f of due) f(t);
    flushSync();
  };

  it('shows both numbers, the sum and the doublet at once under prefers-reduced-motion', () => {
    restore = reducedMotion(true);
    const r = render(Teetotum, { spin: undefined, faces: FACES, who: 'Blue' });
    expect(r.getByText('No spin yet')).toBeTruthy();
    r.rerender({ spin: spin(4, 4), faces: FACES, who: 'Blue' });
    flushSync();
    const t = r.getByTestId('teetotum');
    expect(t.dataset['rolling']).toBe('false');
    expect(t.dataset['spin']).toBe('4+4');
    expect(r.getByTestId('spin-sum').textContent).toBe('4 + 4 = 8');
    expect(r.getByTestId('doublet').textContent).toBe('Doublet');
    expect(r.container.textContent).toContain('Blue spun double 4: 8, a doublet.');
    expect(frames).toHaveLength(0);
  });

  it('whirls for a new spin and settles on its numbers; Skip ends the whirl at once', async () => {
    restore = reducedMotion(false);
    const r = render(Teetotum, { spin: spin(2, 5), faces: FACES });
    r.rerender({ spin: spin(3, 6, 2), faces: FACES });
    flushSync();
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('true');
    expect(r.queryByTestId('spin-sum')).toBeNull();
    runFrame(performance.now() + 100);
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('true');
    await fireEvent.click(r.getByTestId('skip-spin'));
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('false');
    expect(r.getByTestId('spin-sum').textContent).toBe('3 + 6 = 9');
    expect(r.queryByTestId('doublet')).toBeNull();
  });

  it('settles by itself after the whirl, and Escape skips it too', async () => {
    restore = reducedMotion(false);
    const r = render(Teetotum, { spin: spin(1, 2), faces: FACES });
    r.rerender({ spin: spin(5, 6, 2), faces: FACES });
    flushSync();
    runFrame(performance.now() + 5000);
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('false');
    expect(r.getByTestId('spin-sum').textContent).toBe('5 + 6 = 11');
    r.rerender({ spin: spin(2, 2, 3, true), faces: FACES });
    flushSync();
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('true');
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('false');
    expect(r.container.textContent).toContain('by hand');
  });

  it('does not whirl again for the same spin in a fresh view', () => {
    restore = reducedMotion(false);
    const r = render(Teetotum, { spin: spin(1, 2), faces: FACES });
    r.rerender({ spin: { ...spin(1, 2) }, faces: FACES });
    flushSync();
    expect(r.getByTestId('teetotum').dataset['rolling']).toBe('false');
  });
});

describe('SpinControls', () => {
  it('asks for a digital spin, and sends a real teetotum\'s numbers, previewing them', async () => {
    const onspin = vi.fn();
    const onhand = vi.fn();
    const onpreview = vi.fn();
    const r = render(SpinControls, { who: 'Blue', colour: '#2f6fd0', faces: [2, 4, 7], onspin, onhand, onpreview });
    await fireEvent.click(r.getByTestId('spin'));
    expect(onspin).toHaveBeenCalledTimes(1);
    expect(onpreview).toHaveBeenLastCalledWith(undefined);
    (r.container.querySelector('details') as HTMLDetailsElement).open = true;
    await fireEvent(r.container.querySelector('details')!, new Event('toggle'));
    flushSync();
    const a = r.getByTestId('hand-a') as HTMLSelectElement;
    const b = r.getByTestId('hand-b') as HTMLSelectElement;
    expect([...a.options].map((o) => o.textContent)).toEqual(['2', '4', '7']);
    const choose = async (sel: HTMLSelectElement, i: number) => {
      [...sel.options].forEach((o, k) => (o.selected = k === i));
      await fireEvent.change(sel);
      flushSync();
    };
    await choose(a, 2);
    await choose(b, 1);
    expect(onpreview).toHaveBeenLastCalledWith({ a: 7, b: 4 });
    expect(r.getByTestId('hand-enter').textContent?.trim()).toBe('Enter 7+4');
    await fireEvent.click(r.getByTestId('hand-enter'));
    expect(onhand).toHaveBeenCalledWith(7, 4);
  });

  it('opens the entry and says why after the board\'s spin button', () => {
    const r = render(SpinControls, { who: 'Natural', colour: '#e8d2a6', faces: [1, 2, 3, 4, 5, 6], entry: true, onspin: () => undefined, onhand: () => undefined });
    flushSync();
    expect((r.container.querySelector('details') as HTMLDetailsElement).open).toBe(true);
    expect(r.getByTestId('spin-entry').textContent).toBe('Enter the two numbers the real teetotum shows.');
  });

  it('is disabled while a call is in flight', () => {
    const r = render(SpinControls, { who: 'Blue', colour: '#2f6fd0', faces: [1, 2], enabled: false, onspin: () => undefined, onhand: () => undefined });
    expect((r.getByTestId('spin') as HTMLButtonElement).disabled).toBe(true);
    expect((r.getByTestId('hand-enter') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('spin-view', () => {
  it('reads spins, the last and the latest, and the faces option', () => {
    expect(readSpin('5+3h')).toEqual({ a: 3, b: 5, sum: 8, doublet: false, hand: true });
    expect(readSpin('f-7')).toBeUndefined();
    const v = teetotumView(archery, ['screen', 'screen'], ['3+4', '1+2', '2+2', 'f-4']);
    expect(lastSpin(v)).toBeUndefined();
    expect(latestSpin(v)).toMatchObject({ a: 2, b: 2, doublet: true, ply: 3 });
    expect(facesOf({ faces: [2, 3, 9] })).toEqual([2, 3, 9]);
    expect(facesOf({})).toEqual([1, 2, 3, 4, 5, 6]);
    expect(format(spinWords({ a: 3, b: 3 }), 'en')).toBe('double 3');
    expect(format(spinWords({ a: 1, b: 6 }), 'en')).toBe('1 and 6');
    expect(format(spinWords({ a: 3, b: 3 }), 'de')).toBe('Pasch 3');
  });

  it('lets screen and board players spin, never the computer; moves only for screen seats or a board seat without a board', () => {
    const lead = teetotumView(archery, ['screen', 'computer'], []);
    expect(spinnerOf(lead)).toEqual({ seat: 0, name: 'Blue' });
    const computer = teetotumView(archery, ['screen', 'computer'], ['1+2']);
    expect(spinnerOf(computer)).toBeUndefined();
    const boardSeat = teetotumView(archery, ['board', 'board'], ['3+4', '1+2', '2+2'], {}, { board: { kind: 'virtual', state: 'connected' } });
    expect(spinnerOf(boardSeat)).toBeUndefined(); // an arrow is to move, not a spin
    expect(screenMayMove(boardSeat)).toBe(false);
    const noBoard = teetotumView(archery, ['board', 'board'], ['3+4', '1+2', '2+2']);
    expect(screenMayMove(noBoard)).toBe(true);
    expect(spinnerOf({ ...lead, phase: 'syncing' })).toBeUndefined();
  });
});
