/**
 * Keeping the Spoof scorekeeper's sheet across a page reload (issue 8 §4), and the words of its buttons.
 *
 * The sheet is kept in the browser's `localStorage` under {@link SCORE_STORAGE_KEY} as its rule options
 * and the list of taps, never as the derived counts: loading folds the taps through `applyScore` from a
 * fresh sheet (replay as a fold over the log), so a saved sheet always obeys the rules and undo works
 * across a reload. A saved sheet that does not read (bad JSON, an unknown tap, a tap the rules refuse) is
 * reported and as much of it as replays is kept. The scorekeeper needs no host: it runs in the renderer.
 */
import { z } from 'zod';
import { err, ok, type Result } from '$core/result';
import { parseOptions } from '$core/options';
import {
  DEFAULT_OPTIONS,
  applyScore,
  newScoreSheet,
  spoofOptions,
  undoScore,
  type ScoreAction,
  type ScoreSheet,
  type SpoofOptions,
} from '$games/spoof/index';
import { msg, type Message } from '$i18n';
import { t } from '../../lib/i18n.svelte';

/** The `localStorage` key of the saved sheet (versioned: a later format gets a new key). */
export const SCORE_STORAGE_KEY = 'parlour.spoof.scorekeeper.v1';

/** The part of the Web Storage interface the store uses (so tests can pass their own). */
export type ScoreStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const from = z.enum(['squares', 'open']);
const count = z.number().int().min(0).max(12);
/** One tap as saved; the same shape as `ScoreAction`. */
export const ScoreActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('covered'), from, inOpen: count, inSquares: count }),
  z.object({ kind: z.enum(['missed', 'lines', 'attacked', 'neutral', 'off-board', 'covered-own', 'knocked-out']), from }),
  z.object({ kind: z.literal('not-out') }),
  z.object({ kind: z.literal('other-out'), owner: z.union([z.literal(0), z.literal(1)]), from }),
]);

const SavedSchema = z.object({ version: z.literal(1), options: z.record(z.string(), z.unknown()), taps: z.array(z.unknown()) });

/** A sheet as the scorekeeper screen holds it: the options, the taps, and the sheet they fold to. */
export interface KeptScore {
  readonly options: SpoofOptions;
  readonly taps: readonly ScoreAction[];
  readonly sheet: ScoreSheet;
}

/** Why a saved sheet could not be read in full. */
export interface StoreProblem {
  /** `scorekeeper/saved-unreadable` (not JSON or not a saved sheet) or `scorekeeper/saved-tap` (a tap refused). */
  readonly code: string;
  readonly message: Message;
}

/** A fresh kept score under `options`. */
export function freshScore(options: SpoofOptions = DEFAULT_OPTIONS): KeptScore {
  return { options, taps: [], sheet: newScoreSheet(options) };
}

/**
 * Folds `taps` from a fresh sheet. Errors: the first tap the rules refuse, as `scorekeeper/saved-tap`
 * with its index, together with the score of the taps before it.
 */
export function replayTaps(options: SpoofOptions, taps: readonly ScoreAction[]): Result<KeptScore, StoreProblem & { readonly kept: KeptScore }> {
  let sheet = newScoreSheet(options);
  for (const [i, tap] of taps.entries()) {
    const r = applyScore(sheet, tap);
    if (!r.ok) {
      return err({
        code: 'scorekeeper/saved-tap',
        message: msg('spoof.score.saved-tap', { tap: i + 1, why: r.error.message, kept: i }),
        kept: { options, taps: taps.slice(0, i), sheet },
      });
    }
    sheet = r.value;
  }
  return ok({ options, taps, sheet });
}

/** Applies one tap to a kept score; errors are `applyScore`'s (`scorekeeper/…`). */
export function tap(kept: KeptScore, action: ScoreAction): Result<KeptScore, StoreProblem> {
  const r = applyScore(kept.sheet, action);
  if (!r.ok) return r;
  return ok({ options: kept.options, taps: [...kept.taps, action], sheet: r.value });
}

