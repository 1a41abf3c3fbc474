/**
 * The web host's "no such page" page has the app's looks (a newcomer found it unstyled): its stylesheet,
 * `renderer/public/no-page.css`, is a file of its own (the page is no part of the renderer's build and
 * may not style itself inline, `src/api/csp.ts`), so it repeats the app's colours and type. Here they are
 * held to `renderer/src/styles.css`: every custom property it sets, and the root's font size, have the
 * app's values, in light and in dark mode.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const app = read('renderer/src/styles.css');
const page = read('renderer/public/no-page.css');

/** The declarations (`name: value`) of the first `:root {` block after `from` (-1: none, `{}`). */
function rootBlock(css: string, from = 0): Record<string, string> {
  if (from < 0) return {};
  const at = css.indexOf(':root {', from);
  if (at < 0) throw new Error('no :root block');
  const body = css.slice(at + ':root {'.length, css.indexOf('}', at)).replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

const dark = (css: string) => css.indexOf('@media (prefers-color-scheme: dark)');

describe('the no-page stylesheet', () => {
  it.each([
    ['light', rootBlock(page), rootBlock(app)],
    ['dark', { ...rootBlock(page), ...rootBlock(page, dark(page)) }, { ...rootBlock(app), ...rootBlock(app, dark(app)) }],
  ])('sets the app\'s colours and type in %s mode', (_, mine, theirs) => {
    const names = Object.keys(mine).filter((n) => n.startsWith('--'));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const n of [...names, 'font-family', 'font-size', 'background', 'color', 'color-scheme']) expect(mine[n], n).toBe(theirs[n]);
  });
});
