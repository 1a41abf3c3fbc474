/**
 * Keeps docs/architecture.md, README.md's Development table and DEVELOPERS.md's "where things live" table
 * true to the tree: every repository path they name in backticks (a folder or a file, e.g.
 * `firmware-protocol/serial/`, `src/session/board-play.ts`) exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TOP = ['src', 'host', 'firmware-protocol', 'electron', 'web', 'cli', 'renderer', 'tests', 'bench', 'docs', 'scripts'];

/** The repository paths named in backticks in `text`: they start with a top-level folder; patterns (`<id>`, `…`, `*`) are left out. */
function pathsIn(text: string): string[] {
  const names = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => TOP.some((t) => n === `${t}/` || n.startsWith(`${t}/`)) && !/[<>…*$]/.test(n)))];
}

const section = (text: string, heading: string) => {
  const start = text.indexOf(heading);
  const next = text.indexOf('\n## ', start + heading.length);
  return text.slice(start, next < 0 ? undefined : next);
};

const DOCS: readonly [string, string][] = [
  ['docs/architecture.md', readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')],
  ['README.md, Development', section(readFileSync(join(ROOT, 'README.md'), 'utf8'), '## Development')],
  ['DEVELOPERS.md, where things live', section(readFileSync(join(ROOT, 'DEVELOPERS.md'), 'utf8'), '## Where things live')],
];

describe('the architecture as documented', () => {
  for (const [name, text] of DOCS) {
    it(`${name} names only paths that exist`, () => {
      const paths = pathsIn(text);
      expect(paths.length).toBeGreaterThan(5);
      expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
    });
  }

  it('names every folder of src/, host/ modules and the firmware-protocol transport', () => {
    const arch = DOCS[0]![1];
    for (const p of ['src/core/', 'src/games/', 'src/ai/', 'src/inference/', 'src/session/', 'src/board/', 'src/api/', 'firmware-protocol/', 'host/', 'electron/', 'web/', 'cli/', 'renderer/']) {
      expect(arch).toContain(`\`${p}`);
    }
  });
});
