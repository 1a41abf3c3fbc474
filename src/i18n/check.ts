/**
 * The catalogue checker: what is wrong with one language's catalogue, measured against the declaration of
 * every code and its parameters (`./codes/`). `tests/unit/i18n/catalogue.test.ts` runs it on every
 * language and fails on any problem; `docs/i18n.md` explains each.
 *
 * A catalogue is right when:
 * - it has every declared code, and nothing else (a leftover key is a message nobody can emit);
 * - every entry is a string that ICU MessageFormat parses;
 * - every entry uses exactly the declared parameters: each one at least once, no other (so the languages
 *   cannot differ in their parameters, and no sentence drops a cell or a count);
 * - a `plural` or `number` argument is declared `number`; a `select` argument is declared as a choice and
 *   its branches are among the choice's values (plus `other`, which ICU requires);
 * - no parameter has a name that i18next reads itself (`../kinds.ts` `RESERVED_PARAMS`), and every
 *   choice value can be an ICU `select` key (letters, digits, `_`: `twoRows`, not `two-rows`).
 */
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { RESERVED_PARAMS, type ParamKind, type ParamSpec } from './kinds';
import type { CatalogueTree } from './languages';

/** What ICU MessageFormat accepts as a `select` key (a hyphen ends the key: `two-rows` does not parse). */
const SELECTOR = /^[A-Za-z0-9_]+$/;

/** One problem, with the code it concerns. */
export interface CatalogueProblem {
  readonly code: string;
  readonly problem: string;
}

/** The leaves of a catalogue as `dotted.key -> value` (a non-string, non-object leaf is kept as it is, for the checker to refuse). */
export function flattenCatalogue(tree: CatalogueTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix === '' ? k : `${prefix}.${k}`;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) for (const [kk, vv] of flattenCatalogue(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** How an argument is used in a message: `plain` `{x}`, `number` `{x, number}`, `plural`, `select`, with select branches. */
interface Use {
  readonly how: 'plain' | 'number' | 'plural' | 'select' | 'date';
  readonly branches: readonly string[];
}

function collect(elements: readonly MessageFormatElement[], uses: Map<string, Use[]>): void {
  const add = (name: string, use: Use) => uses.set(name, [...(uses.get(name) ?? []), use]);
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        add(el.value, { how: 'plain', branches: [] });
        break;
      case TYPE.number:
        add(el.value, { how: 'number', branches: [] });
        break;
      case TYPE.date:
      case TYPE.time:
        add(el.value, { how: 'date', branches: [] });
        break;
      case TYPE.plural:
        add(el.value, { how: 'plural', branches: Object.keys(el.options) });
        for (const o of Object.values(el.options)) collect(o.value, uses);
        break;
      case TYPE.select:
        add(el.value, { how: 'select', branches: Object.keys(el.options) });
        for (const o of Object.values(el.options)) collect(o.value, uses);
        break;
      case TYPE.tag:
        collect(el.children, uses);
        break;
      default:
        break;
    }
  }
}

function useProblems(name: string, kind: ParamKind | undefined, uses: readonly Use[]): string[] {
  if (kind === undefined) return [`uses {${name}}, which is not a declared parameter`];
  const out: string[] = [];
  for (const u of uses) {
    if ((u.how === 'plural' || u.how === 'number') && kind !== 'number') out.push(`uses {${name}, ${u.how}} but ${name} is declared ${JSON.stringify(kind)}, not "number"`);
    if (u.how === 'date') out.push(`formats {${name}} as a date or time; Parlour passes no dates to messages`);
    if (u.how === 'select') {
      if (typeof kind === 'string') out.push(`uses {${name}, select} but ${name} is declared ${JSON.stringify(kind)}, not a choice`);
      else for (const b of u.branches) if (b !== 'other' && !kind.includes(b)) out.push(`select branch "${b}" of ${name} is not one of ${kind.join(', ')}`);
    }
  }
  return out;
}

/**
 * Every problem of `catalogue` against `declared` (see the module docstring); `[]` when it is right.
 * @param declared code -> parameter name -> kind (`MESSAGES` of `./codes/`).
 * @param catalogue one language's catalogue tree.
 */
export function catalogueProblems(declared: Readonly<Record<string, ParamSpec>>, catalogue: CatalogueTree): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const entries = flattenCatalogue(catalogue);
  for (const [code, spec] of Object.entries(declared)) {
    for (const [name, kind] of Object.entries(spec)) {
      if (RESERVED_PARAMS.includes(name)) problems.push({ code, problem: `parameter name "${name}" is reserved by i18next` });
      if (typeof kind !== 'string') {
        for (const v of kind) if (!SELECTOR.test(v)) problems.push({ code, problem: `choice "${v}" of ${name} cannot be an ICU select key (letters, digits and _ only)` });
      }
    }
    if (!entries.has(code)) {
      problems.push({ code, problem: 'missing' });
      continue;
    }
    const value = entries.get(code);
    if (typeof value !== 'string') {
      problems.push({ code, problem: `is ${JSON.stringify(value)}, not a string` });
      continue;
    }
    let ast: MessageFormatElement[];
    try {
      ast = parse(value, { ignoreTag: true });
    } catch (e) {
      problems.push({ code, problem: `does not parse as ICU MessageFormat: ${(e as Error).message}` });
      continue;
    }
    const uses = new Map<string, Use[]>();
    collect(ast, uses);
    for (const name of Object.keys(spec)) if (!uses.has(name)) problems.push({ code, problem: `does not use parameter {${name}}` });
    for (const [name, u] of uses) for (const p of useProblems(name, spec[name], u)) problems.push({ code, problem: p });
  }
  for (const key of entries.keys()) if (!Object.hasOwn(declared, key)) problems.push({ code: key, problem: 'is not a declared code' });
  return problems;
}
