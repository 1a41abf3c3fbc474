/// <reference lib="dom" />
/**
 * The level control of the start screen and the hint on the game screen (issue 17): a level per computer
 * seat, chosen from the levels the game offers with a line on each, sent with the new game; "Show me a
 * good move" asks the host, says in words what it found and marks its cells on the board.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { levelsOf } from '../../src/ai/offers';
import { format } from '../../src/i18n/index';
import { createFakeApi } from './fake-api';

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('the level of each computer seat', () => {
  it('is offered for computer seats only, from the game\'s own levels, each with its line, and sent with the new game', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    await fireEvent.click(byTest('board-none')!);
    await fireEvent.change(byTest('seat-0')!, { target: { value: 'screen' } });
    expect(byTest('level-0')).toBeNull();
    await fireEvent.change(byTest('seat-1')!, { target: { value: 'computer' } });
    const select = byTest('level-1') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(levelsOf('morris').map((l) => l.name));
    expect(select.value).toBe('medium');
    // The line on the chosen level is the select's description, for screen readers too.
    const note = byTest('level-note-1')!;
    expect(select.getAttribute('aria-describedby')).toBe(note.id);
    expect(select.closest('label')?.textContent).toContain('Strength');
    expect(select.getAttribute('aria-label')).toBe('Strength of Black');
    expect([...select.options].map((o) => o.textContent)).toEqual(['1. Beginner', '2. Easy', '3. Medium', '4. Hard', '5. Expert', '6. Master']);
    expect(note.textContent).toBe(format(levelsOf('morris').find((l) => l.name === 'medium')!.description, 'en'));
    await fireEvent.change(select, { target: { value: 'beginner' } });
    expect(note.textContent).toMatch(/^Looks one move ahead/);
    await fireEvent.click(byTest('start-game')!);
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    expect(fake.calls).toContain('newGame([{"game":"morris","players":["screen","computer"],"levels":["medium","beginner"],"options":{},"board":{"kind":"none"}}])');
  });

  it('follows the game: Spoof offers its aim levels, Quoits none; a level a game lacks falls back to medium', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    await fireEvent.change(byTest('seat-0')!, { target: { value: 'computer' } });
    await fireEvent.change(byTest('level-0')!, { target: { value: 'master' } });
    await fireEvent.click(byTest('game-spoof')!);
    const spoofLevels = byTest('level-0') as HTMLSelectElement;
    expect([...spoofLevels.options].map((o) => o.value)).toEqual(['beginner', 'easy', 'medium', 'hard']);
    expect(spoofLevels.value).toBe('medium');
    await fireEvent.click(byTest('game-quoits')!);
    expect(byTest('level-0')).toBeNull();
    await fireEvent.click(byTest('game-morris')!);
    expect((byTest('level-0') as HTMLSelectElement).value).toBe('master');
  });
});

describe('a hint', () => {
  async function game(players: ('screen' | 'computer')[]) {
    const fake = createFakeApi({ game: 'morris', players, levels: ['medium', 'hard'] });
    const app = new AppState(fake.api);
    render(App, { props: { app } });
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    return { fake, app };
  }

  it('is asked for on the person\'s turn, said in words and marked on the board from where to where', async () => {
    const { fake } = await game(['screen', 'screen']);
    const button = byTest('hint') as HTMLButtonElement;
    expect(button.textContent?.trim()).toBe('Show me a good move');
    expect(button.disabled).toBe(false);
    await fireEvent.click(button);
    expect(fake.calls).toContain('hint()');
    await waitFor(() => expect(byTest('hint-card')?.dataset.state).toBe('thinking'));
    expect(byTest('hint-words')?.textContent).toBe('Looking for a good move for White…');
    expect((byTest('hint') as HTMLButtonElement).disabled).toBe(true);
    expect(byTest('suggestion')).toBeNull();
    // The host's view brings the move: a placement on d2.
    fake.patch({ hint: { seat: 0, state: 'ready', notation: 'd2', vacates: [], fills: ['d2'] } });
    await waitFor(() => expect(byTest('hint-card')?.dataset.state).toBe('ready'));
    expect(byTest('hint-card')?.textContent).toContain('A good move for White');
    expect(byTest('hint-words')?.textContent).toBe('a man on d2, marked on the board in yellow.');
    expect(byTest('suggestion-to')).not.toBeNull();
    expect(byTest('suggestion-from')).toBeNull();
    expect(byTest('point-d2')?.getAttribute('aria-label')).toContain('the hint places a man here');
    // A move along a line, taking a man: start, end and the man taken are marked.
    fake.patch({ hint: { seat: 0, state: 'ready', notation: 'd2-d3xg7', vacates: ['d2', 'g7'], fills: ['d3'] } });
    await waitFor(() => expect(byTest('suggestion-from')).not.toBeNull());
    expect(byTest('suggestion-take')).not.toBeNull();
    expect(byTest('hint-words')?.textContent).toBe('d2 to d3, takes g7 (d2-d3xg7), marked on the board in yellow.');
    expect(byTest('point-d2')?.getAttribute('aria-label')).toContain('the hint moves this man');
    expect(byTest('point-g7')?.getAttribute('aria-label')).toContain('the hint takes this man');
    // Playing a move: the host drops the hint, and the board its marks.
    fake.patch({ hint: null });
    await waitFor(() => expect(byTest('hint-card')).toBeNull());
    expect(byTest('suggestion')).toBeNull();
  });

  it('cannot be asked for while the computer is to move, and the status says the computer\'s level', async () => {
    await game(['computer', 'screen']);
    expect((byTest('hint') as HTMLButtonElement).disabled).toBe(true);
    expect(byTest('status')?.textContent).toContain('White to move (computer, medium)');
  });
});
