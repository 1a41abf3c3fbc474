/**
 * Archery, Quoits with four players and Spoof played on screen in German (issue 15: every word a person
 * reads from the catalogue; issue 14: "Move lists that tell what happened ... With four players the list
 * stays readable ... the spin for lead says who won it ... Spoof says the verdict of each shot"). The
 * browser's locale is de-DE. Each game's turn line and move list are read for English words, and the move
 * list is checked to tell each event on a line of its own: Quoits' board cleared after four rounds apart
 * from the spin for lead that follows, and who won that spin. Screenshots (looked at): test-artifacts/
 * de-{archery,quoits-4,spoof}.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { historyOf as plies, waitForMoreThan } from './support/history';
import { pressStart } from './support/start';

/** English words that are no German word: one of them on a German screen is text that escaped the catalogue. */
const ENGLISH = /\b(the|spun|spin|arrow|arrows|shoots|shot|wins|lead|flag-staff|board|Blue|Natural|Green|Purple|Stars|Plain|Moves|Round|pitch|went|goes|covered|missed|turn)\b/;

const textOf = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();
/** Each ply of the move list as its lines (one per event). */
const lines = (page: Page) =>
  page.$$eval('[data-testid="ply"]', (items) => items.map((li) => [...li.querySelectorAll('[data-testid="ply-event"]')].map((e) => (e.textContent ?? '').trim())));

async function start(page: Page, game: string, seats: readonly string[]): Promise<void> {
  await page.waitForSelector('[data-testid="start-screen"]');
  await page.check(`[data-testid="game-${game}"]`);
  if (seats.length !== 2 || (await page.locator('[data-testid="player-count"]').count()) > 0) {
    if ((await page.locator('[data-testid="player-count"]').count()) > 0) await page.selectOption('[data-testid="player-count"]', String(seats.length));
  }
  for (const [i, kind] of seats.entries()) await page.selectOption(`[data-testid="seat-${i}"]`, kind);
  await page.check('[data-testid="board-none"]');
  await pressStart(page);
}

/** Spins (or takes the first arrow offered) until `done` says so, at most `max` steps. */
async function play(page: Page, max: number, done: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < max && !(await done()); step++) {
    const n = (await plies(page)).length;
    if (await page.locator('[data-testid="spin"]').isVisible()) await page.click('[data-testid="spin"]');
    else await page.locator('[data-testid^="choice-"]:enabled').first().click();
    await waitForMoreThan(page, n);
  }
}

describe('the teetotum games and Spoof in German', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 }, locale: 'de-DE', reducedMotion: true }, (app) => ({ page, problems } = app));

  it('Archery: the turn line, the arrow choices and the move list in German, with the winner of the spin for lead', async () => {
    await start(page, 'archery', ['screen', 'screen']);
    await page.waitForSelector('[data-testid="archery-screen"]');
    expect(await textOf(page, '[data-testid="instruction"]')).toBe('Um den Anfang drehen: Blau, drehe. Wer am höchsten dreht, beginnt.');
    await play(page, 40, async () => (await plies(page)).length >= 8);
    const told = await lines(page);
    const won = told.findIndex((l) => l.some((e) => / hat das Drehen um den Anfang gewonnen\.$/.test(e)));
    expect(won).toBeGreaterThan(0);
    expect(told[won]![0]).toMatch(/^hat (\d und \d|Pasch \d) um den Anfang gedreht$/);
    expect(told.flat().some((e) => /^Pfeil von der Fahnenstange auf \d+$/.test(e))).toBe(true);
    expect(await textOf(page, '[data-testid="history"]')).not.toMatch(ENGLISH);
    expect(await textOf(page, '[data-testid="archery-screen"]')).not.toMatch(ENGLISH);
    await page.screenshot({ path: artifact('de-archery.png') });
    expect(problems).toEqual([]);
  });

  it('Quoits with four players: one line per event, the board cleared apart from the next spin for lead', async () => {
    await page.click('[data-testid="new-game"]');
    await start(page, 'quoits', ['screen', 'screen', 'screen', 'screen']);
    await page.waitForSelector('[data-testid="quoits-screen"]');
    // Four rounds of four pitches after the spins for lead, then the spin that begins game 2.
    const cleared = async () => (await lines(page)).some((l) => l[0] === 'Partie 2 beginnt: das Brett wird abgeräumt');
    await play(page, 60, cleared);
    const told = await lines(page);
    const at = told.findIndex((l) => l[0] === 'Partie 2 beginnt: das Brett wird abgeräumt');
    expect(at).toBeGreaterThan(16);
    expect(told[at]![1]).toMatch(/^hat (\d und \d|Pasch \d) um den Anfang gedreht$/);
    expect(told.flat().filter((e) => / hat das Drehen um den Anfang gewonnen\.$/.test(e)).length).toBeGreaterThan(0);
    expect(told.flat().filter((e) => /^hat .* gedreht: der Stein kam auf /.test(e)).length).toBe(16);
    // Each ply is one item of one column, the seat named, its lines whole (not clipped by a column).
    const layout = await page.$eval('[data-testid="history"]', (ol) => ({ columns: getComputedStyle(ol).gridTemplateColumns.split(' ').length, width: ol.clientWidth }));
    expect(layout.columns).toBe(1);
    const clipped = await page.$$eval('[data-testid="ply-event"]', (es) => es.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(clipped).toBe(0);
    expect(await page.locator('[data-testid="ply"] .who').first().textContent()).toMatch(/^(Blau|Natur|Grün|Violett):$/);
    expect(await textOf(page, '[data-testid="history"]')).not.toMatch(ENGLISH);
    const screen = await textOf(page, '[data-testid="quoits-screen"]');
    expect(screen.match(ENGLISH)?.[0] ?? '', screen).toBe('');
    await page.locator('[data-testid="ply"]').nth(at).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('de-quoits-4.png') });
    expect(problems).toEqual([]);
  });

  it('Spoof: the shot named as the board shows the man, with its verdict, in German', async () => {
    await page.click('[data-testid="new-game"]');
    await start(page, 'spoof', ['screen', 'screen']);
    await page.waitForSelector('[data-testid="spoof-screen"]');
    expect(await textOf(page, '[data-testid="spoof-turn"]')).toContain('Stern ist am Zug');
    await page.focus('[data-testid^="man-"][role="button"]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getAttribute('[data-testid="spoof-screen"]', 'data-shots'), { timeout: 20_000 }).toBe('1');
    await expect.poll(async () => (await lines(page))[0]?.[0] ?? '', { timeout: 10_000 }).toMatch(/^schnippt einen Stein aus den Feldern nach (rechts|links|oben|unten)[a-z ]*, \d+ mm\/s: /);
    const first = (await lines(page))[0]![0]!;
    expect(first).not.toMatch(/Stein \d/);
    expect(await textOf(page, '[data-testid="spoof-announcement"]')).toMatch(/^Stern: /);
    expect(await textOf(page, '[data-testid="history"]')).not.toMatch(ENGLISH);
    expect(await textOf(page, '[data-testid="spoof-screen"]')).not.toMatch(ENGLISH);
    await page.screenshot({ path: artifact('de-spoof.png') });
    expect(problems).toEqual([]);
  });
});
