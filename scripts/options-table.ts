/**
 * The rule options of every registered game as Markdown (presets, then per option: values, default,
 * meaning, why it is an option), from each game's OptionsSpec. README.md's "Rule options" section and the
 * "Options" section of each docs/games/<id>.md, between `<!-- options:begin -->` and
 * `<!-- options:end -->`, are this text; tests/unit/readme.test.ts checks that they still agree with the code.
 *
 * Usage: npx tsx scripts/options-table.ts           prints README's tables
 *        npx tsx scripts/options-table.ts --write   rewrites README.md's and every game page's section
 *        (--readme is the same as --write)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GAMES } from '../src/games/index';
import { gameDocPath, gameOptionsMarkdown, optionsMarkdown, replaceOptionsSection } from './options-markdown';

const root = new URL('../', import.meta.url);
const rewrite = (path: string, tables: string) => {
  const url = new URL(path, root);
  writeFileSync(url, replaceOptionsSection(readFileSync(url, 'utf8'), tables));
};

if (process.argv.includes('--write') || process.argv.includes('--readme')) {
  rewrite('README.md', optionsMarkdown());
  for (const game of GAMES) rewrite(gameDocPath(game), gameOptionsMarkdown(game));
} else {
  process.stdout.write(optionsMarkdown());
}
