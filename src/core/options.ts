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
import { format, msg, type Message } from '../i18n/index';

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

/**
 * Why options were refused: `message` says it for people (an `options.invalid` message listing every
 * problem found, not just the first), `issues` lists the same problems in English for programs and logs.
 * A value the schema refuses is described by zod's own (English) words.
 */
export interface OptionsError {
  readonly code: 'options/invalid';
  readonly message: Message;
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
  const issues: Message[] = [];
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return refused([msg('options.not-object')]);
  const { preset, ...given } = raw as Record<string, unknown>;
  let presetValues: Partial<O> = {};
  const presetName = preset === undefined ? spec.defaultPreset : preset;
  if (presetName !== undefined) {
    if (typeof presetName !== 'string' || !Object.hasOwn(spec.presets, presetName)) {
      const known = Object.keys(spec.presets);
      issues.push(
        known.length === 0
          ? msg('options.no-presets', { preset: JSON.stringify(presetName) })
          : msg('options.unknown-preset', { preset: JSON.stringify(presetName), known: known.join(', ') }),
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
        issues.push(msg('options.unknown-options', { n: issue.keys.length, keys: issue.keys.join(', '), known }));
      } else {
        issues.push(badValue(issue));
      }
    }
  }
  if (issues.length > 0) return refused(issues);
  const full = spec.schema.safeParse({ ...presetValues, ...stripUndefined(given) });
  if (!full.success) return refused(full.error.issues.map(badValue));
  return ok(full.data);
}

/** The refusal of options with `issues` (each also in English, for `OptionsError.issues`). */
function refused(issues: readonly Message[]): Result<never, OptionsError> {
  return err({ code: 'options/invalid', message: msg('options.invalid', { issues }), issues: issues.map((i) => format(i, 'en')) });
}

/** A value zod refused: where, and zod's (English) reason. */
function badValue(issue: z.core.$ZodIssue): Message {
  return msg('options.bad-value', { path: issue.path.join('.') || '(options)', why: issue.message });
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
