/**
 * The one Result type of Parlour.
 *
 * Expected failures (a garbled notation string, an illegal move, a bad option, a corrupt save) are
 * returned as `Result<T, E>`; "nothing found" is `undefined`; only broken invariants (programmer
 * bugs) throw. Pattern taken from chessops' `fromSetup(): Result<…>` gate (see
 * `../shared/style/anchors.md`, practice 3), written here as a plain discriminated union so
 * errors can carry data.
 */
import { format, isMessage } from '../i18n/index';

/** A success carrying `value`. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failure carrying `error` (a discriminated error object with a `code`). */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** Either a value or an error; test with `r.ok`. */
export type Result<T, E> = Ok<T> | Err<E>;

/** Wraps `value` as a success. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Wraps `error` as a failure. */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/**
 * Returns the value of a success or throws.
 *
 * For tests, scripts and places where a failure is a programmer bug.
 * @throws Error with the error's `message` (a {@link Message} in English, or its JSON) when `r` is a failure.
 */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = r.error as unknown;
  const m = typeof e === 'object' && e !== null && 'message' in e ? (e as { message: unknown }).message : undefined;
  const msg = isMessage(m) ? format(m, 'en') : m !== undefined ? String(m) : JSON.stringify(e);
  throw new Error(`unwrap of a failed Result: ${msg}`);
}

/** Applies `f` to the value of a success; passes a failure through unchanged. */
export function mapResult<T, U, E>(r: Result<T, E>, f: (value: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}
