/**
 * Quoit layouts: where the quoit spaces lie, as data.
 *
 * The sheet gives no geometry ("There are two sets of Quoit spaces, at each side of the board."), so
 * Parlour ships a reconstruction, `default-layout.json` (explained in `docs/games/quoits.md`), and a
 * museum can describe its own board in the same JSON form; {@link loadQuoitLayout} validates it and
 * names every problem with its path.
 *
 * The form (`format: "parlour-quoits-layout"`, `version: 1`): `name`, optional `description`,
 * `units` (`"mm"`), `board: {width, height}` (mm), and exactly two `sets` ("The first and third
 * players play for one set, and the second and fourth for the other"), each `{id, name, spaces}`.
 * Each space: `id` (also its sensor-board cell name: lowercase letters, digits and `-`, unique over
 * the whole layout), `label` (what the board shows), `kind` (`hub`, `doublet` or `number`), `value`
 * (doublet: the number on both tops, e.g. 3 for 3-3; number: the sum it catches; absent for the hub),
 * `x`, `y` (its centre, mm from the board's top-left corner), `behind` and `front` (the id of the
 * space one step away from / towards the hub, in the same set, or `null`), and `distance` (from the
 * hub, mm; the hub 0, every other space more). Distances rank men for "the man nearest to the hub";
 * they need not equal the drawn distance, so a museum can score by its own rings.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result';
import defaultLayoutJson from './default-layout.json';

/** The three kinds of quoit space. */
export const SPACE_KINDS = ['hub', 'doublet', 'number'] as const;
/** One of {@link SPACE_KINDS}. */
export type SpaceKind = (typeof SPACE_KINDS)[number];

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}$/, 'must be 1-16 characters: lowercase letters, digits and "-", starting with a letter or digit');

const spaceSchema = z.strictObject({
  id: idSchema,
  label: z.string().min(1).max(40),
  kind: z.enum(SPACE_KINDS),
  value: z.number().int().min(0).max(40).optional(),
  x: z.number(),
  y: z.number(),
  behind: idSchema.nullable(),
  front: idSchema.nullable(),
  distance: z.number().min(0),
});

const setSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9]{0,7}$/, 'must be 1-8 lowercase letters or digits, starting with a letter'),
  name: z.string().min(1).max(80),
  spaces: z.array(spaceSchema).min(2).max(64),
});

/** A quoit space as the layout JSON gives it (see the module docs). */
export type QuoitSpace = z.output<typeof spaceSchema>;
/** A set of quoit spaces. */
export type QuoitSet = z.output<typeof setSchema>;

/** One problem found in a layout: where (a JSON path such as `sets[0].spaces[3].front`) and what. */
interface LayoutIssue {
  readonly path: string;
  readonly message: string;
}

function pathOf(p: readonly PropertyKey[]): string {
  return p.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '') || '(layout)';
}

