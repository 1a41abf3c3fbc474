/**
 * The museum's content pack and read-aloud in Chromium against `npm run web -- --kiosk`
 * (kiosk-practice K9 "content pack ... loaded from a folder/USB, schema-validated, previous pack kept for
 * rollback"; K12 "how-to and history available as text + pictures + optional read-aloud"; K11 "all audio
 * captioned"): staff load the pack of `content.folder` from the staff screen, a faulty pack is refused
 * with every fault named and changes nothing, a visitor reads the museum's history text in English and
 * German, and rollback restores Parlour's own.
 *
 * "Read aloud": Chromium here has no system voices and no audio output, so the page gets doubles of
 * `speechSynthesis` / `SpeechSynthesisUtterance` and of `HTMLMediaElement.play/pause` (an init script
 * that records what would be said or played); the recording path plays the pack's real WAV file (a tiny
 * generated one) through the host's `kioskMedia` and a blob URL, whose bytes the test compares (the
 * double of `URL.createObjectURL` keeps each blob). A page
 * without the doubles shows the button only where the pack has a recording. Screenshots:
 * test-artifacts/kiosk-pack-*.png.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT, artifact, launchBrowser } from './support/harness';
import { enterStaff, kioskPage, startKioskHost, testPinHash, until, type KioskHost } from './support/kiosk';
import { a11yProblems } from './support/a11y';
import { silentWav } from '../support/wav';

/** The doubles of the speech engine and the audio element (see the module docs); what they saw is in `window.__said`. */
const DOUBLES = () => {
  const w = window as unknown as { __said: unknown[] };
  w.__said = [];
  const voices = [
    { lang: 'en-GB', name: 'Double English', voiceURI: 'double-en', default: true, localService: true },
    { lang: 'de-DE', name: 'Double Deutsch', voiceURI: 'double-de', default: false, localService: true },
  ];
  class Utterance {
    text: string;
    lang = '';
    voice: unknown = null;
    constructor(text: string) {
      this.text = text;
    }
    addEventListener(): void {}
  }
  const synth = {
    getVoices: () => voices,
    speak: (u: Utterance) => w.__said.push({ speak: u.text, lang: u.lang }),
    cancel: () => w.__said.push({ cancel: true }),
    addEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  // The bytes behind each blob URL the page makes (the page's CSP lets nothing fetch a blob URL back).
  const blobs = new Map<string, Blob>();
  (window as unknown as { __blob: (url: string) => Promise<number[]> }).__blob = async (url) => [...new Uint8Array(await blobs.get(url)!.arrayBuffer())];
  const make = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (b: Blob | MediaSource) => {
    const url = make(b);
    if (b instanceof Blob) blobs.set(url, b);
    return url;
  };
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    w.__said.push({ play: this.src });
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
    w.__said.push({ pause: this.src });
  };
};

type Said = { speak?: string; lang?: string; cancel?: boolean; play?: string; pause?: string };

