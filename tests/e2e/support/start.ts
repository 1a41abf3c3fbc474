/**
 * Pressing the start screen's "Start" as a person does: when a game in progress would be replaced, the
 * app asks first (issue 14), and the person says yes.
 */
import type { Page } from 'playwright-core';

/** Clicks "Start", confirms replacing a game in progress if asked, and waits for the game screen. */
export async function pressStart(page: Page): Promise<void> {
  await page.click('[data-testid="start-game"]');
  await page.waitForSelector('[data-testid="game-screen"], [data-testid="confirm"][data-question="new-game"]');
  if ((await page.locator('[data-testid="confirm"][data-question="new-game"]').count()) > 0) await page.click('[data-testid="confirm-yes"]');
  await page.waitForSelector('[data-testid="game-screen"]');
}
