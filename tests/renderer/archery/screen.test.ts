/// <reference lib="dom" />
/**
 * The Archery screen (issue 7 §5): "the archery line with flag-staff and target rings", "Per-turn
 * instructions ("Spin", "Move an arrow 7 spaces: choose which"), the landing space previewed for each
 * choice", the counts and the winner; and on a sensor board (issue 7 §4) the moves the board cannot see,
 * said plainly, confirmed by a tap. Views come from the real engine (./../teetotum/fixtures.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import ArcheryScreen from '../../../renderer/src/games/archery/ArcheryScreen.svelte';
import ArcheryBoard from '../../../renderer/src/games/archery/ArcheryBoard.svelte';
import { archeryScreen } from '../../../renderer/src/games/archery';
import { arrowChoices, describeArcheryMove, readArchery } from '../../../renderer/src/games/archery/view';
import { loadScreen } from '../../../renderer/src/games/registry';
import { archery } from '../../../src/games/archery/index';
import { unwrap } from '../../../src/core/result';
import { reducedMotion, teetotumView } from '../teetotum/fixtures';

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = reducedMotion(true);
});
afterEach(() => restore());

/** Blue leads (12 against 3), then Blue spins 3 and 4 and has three arrows at the flag-staff. */
const LEAD = ['6+6', '1+2'];

