/// <reference lib="dom" />
/**
 * Defects QA found on the screens, each played through the App over the fake host (tests/renderer/
 * fake-api.ts, real Morris engine): the Morris board reached and played by keyboard, a stray click while
 * a capture is pending, notices (de-duplicated, dismissable, cleared by a new game, laid out in the flow),
 * history dots in the seats' colours and Spoof shots described, the prompt when passing is the only move.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { spoofScreen } from '../../renderer/src/games/spoof';
import { ok, unwrap } from '../../src/core/result';
import { DEFAULT_OPTIONS, formatShot, makeShot, parseShot, resolveShot, startPosition } from '../../src/games/spoof';
import type { Notice, Startup } from '../../src/api';
import { createFakeApi } from './fake-api';
import { spoofView } from './spoof/fixtures';
import { format, msg } from '../../src/i18n/index';

/** A message that says `text` as it is. */
const v = (text: string) => msg('core.verbatim', { text });

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const allByTest = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const plies = () => allByTest('ply').map((li) => li.dataset.notation);
const SETTINGS = { settleMs: 400, guidanceDelayMs: 2000, takebacks: 'allowed' as const, northSeat: 0, computerDelayMs: 300 };

async function click(el: Element | null) {
  if (el === null) throw new Error('element not found');
  await fireEvent.pointerDown(el, { pointerId: 1, isPrimary: true, button: 0 });
  await fireEvent.pointerUp(el.closest('svg') ?? el, { pointerId: 1, isPrimary: true });
}

/** A finger's tap on `el` (pointer events of type touch). */
async function tap(el: Element | null) {
  if (el === null) throw new Error('element not found');
  await fireEvent.pointerDown(el, { pointerId: 2, isPrimary: true, button: 0, pointerType: 'touch' });
  await fireEvent.pointerUp(el.closest('svg') ?? el, { pointerId: 2, isPrimary: true, pointerType: 'touch' });
}

async function hotSeat() {
  const fake = createFakeApi({ game: 'morris', players: ['screen', 'screen'], board: { kind: 'none' } });
  render(App, { props: { app: new AppState(fake.api) } });
  await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
  return fake;
}

