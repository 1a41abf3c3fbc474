/**
 * The double teetotum: one spin gives two numbers; Archery moves by their sum, Quoits also asks
 * whether they are a doublet (both equal).
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Arch: "All moves are made by the spin of the Teetotum,
 * using the mum of the numbers obtained by the spin"; Game of Quoits: "Use the sum of the numbers
 * indicated by the Teetotum in making the moves, except in case of a doublet, which has its
 * corresponding numbered Quoit space." The sheet never says what the faces carry; Parlour's default
 * is 1 to 6 on each top ({@link DEFAULT_FACES}); the `faces` rule option changes it.
 *
 * A spin is an explicit move, written `3+5` (the two numbers shown), so a record of moves replays a
 * game exactly; its `source` says whether the numbers came from the seeded generator (`digital`) or
 * were read off a real teetotum and entered by hand (`hand`, written `3+5h`). The notation has no
 * spaces, so move lists can be split on whitespace (`parlour apply --moves "3+5 f-8"`).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result';
import type { NotationError } from '../../core/game';
import { msg, type Message } from '../../i18n/index';

/** Where a spin's numbers came from: Parlour's seeded generator, or a real teetotum read by a person. */
export const SPIN_SOURCES = ['digital', 'hand'] as const;
/** One of {@link SPIN_SOURCES}. */
export type SpinSource = (typeof SPIN_SOURCES)[number];

/**
 * A teetotum spin as a move. `a <= b` always (the two numbers of a double teetotum are unordered;
 * {@link makeSpin} and {@link parseSpinMove} normalise), both drawn from the game's faces.
 */
export interface SpinMove {
  readonly kind: 'spin';
  /** The lower of the two numbers shown. */
  readonly a: number;
  /** The higher (or equal) of the two numbers shown. */
  readonly b: number;
  /** `digital` (seeded generator) or `hand` (a real teetotum, entered by a person). */
  readonly source: SpinSource;
}

/** The faces of each top by default: 1 to 6 (the sheet is silent; see the module docs). */
export const DEFAULT_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];

/**
 * The zod schema of the `faces` rule option: the numbers on each top of the double teetotum, strictly
 * ascending, 2 to 12 faces, each an integer 1..20 (a face of 0 could make a spin that moves nothing). Default {@link DEFAULT_FACES}.
 */
export const facesSchema = z
  .array(z.number().int().min(1).max(20))
  .min(2)
  .max(12)
  .refine((f) => f.every((v, i) => i === 0 || v > f[i - 1]!), { message: 'faces must be strictly ascending, with no number twice' })
  .default([...DEFAULT_FACES]);

/** Documentation of the `faces` option, shared by Archery and Quoits. */
export const FACES_DOC = {
  summary:
    'The numbers on each of the two tops of the double teetotum, strictly ascending (default 1,2,3,4,5,6). Both tops carry the same faces.',
  gap: 'The sheet names "the Double Teetotum" and uses "the sum of the numbers" and "a doublet" but never says what numbers the faces carry.',
} as const;

/**
 * Builds a spin move, putting the lower number first.
 * @param x one number shown; @param y the other; @param source where they came from (default `digital`).
 */
export function makeSpin(x: number, y: number, source: SpinSource = 'digital'): SpinMove {
  return x <= y ? { kind: 'spin', a: x, b: y, source } : { kind: 'spin', a: y, b: x, source };
}

/** The sum of the two numbers: the number of spaces an arrow moves, or the Quoit space named. */
export function spinSum(s: Pick<SpinMove, 'a' | 'b'>): number {
  return s.a + s.b;
}

/** `true` when both numbers are equal (Quoits: "a doublet, which has its corresponding numbered Quoit space"). */
export function isDoublet(s: Pick<SpinMove, 'a' | 'b'>): boolean {
  return s.a === s.b;
}

/**
 * Every distinct spin result for `faces`, as `digital` spin moves with `a <= b`, ordered by `a` then `b`
 * (21 for six faces). These are the legal moves whenever a game awaits a spin.
 */
export function spinOutcomes(faces: readonly number[]): readonly SpinMove[] {
  const out: SpinMove[] = [];
  for (let i = 0; i < faces.length; i++) for (let j = i; j < faces.length; j++) out.push(makeSpin(faces[i]!, faces[j]!));
  return out;
}

/**
 * The probability (0..1) of the unordered spin result `{a, b}` with two fair tops carrying `faces`:
 * `1/k²` for a doublet, `2/k²` otherwise (`k` faces); 0 when a number is not a face.
 */
export function spinProbability(faces: readonly number[], s: Pick<SpinMove, 'a' | 'b'>): number {
  if (!faces.includes(s.a) || !faces.includes(s.b)) return 0;
  const k = faces.length;
  return (s.a === s.b ? 1 : 2) / (k * k);
}

/**
 * The probability of each sum with two fair tops carrying `faces`, as a map sum → probability.
 * Used by the chi-square test of the seeded generator and by computer players.
 */
export function sumDistribution(faces: readonly number[]): ReadonlyMap<number, number> {
  const m = new Map<number, number>();
  const p = 1 / (faces.length * faces.length);
  for (const x of faces) for (const y of faces) m.set(x + y, (m.get(x + y) ?? 0) + p);
  return m;
}

/**
 * Checks that a spin shows two numbers of `faces`.
 * @returns `undefined` when it does, else a `teetotum.not-a-face` message naming the number that is no face.
 */
export function spinFaceProblem(faces: readonly number[], s: Pick<SpinMove, 'a' | 'b'>): Message | undefined {
  for (const v of [s.a, s.b]) {
    if (!faces.includes(v)) return msg('teetotum.not-a-face', { face: v, faces: faces.join(', ') });
  }
  return undefined;
}

const SPIN_RE = /^(\d{1,2})\+(\d{1,2})(h?)$/;
const SPIN_WORDS_RE = /^spin (\d{1,2}) (\d{1,2})( hand)?$/;

/**
 * Reads a spin move: `3+5` (the two numbers shown, digital) or `3+5h` (read off a real teetotum and
 * entered by hand). The long form `spin 3 5` / `spin 3 5 hand` is read too. The numbers may come in
 * either order; they are stored lower first.
 * @returns `undefined` when `text` is not spin-shaped (so a game can try its other moves), else the
 *   move, or `notation/bad-spin` for a malformed spin.
 */
export function parseSpinMove(text: string): Result<SpinMove, NotationError> | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!/^spin\b/.test(t) && !/^\d+\+/.test(t)) return undefined;
  const m = SPIN_RE.exec(t) ?? SPIN_WORDS_RE.exec(t);
  if (!m) {
    return err({ code: 'notation/bad-spin', message: msg('teetotum.bad-spin', { input: JSON.stringify(text) }) });
  }
  return ok(makeSpin(Number(m[1]), Number(m[2]), m[3] ? 'hand' : 'digital'));
}

/** Writes a spin move canonically: `3+5`, or `3+5h` for a hand-entered spin. Contains no spaces. */
export function formatSpinMove(s: SpinMove): string {
  return `${s.a}+${s.b}${s.source === 'hand' ? 'h' : ''}`;
}
