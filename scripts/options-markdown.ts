/**
 * Builds the rule-option tables of README.md and of each game's page (docs/games/<id>.md) from the game
 * registry (see scripts/options-table.ts): per game, the presets with what they set, and one row per
 * option with its values, default, meaning and why it is an option, all from the game's OptionsSpec
 * (values from the zod schema, as the start screen reads them).
 */
import { describeGame, type OptionControl } from '../src/api/catalogue';
import type { AnyGame } from '../src/core/game';
import { optionRows } from '../src/core/options-doc';
import { GAMES } from '../src/games/index';

const BEGIN = '<!-- options:begin -->';
const END = '<!-- options:end -->';

/** Defaults longer than this (a whole layout) are not printed in a table cell. */
const LONGEST_DEFAULT = 60;

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function valuesOf(control: OptionControl): string {
  switch (control.kind) {
    case 'boolean':
      return '`true`, `false`';
    case 'choice':
      return control.values.map((v) => `\`${v}\``).join(', ');
    case 'integer':
    case 'number': {
      const range = `${control.min ?? '…'}..${control.max ?? '…'}`;
      return control.kind === 'integer' ? `whole numbers ${range}` : range;
    }
    case 'text':
      return 'see meaning';
  }
}

function presetsLine(game: AnyGame): string | undefined {
  const spec = game.options;
  const names = Object.keys(spec.presets);
  if (names.length === 0) return undefined;
  const sets = (name: string) => {
    const values = Object.entries(spec.presets[name] ?? {});
    return values.length === 0 ? 'the defaults' : values.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
  };
  const listed = names.map((p) => `\`${p}\`${p === spec.defaultPreset ? ' (default)' : ''} (${sets(p)})`);
  return `Presets: ${listed.join('; ')}.${spec.defaultPreset === undefined ? ' Without a preset the defaults below apply.' : ''}`;
}

/** One game's presets line and option table (Markdown, ending in a newline). */
export function gameOptionsMarkdown(game: AnyGame): string {
  const controls = new Map(describeGame(game).options.map((o) => [o.key, o.control]));
  const out: string[] = [];
  const presets = presetsLine(game);
  if (presets !== undefined) out.push(presets, '');
  out.push('| option | values | default | meaning | why it is an option |', '| --- | --- | --- | --- | --- |');
  for (const row of optionRows(game.options)) {
    const dflt = row.defaultValue.length > LONGEST_DEFAULT ? 'built in (see meaning)' : `\`${cell(row.defaultValue)}\``;
    out.push(`| \`${row.name}\` | ${valuesOf(controls.get(row.name) ?? { kind: 'text' })} | ${dflt} | ${cell(row.summary)} | ${cell(row.gap)} |`);
  }
  return `${out.join('\n')}\n`;
}

/** The Markdown tables of every game's rule options, one `###` section per game (README's section). */
export function optionsMarkdown(): string {
  return GAMES.map((game) => `### ${game.name} (\`${game.id}\`)\n\n${gameOptionsMarkdown(game)}`).join('\n');
}

/** The page of `game` in docs/games, relative to the repository root. */
export function gameDocPath(game: AnyGame): string {
  return `docs/games/${game.id}.md`;
}

/**
 * `text` (README.md or a game's page) with the text between the options markers replaced by `tables`.
 * @throws Error when the markers are missing (the file was edited by hand).
 */
export function replaceOptionsSection(text: string, tables: string): string {
  const a = text.indexOf(BEGIN);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`the file lacks the ${BEGIN} ... ${END} markers`);
  return `${text.slice(0, a + BEGIN.length)}\n${tables}${text.slice(b)}`;
}

/** The text currently between the options markers of `text`, or `undefined` without markers. */
export function optionsSection(text: string): string | undefined {
  const a = text.indexOf(BEGIN);
  const b = text.indexOf(END);
  return a < 0 || b < a ? undefined : text.slice(a + BEGIN.length + 1, b);
}
