/**
 * A session view sent as what changed since the last one (issue 19: "send what changed, not everything"),
 * and read back with validation of only the parts that changed.
 *
 * The WebSocket (`wire.ts`) keeps, on each side of each connection, the last {@link SessionView} that
 * crossed it (an event or a reply): the host sends the next view of the same game as a {@link ViewPatch}
 * of it, the client applies the patch to its copy. A WebSocket delivers messages in order, so both sides
 * hold the same base; a new connection starts without one (the first view goes whole).
 *
 * A patch replaces the top-level fields whose value changed (`set`), removes optional fields that are now
 * absent (`unset`), and gives the history as the plies kept from the base plus those added (`moves`: an
 * undo keeps all but the last, a new ply adds one), so a 300-ply game does not resend its 300 plies for
 * each man lifted. Unchanged fields keep their identity in the result (the screen redraws only what
 * changed).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
import { describeIssues } from './contract';
import { MoveViewSchema, SessionViewSchema, type MoveView, type SessionView } from './schemas';

/** The fields of a {@link SessionView}. */
export type ViewField = keyof SessionView;

/** What changed from one view of a game to the next (see the module docstring). */
export interface ViewPatch {
  /** Fields whose value changed, with their new value (never `moves`). */
  readonly set?: { readonly [K in ViewField]?: SessionView[K] };
  /** Optional fields that are now absent (`termination`, `awaitsSpin`, `spinEntry`, `unseen`). */
  readonly unset?: readonly ViewField[];
  /** The history, when it changed: the first `keep` plies of the base, then `add`. */
  readonly moves?: { readonly keep: number; readonly add: readonly MoveView[] };
}

/** Most plies a patch may keep or add, and most fields it may name (a bound on hostile input; any real game is far below). */
const MAX_PLIES = 100_000;
/** Each field's schema. */
const SHAPE: Readonly<Record<string, z.ZodType>> = SessionViewSchema.shape;
const FIELDS = Object.keys(SHAPE) as ViewField[];

/** The envelope of a patch: its shape only; the values are checked field by field in {@link applyViewPatch}. */
export const ViewPatchSchema = z.strictObject({
  set: z.record(z.string(), z.unknown()).optional(),
  unset: z.array(z.string()).max(FIELDS.length).optional(),
  moves: z.strictObject({ keep: z.number().int().min(0).max(MAX_PLIES), add: z.array(z.unknown()).max(MAX_PLIES) }).optional(),
});

/** Each field's JSON text, computed once per view object (a view is sent to every socket). */
const texts = new WeakMap<SessionView, Map<ViewField, string>>();

function fieldText(v: SessionView, f: ViewField): string {
  let m = texts.get(v);
  if (m === undefined) texts.set(v, (m = new Map()));
  let t = m.get(f);
  if (t === undefined) m.set(f, (t = JSON.stringify(v[f]) ?? ''));
  return t;
}

const sameMove = (a: MoveView, b: MoveView): boolean =>
  a.ply === b.ply && a.seat === b.seat && a.notation === b.notation && a.by === b.by && a.provisional === b.provisional;

/**
 * The patch that turns `base` into `next`, or `undefined` when they are views of different games (send
 * `next` whole). An empty patch (`{}`) means nothing changed.
 */
export function diffViews(base: SessionView, next: SessionView): ViewPatch | undefined {
  if (base.id !== next.id) return undefined;
  const set: Partial<Record<ViewField, unknown>> = {};
  const unset: ViewField[] = [];
  let any = false;
  for (const f of FIELDS) {
    if (f === 'moves') continue;
    const had = next[f] !== undefined;
    if (!had) {
      if (base[f] !== undefined) unset.push(f);
      continue;
    }
    if (base[f] !== next[f] && fieldText(base, f) !== fieldText(next, f)) {
      set[f] = next[f];
      any = true;
    }
  }
  let moves: ViewPatch['moves'];
  if (base.moves !== next.moves) {
    const a = base.moves;
    const b = next.moves;
    let keep = 0;
    while (keep < a.length && keep < b.length && sameMove(a[keep]!, b[keep]!)) keep++;
    if (keep !== a.length || keep !== b.length) moves = { keep, add: b.slice(keep) };
  }
  return {
    ...(any ? { set: set as ViewPatch['set'] } : {}),
    ...(unset.length > 0 ? { unset } : {}),
    ...(moves === undefined ? {} : { moves }),
  };
}

/** `true` for a patch that changes nothing. */
export function isEmptyPatch(p: ViewPatch): boolean {
  return p.set === undefined && p.unset === undefined && p.moves === undefined;
}

const movesSchema = z.array(MoveViewSchema);

/**
 * Applies an untrusted patch to `base`, validating its envelope and each value it carries with the
 * field's own schema (`SessionViewSchema`), nothing else: the base was valid, so the result is.
 * Fields this version does not know are ignored, as the whole view's schema ignores them.
 * @returns the new view, or why the patch was refused (`moves.keep` beyond the history, a required
 *   field unset, a value that breaks its schema).
 */
export function applyViewPatch(base: SessionView, raw: unknown): Result<SessionView, string> {
  const env = ViewPatchSchema.safeParse(raw);
  if (!env.success) return err(describeIssues(env.error, 'patch'));
  const p = env.data;
  const out: Record<string, unknown> = { ...base };
  for (const [f, value] of Object.entries(p.set ?? {})) {
    if (!Object.hasOwn(SHAPE, f)) continue;
    const parsed = SHAPE[f]!.safeParse(value);
    if (!parsed.success) return err(describeIssues(parsed.error, `patch.set.${f}`));
    out[f] = parsed.data;
  }
  for (const f of p.unset ?? []) {
    if (!Object.hasOwn(SHAPE, f)) continue;
    if (!SHAPE[f]!.safeParse(undefined).success) return err(`patch.unset: ${f} cannot be absent from a view`);
    delete out[f];
  }
  if (p.moves !== undefined) {
    if (p.moves.keep > base.moves.length) return err(`patch.moves.keep: ${p.moves.keep} plies kept of a history of ${base.moves.length}`);
    const add = movesSchema.safeParse(p.moves.add);
    if (!add.success) return err(describeIssues(add.error, 'patch.moves.add'));
    out['moves'] = [...base.moves.slice(0, p.moves.keep), ...add.data];
  }
  return ok(out as SessionView);
}