describe('the content pack and read-aloud in the kiosk', () => {
  let kiosk: KioskHost;
  let browser: Browser;
  let page: Page;
  let stick: string;
  const recording = silentWav(120);
  const problems: string[] = [];
  const en = JSON.parse(readFileSync(join(ROOT, 'deploy/content-pack-example/texts/en.json'), 'utf8')) as Record<string, string>;
  const de = JSON.parse(readFileSync(join(ROOT, 'deploy/content-pack-example/texts/de.json'), 'utf8')) as Record<string, string>;

  const said = () => page.evaluate(() => (window as unknown as { __said: Said[] }).__said.splice(0));
  const shot = (what: string) => page.screenshot({ path: artifact(`kiosk-pack-${what}.png`) });

  async function open(doubles: boolean): Promise<void> {
    await page?.close();
    page = await browser.newPage({ viewport: { width: 1024, height: 768 }, locale: 'en-GB' });
    page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    if (doubles) await page.addInitScript(DOUBLES);
    await page.goto(kiosk.web.url);
    await page.waitForSelector('[data-testid="attract"]');
  }

  async function toHistory(game = 'morris'): Promise<void> {
    if ((await kioskPage(page)) === 'attract') await page.mouse.click(512, 400);
    await until('the home page', async () => ((await kioskPage(page)) === 'home' ? true : undefined));
    await page.click(`[data-testid="game-${game}"]`);
    await page.click('[data-testid="history"]');
    await page.waitForSelector('[data-testid="history-card"]');
  }

  async function toStaffContent(): Promise<void> {
    if ((await kioskPage(page)) !== 'attract') {
      await page.click('[data-testid="back"]').catch(() => undefined);
    }
    await enterStaff(page);
    await page.waitForSelector('[data-testid="staff-screen"]');
    await page.click('[data-testid="staff-tab-content"]');
    await page.waitForSelector('[data-testid="pack-panel"]');
  }

  async function leaveStaff(): Promise<void> {
    await page.click('[data-testid="staff-leave"]');
    await page.waitForSelector('[data-testid="attract"]');
  }

  const story = () => page.textContent('[data-testid="history-text"]');

  beforeAll(async () => {
    stick = join(mkdtempSync(join(tmpdir(), 'parlour-stick-')), 'PACK');
    cpSync(join(ROOT, 'deploy/content-pack-example'), stick, { recursive: true });
    mkdirSync(join(stick, 'audio'));
    writeFileSync(join(stick, 'audio', 'history-morris-en.wav'), recording);
    const manifest = JSON.parse(readFileSync(join(stick, 'pack.json'), 'utf8')) as Record<string, unknown>;
    manifest['audio'] = { en: { 'history.morris': 'audio/history-morris-en.wav' } };
    writeFileSync(join(stick, 'pack.json'), JSON.stringify(manifest, null, 2));
    kiosk = await startKioskHost({
      attract: { secondsPerPly: 0.4, order: ['morris'] },
      idle: { quietSeconds: 25, countdownSeconds: 2 },
      staff: { pinHash: await testPinHash() },
      content: { folder: stick },
    });
    browser = await launchBrowser();
    await open(true);
  });
  afterAll(async () => {
    await browser?.close();
    await kiosk?.web.stop();
    if (kiosk !== undefined) rmSync(kiosk.dataDir, { recursive: true, force: true });
    if (stick !== undefined) rmSync(join(stick, '..'), { recursive: true, force: true });
  });

  it("shows Parlour's own history text before any pack is loaded", async () => {
    await toHistory();
    expect(await story()).toMatch(/^Nine Men's Morris is centuries old/);
    expect(await page.locator('[data-testid="pack-picture"]').count()).toBe(0);
  });

  it('staff see that no pack is in use; a faulty pack is refused with every fault named, and nothing changes', async () => {
    await toStaffContent();
    expect(await page.textContent('[data-testid="pack-current"]')).toBe("No content pack is in use: the kiosk shows Parlour's own texts.");
    const good = readFileSync(join(stick, 'texts', 'de.json'), 'utf8');
    writeFileSync(join(stick, 'texts', 'de.json'), JSON.stringify({ 'kiosk.history.morris': 'Hallo {besucher}', 'kiosk.back': 'Zurück' }));
    await page.click('[data-testid="pack-load"]');
    await page.waitForSelector('[data-testid="pack-answer"][data-result="refused"]');
    expect(await page.locator('[data-testid="pack-faults"] li').allTextContents()).toEqual([
      'texts/de.json: “kiosk.history.morris” takes no parameters in braces.',
      "texts/de.json: “kiosk.back” is not one of the kiosk's content texts (docs/kiosk.md lists them).",
    ]);
    expect(await page.textContent('[data-testid="pack-current"]')).toBe("No content pack is in use: the kiosk shows Parlour's own texts.");
    expect(await a11yProblems(page)).toEqual([]);
    await shot('refused');
    writeFileSync(join(stick, 'texts', 'de.json'), good);
  });

  it('staff load the pack: its name, version and time of installing are shown', async () => {
    await page.click('[data-testid="pack-load"]');
    await page.waitForSelector('[data-testid="pack-answer"][data-result="installed"]');
    expect(await page.textContent('[data-testid="pack-answer"]')).toContain('Installed Town Museum parlour games, version 2027.1.');
    expect(await page.textContent('[data-testid="pack-current"]')).toMatch(/^Content pack in use: Town Museum parlour games, version 2027\.1, installed \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d\.$/);
    expect(await page.textContent('[data-testid="pack-previous"]')).toBe("Previous (for rollback): Parlour's own texts, as before the first pack.");
    await shot('staff');
    await leaveStaff();
  });

  it("a visitor reads the museum's history text and sees its picture, in English and in German", async () => {
    await toHistory();
    expect(await story()).toBe(en['kiosk.history.morris']);
    expect(await page.textContent('[data-testid="history-source"]')).toContain(en['kiosk.source.morris']);
    await page.waitForSelector('[data-testid="pack-picture"]');
    expect(await page.getAttribute('[data-testid="pack-picture"]', 'alt')).toBe(en['kiosk.picture.morris']);
    expect(await page.evaluate(() => (document.querySelector('[data-testid="pack-picture"]') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot('history-en');
    await page.click('[data-testid="lang-de"]');
    await until('the German text', async () => ((await story()) === de['kiosk.history.morris'] ? true : undefined));
    // A game the pack says nothing about keeps the catalogue's words.
    await page.click('[data-testid="back"]');
    await page.click('[data-testid="game-quoits"]');
    await page.click('[data-testid="history"]');
    expect(await story()).toMatch(/^Das echte Wurfringspiel/);
    await page.click('[data-testid="back"]');
    await page.click('[data-testid="game-morris"]');
    await page.click('[data-testid="history"]');
    await shot('history-de');
  });

  it('"Read aloud" in German speaks the card\'s text with the German voice, and pressed again stops', async () => {
    await said();
    expect(await page.textContent('[data-testid="read-aloud"]')).toContain('Vorlesen');
    const box = (await page.locator('[data-testid="read-aloud"]').boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.click('[data-testid="read-aloud"]');
    await until('reading', async () => ((await page.getAttribute('[data-testid="read-aloud"]', 'aria-pressed')) === 'true' ? true : undefined));
    expect(await page.textContent('[data-testid="read-aloud"]')).toContain('Vorlesen beenden');
    expect(await page.getAttribute('[data-testid="read-aloud"]', 'data-by')).toBe('voice');
    expect(await said()).toEqual([{ speak: de['kiosk.history.morris'], lang: 'de-DE' }]);
    await page.click('[data-testid="read-aloud"]');
    expect(await said()).toEqual([{ cancel: true }]);
    expect(await page.getAttribute('[data-testid="read-aloud"]', 'aria-pressed')).toBe('false');
  });

  it("in English it plays the pack's recording (its real bytes), and leaving the page stops it", async () => {
    await page.click('[data-testid="lang-en"]');
    await until('the English text', async () => ((await story()) === en['kiosk.history.morris'] ? true : undefined));
    await page.click('[data-testid="read-aloud"]');
    await until('playing', async () => ((await page.getAttribute('[data-testid="read-aloud"]', 'data-by')) === 'recording' ? true : undefined));
    const played = await said();
    expect(played).toHaveLength(1);
    const src = played[0]!.play!;
    expect(src).toMatch(/^blob:/);
    const bytes = await page.evaluate((url) => (window as unknown as { __blob: (url: string) => Promise<number[]> }).__blob(url), src);
    expect(Buffer.from(bytes).equals(recording)).toBe(true);
    expect(await page.textContent('[data-testid="read-aloud"]')).toContain('Stop reading');
    await shot('reading');
    await page.click('[data-testid="back"]');
    expect(await said()).toEqual([{ pause: src }]);
  });

  it('the how-to page reads its goal and steps with the voice; "Sound" off stops it and hides the button', async () => {
    await page.click('[data-testid="howto"]');
    await page.waitForSelector('[data-testid="howto-page"]');
    expect(await page.textContent('[data-testid="howto-goal"]')).toBe(en['kiosk.goal.morris']);
    // No sensor board here: the steps' taps are the way to play, and no line says otherwise.
    expect(await page.locator('[data-testid="howto-on-board"]').count()).toBe(0);
    await page.click('[data-testid="read-aloud"]');
    const s = await said();
    expect(s).toHaveLength(1);
    expect(s[0]!.lang).toBe('en-GB');
    expect(s[0]!.speak).toContain(en['kiosk.goal.morris']);
    expect(s[0]!.speak).toMatch(/1\. .+\n2\. .+\n3\. /);
    await page.click('[data-testid="sound"]');
    expect(await said()).toEqual([{ cancel: true }]);
    expect(await page.locator('[data-testid="read-aloud"]').count()).toBe(0);
    expect(await page.getAttribute('[data-testid="sound"]', 'aria-pressed')).toBe('false');
    await page.click('[data-testid="sound"]');
    await page.waitForSelector('[data-testid="read-aloud"]');
  });

  it('the idle reset stops a reading, and sets the sound back on', async () => {
    await page.click('[data-testid="back"]');
    await page.click('[data-testid="sound"]');
    await page.click('[data-testid="sound"]');
    await page.click('[data-testid="history"]');
    await page.click('[data-testid="read-aloud"]');
    await until('playing', async () => ((await page.getAttribute('[data-testid="read-aloud"]', 'data-by')) === 'recording' ? true : undefined));
    const src = (await said())[0]!.play!;
    await page.waitForSelector('[data-testid="attract"]', { timeout: 45_000 });
    expect(await said()).toContainEqual({ pause: src });
  });

  it('without the doubles (no voices here), the button shows only where the pack has a recording', async () => {
    await open(false);
    await toHistory();
    expect(await page.locator('[data-testid="read-aloud"]').count()).toBe(1);
    await page.click('[data-testid="lang-de"]');
    await until('the German text', async () => ((await story()) === de['kiosk.history.morris'] ? true : undefined));
    expect(await page.locator('[data-testid="read-aloud"]').count()).toBe(0);
    await page.click('[data-testid="back"]');
    // No recording in German and no voice: the exhibit is silent, and says so.
    expect(await page.textContent('[data-testid="silent-note"]')).toBe('Dieses Exponat hat keinen Ton: Alles steht auf dem Bildschirm.');
    await page.click('[data-testid="lang-en"]');
    expect(await page.textContent('[data-testid="silent-note"]')).toBe('Nothing is said aloud unless you press “Read aloud”: everything is on the screen.');
    await page.click('[data-testid="howto"]');
    await page.waitForSelector('[data-testid="howto-page"]');
    expect(await page.locator('[data-testid="read-aloud"]').count()).toBe(0);
  });

  it("staff roll back: Parlour's own text is back, and the pack is kept as the previous", async () => {
    await open(true);
    await toStaffContent();
    await page.click('[data-testid="pack-rollback"]');
    await page.waitForSelector('[data-testid="pack-answer"][data-result="rolled-back"]');
    expect(await page.textContent('[data-testid="pack-answer"]')).toContain("Rolled back to Parlour's own texts.");
    expect(await page.textContent('[data-testid="pack-current"]')).toBe("No content pack is in use: the kiosk shows Parlour's own texts.");
    expect(await page.textContent('[data-testid="pack-previous"]')).toBe('Previous pack (for rollback): Town Museum parlour games, version 2027.1.');
    await shot('rolled-back');
    await leaveStaff();
    await toHistory();
    expect(await story()).toMatch(/^Nine Men's Morris is centuries old/);
    expect(await page.locator('[data-testid="pack-picture"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
