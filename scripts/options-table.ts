/**
 * The rule options of every registered game as Markdown (name, default, meaning, why it is an option),
 * from each game's OptionsSpec. README.md's "Rule options" section, between `<!-- options:begin -->` and
 * `<!-- options:end -->`, is this text; tests/unit/readme.test.ts checks that it still agrees with the code.
 *
 * Usage: npx tsx scripts/options-table.ts            prints the tables
 *        npx tsx scripts/options-table.ts --readme   rewrites README.md's section in place
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { optionsMarkdown, replaceOptionsSection } from './options-markdown';

if (process.argv.includes('--readme')) {
  const path = new URL('../README.md', import.meta.url);
  writeFileSync(path, replaceOptionsSection(readFileSync(path, 'utf8'), optionsMarkdown()));
} else {
  process.stdout.write(optionsMarkdown());
}