function crossProblems(layout: { sets: readonly QuoitSet[]; board: { width: number; height: number } }): LayoutIssue[] {
  const out: LayoutIssue[] = [];
  const seen = new Map<string, string>();
  const setIds = new Set<string>();
  layout.sets.forEach((set, si) => {
    if (setIds.has(set.id)) out.push({ path: `sets[${si}].id`, message: `the set id "${set.id}" is used twice` });
    setIds.add(set.id);
    const inSet = new Set(set.spaces.map((s) => s.id));
    const numbers = new Map<number, string>();
    const doublets = new Map<number, string>();
    let hubs = 0;
    set.spaces.forEach((sp, i) => {
      const at = `sets[${si}].spaces[${i}]`;
      const where = seen.get(sp.id);
      if (where !== undefined) out.push({ path: `${at}.id`, message: `the space id "${sp.id}" is already used at ${where}` });
      else seen.set(sp.id, `${at}`);
      if (sp.kind === 'hub') {
        hubs++;
        if (sp.value !== undefined) out.push({ path: `${at}.value`, message: 'the hub has no value' });
        if (sp.distance !== 0) out.push({ path: `${at}.distance`, message: `the hub is at distance 0 from itself, not ${sp.distance}` });
      } else {
        if (sp.value === undefined) out.push({ path: `${at}.value`, message: `a ${sp.kind} space needs a value (${sp.kind === 'doublet' ? 'the number on both tops' : 'the sum it catches'})` });
        if (sp.distance <= 0) out.push({ path: `${at}.distance`, message: 'only the hub is at distance 0; every other space must be further away' });
        const same = sp.kind === 'doublet' ? doublets : numbers;
        if (sp.value !== undefined) {
          const other = same.get(sp.value);
          if (other !== undefined) out.push({ path: `${at}.value`, message: `set "${set.id}" already has a ${sp.kind} space for ${sp.value} ("${other}")` });
          else same.set(sp.value, sp.id);
        }
      }
      for (const dir of ['behind', 'front'] as const) {
        const ref = sp[dir];
        if (ref === null) continue;
        if (ref === sp.id) out.push({ path: `${at}.${dir}`, message: `a space cannot be ${dir === 'behind' ? 'behind' : 'in front of'} itself` });
        else if (!inSet.has(ref)) out.push({ path: `${at}.${dir}`, message: `"${ref}" is not a space of set "${set.id}"` });
      }
      if (sp.x < 0 || sp.x > layout.board.width || sp.y < 0 || sp.y > layout.board.height) {
        out.push({ path: `${at}`, message: `the centre (${sp.x}, ${sp.y}) lies off the ${layout.board.width} x ${layout.board.height} mm board` });
      }
    });
    if (hubs !== 1) out.push({ path: `sets[${si}].spaces`, message: `set "${set.id}" must have exactly one hub, not ${hubs}` });
  });
  return out;
}

/** The zod schema of a quoit layout, with every cross-reference check (ids, hubs, behind/front). */
export const quoitLayoutSchema = z
  .strictObject({
    format: z.literal('parlour-quoits-layout'),
    version: z.literal(1),
    name: z.string().min(1).max(120),
    description: z.string().max(2000).optional(),
    units: z.literal('mm'),
    board: z.strictObject({ width: z.number().positive().max(5000), height: z.number().positive().max(5000) }),
    sets: z.array(setSchema).length(2, 'a quoits board has exactly two sets of quoit spaces ("There are two sets of Quoit spaces, at each side of the board.")'),
  })
  .superRefine((layout, ctx) => {
    for (const issue of crossProblems(layout)) ctx.addIssue({ code: 'custom', message: `${issue.path}: ${issue.message}`, path: [] });
  });

/** A validated quoit layout. */
export type QuoitLayout = z.output<typeof quoitLayoutSchema>;

/** Why a layout was refused: `quoits/bad-layout`, with every problem found (path: sentence). */
export interface LayoutError {
  readonly code: 'quoits/bad-layout';
  readonly message: string;
  readonly issues: readonly string[];
}

/** Turns zod issues of {@link quoitLayoutSchema} into `path: sentence` lines. */
export function layoutIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.code === 'custom' && i.path.length === 0 ? i.message : `${pathOf(i.path)}: ${i.message}`));
}

/**
 * Validates an untrusted layout (a parsed JSON value).
 * @returns the layout, or `quoits/bad-layout` listing every problem, each with its JSON path,
 *   e.g. `sets[0].spaces[3].front: "a-12" is not a space of set "a"`.
 */
export function loadQuoitLayout(raw: unknown): Result<QuoitLayout, LayoutError> {
  const r = quoitLayoutSchema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issues = layoutIssues(r.error);
  return err({ code: 'quoits/bad-layout', message: `not a usable quoit layout: ${issues.join('; ')}`, issues });
}

/**
 * Reads a layout from JSON text (a museum's file).
 * @returns the layout, or `quoits/bad-layout` for text that is not JSON or not a valid layout.
 */
