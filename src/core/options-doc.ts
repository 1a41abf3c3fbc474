/**
 * The documentation rows of a game's rule options, derived from its {@link OptionsSpec}: one row per
 * option with its default (after the default preset) as JSON text. Used by the README table
 * (`scripts/options-table.ts`), the CLI and the start screen, so every place shows the same words.
 */
import type { OptionsSpec } from './options';

/** One documented option. */
export interface OptionRow {
  /** The option key, e.g. `flying`. */
  readonly name: string;
  /** The default value (defaults, then the default preset) as JSON text, e.g. `false`. */
  readonly defaultValue: string;
  /** What the option decides and what each value means. */
  readonly summary: string;
  /** Which sentence (or silence) of the sheet leaves it open. */
  readonly gap: string;
}

/** The rows of `spec`, in the order of its schema's keys. */
export function optionRows<O>(spec: OptionsSpec<O>): OptionRow[] {
  const base = spec.schema.parse({}) as Record<string, unknown>;
  const preset = spec.defaultPreset === undefined ? {} : (spec.presets[spec.defaultPreset] ?? {});
  const defaults: Record<string, unknown> = { ...base, ...(preset as Record<string, unknown>) };
  const docs = spec.docs as Readonly<Record<string, { summary: string; gap: string }>>;
  return Object.keys(spec.shape).map((name) => ({
    name,
    defaultValue: JSON.stringify(defaults[name]),
    summary: docs[name]?.summary ?? '',
    gap: docs[name]?.gap ?? '',
  }));
}
