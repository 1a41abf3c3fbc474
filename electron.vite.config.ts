/**
 * Builds the Electron app with electron-vite 6 (see `../shared/background/electron-stack.md` §2):
 * - main:     `electron/main.ts`    -> `out/main/index.js` (ESM; package.json "main"); dependencies stay in
 *             node_modules (serialport is a native N-API addon); the host's search worker
 *             `host/ai-worker.ts` -> `out/main/ai-worker.js`.
 * - preload:  `electron/preload.ts` -> `out/preload/index.cjs` (CommonJS: a sandboxed preload cannot load
 *             ES modules; every import, zod included, is bundled in because a sandboxed preload may only
 *             `require('electron')`).
 * - renderer: `renderer/index.html` -> `out/renderer/` (Svelte 5, runes; minified). The same files are
 *             served to browsers by `npm run web` (`web/server.ts`). Its import aliases (`$core/…`) come from
 *             `aliases.config.ts`. What the start screen needs is one chunk (`startChunk`), compiled
 *             eagerly (`compileHint`); its catalogues are fetched one language at a time (`lazyCatalogues`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { importAliases } from './aliases.config.ts';

const r = (p: string) => resolve(import.meta.dirname, p);

/**
 * The renderer's catalogues, fetched per language (issue 19: first paint): `src/i18n/format.ts`'s import
 * of `./catalogues` (every language at once, for the CLI and the host) becomes `./catalogues-lazy`, which
 * makes each language's catalogue a chunk of its own. The two modules export the same names.
 * `index.html` names English's chunk as a `modulepreload`, so it comes with the start screen's scripts
 * rather than after them: it is the fallback of every other language, so every page needs it.
 */
function lazyCatalogues(): Plugin {
  const format = r('src/i18n/format.ts');
  const lazy = r('src/i18n/catalogues-lazy.ts');
  const fallback = r('src/i18n/locales/en.json');
  return {
    name: 'parlour-lazy-catalogues',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './catalogues' && importer !== undefined && resolve(importer) === format ? lazy : null),
    transformIndexHtml(_html, ctx) {
      const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId === fallback);
      if (chunk === undefined) return [];
      return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` }, injectTo: 'head' }];
    },
  };
}

/**
 * The page's start chunk (issue 19: first paint): every module the renderer's entry (`renderer/src/main.ts`)
 * reaches by static imports goes into one chunk, `assets/start-<hash>.js`. Left to itself the bundler
 * split them by which game chunks share them into a dozen small chunks (`seats`, `held`, `table`, …), and
 * the browser fetched 15 files for the start screen over its six connections to the host; with one chunk it
 * fetches three (this, its styles and the English catalogue), and the page opens its socket to the host,
 * and paints the start screen, about 40 ms sooner (the medians of 30 interleaved starts of each build on
 * the two-core machine of issue 19; `bench/app.ts` measures the start as a whole). Each game's
 * screen, the kiosk and the other catalogues stay chunks of their own, fetched on demand; what they share
 * with the start screen they import from this chunk.
 * @returns the `output.codeSplitting` group; its name function finds the static closure once, on its first call.
 */
function startChunk(): CodeSplittingGroup {
  const entry = r('renderer/src/main.ts');
  let start: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      if (start === undefined) {
        start = new Set();
        const todo = [entry];
        for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
          if (start.has(m)) continue;
          start.add(m);
          todo.push(...(ctx.getModuleInfo(m)?.importedIds ?? []));
        }
      }
      return start.has(id) ? 'start' : null;
    },
  };
}

/**
 * Marks the start chunk for eager compilation (issue 19: first paint) with V8's explicit compile hint, the
 * magic comment `//# allFunctionsCalledOnLoad` on the file's first line (Chromium 136 and later; Electron's
 * Chromium too). V8 then compiles every function of the file on the thread that streams it in, rather
 * than each one lazily on the page's main thread when it is first called. Almost all of this chunk runs
 * before the start screen is drawn, and the main thread is the start's critical path once the host has
 * answered: its compile work there fell from about 60 to 22 ms per start (Chromium's trace), and the start
 * screen paints about 25 ms sooner (interleaved starts, as for `startChunk`). An engine without the hint
 * reads a comment.
 *
 * The comment must be the file's first line: on the second (after the preload map that Vite's import
 * analysis writes first) V8 compiled more on the main thread, not less. `output.postBanner` puts it
 * after that line, and an edit of the chunk in `generateBundle` did not reach the file, so the written
 * file is edited. The renderer's build writes no source maps, which the extra line would shift.
 */
function compileHint(): Plugin {
  return {
    name: 'parlour-compile-hint',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'start') continue;
        const file = resolve(options.dir ?? r('out/renderer'), chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: r('out/main'),
      // The host's search worker (`host/ai-worker.ts`) beside main: `host/search-worker.ts` starts it from there.
      rolldownOptions: { input: { index: r('electron/main.ts'), 'ai-worker': r('host/ai-worker.ts') } },
    },
  },
  preload: {
    build: {
      outDir: r('out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: r('electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: r('renderer'),
    base: './',
    resolve: { alias: importAliases() },
    build: {
      outDir: r('out/renderer'),
      minify: true,
      sourcemap: false,
      rolldownOptions: { input: r('renderer/index.html'), output: { codeSplitting: { groups: [startChunk()] } } },
    },
    plugins: [lazyCatalogues(), compileHint(), svelte({ configFile: false, compilerOptions: { runes: true } })],
  },
});
