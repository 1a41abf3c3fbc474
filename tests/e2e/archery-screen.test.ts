/**
 * A whole game of Archery on screen in Chromium (issue 7 §6: "Whole games on screen in Chromium for
 * both"), through the built web host: three players (two people on screen and the computer), the spin
 * for lead, every spin by the Spin button (digital, from the session's seeded teetotum) or entered by
 * hand from a "real" teetotum, every arrow chosen by its button with the landing previewed on the line,
 * the animated teetotum (skippable; shown at once under prefers-reduced-motion), the counts, and the
 * winner. Screenshots at 1024x600 (the kiosk size) go to test-artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { diceAndLatestSpin, historyOf as plies, waitForMoreThan } from './support/history';
import { archery, archeryScores } from '../../src/games/archery/index';
import { parseOptions } from '../../src/core/options';
import { unwrap } from '../../src/core/result';
import { pressStart } from './support/start';

describe('Archery on screen', () => {
  let page: Page;
  let problems: string[];
  useApp({}, (app) => ({ page, problems } = app));

  it('starts a three-player game and spins for lead with an animated, skippable teetotum', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.check('[data-testid="game-archery"]');
    await page.selectOption('[data-testid="player-count"]', '3');
    await page.selectOption('[data-testid="seat-0"]', 'screen');
    await page.selectOption('[data-testid="seat-1"]', 'screen');
    await page.selectOption('[data-testid="seat-2"]', 'computer');
    await page.check('[data-testid="board-none"]');
    await pressStart(page);
    await page.waitForSelector('[data-testid="archery-screen"]');
    expect(await page.textContent('[data-testid="instruction"]')).toMatch(/^Spin for lead: Blue, spin\. The highest spin plays first\.$/);
    await page.screenshot({ path: artifact('archery-start-1024x600.png') });
    await page.click('[data-testid="spin"]');
    await waitForMoreThan(page, 0);
    // The spin whirls; Skip shows the numbers at once.
    const teetotum = page.locator('[data-testid="teetotum"]');
    if ((await teetotum.getAttribute('data-rolling')) === 'true') await page.click('[data-testid="skip-spin"]');
    await expect.poll(() => teetotum.getAttribute('data-rolling')).toBe('false');
    const first = (await plies(page))[0]!;
    expect(first).toMatch(/^\d\+\d$/);
    const [a, b] = first.split('+').map(Number) as [number, number];
    expect(await page.textContent('[data-testid="spin-sum"]')).toBe(`${a} + ${b} = ${a + b}`);
    expect(await page.locator('[data-testid="doublet"]').count()).toBe(a === b ? 1 : 0);
  });

  it('enters a real teetotum\'s numbers by hand, recorded with "h"', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const before = (await plies(page)).length;
    await page.click('[data-testid="hand-toggle"]');
    await page.selectOption('[data-testid="hand-a"]', { label: '2' });
    await page.selectOption('[data-testid="hand-b"]', { label: '2' });
    await page.click('[data-testid="hand-enter"]');
    await waitForMoreThan(page, before);
    expect((await plies(page))[before]).toBe('2+2h');
    // Under reduced motion the teetotum shows the numbers at once, with the doublet.
    expect(await page.getAttribute('[data-testid="teetotum"]', 'data-rolling')).toBe('false');
    expect(await page.textContent('[data-testid="spin-sum"]')).toBe('2 + 2 = 4');
    expect(await page.locator('[data-testid="doublet"]').count()).toBe(1);
  });

  it('plays the game to the end: spin, choose an arrow with its landing previewed, and the winner', async () => {
    let previewed = 0;
    let checkedDice = 0;
    let shot = false;
    for (let step = 0; step < 400; step++) {
      const status = await page.getAttribute('[data-testid="status"]', 'data-status');
      if (status !== 'ongoing') break;
      const n = (await plies(page)).length;
      if (await page.locator('[data-testid="spin"]').isVisible()) {
        await page.click('[data-testid="spin"]');
        await waitForMoreThan(page, n);
        continue;
      }
      const choices = page.locator('[data-testid^="choice-"]:enabled');
      const count = await choices.count();
      if (count > 0) {
        const text = await page.textContent('[data-testid="instruction"]');
        expect(text).toMatch(/spun .*: move (an arrow|the arrow on \d+ forward|an arrow from the flag-staff forward) \d+ spaces/);
        // The dice show the spin being played: the history's latest, whose sum the arrow moves.
        const { dice, faces, latest } = await diceAndLatestSpin(page);
        expect(dice).toEqual(latest);
        if (faces !== null) expect(faces).toEqual(latest);
        expect(text).toContain(` ${latest![0]! + latest![1]!} spaces`);
        checkedDice++;
        // Hover each choice: the line previews where it lands.
        const pick = choices.nth(count - 1);
        const notation = (await pick.getAttribute('data-testid'))!.slice('choice-'.length);
        await pick.hover();
        const to = notation.split('-')[1]!;
        await expect.poll(() => page.getAttribute('[data-testid="preview-landing"]', 'data-to')).toBe(to);
        previewed++;
        if (!shot && previewed === 6) {
          await page.screenshot({ path: artifact('archery-choose-1024x600.png') });
          shot = true;
        }
        await pick.click();
        await waitForMoreThan(page, n);
        continue;
      }
      // The computer's turn: wait for it.
      await waitForMoreThan(page, n);
    }
    expect(await page.getAttribute('[data-testid="status"]', 'data-status')).not.toBe('ongoing');
    expect(previewed).toBeGreaterThan(5);
    expect(checkedDice).toBe(previewed);
    // The counts on screen are the engine's for the moves on screen, and the winner is named.
    const moves = await plies(page);
    const options = unwrap(parseOptions(archery.options, {}));
    let pos = unwrap(archery.setup(options, 3));
    for (const m of moves) pos = unwrap(archery.play(pos, unwrap(archery.parseMove(m))));
    const counts = archeryScores(pos);
    for (let s = 0; s < 3; s++) expect(Number(await page.textContent(`[data-testid="count-${s}"]`))).toBe(counts[s]);
    const st = archery.status(pos);
    const winner = await page.textContent('[data-testid="winner"]');
    if (st.kind === 'won' && st.winners.length === 1) expect(winner).toContain(`wins with a count of ${counts[st.winners[0]!]}`);
    else expect(winner).toMatch(/^A tie/);
    // Every spin is recorded: digital ones as A+B, the one entered by hand as A+Bh.
    expect(moves.filter((m) => m.endsWith('h'))).toEqual(['2+2h']);
    await page.screenshot({ path: artifact('archery-finished-1024x600.png') });
    expect(problems).toEqual([]);
  });
});