/** Undoes the last tap; `undefined` when there is none. */
export function untap(kept: KeptScore): KeptScore | undefined {
  if (kept.taps.length === 0) return undefined;
  const sheet = undoScore(kept.sheet);
  return sheet === undefined ? undefined : { options: kept.options, taps: kept.taps.slice(0, -1), sheet };
}

/** The saved form of a kept score (JSON text). */
export function encodeScore(kept: KeptScore): string {
  return JSON.stringify({ version: 1, options: kept.options, taps: kept.taps });
}

/**
 * Reads a saved sheet. Errors: `scorekeeper/saved-unreadable` (not JSON, not a saved sheet, options or a
 * tap of the wrong shape) and `scorekeeper/saved-tap` (a tap the rules refuse); `kept` then holds what
 * could be read (a fresh sheet, or the taps before the refused one).
 */
export function decodeScore(text: string): Result<KeptScore, StoreProblem & { readonly kept: KeptScore }> {
  const unreadable = (why: Message) => err({ code: 'scorekeeper/saved-unreadable', message: msg('spoof.score.saved-unreadable', { why }), kept: freshScore() });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unreadable(msg('spoof.score.not-json'));
  }
  const saved = SavedSchema.safeParse(json);
  if (!saved.success) return unreadable(msg('spoof.score.not-sheet'));
  const options = parseOptions(spoofOptions, saved.data.options);
  if (!options.ok) return unreadable(msg('spoof.score.bad-options', { why: options.error.message }));
  const taps: ScoreAction[] = [];
  for (const [i, t] of saved.data.taps.entries()) {
    const a = ScoreActionSchema.safeParse(t);
    if (!a.success) return unreadable(msg('spoof.score.bad-tap', { tap: i + 1 }));
    taps.push(a.data as ScoreAction);
  }
  return replayTaps(options.value, taps);
}

/**
 * Loads the saved sheet from `storage`, or a fresh one under `options` when nothing is saved (or storage
 * is unavailable). A problem reading it is returned beside the score kept.
 */
export function loadScore(storage: ScoreStorage | undefined, options: SpoofOptions = DEFAULT_OPTIONS): { kept: KeptScore; problem?: StoreProblem } {
  let text: string | null = null;
  try {
    text = storage?.getItem(SCORE_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  if (text === null) return { kept: freshScore(options) };
  const r = decodeScore(text);
  return r.ok ? { kept: r.value } : { kept: r.error.kept, problem: { code: r.error.code, message: r.error.message } };
}

/**
 * Saves `kept` to `storage`. Returns `undefined`, or why not when the browser refused (storage full or
 * disabled): the sheet then lives only until the page is closed.
 */
export function saveScore(storage: ScoreStorage | undefined, kept: KeptScore): Message | undefined {
  if (storage === undefined) return msg('spoof.score.no-storage');
  try {
    storage.setItem(SCORE_STORAGE_KEY, encodeScore(kept));
    return undefined;
  } catch (e) {
    return msg('spoof.score.save-failed', { why: (e as Error).message });
  }
}

/** The page's `localStorage`, or `undefined` where there is none or it may not be used. */
export function browserStorage(): ScoreStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The kinds of scorekeeper button. */
export const ACTION_KINDS: readonly ScoreAction['kind'][] = ['covered', 'missed', 'lines', 'attacked', 'neutral', 'off-board', 'not-out', 'covered-own', 'knocked-out', 'other-out'];

/** The words of a scorekeeper button in the language shown: a short label and what it means at the table (`app.spoof.action*`). */
export function actionWords(kind: ScoreAction['kind']): { readonly label: string; readonly hint: string } {
  const k = kind.replace(/-/g, '_') as Parameters<typeof t<'app.spoof.action'>>[1]['kind'];
  return { label: t('app.spoof.action', { kind: k }), hint: t('app.spoof.action-hint', { kind: k }) };
}
