/**
 * A {@link Message}: what the core says to a person, as data: a stable code and typed parameters, never
 * a sentence. The edges (renderer, CLI, logs) turn it into text in a language with `./format.ts`.
 *
 * Messages are plain JSON values, so they cross IPC and the WebSocket, go into journals and compare by
 * value. The code's declaration (`./codes/`) fixes the parameters' names and kinds, and {@link msg}
 * checks them at compile time:
 *
 * ```ts
 * msg('guidance.step.lift', { cell: 'a7' });              // ok
 * msg('guidance.step.lift', { square: 'a7' });            // tsc: unknown parameter
 * msg('guidance.step.lfit', { cell: 'a7' });              // tsc: unknown code
 * ```
 */
import type { Messages } from './codes/index';
import type { ValueOf } from './kinds';

/** Every declared message code. */
export type MessageCode = keyof Messages & string;

/** The parameters of code `C`, with the TypeScript type of each declared kind. */
export type ParamsOf<C extends MessageCode> = { readonly [P in keyof Messages[C]]: ValueOf<Messages[C][P]> };

/** A message of code `C`. */
export interface MessageOf<C extends MessageCode> {
  readonly code: C;
  readonly params: ParamsOf<C>;
}

/** The codes that take no parameters. */
type PlainCode = { [C in MessageCode]: keyof Messages[C] extends never ? C : never }[MessageCode];

/**
 * Any declared message (a union over every code, so `code` narrows `params`). The codes without
 * parameters are one member (`params` is `{}` for each of them): with every code its own member the union
 * grew past what TypeScript reduces (`TS2590: Expression produces a union type that is too complex to
 * represent` at `a ?? msg(...)`, from about 1,250 codes on); this keeps it near half that.
 */
export type Message = { readonly code: PlainCode; readonly params: Readonly<Record<never, never>> } | { [C in Exclude<MessageCode, PlainCode>]: MessageOf<C> }[Exclude<MessageCode, PlainCode>];

/** The argument list of {@link msg} after the code: nothing for a code without parameters. */
export type ParamArgs<C extends MessageCode> = keyof Messages[C] extends never ? [] : [params: ParamsOf<C>];

/**
 * Makes a message. Parameters are checked against the code's declaration by tsc; the object is frozen,
 * so a message handed around can be shared.
 */
export function msg<C extends MessageCode>(code: C, ...params: ParamArgs<C>): MessageOf<C> {
  return Object.freeze({ code, params: (params[0] ?? {}) as ParamsOf<C> });
}

/** `true` for a value shaped like a message (a string `code` and an object `params`); what it says is not checked. */
export function isMessage(v: unknown): v is Message {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as { code?: unknown; params?: unknown };
  return typeof m.code === 'string' && typeof m.params === 'object' && m.params !== null && !Array.isArray(m.params);
}
