/**
 * Looking back during play (issue 14: "Click any earlier move in the list to look at that position during
 * play, and come back"), in Debian's Chromium against the built web host: a ply of the list shows the
 * position after it, the game standing as it was (no move can be made meanwhile); "Back to the game",
 * the ply pressed again, or Escape comes back; a move played on another screen brings this one back too.
 * Screenshot: `test-artifacts/look-back.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, openApp, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

describe('looking back during play', () => {
  let web: WebHostProcess;
  let page: Page;
  let browser: Browser;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ web, page, browser, problems } = app));

  const man = (cell: string) => page.getAttribute(`[data-testid="point-${cell}"]`, 'data-man');

  it('shows the position after an earlier ply, and comes back', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    for (const [i, cell] of ['d2', 'd6', 'b6'].entries()) {
      await clickPoint(page, cell);
      await waitForPlies(page, i + 1);
    }
    await page.click('[data-testid="look-1"]');
    await page.waitForSelector('[data-testid="look-banner"][data-ply="1"]');
    expect(await page.textContent('[data-testid="look-banner"] span')).toBe('Looking back: the position after ply 1 of 3 (d2). The game stands as it was.');
    expect([await man('d2'), await man('d6'), await man('b6')]).toEqual(['white', '', '']);
    expect(await page.getAttribute('[data-testid="look-1"]', 'aria-pressed')).toBe('true');
    await page.screenshot({ path: artifact('look-back.png') });
    // Nothing is played from the earlier position.
    await clickPoint(page, 'f6');
    expect(await page.locator('[data-testid="ply"]').count()).toBe(3);
    await page.click('[data-testid="look-back"]');
    await page.waitForSelector('[data-testid="look-banner"]', { state: 'detached' });
    expect([await man('d2'), await man('d6'), await man('b6')]).toEqual(['white', 'black', 'white']);
    // The ply pressed again, and Escape, come back too.
    await page.click('[data-testid="look-2"]');
    await page.waitForSelector('[data-testid="look-banner"][data-ply="2"]');
    await page.click('[data-testid="look-2"]');
    await page.waitForSelector('[data-testid="look-banner"]', { state: 'detached' });
    await page.click('[data-testid="look-1"]');
    await page.waitForSelector('[data-testid="look-banner"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="look-banner"]', { state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('comes back when the game moves on', async () => {
    await page.click('[data-testid="look-1"]');
    await page.waitForSelector('[data-testid="look-banner"]');
    const other = await openApp(browser, web.url, { width: 1024, height: 768 });
    try {
      await other.page.waitForSelector('[data-testid="game-screen"]');
      await clickPoint(other.page, 'f6');
      await waitForPlies(page, 4);
      await page.waitForSelector('[data-testid="look-banner"]', { state: 'detached' });
      expect(await man('f6')).toBe('black');
    } finally {
      await other.page.close();
    }
  });
});
