/**
 * Rule options: what a rule sheet leaves open, named, with a documented default.
 *
 * Each game declares an {@link OptionsSpec}: a zod object schema of its options (every field with its
 * default), optional named presets, and one line of documentation per option saying which sentence of
 * the sheet left it open and why the default is what it is. {@link parseOptions} is the single gate from
 * untrusted input (CLI `--options` JSON, a record, an IPC message) to validated options.
 *
 * Precedence: defaults < preset < explicitly given options.
 */
import { z } from 'zod';
import { err, ok, type Result } from './result';

/** Documentation of one rule option, shown in `README.md`, the CLI and the start screen. */
export interface OptionDoc {
  /** What the option decides and what each value means. */
  readonly summary: string;
  /** Why the sheet leaves it open: the sentence (or silence) that creates the gap. */
  readonly gap: string;
}

/** The rule options of one game. `O` is the complete, validated options object. */
export interface OptionsSpec<O> {
  /** A zod object schema whose every field has a default, so `schema.parse({})` gives the defaults. */
  readonly schema: z.ZodType<O>;
  /** The shape of `schema`, used to reject unknown keys and to validate a partial object. */
  readonly shape: z.ZodRawShape;
  /** Named presets, each a partial set of options laid over the defaults; `preset` picks one. */
  readonly presets: Readonly<Record<string, Partial<O>>>;
  /** The preset applied when none is named, if any (Morris: `sheet`). */
  readonly defaultPreset?: string;
  /** One entry per option key. */
  readonly docs: Readonly<Record<keyof O & string, OptionDoc>>;
}

/** Why options were refused. `issues` lists every problem found, not just the first. */
export interface OptionsError {
  readonly code: 'options/invalid';
  readonly message: string;
  readonly issues: readonly string[];
}

/**
 * Validates untrusted options for a game.
 *
 * @param spec the game's options spec.
 * @param raw `undefined`, or an object of option values, optionally with `preset: "<name>"`.
 * @returns the complete options (defaults, then preset, then `raw`), or an `options/invalid` error
 *   naming each unknown key, unknown preset and out-of-range value.
 */
export function parseOptions<O>(spec: OptionsSpec<O>, raw: unknown): Result<O, OptionsError> {
  const issues: string[] = [];
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err({ code: 'options/invalid', message: 'options must be a JSON object', issues: ['options must be a JSON object'] });
  }
  const { preset, ...given } = raw as Record<string, unknown>;
  let presetValues: Partial<O> = {};
  const presetName = preset === undefined ? spec.defaultPreset : preset;
  if (presetName !== undefined) {
    if (typeof presetName !== 'string' || !Object.hasOwn(spec.presets, presetName)) {
      const known = Object.keys(spec.presets);
      issues.push(
        known.length === 0
          ? `this game has no presets (got ${JSON.stringify(presetName)})`
          : `unknown preset ${JSON.stringify(presetName)}; known presets: ${known.join(', ')}`,
      );
    } else {
      presetValues = spec.presets[presetName] ?? {};
    }
  }
  const partial = z.strictObject(spec.shape).partial().safeParse(given);
  if (!partial.success) {
    for (const issue of partial.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const known = Object.keys(spec.shape).join(', ');
        issues.push(`unknown option${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}; known options: ${known}`);
      } else {
        issues.push(`${issue.path.join('.') || '(options)'}: ${issue.message}`);
      }
    }
  }
  if (issues.length > 0) return err({ code: 'options/invalid', message: `invalid options: ${issues.join('; ')}`, issues });
  const full = spec.schema.safeParse({ ...presetValues, ...stripUndefined(given) });
  if (!full.success) {
    const list = full.error.issues.map((i) => `${i.path.join('.') || '(options)'}: ${i.message}`);
    return err({ code: 'options/invalid', message: `invalid options: ${list.join('; ')}`, issues: list });
  }
  return ok(full.data);
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/**
 * Builds an {@link OptionsSpec} from a zod shape whose fields all carry `.default(...)`.
 *
 * @param shape zod fields, each with a default.
 * @param docs one {@link OptionDoc} per field.
 * @param presets named partial option sets; `defaultPreset` names the one used when none is given.
 */
export function defineOptions<S extends z.ZodRawShape>(
  shape: S,
  docs: Readonly<Record<keyof S & string, OptionDoc>>,
  presets: Readonly<Record<string, Partial<z.output<z.ZodObject<S>>>>> = {},
  defaultPreset?: string,
): OptionsSpec<z.output<z.ZodObject<S>>> {
  const schema = z.strictObject(shape) as unknown as z.ZodType<z.output<z.ZodObject<S>>>;
  return { schema, shape, presets, docs, ...(defaultPreset === undefined ? {} : { defaultPreset }) };
}
