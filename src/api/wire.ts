/**
 * The WebSocket framing of the contract (`npm run web`): one JSON text message per call, reply or event.
 *
 * - client -> host: `{"t":"call","id":7,"method":"playMove","params":["d2-d3"]}`;
 * - host -> client: `{"t":"reply","id":7,"result":{"ok":true,"value":…}}` (or `{"ok":false,"error":{code,message}}`),
 *   `{"t":"event","event":{…HostEvent}}`, and `{"t":"refused","error":{…}}` for a message so broken that
 *   it has no usable id;
 * - session views as what changed (issue 19, `view-patch.ts`): each side keeps the last view that crossed
 *   the connection, and a later view of the same game goes as a patch of it: a `view` event as
 *   `{"t":"patch","patch":{…}}`, a successful reply of a method answering with a view
 *   ({@link VIEW_REPLY_METHODS}) as `{"t":"reply","id":7,"patch":{…}}`. A view of another game, the
 *   first on a connection, `null`, and every reply to `view` go whole and start a new base (the client
 *   calls `view` to resynchronise when a patch cannot be applied). A view event that changes nothing is
 *   not sent at all.
 *
 * {@link readClientMessage} is the host's gate: a message that is not JSON, too large, not a call, or a
 * call that {@link parseCall} refuses comes back as an error to send to the client; nothing of it
 * reaches the host.
 */
import { z } from 'zod';
import { checkJsonText, MAX_JSON_DEPTH } from '../core/json-bounds';
import { err, ok, type Result } from '../core/result';
import { API_ERROR_CODES, METHODS, boundsRefusal, METHOD_NAMES, describeIssues, parseCall, type Call, type Method } from './contract';
import { ApiErrorSchema, HostEventSchema, SessionViewSchema, type ApiError, type HostEvent, type SessionView } from './schemas';
import { applyViewPatch, diffViews, isEmptyPatch, type ViewPatch } from './view-patch';
import { msg } from '../i18n/index';

/** Largest message either side accepts, in bytes of UTF-8 (a record of `MAX_RECORD_TEXT` characters fits). */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/** The path of the WebSocket endpoint on the web host. */
export { WS_PATH } from './socket-path';

const callEnvelope = z.strictObject({
  t: z.literal('call'),
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(8).optional(),
});

/** A message from the host to a client. */
export type ServerMessage =
  | { readonly t: 'reply'; readonly id: number; readonly result: Result<unknown, ApiError> }
  | { readonly t: 'reply'; readonly id: number; readonly patch: ViewPatch }
  | { readonly t: 'event'; readonly event: HostEvent }
  | { readonly t: 'patch'; readonly patch: ViewPatch }
  | { readonly t: 'refused'; readonly error: ApiError };

/**
 * Schema of {@link ServerMessage}'s envelope, for the client: reply values are checked per method by
 * the client, patches field by field by `applyViewPatch`, events whole.
 */
export const ServerMessageSchema = z.union([
  z.strictObject({
    t: z.literal('reply'),
    id: z.number().int(),
    result: z.union([z.object({ ok: z.literal(true), value: z.unknown() }), z.object({ ok: z.literal(false), error: ApiErrorSchema })]),
  }),
  z.strictObject({ t: z.literal('reply'), id: z.number().int(), patch: z.unknown() }),
  z.object({ t: z.literal('event'), event: HostEventSchema }),
  z.object({ t: z.literal('patch'), patch: z.unknown() }),
  z.object({ t: z.literal('refused'), error: ApiErrorSchema }),
]);

/**
 * The methods whose successful reply is a session view, sent as a patch of the connection's last view:
 * those answering with a {@link SessionView}, and `view` (whose reply, `null` or a view, always goes whole).
 */
export const VIEW_REPLY_METHODS: ReadonlySet<Method> = new Set(
  METHOD_NAMES.filter((m) => METHODS[m].reply === SessionViewSchema || m === 'view'),
);

/**
 * The host's side of one connection: encodes its events and replies, a view as a patch of the last
 * one sent when it can (see the module docstring).
 */
export class ViewSender {
  private base: SessionView | null = null;

  /** The text of `event`, or `undefined` for a view that changes nothing on this connection. */
  event(event: HostEvent): string | undefined {
    if (event.type !== 'view') return encodeServerMessage({ t: 'event', event });
    const patch = this.next(event.view, true);
    if (patch === undefined) return encodeServerMessage({ t: 'event', event });
    return isEmptyPatch(patch) ? undefined : encodeServerMessage({ t: 'patch', patch });
  }

