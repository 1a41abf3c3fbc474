/**
 * No text clips (issue 14, a newcomer's report: in German the Archery "Fahnenstange" label, the Quoits
 * "Gesamt" column and the Spoof strength line were cut off, and more so with larger text): the Archery,
 * Quoits and Spoof screens in German and English, at 1024x768 and in a touch-sized window (768x1024),
 * with the browser's text size and with larger text (the root font at 125 %), checked by measure: no
 * element that hides or scrolls its overflow is wider inside than it shows, no SVG label reaches past its
 * drawing, no text is cut with an ellipsis or squeezed to a sliver, and the board keeps its room (for Spoof with a
 * shot's verdict shown under it). Screenshots (looked at): `test-artifacts/clip-<game>-<lang>-<size>-<text>.png`.
 * And at 768x1024 with touch, 1024x768, 1280x800 and 1920x1080 (a newcomer's report at 768x1024: the
 * Morris board's bottom edge ran into its file letters, and the board-profile dropdown cut its text): the
 * Morris board's letters stand inside the wood, clear of its edge and of the rank-1 rings, the edge is
 * drawn whole, and no select on the start screen cuts the text it shows
 * (`test-artifacts/clip-start-<lang>-<size>.png`, `clip-morris-coords-<lang>-<size>.png`).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifact, openApp } from './support/harness';
import { useApp } from './support/app';
import { startOnScreen } from './support/start';
import { startGame } from './support/morris-ui';

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

/**
 * The selects on the start screen whose shown text is wider than their box (the text, its padding and
 * the drop-down arrow, measured in the select's own font): one line per select, empty when none is.
 */
function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const s of document.querySelectorAll<HTMLSelectElement>('[data-testid="start-screen"] select')) {
      const cs = getComputedStyle(s);
      if (cs.display === 'none' || s.offsetParent === null) continue;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = s.options[s.selectedIndex]?.text ?? '';
      const needed = ctx.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 20;
      if (needed > s.clientWidth + 1) out.push(`${s.dataset.testid ?? s.name}: "${text}" needs ${Math.ceil(needed)} px, has ${s.clientWidth}`);
    }
    return out;
  });
}

/**
 * What runs into what at the Morris board's edge: a coordinate letter outside the wood's inner edge (or
 * closer to it than 2 px), a file letter over the rank-1 men's rings, or the wood's edge cut by the
 * drawing's box. Empty when all is clear.
 */
function morrisCoordsClash(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const svg = document.querySelector<SVGSVGElement>('[data-testid="board"]')!;
    const wood = svg.querySelector<SVGRectElement>('rect.wood')!;
    const edge = parseFloat(getComputedStyle(wood).strokeWidth) * (wood.getBoundingClientRect().width / wood.width.baseVal.value);
    const w = wood.getBoundingClientRect();
    const box = svg.getBoundingClientRect();
    if (w.top - edge / 2 < box.top - 0.5 || w.bottom + edge / 2 > box.bottom + 0.5 || w.left - edge / 2 < box.left - 0.5 || w.right + edge / 2 > box.right + 0.5) {
      out.push(`the wood's edge is cut by the drawing (${Math.round(w.bottom + edge / 2)} > ${Math.round(box.bottom)})`);
    }
    const inner = { top: w.top + edge / 2, bottom: w.bottom - edge / 2, left: w.left + edge / 2, right: w.right - edge / 2 };
    // The widest mark around a man is its guide box, 12 units past the 34-unit man; the hit circle is 51.
    const rings = [...svg.querySelectorAll<SVGGraphicsElement>('[data-testid^="point-"][data-testid$="1"] .hit')].map((h) => h.getBoundingClientRect());
    const ringBottom = Math.max(...rings.map((r) => r.top + r.height / 2 + (r.height / 2) * (46 / 51)));
    for (const t of svg.querySelectorAll<SVGTextElement>('[data-testid="coords"] text')) {
      const r = t.getBoundingClientRect();
      const name = t.textContent!.trim();
      const gaps = { top: r.top - inner.top, bottom: inner.bottom - r.bottom, left: r.left - inner.left, right: inner.right - r.right };
      for (const [side, gap] of Object.entries(gaps)) if (gap < 2) out.push(`"${name}" runs into the wood's ${side} edge (${gap.toFixed(1)} px from it)`);
      if (/^[a-g]$/.test(name) && r.top < ringBottom) out.push(`"${name}" stands over the rank-1 rings (top ${r.top.toFixed(1)} < ${ringBottom.toFixed(1)})`);
    }
    return out;
  });
}

const ALL_SIZES = [
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: false },
  { width: 1280, height: 800, touch: false },
  { width: 1920, height: 1080, touch: false },
] as const;

describe('the start screen and the Morris board at four window sizes', () => {
  let page: Page;
  let problems: string[];
  let playing = false;
  useApp({}, (app) => ({ page, problems } = app));

  for (const size of ALL_SIZES) {
    const name = `${size.width}x${size.height}`;
    it(`${name}${size.touch ? ' (touch)' : ''}: no select cuts its text, the board's letters clear its edge, in German and English`, async () => {
      const found: string[] = [];
      for (const locale of ['de-DE', 'en-GB']) {
        const context = await page.context().browser()!.newContext({ viewport: size, hasTouch: size.touch, locale });
        const tab = await context.newPage();
        tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        try {
          await tab.goto(page.url());
          // Once a game is on, a new tab opens on it (after a moment on the start screen, while its screen loads).
          if (playing) await tab.click('[data-testid="game-screen"] [data-testid="new-game"]');
          await tab.waitForSelector('[data-testid="start-screen"]');
          await tab.check('[data-testid="game-morris"]');
          await tab.check('[data-testid="board-virtual"]');
          await tab.waitForSelector('[data-testid="profile"]');
          await tab.locator('[data-testid="profile"]').scrollIntoViewIfNeeded();
          const lang = locale.slice(0, 2);
          await tab.screenshot({ path: artifact(`clip-start-${lang}-${name}.png`) });
          for (const c of await cutSelects(tab)) found.push(`${lang} ${name} start: ${c}`);
          await startGame(tab, { seats: ['screen', 'screen'], board: 'none' });
          await tab.waitForSelector('[data-testid="game-screen"][data-phase="playing"]');
          playing = true;
          const board = (await tab.locator('[data-testid="board"]').boundingBox())!;
          await tab.screenshot({ path: artifact(`clip-morris-coords-${lang}-${name}.png`), clip: { x: board.x, y: board.y + board.height - 120, width: board.width, height: 124 } });
          for (const c of await morrisCoordsClash(tab)) found.push(`${lang} ${name} board: ${c}`);
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
