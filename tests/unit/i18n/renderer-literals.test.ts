/**
 * No renderer component shows a literal word (issue 15: "a test fails if ... a UI component contains a
 * literal user-facing string"): every `.svelte` file under `renderer/src` is parsed with Svelte's own
 * compiler, and its text nodes and the attributes people read (`aria-label`, `title`, `placeholder`,
 * `alt`, …) may hold no letters outside `{…}` expressions: the words come from the catalogue through
 * `t()` / `say()` (renderer/src/lib/i18n.svelte.ts). Symbols without letters (`×`, `·`, `→`, digits)
 * may stand as they are.
 *
 * Nor may the renderer's TypeScript build a sentence of its own: every `.ts` file under `renderer/src`,
 * and every component's `<script>`, is parsed with the TypeScript compiler, and a string or template
 * literal that reads as text for people (../support/ts-literals.ts says when) fails the test unless
 * {@link ALLOWED} lists it with the reason it is no text for people.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expressionWords, literalWords, svelteFiles } from '../support/svelte-literals';
import { tsFiles, tsLiteralWords } from '../support/ts-literals';

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

/** Literals of the renderer's TypeScript that look like words but are none for people, each with why. */
const ALLOWED: readonly { readonly file: string; readonly text: RegExp; readonly why: string }[] = [
  {
    file: 'renderer/src/bridge/ws.ts',
    text: /^(a view patch was refused: \$\{\}|binary message|message is not JSON|reply to unknown call \$\{\})$/,
    why: 'why a message from the host was ignored, handed to onBadMessage, which main.ts writes to the developer console only',
  },
  {
    file: 'renderer/src/games/quoits/view.ts',
    text: /^(Hub|Double \$\{\})$/,
    why: "the default layout's labels as its data file writes them, compared to tell them from a museum's own; people read moves.quoits.space",
  },
  { file: '*', text: /^(Arrow(Up|Down|Left|Right)|Page(Up|Down)|Enter|Escape|Home|End|Tab)$/, why: 'KeyboardEvent.key values' },
];

/** The `<script>` of a component, with the line it starts on (0-based), or `undefined`. */
function scriptOf(source: string): { code: string; offset: number } | undefined {
  const m = /<script[^>]*>([\s\S]*?)<\/script>/.exec(source);
  return m === null ? undefined : { code: m[1]!, offset: source.slice(0, m.index).split('\n').length - 1 };
}

describe("the renderer's TypeScript builds no sentence of its own", () => {
  const unlisted = (name: string, found: { line: number; text: string }[]) =>
    found.filter((w) => !ALLOWED.some((a) => (a.file === '*' || a.file === name) && a.text.test(w.text)));

  it('finds words in literals and templates, and lets codes, keys, errors, logs and identifiers through (the check can fail)', () => {
    const found = tsLiteralWords(
      [
        "const a = `${who} spun ${spin}`;",
        "const b = { label: 'count', kind: 'ongoing' };",
        "const c = 'Stars';",
        "t('app.loading'); msg('moves.spin.words', { a: 1, b: 2, doublet: 'no' });",
        "throw new Error(`archery defaults: ${x}`); console.warn('parlour: ignored a message');",
        "import x from './some file'; type K = 'hello world'; const Kiosk = await import('./kiosk/Kiosk App.svelte');",
        "const d = m.kind === 'set-back' ? 'is set back' : 'computer';",
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 1, text: '${} spun ${}' },
      { line: 2, text: 'count' },
      { line: 3, text: 'Stars' },
      { line: 7, text: 'is set back' },
    ]);
  });

  for (const file of tsFiles(RENDERER)) {
    const name = relative(ROOT, file);
    it(name, () => {
      expect(unlisted(name, tsLiteralWords(readFileSync(file, 'utf8'), file)), `${name}: words to take from the catalogue (t() or msg())`).toEqual([]);
    });
  }
  it("finds words in a component's markup expressions and props, not in codes, comparisons or other attributes (the check can fail)", () => {
    const found = expressionWords(
      [
        "<Panel purpose={ready ? 'Spin and pitch a man' : t('app.loading')} />",
        "<p>{kind === 'Board' ? `${who} spun` : ''}</p>",
        "<div class={big ? 'large text' : 'small'} title={x ? 'Close it' : ''}></div>",
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 1, text: 'Spin and pitch a man' },
      { line: 2, text: '${} spun' },
      { line: 3, text: 'Close it' },
    ]);
  });

  for (const file of svelteFiles(RENDERER)) {
    const name = relative(ROOT, file);
    it(`${name} markup expressions`, () => {
      expect(expressionWords(readFileSync(file, 'utf8')), `${name}: words to take from the catalogue (t() or say())`).toEqual([]);
    });
    const script = scriptOf(readFileSync(file, 'utf8'));
    if (script === undefined) continue;
    it(`${name} <script>`, () => {
      const found = tsLiteralWords(script.code, file).map((w) => ({ line: w.line + script.offset, text: w.text }));
      expect(unlisted(name, found), `${name}: words to take from the catalogue (t() or msg())`).toEqual([]);
    });
  }
});
