// Lint: typescript-eslint recommended everywhere, Svelte for the renderer, and the dependency
// boundary of DEVELOPERS.md: src/ (the pure core) imports nothing from electron/, renderer/, web/,
// cli/, nor Node built-ins, Electron, Svelte or serialport.
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'test-artifacts/', 'bench-results/', 'renderer/src/paraglide/'] },
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'child_process', 'net', 'os'], message: 'src/ is the pure core: no Node built-ins (inject I/O from the edge).' },
            { group: ['electron', 'electron/*', 'svelte', 'svelte/*', 'serialport', '@serialport/*', 'ws'], message: 'src/ is the pure core: no Electron, DOM, serial or socket libraries.' },
            { group: ['**/electron/**', '**/renderer/**', '**/web/**', '**/cli/**'], message: 'Dependencies point inward: src/ uses nothing of the adapters.' },
          ],
        },
      ],
    },
  },
);
