/**
 * The boards' looks and reach on screen (issue 14, "Orientation, reach and looks"), in Debian's Chromium
 * against the built web host: in dark mode Black's men in hand stay visible (a light edge on the dark
 * page) and the game screen's targets and text pass the checks (44 px, 4.5:1); the marks on the board
 * are drawn in the board's own shades (`.board-marks`, measured against the wood in
 * tests/unit/looks/contrast.test.ts); every game's screen passes the same checks at 1024x768 and in a
 * touch-sized window in dark mode, and so does the replay. Screenshots (looked at):
 * `test-artifacts/looks-dark-morris.png`, `looks-light-morris.png`, `looks-<game>.png`,
 * `looks-touch-dark-<game>.png`, `looks-replay.png`, `looks-nmig-<side>-bottom.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { a11yProblems } from './support/a11y';
import { startOnScreen } from './support/start';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

/** The computed stroke of the first man in `tray`'s hand. */
const trayStroke = (page: Page, tray: 'white' | 'black') =>
  page.locator(`[data-testid="tray-${tray}"] circle.man`).first().evaluate((c) => getComputedStyle(c).stroke);
/** The computed stroke of a board mark, e.g. a destination dot's fill. */
const markColour = (page: Page, sel: string, prop: 'fill' | 'stroke') => page.locator(sel).first().evaluate((c, p) => getComputedStyle(c)[p], prop);

describe('the boards in dark and light mode', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it('keeps Black’s men in hand visible in dark mode, with the marks in the dark board’s shades', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    await clickPoint(page, 'd2');
    await waitForPlies(page, 1);
    expect(await trayStroke(page, 'black')).toBe('rgb(176, 184, 194)');
    // A destination dot in the dark board's green, not the page's.
    expect(await markColour(page, '.dest-dot', 'fill')).toBe('rgb(0, 201, 147)');
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('looks-dark-morris.png') });
    expect(problems).toEqual([]);
  });

  it('draws the marks in the light board’s shades in light mode', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await markColour(page, '.dest-dot', 'fill')).toBe('rgb(0, 127, 93)');
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('looks-light-morris.png') });
  });
});

describe('every game on screen', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it.each(['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof'])('%s: every target 44 px and text 4.5:1 on its game screen', async (game) => {
    await startOnScreen(page, game);
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact(`looks-${game}.png`) });
    expect(problems).toEqual([]);
  });

  it.each(['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof'])('%s: the same in a touch-sized window in dark mode, against the computer', async (game) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await startOnScreen(page, game, { seats: ['screen', 'computer'] });
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact(`looks-touch-dark-${game}.png`) });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(problems).toEqual([]);
  });
});

describe('the replay', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it('has 44 px targets: the buttons, the slider and each move of the list (issue 14: "replay buttons 24 px")', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    for (const [i, c] of ['d7', 'a1', 'a7'].entries()) {
      await clickPoint(page, c);
      await waitForPlies(page, i + 1);
    }
    await page.click('[data-testid="save"]');
    await page.click('[data-testid="new-game"]');
    await page.click('[data-testid="records"] button');
    await page.waitForSelector('[data-testid="replay-first"]');
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('looks-replay.png') });
    expect(problems).toEqual([]);
  });
});

describe('Not Made in Germany against the computer', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it.each([
    ['england', ['screen', 'computer']],
    ['germany', ['computer', 'screen']],
  ] as const)('seats the person playing %s at the bottom, their letters upright', async (side, kinds) => {
    await startOnScreen(page, 'not-made-in-germany', { seats: kinds });
    await page.waitForSelector(`[data-testid="nmig-board"][data-view="${side}"]`);
    // The person's men are on the bottom row, drawn upright.
    const bottom = await page.evaluate(() => {
      const men = [...document.querySelectorAll<SVGGElement>('[data-side]:not([data-side=""])')];
      const lowest = men.reduce((a, b) => (b.getBoundingClientRect().y > a.getBoundingClientRect().y ? b : a));
      return lowest.dataset.side;
    });
    expect(bottom).toBe(side);
    await page.screenshot({ path: artifact(`looks-nmig-${side}-bottom.png`) });
    expect(problems).toEqual([]);
  });
});
