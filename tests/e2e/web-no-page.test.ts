/**
 * An address the web host has no page for (a newcomer typed `/nothing` and `/%zz` and got a bare English
 * "not found" / "bad path"). A browser's navigation (Accept: text/html) now gets a small page in the
 * person's language (Accept-Language: English or German) that says there is no such page and links to
 * the start screen, under the app's Content-Security-Policy (no inline script or style: the browser
 * reports none refused); any other request keeps the plain text it had, with the same status.
 *
 * Then a newcomer found that page on a German kiosk in their browser's English, unstyled. It speaks the
 * host's language when the host has one (the kiosk's configured language; the language chosen on the
 * start screen), the browser's only when not; and it has the app's looks (its colours and type, light
 * and dark) from a stylesheet the host serves, which the policy allows (`style-src 'self'`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT, artifact, launchBrowser, startWebHostProcess, type WebHostProcess } from './support/harness';
import { rawRequest as get } from './support/http';
import { startKioskHost, until, type KioskHost } from './support/kiosk';

const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('an address with no page', () => {
  let web: WebHostProcess;
  let browser: Browser;
  beforeAll(async () => {
    web = await startWebHostProcess();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it.each([
    ['en-GB', '/nothing', 404, 'No such page', 'There is no page at this address.', 'Go to the start screen'],
    ['de-DE', '/%zz', 400, 'Keine solche Seite', 'Diese Adresse ist ungültig: Hier gibt es keine Seite.', 'Zum Startbildschirm'],
  ])('in a browser (%s) at %s: a page in its language with a link to the start screen', async (locale, path, status, title, text, link) => {
    const page = await browser.newPage({ locale, viewport: { width: 1024, height: 768 } });
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => problems.push(e.message));
    const answer = await page.goto(`${web.url.replace(/\/$/, '')}${path}`);
    expect(answer?.status()).toBe(status);
    expect(answer?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(answer?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.title()).toBe(`${title} – Parlour`);
    expect(await page.textContent('h1')).toBe(title);
    expect(await page.textContent('p')).toBe(text);
    expect(await page.getAttribute('html', 'lang')).toBe(locale.slice(0, 2));
    await page.screenshot({ path: artifact(`web-no-page-${locale}.png`) });
    // The link leads to the app's start screen.
    await page.click(`a:has-text("${link}")`);
    await page.waitForSelector('[data-testid="start-screen"]', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    // Nothing on the page was refused by the Content-Security-Policy (Chromium reports each on the console;
    // besides, it reports the page's own status, and the favicon's 404, as resources that failed to load).
    expect(problems.filter((p) => !/^Failed to load resource: the server responded with a status of (400|404)/.test(p))).toEqual([]);
    expect(problems.join('\n')).not.toMatch(/Content Security Policy|Refused to/);
    await page.close();
  });

  it('prefers the language Accept-Language weighs highest, English when it names none Parlour speaks', async () => {
    const de = await get(web.url, '/nothing', { ...HTML, 'Accept-Language': 'fr;q=1, de-AT;q=0.8, en;q=0.5' });
    expect(de.body).toContain('<html lang="de">');
    const en = await get(web.url, '/nothing', { ...HTML, 'Accept-Language': 'de;q=0.2, en-US;q=0.9' });
    expect(en.body).toContain('<html lang="en">');
    const none = await get(web.url, '/nothing', { ...HTML, 'Accept-Language': 'fr, ja' });
    expect(none.body).toContain('<html lang="en">');
    const head = await get(web.url, '/nothing', HTML, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body).toBe('');
  });

  it('is built so that the host listens without the catalogues: they come with the page, on demand', () => {
    // Every module dist/web/server.js loads before it listens: its static imports, and theirs.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from "(\.{1,2}\/[^"]+)";?$/gm)) visit(resolve(dirname(file), spec!));
    };
    visit(join(ROOT, 'dist/web/server.js'));
    expect(seen.size).toBeGreaterThan(1);
    const eager = [...seen].filter((f) => readFileSync(f, 'utf8').includes('Keine solche Seite'));
    expect(eager, 'modules with the catalogues loaded before listening').toEqual([]);
    expect(readFileSync(join(ROOT, 'dist/web/server.js'), 'utf8')).toMatch(/import\("\.\.\/chunks\/no-page-[^"]+\.js"\)/);
  });

  it('keeps plain text for a request that is no browser navigation', async () => {
    for (const [path, status, body] of [['/nothing', 404, 'not found\n'], ['/%zz', 400, 'bad path\n'], ['/assets/none.js', 404, 'not found\n']] as const) {
      const r = await get(web.url, path, { Accept: '*/*', 'Accept-Language': 'de' });
      expect(r.status, path).toBe(status);
      expect(r.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(r.body, path).toBe(body);
    }
  });
});

