/**
 * Spoof's scorekeeper for a real table in Debian's Chromium (issue 8 §5: "the scorekeeper through a whole
 * game"; §4: buttons for what happened, counts and turns by the rules, the winner, undo for a wrong tap).
 * Chosen on the start screen when Spoof is picked; it runs in the renderer and keeps its sheet in
 * localStorage, so a reload in the middle of the game loses nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';

const side = async (page: Page, seat: number) => {
  const el = page.locator(`[data-testid="score-side-${seat}"]`);
  const n = async (a: string) => Number(await el.getAttribute(`data-${a}`));
  return { inPlay: await n('in-play'), squares: await n('squares'), open: await n('open'), out: await n('out') };
};
const turn = (page: Page) => page.textContent('[data-testid="score-turn"]').then((t) => t!.trim());
const said = (page: Page) => page.textContent('[data-testid="score-announcement"]');
const tapOn = (page: Page, id: string) => page.click(`[data-testid="score-${id}"]`);

describe('the Spoof scorekeeper', () => {
  let page: Page;
  let problems: string[];
  useApp({}, (app) => ({ page, problems } = app));

  it('keeps a whole game at a real table, with an undo and a reload, to the winner', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    // Offered only for a game that has one: Morris has no scorekeeper mode, Spoof has.
    await page.check('[data-testid="game-morris"]');
    expect(await page.locator('[data-testid="open-table"]').count()).toBe(0);
    await page.check('[data-testid="game-spoof"]');
    // No board can sense Spoof: its players sit at the screen, and nothing stands in the way of starting.
    expect(await page.inputValue('[data-testid="seat-0"]')).toBe('screen');
    expect(await page.locator('[data-testid="start-problem"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="open-table"]')).toBe('Scorekeeper for a real table');
    await page.screenshot({ path: artifact('spoof-start-screen.png') });
    await page.click('[data-testid="open-table"]');
    await page.waitForSelector('[data-testid="scorekeeper"]');
    expect(await turn(page)).toBe('Stars to shoot');
    expect(await side(page, 0)).toEqual({ inPlay: 6, squares: 6, open: 0, out: 0 });

    // 1. Stars flicks a man out of his square and covers nothing.
    await tapOn(page, 'missed');
    expect(await said(page)).toBe('Stars: no man covered: Plain to shoot');
    expect(await side(page, 0)).toEqual({ inPlay: 6, squares: 5, open: 1, out: 0 });
    // 2. Plain covers it: the Stars man is reversed and goes to a Plain square; Plain shoots again.
    await tapOn(page, 'covered');
    expect(await turn(page)).toBe('Plain shoots again');
    expect(await side(page, 0)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 0 });
    expect(await side(page, 1)).toEqual({ inPlay: 7, squares: 6, open: 1, out: 0 });
    // 3. A wrong tap (neutral ground, from the open), undone.
    await tapOn(page, 'from-open');
    await tapOn(page, 'neutral');
    expect(await side(page, 1)).toEqual({ inPlay: 6, squares: 6, open: 0, out: 1 });
    await tapOn(page, 'undo');
    expect(await side(page, 1)).toEqual({ inPlay: 7, squares: 6, open: 1, out: 0 });
    expect(await turn(page)).toBe('Plain shoots again');
    // 4. Plain's man in the open shoots again and misses.
    await tapOn(page, 'from-open');
    await tapOn(page, 'missed');
    expect(await turn(page)).toBe('Stars to shoot');
    await page.screenshot({ path: artifact('spoof-scorekeeper.png') });
    // 5. Stars covers the Plain man in the open from his squares.
    await tapOn(page, 'covered');
    expect(await side(page, 0)).toEqual({ inPlay: 6, squares: 5, open: 1, out: 0 });
    expect(await side(page, 1)).toEqual({ inPlay: 6, squares: 6, open: 0, out: 0 });

    // A reload in the middle of the game: the scorekeeper comes back with the sheet.
    await page.reload();
    await page.waitForSelector('[data-testid="scorekeeper"]');
    expect(await turn(page)).toBe('Stars shoots again');
    expect(await side(page, 0)).toEqual({ inPlay: 6, squares: 5, open: 1, out: 0 });

    // 6. Stars' man in the open goes off the board: out of play, turn lost.
    await tapOn(page, 'from-open');
    await tapOn(page, 'off-board');
    expect(await said(page)).toBe('Stars: off the board: out of play on the neutral ground, turn lost');
    expect(await side(page, 0)).toEqual({ inPlay: 5, squares: 5, open: 0, out: 1 });
    // 7. Plain attacks the Stars squares (no man of either side in the open: allowed) and covers two.
    expect(await page.textContent('[data-testid="score-squares-count"]')).toBe('1');
    await tapOn(page, 'squares-plus');
    await tapOn(page, 'covered');
    expect(await said(page)).toBe('Plain: covered 2 men: Plain shoots again');
    expect(await side(page, 0)).toEqual({ inPlay: 3, squares: 3, open: 0, out: 1 });
    // 8, 9. Twice more, to Stars' last man.
    await tapOn(page, 'squares-plus');
    await tapOn(page, 'covered');
    expect(await side(page, 0)).toEqual({ inPlay: 1, squares: 1, open: 0, out: 1 });
    await tapOn(page, 'covered');
    expect(await side(page, 0)).toEqual({ inPlay: 0, squares: 0, open: 0, out: 1 });
    expect(await side(page, 1)).toEqual({ inPlay: 11, squares: 11, open: 0, out: 0 });
    expect(await page.textContent('[data-testid="score-winner"]')).toBe('Plain wins: Stars has lost all his men');
    expect(await page.getAttribute('[data-testid="score-turn"]', 'data-status')).toBe('won');
    expect(await page.locator('[data-testid="score-missed"]').count()).toBe(0);
    await page.screenshot({ path: artifact('spoof-scorekeeper-won.png') });

    // Back to the start screen; the sheet stays for next time.
    await tapOn(page, 'close');
    await page.waitForSelector('[data-testid="start-screen"]');
    expect(await page.evaluate(() => localStorage.getItem('parlour.spoof.scorekeeper.v1'))).toContain('"taps"');
    expect(problems).toEqual([]);
  });
});
