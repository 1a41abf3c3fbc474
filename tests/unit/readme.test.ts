/**
 * Keeps README.md and the game pages true: their rule-option tables equal what the code documents
 * (regenerate with `npx tsx scripts/options-table.ts --write`), every CLI command is documented, and the
 * quick-start commands exist as npm scripts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../cli/commands/index';
import { gameDocPath, gameOptionsMarkdown, optionsMarkdown, optionsSection } from '../../scripts/options-markdown';
import { GAMES } from '../../src/games/index';
import pkg from '../../package.json' with { type: 'json' };

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README.md', () => {
  it('shows the rule options exactly as the games document them', () => {
    expect(optionsSection(readme)).toBe(optionsMarkdown());
  });
  for (const game of GAMES) {
    it(`${gameDocPath(game)} shows the rule options of ${game.id} exactly as the game documents them`, () => {
      const page = readFileSync(new URL(`../../${gameDocPath(game)}`, import.meta.url), 'utf8');
      expect(optionsSection(page)).toBe(gameOptionsMarkdown(game));
    });
  }
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
