/**
 * "Board differs" in the header only while the screen guides the people at the board
 * (`renderer/src/components/BoardStatus.svelte`): the board differs from the game in the middle of every
 * move made on it, and a flag that came and went with each man lifted made the header jump (a newcomer
 * saw "Brett weicht ab" reflow the German header at 1024x768). And the virtual board is named by its
 * kind, not by the id it makes up each time, which pushed that header onto a second line.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import type { BoardView } from '$api';
import BoardStatus from '../../renderer/src/components/BoardStatus.svelte';

const board = (inSync: boolean): BoardView => ({ kind: 'virtual', state: 'connected', inSync }) as BoardView;
const flag = () => document.querySelector('[data-testid="board-differs"]')?.textContent ?? null;

describe('the header\'s "board differs"', () => {
  it('is not shown while a man is in a person\'s hand in the middle of a move (no guidance)', () => {
    render(BoardStatus, { props: { board: board(false), guided: false } });
    expect(document.querySelector('[data-testid="board-status"]')?.getAttribute('data-in-sync')).toBe('false');
    expect(flag()).toBeNull();
  });

  it('is shown once the screen guides the people at the board', () => {
    render(BoardStatus, { props: { board: board(false), guided: true } });
    expect(flag()).toBe('board differs');
  });

  it('is not shown when the board matches, guided or not', () => {
    render(BoardStatus, { props: { board: board(true), guided: true } });
    expect(flag()).toBeNull();
  });

  it('names a sensor board by its id, the virtual board by its kind only', () => {
    render(BoardStatus, { props: { board: { kind: 'virtual', state: 'connected', boardId: 'virtual-morris-archery-bc583e22' } as BoardView } });
    expect(document.querySelector('[data-testid="board-status"]')?.textContent).not.toContain('#virtual');
    expect(document.querySelector('[data-testid="board-status"]')?.getAttribute('data-board-id')).toBe('virtual-morris-archery-bc583e22');
    expect(document.querySelector('[data-testid="board-status"]')?.textContent).toContain('Virtual board');
  });
});
