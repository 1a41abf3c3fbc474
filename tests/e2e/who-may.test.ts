/**
 * Who may do what, in Debian's Chromium against the built web host (issue 14): against the computer the
 * person resigns and offers a draw for their own seat only, and the computer answers a draw offer by
 * itself; Resign is confirmed; two screens on one host share one game, and each says what the other did
 * (one in English, one in German). Screenshots: `test-artifacts/who-may-*.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, openApp, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

describe('who may do what', () => {
  let web: WebHostProcess;
  let page: Page;
  let browser: Browser;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ web, page, browser, problems } = app));

  it('against the computer, the person acts for White only, and the computer answers a draw offer itself', async () => {
    await startGame(page, { seats: ['screen', 'computer'], board: 'none' });
    expect(await page.textContent('[data-testid="resign"]')).toBe('Resign (White)');
    await clickPoint(page, 'd2');
    // While the computer thinks (and after), the buttons stay the person's.
    expect(await page.textContent('[data-testid="resign"]')).toBe('Resign (White)');
    expect(await page.textContent('[data-testid="offer-draw"]')).toBe('Offer a draw (White)');
    await waitForPlies(page, 2);
    expect(await page.locator('[data-testid="accept-draw"]').count()).toBe(0);
    await page.click('[data-testid="offer-draw"]');
    await page.waitForSelector('[data-testid="confirm"][data-question="offer-draw"]');
    expect(await page.textContent('[data-testid="confirm"]')).toContain('Offer a draw to Black? If Black accepts, the game ends drawn.');
    await page.click('[data-testid="confirm-yes"]');
    // Level after one placement each: the computer is not ahead, so it agrees.
    await page.waitForSelector('[data-testid="status"][data-status="draw"]');
    expect(await page.textContent('[data-testid="status"]')).toContain('drawn by agreement');
    expect(problems).toEqual([]);
  });

  it('asks before resigning', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['screen', 'computer'], board: 'none' });
    await page.click('[data-testid="resign"]');
    await page.waitForSelector('[data-testid="confirm"][data-question="resign"]');
    expect(await page.textContent('[data-testid="confirm"]')).toContain('Resign for White? The game ends as a loss for White.');
    await page.screenshot({ path: artifact('who-may-confirm-resign.png') });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="confirm"]', { state: 'detached' });
    expect(await page.getAttribute('[data-testid="status"]', 'data-status')).toBe('ongoing');
    // By keyboard alone: Resign focused and pressed, "Keep playing" has the focus, Tab to the yes, Enter.
    await page.focus('[data-testid="resign"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="confirm"][data-question="resign"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-no');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-yes');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="status"][data-status="won"]');
    expect(await page.getAttribute('[data-testid="status"]', 'data-winners')).toBe('1');
    // The game-over card has the focus on Rematch: Enter starts it, sides swapped.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'rematch');
    await page.screenshot({ path: artifact('who-may-game-over-keyboard.png') });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="game-over"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="resign"]');
    expect(await page.textContent('[data-testid="resign"]')).toBe('Resign (Black)');
  });

  it('two screens share one game, and each says what the other did', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    const other = await openApp(browser, web.url, { width: 1024, height: 768 }, 'de-DE');
    const tab = other.page;
    try {
      await tab.waitForSelector('[data-testid="game-screen"]');
      await clickPoint(tab, 'd2');
      await waitForPlies(page, 1);
      await page.waitForSelector('[data-testid="notice"][data-code="elsewhere/playMove"]');
      expect(await page.textContent('[data-testid="notice"][data-code="elsewhere/playMove"]')).toContain('Another screen played d2.');
      await page.screenshot({ path: artifact('who-may-elsewhere-en.png') });
      await page.click('[data-testid="undo"]');
      await tab.waitForSelector('[data-testid="notice"][data-code="elsewhere/undo"]');
      expect(await tab.textContent('[data-testid="notice"][data-code="elsewhere/undo"]')).toContain('Ein anderer Bildschirm hat einen Zug zurückgenommen.');
      await tab.screenshot({ path: artifact('who-may-elsewhere-de.png') });
      // A new game started on one screen replaces the game on both, and the other is told.
      await tab.click('[data-testid="new-game"]');
      await startGame(tab, { seats: ['screen', 'computer'], board: 'none' });
      await page.waitForSelector('[data-testid="notice"][data-code="elsewhere/newGame"]');
      expect(await page.textContent('[data-testid="notice"][data-code="elsewhere/newGame"]')).toContain("Another screen started a new game of Nine Men's Morris.");
      expect(other.problems).toEqual([]);
    } finally {
      await tab.close();
    }
    expect(problems).toEqual([]);
  });
});
