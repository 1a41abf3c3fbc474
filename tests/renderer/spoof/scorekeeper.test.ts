/// <reference lib="dom" />
/**
 * The scorekeeper for a real table (issue 8 §4): "Buttons for what happened on the real board (covered
 * how many, missed, neutral ground, off the board, which penalty), keeping men counts and turns by the
 * rules and declaring the winner; undo for a wrong tap." Also its keeping across a reload
 * (renderer/src/games/spoof/score-store.ts: localStorage, the taps folded through the model).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import SpoofScorekeeper from '../../../renderer/src/games/spoof/SpoofScorekeeper.svelte';
import { setLanguage } from '../../../renderer/src/lib/i18n.svelte';
import {
  ACTION_KINDS,
  actionWords,
  SCORE_STORAGE_KEY,
  decodeScore,
  encodeScore,
  freshScore,
  loadScore,
  replayTaps,
  saveScore,
  tap,
  untap,
  type ScoreStorage,
} from '../../../renderer/src/games/spoof/score-store';
import { unwrap } from '../../../src/core/result';
import { DEFAULT_OPTIONS, SPOOF_RULES, scoreStatus, type ScoreAction } from '../../../src/games/spoof';
import { en } from '../../unit/support/text';

/** A storage in memory (the same interface as localStorage). */
function memoryStorage(): ScoreStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('score-store', () => {
  const taps: ScoreAction[] = [
    { kind: 'missed', from: 'squares' },
    { kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 },
  ];

  it('saves the options and the taps, and a reload folds them back to the same sheet, undo stack and all', () => {
    const kept = unwrap(replayTaps(DEFAULT_OPTIONS, taps));
    const store = memoryStorage();
    expect(saveScore(store, kept)).toBeUndefined();
    expect(JSON.parse(store.data.get(SCORE_STORAGE_KEY)!)).toEqual({ version: 1, options: DEFAULT_OPTIONS, taps });
    const back = loadScore(store);
    expect(back.problem).toBeUndefined();
    expect(back.kept.sheet).toEqual(kept.sheet);
    expect(untap(back.kept)!.sheet.tally).toEqual(untap(kept)!.sheet.tally);
  });

  it('tap and untap step the sheet like applyScore and undoScore; untap of nothing is undefined', () => {
    const a = unwrap(tap(freshScore(), taps[0]!));
    expect(a.taps).toEqual([taps[0]]);
    expect(a.sheet.tally.sides[0]).toEqual({ squares: 5, open: 1, out: 0 });
    expect(untap(a)).toEqual(freshScore());
    expect(untap(freshScore())).toBeUndefined();
    const refused = tap(freshScore(), { kind: 'covered', from: 'squares', inOpen: 1, inSquares: 0 });
    expect(!refused.ok && refused.error.code).toBe('scorekeeper/count');
  });

  it('reports a saved sheet that does not read and keeps what does', () => {
    const bad = decodeScore('{');
    expect(!bad.ok && bad.error.code).toBe('scorekeeper/saved-unreadable');
    const wrongShape = decodeScore(JSON.stringify({ version: 1, options: {}, taps: [{ kind: 'juggled' }] }));
    expect(!wrongShape.ok && en(wrongShape.error.message)).toContain('tap 1 is not a tap');
    const badOptions = decodeScore(JSON.stringify({ version: 1, options: { minCoverMm: 99 }, taps: [] }));
    expect(!badOptions.ok && badOptions.error.code).toBe('scorekeeper/saved-unreadable');
    // The third tap is impossible: Plain has no man in the open to shoot from (a sheet edited by hand).
    const refused = decodeScore(JSON.stringify({ version: 1, options: {}, taps: [taps[0], taps[1], { kind: 'missed', from: 'open' }, { kind: 'missed', from: 'open' }] }));
    expect(!refused.ok && refused.error.code).toBe('scorekeeper/saved-tap');
    expect(!refused.ok && en(refused.error.message)).toContain('tap 4 of the saved sheet was refused');
    expect(!refused.ok && refused.error.kept.taps).toHaveLength(3);
    const store = memoryStorage();
    store.data.set(SCORE_STORAGE_KEY, 'not json');
    const loaded = loadScore(store);
    expect(loaded.problem?.code).toBe('scorekeeper/saved-unreadable');
    expect(loaded.kept).toEqual(freshScore());
  });

  it('says so when the browser will not keep the sheet', () => {
    const full: ScoreStorage = { getItem: () => null, setItem: () => { throw new Error('quota exceeded'); }, removeItem: () => {} };
    expect(en(saveScore(full, freshScore()))).toMatch(/could not be saved.*quota exceeded/);
    expect(en(saveScore(undefined, freshScore()))).toMatch(/no local storage/);
    expect(encodeScore(freshScore())).toBe(JSON.stringify({ version: 1, options: DEFAULT_OPTIONS, taps: [] }));
  });
});

