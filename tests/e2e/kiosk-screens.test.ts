/**
 * The kiosk's screens at the sizes an exhibit has (issue 16, "Done when": "Screenshots of the attract
 * screen, the idle countdown, a history card and the staff screen, looked at"; docs/kiosk.md,
 * "Screenshots"): a 1024 x 768 screen driven by a mouse, and a 24-inch 1920 x 1080 touch screen driven by
 * touches (kiosk-practice K11 measures its targets on that screen), and the 1024 x 768 screen again in
 * German, whose words are longer. On each: the attract screen, the
 * countdown of "Still playing?", the questions before giving up and before a new game (issue 16: "Resign
 * and New game confirmed"), a history card and the staff screen; each page fits the screen without
 * scrolling, its main controls inside it, with targets of at least 44 px and text at 4.5:1; the attract
 * screen and the staff screen stand in the middle of the screen. The
 * screenshots go to test-artifacts/kiosk-<page>-<size>.png (docs/kiosk.md shows the 1024 x 768 ones).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifact, launchBrowser } from './support/harness';
import { TEST_PIN, kioskPage, startKioskHost, testPinHash, until, type KioskHost } from './support/kiosk';
import { a11yProblems } from './support/a11y';

interface Size {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly touch: boolean;
  /** The exhibit's language (German words are longer: they must fit too). */
  readonly lang: 'en' | 'de';
}

const SIZES: readonly Size[] = [
  { name: '1024x768', width: 1024, height: 768, touch: false, lang: 'en' },
  { name: 'touch-1920x1080', width: 1920, height: 1080, touch: true, lang: 'en' },
  { name: '1024x768-de', width: 1024, height: 768, touch: false, lang: 'de' },
];

