/**
 * Sounds on screen (issue 14: "Sounds for move, capture, illegal and game over, off by default, with a
 * volume"), in Debian's Chromium against the built web host: off at first (a move makes none); turned
 * on in the game's title bar, a placement sounds as a move, a pick held back as illegal, a capture as a
 * capture; the volume is kept across a reload. (Chromium plays them through Web Audio; the control
 * lists what it played, `data-played`.)
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './support/app';
import { a11yProblems } from './support/a11y';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

const played = (page: Page) => page.getAttribute('[data-testid="game-screen"] [data-testid="sound-control"]', 'data-played');

describe('sounds', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it('are off by default, and once on sound a move, an illegal pick and a capture', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    expect(await page.isChecked('[data-testid="game-screen"] [data-testid="sound-on"]')).toBe(false);
    await clickPoint(page, 'd7');
    await waitForPlies(page, 1);
    expect(await played(page)).toBe('');
    await page.check('[data-testid="game-screen"] [data-testid="sound-on"]');
    for (const [i, c] of ['a1', 'a7', 'd1'].entries()) {
      await clickPoint(page, c);
      await waitForPlies(page, i + 2);
    }
    await expect.poll(() => played(page)).toBe('move move move');
    // g7 closes a7 d7 g7; a click on the empty b6 is held back (take a man first): illegal.
    await clickPoint(page, 'g7');
    await page.waitForSelector('[data-testid="point-a1"].target');
    await clickPoint(page, 'b6');
    await expect.poll(() => played(page)).toBe('move move move illegal');
    await clickPoint(page, 'a1');
    await waitForPlies(page, 5);
    await expect.poll(() => played(page)).toBe('move move move illegal capture');
    expect(await a11yProblems(page)).toEqual([]);
  });

  it('keep the switch and the volume across a reload', async () => {
    await page.fill('[data-testid="game-screen"] [data-testid="sound-volume"]', '30');
    await page.reload();
    await page.waitForSelector('[data-testid="game-screen"]');
    expect(await page.isChecked('[data-testid="game-screen"] [data-testid="sound-on"]')).toBe(true);
    expect(await page.inputValue('[data-testid="game-screen"] [data-testid="sound-volume"]')).toBe('30');
    expect(problems).toEqual([]);
  });
});
