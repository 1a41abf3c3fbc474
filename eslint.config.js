// Lint: typescript-eslint recommended everywhere, Svelte for the renderer, and the dependency
// boundaries of docs/architecture.md (the table "what each folder may import"):
// - src/ (the pure core) imports nothing from electron/, renderer/, web/, cli/ or host/, only the pure
//   modules of firmware-protocol/ (not its serial transport, profile files or virtual board), and no
//   Node built-ins, Electron, Svelte, serialport or ws;
// - src/games/ imports nothing of src/ai/, src/session/ or src/inference/ (a game is a plain
//   declaration; the players, the session and the inference use the games, not the other way);
// - src/i18n/ (messages and catalogues) imports nothing else of src/: every layer uses it;
// - host/ imports nothing of electron/ or web/ (both are adapters over the host);
// - firmware-protocol/ imports nothing of host/, electron/ or web/ (the protocol and its transport serve
//   the host, the CLI and the virtual board alike);
// - renderer/ imports nothing of host/, electron/, web/ or firmware-protocol/ (it reaches the host only
//   through the typed contract of src/api, over IPC or the WebSocket);
// - electron/ and web/ (the two shells over host/) import nothing of each other;
// - electron/ does not import electron-log's Electron side (`electron-log`, `/main`, `/preload`,
//   `/renderer`): importing `/main` registers IPC handlers with no sender check, and its initialize()
//   adds a preload exposing `window.__electronLog` (issue 12, failure 9); `electron-log/node` is used.
// Imports are matched by path segment (`../../host/board` is host/), so a folder's own file may not be
// named like a forbidden folder. tests/unit/lint/boundaries.test.ts proves each rule fails on a wrong import.
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';

/** `no-restricted-imports` patterns forbidding imports of the folders `names` (by path segment). */
const folders = (names, message) => ({ group: names.flatMap((n) => [`**/${n}`, `**/${n}/**`]), message });

const SRC_PURE = [
  { group: ['node:*', 'fs', 'path', 'child_process', 'net', 'os'], message: 'src/ is the pure core: no Node built-ins (inject I/O from the edge).' },
  { group: ['electron', 'electron/*', 'svelte', 'svelte/*', 'serialport', '@serialport/*', 'ws'], message: 'src/ is the pure core: no Electron, DOM, serial or socket libraries.' },
  folders(['electron', 'renderer', 'web', 'cli', 'host'], 'Dependencies point inward: src/ uses nothing of the adapters.'),
  {
    group: ['**/firmware-protocol/serial', '**/firmware-protocol/serial/**', '**/firmware-protocol/virtual-board/**', '**/firmware-protocol/profile-files'],
    message: "src/ may use the protocol's pure modules (codec, messages, profile), not its serial transport, profile files or virtual board.",
  },
  { group: ['$*'], message: "The $ import aliases are the renderer's; src/ imports by relative path." },
];
/** The other folders of src/, as seen from a file `depth` folders below src/ (src/i18n/ is 1, src/i18n/codes/ 2). */
const I18N_ALONE = (depth) => ({
  group: ['core', 'games', 'ai', 'session', 'inference', 'board', 'api'].flatMap((n) => [`${'../'.repeat(depth)}${n}`, `${'../'.repeat(depth)}${n}/**`]),
  message: 'src/i18n/ is the bottom of the core: every layer uses it, it uses nothing else of Parlour.',
});
const GAMES_INWARD = folders(['ai', 'session', 'inference'], 'A game is a plain declaration: src/games/ uses nothing of src/ai/, src/session/ or src/inference/ (they use the games).');
const HOST_OUT = folders(['electron', 'web'], 'host/ is shared by Electron and the web host: it imports neither electron/ nor web/.');
const PROTOCOL_OUT = folders(['host', 'electron', 'web'], 'firmware-protocol/ serves the host, the CLI and the virtual board: it imports nothing of host/, electron/ or web/.');
const SHELLS_APART = (other) => folders([other], 'electron/ and web/ are two shells over host/: neither imports the other (what both need lives in host/ or src/api/).');
const ELECTRON_LOG_NODE_ONLY = {
  regex: '^electron-log(/(?!node$).*)?$',
  message: "electron-log's Electron side registers IPC handlers without a sender check and adds a preload beside window.parlour: use 'electron-log/node'.",
};
const RENDERER_OUT = folders(['host', 'electron', 'web', 'firmware-protocol'], 'The renderer reaches the host only through src/api (IPC or the WebSocket): no host/, electron/, web/ or firmware-protocol/.');

const boundary = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

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
  // One block per folder; a later block replaces an earlier one's rule options, so src/games/ repeats src/'s.
  boundary(['src/**/*.ts'], SRC_PURE),
  boundary(['src/games/**/*.ts'], [...SRC_PURE, GAMES_INWARD]),
  boundary(['src/i18n/*.ts'], [...SRC_PURE, I18N_ALONE(1)]),
  boundary(['src/i18n/*/*.ts'], [...SRC_PURE, I18N_ALONE(2)]),
  boundary(['host/**/*.ts'], [HOST_OUT]),
  boundary(['firmware-protocol/**/*.ts'], [PROTOCOL_OUT]),
  boundary(['renderer/**/*.ts', 'renderer/**/*.svelte'], [RENDERER_OUT]),
  boundary(['electron/**/*.ts'], [SHELLS_APART('web'), ELECTRON_LOG_NODE_ONLY]),
  boundary(['web/**/*.ts'], [SHELLS_APART('electron')]),
);
