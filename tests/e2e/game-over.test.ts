/**
 * The game-over card (issue 14: "who won and why, the score, and Rematch (same seats, sides swapped) /
 * New game / Save"), in Debian's Chromium against the built web host: a game against the computer ended
 * by resignation, saved, and rematched with the sides swapped; a game won by the rules; the same card in
 * German on a touch-sized second screen. Screenshots: `test-artifacts/game-over-*.png`.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, openApp, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';

describe('the game-over card', () => {
  let web: WebHostProcess;
  let page: Page;
  let browser: Browser;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ web, page, browser, problems } = app));

  it('says who won and why, with the score, after a resignation', async () => {
    await startGame(page, { seats: ['screen', 'computer'], board: 'none' });
    await clickPoint(page, 'd2');
    await waitForPlies(page, 2);
    await page.click('[data-testid="resign"]');
    await page.click('[data-testid="confirm-yes"]');
    await page.waitForSelector('[data-testid="game-over"][data-status="won"]');
    expect(await page.textContent('[data-testid="game-over-headline"]')).toBe('Black wins');
    expect(await page.textContent('[data-testid="game-over-why"]')).toBe('By resignation: White resigned.');
    const score = await page.$$eval('[data-testid="game-over-score"] tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent?.trim()).join(' ')));
    expect(score).toEqual(['in hand 8 8', 'on board 1 1', 'men lost 0 0']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rematch');
    // One of each way on: Save and New game are the card's, not repeated in the controls under the moves.
    for (const id of ['rematch', 'new-game', 'save']) {
      expect(await page.locator(`[data-testid="${id}"]`).count()).toBe(1);
      expect(await page.locator(`[data-testid="game-over"] [data-testid="${id}"]`).count()).toBe(1);
    }
    expect(await page.locator('button', { hasText: /^(New game|Save the record)$/ }).count()).toBe(2);
    await page.screenshot({ path: artifact('game-over-resigned.png') });
  });

  let saved = '';
  it('saves the record from the card, and says which file went to which folder', async () => {
    await page.click('[data-testid="save"]');
    await page.waitForSelector('[data-testid="info"]');
    saved = (await page.getAttribute('[data-testid="info"]', 'data-record'))!;
    expect(saved).toMatch(/\.json$/);
    const folder = join(resolve(web.dataDir), 'records');
    expect(await page.textContent('[data-testid="info"] span')).toBe(`Saved as ${saved} in the folder ${folder}`);
    await page.screenshot({ path: artifact('game-over-saved.png') });
  });

  it('shows the same card on another screen, in German, in a touch-sized window', async () => {
    const de = await openApp(browser, web.url, { width: 768, height: 1024 }, 'de-DE');
    try {
      await de.page.waitForSelector('[data-testid="game-over"]');
      expect(await de.page.textContent('[data-testid="game-over-headline"]')).toBe('Schwarz gewinnt');
      expect(await de.page.textContent('[data-testid="game-over-why"]')).toBe('Durch Aufgabe: Weiß hat aufgegeben.');
      expect(await de.page.textContent('[data-testid="rematch"]')).toBe('Revanche mit getauschten Seiten');
      // Saved again from here: the same file, and the sentence in German says where it is.
      await de.page.click('[data-testid="save"]');
      await de.page.waitForSelector('[data-testid="info"]');
      expect(await de.page.getAttribute('[data-testid="info"]', 'data-record')).toBe(saved);
      expect(await de.page.textContent('[data-testid="info"] span')).toBe(`Gespeichert als ${saved} im Ordner ${join(resolve(web.dataDir), 'records')}`);
      await de.page.screenshot({ path: artifact('game-over-de-768x1024.png') });
      expect(de.problems).toEqual([]);
    } finally {
      await de.page.close();
    }
  });

  it('rematches with the sides swapped: the computer now plays White, the person Black', async () => {
    await page.click('[data-testid="rematch"]');
    await page.waitForSelector('[data-testid="game-over"]', { state: 'detached' });
    await waitForPlies(page, 1);
    expect(await page.textContent('[data-testid="status"]')).toContain('Black to move (on screen)');
    expect(await page.textContent('[data-testid="resign"]')).toBe('Resign (Black)');
    // Undo now, before the person has moved: nothing of theirs to take back, and the screen says so.
    await page.click('[data-testid="undo"]');
    await page.waitForSelector('[data-testid="error"][data-code="session/nothing-to-undo"]');
    expect(await page.textContent('[data-testid="error"] span')).toBe(
      "Nothing taken back: the only moves so far are the computer's (White); taken back, it would play them again at once.",
    );
    expect(await page.locator('[data-testid="history"] [data-testid="ply"]').count()).toBe(1);
    await page.screenshot({ path: artifact('game-over-rematch-undo.png') });
    expect(problems).toEqual([]);
  });

  it('finds the saved record by a search, and its replay says the game is finished at every ply', async () => {
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="records-search"]');
    await page.fill('[data-testid="records-search"]', saved);
    await page.click(`[data-testid="record-${saved}"]`);
    await page.waitForSelector('[data-testid="replay-screen"]');
    expect(await page.textContent('[data-testid="replay-ply"]')).toBe('Ply 2 of 2 · Finished: the winner is Black (by resignation)');
    await page.click('[data-testid="replay-first"]');
    await page.waitForSelector('[data-testid="replay-screen"][data-ply="0"]');
    expect(await page.getAttribute('[data-testid="replay-ply"]', 'data-result')).toBe('won');
    // The record's metadata in words, not its identifiers ("seats: screen computer").
    const meta = await page.textContent('[data-testid="replay-meta"]');
    expect(meta).toContain('Players');
    expect(await page.textContent('[data-testid="replay-meta"] [data-key="seats"]')).toBe('White: Person on screen, Black: Computer');
    expect(meta).not.toMatch(/seats|screen computer/);
    await page.screenshot({ path: artifact('game-over-replay-finished.png') });
    expect(problems).toEqual([]);
  });
});
