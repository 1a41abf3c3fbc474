/**
 * The seeded teetotum: digital spins drawn from pure-rand's xoroshiro128+ generator, with a state that
 * is plain JSON so a session can save it, restore it and keep drawing the same sequence.
 *
 * Pure functions only: {@link drawSpin} returns the spin and the next state and never mutates its
 * argument (pure-rand generators are cloned from the saved state on every draw). The engine never
 * draws by itself: a session draws a spin here and plays it as a move (`3+5`), so the game
 * record replays exactly without the generator (boardgame.io's practice of keeping randomness in
 * state; see `../shared/style/anchors.md`, practice 10).
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result';
import { msg } from '../../i18n/index';
import type { NotationError } from '../../core/game';
import { makeSpin, type SpinMove } from './spin';

/** The serialisable state of the seeded teetotum: the algorithm name and pure-rand's state words. */
export interface TeetotumState {
  readonly algorithm: 'xoroshiro128plus';
  /** pure-rand's `getState()` of xoroshiro128+: four signed 32-bit integers. */
  readonly state: readonly number[];
}

const stateSchema = z.strictObject({
  algorithm: z.literal('xoroshiro128plus'),
  state: z.array(z.number().int().min(-0x80000000).max(0xffffffff)).length(4),
});

/**
 * A fresh seeded teetotum.
 * @param seed any integer; only its low 32 bits are used (pure-rand's seeding).
 * @throws Error when `seed` is not a finite integer (a programmer bug).
 */
export function seedTeetotum(seed: number): TeetotumState {
  if (!Number.isSafeInteger(seed)) throw new Error(`seedTeetotum: the seed must be an integer, got ${seed}`);
  return { algorithm: 'xoroshiro128plus', state: [...xoroshiro128plus(seed | 0).getState()] };
}

/**
 * Draws one spin: two numbers, each uniform over `faces`, and the state to draw the next spin from.
 * @param state the generator state (not mutated).
 * @param faces the numbers on each top (the game's `faces` option), at least one.
 * @returns `{ spin, next }`; `spin.source` is `digital`.
 */
export function drawSpin(state: TeetotumState, faces: readonly number[]): { readonly spin: SpinMove; readonly next: TeetotumState } {
  const rng = xoroshiro128plusFromState(state.state);
  const i = uniformInt(rng, 0, faces.length - 1);
  const j = uniformInt(rng, 0, faces.length - 1);
  return { spin: makeSpin(faces[i]!, faces[j]!, 'digital'), next: { algorithm: 'xoroshiro128plus', state: [...rng.getState()] } };
}

/**
 * Reads a saved generator state (from a save file or an IPC message: untrusted).
 * @returns the state, or `teetotum/bad-state` naming what is wrong.
 */
export function parseTeetotumState(raw: unknown): Result<TeetotumState, NotationError> {
  const r = stateSchema.safeParse(raw);
  if (!r.success) {
    const why = r.error.issues.map((i) => `${i.path.join('.') || '(state)'}: ${i.message}`).join('; ');
    return err({ code: 'teetotum/bad-state', message: msg('teetotum.bad-state', { why }) });
  }
  if (r.data.state.every((w) => w === 0)) {
    return err({ code: 'teetotum/bad-state', message: msg('teetotum.bad-state', { why: 'an all-zero xoroshiro128+ state never changes' }) });
  }
  return ok({ algorithm: 'xoroshiro128plus', state: [...r.data.state] });
}