async function stopKiosk(kiosk: KioskHost): Promise<void> {
  await kiosk.web.stop();
  rmSync(kiosk.dataDir, { recursive: true, force: true });
}

describe('an address with no page, on a host with a language of its own', () => {
  let browser: Browser;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops) await stop();
  });

  it('speaks the kiosk\'s configured language, whatever the browser\'s', async () => {
    const de = await startKioskHost({ languages: { default: 'de' } });
    stops.push(() => stopKiosk(de));
    const en = await startKioskHost({ languages: { default: 'en' } });
    stops.push(() => stopKiosk(en));
    const inEnglish = await get(de.web.url, '/nothing', { ...HTML, 'Accept-Language': 'en-GB, en;q=0.9' });
    expect(inEnglish.status).toBe(404);
    expect(inEnglish.headers['content-language']).toBe('de');
    expect(inEnglish.body).toContain('<html lang="de">');
    expect(inEnglish.body).toContain('<h1>Keine solche Seite</h1>');
    const inGerman = await get(en.web.url, '/%zz', { ...HTML, 'Accept-Language': 'de-DE' });
    expect(inGerman.status).toBe(400);
    expect(inGerman.body).toContain('<h1>No such page</h1>');
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1024, height: 768 } });
    await page.goto(`${de.web.url}nothing`);
    expect(await page.textContent('h1')).toBe('Keine solche Seite');
    await page.screenshot({ path: artifact('web-no-page-kiosk-de.png') });
    await page.close();
  });

  it('speaks the language chosen on the start screen, the browser\'s until one is chosen', async () => {
    const web = await startWebHostProcess();
    stops.push(() => web.stop());
    const title = async () => /<h1>(.*)<\/h1>/.exec((await get(web.url, '/nothing', { ...HTML, 'Accept-Language': 'en-GB' })).body)?.[1];
    expect(await title()).toBe('No such page');
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1024, height: 768 } });
    await page.goto(web.url);
    await page.waitForSelector('[data-testid="start-screen"]', { timeout: 20_000 });
    await page.selectOption('[data-testid="language"]', 'de');
    await until('the page in German', async () => ((await title()) === 'Keine solche Seite' ? true : undefined));
    await page.goto(`${web.url}nothing`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.close();
  });

  it.each(['light', 'dark'] as const)('has the app\'s colours and type (%s), from a stylesheet the policy allows', async (colorScheme) => {
    const web = await startWebHostProcess();
    stops.push(() => web.stop());
    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1024, height: 768 }, colorScheme });
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    /** The page's background, text colour and font, as drawn. */
    const looks = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        return { background: root.backgroundColor, color: root.color, font: root.fontFamily, size: root.fontSize };
      });
    await page.goto(web.url);
    await page.waitForSelector('[data-testid="start-screen"]', { timeout: 20_000 });
    const app = await looks();
    await page.goto(`${web.url}nothing`);
    expect(await looks()).toEqual(app);
    // A readable column, not the browser's full-width default, and the link a target of at least 44 px.
    const box = await page.evaluate(() => {
      const m = document.querySelector('main')!.getBoundingClientRect();
      const a = document.querySelector('a')!.getBoundingClientRect();
      return { left: m.left, right: innerWidth - m.right, width: m.width, link: a.height };
    });
    expect(box.width).toBeLessThan(700);
    expect(Math.abs(box.left - box.right)).toBeLessThanOrEqual(1);
    expect(box.link).toBeGreaterThanOrEqual(44);
    expect(problems.join('\n')).not.toMatch(/Content Security Policy|Refused to/);
    const css = await get(web.url, '/no-page.css', { Accept: 'text/css' });
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    await page.screenshot({ path: artifact(`web-no-page-${colorScheme}.png`) });
    await page.close();
  });
});
