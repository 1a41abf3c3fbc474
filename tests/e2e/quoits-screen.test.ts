/**
 * A whole match of Quoits on screen in Chromium (issue 7 §6: "Whole games on screen in Chromium for
 * both"), through the built web host: a person on screen against the computer, both pitching onto the
 * one shared set (the default for two players), four-round games played on until someone reaches 60.
 * The person spins with the Spin button, and once enters a real teetotum's numbers by hand, copying the
 * computer's last throw so that the two men collide: the throw is previewed on the board before it is
 * entered, and what the collision did is said after. The score table's every component is checked
 * against the engine, and the winner is named. Screenshots at 1024x600 go to test-artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { diceAndLatestSpin, historyOf as plies, waitForMoreThan } from './support/history';
import { quoits, quoitsTotals, scoreBoard } from '../../src/games/quoits/index';
import { parseOptions } from '../../src/core/options';
import { unwrap } from '../../src/core/result';
import { pressStart } from './support/start';

function replay(moves: readonly string[]) {
  let pos = unwrap(quoits.setup(unwrap(parseOptions(quoits.options, {})), 2));
  for (const m of moves) pos = unwrap(quoits.play(pos, unwrap(quoits.parseMove(m))));
  return pos;
}

describe('Quoits on screen', () => {
  let page: Page;
  let problems: string[];
  useApp({ reducedMotion: true }, (app) => ({ page, problems } = app));

  it('plays a match to 60 against the computer, with a collision entered by hand, and names the winner', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.check('[data-testid="game-quoits"]');
    await page.selectOption('[data-testid="player-count"]', '2');
    await page.selectOption('[data-testid="seat-0"]', 'screen');
    await page.selectOption('[data-testid="seat-1"]', 'computer');
    await page.check('[data-testid="board-none"]');
    await pressStart(page);
    await page.waitForSelector('[data-testid="quoits-screen"]');
    expect(await page.textContent('[data-testid="instruction"]')).toMatch(/^Spin for lead: Blue, spin\. The highest spin leads\.$/);
    await page.screenshot({ path: artifact('quoits-start-1024x600.png') });

    let collided = false;
    let shots = 0;
    for (let step = 0; step < 600; step++) {
      if ((await page.getAttribute('[data-testid="status"]', 'data-status')) !== 'ongoing') break;
      const moves = await plies(page);
      const n = moves.length;
      if (!(await page.locator('[data-testid="spin"]').isVisible())) {
        await waitForMoreThan(page, n); // the computer spins
        continue;
      }
      const pos = replay(moves);
      const last = moves[n - 1];
      const pitchNow = pos.lead === undefined && pos.pitched > 0 && pos.pitched < 8;
      if (!collided && pitchNow && last !== undefined && /^\d\+\d$/.test(last)) {
        // Copy the computer's last throw on a "real" teetotum: the same space, so the men collide.
        const [a, b] = last.split('+') as [string, string];
        await page.click('[data-testid="hand-toggle"]');
        await page.selectOption('[data-testid="hand-a"]', { label: a });
        await page.selectOption('[data-testid="hand-b"]', { label: b });
        const preview = await page.textContent('[data-testid="preview-text"]');
        expect(preview).toMatch(/^\d \+ \d: the man goes to .+; Natural's man there (is set back to|goes forward to|is removed)/);
        expect(await page.getAttribute('[data-testid="preview-space"]', 'data-space')).toMatch(/^a-/);
        await page.screenshot({ path: artifact('quoits-preview-1024x600.png') });
        await page.click('[data-testid="hand-enter"]');
        await waitForMoreThan(page, n);
        expect((await plies(page))[n]).toBe(`${a}+${b}h`);
        expect(await page.textContent('[data-testid="last-pitch-text"]')).toMatch(/^Blue spun .*: the man went to .+; Natural's man there (was set back to|went forward to|was removed)/);
        // The move list says it too: where Blue's man went and what became of Natural's (issue 14).
        const said = (await page.locator('[data-testid="ply"]').nth(n).textContent())!.replace(/\s+/g, ' ');
        expect(said).toMatch(/spun .*: Blue's man to [^;]+; Natural's man (.+ to .+|on .+ off the board)/);
        await page.screenshot({ path: artifact('quoits-collision-told-1024x600.png') });
        collided = true;
        continue;
      }
      await page.click('[data-testid="spin"]');
      await waitForMoreThan(page, n);
      // The dice show the spin being played: the latest in the history (this person's, or the computer's after it).
      const { dice, faces, latest } = await diceAndLatestSpin(page);
      expect(dice).toEqual(latest);
      if (faces !== null) expect(faces).toEqual(latest);
      if (++shots === 12) await page.screenshot({ path: artifact('quoits-in-play-1024x600.png') });
    }
    expect(collided).toBe(true);
    expect(await page.getAttribute('[data-testid="status"]', 'data-status')).not.toBe('ongoing');

    // The table is the engine's score of the last game, component by component, and the match totals.
    const moves = await plies(page);
    const pos = replay(moves);
    const board = scoreBoard(pos);
    const totals = quoitsTotals(pos);
    for (let s = 0; s < 2; s++) {
      const cells = await page.$$eval(`[data-testid="score-${s}"] td`, (tds) => tds.map((t) => Number(t.textContent)));
      const l = board.lines[s]!;
      const earlier = pos.history.reduce((t, row) => t + row[s]!, 0);
      expect(cells).toEqual([l.hub, l.doubles, l.numbers, l.nearest, l.total, totals[s]]);
      expect(totals[s]).toBe(earlier + (pos.pitched === 8 ? l.total : 0));
    }
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(60);
    const st = quoits.status(pos);
    const winner = await page.textContent('[data-testid="winner"]');
    if (st.kind === 'won' && st.winners.length === 1) expect(winner).toBe(`${st.winners[0] === 0 ? 'Blue' : 'Natural'} wins with ${totals[st.winners[0]!]} points.`);
    else expect(winner).toMatch(/^A tie/);
    await page.screenshot({ path: artifact('quoits-finished-1024x600.png') });
    expect(problems).toEqual([]);
  });
});
