/**
 * The set-up nearly every end-to-end file shares, once: before its tests, the built web host as its own
 * process, Debian's Chromium, and the app open in a page of the kiosk's or a desktop's size; after
 * them, the browser closed and the host stopped. (The host, browser and page themselves are made by
 * `./harness.ts`, which `bench/app.ts` shares; this file registers vitest hooks, so only test files
 * import it.)
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp, startWebHostProcess, type WebHostProcess } from './harness';

/** The running app of one test file, handed to it once `beforeAll` has started it. */
export interface AppUnderTest {
  readonly web: WebHostProcess;
  readonly browser: Browser;
  readonly page: Page;
  /** Console errors and page errors seen so far (tests assert it stays empty). */
  readonly problems: string[];
}

/** Options of {@link useApp}. */
export interface UseAppOptions {
  /** The page's size in CSS pixels (default 1024x600, the kiosk). */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Emulate `prefers-reduced-motion: reduce` (the teetotum then shows its numbers at once). */
  readonly reducedMotion?: boolean;
  /** The browser's locale (`navigator.languages`, the app's language until one is chosen; default en-GB). */
  readonly locale?: string;
}

/**
 * Registers the `beforeAll` that starts a web host with a fresh data folder, the browser and a page of
 * the app, and hands them to `started` (the test file keeps them in its own variables); and the
 * `afterAll` that closes the browser and stops the host. Call it at the top of a `describe`: hooks
 * registered before it run before it (a board to be ready when the host starts), and their `afterAll`
 * after it.
 */
export function useApp(options: UseAppOptions, started: (app: AppUnderTest) => void): void {
  let app: { web?: WebHostProcess; browser?: Browser } = {};
  beforeAll(async () => {
    app = {};
    const web = (app.web = await startWebHostProcess());
    const browser = (app.browser = await launchBrowser());
    const { page, problems } = await openApp(browser, web.url, options.viewport ?? { width: 1024, height: 600 }, options.locale);
    if (options.reducedMotion === true) await page.emulateMedia({ reducedMotion: 'reduce' });
    started({ web, browser, page, problems });
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.web?.stop();
  });
}
