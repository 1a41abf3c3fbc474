/**
 * Driving and reading the Morris screen in Chromium through its stable test ids
 * (`data-testid="point-d2"`, `history` / `ply[data-notation]`, `status[data-status]`, ...).
 */
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness';
import { pressStart } from './start';

/** The published game every end-to-end test plays (see its `meta.source`). */
export interface MorrisRecord {
  readonly moves: readonly string[];
  readonly options: Record<string, unknown>;
  readonly result: { readonly kind: string; readonly winners?: readonly number[] };
  readonly meta: Record<string, string>;
}

/**
 * Reads `tests/data/morris/sanmill-win-less-than-three.json`: a complete game from the Sanmill
 * project's test data (calcitem/Sanmill, `src/ui/flutter_app/test/helpers/test_mills.dart`,
 * `WinLessThanThreeGame`), converted to Parlour's record format by the Morris engineer; White wins
 * by reducing Black to two men.
 */
export function loadPublishedGame(): MorrisRecord {
  return JSON.parse(readFileSync(join(ROOT, 'tests/data/morris/sanmill-win-less-than-three.json'), 'utf8')) as MorrisRecord;
}

export { historyOf, waitForPlies } from './history';

/** Starts a game from the start screen. */
export async function startGame(
  page: Page,
  o: { seats: [string, string]; board: 'none' | 'virtual' | { port: string }; preset?: string },
): Promise<void> {
  await page.waitForSelector('[data-testid="start-screen"]');
  await page.check('[data-testid="game-morris"]');
  // The board first: the seat kinds offered follow it ("at the board" only with a board).
  if (o.board === 'none') await page.check('[data-testid="board-none"]');
  else if (o.board === 'virtual') await page.check('[data-testid="board-virtual"]');
  else {
    await page.check('[data-testid="board-serial"]');
    await page.fill('[data-testid="port-path"]', o.board.port);
  }
  await page.selectOption('[data-testid="seat-0"]', o.seats[0]);
  await page.selectOption('[data-testid="seat-1"]', o.seats[1]);
  if (o.preset !== undefined) await page.selectOption('[data-testid="preset"]', o.preset);
  await pressStart(page);
  await page.waitForSelector('[data-testid="game-screen"]');
}

/** The centre of a point on screen, in CSS pixels. */
export async function pointCentre(page: Page, cell: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-testid="point-${cell}"] .hit`).boundingBox();
  if (box === null) throw new Error(`point ${cell} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks a point (a tap of the mouse). */
export async function clickPoint(page: Page, cell: string): Promise<void> {
  const c = await pointCentre(page, cell);
  await page.mouse.click(c.x, c.y);
}

/** Drags the man on `from` to `to` with the mouse, through a few intermediate positions. */
export async function dragMan(page: Page, from: string, to: string): Promise<void> {
  const a = await pointCentre(page, from);
  const b = await pointCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2 + 7, (a.y + b.y) / 2 - 5, { steps: 4 });
  await page.mouse.move(b.x + 3, b.y - 2, { steps: 4 });
  await page.mouse.up();
}
