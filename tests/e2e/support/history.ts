/**
 * Reading the history list of the game screen (`history` / `ply[data-notation]`), which every game's
 * end-to-end tests and `bench/app.ts` do.
 */
import type { Page } from 'playwright-core';

/** The notations in the history list, in order. */
export function historyOf(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="ply"]', (els) => els.map((e) => (e as HTMLElement).dataset.notation ?? ''));
}

/** Waits until the history holds exactly `count` plies. */
export async function waitForPlies(page: Page, count: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="ply"]').length === n, count, { timeout });
}

/** Waits (up to 10 s) until the history holds more than `n` plies. */
export async function waitForMoreThan(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => document.querySelectorAll('[data-testid="ply"]').length > k, n, { timeout: 10_000 });
}

/**
 * The teetotum's spin and the latest spin in the history, read together (issue 14: "the dice show the
 * spin that is being played"): each as its two numbers, lower first (`3+5h` → `[3, 5]`), `null` if none;
 * and the numbers the teetotum's faces show once settled (`null` while it whirls).
 */
export function diceAndLatestSpin(page: Page): Promise<{ dice: number[] | null; faces: number[] | null; latest: number[] | null }> {
  return page.evaluate(() => {
    const nums = (s: string | undefined | null) => {
      const m = /^(\d+)\+(\d+)h?$/.exec(s ?? '');
      return m === null ? null : [Number(m[1]), Number(m[2])].sort((x, y) => x - y);
    };
    const t = document.querySelector<HTMLElement>('[data-testid="teetotum"]');
    const spins = [...document.querySelectorAll<HTMLElement>('[data-testid="ply"]')].map((e) => nums(e.dataset.notation)).filter((s) => s !== null);
    const shown = [...(t?.querySelectorAll('.number') ?? [])].map((e) => Number(e.textContent));
    return {
      dice: nums(t?.dataset.spin),
      faces: t?.dataset.rolling === 'false' && shown.every((n) => n > 0) ? shown.sort((x, y) => x - y) : null,
      latest: spins.at(-1) ?? null,
    };
  });
}
