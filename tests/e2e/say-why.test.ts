/**
 * Say why, always (issue 14: "An illegal action on screen (an occupied point while placing, a
 * non-adjacent point, an opponent's man, an ornament in Not Made in Germany) says why in a sentence, with
 * the engine's own reason, and marks the cell. Nothing is silently ignored."), in Debian's Chromium
 * against the built web host, English and German. Screenshots: `test-artifacts/say-why-*.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, openApp, type WebHostProcess } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, startGame, waitForPlies } from './support/morris-ui';
import { clickSquare, startNmigGame } from './not-made-in-germany-ui';
import { startOnScreen } from './support/start';

/** The refusal shown now: its code and sentence, and the cell marked on the board. */
async function refusal(page: Page, cell: string): Promise<{ code: string | null; text: string }> {
  await page.waitForSelector(`[data-testid="refused-${cell}"]`);
  const el = page.locator('[data-testid="error"]');
  return { code: await el.getAttribute('data-code'), text: (await el.textContent())!.replace('×', '').trim() };
}

describe('an illegal action on screen says why', () => {
  let web: WebHostProcess;
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 } }, (app) => ({ web, page, problems } = app));

  it('Morris: an occupied point while placing', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none' });
    await clickPoint(page, 'd2');
    await waitForPlies(page, 1);
    await clickPoint(page, 'd2');
    expect(await refusal(page, 'd2')).toEqual({ code: 'morris/occupied', text: 'Not allowed: d2 is not vacant.' });
    await page.screenshot({ path: artifact('say-why-occupied.png') });
    // The next pick clears the mark; a legal one plays.
    await clickPoint(page, 'd6');
    await waitForPlies(page, 2);
    expect(await page.locator('[data-testid^="refused-"]').count()).toBe(0);
  });

  it('Morris: a point not next to the man, and the opponent\'s man', async () => {
    // The rest of the placements (White d2 and Black d6 stand), none closing a row.
    const rest = ['b6', 'f6', 'g7', 'a1', 'd7', 'g1', 'b2', 'b4', 'c5', 'f4', 'e5', 'c3', 'c4', 'e3', 'e4', 'a7'];
    for (const [i, cell] of rest.entries()) {
      await clickPoint(page, cell);
      await waitForPlies(page, 3 + i);
    }
    expect(await page.getAttribute('[data-testid="status"]', 'data-turn')).toBe('0');
    await clickPoint(page, 'd2');
    await clickPoint(page, 'g4');
    expect(await refusal(page, 'g4')).toEqual({ code: 'morris/not-adjacent', text: 'Not allowed: d2 and g4 are not next to each other on a line.' });
    await page.keyboard.press('Escape');
    await clickPoint(page, 'd6');
    expect(await refusal(page, 'd6')).toEqual({ code: 'morris/not-own-man', text: 'Not allowed: White has no man on d6 to move.' });
    await page.screenshot({ path: artifact('say-why-not-adjacent.png') });
  });

  it('Not Made in Germany: an ornament, and the other side\'s man', async () => {
    await page.click('[data-testid="new-game"]');
    await startNmigGame(page, { seats: ['screen', 'screen'], board: 'none' });
    await clickSquare(page, 'e9');
    // The ornament is marked as never entered (aria-disabled), yet a person may click it: as a person does.
    const orn = (await page.locator('[data-testid="square-c5"]').boundingBox())!;
    await page.mouse.click(orn.x + orn.width / 2, orn.y + orn.height / 2);
    expect(await refusal(page, 'c5')).toEqual({ code: 'not-made-in-germany/ornament', text: 'Not allowed: c5 is an ornamental square.' });
    await page.screenshot({ path: artifact('say-why-ornament.png') });
    await page.keyboard.press('Escape');
    await clickSquare(page, 'a1');
    expect((await refusal(page, 'a1')).text).toBe("Not allowed: the man on a1 is Germany's; it is England's turn.");
    expect(problems).toEqual([]);
  });

  it('says it in German too', async () => {
    const de = await openApp(page.context().browser()!, web.url, { width: 1024, height: 768 }, 'de-DE');
    try {
      await de.page.waitForSelector('[data-testid="nmig-board"]');
      await clickSquare(de.page, 'a1');
      expect((await refusal(de.page, 'a1')).text).toMatch(/^Nicht erlaubt: /);
      await de.page.screenshot({ path: artifact('say-why-de.png') });
    } finally {
      await de.page.close();
    }
  });

  it('Spoof: a press on the other side\'s man says why and marks the man, and no shot is played', async () => {
    await startOnScreen(page, 'spoof');
    await page.waitForSelector('[data-testid="spoof-screen"][data-can-shoot="true"]');
    // Stars (the first seat) to shoot: press one of Plain's men, as a person who took it for theirs does.
    const plain = page.locator('[data-testid="spoof-screen"] [data-owner="1"][data-in-play="true"]').first();
    const id = (await plain.getAttribute('data-testid'))!.replace('man-', '');
    const box = (await plain.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForSelector('[data-testid="refused-man"]');
    const el = page.locator('[data-testid="error"][data-code="spoof/not-your-man"]');
    await el.waitFor();
    expect((await el.textContent())!.replace('×', '').trim()).toBe(`Not allowed: man ${id} is Plain's; Stars shoots one of his own men.`);
    expect(await page.getAttribute('[data-testid="spoof-screen"]', 'data-shots')).toBe('0');
    await page.screenshot({ path: artifact('say-why-spoof.png') });
    expect(problems).toEqual([]);
  });

  it('Spoof: a press while the computer is to shoot says whose turn it is', async () => {
    // Reduced motion: the computer's shot is shown at once, never sliding (a press during a slide is ignored).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startOnScreen(page, 'spoof', { seats: ['computer', 'screen'] });
    // The computer (Stars) opens; one of its men pressed at once says why.
    const stars = page.locator('[data-testid="spoof-screen"] [data-owner="0"][data-in-play="true"]').first();
    const box = (await stars.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const el = page.locator('[data-testid="error"][data-code]');
    await el.waitFor();
    // Refused either way: the computer's turn (it has not shot yet) or Plain's man pressed on Plain's turn.
    expect(await el.getAttribute('data-code')).toMatch(/^(session\/not-your-turn|spoof\/not-your-man)$/);
    expect((await el.textContent())!).toMatch(/^Not allowed: /);
    await page.emulateMedia({ reducedMotion: null });
    expect(problems).toEqual([]);
  });
});
