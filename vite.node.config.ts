/**
 * Builds the Node-side programs (the `parlour` CLI, the `npm run web` host and the host's search worker,
 * `dist/host/ai-worker.js`) into `dist/`, as ES modules for Node 20. zod, ws and pure-rand are bundled
 * in: resolving and loading them from node_modules one module at a time was about a third of the web
 * host's start-up, which is on the way to its first paint (issue 19). serialport and its parser stay in
 * node_modules (a native addon, loaded only when a port is opened or listed: `host/serial.ts`).
 * Electron's main, preload and renderer are built by `electron.vite.config.ts` instead.
 */
import { builtinModules } from 'node:module';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const r = (p: string) => resolve(import.meta.dirname, p);
// The host's search worker is an entry of its own: `host/search-worker.ts` starts it from beside the build.
const entries: Record<string, string> = { 'cli/parlour': r('cli/parlour.ts'), 'host/ai-worker': r('host/ai-worker.ts') };
if (existsSync(r('web/server.ts'))) entries['web/server'] = r('web/server.ts');

/** Bundled into dist/ rather than loaded from node_modules (see the docstring). */
const BUNDLED = ['zod', 'ws', 'pure-rand'];
const deps = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((d) => !BUNDLED.includes(d));

export default defineConfig({
  ssr: { noExternal: BUNDLED },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: entries,
      external: (id) =>
        id.startsWith('node:') || builtinModules.includes(id) || deps.some((d) => id === d || id.startsWith(`${d}/`)),
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
