/**
 * Keeps README.md true: its rule-option tables equal what the code documents (regenerate with
 * `npx tsx scripts/options-table.ts --readme`), every CLI command is documented, and the quick-start
 * commands exist as npm scripts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../cli/commands/index';
import { optionsMarkdown, optionsSection } from '../../scripts/options-markdown';
import pkg from '../../package.json' with { type: 'json' };

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README.md', () => {
  it('shows the rule options exactly as the games document them', () => {
    expect(optionsSection(readme)).toBe(optionsMarkdown());
  });
  it('documents every parlour command', () => {
    for (const c of COMMANDS) expect(readme).toContain(`parlour ${c.name} `);
  });
  it('gives quick-start commands that exist as npm scripts', () => {
    for (const script of ['start', 'web', 'test', 'bench', 'typecheck', 'lint']) {
      expect(Object.keys(pkg.scripts)).toContain(script);
      expect(readme).toContain(`npm ${script === 'test' || script === 'start' ? '' : 'run '}${script}`);
    }
  });
});
