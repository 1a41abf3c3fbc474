/**
 * What the start screen is drawn from (issue 19: first paint): the page's HTML names one script, the start
 * chunk (every module the renderer's entry reaches by static imports, `startChunk` of
 * `electron.vite.config.ts`), its stylesheet and the English catalogue; the start screen is drawn from
 * those three files and no other (each game's screen, the kiosk and the German catalogue are chunks of
 * their own, fetched later or never). The start chunk's first line is V8's compile hint, so Chromium
 * compiles it as it streams in (`compileHint`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowser, startWebHostProcess, type WebHostProcess } from './support/harness';

const RENDERER = join(ROOT, 'out/renderer');

/** The files under `assets/` that index.html names, by kind. */
function named(): { scripts: string[]; styles: string[]; preloads: string[] } {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
  return {
    scripts: all(/<script[^>]*src="\.\/assets\/([^"]+)"/g),
    styles: all(/<link rel="stylesheet"[^>]*href="\.\/assets\/([^"]+)"/g),
    preloads: all(/<link rel="modulepreload"[^>]*href="\.\/assets\/([^"]+)"/g),
  };
}

describe('the start screen\'s files', () => {
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

  it('index.html names the start chunk, its stylesheet and the English catalogue, and nothing else', () => {
    const { scripts, styles, preloads } = named();
    expect(scripts).toEqual([expect.stringMatching(/^start-[\w-]+\.js$/)]);
    expect(styles).toEqual([expect.stringMatching(/^start-[\w-]+\.css$/)]);
    expect(preloads).toEqual([expect.stringMatching(/^en-[\w-]+\.js$/)]);
    // Each game's screen and the kiosk are there, as chunks of their own.
    const chunks = readdirSync(join(RENDERER, 'assets')).filter((f) => f.endsWith('.js'));
    for (const name of ['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof', 'KioskApp', 'de']) {
      expect(chunks.some((f) => f.startsWith(`${name}-`)), `a chunk ${name}-*.js`).toBe(true);
    }
  });

  it('the start chunk\'s first line is V8\'s compile hint', () => {
    const [start] = named().scripts;
    expect(readFileSync(join(RENDERER, 'assets', start!), 'utf8').split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('the start screen is drawn from those three files alone', async () => {
    const page = await browser.newPage();
    try {
      // The files the page had loaded when the start screen first showed (noted in the page, before any later fetch).
      await page.addInitScript({
        content: `(() => {
          const o = new MutationObserver(() => {
            if (document.querySelector('[data-testid="start-screen"]') === null) return;
            o.disconnect();
            window.__loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
          });
          o.observe(document, { childList: true, subtree: true });
        })();`,
      });
      await page.goto(web.url);
      await page.waitForSelector('[data-testid="start-screen"]');
      const loaded = (await page.evaluate('window.__loaded')) as string[];
      const { scripts, styles, preloads } = named();
      expect([...loaded].sort()).toEqual([...scripts, ...styles, ...preloads].map((f) => `/assets/${f}`).sort());
    } finally {
      await page.close();
    }
  });
});
