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
