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
 *             `aliases.config.ts`. Its catalogues are fetched one language at a time (`lazyCatalogues`).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
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
      rolldownOptions: { input: r('renderer/index.html') },
    },
    plugins: [lazyCatalogues(), svelte({ configFile: false, compilerOptions: { runes: true } })],
  },
});
