/**
 * A game of Quoits through the virtual board over a pseudo-terminal (issue 7 §6), with the screen in
 * Chromium: the bundled `quoits` board profile (one sensor under every quoit space) on a socat pty, read
 * by the built web host through serialport, the session checking the board against every spin.
 *
 * Issue 7 §4: "Quoits: a quoit space holds one man, so the board can see everything: the placement is
 * checked against the spin, and collision moves (set back, forward, removed) are announced and checked on
 * the board." The spins are chosen (entered as a real teetotum's numbers, on screen or after the board's
 * `spin` button) so that one game shows every collision of the sheet: "the first corner is set back one
 * space, if the rear space is vacant ; if occupied, the man goes for-ward on space, but should this space
 * also be occupied it is removed from the board and does not count for its player." The rest of the
 * spins are digital. A man put on the wrong space is caught and put right. One four-round game
 * (`one-game` preset) keeps the run short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artifact } from './support/harness';
import { useApp } from './support/app';
import { historyOf as plies } from './support/history';
import { loadProfile } from '../../firmware-protocol/profile-files';
import { createVirtualBoard, type VirtualBoard } from '../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard, type PtyBoard } from '../../firmware-protocol/virtual-board/pty';
import { unwrap } from '../../src/core/result';
import { pressStart } from './support/start';

const phase = (page: Page) => page.getAttribute('[data-testid="game-screen"]', 'data-phase');
/** What the guidance says: its sentence, then its listed steps (several steps in order go in a list), or `null` when there is none. */
const guidanceText = async (page: Page) => {
  const said = await page.locator('[data-testid="guidance-sentence"], [data-testid="guidance-steps"] li').allTextContents();
  return said.length > 0 ? said.join(' ') : null;
};
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('Quoits on the sensor board over a pseudo-terminal', () => {
  let board: VirtualBoard;
  let pty: PtyBoard;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parlour-quoits-pty-'));
    board = createVirtualBoard({ profile: unwrap(loadProfile('quoits')), sensorKind: 'reed', boardId: 'QUOITS-E2E' });
    pty = unwrap(await startPtyBoard(board, { hostLink: join(dir, 'ttyQUOITS'), boardLink: join(dir, 'ttyBOARD') }));
  });
  afterAll(async () => {
    await pty?.stop();
    board?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  let page: Page;
  let problems: string[];
  useApp({ reducedMotion: true }, (app) => ({ page, problems } = app));

  /** Waits until the board (and the screen) show the pitch: no guidance, play on. */
  async function waitPlaying(): Promise<void> {
    await expect.poll(() => phase(page), { timeout: 10_000 }).toBe('playing');
  }

  /** Waits for the guidance to say something other than `before` (or to go), and returns it. */
  async function nextGuidance(before: string | null): Promise<string | null> {
    await expect.poll(() => guidanceText(page), { timeout: 10_000 }).not.toBe(before);
    return guidanceText(page);
  }

  /** Enters a real teetotum's numbers on screen (after the board's spin button when `button`). */
  async function handSpin(a: number, b: number, button: boolean): Promise<void> {
    const n = (await plies(page)).length;
    if (button) {
      unwrap(board.press('spin'));
      await page.waitForSelector('[data-testid="spin-entry"]', { timeout: 10_000 });
    } else if (!(await page.locator('[data-testid="hand-a"]').isVisible())) await page.click('[data-testid="hand-toggle"]');
    await page.selectOption('[data-testid="hand-a"]', { label: String(a) });
    await page.selectOption('[data-testid="hand-b"]', { label: String(b) });
    await page.click('[data-testid="hand-enter"]');
    await page.waitForFunction((k) => document.querySelectorAll('[data-testid="ply"]').length > k, n, { timeout: 10_000 });
  }

  async function digitalSpin(): Promise<string> {
    const n = (await plies(page)).length;
    await page.click('[data-testid="spin"]');
    try {
      await page.waitForFunction((k) => document.querySelectorAll('[data-testid="ply"]').length > k, n, { timeout: 10_000 });
    } catch (e) {
      await page.screenshot({ path: artifact('quoits-board-stuck.png') });
      throw e;
    }
    return (await plies(page))[n]!;
  }

  /**
   * Carries out the guidance on the board, step by step as a person would (the sentence says one thing
   * to do at a time while a collision is carried out in order), until play goes on.
   * @returns the sentences followed, in order.
   */
  async function followGuidance(): Promise<string[]> {
    const said: string[] = [];
    for (let i = 0; i < 8; i++) {
      const g = await guidanceText(page);
      const ph = await phase(page);
      if (ph === 'playing' || (ph === 'finished' && g === null)) return said;
      if (g === null) {
        await sleep(100);
        continue;
      }
      said.push(g);
      const move = /move the man from (\S+) to (\S+?)\./i.exec(g);
      const lift = /lift the man from (\S+?)\./i.exec(g);
      const put = /put an? \w+ man on (\S+?)\./i.exec(g);
      if (move) {
        unwrap(board.lift(move[1]!));
        await sleep(150);
        unwrap(board.place(move[2]!));
      } else if (lift) unwrap(board.lift(lift[1]!));
      else if (put) unwrap(board.place(put[1]!));
      else throw new Error(`cannot follow the guidance ${JSON.stringify(g)}`);
      // Let the board settle (debounce, then the session's 400 ms settle time) before reading it again.
      await sleep(800);
    }
    await expect.poll(() => guidanceText(page), { timeout: 10_000 }).toBeNull();
    return said;
  }

  it('connects, spins for lead, and checks the first placement against the spin', async () => {
    await page.waitForSelector('[data-testid="start-screen"]');
    await page.check('[data-testid="game-quoits"]');
    await page.selectOption('[data-testid="player-count"]', '2');
    await page.check('[data-testid="board-serial"]');
    await page.selectOption('[data-testid="seat-0"]', 'board');
    await page.selectOption('[data-testid="seat-1"]', 'board');
    await page.selectOption('[data-testid="preset"]', 'one-game');
    await page.fill('[data-testid="port-path"]', join(dir, 'ttyQUOITS'));
    await pressStart(page);
    await page.waitForSelector('[data-testid="quoits-screen"]');
    await expect.poll(() => page.getAttribute('[data-testid="board-status"]', 'data-state'), { timeout: 15_000 }).toBe('connected');
    await waitPlaying();
    // "The highest spin leads": Blue 12 (after the board's spin button), Natural 2.
    await handSpin(6, 6, true);
    await handSpin(1, 1, false);
    expect(await page.textContent('[data-testid="instruction"]')).toMatch(/^Round 1 of 4: Blue/);
    // Blue throws 7 but puts the man on 9: the board says where it belongs.
    await handSpin(3, 4, false);
    expect(await phase(page)).toBe('syncing');
    expect(await guidanceText(page)).toMatch(/Put a blue man on a-7\./);
    unwrap(board.place('a-9'));
    expect(await nextGuidance('Set the board up as shown. Put a blue man on a-7.')).toMatch(/Move the man from a-9 to a-7\./);
    await page.screenshot({ path: artifact('quoits-board-wrong-space-1024x600.png') });
    // Spinning now is refused: the board must first show the pitch.
    expect(await page.locator('[data-testid="spin"]').count()).toBe(0);
    expect(await followGuidance()).toEqual(['Set the board up as shown. Move the man from a-9 to a-7.']);
    expect(await page.locator('[data-testid="guidance"]').count()).toBe(0);
  });

  it('announces and checks a set-back, a man sent forward and a man removed, in order', async () => {
    // Natural throws 7 as well: Blue's man is set back to 8 (vacant), then Natural's goes on 7.
    await handSpin(2, 5, true);
    expect(await page.textContent('[data-testid="last-pitch-text"]')).toBe("Natural spun 2 and 5: the man went to 7; Blue's man there was set back to 8.");
    await page.screenshot({ path: artifact('quoits-board-set-back-1024x600.png') });
    expect(await followGuidance()).toEqual(['Set the board up as shown. Move the man from a-7 to a-8.', 'Set the board up as shown. Put a natural man on a-7.']);
    // Blue throws 7: Natural's man cannot go back (8 is taken) and goes forward onto the hub.
    await handSpin(1, 6, false);
    expect(await page.textContent('[data-testid="last-pitch-text"]')).toMatch(/^Blue spun 1 and 6: the man went to 7; Natural's man there went forward to the hub/);
    expect(await followGuidance()).toEqual(['Set the board up as shown. Move the man from a-7 to a-hub.', 'Set the board up as shown. Put a blue man on a-7.']);
    // Natural throws 7: 8 and the hub are taken, so Blue's man on 7 is removed and counts nothing.
    await handSpin(3, 4, true);
    expect(await page.textContent('[data-testid="last-pitch-text"]')).toMatch(/^Natural spun 3 and 4: the man went to 7; Blue's man there was removed and does not count/);
    // The board looks the same before and after; the man must be seen lifted before the new one is put down.
    expect(await followGuidance()).toEqual(['Set the board up as shown. Lift the man from a-7.', 'Set the board up as shown. Put a natural man on a-7.']);
    await page.screenshot({ path: artifact('quoits-board-after-collisions-1024x600.png') });
  });

  it('plays the rest of the four rounds with digital spins, the board checked each time, to the result', async () => {
    for (let i = 0; i < 8 && (await page.getAttribute('[data-testid="status"]', 'data-status')) === 'ongoing'; i++) {
      const spin = await digitalSpin();
      expect(spin).toMatch(/^\d\+\d$/);
      await followGuidance();
    }
    expect(await page.getAttribute('[data-testid="status"]', 'data-status')).not.toBe('ongoing');
    const moves = await plies(page);
    // The record says which spins were entered by hand and which were digital.
    expect(moves.slice(0, 6)).toEqual(['6+6h', '1+1h', '3+4h', '2+5h', '1+6h', '3+4h']);
    expect(moves.slice(6).every((m) => /^\d\+\d$/.test(m))).toBe(true);
    expect(moves).toHaveLength(10);
    // The last pitch was carried out on the board too, and nothing was taken back meanwhile.
    expect(await page.locator('[data-testid="guidance"]').count()).toBe(0);
    expect(await page.locator('[data-testid="notice"][data-code="session/takeback"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="winner"]')).toMatch(/wins with \d+ points\.$|^A tie/);
    await page.screenshot({ path: artifact('quoits-board-finished-1024x600.png') });
    expect(problems).toEqual([]);
  });
});
