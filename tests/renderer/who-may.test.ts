/// <reference lib="dom" />
/**
 * Who may do what on the game screen (issue 14): a person resigns and offers draws only for their own
 * seat, never the computer's, even on the computer's turn; a draw offer is answered by the opponent (a
 * computer's decline is said); Resign and a new game over one in progress are confirmed first; and a
 * screen says what another screen did to the shared game, in English and German.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { createFakeApi } from './fake-api';

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function start(players: ('screen' | 'computer')[]) {
  const fake = createFakeApi({ game: 'morris', players, board: { kind: 'none' } });
  render(App, { props: { app: new AppState(fake.api) } });
  await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
  return fake;
}

afterEach(() => setLanguage('en'));

describe('who may do what', () => {
  it('against the computer, on the computer\'s turn, the person resigns and offers for their own seat only', async () => {
    const fake = await start(['screen', 'computer']);
    // The status line's turn marker is the seat's own colour, not a fixed white or black.
    expect(byTest('turn-dot')?.dataset.colour).toBe(fake.view()!.seats[0]!.colour);
    await place(fake, 'd2');
    await waitFor(() => expect(byTest('status')?.dataset.turn).toBe('1'));
    expect(byTest('turn-dot')?.dataset.colour).toBe(fake.view()!.seats[1]!.colour);
    expect(byTest('resign')?.textContent).toBe('Resign (White)');
    expect(byTest('offer-draw')?.textContent).toBe('Offer a draw (White)');
    // a computer never waits for a person to answer for it
    fake.patch({ drawOffer: 0 });
    await waitFor(() => expect(byTest('draw-offer')).toBeNull());
    expect(byTest('accept-draw')).toBeNull();
    // its decline is said
    fake.patch({ drawOffer: null, drawDeclined: 1 });
    await waitFor(() => expect(byTest('draw-declined')?.textContent?.trim()).toBe('Black (the computer) declines the draw and plays on.'));
  });

  it('asks before resigning; "Keep playing" changes nothing, yes resigns', async () => {
    const fake = await start(['screen', 'computer']);
    await fireEvent.click(byTest('resign')!);
    await waitFor(() => expect(byTest('confirm')?.dataset.question).toBe('resign'));
    expect(byTest('confirm')?.textContent).toContain('Resign for White? The game ends as a loss for White.');
    expect(document.activeElement).toBe(byTest('confirm-no'));
    await fireEvent.click(byTest('confirm-no')!);
    await waitFor(() => expect(byTest('confirm')).toBeNull());
    expect(fake.calls.filter((c) => c.startsWith('resign'))).toEqual([]);
    await fireEvent.click(byTest('resign')!);
    await waitFor(() => expect(byTest('confirm-yes')?.textContent).toBe('Resign for White'));
    await fireEvent.click(byTest('confirm-yes')!);
    await waitFor(() => expect(fake.calls).toContain('resign([0])'));
    await waitFor(() => expect(byTest('status')?.dataset.status).toBe('won'));
  });

  it('asks before a new game replaces the game in progress', async () => {
    const fake = await start(['screen', 'screen']);
    await place(fake, 'd2');
    await waitFor(() => expect(byTest('status')?.dataset.turn).toBe('1'));
    await fireEvent.click(byTest('new-game')!);
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    await fireEvent.click(byTest('start-game')!);
    await waitFor(() => expect(byTest('confirm')?.dataset.question).toBe('new-game'));
    expect(byTest('confirm')?.textContent).toContain("Start a new game? The game of Nine Men's Morris in progress (1 move so far) ends unfinished.");
    await fireEvent.keyDown(byTest('confirm')!, { key: 'Escape' });
    await waitFor(() => expect(byTest('confirm')).toBeNull());
    expect(fake.calls.filter((c) => c.startsWith('newGame'))).toEqual([]);
    await fireEvent.click(byTest('start-game')!);
    await waitFor(() => expect(byTest('confirm-yes')).not.toBeNull());
    await fireEvent.click(byTest('confirm-yes')!);
    await waitFor(() => expect(fake.calls.some((c) => c.startsWith('newGame'))).toBe(true));
  });

  it('says what another screen did, in the reader\'s language', async () => {
    const fake = await start(['screen', 'screen']);
    fake.emit({ type: 'elsewhere', action: 'undo', game: 'morris' });
    await waitFor(() => expect(byTest('notice')?.textContent).toContain('Another screen took back a move.'));
    expect(byTest('notice')?.dataset.code).toBe('elsewhere/undo');
    setLanguage('de');
    fake.emit({ type: 'elsewhere', action: 'resign', game: 'morris', seat: 1 });
    await waitFor(() => expect(document.querySelector('[data-code="elsewhere/resign"]')?.textContent).toContain('Ein anderer Bildschirm hat für Schwarz aufgegeben.'));
  });

  it('says it in one notice, gone once this screen acts, or once the game has moved on from it', async () => {
    const fake = await start(['screen', 'screen']);
    const elsewhere = () => [...document.querySelectorAll<HTMLElement>('[data-testid="notice"][data-code^="elsewhere/"]')].map((n) => n.dataset.code);
    // Another screen plays d2 (its event, then the view that shows it), then takes it back and plays b2.
    fake.emit({ type: 'elsewhere', action: 'playMove', game: 'morris', move: 'd2' });
    await fake.api.playMove('d2');
    await waitFor(() => expect(elsewhere()).toEqual(['elsewhere/playMove']));
    fake.emit({ type: 'elsewhere', action: 'undo', game: 'morris' });
    await fake.api.undo();
    await waitFor(() => expect(elsewhere()).toEqual(['elsewhere/undo']));
    fake.emit({ type: 'elsewhere', action: 'playMove', game: 'morris', move: 'b2' });
    await fake.api.playMove('b2');
    await waitFor(() => expect(byTest('notice')?.textContent).toContain('Another screen played b2.'));
    // This screen plays: the notice no longer applies.
    await place(fake, 'd6');
    await waitFor(() => expect(elsewhere()).toEqual([]));
    // Told of a move, then the game goes two plies on past the view that showed it: gone too.
    const drawn = (plies: number) => waitFor(() => expect(document.querySelectorAll('[data-testid="ply"]').length).toBe(plies));
    fake.emit({ type: 'elsewhere', action: 'playMove', game: 'morris', move: 'f4' });
    await fake.api.playMove('f4');
    await drawn(3);
    for (const [i, m] of ['b4', 'f2'].entries()) {
      await fake.api.playMove(m);
      await drawn(4 + i);
    }
    expect(elsewhere()).toEqual(['elsewhere/playMove']);
    await fake.api.playMove('d3');
    await drawn(6);
    await waitFor(() => expect(elsewhere()).toEqual([]));
  });
});

/** Places a man on `cell` by pointer, as a person does, and waits for the host to have it. */
async function place(fake: ReturnType<typeof createFakeApi>, cell: string): Promise<void> {
  const el = byTest(`point-${cell}`)!;
  await fireEvent.pointerDown(el, { pointerId: 1, isPrimary: true, button: 0 });
  await fireEvent.pointerUp(el.closest('svg') ?? el, { pointerId: 1, isPrimary: true });
  await waitFor(() => expect(fake.calls).toContain(`playMove(["${cell}"])`));
}
