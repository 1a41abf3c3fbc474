/**
 * Keyboard play for every game (issue 14: "Keyboard play for every game, Spoof included (aim with
 * arrows, strength with keys, release with Enter), with a visible focus that starts on the side to
 * move"), in Debian's Chromium against the built web host. Each game is started from the start screen
 * with Enter on its Start button, and then played with keys alone: the focus is already on the side to
 * move (a man or point it may pick, the Spin button, the first arrow that may move), is visible
 * (`:focus-visible`), and the arrow keys, Enter and (Spoof) the strength keys make the moves.
 * Screenshots (looked at): `test-artifacts/keyboard-<game>.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { startOnScreen } from './support/start';

/** What has the focus: its test id and cell, and whether the focus is shown. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    return { id: a?.dataset.testid ?? '', cell: a?.dataset.cell ?? '', side: a?.dataset.side ?? '', owner: a?.dataset.owner ?? '', visible: a?.matches(':focus-visible') ?? false };
  });
const plies = (page: Page) => page.locator('[data-testid="history"] [data-testid="ply"]').count();

/** Walks the focus over the board with the arrow keys to the cell `to` (by where the cells are drawn). */
async function walkTo(page: Page, to: string): Promise<void> {
  for (let i = 0; i < 24; i++) {
    const step = await page.evaluate((target) => {
      const a = document.activeElement as HTMLElement | null;
      if (a?.dataset.cell === target) return null;
      const here = a!.getBoundingClientRect();
      const there = document.querySelector(`[data-cell="${target}"]`)!.getBoundingClientRect();
      const dx = there.x - here.x;
      const dy = there.y - here.y;
      if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'ArrowRight' : 'ArrowLeft';
      return dy > 0 ? 'ArrowDown' : 'ArrowUp';
    }, to);
    if (step === null) return;
    await page.keyboard.press(step);
  }
  throw new Error(`the arrow keys did not reach ${to}`);
}

/** The cells the board offers now (its targets), in drawing order. */
const targets = (page: Page) => page.locator('[data-cell].target').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cell!));

describe('keyboard play for every game', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ page, problems } = app));

  it('Morris: the focus starts on a point White may take, and arrows and Enter place the men', async () => {
    await startOnScreen(page, 'morris', { keyboard: true });
    const first = await focused(page);
    expect(first.cell).not.toBe('');
    expect(first.visible).toBe(true);
    expect(await targets(page)).toContain(first.cell);
    await page.keyboard.press('Enter');
    await expect.poll(() => plies(page)).toBe(1);
    // Black's turn: the focus stays where the person left it (no jump back after Enter), visible.
    const second = await focused(page);
    expect(second.cell).toBe(first.cell);
    expect(second.visible).toBe(true);
    // The arrows follow the board's lines: a7 Right is d7, d7 Down is d6 (never across the empty middle).
    expect(first.cell).toBe('a7');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).cell).toBe('d7');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).cell).toBe('d6');
    await page.keyboard.press('Enter');
    await expect.poll(() => plies(page)).toBe(2);
    expect((await focused(page)).cell).toBe('d6');
    await page.screenshot({ path: artifact('keyboard-morris.png') });
  });

  it('Not Made in Germany: the focus starts on one of England’s men; Enter, the arrows and Enter move it', async () => {
    await startOnScreen(page, 'not-made-in-germany', { keyboard: true });
    const first = await focused(page);
    expect(first.side).toBe('england');
    expect(first.visible).toBe(true);
    await page.keyboard.press('Enter');
    const dests = await targets(page);
    expect(dests.length).toBeGreaterThan(0);
    await walkTo(page, dests[0]!);
    await page.keyboard.press('Enter');
    await expect.poll(() => plies(page)).toBe(1);
    expect((await focused(page)).side).toBe('germany');
    await page.screenshot({ path: artifact('keyboard-not-made-in-germany.png') });
  });

  it.each(['archery', 'quoits'])('%s: the Spin button has the focus; Enter spins, and Enter plays the arrow or man', async (game) => {
    await startOnScreen(page, game, { keyboard: true });
    expect(await focused(page)).toMatchObject({ id: 'spin', visible: true });
    // The spin for lead, one spin per player, then the first player's spin and move: Enter each time on
    // what has the focus, which is always the Spin button or the first arrow that may move.
    for (let i = 0; i < 4; i++) {
      const before = await plies(page);
      await expect.poll(async () => (await focused(page)).id).toMatch(/^(spin|choice-.*)$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => plies(page)).toBeGreaterThan(before);
    }
    expect(await plies(page)).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: artifact(`keyboard-${game}.png`) });
  });

  it('Spoof: the focus starts on a Stars man; Enter aims, the arrows turn, 7 sets the strength, Enter flicks', async () => {
    await startOnScreen(page, 'spoof', { keyboard: true });
    const first = await focused(page);
    expect(first.id).toMatch(/^man-/);
    expect(first.owner).toBe('0');
    expect(first.visible).toBe(true);
    // Escape while aiming drops the aim and keeps the focus on the man (the newcomer's fell to the page).
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).id).toBe(first.id);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('7');
    expect(await page.getAttribute('[data-testid="spoof-meter"]', 'data-strength')).toBe('0.700');
    expect(await page.textContent('[data-testid="spoof-keys"]')).toContain('Enter flicks');
    await page.screenshot({ path: artifact('keyboard-spoof.png') });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('[data-testid="spoof-screen"]', 'data-shots'), { timeout: 20_000 }).toBe('1');
    expect(problems).toEqual([]);
  });
});
