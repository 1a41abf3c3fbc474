/**
 * Driving and reading the Not Made in Germany screen in Chromium through its stable test ids
 * (`square-d1[data-man]`, `board[data-position]`, `home-england[data-home]`, `route-shown[data-route]`,
 * the history's `ply[data-notation]`, `status[data-status]`), and the record both whole-game tests play.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './support/harness';
import { notMadeInGermany, START_POSITION } from '../../src/games/not-made-in-germany/index';
import { parseOptions } from '../../src/core/options';
import { unwrap } from '../../src/core/result';
import { pressStart } from './support/start';

/** A game record of `tests/data/not-made-in-germany/`. */
export interface NmigRecord {
  /** Moves as full landing lists (`c9-e9-c7`). */
  readonly moves: readonly string[];
  readonly result: { readonly kind: string; readonly winners: readonly number[] };
}

/**
 * `tests/data/not-made-in-germany/england-wins.json`: 71 plies from the set-up to England's win
 * (greedy self-play, seed 11), every chain written as its landings.
 */
export function loadEnglandWins(): NmigRecord {
  return JSON.parse(readFileSync(join(ROOT, 'tests/data/not-made-in-germany/england-wins.json'), 'utf8')) as NmigRecord;
}

/** `c9-e9-c7` → `c9-c7`: the move's identity, as the history shows it. */
export function endsOf(move: string): string {
  const s = move.split('-');
  return `${s[0]}-${s[s.length - 1]}`;
}

/** The position (notation) after each ply of `moves` from the set-up, by the engine. */
export function positionsAfter(moves: readonly string[]): string[] {
  const g = notMadeInGermany;
  let pos = unwrap(g.parsePosition(START_POSITION, unwrap(parseOptions(g.options, {}))));
  return moves.map((m) => {
    pos = unwrap(g.play(pos, unwrap(g.parseMove(m))));
    return g.formatPosition(pos);
  });
}

/** Starts a Not Made in Germany game from the start screen. */
export async function startNmigGame(page: Page, o: { seats: [string, string]; board: 'none' | { port: string } }): Promise<void> {
  await page.waitForSelector('[data-testid="start-screen"]');
  await page.check('[data-testid="game-not-made-in-germany"]');
  // The board first: the seat kinds offered follow it ("at the board" only with a board).
  if (o.board === 'none') await page.check('[data-testid="board-none"]');
  else {
    await page.check('[data-testid="board-serial"]');
    await page.fill('[data-testid="port-path"]', o.board.port);
  }
  await page.selectOption('[data-testid="seat-0"]', o.seats[0]);
  await page.selectOption('[data-testid="seat-1"]', o.seats[1]);
  await pressStart(page);
  await page.waitForSelector('[data-testid="nmig-board"]');
}

/** Clicks a square of the board. */
export async function clickSquare(page: Page, square: string): Promise<void> {
  await page.click(`[data-testid="square-${square}"]`);
}

export { historyOf } from './support/history';

/** Waits until the board draws `position` (its men, letters and side to move). */
export async function waitForPosition(page: Page, position: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((p) => document.querySelector('[data-testid="board"]')?.getAttribute('data-position') === p, position, { timeout });
}

/** The notation characters of a rank's men as drawn, from file a to i (`.` for a vacant square). */
export function rankAsDrawn(page: Page, rank: number): Promise<string> {
  return page.$$eval(
    [...'abcdefghi'].map((f) => `[data-testid="square-${f}${rank}"]`).join(','),
    (els) => els.map((e) => (e as HTMLElement).dataset.man || '.').join(''),
  );
}
