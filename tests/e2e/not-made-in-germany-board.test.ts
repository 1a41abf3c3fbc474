/**
 * Not Made in Germany on the sensor board, end to end (issue 6 §3 and §5): the virtual 9x9 board (the
 * protocol's firmware model with the bundled `not-made-in-germany` profile, playing sensor scripts in
 * real time) on one end of a socat pseudo-terminal, the built web host (`node dist/web/server.js`)
 * reading the other end through serialport, and the screen in Debian's Chromium. Nothing is mocked.
 *
 * The board starts empty: the screen guides the set-up by letter and the men are put on one by one.
 * Then the whole game of `tests/data/not-made-in-germany/england-wins.json` is played by hand on the
 * board, each chain touching down briefly on every landing; one chain rests on a landing long enough to
 * commit there (shown provisional) and then goes on, replacing it as one move. After every ply the
 * screen must draw the engine's position, letters and all, and the history must list the moves in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { endsOf, historyOf, loadEnglandWins, positionsAfter, rankAsDrawn, startNmigGame, waitForPosition } from './not-made-in-germany-ui';
import { loadProfile } from '../../firmware-protocol/profile-files';
import { createVirtualBoard, type VirtualBoard } from '../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard, type PtyBoard } from '../../firmware-protocol/virtual-board/pty';
import { setupPlan, START_POSITION } from '../../src/games/not-made-in-germany/index';
import { unwrap } from '../../src/core/result';

const record = loadEnglandWins();
const positions = positionsAfter(record.moves);
/** The ply whose chain rests on its first landing (`c9-e9-c7` rests on e9). */
const PAUSED_PLY = 2;
/** The ply whose man is held up while the screen is looked at (`f6-f8-d6-d4-d2`, a chain of four leaps). */
const LIFTED_PLY = 18;

/** A hand carrying out `move`: lifted, touching down briefly on each landing, put down at the end. */
function plyScript(move: string): string {
  const s = move.split('-');
  const lines = [`150 lift ${s[0]}`];
  for (const l of s.slice(1, -1)) lines.push(`110 place ${l}`, `100 lift ${l}`);
  lines.push(`120 place ${s[s.length - 1]}`);
  return lines.join('\n');
}

describe('a whole game of Not Made in Germany on the virtual board over a pseudo-terminal', () => {
  let board: VirtualBoard;
  let pty: PtyBoard;

  const run = async (script: string) => unwrap(await board.run(script));

  beforeAll(async () => {
    board = createVirtualBoard({ profile: unwrap(loadProfile('not-made-in-germany')), sensorKind: 'reed', boardId: 'PARLOUR-NMIG-E2E' });
    pty = unwrap(await startPtyBoard(board));
  });
  afterAll(async () => {
    await pty?.stop();
    board?.stop();
  });
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 } }, (app) => ({ page, problems } = app));

  it('guides the set-up by letter until the board shows it', async () => {
    await startNmigGame(page, { seats: ['board', 'board'], board: { port: pty.pair.hostPath } });
    await page.waitForSelector('[data-testid="guidance"][data-kind="setup"]');
    // The steps are listed, each once: the sentence above the list gives only the reason.
    expect(await page.textContent('[data-testid="guidance-sentence"]')).toBe('Set the board up as shown.');
    const steps = (await page.locator('[data-testid="guidance-steps"] li').allTextContents()).map((t) => t.toLowerCase());
    expect(steps).toHaveLength(18);
    for (const p of setupPlan()) {
      const name = `${p.man.side === 0 ? 'england' : 'germany'}'s ${p.man.letter.toLowerCase()}`;
      expect(steps).toContain(`put ${name} on ${p.square}.`);
    }
    expect(steps).toContain("put england's d on b9.");
    // The men still to put are drawn faded on their squares, letters and all.
    expect(await page.locator('.placed.off').count()).toBe(18);
    const plan = setupPlan();
    await run(plan.slice(0, 11).map((p) => `60 place ${p.square}`).join('\n'));
    await page.waitForFunction(() => document.querySelectorAll('.placed.off').length === 7);
    expect(await page.locator('[data-testid="guidance-steps"] li').allTextContents()).toContain("Put Germany's E on c1.");
    await page.screenshot({ path: artifact('nmig-board-setup.png') });
    await run(plan.slice(11).map((p) => `60 place ${p.square}`).join('\n'));
    await page.waitForSelector('[data-testid="game-screen"][data-phase="playing"]');
    await page.waitForSelector('[data-testid="guidance"]', { state: 'detached' });
    await waitForPosition(page, START_POSITION);
  });

  it('plays the record on the board to England’s win, each move on screen in order', async () => {
    for (const [i, move] of record.moves.entries()) {
      if (i === PAUSED_PLY) {
        const [from, landing, to] = move.split('-') as [string, string, string];
        // Rests on the landing: the shorter chain commits, provisionally.
        await run(`150 lift ${from}\n120 place ${landing}\n900 wait 1`);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="ply"]').length === n, i + 1);
        expect((await historyOf(page))[i]).toBe(`${from}-${landing}`);
        expect(await page.locator('[data-testid="ply"]').nth(i).getAttribute('class')).toContain('provisional');
        // Lifted again, the man shows where its chain may go on to; it goes on, and the longer chain
        // replaces the shorter as one move.
        await run(`200 lift ${landing}`);
        await page.waitForSelector(`[data-testid="dest-${to}"]`);
        await run(`120 place ${to}`);
      } else if (i === LIFTED_PLY) {
        // The man in the hand: its legal destinations and the jump path of each chain are shown.
        const s = move.split('-');
        await run(`150 lift ${s[0]}`);
        await page.waitForSelector(`[data-testid="dest-${s[s.length - 1]}"]`);
        expect(await page.getAttribute(`[data-testid="route-${s[s.length - 1]}"]`, 'data-route')).toMatch(new RegExp(`^${s[0]}-.*-${s[s.length - 1]}$`));
        await page.screenshot({ path: artifact('nmig-board-lifted.png') });
        await run(plyScript(move).split('\n').slice(1).join('\n'));
      } else {
        await run(plyScript(move));
      }
      await waitForPosition(page, positions[i]!);
      if (i === PAUSED_PLY) expect(await historyOf(page)).toEqual(record.moves.slice(0, i + 1).map(endsOf));
    }
    expect(await historyOf(page)).toEqual(record.moves.map(endsOf));
    const status = page.locator('[data-testid="status"]');
    await expect.poll(() => status.getAttribute('data-status')).toBe('won');
    expect(await status.getAttribute('data-winners')).toBe('0');
    expect(await rankAsDrawn(page, 1)).toBe('FDNALGNEF');
    expect(await page.getAttribute('[data-testid="home-england"]', 'data-home')).toBe('9');
    await page.screenshot({ path: artifact('nmig-board-won.png') });
  });

  it('raised no console errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
