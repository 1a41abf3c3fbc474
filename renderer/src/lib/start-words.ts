/**
 * The start screen's words for what the catalogue of games names by identifier (issue 14, "Plain words
 * on the start screen"): a rule option's label, its one plain sentence and the names of its values, a
 * preset's name and what it is for, a computer level's name (its line is the host's message). Each comes from the message
 * catalogue (`start.*`, `src/i18n/codes/start.ts`); `tests/unit/i18n/start-words.test.ts` fails when a
 * game declares an option, value, preset or level without its words, so the fallbacks here (the core's
 * English documentation without its backticks, never the bare identifier when avoidable) are a last
 * resort for a host newer than its renderer.
 *
 * Also {@link presetChoices}: the rule sets to offer, with a preset that changes nothing named together
 * with the defaults rather than listed as if it were different ("sheet"/"defaults" explained).
 */
import { LANGUAGES, MESSAGES, text, type Lang } from '$i18n';
import type { GameInfo, LevelName, OptionInfo } from '$api';
import type { Json } from '$core/game';

/** `true` when `code` is a declared message (so {@link words} will find it in every language). */
export function hasWords(code: string): boolean {
  return Object.hasOwn(MESSAGES, code);
}

/** The parameterless message `code` in `lang`, or `fallback` when no such code is declared. */
export function words(lang: Lang, code: string, fallback: string): string {
  return hasWords(code) ? text(lang, code as 'start.tagline') : fallback;
}

/** Documentation text as people read it: without the Markdown backticks round identifiers. */
export function plain(doc: string): string {
  return doc.replaceAll('`', '');
}

/** The label of option `o` of game `game`: "Flying with three men". */
export function optionLabel(lang: Lang, game: string, o: OptionInfo): string {
  return words(lang, `start.option.${game}.${o.key}.label`, o.key);
}

/** The one plain sentence of what option `o` decides. */
export function optionHelp(lang: Lang, game: string, o: OptionInfo): string {
  return words(lang, `start.option.${game}.${o.key}.help`, plain(o.summary));
}

/** Why the sheet leaves option `o` open, in one sentence (`fallback`: the documentation's own words). */
export function optionWhy(lang: Lang, game: string, o: OptionInfo): string {
  return words(lang, `start.option.${game}.${o.key}.why`, plain(o.gap));
}

/**
 * The whole documentation of why the sheet leaves option `o` open, in the reader's language: the core's
 * `gap` (English, word for word) or its translation, which quotes the sheet in English with the
 * translation beside it (docs/i18n.md, "Rule-sheet quotations").
 */
export function optionDoc(lang: Lang, game: string, o: OptionInfo): string {
  return words(lang, `start.option.${game}.${o.key}.doc`, plain(o.gap));
}

/** The name of value `value` of option `o`: "loses the game". */
export function valueLabel(lang: Lang, game: string, o: OptionInfo, value: string): string {
  return words(lang, `start.option.${game}.${o.key}.value.${value}`, value);
}

/** The name of a computer level: "Beginner". */
export function levelName(lang: Lang, level: LevelName): string {
  return words(lang, `start.level-name.${level}`, level);
}

/** One rule set the start screen offers. */
export interface PresetChoice {
  /** The value of the picker: `''` for the defaults (no preset named), else the preset's name. */
  readonly value: string;
  /** Its name in words. */
  readonly label: string;
  /** What it is for, in a sentence. */
  readonly note: string;
  /** The options whose values it changes from the defaults (keys, in declaration order). */
  readonly changes: readonly string[];
}

/** `true` when `a` and `b` are the same JSON value. */
function same(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The rule sets to offer for `game`: first the defaults (no preset named; the host then applies
 * `defaultPreset` if the game has one), then every preset that changes at least one option from the
 * defaults. A preset that changes nothing (Archery's and Spoof's `sheet`: the defaults already read the
 * sheet) is not listed apart; the defaults are named after it instead ("Parlour's defaults: the rule
 * sheet"), so two entries never look different while meaning the same rules.
 */
export function presetChoices(lang: Lang, game: GameInfo): PresetChoice[] {
  const defaults = Object.fromEntries(game.options.map((o) => [o.key, o.default]));
  const base = game.defaultPreset === undefined ? {} : (game.presets[game.defaultPreset] ?? {});
  const changesOf = (values: Readonly<Record<string, Json>>) =>
    game.options.filter((o) => Object.hasOwn(values, o.key) && !same(values[o.key], defaults[o.key])).map((o) => o.key);
  const label = (p: string) => words(lang, `start.preset.${game.id}.${p}.label`, p);
  const note = (p: string) => words(lang, `start.preset.${game.id}.${p}.note`, '');
  const names = Object.keys(game.presets);
  const equalToDefaults = names.filter((p) => changesOf({ ...base, ...game.presets[p] }).length === 0 && changesOf(base).length === 0);
  const named = equalToDefaults[0];
  const first: PresetChoice = {
    value: '',
    label: named === undefined ? text(lang, 'start.preset.default') : text(lang, 'start.preset.default-is', { preset: label(named) }),
    note: named === undefined ? text(lang, 'start.preset.default-note') : note(named),
    changes: changesOf(base),
  };
  const rest = names
    .filter((p) => !equalToDefaults.includes(p))
    .map((p) => ({ value: p, label: label(p), note: note(p), changes: changesOf({ ...base, ...game.presets[p] }) }));
  return [first, ...rest];
}

/** A list of labels in `lang`'s way ("Flying with three men and Who begins"). */
export function listOf(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(LANGUAGES[lang].intl, { type: 'conjunction' }).format(items);
}