describe('Archery screen', () => {
  it('is the registered screen of archery, with its own screen area', async () => {
    expect(await loadScreen('archery')).toBe(archeryScreen);
    expect(archeryScreen.Screen).toBe(ArcheryScreen);
    expect(archeryScreen.path('f-7')).toEqual([]);
  });

  it('spins for lead: says who spins and why, and sends "spin"', async () => {
    const onmove = vi.fn(async () => true);
    const r = render(ArcheryScreen, { view: teetotumView(archery, ['screen', 'screen', 'computer'], []), interactive: true, onmove });
    expect(r.getByTestId('instruction').textContent).toBe('Spin for lead: Blue, spin. The highest spin plays first.');
    await fireEvent.click(r.getByTestId('spin'));
    expect(onmove).toHaveBeenCalledWith('spin');
  });

  it('draws the line: 23 spaces from the flag-staff, the target rings, and the arrows in the quiver', () => {
    const r = render(ArcheryScreen, { view: teetotumView(archery, ['screen', 'screen'], []), interactive: true, onmove: async () => true });
    const board = r.getByTestId('archery-board');
    expect([...board.querySelectorAll('[data-cell]')].map((e) => e.getAttribute('data-cell'))).toEqual(Array.from({ length: 23 }, (_, i) => String(i + 1)));
    expect(board.querySelectorAll('circle.ring')).toHaveLength(4);
    expect(board.querySelectorAll('.arrow.waiting')).toHaveLength(6);
    expect(board.textContent).toContain('flag-staff');
  });

  it('after a spin: "move an arrow 7 spaces", one button per arrow saying where it lands, previewed on hover', async () => {
    const onmove = vi.fn(async () => true);
    // Blue has entered arrows on 7 and 12 (any-order entry lets them advance while one waits).
    const view = teetotumView(archery, ['screen', 'screen'], [...LEAD, '3+4', 'f-7', '1+1', 'f-2', '2+3', 'f-5', '1+1', 'f-2', '2+3', '5-10', '1+1', '2-4', '3+4'], { entryOrder: 'any-order' });
    const r = render(ArcheryScreen, { view, interactive: true, onmove });
    expect(r.getByTestId('instruction').textContent).toBe('Blue spun 3 and 4: move an arrow 7 spaces: choose which.');
    const buttons = [...r.container.querySelectorAll('[data-testid^="choice-"]')].map((b) => b.getAttribute('data-testid'));
    expect(buttons).toEqual(view.legalMoves.map((m) => `choice-${m.notation}`));
    expect(r.getByTestId('choice-f-7').textContent).toContain('lands on space 7');
    expect(r.getByTestId('choice-10-17').textContent).toContain('lands on 17, in the outer ring: counts 1');
    await fireEvent.mouseEnter(r.getByTestId('choice-10-17'));
    expect(r.getByTestId('preview-landing').getAttribute('data-to')).toBe('17');
    await fireEvent.mouseLeave(r.getByTestId('choice-10-17'));
    // Back to the choice with the keyboard focus: the first, which took it at the start of the turn (issue 14).
    expect(document.activeElement?.getAttribute('data-testid')).toBe('choice-f-7');
    expect(r.getByTestId('preview-landing').getAttribute('data-to')).toBe('7');
    (document.activeElement as HTMLElement).blur();
    await tick();
    expect(r.queryByTestId('preview-landing')).toBeNull();
    await fireEvent.click(r.getByTestId('choice-f-7'));
    expect(onmove).toHaveBeenCalledWith('f-7');
  });

  it('names a miss: an arrow carried beyond the target counts nothing', () => {
    const pos = readArchery('lead:- order:0,1 turn:0 spin:4+4 arrows:16,17,x/f,f,f')!;
    const choices = arrowChoices(pos, ['16-x']);
    expect(choices).toEqual([expect.objectContaining({ notation: '16-x', lands: 'is carried beyond the target: a miss, counts nothing', count: 0 })]);
    expect(describeArcheryMove('12-20')).toBe("arrow from 12 to 20 (bull's-eye, 6)");
    expect(describeArcheryMove('f-7')).toBe('arrow from the flag-staff to 7');
    expect(describeArcheryMove('12-x')).toBe('arrow from 12: a miss');
    expect(describeArcheryMove('3+3h')).toBe('spun double 3 (by hand)');
  });

  it('lets nobody click for the computer, and shows its turn', () => {
    const view = teetotumView(archery, ['screen', 'computer'], ['1+1', '6+6', '3+4']);
    const r = render(ArcheryScreen, { view, interactive: false, onmove: async () => true });
    expect(r.getByTestId('instruction').textContent).toBe('Natural spun 3 and 4: the computer moves an arrow 7 spaces.');
    expect(r.queryByTestId('spin')).toBeNull();
    expect((r.getByTestId('choice-f-7') as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a sensor board, says plainly which move the board cannot see and takes a tap for it', async () => {
    const onmove = vi.fn(async () => true);
    const start = teetotumView(archery, ['board', 'board'], []);
    const view = {
      ...start,
      position: 'lead:- order:0,1 turn:0 spin:3+4 arrows:5,5,12/f,f,f',
      moves: [{ ply: 1, seat: 0, notation: '3+4h', by: 'board' as const, provisional: false }],
      turn: 0,
      awaitsSpin: false,
      legalMoves: [
        { notation: '5-12', vacates: [], fills: [] },
        { notation: '12-19', vacates: ['12'], fills: ['19'] },
      ],
      board: { kind: 'virtual' as const, state: 'connected' as const },
      unseen: ['5-12'],
    };
    const r = render(ArcheryScreen, { view, interactive: false, onmove });
    expect(r.getByTestId('instruction').textContent).toBe('Blue spun 3 and 4: move an arrow 7 spaces on the board: choose which.');
    expect(r.getByTestId('unseen-note').textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'The board cannot see this move: arrow from 5 to 12 (the arrow lands where an arrow stands already, and no space is emptied). Make the move on the board, then press done on the board or tap it here.',
    );
    expect((r.getByTestId('choice-12-19') as HTMLButtonElement).disabled).toBe(true);
    expect((r.getByTestId('choice-5-12') as HTMLButtonElement).disabled).toBe(false);
    await fireEvent.click(r.getByTestId('choice-5-12'));
    expect(onmove).toHaveBeenCalledWith('5-12');
  });

  it('shows the counts and the winner when every arrow has reached or missed the target', () => {
    const view = teetotumView(archery, ['screen', 'screen'], []);
    const pos = 'lead:- order:0,1 turn:- spin:- arrows:17,20,x/18,19,23';
    const status = archery.status(unwrap(archery.parsePosition(pos, readArchery(pos)!.options)));
    const done = { ...view, position: pos, turn: null, status, phase: 'finished' as const, awaitsSpin: false, legalMoves: [] };
    const r = render(ArcheryScreen, { view: done, interactive: false, onmove: async () => true });
    expect(r.getByTestId('count-0').textContent).toBe('7');
    expect(r.getByTestId('count-1').textContent).toBe('6');
    expect(r.getByTestId('winner').textContent).toBe('Blue wins with a count of 7.');
    expect(r.queryByTestId('instruction')).toBeNull();
  });

  it('draws stacks, the last landing and the guidance cells on the line (the Board slot for replays)', () => {
    const r = render(ArcheryBoard, {
      position: 'lead:- order:0,1 turn:0 spin:- arrows:5,5,12/5,x,f',
      seats: [
        { name: 'Blue', colour: '#2f6fd0' },
        { name: 'Natural', colour: '#e8d2a6' },
      ],
      lastMove: '5-12',
      guidance: ['12'],
    });
    flushSync();
    expect(r.container.querySelectorAll('[data-arrow-space="5"]')).toHaveLength(3);
    expect(r.container.querySelectorAll('.arrow.missed')).toHaveLength(1);
    expect(r.container.querySelectorAll('circle.last')).toHaveLength(1);
    expect(r.container.querySelectorAll('[data-cell="12"] rect.guide')).toHaveLength(1);
  });

  it('takes a click on a space as the virtual board\'s hand when asked to', async () => {
    const onpick = vi.fn();
    const r = render(ArcheryBoard, { position: 'lead:- order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f', seats: [{ name: 'Blue', colour: '#2f6fd0' }], interactive: true, onpick });
    await fireEvent.click(r.container.querySelector('[data-pick="17"]')!);
    expect(onpick).toHaveBeenCalledWith('17');
  });

  it('tells whoever carries out the computer\'s announced move that the board cannot see it, and to press done', () => {
    const start = teetotumView(archery, ['board', 'computer'], []);
    const view = {
      ...start,
      position: 'lead:- order:1,0 turn:1 spin:3+4 arrows:f,f,f/5,5,12',
      moves: [{ ply: 1, seat: 1, notation: '3+4', by: 'computer' as const, provisional: false }],
      turn: 1,
      awaitsSpin: false,
      legalMoves: [{ notation: '5-12', vacates: [], fills: [] }],
      board: { kind: 'virtual' as const, state: 'connected' as const },
      announced: { seat: 1, notation: '5-12', vacates: [], fills: [] },
      unseen: ['5-12'],
    };
    const r = render(ArcheryScreen, { view, interactive: false, onmove: async () => true });
    const note = r.getByTestId('unseen-note').textContent!.replace(/\s+/g, ' ').trim();
    expect(note).toMatch(/^The board cannot see this move: arrow from 5 to 12 .* then press done on the board\.$/);
    expect((r.getByTestId('choice-5-12') as HTMLButtonElement).disabled).toBe(true);
  });
});
