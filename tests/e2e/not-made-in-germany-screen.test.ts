/**
 * Not Made in Germany on screen (issue 6 §4–5): the whole game of
 * `tests/data/not-made-in-germany/england-wins.json` played by clicks in Debian's Chromium against the
 * built web host (`node dist/web/server.js`, what `npm run web` runs), from the set-up to England's win:
 * each move made by clicking the man and then where its chain ends, the jump path of every chain checked
 * on screen before it is played, the letters on screen checked against the engine after every ply, the
 * letters home counted, the board turned to England's side, and the result shown.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { clickSquare, endsOf, historyOf, loadEnglandWins, positionsAfter, rankAsDrawn, startNmigGame, waitForPosition } from './not-made-in-germany-ui';
import { START_POSITION } from '../../src/games/not-made-in-germany/index';

const record = loadEnglandWins();
const positions = positionsAfter(record.moves);

describe('a whole game of Not Made in Germany on screen', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 } }, (app) => ({ page, problems } = app));

  it('draws the set-up as on the sheet’s plan, seen from Germany’s side', async () => {
    await startNmigGame(page, { seats: ['screen', 'screen'], board: 'none' });
    await waitForPosition(page, START_POSITION);
    expect(await rankAsDrawn(page, 9)).toBe('FDNALGNEF');
    expect(await rankAsDrawn(page, 1)).toBe('fgermanyf');
    expect(await page.getAttribute('[data-testid="nmig-board"]', 'data-view')).toBe('germany');
    expect(await page.locator('.square.ornament').count()).toBe(7);
    await page.screenshot({ path: artifact('nmig-screen-setup.png') });
  });

  it('plays the record by clicks to England’s win, showing every chain’s path first', async () => {
    let chainsChecked = 0;
    for (const [i, move] of record.moves.entries()) {
      const squares = move.split('-');
      const from = squares[0]!;
      const to = squares[squares.length - 1]!;
      await clickSquare(page, from);
      await page.waitForSelector(`[data-testid="dest-${to}"]`);
      if (squares.length > 2) {
        // Hovering the destination draws its jump path: a chain from the man to it, leap by leap.
        await page.hover(`[data-testid="square-${to}"]`);
        const route = (await page.getAttribute('[data-testid="route-shown"]', 'data-route'))!.split('-');
        expect(route[0]).toBe(from);
        expect(route[route.length - 1]).toBe(to);
        expect(route.length).toBeLessThanOrEqual(squares.length);
        chainsChecked++;
        if (i === 18) await page.screenshot({ path: artifact('nmig-screen-chain.png') });
      }
      await clickSquare(page, to);
      await waitForPosition(page, positions[i]!);
    }
    expect(chainsChecked).toBeGreaterThan(20);
    expect(await historyOf(page)).toEqual(record.moves.map(endsOf));
    const status = page.locator('[data-testid="status"]');
    await expect.poll(() => status.getAttribute('data-status')).toBe('won');
    expect(await status.getAttribute('data-winners')).toBe('0');
    expect(await status.textContent()).toMatch(/England wins/);
    // England's word stands on Germany's home row, each man on the file it started on.
    expect(await rankAsDrawn(page, 1)).toBe('FDNALGNEF');
    expect(await page.getAttribute('[data-testid="home-england"]', 'data-home')).toBe('9');
    expect(await page.getAttribute('[data-testid="board"]', 'data-winner')).toBe('0');
    expect(await page.textContent('[data-testid="home-england"]')).toContain('wins!');
    await page.screenshot({ path: artifact('nmig-screen-won.png') });
  });

  it('turns the board to England’s side, where England’s word reads upright from the left', async () => {
    await page.click('[data-testid="turn-board"]');
    expect(await page.getAttribute('[data-testid="nmig-board"]', 'data-view')).toBe('england');
    // Seen from England's seat, file i is on the left: the squares of rank 1 from left to right.
    const xs = await Promise.all([...'abcdefghi'].map(async (f) => (await page.locator(`[data-testid="square-${f}1"]`).boundingBox())!.x));
    expect([...xs].sort((a, b) => b - a)).toEqual(xs);
    await page.screenshot({ path: artifact('nmig-screen-won-england-side.png') });
  });

  it('saves the record and replays it, drawing each chain’s path', async () => {
    await page.click('[data-testid="save"]');
    await page.waitForSelector('[data-testid="info"]');
    const saved = (await page.getAttribute('[data-testid="info"]', 'data-record'))!;
    await page.click('[data-testid="new-game"]');
    await page.click(`[data-testid="record-${saved}"]`);
    const replay = page.locator('[data-testid="replay-screen"]');
    await page.waitForSelector('[data-testid="replay-screen"]');
    expect(await replay.getAttribute('data-total')).toBe(String(record.moves.length));
    // Ply 3 is the chain c9-e9-c7 (recorded as c9-c7): its path is drawn after it.
    if ((await replay.getAttribute('data-ply')) !== '0') await page.click('[data-testid="replay-first"]');
    await expect.poll(() => replay.getAttribute('data-ply')).toBe('0');
    for (let k = 1; k <= 3; k++) {
      await page.click('[data-testid="replay-forward"]');
      await expect.poll(() => replay.getAttribute('data-ply')).toBe(String(k));
    }
    await waitForPosition(page, positions[2]!);
    expect(await page.getAttribute('[data-testid="last-route"]', 'data-route')).toBe(record.moves[2]);
    await page.screenshot({ path: artifact('nmig-screen-replay.png') });
    await page.click('[data-testid="replay-last"]');
    await waitForPosition(page, positions[positions.length - 1]!);
    expect(await page.getAttribute('[data-testid="board"]', 'data-winner')).toBe('0');
    await page.click('[data-testid="close-replay"]');
    await page.waitForSelector('[data-testid="replay-screen"]', { state: 'detached' });
  });

  it('raised no console errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
