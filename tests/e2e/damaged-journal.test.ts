/**
 * A game resumed from a damaged journal, seen as a person sees it (a newcomer hand-edited a move and cut
 * the last line in half): the start screen says what was repaired, the game resumes with the plies that
 * hold, and the repair notice in the game's side panel wraps its long file path inside the panel, its ×
 * on the screen (at 1024x768 in German the × lay outside the window), and the game's buttons under it
 * within reach of the side panel's scrolling.
 */
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifact, launchBrowser, startWebHostProcess } from './support/harness';
import { startOnScreen } from './support/start';
import { clickPoint, waitForPlies } from './support/morris-ui';

describe('a game resumed from a damaged journal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-e2e-damaged-'));
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the plies that hold, and its notice fits the side panel', async () => {
    browser = await launchBrowser();
    const first = await startWebHostProcess({ dataDir });
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(first.url);
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.selectOption('[data-testid="language"]', 'de');
    await startOnScreen(page, 'morris');
    const moves = ['d2', 'd6', 'b4', 'f4', 'b2', 'f6'];
    for (const [i, m] of moves.entries()) {
      await clickPoint(page, m);
      await waitForPlies(page, i + 1);
    }
    await page.close();
    await first.stop();
    // The last line cut off half-way, as a crash in the middle of a write leaves it.
    const file = join(dataDir, 'journal', 'current.jsonl');
    const text = readFileSync(file, 'utf8').trimEnd();
    writeFileSync(file, text.slice(0, text.length - Math.floor(text.split('\n').at(-1)!.length / 2)));

    const second = await startWebHostProcess({ dataDir });
    try {
      const again = await browser.newPage({ viewport: { width: 1024, height: 768 } });
      await again.goto(second.url);
      await again.waitForSelector('[data-testid="resume-offer"]');
      await again.click('[data-testid="resume"]');
      await again.waitForSelector('[data-testid="game-screen"]');
      await waitForPlies(again, moves.length - 1);
      const notice = again.locator('[data-testid="game-screen"] [data-testid="notice"]').first();
      await notice.waitFor();
      const fits = await again.evaluate(`(() => {
        const out = [];
        const inside = (sel) => { const e = document.querySelector(sel); if (!e) return out.push(sel + ' missing'); const r = e.getBoundingClientRect(); if (r.left < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(sel + ' outside: ' + Math.round(r.left) + '..' + Math.round(r.right) + ' x ' + Math.round(r.bottom)); };
        inside('[data-testid="game-screen"] [data-testid="notice"] button');
        const n = document.querySelector('[data-testid="game-screen"] [data-testid="notice"]');
        if (n && n.scrollWidth > n.clientWidth + 1) out.push('the notice is wider inside: ' + n.scrollWidth + ' > ' + n.clientWidth);
        return out;
      })()`);
      await again.screenshot({ path: artifact('damaged-journal-resumed-de.png') });
      expect(fits).toEqual([]);
      // The side panel scrolls: the game's buttons below the notice are there to reach.
      await again.locator('[data-testid="new-game"]').scrollIntoViewIfNeeded();
      const button = (await again.locator('[data-testid="new-game"]').boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(768);
      // Dismissed, it goes; the game is untouched.
      await notice.locator('button').click();
      await waitForPlies(again, moves.length - 1);
    } finally {
      await second.stop();
    }
  });
});
