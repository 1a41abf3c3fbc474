/**
 * The dependency boundaries of docs/architecture.md, as `eslint.config.js` enforces them: each rule is
 * shown to fail on a deliberate wrong import from a file inside the folder it guards (linted as text
 * through ESLint's Node API with the repository's own config, so the file need not exist), and to let the
 * allowed imports of that folder through.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The `no-restricted-imports` messages ESLint gives `code` as the file `path` (relative to the root). */
async function restricted(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  const fatal = result!.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${path} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const ts = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;
const svelteFile = (spec: string) => `<script lang="ts">\n  import { x } from '${spec}';\n  const y = x;\n</script>\n\n<p>{y}</p>\n`;

/** Each guarded folder: a file in it, imports it must refuse (with a word of the rule's message), and imports it may make. */
const CASES: readonly { folder: string; file: string; wrap: (spec: string) => string; refused: readonly string[]; word: string; allowed: readonly string[] }[] = [
  {
    folder: 'src/ (the pure core)',
    file: 'src/core/probe.ts',
    wrap: ts,
    refused: ['node:fs', 'serialport', '../../electron/main', '../../renderer/src/main', '../../web/server', '../../cli/main', '../../host/host', '../../firmware-protocol/serial/ports', '../../firmware-protocol/virtual-board/virtual-board', '$core/game'],
    word: 'src/',
    allowed: ['./result', '../../firmware-protocol/codec', 'zod'],
  },
  {
    folder: 'src/games/',
    file: 'src/games/morris/probe.ts',
    wrap: ts,
    refused: ['../../ai/player', '../../session/session', '../../inference/engine', '../../ai', 'node:path'],
    word: 'src/',
    allowed: ['../../core/game', './board', '../teetotum/index'],
  },
  {
    folder: 'src/i18n/',
    file: 'src/i18n/probe.ts',
    wrap: ts,
    refused: ['../core/game', '../games/index', '../session/session', '../api/schemas', 'node:fs'],
    word: 'src/',
    allowed: ['./message', './codes/index', 'i18next', 'intl-messageformat'],
  },
  {
    folder: 'src/i18n/codes/',
    file: 'src/i18n/codes/probe.ts',
    wrap: ts,
    refused: ['../../core/game', '../../inference/match', '../../api'],
    word: 'src/',
    allowed: ['../kinds', './games', './inference'],
  },
  {
    folder: 'host/',
    file: 'host/probe.ts',
    wrap: ts,
    refused: ['../electron/main', '../web/app-server', 'electron'],
    word: 'host/',
    allowed: ['../src/session/session', '../firmware-protocol/serial/ports', './board', 'node:fs', 'electron-log'],
  },
  {
    folder: 'firmware-protocol/',
    file: 'firmware-protocol/virtual-board/probe.ts',
    wrap: ts,
    refused: ['../../host/board', '../../electron/main', '../../web/server'],
    word: 'firmware-protocol/',
    allowed: ['../codec', '../serial/serial-link', '../../src/board/types', 'node:child_process'],
  },
  {
    folder: 'renderer/ (TypeScript)',
    file: 'renderer/src/lib/probe.ts',
    wrap: ts,
    refused: ['../../../host/types', '../../../electron/preload', '../../../web/server', '../../../firmware-protocol/codec'],
    word: 'renderer',
    allowed: ['$api', '$core/result', './picking', 'svelte'],
  },
  {
    folder: 'renderer/ (Svelte)',
    file: 'renderer/src/components/Probe.svelte',
    wrap: svelteFile,
    refused: ['../../../host/host', '../../../firmware-protocol/messages'],
    word: 'renderer',
    allowed: ['$api', '../lib/context'],
  },
  {
    folder: 'electron/',
    file: 'electron/probe.ts',
    wrap: ts,
    refused: ['../web/app-server', '../web/server'],
    word: 'electron/ and web/',
    allowed: ['../host/host', '../host/call-target', '../src/api', 'electron', 'electron-log/node'],
  },
  {
    // issue 12, failure 9: electron-log's Electron side adds IPC handlers and a preload of its own
    folder: "electron/ (electron-log's Electron side)",
    file: 'electron/probe.ts',
    wrap: ts,
    refused: ['electron-log', 'electron-log/main', 'electron-log/preload', 'electron-log/renderer'],
    word: 'window.parlour',
    allowed: ['electron-log/node'],
  },
  {
    folder: 'web/',
    file: 'web/probe.ts',
    wrap: ts,
    refused: ['../electron/main', 'electron'],
    word: 'electron/ and web/',
    allowed: ['../host/host', '../src/api', 'ws', './app-server'],
  },
];

describe('the lint boundaries', () => {
  for (const c of CASES) {
    describe(c.folder, () => {
      for (const spec of c.refused) {
        it(`refuses ${spec}`, async () => {
          const messages = await restricted(c.file, c.wrap(spec));
          expect(messages.length).toBeGreaterThan(0);
          for (const m of messages) expect(m).toContain(`'${spec}' import is restricted`);
          expect(messages.some((m) => m.includes(c.word))).toBe(true);
        });
      }
      it(`lets ${c.allowed.join(', ')} through`, async () => {
        for (const spec of c.allowed) expect(await restricted(c.file, c.wrap(spec)), spec).toEqual([]);
      });
    });
  }

  it('guards only the folders it names: a test may import anything', async () => {
    expect(await restricted('tests/unit/probe.test.ts', ts('../../host/host'))).toEqual([]);
  });
});