/** What does not fit: the page scrolls, or one of `selectors` lies (partly) outside the screen. */
async function overflow(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > innerWidth || root.scrollHeight > innerHeight) out.push(`the page scrolls: ${root.scrollWidth}x${root.scrollHeight} in ${innerWidth}x${innerHeight}`);
    for (const s of selectors) {
      const el = document.querySelector(s);
      if (el === null) {
        out.push(`${s} is missing`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(`${s} lies outside the screen: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return out;
  }, selectors);
}

describe.each(SIZES)('the kiosk on a $name screen', (size) => {
  let kiosk: KioskHost;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  /** A visitor's press on `selector`: a touch on the touch screen, a click on the other. */
  const press = (selector: string) => (size.touch ? page.tap(selector) : page.click(selector));
  /** A press on a point of the screen. */
  const pressAt = (x: number, y: number) => (size.touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  const shot = (what: string) => page.screenshot({ path: artifact(`kiosk-${what}-${size.name}.png`) });
  /** The page fits and passes the accessibility checks. */
  const fits = async (what: string, selectors: readonly string[]) => {
    expect(await overflow(page, selectors), what).toEqual([]);
    expect(await a11yProblems(page), what).toEqual([]);
  };

  beforeAll(async () => {
    kiosk = await startKioskHost({
      attract: { secondsPerPly: 0.3, order: ['quoits', 'morris', 'not-made-in-germany'] },
      idle: { quietSeconds: 5, countdownSeconds: 30 },
      staff: { pinHash: await testPinHash() },
      languages: { default: size.lang },
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, locale: 'en-GB' });
    page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(kiosk.web.url);
  });
  afterAll(async () => {
    await browser?.close();
    await kiosk?.web.stop();
    if (kiosk !== undefined) rmSync(kiosk.dataDir, { recursive: true, force: true });
  });

  it('shows the attract screen whole: the game, its caption, Touch to play and the languages', async () => {
    await page.waitForSelector('[data-testid="attract"]');
    await until('a caption', async () => (((await page.textContent('[data-testid="caption"]')) ?? '').trim().length > 5 ? true : undefined));
    // The game's drawing comes with its chunk (issue 19), which may arrive after the first caption.
    await page.waitForSelector('[data-testid="attract"] svg');
    // The loop opens on Quoits, the widest board: its ground's edge is drawn whole, inside the drawing
    // (its stroke lay half outside the drawing and was cut off at the sides).
    expect(await page.getAttribute('[data-testid="attract"]', 'data-game')).toBe('quoits');
    const inset = await page.evaluate(`(() => {
      const s = document.querySelector('[data-testid="attract"] svg').getBoundingClientRect();
      const g = document.querySelector('[data-testid="attract"] svg rect.ground').getBoundingClientRect();
      return Math.min(g.left - s.left, s.right - g.right, g.top - s.top, s.bottom - g.bottom);
    })()`);
    expect(inset).toBeGreaterThan(0.5);
    // The drawing, its caption and Touch to play stand in the middle of the screen (the attract page's
    // 6 rem left inset, which keeps the staff corner free, once pushed them all to the right), here and
    // at 1280 x 800 (the 1024 x 768 run looks at that screen too).
    /** How far (px) each stands off the screen's middle, and whether any is more than 1 px off. */
    const offCentre = async (): Promise<{ off: Record<string, number>; worst: number }> => {
      const off: Record<string, number> = await page.evaluate(`(() => {
        const mid = (s) => { const r = document.querySelector(s).getBoundingClientRect(); return Math.abs((r.left + r.right) / 2 - innerWidth / 2); };
        return { drawing: mid('[data-testid="attract"] svg rect.ground'), caption: mid('[data-testid="caption"]'), touch: mid('[data-testid="touch-to-play"]') };
      })()`);
      return { off, worst: Math.max(...Object.values(off)) };
    };
    const here = await offCentre();
    expect(here.worst, `${size.width} x ${size.height}: ${JSON.stringify(here.off)}`).toBeLessThanOrEqual(1);
    if (size.name === '1024x768') {
      await page.setViewportSize({ width: 1280, height: 800 });
      const wider = await offCentre();
      expect(wider.worst, `1280 x 800: ${JSON.stringify(wider.off)}`).toBeLessThanOrEqual(1);
      await page.screenshot({ path: artifact('kiosk-attract-1280x800.png') });
      await page.setViewportSize({ width: size.width, height: size.height });
    }
    await fits('attract', ['[data-testid="attract"] svg', '[data-testid="caption"]', '[data-testid="touch-to-play"]', '[data-testid="lang-en"]', '[data-testid="lang-de"]', '[data-testid="silent-note"]']);
    // Kiosk-practice K11: "a visible note when a screen has no sound".
    expect(await page.textContent('[data-testid="silent-note"]')).toContain(size.lang === 'de' ? 'Dieses Exponat hat keinen Ton' : 'This exhibit has no sound: everything is on the screen.');
    await shot('attract');
  });

  it('counts down "Still playing?" over a visitor\'s game, inside the screen', async () => {
    await pressAt(size.width / 2, size.height / 2);
    await until('the home page', async () => ((await kioskPage(page)) === 'home' ? true : undefined));
    await fits('home', ['[data-testid="format-quick"]', '[data-testid="format-pair"]', '[data-testid="format-short"]', '[data-testid="history"]', '[data-testid="silent-note"]']);
    await shot('home');
    await press('[data-testid="format-quick"]');
    await page.waitForSelector('[data-testid="game-screen"]');
    await fits('game', ['[data-testid="game-screen"] svg', '[data-testid="kiosk-resign"]', '[data-testid="kiosk-new-game"]']);
    await page.waitForSelector('[data-testid="still-playing"]', { timeout: 15_000 });
    await until('the countdown going', async () => (Number(await page.getAttribute('[data-testid="still-playing"]', 'data-seconds')) < 30 ? true : undefined));
    await fits('still playing', ['[data-testid="still-playing"]', '[data-testid="keep-playing"]']);
    await shot('countdown');
    const box = (await page.locator('[data-testid="keep-playing"]').boundingBox())!;
    await pressAt(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('[data-testid="still-playing"]', { state: 'detached' });
  });

  it('asks before giving up and before a new game: No keeps the game, Yes carries it out', async () => {
    await press('[data-testid="kiosk-resign"]');
    await page.waitForSelector('[data-testid="confirm"]');
    await fits('give up?', ['[data-testid="confirm-no"]', '[data-testid="confirm-yes"]']);
    await shot('confirm');
    await press('[data-testid="confirm-no"]');
    await page.waitForSelector('[data-testid="confirm"]', { state: 'detached' });
    expect(await page.isVisible('[data-testid="kiosk-resign"]')).toBe(true);
    await press('[data-testid="kiosk-new-game"]');
    await page.waitForSelector('[data-testid="confirm"]');
    await press('[data-testid="confirm-yes"]');
    await until('the home page', async () => ((await kioskPage(page)) === 'home' ? true : undefined));
  });

  it('shows a history card whole: the text, the drawing and the sources', async () => {
    await press('[data-testid="game-not-made-in-germany"]');
    await press('[data-testid="history"]');
    await page.waitForSelector('[data-testid="history-card"]');
    await fits('history', ['[data-testid="history-card"] svg[role="img"]', '[data-testid="history-text"]', '[data-testid="history-card"] .source', '[data-testid="back"]']);
    await shot('history');
  });

  it('shows the staff screen whole after the corner gesture and the PIN', async () => {
    for (let i = 0; i < 5; i++) await pressAt(12, 12);
    await page.waitForSelector('[data-testid="pin-pad"]');
    await fits('pin pad', ['[data-testid="pin-0"]', '[data-testid="pin-ok"]']);
    for (const d of TEST_PIN) await press(`[data-testid="pin-${d}"]`);
    await press('[data-testid="pin-ok"]');
    await page.waitForSelector('[data-testid="staff-screen"]');
    await page.waitForSelector('[data-testid="staff-link"]');
    // No board configured: nothing said about men missing from it; the configuration was read.
    expect(await page.locator('[data-testid="staff-missing"]').count()).toBe(0);
    expect(await page.textContent('[data-testid="staff-config-state"]')).toBe(size.lang === 'de' ? 'Konfiguration: ohne Fehler gelesen' : 'Configuration: read without faults');
    await fits('staff', ['[data-testid="staff-status"]', '[data-testid="staff-reload"]', '[data-testid="staff-restart"]', '[data-testid="staff-quit"]', '[data-testid="staff-leave"]']);
    // The staff screen stands in the middle of the screen: its title, tabs, page and actions together, on
    // the status tab and on the configuration tab (the widest page), and no tab inside the staff corner.
    // (It was inset 6 rem on the left, for the staff corner, and 1 rem on the right, over the whole
    // width: its text and buttons hugged the left while its page reached the right edge, 37 px off the
    // middle at 1024 x 768 and 54 px at 1920 x 1080.)
    const staffOffCentre = () =>
      page.evaluate(`(() => {
        const parts = [...document.querySelectorAll('[data-testid="staff-screen"] :is(h1, [role="tab"], [role="tabpanel"], footer button)')].map((e) => e.getBoundingClientRect());
        const left = Math.min(...parts.map((r) => r.left)), right = Math.max(...parts.map((r) => r.right));
        const firstTab = document.querySelector('[data-testid="staff-screen"] [role="tab"]').getBoundingClientRect();
        return { off: Math.abs((left + right) / 2 - innerWidth / 2), left, right, tabInCorner: firstTab.left < 72 && firstTab.top < 72 };
      })()`) as Promise<{ off: number; left: number; right: number; tabInCorner: boolean }>;
    for (const tab of ['status', 'config'] as const) {
      await press(`[data-testid="staff-tab-${tab}"]`);
      const c = await staffOffCentre();
      expect(c.off, `${tab} tab at ${size.name}: ${Math.round(c.left)} to ${Math.round(c.right)}`).toBeLessThanOrEqual(1);
      expect(c.tabInCorner).toBe(false);
    }
    await press('[data-testid="staff-tab-status"]');
    await shot('staff');
    await press('[data-testid="staff-leave"]');
    await page.waitForSelector('[data-testid="attract"]');
    expect(problems).toEqual([]);
  });
});
