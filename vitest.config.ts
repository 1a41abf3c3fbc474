/**
 * Test projects:
 * - unit: pure core, codec, CLI in-process (tests/unit)
 * - integration: real serialport over socat pseudo-terminals, child processes (tests/integration)
 * - dom: Svelte components in happy-dom (tests/renderer)
 * - e2e: playwright-core driving Debian's chromium against the built web host (tests/e2e)
 * Every project resolves the renderer's import aliases (`aliases.config.ts`).
 * `npm test` builds first and runs them all; none of them measures time (that is `npm run bench`).
 */
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { importAliases } from './aliases.config.ts';

/** The renderer's import aliases (`$core/…`), for every project: the e2e and unit tests reach renderer modules too. */
const resolve = { alias: importAliases() };

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      {
        resolve,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        plugins: [svelte({ configFile: false, compilerOptions: { runes: true } }), svelteTesting()],
        test: { name: 'dom', environment: 'happy-dom', include: ['tests/renderer/**/*.test.ts'] },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