  /** The text of the reply to call `id` of `method`. */
  reply(id: number, method: Method, result: Result<unknown, ApiError>): string {
    if (!result.ok || !VIEW_REPLY_METHODS.has(method)) return encodeServerMessage({ t: 'reply', id, result });
    const patch = this.next(result.value as SessionView | null, method !== 'view');
    return encodeServerMessage(patch === undefined ? { t: 'reply', id, result } : { t: 'reply', id, patch });
  }

  /** Makes `view` the base; the patch from the old base when `patchable` and it is the same game. */
  private next(view: SessionView | null, patchable: boolean): ViewPatch | undefined {
    const base = this.base;
    this.base = view;
    return patchable && base !== null && view !== null ? diffViews(base, view) : undefined;
  }
}

/** The client's side of one connection: the last view received, patches applied to it. */
export class ViewReceiver {
  private base: SessionView | null = null;

  /** A whole view received (an event, or a reply of {@link VIEW_REPLY_METHODS}), already validated: the new base. */
  whole(view: SessionView | null): void {
    this.base = view;
  }

  /**
   * A patch received: the patched view (the new base), or why it cannot be applied (no base, or the patch
   * refused); then the base is lost until the next whole view (call `view` to get one).
   */
  patch(raw: unknown): Result<SessionView, string> {
    const base = this.base;
    if (base === null) return err('a patch arrived with no view to apply it to');
    const r = applyViewPatch(base, raw);
    this.base = r.ok ? r.value : null;
    return r;
  }

  /** Forgets the base (the connection closed). */
  reset(): void {
    this.base = null;
  }
}

/** A refused client message: the error, and the call id when one could be read (so the client's promise settles). */
export interface Refusal {
  readonly id?: number;
  readonly error: ApiError;
}

/**
 * Reads one client message.
 * @param text the message text as received.
 * @param byteLength its size in bytes (the transport knows it; checked against {@link MAX_MESSAGE_BYTES}).
 * @returns `{ id, call }`, or a {@link Refusal}: `api/too-large`, `api/too-deep` (nested more than
 *   `MAX_JSON_DEPTH` levels: found by a scan of the text before it is parsed), `api/malformed` (not
 *   JSON, not a call envelope), `api/unknown-method`, `api/invalid-params` (see `parseCall`). Never
 *   throws, whatever the text.
 */
export function readClientMessage(text: string, byteLength: number): Result<{ id: number; call: Call }, Refusal> {
  if (byteLength > MAX_MESSAGE_BYTES) {
    return err({ error: { code: API_ERROR_CODES.tooLarge, message: msg('api.too-large', { bytes: byteLength, limit: MAX_MESSAGE_BYTES }) } });
  }
  const shallow = checkJsonText(text, { depth: MAX_JSON_DEPTH });
  if (!shallow.ok) {
    const id = leadingCallId(text);
    return err({ ...(id === undefined ? {} : { id }), error: boundsRefusal(shallow.error, 'the message') });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ error: { code: API_ERROR_CODES.malformed, message: msg('api.not-json') } });
  }
  const env = callEnvelope.safeParse(json);
  if (!env.success) {
    const id = typeof json === 'object' && json !== null && Number.isSafeInteger((json as { id?: unknown }).id) ? ((json as { id: number }).id) : undefined;
    return err({ ...(id === undefined ? {} : { id }), error: { code: API_ERROR_CODES.malformed, message: msg('api.not-a-call', { why: describeIssues(env.error, 'message') }) } });
  }
  const call = parseCall(env.data.method, env.data.params ?? []);
  if (!call.ok) return err({ id: env.data.id, error: call.error });
  return ok({ id: env.data.id, call: call.value });
}

/**
 * The call id of a message refused before it was parsed, read from where {@link encodeCall} puts it
 * (`{"t":"call","id":7,…`), so the caller's promise still settles; `undefined` when it is not there.
 */
function leadingCallId(text: string): number | undefined {
  const m = /^\s*\{\s*"t"\s*:\s*"call"\s*,\s*"id"\s*:\s*(\d{1,15})\s*,/.exec(text.slice(0, 64));
  return m === null ? undefined : Number(m[1]);
}

/** Encodes a call for the wire. */
export function encodeCall(id: number, method: string, params: readonly unknown[]): string {
  return JSON.stringify({ t: 'call', id, method, params });
}

/** Encodes a host message for the wire. */
export function encodeServerMessage(m: ServerMessage): string {
  return JSON.stringify(m);
}
