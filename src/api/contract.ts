/**
 * The host <-> renderer contract: every method the renderer may call, its parameters (a zod tuple) and
 * its reply (a zod schema), and the {@link ParlourApi} bridge type derived from them. One table, so
 * the Electron preload, the Electron main process, the WebSocket server and the renderer's WebSocket
 * client cannot disagree (the electron/fiddle lesson: no hand-written second copy of the bridge type;
 * `../shared/style/notes/electron-fiddle.md`).
 *
 * The methods are those of `HostApi` (`host/types.ts`) less `subscribe`/`close` (which are not calls),
 * plus `catalogue` (games, options and board profiles for the start screen), answered by the adapter.
 *
 * {@link parseCall} is the one gate: a call whose method is unknown or whose parameters do not match is
 * refused with a specific {@link ApiError} and never reaches the host.
 */
import { z } from 'zod';
import { checkValue, MAX_JSON_DEPTH, type JsonBoundsError } from '../core/json-bounds';
import { err, ok, type Result } from '../core/result';
import { CatalogueSchema } from './catalogue';
import { KIOSK_METHODS, KioskStateSchema } from './kiosk';
import {
  BoardChoiceSchema,
  NewGameRequestSchema,
  NotationSchema,
  PortInfoSchema,
  RecordInfoSchema,
  SavedRecordSchema,
  RecordSourceSchema,
  ReplaySeekSchema,
  PeekViewSchema,
  HostStartupSchema,
  ReplayViewSchema,
  SessionSettingsSchema,
  SessionViewSchema,
  VirtualBoardActionSchema,
  type ApiError,
  type HostEvent,
} from './schemas';
import { LangSchema, msg } from '../i18n/index';

/**
 * What `startup` answers: the host's start-up state, and the kiosk's state when the host runs as a kiosk
 * (`null` otherwise, as `kioskState` answers; `host/call-target.ts` joins them). With it the page knows at
 * once whether to show the kiosk's screens or the app's: no start screen is drawn on a kiosk before its
 * attract loop, and no second round trip is needed before the first screen (issue 19: first paint).
 */
export const StartupSchema = HostStartupSchema.extend({ kiosk: KioskStateSchema.nullable() });
/** See {@link StartupSchema}. */
export type Startup = z.infer<typeof StartupSchema>;

const seatParam = z.number().int().min(0).max(7);
const none = z.tuple([]);

/**
 * Every callable method: `params` validates the argument list, `reply` the value of a successful reply.
 * Source of the semantics: `host/types.ts` `HostApi` (each method's docstring lists its error codes).
 */
export const METHODS = {
  catalogue: { params: none, reply: CatalogueSchema },
  startup: { params: none, reply: StartupSchema },
  newGame: { params: z.tuple([NewGameRequestSchema]), reply: SessionViewSchema },
  resumeGame: { params: none, reply: SessionViewSchema },
  discardResume: { params: none, reply: z.null() },
  playMove: { params: z.tuple([NotationSchema]), reply: SessionViewSchema },
  chooseCandidate: { params: z.tuple([NotationSchema]), reply: SessionViewSchema },
  undo: { params: none, reply: SessionViewSchema },
  redo: { params: none, reply: SessionViewSchema },
  confirmTakeback: { params: none, reply: SessionViewSchema },
  resign: { params: z.tuple([seatParam]), reply: SessionViewSchema },
  offerDraw: { params: z.tuple([seatParam]), reply: SessionViewSchema },
  agreeDraw: { params: z.tuple([seatParam]), reply: SessionViewSchema },
  declineDraw: { params: none, reply: SessionViewSchema },
  hint: { params: none, reply: SessionViewSchema },
  setSettings: { params: z.tuple([SessionSettingsSchema.partial()]), reply: SessionSettingsSchema },
  setLanguage: { params: z.tuple([LangSchema]), reply: z.null() },
  dismissNotice: { params: z.tuple([z.number().int().min(1)]), reply: z.null() },
  listPorts: { params: none, reply: z.array(PortInfoSchema).readonly() },
  connectBoard: { params: z.tuple([BoardChoiceSchema]), reply: SessionViewSchema },
  virtualBoard: { params: z.tuple([VirtualBoardActionSchema]), reply: z.null() },
  saveRecord: { params: none, reply: SavedRecordSchema },
  listRecords: { params: none, reply: z.array(RecordInfoSchema).readonly() },
  loadRecord: { params: z.tuple([RecordSourceSchema]), reply: ReplayViewSchema },
  replaySeek: { params: z.tuple([ReplaySeekSchema]), reply: ReplayViewSchema },
  closeReplay: { params: none, reply: z.null() },
  peek: { params: z.tuple([z.number().int().min(0)]), reply: PeekViewSchema },
  view: { params: none, reply: SessionViewSchema.nullable() },
  ...KIOSK_METHODS,
} as const;

/** The kiosk's methods (`./kiosk.ts`), answered by the kiosk layer of the host rather than the Host API. */
export type KioskMethod = keyof typeof KIOSK_METHODS;

/** The name of a callable method. */
export type Method = keyof typeof METHODS;
/** Every method name, for allow-lists. */
export const METHOD_NAMES = Object.keys(METHODS) as Method[];

