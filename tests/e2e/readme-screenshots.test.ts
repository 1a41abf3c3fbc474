/**
 * The README's pictures (issue 14, "Done when": "the README's screenshot shows the new start screen and
 * a game"), made the way a person sees them, in Debian's Chromium against the built web host at
 * 1024x768: the start screen, and a game of Nine Men's Morris against the computer with a hint on the
 * board. They are written to `test-artifacts/readme-start.png` and `readme-game.png`; `docs/start-screen.png`
 * and `docs/screenshot.png` are copies of them (copy again when the screens change).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { a11yProblems } from './support/a11y';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

describe('the README pictures', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it('shows the start screen', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    // As a newcomer first sees it: the defaults (the computer plays Black at its default strength).
    expect(await page.inputValue('[data-testid="seat-1"]')).toBe('computer');
    expect(await a11yProblems(page)).toEqual([]);
    await page.screenshot({ path: artifact('readme-start.png') });
  });

  it('shows a game against the computer with a hint on the board', async () => {
    await startGame(page, { seats: ['screen', 'computer'], board: 'none' });
    // Two placements of White's, each on a point still free (the computer's answers differ from run to run).
    for (const [i, want] of ['d2', 'f4'].entries()) {
      await page.waitForSelector('[data-testid^="point-"].target');
      const free = await page.locator('[data-testid^="point-"].target').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cell!));
      await clickPoint(page, free.includes(want) ? want : free[0]!);
      await waitForPlies(page, 2 * i + 2);
    }
    await page.waitForSelector('[data-testid="hint"]:not(:disabled)');
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="suggestion-to"]');
    await page.mouse.move(0, 0);
    await page.screenshot({ path: artifact('readme-game.png') });
    expect(problems).toEqual([]);
  });
});
