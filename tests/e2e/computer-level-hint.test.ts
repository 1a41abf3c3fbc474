/**
 * A game against the computer at a chosen level, with a hint (issue 17), in Debian's Chromium against
 * the built web host: the start screen offers a level for the computer seat with a line on each; the
 * computer answers from the host's search worker (the built `dist/host/ai-worker.js`); "Show me a good
 * move" shows the strongest level's move in words and marks it on the board; playing it clears the hint.
 * Screenshots: `test-artifacts/computer-level.png` (the start screen), `test-artifacts/hint.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, dragMan, historyOf, waitForPlies } from './support/morris-ui';
import { pressStart } from './support/start';

describe('a game against the computer at a chosen level, with a hint', () => {
  let web: WebHostProcess;
  let page: Page;
  let problems: string[];
  useApp({}, (app) => ({ web, page, problems } = app));

  it('starts with the computer seat at the level chosen, and the computer answers from the search worker', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.check('[data-testid="game-morris"]');
    await page.selectOption('[data-testid="seat-0"]', 'screen');
    await page.selectOption('[data-testid="seat-1"]', 'computer');
    await page.selectOption('[data-testid="level-1"]', 'beginner');
    expect(await page.textContent('[data-testid="level-note-1"]')).toMatch(/^Looks one move ahead and misjudges a position by up to two men/);
    await page.check('[data-testid="board-none"]');
    await page.screenshot({ path: artifact('computer-level.png') });
    await pressStart(page);
    await page.waitForSelector('[data-testid="game-screen"]');
    expect(await page.textContent('[data-testid="status"]')).toContain('White to move (on screen)');
    await clickPoint(page, 'd2');
    await waitForPlies(page, 2);
    expect(web.stderr()).toMatch(/search worker: thread \d+ started/);
    expect(web.stderr()).not.toMatch(/search worker: .*(failed|gave no answer|not found|exited)/);
  });

  it('shows a good move in words and on the board, and playing it clears the hint', async () => {
    expect(await page.isDisabled('[data-testid="hint"]')).toBe(false);
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="hint-card"][data-state="ready"]', { timeout: 15_000 });
    const move = (await page.getAttribute('[data-testid="hint-card"]', 'data-move'))!;
    expect(move).toMatch(/^[a-g][1-7]$/); // a placement: every man is still to be placed
    expect(await page.textContent('[data-testid="hint-words"]')).toBe(`a man on ${move}, marked on the board in yellow.`);
    expect(await page.locator('[data-testid="suggestion-to"]').count()).toBe(1);
    expect(await page.getAttribute(`[data-testid="point-${move}"]`, 'aria-label')).toContain('the hint places a man here');
    await page.screenshot({ path: artifact('hint.png') });
    await clickPoint(page, move);
    await waitForPlies(page, 4);
    expect((await historyOf(page))[2]).toBe(move);
    expect(await page.locator('[data-testid="hint-card"]').count()).toBe(0);
    expect(await page.locator('[data-testid="suggestion"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('marks a move along a line from where to where once the men are placed', async () => {
    // A new game between two people on screen, played into the moving phase.
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.selectOption('[data-testid="seat-0"]', 'screen');
    await page.selectOption('[data-testid="seat-1"]', 'screen');
    await page.check('[data-testid="board-none"]');
    await pressStart(page);
    await page.waitForSelector('[data-testid="game-screen"]');
    // Nine placements each, none closing a row; then White has moves along the lines, some closing one.
    const placements = ['a7', 'g7', 'd7', 'a1', 'b6', 'g1', 'f6', 'b2', 'b4', 'c5', 'f4', 'e5', 'c3', 'c4', 'e3', 'e4', 'd2', 'a4'];
    for (const [i, cell] of placements.entries()) {
      await clickPoint(page, cell);
      await waitForPlies(page, i + 1);
    }
    await page.click('[data-testid="hint"]');
    await page.waitForSelector('[data-testid="hint-card"][data-state="ready"]', { timeout: 15_000 });
    const move = (await page.getAttribute('[data-testid="hint-card"]', 'data-move'))!;
    expect(move).toMatch(/^[a-g][1-7]-[a-g][1-7](x[a-g][1-7])?$/);
    const [body, take] = move.split('x') as [string, string | undefined];
    expect(await page.locator('[data-testid="suggestion-from"]').count()).toBe(1);
    expect(await page.locator('[data-testid="suggestion-to"]').count()).toBe(1);
    expect(await page.locator('[data-testid="suggestion-take"]').count()).toBe(take === undefined ? 0 : 1);
    await page.screenshot({ path: artifact('hint-move.png') });
    const [from, to] = body.split('-') as [string, string];
    await dragMan(page, from, to);
    if (take !== undefined) {
      await page.waitForSelector(`[data-testid="point-${take}"].target`);
      await clickPoint(page, take);
    }
    await waitForPlies(page, placements.length + 1);
    expect((await historyOf(page)).at(-1)).toBe(move);
    expect(problems).toEqual([]);
  });
});
