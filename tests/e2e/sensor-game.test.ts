/**
 * The main job on real input (issue 5 §4): the published Nine Men's Morris game of `tests/data/morris/`
 * (Sanmill's WinLessThanThreeGame, calcitem/Sanmill `src/ui/flutter_app/test/helpers/test_mills.dart`)
 * converted to sensor scripts with human timing and handling noise (`support/sensor-script.ts`), played
 * by the virtual board over a real socat pseudo-terminal, read by the host through serialport, turned
 * into moves by inference and the session, and carried over the WebSocket into the renderer in
 * Chromium. Every move must appear on screen in order, and the result must match the record's.
 *
 * Then the board going wrong: a wrong man lifted shows the guidance on screen, which clears once the
 * man is put back; the man just placed lifted again is a takeback, said until it is put back; the
 * cable pulled shows "disconnected", and the game carries on after it is restored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, startMorrisBoard, type PtyMorrisBoard } from './support/harness';
import { useApp } from './support/app';
import { historyOf, loadPublishedGame, startGame, waitForPlies } from './support/morris-ui';
import { recordToScripts } from './support/sensor-script';

const record = loadPublishedGame();
const SEED = 20261130;
const plies = recordToScripts(record.moves, SEED);

describe('the published game played on the sensor board', () => {
  let board: PtyMorrisBoard;
  beforeAll(async () => {
    board = await startMorrisBoard('PARLOUR-E2E-1');
  });
  afterAll(async () => {
    await board?.stop();
  });
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1280, height: 800 } }, (app) => ({ page, problems } = app));

  const boardState = () => page.getAttribute('[data-testid="board-status"]', 'data-state');
  const phase = () => page.getAttribute('[data-testid="game-screen"]', 'data-phase');

  /** Plays ply `i` on the board and waits until the screen shows it as the `i+1`-th move. */
  async function playPly(i: number): Promise<void> {
    const ply = plies[i]!;
    const run = await board.board.run(ply.script);
    if (!run.ok) throw new Error(`ply ${i + 1} ${ply.notation}: ${run.error.message}`);
    try {
      await waitForPlies(page, i + 1, 10_000);
    } catch (e) {
      const g = await page.locator('[data-testid="guidance"]').textContent().catch(() => null);
      throw new Error(`ply ${i + 1} (${ply.notation}) did not appear; history ${JSON.stringify(await historyOf(page))}; guidance ${g}; script:\n${ply.script}`, { cause: e });
    }
    expect(await historyOf(page)).toEqual(record.moves.slice(0, i + 1));
  }

  it('connects to the board on its serial port and shows its id', async () => {
    await startGame(page, { seats: ['board', 'board'], board: { port: board.hostPath }, preset: 'modern' });
    await expect.poll(boardState, { timeout: 15_000 }).toBe('connected');
    expect(await page.getAttribute('[data-testid="board-status"]', 'data-board-id')).toBe('PARLOUR-E2E-1');
    expect(await page.getAttribute('[data-testid="board-status"]', 'data-port')).toBe(board.hostPath);
    await expect.poll(phase, { timeout: 10_000 }).toBe('playing');
  });

  it('shows every move of the record in order as it is played on the board, and the result', async () => {
    for (let i = 0; i < plies.length; i++) {
      await playPly(i);
      if (i === 17) await page.screenshot({ path: artifact('sensor-game-in-progress.png') });
    }
    const status = page.locator('[data-testid="status"]');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe(record.result.kind);
    expect(await status.getAttribute('data-winners')).toBe(record.result.winners!.join(','));
    expect(await historyOf(page)).toEqual(record.moves);
    await page.screenshot({ path: artifact('sensor-game-won.png') });
  });

  it('guides a wrong man lifted back, and clears the guidance once it is fixed', async () => {
    // A new game: the board still holds the last game's men, so the screen asks for them to be taken off.
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['board', 'board'], board: { port: board.hostPath }, preset: 'modern' });
    if (board.board.sensors().some((s) => s !== 'empty')) {
      await page.waitForSelector('[data-testid="guidance"][data-kind="setup"]', { timeout: 10_000 });
      const r = await board.board.run('300 clear\n');
      expect(r.ok).toBe(true);
    }
    await page.waitForSelector('[data-testid="guidance"]', { state: 'detached', timeout: 10_000 });
    await expect.poll(phase, { timeout: 10_000 }).toBe('playing');
    for (let i = 0; i < 6; i++) await playPly(i);
    // White is to place; a person lifts Black's man on b4 instead. (Lifting d6, the man just placed,
    // would be a takeback: the board would show the position before it.)
    const wrong = await board.board.run('400 lift b4\n');
    expect(wrong.ok).toBe(true);
    const guidance = page.locator('[data-testid="guidance"]');
    await guidance.waitFor({ timeout: 10_000 });
    // The man's cell is outlined on the board and the sentence says what to do.
    expect((await page.textContent('[data-testid="guidance-sentence"]'))?.trim()).toMatch(/put it back|put the man back/);
    expect((await guidance.getAttribute('data-cells'))?.split(' ')).toContain('b4');
    expect(await page.getAttribute('[data-testid="point-b4"]', 'class')).toContain('guide');
    // The mark is steady: no animation runs without end while the man is held, so the screen draws no
    // frame until something changes, and the man's return is drawn in the frame it asks for (issue 19).
    expect(await page.locator('[data-testid="point-b4"] .guide-box').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const endless = await page.evaluate('document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity).length');
    expect(endless).toBe(0);
    await page.screenshot({ path: artifact('guidance.png') });
    const fixed = await board.board.run('500 place b4\n');
    expect(fixed.ok).toBe(true);
    await guidance.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getAttribute('[data-testid="point-b4"]', 'class')).not.toContain('guide');
    expect(await historyOf(page)).toEqual(record.moves.slice(0, 6));
    // The game goes on from there.
    await playPly(6);
    await playPly(7);
    // The man just placed is lifted again: the board shows the position before it, a takeback, and a
    // notice says so. Put back, the man plays the move again, and the notice, no longer true, goes.
    const last = record.moves[7]!;
    expect(last).toMatch(/^[a-g][1-7]$/);
    expect((await board.board.run(`600 lift ${last}\n`)).ok).toBe(true);
    const notice = page.locator('[data-testid="notice"][data-code="session/takeback"]');
    await notice.waitFor({ timeout: 10_000 });
    expect((await notice.locator('span').textContent())?.trim()).toBe('One move was taken back on the board.');
    expect(await historyOf(page)).toEqual(record.moves.slice(0, 7));
    await page.screenshot({ path: artifact('board-takeback.png') });
    expect((await board.board.run(`600 place ${last}\n`)).ok).toBe(true);
    await waitForPlies(page, 8, 10_000);
    expect(await historyOf(page)).toEqual(record.moves.slice(0, 8));
    await notice.waitFor({ state: 'detached', timeout: 5000 });
  });

  it('shows "disconnected" when the cable is pulled, and carries on once it is back', async () => {
    await board.unplug();
    await expect.poll(boardState, { timeout: 15_000 }).toMatch(/^(disconnected|reconnecting)$/);
    expect(await page.textContent('[data-testid="board-state"]')).toContain('disconnected');
    await page.screenshot({ path: artifact('cable-pulled.png') });
    // The game in progress is untouched meanwhile.
    expect(await historyOf(page)).toEqual(record.moves.slice(0, 8));
    await board.plugIn();
    await expect.poll(boardState, { timeout: 15_000 }).toBe('connected');
    expect(await page.getAttribute('[data-testid="board-status"]', 'data-board-id')).toBe('PARLOUR-E2E-1');
    for (let i = 8; i < 14; i++) await playPly(i);
  });

  it('announces the computer’s move on screen, and commits it once it is carried out on the board', async () => {
    await page.click('[data-testid="new-game"]');
    await startGame(page, { seats: ['board', 'computer'], board: { port: board.hostPath } });
    if (board.board.sensors().some((s) => s !== 'empty')) {
      await page.waitForSelector('[data-testid="guidance"][data-kind="setup"]', { timeout: 10_000 });
      expect((await board.board.run('300 clear\n')).ok).toBe(true);
    }
    await expect.poll(phase, { timeout: 10_000 }).toBe('playing');
    expect((await board.board.run('500 place d2\n')).ok).toBe(true);
    await waitForPlies(page, 1);
    const announced = page.locator('[data-testid="announced"]');
    await announced.waitFor({ timeout: 10_000 });
    const move = (await announced.getAttribute('data-move'))!;
    expect(move).toMatch(/^[a-g][1-7]$/);
    expect(await page.getAttribute(`[data-testid="point-${move}"]`, 'class')).toContain('candidate');
    // First the man goes down on the wrong point: the screen shows it there, faintly, and says so.
    const wrong = ['a1', 'g7', 'a7'].find((c) => c !== move)!;
    expect((await board.board.run(`500 place ${wrong}\n`)).ok).toBe(true);
    await page.waitForSelector(`[data-testid="arrived-${wrong}"]`, { timeout: 10_000 });
    await page.waitForSelector('[data-testid="guidance"]', { timeout: 10_000 });
    expect(await historyOf(page)).toEqual(['d2']);
    // Then the person at the board puts Black's man where the computer said.
    expect((await board.board.run(`600 lift ${wrong}\n700 place ${move}\n`)).ok).toBe(true);
    await waitForPlies(page, 2);
    expect(await historyOf(page)).toEqual(['d2', move]);
    await announced.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('raised no console errors and no Content-Security-Policy violations', () => {
    expect(problems).toEqual([]);
  });
});
