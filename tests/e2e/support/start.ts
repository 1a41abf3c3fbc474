/**
 * Starting a game from the start screen as a person does: "Start" pressed (by a click, or by Enter on
 * the focused button), and when a game in progress would be replaced, the app asks first (issue 14) and
 * the person says yes. {@link startOnScreen} also chooses the game, "Screen only" and the seats.
 */
import type { Page } from 'playwright-core';

const CONFIRM = '[data-testid="confirm"][data-question="new-game"]';

/** Clicks "Start" (or, with `keyboard`, presses Enter on it), confirms replacing a game in progress if asked, and waits for the game screen. */
export async function pressStart(page: Page, o: { keyboard?: boolean } = {}): Promise<void> {
  if (o.keyboard === true) {
    await page.focus('[data-testid="start-game"]');
    await page.keyboard.press('Enter');
  } else {
    await page.click('[data-testid="start-game"]');
  }
  await page.waitForSelector(`[data-testid="game-screen"], ${CONFIRM}`);
  if ((await page.locator(CONFIRM).count()) > 0) {
    if (o.keyboard === true) {
      await page.focus('[data-testid="confirm-yes"]');
      await page.keyboard.press('Enter');
    } else {
      await page.click('[data-testid="confirm-yes"]');
    }
  }
  await page.waitForSelector('[data-testid="game-screen"]');
}

/** Starts `game` on screen with `seats` (default: two people on screen); `keyboard`: Enter on Start instead of a click. */
export async function startOnScreen(page: Page, game: string, o: { seats?: readonly [string, string]; keyboard?: boolean } = {}): Promise<void> {
  if ((await page.locator('[data-testid="new-game"]').count()) > 0) await page.click('[data-testid="new-game"]');
  await page.waitForSelector('[data-testid="start-screen"]');
  await page.check(`[data-testid="game-${game}"]`);
  await page.check('[data-testid="board-none"]');
  const [a, b] = o.seats ?? ['screen', 'screen'];
  await page.selectOption('[data-testid="seat-0"]', a);
  await page.selectOption('[data-testid="seat-1"]', b);
  await pressStart(page, o);
  await page.waitForSelector('[data-testid="game-screen"][data-phase="playing"]');
}