describe('SpoofScorekeeper', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const q = (c: HTMLElement, id: string) => c.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
  const side = (c: HTMLElement, seat: number) => {
    const d = q(c, `score-side-${seat}`).dataset;
    return { inPlay: Number(d.inPlay), squares: Number(d.squares), open: Number(d.open), out: Number(d.out) };
  };

  it('keeps counts and turns by the rules: a miss, a cover (shoots again), undo, and keeps them across a reload', async () => {
    const onclose = vi.fn();
    const first = render(SpoofScorekeeper, { props: { options: {}, onclose } });
    const c = first.container;
    expect(q(c, 'score-turn').textContent).toContain('Stars to shoot');
    // Stars has men only in the squares: "shot from the squares" is chosen for him.
    expect((q(c, 'score-from-squares') as HTMLInputElement).checked).toBe(true);
    expect((q(c, 'score-from-open') as HTMLInputElement).disabled).toBe(true);
    // Nobody is in the open yet: the cover counts men in the squares.
    expect(q(c, 'score-open-count').textContent).toBe('0');
    expect(q(c, 'score-squares-count').textContent).toBe('1');
    await fireEvent.click(q(c, 'score-missed'));
    expect(side(c, 0)).toEqual({ inPlay: 6, squares: 5, open: 1, out: 0 });
    expect(q(c, 'score-turn').textContent).toContain('Plain to shoot');
    expect(q(c, 'score-announcement').textContent).toBe('Stars: no man covered: Plain to shoot');
    // Plain covers the Stars man in the open.
    expect(q(c, 'score-open-count').textContent).toBe('1');
    await fireEvent.click(q(c, 'score-covered'));
    expect(side(c, 0)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 0 });
    expect(side(c, 1)).toEqual({ inPlay: 7, squares: 6, open: 1, out: 0 });
    expect(q(c, 'score-turn').textContent).toContain('Plain shoots again');
    // A wrong tap: undo it.
    await fireEvent.click(q(c, 'score-undo'));
    expect(side(c, 0)).toEqual({ inPlay: 6, squares: 5, open: 1, out: 0 });
    expect(q(c, 'score-turn').textContent).toContain('Plain to shoot');
    await fireEvent.click(q(c, 'score-covered'));
    first.unmount();
    // A reload: the sheet comes back from localStorage.
    expect(localStorage.getItem(SCORE_STORAGE_KEY)).not.toBeNull();
    const again = render(SpoofScorekeeper, { props: { options: {}, onclose } });
    expect(side(again.container, 1)).toEqual({ inPlay: 7, squares: 6, open: 1, out: 0 });
    expect(q(again.container, 'score-turn').textContent).toContain('Plain shoots again');
    await fireEvent.click(q(again.container, 'score-close'));
    expect(onclose).toHaveBeenCalled();
  });

  it(`referees the squares: "${SPOOF_RULES.squaresOpponents.slice(0, 60)}…"`, async () => {
    const { container: c } = render(SpoofScorekeeper, { props: { options: {}, onclose: () => {} } });
    await fireEvent.click(q(c, 'score-missed')); // Stars has a man in the open.
    // Plain taps a cover in the squares while a Stars man is in the open: the man is lost instead.
    await fireEvent.click(q(c, 'score-open-minus'));
    await fireEvent.click(q(c, 'score-squares-plus'));
    expect(q(c, 'score-covered').textContent).toContain('Covered 1 man of Stars');
    await fireEvent.click(q(c, 'score-covered'));
    expect(q(c, 'score-announcement').textContent).toBe('Plain: attacked the squares while Stars has men in the open: the man is lost to Stars');
    expect(side(c, 0)).toEqual({ inPlay: 7, squares: 6, open: 1, out: 0 });
    expect(side(c, 1)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 0 });
    expect(q(c, 'score-turn').textContent).toContain('Stars to shoot');
  });

  it('asks where the man was shot from when it could be either, and counts another man knocked out of play', async () => {
    const { container: c } = render(SpoofScorekeeper, { props: { options: {}, onclose: () => {} } });
    await fireEvent.click(q(c, 'score-missed')); // Stars: 5 in squares, 1 open.
    await fireEvent.click(q(c, 'score-missed')); // Plain: 5 in squares, 1 open.
    expect(q(c, 'score-choose-from')).not.toBeNull();
    expect((q(c, 'score-neutral') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.click(q(c, 'score-from-open'));
    // The Stars man in the open knocks a Plain man in the open onto the neutral ground, and stops on it too.
    await fireEvent.click(q(c, 'score-other-1-open'));
    expect(side(c, 1)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 1 });
    await fireEvent.click(q(c, 'score-from-open'));
    await fireEvent.click(q(c, 'score-neutral'));
    expect(side(c, 0)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 1 });
    expect(q(c, 'score-announcement').textContent).toBe('Stars: out on the neutral ground: turn lost');
  });

  it(`declares the winner: "${SPOOF_RULES.loses}"; undo reopens the game; a new sheet starts over`, async () => {
    const { container: c } = render(SpoofScorekeeper, { props: { options: {}, onclose: () => {} } });
    // Stars shoots six men off the board in turn; Plain misses in between (the first from the squares).
    for (let i = 0; i < 6; i++) {
      await fireEvent.click(q(c, 'score-off-board'));
      if (i < 5) {
        if (i > 0) await fireEvent.click(q(c, 'score-from-squares'));
        await fireEvent.click(q(c, 'score-missed'));
      }
    }
    expect(side(c, 0)).toEqual({ inPlay: 0, squares: 0, open: 0, out: 6 });
    expect(q(c, 'score-winner').textContent).toBe('Plain wins: Stars has lost all his men');
    expect(q(c, 'score-turn').dataset.status).toBe('won');
    expect(c.querySelector('[data-testid="score-missed"]')).toBeNull();
    await fireEvent.click(q(c, 'score-undo'));
    expect(q(c, 'score-turn').dataset.status).toBe('ongoing');
    expect(side(c, 0).inPlay).toBe(1);
    await fireEvent.click(q(c, 'score-off-board'));
    await fireEvent.click(q(c, 'score-new'));
    expect(side(c, 0)).toEqual({ inPlay: 6, squares: 6, open: 0, out: 0 });
    expect(scoreStatus(loadScore(localStorage).kept.sheet.tally).kind).toBe('ongoing');
  });

  it('asks before throwing away a sheet in progress, and shows a saved sheet it could not read', async () => {
    localStorage.setItem(SCORE_STORAGE_KEY, '{"version":1,"options":{},"taps":[{"kind":"juggled"}]}');
    const { container: c } = render(SpoofScorekeeper, { props: { options: {}, onclose: () => {} } });
    expect(q(c, 'score-problem').textContent).toContain('could not be read');
    await fireEvent.click(q(c, 'score-missed'));
    await fireEvent.click(q(c, 'score-new'));
    expect(q(c, 'score-new').textContent).toContain('Really start a new sheet?');
    expect(side(c, 0).open).toBe(1);
    await fireEvent.click(q(c, 'score-new'));
    expect(side(c, 0).open).toBe(0);
  });

  it('labels every kind of tap, in each language, each differently', () => {
    for (const lang of ['en', 'de'] as const) {
      setLanguage(lang);
      const words = ACTION_KINDS.map(actionWords);
      for (const w of words) {
        expect(w.label.length).toBeGreaterThan(3);
        expect(w.hint.length).toBeGreaterThan(10);
      }
      expect(new Set(words.map((w) => w.label)).size, lang).toBe(ACTION_KINDS.length);
    }
    setLanguage('en');
  });
});
