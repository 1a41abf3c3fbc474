/**
 * Parlour in German, end to end (issue 15: "a whole Morris game and the virtual-board guidance played
 * in German in Chromium; screenshots of the start screen and a game in both languages"). The browser's
 * locale is de-DE, so the app starts in German without being told (navigator.languages); the published
 * Morris game of `tests/data/morris/` is played on screen to White's win with the screen's prompts,
 * status and result in German; then the virtual board's guidance is followed in German; the language is
 * switched to English on the start screen, and the same screens are taken in English.
 * Screenshots: test-artifacts/i18n-{start,game,guidance}-{de,en}.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { clickPoint, dragMan, historyOf, loadPublishedGame, startGame, waitForPlies } from './support/morris-ui';

const record = loadPublishedGame();
const text = async (page: Page, id: string) => ((await page.textContent(`[data-testid="${id}"]`)) ?? '').replace(/\s+/g, ' ').trim();
const guidance = (page: Page) => page.locator('[data-testid="guidance-sentence"]').textContent({ timeout: 500 }).catch(() => null);

/** Plays the published game on screen (placements clicked, moves dragged, captures clicked). */
async function playPublished(page: Page, onCapture: (prompt: string) => void): Promise<void> {
  for (const [i, notation] of record.moves.entries()) {
    const [body = '', ...captures] = notation.split('x');
    const [from, to] = body.split('-');
    if (to === undefined) await clickPoint(page, from!);
    else await dragMan(page, from!, to);
    if (captures.length > 0) {
      await page.waitForSelector(`[data-testid="point-${captures[0]}"].target`);
      onCapture(await text(page, 'prompt'));
      for (const c of captures) await clickPoint(page, c);
    }
    await waitForPlies(page, i + 1);
  }
}

describe('Parlour in German', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' }, (app) => ({ page, problems } = app));

  it('starts in the browser’s language: the start screen in German', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.inputValue('[data-testid="language"]')).toBe('de');
    expect(await text(page, 'choose-game')).toContain('Mühle');
    expect(await text(page, 'start-game')).toBe('Mühle starten');
    // Screen only until a board is chosen (issue 14): people at the screen, or the computer.
    expect(await text(page, 'choose-players')).toContain('Person am Bildschirm');
    await page.screenshot({ path: artifact('i18n-start-de.png') });
  });

  it('plays a whole Morris game on screen in German, to White’s win', async () => {
    await startGame(page, { seats: ['screen', 'screen'], board: 'none', preset: 'modern' });
    expect(await text(page, 'prompt')).toBe('Weiß: wähle einen Punkt, um einen Stein zu setzen');
    expect(await text(page, 'status')).toBe('Weiß ist am Zug (am Bildschirm)');
    const prompts: string[] = [];
    await playPublished(page, (p) => prompts.push(p));
    expect(prompts.length).toBeGreaterThan(0);
    for (const p of prompts) expect(p).toMatch(/^(Weiß|Schwarz): Mühle geschlossen\. Schlage einen der umringten Steine von (Schwarz|Weiß)$/);
    expect(await historyOf(page)).toEqual(record.moves);
    const status = page.locator('[data-testid="status"]');
    await expect.poll(() => status.getAttribute('data-status')).toBe('won');
    expect(await text(page, 'status')).toBe('Weiß gewinnt: Schwarz hat alle Steine bis auf zwei verloren und damit die Partie verloren');
    expect(await text(page, 'history')).toContain('Weiß');
    expect(await page.textContent('[data-testid="new-game"]')).toBe('Neue Partie');
    expect(await page.getAttribute('[data-testid="board"]', 'aria-label')).toBe('Mühlebrett');
    await page.screenshot({ path: artifact('i18n-game-de.png') });
  });

  it('guides a wrong man on the virtual board in German, and the guidance clears once it is followed', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['board', 'board'], board: 'virtual' });
    await page.waitForSelector('[data-testid="game-screen"][data-phase="playing"]', { timeout: 15_000 });
    await clickPoint(page, 'd2');
    await page.waitForSelector('[data-testid="ply"][data-notation="d2"]');
    await clickPoint(page, 'a7');
    await page.waitForSelector('[data-testid="ply"][data-notation="a7"]');
    expect(await text(page, 'status')).toBe('Weiß ist am Zug (am Brett)');
    await clickPoint(page, 'd2'); // White lifts a man already on the board while men are in hand
    await expect.poll(() => guidance(page)).toContain('Setze den Stein wieder auf d2.');
    await clickPoint(page, 'c3'); // ... and puts it down on c3
    await expect.poll(() => guidance(page)).toContain('Setze den Stein von c3 zurück auf d2.');
    expect(await text(page, 'guidance')).toMatch(/^(Moment|Das Brett stimmt nicht)/);
    await page.screenshot({ path: artifact('i18n-guidance-de.png') });
    // Doing what the sentence says: the man on c3 is picked up, then put down on d2.
    await clickPoint(page, 'c3');
    await expect.poll(() => page.locator('[data-testid="arrived-c3"]').count()).toBe(0);
    await clickPoint(page, 'd2');
    await expect.poll(() => guidance(page), { timeout: 5000 }).toBeNull();
    expect(await page.locator('[data-testid="error"]').count()).toBe(0);
    expect(await historyOf(page)).toEqual(['d2', 'a7']);
  });

  it('switches to English on the start screen at once, and the game screen follows', async () => {
    await page.click('[data-testid="new-game"]');
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.selectOption('[data-testid="language"]', 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await text(page, 'start-game')).toBe("Start Nine Men's Morris");
    await page.screenshot({ path: artifact('i18n-start-en.png') });
    await page.click('[data-testid="back-to-game"]');
    await page.waitForSelector('[data-testid="game-screen"]');
    expect(await text(page, 'status')).toBe('White to move (at the board)');
    await clickPoint(page, 'd2');
    await expect.poll(() => guidance(page)).toContain('Put the man back on d2.');
    await page.screenshot({ path: artifact('i18n-guidance-en.png') });
    await clickPoint(page, 'd2');
    await expect.poll(() => guidance(page), { timeout: 5000 }).toBeNull();
  });

  it('plays the same game in English for the English screenshot', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['screen', 'screen'], board: 'none', preset: 'modern' });
    await playPublished(page, (p) => expect(p).toMatch(/^(White|Black): a row is made\. Take one of (Black|White)'s ringed men$/));
    expect(await text(page, 'status')).toBe('White wins: Black has lost all but two men and so loses the game');
    await page.screenshot({ path: artifact('i18n-game-en.png') });
    expect(problems).toEqual([]);
  });
});