describe('Morris board by keyboard', () => {
  it('has one tab stop on a point, and arrows then Enter place a man', async () => {
    const fake = await hotSeat();
    const stops = [...document.querySelectorAll<SVGGElement>('[data-testid="board"] [tabindex="0"]')];
    expect(stops.map((g) => g.dataset.cell)).toEqual(['a7']);
    stops[0]!.focus();
    await fireEvent.keyDown(stops[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(byTest('point-d7'));
    await fireEvent.keyDown(byTest('point-d7')!, { key: 'Enter' });
    await waitFor(() => expect(plies()).toEqual(['d7']));
    expect(fake.calls).toContain('playMove(["d7"])');
  });
});

describe('a stray click while a capture is pending', () => {
  it('keeps the pending move and says why; Escape cancels; a ringed man completes it', async () => {
    const fake = await hotSeat();
    for (const [i, cell] of ['a7', 'a1', 'd7', 'd1'].entries()) {
      await click(byTest(`point-${cell}`));
      await waitFor(() => expect(plies().length).toBe(i + 1));
    }
    await click(byTest('point-g7'));
    expect(byTest('prompt')?.textContent).toBe("White: a row is made. Take one of Black's ringed men");
    await click(byTest('point-b6'));
    expect(byTest('prompt')?.textContent).toBe("White: Take one of Black's ringed men first, or press Escape to choose another move");
    expect(byTest('point-g7')?.classList.contains('picked')).toBe(true);
    expect(byTest('point-a1')?.classList.contains('target')).toBe(true);
    // The host is asked about the move meant, and its reason is shown; the pending move stays.
    await waitFor(() => expect(fake.calls.filter((c) => c.startsWith('playMove')).at(-1)).toBe('playMove(["g7xb6"])'));
    await waitFor(() => expect(byTest('error')?.dataset.code).toBe('morris/capture-not-opposing'));
    expect(byTest('error')?.textContent).toContain('Not allowed: there is no Black man on b6 to capture.');
    expect(byTest('refused-b6')).not.toBeNull();
    expect(plies()).toHaveLength(4);
    // Escape (anywhere on the page) drops the pending move; then the capture is made in full.
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(byTest('point-g7')?.classList.contains('picked')).toBe(false);
    expect(byTest('prompt')?.textContent).toBe('White: choose a point to place a man');
    // The reason and its mark were about the move just dropped: they go with it.
    expect(byTest('error')).toBeNull();
    expect(byTest('refused-b6')).toBeNull();
    await click(byTest('point-g7'));
    await click(byTest('point-a1'));
    await waitFor(() => expect(plies()).toEqual(['a7', 'a1', 'd7', 'd1', 'g7xa1']));
  });

  it('tells a finger how to take the move back (no Escape key on a touch screen), and a tap on the man does it', async () => {
    const fake = await hotSeat();
    for (const [i, cell] of ['a7', 'a1', 'd7', 'd1'].entries()) {
      await tap(byTest(`point-${cell}`));
      await waitFor(() => expect(plies().length).toBe(i + 1));
    }
    await tap(byTest('point-g7'));
    await tap(byTest('point-b6'));
    expect(byTest('prompt')?.textContent).toBe("White: Take one of Black's ringed men first, or tap your man again to take it back");
    await waitFor(() => expect(byTest('error')?.dataset.code).toBe('morris/capture-not-opposing'));
    await tap(byTest('point-g7'));
    expect(byTest('point-g7')?.classList.contains('picked')).toBe(false);
    expect(byTest('prompt')?.textContent).toBe('White: choose a point to place a man');
    expect(plies()).toHaveLength(4);
    // Undo with the capture pending takes back the man just put down, not Black's ply before it too.
    await tap(byTest('point-g7'));
    expect(byTest('point-g7')?.classList.contains('picked')).toBe(true);
    await fireEvent.click(byTest('undo')!);
    expect(byTest('point-g7')?.classList.contains('picked')).toBe(false);
    expect(fake.calls.filter((c) => c.startsWith('undo'))).toEqual([]);
    expect(plies()).toHaveLength(4);
    // A key pressed afterwards is a keyboard again: the prompt names Escape.
    await tap(byTest('point-g7'));
    await tap(byTest('point-b6'));
    await fireEvent.keyDown(window, { key: 'Shift' });
    expect(byTest('prompt')?.textContent).toBe("White: Take one of Black's ringed men first, or press Escape to choose another move");
  });
});

describe('notices', () => {
  const damage = v('the journal is damaged at line 3: the rest was dropped');
  const damageNotice: Notice = { id: 1, level: 'warning', code: 'journal/truncated', message: damage };

  it('say the journal damage once, clear on a new game, and can be dismissed', async () => {
    const fake = createFakeApi();
    const startup: Startup = {
      resume: { id: 'j1', game: 'morris', gameName: "Nine Men's Morris", players: ['screen', 'screen'], plies: 1, updatedAt: '2026-11-30T06:00:00Z', repaired: damage },
      settings: SETTINGS,
      language: null,
      view: null,
      notices: [damageNotice, { ...damageNotice, id: 2 }],
      kiosk: null,
    };
    Object.assign(fake.api, {
      startup: async () => ok(startup),
      resumeGame: async () => {
        fake.emit({ type: 'notice', notice: { ...damageNotice, id: 3 } });
        fake.emit({ type: 'notice', notice: { id: 4, level: 'info', code: 'journal/resumed', message: v("resumed Nine Men's Morris after 1 ply") } });
        return fake.api.newGame({ game: 'morris', players: ['screen', 'screen'], board: { kind: 'none' } });
      },
    });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('resume-offer')).not.toBeNull());
    // The offer says the damage, as a sentence (it read "the journal was damaged: …" in lower case);
    // no notice repeats it, and the strip sits in the flow above the screen.
    expect(byTest('resume-repaired')!.textContent).toBe('The journal is damaged at line 3: the rest was dropped.');
    expect(document.body.textContent?.split('ournal is damaged at line 3').length).toBe(2);
    const strip = byTest('notices')!;
    expect(strip.compareDocumentPosition(byTest('start-screen')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(strip.parentElement).toBe(byTest('app'));

    await fireEvent.click(byTest('resume')!);
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    const shown = () => allByTest('notice').map((n) => n.dataset.code);
    expect(shown()).toEqual(['journal/truncated', 'journal/resumed']);
    await fireEvent.click(allByTest('notice')[1]!.querySelector('button')!);
    expect(shown()).toEqual(['journal/truncated']);

    await fireEvent.click(byTest('new-game')!);
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    await fireEvent.click(byTest('start-game')!);
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    expect(shown()).toEqual([]);
    fake.emit({ type: 'notice', notice: { id: 9, level: 'warning', code: 'board/disconnected', message: v('the board is disconnected') } });
    await waitFor(() => expect(shown()).toEqual(['board/disconnected']));
  });
});

describe('history', () => {
  it("marks each ply with its seat's own colour", async () => {
    const fake = await hotSeat();
    await click(byTest('point-d2'));
    await waitFor(() => expect(plies()).toEqual(['d2']));
    await click(byTest('point-d6'));
    await waitFor(() => expect(plies()).toEqual(['d2', 'd6']));
    const colours = fake.view()!.seats.map((s) => s.colour);
    expect(new Set(colours).size).toBe(2);
    const dots = allByTest('ply-dot');
    expect(dots.map((d) => d.style.getPropertyValue('background'))).toEqual(colours);
  });

  it('lists Spoof shots in words with the verdict of each, the notation kept as the title', async () => {
    const fake = createFakeApi();
    const shot = formatShot(makeShot(3, 90, 400));
    const view = spoofView(startPosition(DEFAULT_OPTIONS), [], {
      moves: [{ ply: 1, seat: 0, notation: shot, by: 'screen', provisional: false }],
    });
    Object.assign(fake.api, { startup: async () => ok({ resume: null, settings: SETTINGS, view, notices: [], kiosk: null }) });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('game-screen')).not.toBeNull());
    const mv = allByTest('ply')[0]!.querySelector<HTMLElement>('.mv')!;
    // The shot in words, and its verdict by the sheet (issue 14), replayed with the host's model.
    const report = unwrap(resolveShot(startPosition(DEFAULT_OPTIONS), unwrap(parseShot(shot))));
    // The man is named as the board shows him, by where he stood (his squares), never by his number.
    expect(mv.textContent).toBe(`shot a man from the squares right at 400 mm/s: ${format(report.outcome.announcement, 'en')}`);
    expect(spoofScreen.describeMove(shot)).toBe('shot a man right at 400 mm/s');
    expect(mv.title).toBe(shot);
  });
});

describe('prompt', () => {
  it('says there is no move but to pass when pass is the only legal move', async () => {
    const fake = await hotSeat();
    expect(byTest('prompt')?.textContent).toBe('White: choose a point to place a man');
    fake.patch({ legalMoves: [{ notation: 'pass', vacates: [], fills: [] }] });
    await waitFor(() => expect(byTest('prompt')?.textContent).toBe('White: No move is possible: pass'));
  });
});
