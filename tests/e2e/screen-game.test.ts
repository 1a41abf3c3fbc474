/**
 * On screen only (issue 5 §4): a whole Morris game by clicks and drags, including captures and a win,
 * in Debian's Chromium against the built web host (`node dist/web/server.js`, what `npm run web` runs).
 * The game is the published one of `tests/data/morris/` (Sanmill's WinLessThanThreeGame): placements
 * are clicked, moves alternate between dragging the man and clicking from-then-to, captures are
 * clicked. Also: undo/redo, save the record, replay it, and the start-screen screenshot.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { ROOT, artifact, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, dragMan, historyOf, loadPublishedGame, startGame, waitForPlies } from './support/morris-ui';

const record = loadPublishedGame();

describe('a whole Morris game on screen', () => {
  let web: WebHostProcess;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  useApp({}, (app) => ({ web, browser, page, problems } = app));

  it('shows the start screen at kiosk size', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    expect(await page.locator('[data-testid^="game-"]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-testid="option-flying"]').count()).toBe(1);
    await page.screenshot({ path: artifact('start-screen.png') });
  });

  it('plays the published game by clicks and drags to White’s win', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none', preset: 'modern' });
    expect(await page.getAttribute('[data-testid="board-status"]', 'data-state')).toBe('none');
    let moveCount = 0;
    for (const [i, notation] of record.moves.entries()) {
      const [body = '', ...captures] = notation.split('x');
      const [from, to] = body.split('-');
      if (to === undefined) {
        await clickPoint(page, from!);
      } else if (moveCount++ % 2 === 0) {
        await dragMan(page, from!, to);
      } else {
        await clickPoint(page, from!);
        await clickPoint(page, to);
      }
      if (captures.length > 0) {
        // The row is made: the screen now asks for a man to take, and only takeable men are offered.
        await page.waitForSelector(`[data-testid="point-${captures[0]}"].target`);
        expect(await page.textContent('[data-testid="prompt"]')).toContain('Take one of');
        for (const c of captures) await clickPoint(page, c);
      }
      await waitForPlies(page, i + 1);
      expect(await historyOf(page)).toEqual(record.moves.slice(0, i + 1));
      if (i === 9) {
        // Undo takes the ply back on screen; redo restores it.
        await page.click('[data-testid="undo"]');
        await waitForPlies(page, i);
        await page.click('[data-testid="redo"]');
        await waitForPlies(page, i + 1);
        expect(await historyOf(page)).toEqual(record.moves.slice(0, i + 1));
      }
    }
    const status = page.locator('[data-testid="status"]');
    await expect.poll(() => status.getAttribute('data-status')).toBe(record.result.kind);
    expect(await status.getAttribute('data-winners')).toBe(record.result.winners!.join(','));
    expect(await status.textContent()).toMatch(/White wins: .+/);
    // Black is down to two men: two on the board, none in hand, seven captured.
    expect(await page.getAttribute('[data-testid="tray-black"]', 'data-captured')).toBe('7');
    expect(await page.locator('[data-testid^="point-"][data-man="black"]').count()).toBe(2);
    await page.screenshot({ path: artifact('screen-game-won.png') });
  });

  it('saves the record and replays it ply by ply', async () => {
    await page.click('[data-testid="save"]');
    await page.waitForSelector('[data-testid="info"]');
    const saved = (await page.getAttribute('[data-testid="info"]', 'data-record'))!;
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.click(`[data-testid="record-${saved}"]`);
    await page.waitForSelector('[data-testid="replay-screen"]');
    const replay = page.locator('[data-testid="replay-screen"]');
    expect(await replay.getAttribute('data-total')).toBe(String(record.moves.length));
    // The first/back/forward/last buttons draw their icons (media glyphs are missing from Chromium's fonts).
    for (const id of ['replay-first', 'replay-back', 'replay-forward', 'replay-last']) {
      const box = await page.locator(`[data-testid="${id}"] svg.icon`).boundingBox();
      expect(box?.width).toBeGreaterThan(10);
      expect(await page.getAttribute(`[data-testid="${id}"]`, 'aria-label')).toMatch(/^(First|Back|Forward|Last)$/);
    }
    if ((await replay.getAttribute('data-ply')) !== '0') await page.click('[data-testid="replay-first"]');
    await expect.poll(() => replay.getAttribute('data-ply')).toBe('0');
    expect(await page.locator('[data-testid^="point-"][data-man="white"]').count()).toBe(0);
    await page.click('[data-testid="replay-forward"]');
    await expect.poll(() => replay.getAttribute('data-ply')).toBe('1');
    expect(await page.getAttribute('[data-testid="point-g1"]', 'data-man')).toBe('white');
    await page.click('[data-testid="replay-last"]');
    await expect.poll(() => replay.getAttribute('data-ply')).toBe(String(record.moves.length));
    expect(await page.locator('[data-testid^="point-"][data-man="black"]').count()).toBe(2);
    await page.click('[data-testid="close-replay"]');
    await page.waitForSelector('[data-testid="replay-screen"]', { state: 'detached' });
  });

  it('opens a record file for replay from the start screen', async () => {
    await page.setInputFiles('[data-testid="record-file"]', join(ROOT, 'tests/data/morris/sanmill-win-less-than-three.json'));
    await page.waitForSelector('[data-testid="replay-screen"]');
    expect(await page.getAttribute('[data-testid="replay-screen"]', 'data-total')).toBe(String(record.moves.length));
    await page.click('[data-testid="close-replay"]');
    await page.waitForSelector('[data-testid="start-screen"]');
  });

  it('plays against the computer, which answers on its own', async () => {
    await startGame(page, { seats: ['screen', 'computer'], board: 'none' });
    await clickPoint(page, 'd2');
    await waitForPlies(page, 2);
    const [mine, theirs] = await historyOf(page);
    expect(mine).toBe('d2');
    expect(theirs).toMatch(/^[a-g][1-7]$/);
    expect(await page.getAttribute('[data-testid="status"]', 'data-turn')).toBe('0');
  });

  it('stops the animations when the system asks for reduced motion', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    for (const [i, c] of ['a7', 'a1', 'd7', 'b6', 'g7'].entries()) {
      await clickPoint(page, c);
      if (i < 4) await waitForPlies(page, i + 1);
    }
    // g7 closes the row a7-d7-g7: the screen asks for a man to take; take b6.
    await page.waitForSelector('[data-testid="point-b6"].target');
    await clickPoint(page, 'b6');
    await waitForPlies(page, 5);
    const fresh = page.locator('[data-testid="mill"].fresh');
    expect(await fresh.getAttribute('data-line')).toBe('a7 d7 g7');
    expect(await fresh.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/pulse$/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await fresh.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('plays by touch and by keyboard as well', async () => {
    const touch = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 600 }, locale: 'en-GB' });
    const tablet = await touch.newPage();
    try {
      await tablet.goto(web.url);
      await tablet.waitForSelector('[data-testid="game-screen"]');
      await tablet.click('[data-testid="new-game"]');
      await startGame(tablet, { seats: ['screen', 'screen'], board: 'none' });
      await tablet.tap('[data-testid="point-d2"] .hit');
      await waitForPlies(tablet, 1);
      // Keyboard: focus a point, walk with the arrow keys, pick with Enter.
      await tablet.focus('[data-testid="point-d2"]');
      await tablet.keyboard.press('ArrowUp');
      await tablet.keyboard.press('Enter');
      await waitForPlies(tablet, 2);
      expect(await historyOf(tablet)).toEqual(['d2', 'd3']);
    } finally {
      await touch.close();
    }
  });

  it('reaches the board with Tab, labels its edges, and keeps a pending capture against a stray click', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    const onPoint = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cell ?? null);
    for (let i = 0; i < 30 && (await onPoint()) === null; i++) await page.keyboard.press('Tab');
    expect(await onPoint()).toBe('a7');
    await page.keyboard.press('ArrowRight');
    expect(await onPoint()).toBe('d7');
    await page.keyboard.press('Enter');
    await waitForPlies(page, 1);
    for (const [i, c] of ['a1', 'a7', 'd1'].entries()) {
      await clickPoint(page, c);
      await waitForPlies(page, i + 2);
    }
    expect(await page.locator('[data-testid="coords"] text').allTextContents()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', '1', '2', '3', '4', '5', '6', '7']);
    // g7 closes a7 d7 g7; a click on the empty b6 keeps the capture pending and says why.
    await clickPoint(page, 'g7');
    await page.waitForSelector('[data-testid="point-a1"].target');
    await clickPoint(page, 'b6');
    expect(await page.textContent('[data-testid="prompt"]')).toBe("White: Take one of Black's ringed men first, or press Escape to choose another move");
    expect(await historyOf(page)).toEqual(['d7', 'a1', 'a7', 'd1']);
    await page.locator('[data-testid="board"]').screenshot({ path: artifact('morris-board-pending-capture.png') });
    await clickPoint(page, 'a1');
    await waitForPlies(page, 5);
    expect(await historyOf(page)).toEqual(['d7', 'a1', 'a7', 'd1', 'g7xa1']);
    await page.screenshot({ path: artifact('morris-board-coords.png') });
  });

  it('raised no console errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
