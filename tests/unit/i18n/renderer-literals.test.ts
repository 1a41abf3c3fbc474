/**
 * No renderer component shows a literal word (issue 15: "a test fails if ... a UI component contains a
 * literal user-facing string"): every `.svelte` file under `renderer/src` is parsed with Svelte's own
 * compiler, and its text nodes and the attributes people read (`aria-label`, `title`, `placeholder`,
 * `alt`, …) may hold no letters outside `{…}` expressions: the words come from the catalogue through
 * `t()` / `say()` (renderer/src/lib/i18n.svelte.ts). Symbols without letters (`×`, `·`, `→`, digits)
 * may stand as they are.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalWords, svelteFiles } from '../support/svelte-literals';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RENDERER = join(ROOT, 'renderer', 'src');


describe('renderer components hold no literal words', () => {
  it('finds words in text and read attributes, and lets expressions and symbols through (the check can fail)', () => {
    const found = literalWords('<script>let n = 1;</script>\n<p>Hello {n}</p>\n<button aria-label="Close" title={t(\'x\')} class="big">×</button>\n<p>{t(\'app.loading\')} · 3</p>');
    expect(found).toEqual([
      { line: 2, text: 'Hello' },
      { line: 3, text: 'aria-label="Close"' },
    ]);
  });

  for (const file of svelteFiles(RENDERER)) {
    const name = relative(ROOT, file);
    it(name, () => {
      expect(literalWords(readFileSync(file, 'utf8')), `${name}: words to take from the catalogue (t() or say())`).toEqual([]);
    });
  }
});
