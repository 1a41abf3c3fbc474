/**
 * No text clips (issue 14, a newcomer's report: in German the Archery "Fahnenstange" label, the Quoits
 * "Gesamt" column and the Spoof strength line were cut off, and more so with larger text): the Archery,
 * Quoits and Spoof screens in German and English, at 1024x768 and in a touch-sized window (768x1024),
 * with the browser's text size and with larger text (the root font at 125 %), checked by measure: no
 * element that hides or scrolls its overflow is wider inside than it shows, no SVG label reaches past its
 * drawing, no text is cut with an ellipsis or squeezed to a sliver, and the board keeps its room (for Spoof with a
 * shot's verdict shown under it). Screenshots (looked at): `test-artifacts/clip-<game>-<lang>-<size>-<text>.png`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, openApp } from './support/harness';
import { useApp } from './support/app';
import { startOnScreen } from './support/start';

/** What is cut off on the game screen now: one line per element, empty when nothing is. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    const screen = document.querySelector('[data-testid="game-screen"]')!;
    for (const e of screen.querySelectorAll<HTMLElement>('*')) {
      // Text for screen readers only is clipped on purpose (.sr-only).
      if (e instanceof SVGElement || e.classList.contains('sr-only') || (e.textContent ?? '').trim() === '') continue;
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden') continue;
      const hides = ['hidden', 'clip', 'auto', 'scroll'].includes(cs.overflowX);
      if (hides && e.scrollWidth > e.clientWidth + 1) out.push(`wider inside (${e.scrollWidth} > ${e.clientWidth}): ${name(e)}`);
      if (cs.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth) out.push(`ellipsis: ${name(e)}`);
      // Squeezed to a sliver (one letter a line): a text box narrower than two letters and taller than five lines.
      const font = parseFloat(cs.fontSize);
      if (cs.display !== 'inline' && e.clientWidth > 0 && e.clientWidth < 2 * font && e.clientHeight > 6 * font) out.push(`squeezed (${e.clientWidth}px wide): ${name(e)}`);
      const hidesY = ['hidden', 'clip'].includes(cs.overflowY);
      if (hidesY && e.scrollHeight > e.clientHeight + 1) out.push(`taller inside (${e.scrollHeight} > ${e.clientHeight}): ${name(e)}`);
    }
    for (const t of screen.querySelectorAll<SVGTextElement>('svg text')) {
      if ((t.textContent ?? '').trim() === '') continue;
      const svg = t.ownerSVGElement!;
      const box = svg.getBoundingClientRect();
      const r = t.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`past its drawing: svg text "${t.textContent!.trim()}"`);
    }
    return out;
  });
}

/**
 * Spoof: one shot by keyboard (Enter aims the focused man, Enter flicks), so that the verdict is shown
 * under the meter, and the drawing must keep its size beside it.
 */
async function flickOnce(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForSelector('[data-testid="spoof-screen"][data-can-shoot="true"]');
  await page.focus('[data-testid="spoof-screen"] [role="button"][data-owner="0"]');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => (document.querySelector('[data-testid="spoof-announcement"]')?.textContent ?? '') !== '');
  await page.emulateMedia({ reducedMotion: null });
}

const SIZES = [
  { width: 1024, height: 768, name: '1024x768' },
  { width: 768, height: 1024, name: '768x1024' },
] as const;

describe('no text clips on the game screens', () => {
  let page: Page;
  let problems: string[];
  useApp({ viewport: { width: 1024, height: 768 }, locale: 'de-DE' }, (app) => ({ page, problems } = app));

  for (const game of ['archery', 'quoits', 'spoof', 'not-made-in-germany', 'morris'] as const) {
    it(`${game}: German and English, both window sizes, both text sizes`, async () => {
      const found: string[] = [];
      for (const lang of ['de', 'en'] as const) {
        const tab = lang === 'de' ? page : (await openApp(page.context().browser()!, page.url(), { width: 1024, height: 768 }, 'en-GB')).page;
        try {
          if (lang === 'de') {
            await startOnScreen(page, game, { seats: ['screen', 'screen'] });
            if (game === 'spoof') await flickOnce(page);
          }
          await tab.waitForSelector('[data-testid="game-screen"][data-phase="playing"]');
          for (const size of SIZES) {
            await tab.setViewportSize({ width: size.width, height: size.height });
            for (const text of ['normal', 'large'] as const) {
              await tab.evaluate((large) => (document.documentElement.style.fontSize = large ? '125%' : ''), text === 'large');
              await tab.waitForTimeout(100);
              const shot = `clip-${game}-${lang}-${size.name}-${text}.png`;
              await tab.screenshot({ path: artifact(shot) });
              for (const c of await clippedText(tab)) found.push(`${shot}: ${c}`);
              // The board keeps most of its area (the texts around it never squeeze it away).
              const area = await tab.evaluate(() => {
                const b = document.querySelector('[data-testid="game-screen"] .board-area svg, [data-testid="game-screen"] .board-area')!.getBoundingClientRect();
                return b.width * b.height;
              });
              if (area < size.width * size.height * 0.15) found.push(`${shot}: the board drawing is only ${Math.round(area)} px²`);
            }
          }
          await tab.evaluate(() => (document.documentElement.style.fontSize = ''));
        } finally {
          if (tab !== page) await tab.close();
        }
      }
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
