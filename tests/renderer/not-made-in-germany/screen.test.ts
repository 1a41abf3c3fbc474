/// <reference lib="dom" />
/**
 * Not Made in Germany in the whole renderer over the fake host (tests/renderer/fake-api.ts, the real
 * engine): a chain played by picking the man and where it ends, the move sent as `from-to`; set-up
 * guidance said by letter (issue 6 §3); the lifted man's destinations on a sensor board.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../../renderer/src/App.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { createFakeApi } from '../fake-api';
import { msg } from '../../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const plies = () => [...document.querySelectorAll<HTMLElement>('[data-testid="ply"]')].map((li) => li.dataset.notation);

async function click(el: Element | null) {
  if (el === null) throw new Error('element not found');
  await fireEvent.pointerDown(el, { pointerId: 1, isPrimary: true, button: 0 });
  await fireEvent.pointerUp(el.closest('svg') ?? el, { pointerId: 1, isPrimary: true });
}

async function startGame(board: 'none' | 'virtual' = 'none') {
  const fake = createFakeApi({ game: 'not-made-in-germany', players: ['screen', 'screen'], board: { kind: board } });
  render(App, { props: { app: new AppState(fake.api) } });
  await waitFor(() => expect(byTest('nmig-board')).not.toBeNull());
  return fake;
}

describe('Not Made in Germany on the game screen', () => {
  it('plays a step and a leap by picking the man and where it ends', async () => {
    const fake = await startGame();
    expect(byTest('status')?.textContent).toContain('England to move');
    // England's men are the targets; Germany's are not.
    expect(byTest('square-e9')?.classList.contains('target')).toBe(true);
    expect(byTest('square-e1')?.classList.contains('target')).toBe(false);
    await click(byTest('square-e9'));
    expect(byTest('square-e8')?.classList.contains('target')).toBe(true);
    await click(byTest('square-e8'));
    await waitFor(() => expect(plies()).toEqual(['e9-e8']));
    await click(byTest('square-e1'));
    await click(byTest('square-e2'));
    await waitFor(() => expect(plies()).toEqual(['e9-e8', 'e1-e2']));
    // d9 leaps over the L on e8 to f7: the chain's end is a target, drawn with its path.
    await click(byTest('square-d9'));
    await waitFor(() => expect(byTest('dest-f7')).not.toBeNull());
    expect(byTest('route-f7')?.dataset.route).toBe('d9-f7');
    await click(byTest('square-f7'));
    await waitFor(() => expect(plies()).toEqual(['e9-e8', 'e1-e2', 'd9-f7']));
    expect(fake.calls).toContain('playMove(["d9-f7"])');
    expect(byTest('square-f7')?.dataset.man).toBe('A');
    expect(byTest('square-f7')?.classList.contains('last-to')).toBe(true);
  });

  it('says the set-up guidance by letter', async () => {
    const fake = await startGame('virtual');
    fake.patch({
      phase: 'setup',
      guidance: {
        kind: 'setup',
        code: 'inference/setup',
        reason: v('set the board up as shown'),
        steps: [
          { kind: 'put', cell: 'b9', seat: 0, say: v('put a england man on b9') },
          { kind: 'put', cell: 'd1', seat: 1, say: v('put a germany man on d1') },
        ],
        cells: [
          { cell: 'b9', kind: 'put' },
          { cell: 'd1', kind: 'put' },
        ],
      },
      lifted: ['b9', 'd1'],
    });
    await waitFor(() => expect(byTest('guidance')).not.toBeNull());
    expect(byTest('guidance-sentence')?.textContent).toBe('Set the board up as shown.');
    const items = [...document.querySelectorAll('[data-testid="guidance"] li')].map((li) => li.textContent);
    expect(items).toEqual(["Put England's D on b9.", "Put Germany's R on d1."]);
    expect(byTest('square-b9')?.classList.contains('guide')).toBe(true);
  });

  it('shows the legal destinations of a man lifted on the board', async () => {
    const fake = await startGame('virtual');
    fake.patch({ lifted: ['e9'] });
    await waitFor(() => expect(byTest('dest-e8')).not.toBeNull());
    expect(byTest('square-e9')?.classList.contains('lifted')).toBe(true);
    expect([...document.querySelectorAll('[data-testid^="dest-"]')].map((d) => (d as HTMLElement).dataset.testid).sort()).toEqual([
      'dest-d8',
      'dest-e8',
      'dest-f8',
    ]);
  });
});
