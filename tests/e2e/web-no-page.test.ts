/**
 * An address the web host has no page for (a newcomer typed `/nothing` and `/%zz` and got a bare English
 * "not found" / "bad path"). A browser's navigation (Accept: text/html) now gets a small page in the
 * person's language (Accept-Language: English or German) that says there is no such page and links to
 * the start screen, under the app's Content-Security-Policy (no inline script or style: the browser
 * reports none refused); any other request keeps the plain text it had, with the same status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROOT, artifact, launchBrowser, startWebHostProcess, type WebHostProcess } from './support/harness';
import { rawRequest as get } from './support/http';

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
