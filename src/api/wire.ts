/**
 * The WebSocket framing of the contract (`npm run web`): one JSON text message per call, reply or event.
 *
 * - client -> host: `{"t":"call","id":7,"method":"playMove","params":["d2-d3"]}`;
 * - host -> client: `{"t":"reply","id":7,"result":{"ok":true,"value":…}}` (or `{"ok":false,"error":{code,message}}`),
 *   `{"t":"event","event":{…HostEvent}}`, and `{"t":"refused","error":{…}}` for a message so broken that
 *   it has no usable id.
 *
 * {@link readClientMessage} is the host's gate: a message that is not JSON, too large, not a call, or a
 * call that {@link parseCall} refuses comes back as an error to send to the client; nothing of it
 * reaches the host.
 */
import { z } from 'zod';
import { checkJsonText, MAX_JSON_DEPTH } from '../core/json-bounds';
import { err, ok, type Result } from '../core/result';
import { API_ERROR_CODES, boundsRefusal, describeIssues, parseCall, type Call } from './contract';
import { ApiErrorSchema, HostEventSchema, type ApiError, type HostEvent } from './schemas';

/** Largest message either side accepts, in bytes of UTF-8 (a record of `MAX_RECORD_TEXT` characters fits). */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

/** The path of the WebSocket endpoint on the web host. */
export const WS_PATH = '/parlour';

const callEnvelope = z.strictObject({
  t: z.literal('call'),
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  method: z.string().max(64),
  params: z.array(z.unknown()).max(8).optional(),
});

/** A message from the host to a client. */
export type ServerMessage =
  | { readonly t: 'reply'; readonly id: number; readonly result: Result<unknown, ApiError> }
  | { readonly t: 'event'; readonly event: HostEvent }
  | { readonly t: 'refused'; readonly error: ApiError };

/** Schema of {@link ServerMessage}, for the client (reply values are checked per method by the client). */
export const ServerMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('reply'),
    id: z.number().int(),
    result: z.union([z.object({ ok: z.literal(true), value: z.unknown() }), z.object({ ok: z.literal(false), error: ApiErrorSchema })]),
  }),
  z.object({ t: z.literal('event'), event: HostEventSchema }),
  z.object({ t: z.literal('refused'), error: ApiErrorSchema }),
]);

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
    return err({ error: { code: API_ERROR_CODES.tooLarge, message: `message of ${byteLength} bytes is over the limit of ${MAX_MESSAGE_BYTES}` } });
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
    return err({ error: { code: API_ERROR_CODES.malformed, message: 'message is not JSON' } });
  }
  const env = callEnvelope.safeParse(json);
  if (!env.success) {
    const id = typeof json === 'object' && json !== null && Number.isSafeInteger((json as { id?: unknown }).id) ? ((json as { id: number }).id) : undefined;
    return err({ ...(id === undefined ? {} : { id }), error: { code: API_ERROR_CODES.malformed, message: `not a call: ${describeIssues(env.error, 'message')}` } });
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