export function parseQuoitLayoutJson(text: string): Result<QuoitLayout, LayoutError> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return err({ code: 'quoits/bad-layout', message: `the quoit layout is not valid JSON: ${why}`, issues: [why] });
  }
  return loadQuoitLayout(raw);
}

/**
 * Parlour's reconstruction of the quoit spaces (`default-layout.json`; see `docs/games/quoits.md`).
 * Shipped with the app, not read from a person, so it is taken as it stands instead of through
 * {@link loadQuoitLayout} as the module loads: its 32 spaces through the schema and the cross checks
 * cost about 15 ms of every start (issue 19: first paint). `tests/unit/quoits/layout.test.ts` proves
 * that the loader takes the file and gives back exactly this value.
 */
export const DEFAULT_QUOIT_LAYOUT: QuoitLayout = defaultLayoutJson as QuoitLayout;

/**
 * A layout indexed for play: spaces flattened over both sets (set 0 first), with lookups by id.
 * Built once per layout object by {@link indexLayout}.
 */
export interface LayoutIndex {
  readonly layout: QuoitLayout;
  /** Every space, set 0 then set 1, in the layout's order. */
  readonly spaces: readonly QuoitSpace[];
  /** Space id → index in `spaces`. */
  readonly byId: ReadonlyMap<string, number>;
  /** Set index (0 or 1) of each space. */
  readonly setOf: readonly number[];
  /** Index of the space behind / in front of each space, or -1. */
  readonly behind: readonly number[];
  readonly front: readonly number[];
  /** Per set: the hub's index, number value → index, doublet value → index. */
  readonly hub: readonly number[];
  readonly numbers: readonly ReadonlyMap<number, number>[];
  readonly doublets: readonly ReadonlyMap<number, number>[];
}

const cache = new WeakMap<QuoitLayout, LayoutIndex>();

/** The {@link LayoutIndex} of a validated layout (cached per layout object). */
export function indexLayout(layout: QuoitLayout): LayoutIndex {
  const hit = cache.get(layout);
  if (hit) return hit;
  const spaces = layout.sets.flatMap((s) => s.spaces);
  const setOf = layout.sets.flatMap((s, i) => s.spaces.map(() => i));
  const byId = new Map(spaces.map((s, i) => [s.id, i]));
  const idx = (id: string | null) => (id === null ? -1 : byId.get(id)!);
  const hub: number[] = [];
  const numbers: Map<number, number>[] = [];
  const doublets: Map<number, number>[] = [];
  for (let si = 0; si < layout.sets.length; si++) {
    numbers.push(new Map());
    doublets.push(new Map());
  }
  spaces.forEach((s, i) => {
    const si = setOf[i]!;
    if (s.kind === 'hub') hub[si] = i;
    else if (s.kind === 'number') numbers[si]!.set(s.value!, i);
    else doublets[si]!.set(s.value!, i);
  });
  const index: LayoutIndex = {
    layout,
    spaces,
    byId,
    setOf,
    behind: spaces.map((s) => idx(s.behind)),
    front: spaces.map((s) => idx(s.front)),
    hub,
    numbers,
    doublets,
  };
  cache.set(layout, index);
  return index;
}

/**
 * Checks that a layout has a space for every throw of a teetotum with `faces`: a doublet space for
 * every face and a number space for every sum of two different faces, in both sets.
 * @returns plain sentences, one per missing space; `[]` when the layout fits.
 */
export function layoutFitsFaces(layout: QuoitLayout, faces: readonly number[]): string[] {
  const ix = indexLayout(layout);
  const out: string[] = [];
  const sums = new Set<number>();
  for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) sums.add(faces[i]! + faces[j]!);
  layout.sets.forEach((set, si) => {
    for (const f of faces) if (!ix.doublets[si]!.has(f)) out.push(`set "${set.id}" has no doublet space for ${f}-${f}`);
    for (const s of [...sums].sort((a, b) => a - b)) if (!ix.numbers[si]!.has(s)) out.push(`set "${set.id}" has no number space for ${s}`);
  });
  return out;
}
