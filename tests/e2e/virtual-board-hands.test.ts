/**
 * The in-process virtual board handled from the screen, followed as a person follows the guidance
 * (issue 12 §11: "What the virtual board draws must be what it holds, and every guidance sentence must be
 * something the person can do on it"). Both deadlocks of the issue, clicked through in Chromium against
 * the built web host: each guidance sentence is carried out by clicks, and the board comes back to the
 * position without a refusal, a dead end, or a move nobody meant.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, historyOf } from './support/morris-ui';
import { pressStart } from './support/start';

const guidance = (page: Page) => page.locator('[data-testid="guidance-sentence"]').textContent({ timeout: 500 }).catch(() => null);
const refusal = (page: Page) => page.locator('[data-testid="error"]').count();
const inSync = (page: Page) => page.getAttribute('[data-testid="board-status"]', 'data-in-sync');

async function startOnVirtualBoard(page: Page, game: string): Promise<void> {
  await page.click('[data-testid="new-game"]').catch(() => undefined);
  await page.waitForSelector('[data-testid="start-screen"]');
  await page.check(`[data-testid="game-${game}"]`);
  await page.check('[data-testid="board-virtual"]');
  await page.selectOption('[data-testid="seat-0"]', 'board');
  await page.selectOption('[data-testid="seat-1"]', 'board');
  await pressStart(page);
  await page.waitForSelector('[data-testid="game-screen"][data-phase="playing"]', { timeout: 15_000 });
}

describe('following the guidance on the virtual board by clicks (issue 12 §11)', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 } }, (app) => ({ page, problems } = app));

  it('Not Made in Germany: a German man moved in England’s turn is drawn where it stands and goes back by two clicks', async () => {
    await startOnVirtualBoard(page, 'not-made-in-germany');
    await page.click('[data-testid="square-e1"]'); // Germany's M lifted in England's turn
    await expect.poll(() => guidance(page)).toContain('back on e1');
    await page.click('[data-testid="square-e2"]'); // ... and put down on e2
    await expect.poll(() => guidance(page)).toMatch(/from e2 (back on|to) e1/i);
    // The board is drawn as it is: the man stands on e2 (the M from e1), e1 is drawn lifted.
    await page.waitForSelector('[data-testid="arrived-e2"][data-letter="M"]');
    expect(await page.getAttribute('[data-testid="square-e1"]', 'class')).toContain('lifted');
    await page.screenshot({ path: artifact('issue12-nmig-man-on-e2.png') });
    // Doing what the sentence says: the man on e2 is picked up, then put down on e1.
    await page.click('[data-testid="square-e2"]');
    await expect.poll(() => page.locator('[data-testid="arrived-e2"]').count()).toBe(0);
    await page.click('[data-testid="square-e1"]');
    await expect.poll(() => inSync(page), { timeout: 5000 }).toBe('true');
    await expect.poll(() => guidance(page), { timeout: 5000 }).toBeNull();
    expect(await refusal(page)).toBe(0);
    // England plays on: d9 to d8 commits.
    await page.click('[data-testid="square-d9"]');
    await page.click('[data-testid="square-d8"]');
    await page.waitForSelector('[data-testid="ply"][data-notation="d9-d8"]', { timeout: 5000 });
    await page.screenshot({ path: artifact('issue12-nmig-played-on.png') });
    expect(problems).toEqual([]);
  });

  it('Morris: a man moved while men are in hand is told back from where it went; following that plays nothing nobody meant', async () => {
    await startOnVirtualBoard(page, 'morris');
    await clickPoint(page, 'd2');
    await page.waitForSelector('[data-testid="ply"][data-notation="d2"]');
    await clickPoint(page, 'a7');
    await page.waitForSelector('[data-testid="ply"][data-notation="a7"]');
    await clickPoint(page, 'd2'); // white lifts a man that is on the board although men are in hand
    await expect.poll(() => guidance(page)).toContain('Put the man back on d2');
    await clickPoint(page, 'c3');
    await expect.poll(() => guidance(page)).toContain('Put the man from c3 back on d2');
    await page.waitForSelector('[data-testid="arrived-c3"]');
    await page.screenshot({ path: artifact('issue12-morris-man-on-c3.png') });
    await clickPoint(page, 'c3'); // the man on c3 is picked up (not "c3 is already occupied")
    await expect.poll(() => page.locator('[data-testid="arrived-c3"]').count()).toBe(0);
    expect(await refusal(page)).toBe(0);
    await clickPoint(page, 'd2');
    await expect.poll(() => inSync(page), { timeout: 5000 }).toBe('true');
    await expect.poll(() => guidance(page), { timeout: 5000 }).toBeNull();
    // Nothing was played: the next placement is white's third ply, and c3 is still empty.
    await clickPoint(page, 'b4');
    await page.waitForSelector('[data-testid="ply"][data-notation="b4"]', { timeout: 5000 });
    expect(await historyOf(page)).toEqual(['d2', 'a7', 'b4']);
    expect(await page.getAttribute('[data-testid="point-c3"]', 'data-man')).toBe('');
    await page.screenshot({ path: artifact('issue12-morris-back.png') });
    expect(problems).toEqual([]);
  });

  it('Morris: men lifted back two plies ask on screen before anything is taken back (issue 12 §2)', async () => {
    await startOnVirtualBoard(page, 'morris');
    for (const [i, cell] of ['d2', 'a7', 'd6', 'g7'].entries()) {
      await clickPoint(page, cell);
      await expect.poll(() => historyOf(page), { timeout: 5000 }).toHaveLength(i + 1);
    }
    await clickPoint(page, 'g7');
    await clickPoint(page, 'd6');
    await page.waitForSelector('[data-testid="takeback"][data-plies="2"]', { timeout: 5000 });
    expect(await historyOf(page)).toEqual(['d2', 'a7', 'd6', 'g7']);
    expect(await page.getAttribute('[data-testid="guidance"]', 'data-code')).toBe('inference/takeback-confirm');
    // The card names the moves; what to do is said once, by the guidance beside it.
    expect((await page.textContent('[data-testid="takeback"] p'))?.trim()).toBe('The 2 moves this takes back: a man on d6; a man on g7.');
    await page.screenshot({ path: artifact('issue12-takeback-asked.png') });
    await page.click('[data-testid="confirm-takeback"]');
    await expect.poll(() => historyOf(page), { timeout: 5000 }).toEqual(['d2', 'a7']);
    expect(await page.locator('[data-testid="takeback"]').count()).toBe(0);
    expect(await page.isDisabled('[data-testid="redo"]')).toBe(false);
    await page.screenshot({ path: artifact('issue12-takeback-confirmed.png') });
    expect(problems).toEqual([]);
  });
});
