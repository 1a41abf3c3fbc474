/**
 * Prints the rule options of every registered game as Markdown tables (name, default, values, meaning),
 * from each game's OptionsSpec. README.md's "Rule options" section is this output;
 * tests/unit/readme.test.ts checks that README still agrees with the code.
 * Usage: npx tsx scripts/options-table.ts
 */
import { GAMES } from '../src/games/index';
import { optionRows } from '../src/core/options-doc';

for (const game of GAMES) {
  const presets = Object.keys(game.options.presets);
  console.log(`### ${game.name} (\`${game.id}\`)\n`);
  if (presets.length > 0) {
    console.log(`Presets: ${presets.map((p) => `\`${p}\`${p === game.options.defaultPreset ? ' (default)' : ''}`).join(', ')}.\n`);
  }
  console.log('| option | default | meaning | why it is an option |');
  console.log('| --- | --- | --- | --- |');
  for (const row of optionRows(game.options)) {
    const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
    console.log(`| \`${row.name}\` | \`${row.defaultValue}\` | ${cell(row.summary)} | ${cell(row.gap)} |`);
  }
  console.log('');
}