/** The argument list of method `M`. */
export type Params<M extends Method> = z.infer<(typeof METHODS)[M]['params']>;
/** The value of a successful reply to method `M`. */
export type Reply<M extends Method> = z.infer<(typeof METHODS)[M]['reply']>;

/** A validated call. */
export type Call = { [M in Method]: { readonly method: M; readonly params: Params<M> } }[Method];

/**
 * The one object the renderer talks to (`window.parlour`): one async function per method, each
 * resolving to a `Result` (never rejecting for an expected failure), and `subscribe` for host events.
 * In Electron the preload provides it over IPC; in a browser `renderer/src/bridge/ws.ts` provides it
 * over the web host's WebSocket.
 */
export type ParlourApi = {
  readonly [M in Method]: (...params: Params<M>) => Promise<Result<Reply<M>, ApiError>>;
} & {
  /** Calls `listener` with every host event until the returned function is called. */
  readonly subscribe: (listener: (event: HostEvent) => void) => () => void;
};

/** The codes of refusals made by the contract itself (the host adds its own: `session/…`, `board/…`). */
export const API_ERROR_CODES = {
  unknownMethod: 'api/unknown-method',
  invalidParams: 'api/invalid-params',
  malformed: 'api/malformed',
  tooLarge: 'api/too-large',
  tooDeep: 'api/too-deep',
  forbidden: 'api/forbidden-sender',
  unavailable: 'api/unavailable',
  internal: 'api/internal',
} as const;

/** Says where a zod issue is and what is wrong with it, e.g. `params[0].players[2]: Invalid option …`. */
export function describeIssues(error: z.ZodError, root = 'params'): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${[root, ...i.path].map((p, k) => (typeof p === 'number' ? `[${p}]` : k === 0 ? String(p) : `.${String(p)}`)).join('')}: ${i.message}`)
    .join('; ');
}

/**
 * Bounds of a call's argument list, checked before any schema sees it: nesting depth (zod's recursive
 * JSON schema recurses once per level), number of values and characters of text. A real call is at
 * most a few levels deep and a few hundred values (a Quoits layout); a record's text is one string of
 * at most `MAX_RECORD_TEXT` characters.
 */
export const CALL_LIMITS = { depth: MAX_JSON_DEPTH, nodes: 20_000, chars: 2 * 1024 * 1024 } as const;

/** The contract's refusal for a value outside {@link CALL_LIMITS} (`api/too-deep`, `api/too-large`, `api/malformed`). */
export function boundsRefusal(e: JsonBoundsError, what: string): ApiError {
  const code = e.kind === 'depth' ? API_ERROR_CODES.tooDeep : e.kind === 'type' ? API_ERROR_CODES.malformed : API_ERROR_CODES.tooLarge;
  return { code, message: msg('api.bounds', { what, why: e.message }) };
}

/**
 * Validates an untrusted call (from the WebSocket after `JSON.parse`, or from Electron IPC as
 * structured-cloned values).
 * @param method the method name as received (anything).
 * @param params the argument list as received (anything; `undefined` is taken as `[]`).
 * @returns the typed call, or `api/unknown-method` (naming the method), `api/too-deep` /
 *   `api/too-large` / `api/malformed` (arguments outside {@link CALL_LIMITS} or not JSON data; checked
 *   before any schema, without recursion) or `api/invalid-params` (naming each bad argument and why).
 */
export function parseCall(method: unknown, params: unknown): Result<Call, ApiError> {
  if (typeof method !== 'string' || !Object.hasOwn(METHODS, method)) {
    const shown = typeof method === 'string' ? JSON.stringify(method.slice(0, 60)) : typeof method;
    return err({ code: API_ERROR_CODES.unknownMethod, message: msg('api.unknown-method', { method: shown, known: METHOD_NAMES.join(', ') }) });
  }
  const m = method as Method;
  const bounded = checkValue(params, CALL_LIMITS);
  if (!bounded.ok) return err(boundsRefusal(bounded.error, `the arguments of ${m}`));
  const parsed = METHODS[m].params.safeParse(params ?? []);
  if (!parsed.success) {
    return err({ code: API_ERROR_CODES.invalidParams, message: msg('api.invalid-params', { method: m, why: describeIssues(parsed.error) }) });
  }
  return ok({ method: m, params: parsed.data } as Call);
}

/**
 * What the adapters dispatch calls to: the host (structurally `HostApi` of `host/types.ts`) plus the
 * adapter's own `catalogue`. Each method returns a `Result` promise.
 */
export type CallTarget = {
  readonly [M in Method]: (...params: Params<M>) => Promise<Result<Reply<M>, ApiError>>;
};

/**
 * Runs a validated call against `target`. A host method that throws (a programmer bug) is turned into
 * `api/internal` so that one bad call cannot take the adapter down; the session's state is the host's
 * to protect.
 */
export async function dispatch(target: CallTarget, call: Call): Promise<Result<unknown, ApiError>> {
  try {
    const fn = target[call.method] as (...p: unknown[]) => Promise<Result<unknown, ApiError>>;
    return await fn.apply(target, [...(call.params as readonly unknown[])]);
  } catch (e) {
    return err({ code: API_ERROR_CODES.internal, message: msg('api.internal', { method: call.method, why: e instanceof Error ? e.message : String(e) }) });
  }
}
