/** Builds README's rule-option tables from the game registry (see scripts/options-table.ts). */
import { optionRows } from '../src/core/options-doc';
import { GAMES } from '../src/games/index';

const BEGIN = '<!-- options:begin -->';
const END = '<!-- options:end -->';

/** The Markdown tables of every game's rule options, one `###` section per game. */
export function optionsMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
  const out: string[] = [];
  for (const game of GAMES) {
    out.push(`### ${game.name} (\`${game.id}\`)`, '');
    const presets = Object.keys(game.options.presets);
    if (presets.length > 0) {
      out.push(`Presets: ${presets.map((p) => `\`${p}\`${p === game.options.defaultPreset ? ' (default)' : ''}`).join(', ')}.`, '');
    }
    out.push('| option | default | meaning | why it is an option |', '| --- | --- | --- | --- |');
    for (const row of optionRows(game.options)) {
      out.push(`| \`${row.name}\` | \`${cell(row.defaultValue)}\` | ${cell(row.summary)} | ${cell(row.gap)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * `readme` with the text between the options markers replaced by `tables`.
 * @throws Error when the markers are missing (README was edited by hand).
 */
export function replaceOptionsSection(readme: string, tables: string): string {
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${BEGIN} ... ${END} markers`);
  return `${readme.slice(0, a + BEGIN.length)}\n${tables}${readme.slice(b)}`;
}

/** The text currently between the markers of `readme`, or `undefined` without markers. */
export function optionsSection(readme: string): string | undefined {
  const a = readme.indexOf(BEGIN);
  const b = readme.indexOf(END);
  return a < 0 || b < a ? undefined : readme.slice(a + BEGIN.length + 1, b);
}
