/**
 * The game screen's actions stay in view (a newcomer's report: on the German game screen at 1024x768
 * with two notices open, the side panel scrolled and "Neue Partie" was below the fold): a Morris game
 * resumed after the host restarted (the notice "Mühle nach 3 Halbzügen fortgesetzt.") and then saved
 * (the notice "Gespeichert als … im Ordner …"), in German at 1024x768; New game, Resign, Offer a draw
 * and the hint are each visible in the window without scrolling: inside the viewport and the topmost
 * element at their centre (so no scrolled panel clips them). Whose turn it is stays in view above the
 * notices. Screenshot (looked at): `test-artifacts/side-actions-de-1024x768.png`.
 *
 * Upright on a tablet (768x1024, by touch, in German: the longest words), a refused pick during a
 * capture puts a two-line prompt and the refusal above the move list; the list still shows its plies
 * whole (it was cut to half a row, with the sound switch on a line of its own under the bar).
 * Screenshot (looked at): `test-artifacts/side-actions-de-768x1024-touch.png`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launchBrowser, openApp, startWebHostProcess, type WebHostProcess } from './support/harness';
import { clickPoint, startGame } from './support/morris-ui';

/** The ids of `ids` that are not wholly in the viewport, or that something else covers or clips at their centre. */
function outOfView(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    return list.filter((id) => {
      const e = document.querySelector(`[data-testid="${id}"]`);
      if (e === null) return true;
      const r = e.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth || r.height === 0) return true;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top === null || !e.contains(top);
    });
  }, ids);
}

/**
 * Opens the app upright by touch in German (`width` x `height`), starts a hot-seat Morris game, and
 * plays to a refusal during a capture: White closes a mill (a7 d7 g7) and must take a black man, and a
 * tap on the empty b6 is refused. Screenshot `side-actions-de-<w>x<h>-touch.png`.
 * @returns the page (its context is closed by the caller) and the page errors seen.
 */
async function refusedCapture(browser: Browser, url: string, width: number, height: number): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, locale: 'de-DE' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url);
  await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
  const tap = async (cell: string) => {
    const b = (await page.locator(`[data-testid="point-${cell}"] .hit`).boundingBox())!;
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  };
  for (const [k, c] of ['a7', 'a1', 'd7', 'd1', 'g7'].entries()) {
    await tap(c);
    if (k < 4) await page.waitForSelector(`[data-testid="ply"][data-notation="${c}"]`);
  }
  await page.waitForSelector('[data-testid="prompt"]:has-text("Schlage")');
  await tap('b6');
  await page.waitForSelector('[data-testid="error"]');
  await page.screenshot({ path: artifact(`side-actions-de-${width}x${height}-touch.png`) });
  return { page, problems };
}

describe('the actions on the game screen with notices open', () => {
  let web: WebHostProcess | undefined;
  let browser: Browser | undefined;
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it('keeps New game, Resign, Offer a draw and the hint in view in German at 1024x768 with two notices', async () => {
    const first = await startWebHostProcess();
    web = first;
    browser = await launchBrowser();
    const before = await openApp(browser, first.url, { width: 1024, height: 768 }, 'de-DE');
    await startGame(before.page, { seats: ['screen', 'screen'], board: 'none' });
    for (const c of ['d2', 'a7', 'g1']) {
      await clickPoint(before.page, c);
      await before.page.waitForSelector(`[data-testid="ply"][data-notation="${c}"]`);
    }
    await before.page.close();
    await first.stop();
    web = await startWebHostProcess({ dataDir: first.dataDir });
    const { page, problems } = await openApp(browser, web.url, { width: 1024, height: 768 }, 'de-DE');
    await page.click('[data-testid="resume"]');
    await page.waitForSelector('[data-testid="game-screen"][data-phase="playing"]');
    await page.click('[data-testid="save"]');
    await page.waitForSelector('[data-testid="info"]');
    expect(await page.locator('[data-testid="notices"] > .notice').count()).toBe(2);
    expect(await page.textContent('[data-testid="new-game"]')).toBe('Neue Partie');
    await page.screenshot({ path: artifact('side-actions-de-1024x768.png') });
    expect(await outOfView(page, ['new-game', 'resign', 'offer-draw', 'hint', 'undo', 'prompt'])).toEqual([]);
    // The move list between them keeps its newest ply whole in view (it was cut in half under the
    // actions when they stood one a row).
    const newest = await page.evaluate(() => {
      const said = document.querySelector('[data-testid="side-said"]')!.getBoundingClientRect();
      const ply = document.querySelector('[data-testid="ply"][data-notation="g1"]')!.getBoundingClientRect();
      return ply.top >= said.top && ply.bottom <= said.bottom && ply.height > 0;
    });
    expect(newest).toBe(true);
    // ... and the window itself does not scroll to show them.
    expect(await page.evaluate(() => [document.scrollingElement!.scrollTop, document.scrollingElement!.scrollHeight <= innerHeight])).toEqual([0, true]);
    expect(problems).toEqual([]);
  });

  it('keeps the move list whole under a refusal, upright on a tablet in German by touch', async () => {
    // A host of its own (the first test's still holds its game), stopped at the end.
    const own = await startWebHostProcess();
    browser ??= await launchBrowser();
    const { page, problems } = await refusedCapture(browser, own.url, 768, 1024);
    const shown = await page.evaluate(() => {
      const said = document.querySelector('[data-testid="side-said"]')!.getBoundingClientRect();
      const list = document.querySelector('[data-testid="history"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid="ply"]')].map((e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= Math.max(said.top, list.top) && r.bottom <= Math.min(said.bottom, list.bottom);
      });
    });
    expect(shown).toEqual([true, true, true, true]);
    // The bar above the board is one line: the sound switch sits beside whose turn it is.
    const [bar, sound, status] = await page.evaluate(() =>
      ['.screen-bar', '[data-testid="sound-control"]', '[data-testid="status"]'].map((q) => {
        const r = document.querySelector(q)!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }),
    );
    expect(sound!.top).toBeLessThan(status!.bottom);
    expect(bar!.bottom).toBeLessThan(80);
    expect(await outOfView(page, ['new-game', 'resign', 'undo', 'prompt', 'error'])).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
    await own.stop();
  });

  it('keeps the newest plies in view under a refusal on a small upright screen (600x900), in German by touch', async () => {
    const own = await startWebHostProcess();
    browser ??= await launchBrowser();
    const { page, problems } = await refusedCapture(browser, own.url, 600, 900);
    // The list had 37 px here, its rows behind the actions: the newest two are now whole in view.
    expect(await outOfView(page, ['look-3', 'look-4', 'new-game', 'undo', 'prompt', 'error'])).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
    await own.stop();
  });
});
