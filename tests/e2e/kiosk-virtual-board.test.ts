/**
 * The staff sensor test of a kiosk on the virtual board (`{ "kind": "virtual" }`, docs/kiosk.md): the
 * virtual board's men are handled on the game screen only, so the test must not ask the staff to put a
 * man on each point, as it does for a real board (a newcomer was asked to, with no board drawn to do it
 * on). It says where the sensors change instead, and lists them live as for a real board.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launchBrowser, openApp } from './support/harness';
import { enterStaff, startKioskHost, testPinHash, until, type KioskHost } from './support/kiosk';

describe('the staff sensor test on a virtual board', () => {
  let kiosk: KioskHost;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    kiosk = await startKioskHost({
      games: [{ game: 'morris' }],
      staff: { pinHash: await testPinHash() },
      board: { kind: 'virtual', game: 'morris' },
    });
    browser = await launchBrowser();
    ({ page, problems } = await openApp(browser, kiosk.web.url, { width: 1280, height: 800 }));
  });
  afterAll(async () => {
    await browser?.close();
    await kiosk?.web.stop();
    if (kiosk !== undefined) rmSync(kiosk.dataDir, { recursive: true, force: true });
  });

  it('says the sensors change in a game, not by a man put on each point here', async () => {
    await page.waitForSelector('[data-testid="attract"]');
    await enterStaff(page);
    await page.waitForSelector('[data-testid="staff-screen"]');
    await page.click('[data-testid="staff-tab-sensors"]');
    await page.waitForSelector('[data-testid="sensor-test"]');
    const hint = await page.textContent('[data-testid="sensor-hint"]');
    expect(hint).toContain('virtual board drawn on the game screen');
    expect(hint).not.toContain('Put a man on each point');
    // The sensors are listed live all the same: the Morris board's 24 points.
    await until('the sensor list', async () => (Number(await page.getAttribute('[data-testid="sensor-test"]', 'data-total')) >= 24 ? true : undefined));
    await page.screenshot({ path: artifact('kiosk-sensor-test-virtual.png') });
    expect(problems).toEqual([]);
  });
});
