/**
 * Zod schemas of every value that crosses the host <-> renderer boundary, mirroring `host/types.ts`
 * (the Host API published by the session; its docstrings give the meaning of each field). The schemas
 * are the single gate on both sides:
 * - requests (renderer -> host) are strict: an unknown key, a wrong type, an over-long string or an
 *   out-of-range number is refused with `api/invalid-params` before anything reaches the session;
 * - views and events (host -> renderer) are validated by the renderer's WebSocket bridge, so a host of
 *   another version cannot feed the screen something it would misdraw.
 *
 * That these schemas and `host/types.ts` describe the same types is checked by the compiler in
 * `web/contract-check.ts` (both directions of assignability). Limits (string lengths, counts) are
 * generous for any real game and exist so that a hostile or broken peer cannot make the host allocate
 * without bound; each is named below.
 */
import { z } from 'zod';
import { GAME_IDS, type Json } from '../core/game';
import { LangSchema, MessageSchema } from '../i18n/schema';
import { LEVEL_NAMES } from '../ai/levels';
import { KioskEventSchema } from './kiosk';
import { ElsewhereEventSchema } from './elsewhere';

/** Longest move notation accepted, in characters (a Not Made in Germany jump chain of 40 landings fits). */
export const MAX_NOTATION = 256;
/** Longest cell name, in characters (`arch-23`, `q-hub`). */
export const MAX_CELL = 24;
/** Longest serial port path, in characters (`/dev/serial/by-id/usb-…`). */
export const MAX_PATH = 512;
/** Longest record file text accepted by `loadRecord`, in characters (a 5,000-ply record is ~60 kB). */
export const MAX_RECORD_TEXT = 1_000_000;
/** Longest record or profile name, in characters. */
export const MAX_NAME = 200;
/** Most keys in a rule options object, and deepest nesting of option values. */
export const MAX_OPTION_KEYS = 64;
/** Most seats in a game (Archery and Quoits: up to four players). */
export const MAX_SEATS = 8;

const cell = z.string().min(1).max(MAX_CELL).regex(/^[A-Za-z0-9_-]+$/, 'a cell name is letters, digits, "-" or "_"');
const gameId = z.enum(GAME_IDS);

/** Any JSON value (options, record metadata). Depth and size are bounded by the transport's message limit. */
export const JsonSchema: z.ZodType<Json> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number().refine(Number.isFinite, 'numbers must be finite'),
    z.string().max(MAX_RECORD_TEXT),
    z.array(JsonSchema).readonly(),
    z.record(z.string().max(MAX_NAME), JsonSchema).readonly(),
  ]),
) as z.ZodType<Json>;

// ------------------------------------------------------------------------------------------------
// Vocabularies (host/types.ts)
// ------------------------------------------------------------------------------------------------

/** Who sits at a seat: `board` (a person at the sensor board), `screen` (a person on screen), `computer`. */
export const SeatKindSchema = z.enum(['board', 'screen', 'computer']);
/** A computer player's level (`src/ai/levels.ts`), weakest first. */
export const LevelNameSchema = z.enum(LEVEL_NAMES);
/** One of the sensor readings of a cell. */
export const CellReadingSchema = z.enum(['empty', 'occupied', 'north', 'south']);

/** Which board a game is played on (`host/types.ts` BoardChoice). */
export const BoardChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('virtual'), profile: z.string().min(1).max(MAX_NAME).optional() }),
  z.strictObject({
    kind: z.literal('serial'),
    path: z.string().min(1).max(MAX_PATH),
    profile: z.string().min(1).max(MAX_NAME).optional(),
  }),
  z.strictObject({ kind: z.literal('none') }),
]);

/** Session settings (`host/types.ts` SessionSettings), ranges as documented there. */
export const SessionSettingsSchema = z.strictObject({
  settleMs: z.number().int().min(100).max(3000),
  guidanceDelayMs: z.number().int().min(0).max(30_000),
  takebacks: z.enum(['allowed', 'refused']),
  northSeat: z.number().int().min(0).max(1),
  computerDelayMs: z.number().int().min(0).max(10_000),
});

/** Rule options as sent by the start screen: a flat object of JSON values (validated by the game's own gate). */
export const OptionsRequestSchema = z
  .record(z.string().min(1).max(MAX_NAME), JsonSchema)
  .refine((o) => Object.keys(o).length <= MAX_OPTION_KEYS, `at most ${MAX_OPTION_KEYS} options`)
  .readonly();

// ------------------------------------------------------------------------------------------------
// Requests (renderer -> host)
// ------------------------------------------------------------------------------------------------

/** Arguments of `newGame` (`host/types.ts` NewGameRequest). */
export const NewGameRequestSchema = z
  .strictObject({
  game: gameId,
  options: OptionsRequestSchema.optional(),
  players: z.array(SeatKindSchema).min(1).max(MAX_SEATS).readonly(),
  levels: z.array(LevelNameSchema).max(MAX_SEATS).readonly().optional(),
  board: BoardChoiceSchema.optional(),
  settings: SessionSettingsSchema.partial().optional(),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
  start: z.string().min(1).max(MAX_NOTATION).optional(),
  })
  .refine((r) => r.levels === undefined || r.levels.length <= r.players.length, { message: 'at most one level per seat', path: ['levels'] });

/** A manual action on the in-process virtual board (`host/types.ts` VirtualBoardAction). */
export const VirtualBoardActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('lift'), cell }),
  z.strictObject({ action: z.literal('place'), cell, polarity: z.enum(['north', 'south']).optional() }),
  z.strictObject({ action: z.literal('press'), button: z.string().min(1).max(MAX_NAME) }),
]);

/** Where `loadRecord` reads a record from: a saved record's file name, or the text of a record file. */
export const RecordSourceSchema = z.union([
  z.strictObject({
    name: z
      .string()
      .min(1)
      .max(MAX_NAME)
      .regex(/^[^/\\]+$/, 'a record name is a file name, not a path')
      .refine((n) => n !== '.' && n !== '..', 'a record name is a file name, not a path'),
  }),
  z.strictObject({ text: z.string().min(1).max(MAX_RECORD_TEXT) }),
]);

/** Replay controls (`host/types.ts` ReplaySeek). */
export const ReplaySeekSchema = z.strictObject({ ply: z.number().int().min(0).max(1_000_000) });

/** A move in a game's notation (syntax and legality are the session's job). */
export const NotationSchema = z.string().min(1).max(MAX_NOTATION);

// ------------------------------------------------------------------------------------------------
// Views (host -> renderer)
// ------------------------------------------------------------------------------------------------

const cellList = z.array(z.string()).readonly();
const contents = z.record(z.string(), z.array(z.number().int()).readonly()).readonly();

/** One seat as shown on screen. */
export const SeatViewSchema = z.object({ seat: z.number().int(), name: z.string(), colour: z.string(), kind: SeatKindSchema, level: LevelNameSchema.optional() });

/** A hint: being worked out, or ready with its move and cells. */
export const HintViewSchema = z.discriminatedUnion('state', [
  z.object({ seat: z.number().int(), state: z.literal('thinking') }),
  z.object({ seat: z.number().int(), state: z.literal('ready'), notation: z.string(), vacates: cellList, fills: cellList }),
]);

/** One ply of the history. */
export const MoveViewSchema = z.object({
  ply: z.number().int(),
  seat: z.number().int(),
  notation: z.string(),
  by: SeatKindSchema,
  provisional: z.boolean(),
  /** What the ply did to the men (`src/session/ply-changes.ts`); absent when it moved none. */
  changes: z.array(z.object({ seat: z.number().int(), from: z.string().optional(), to: z.string().optional() })).readonly().optional(),
});

/** A legal move with the cells it vacates and fills. */
export const LegalMoveViewSchema = z.object({ notation: z.string(), vacates: cellList, fills: cellList });

const guidanceKind = z.enum(['lift', 'put', 'move', 'turn', 'take']);

/** One step of the guidance. */
export const GuidanceStepSchema = z.object({
  kind: guidanceKind,
  cell: z.string(),
  from: z.string().optional(),
  seat: z.number().int().optional(),
  back: z.boolean().optional(),
  say: MessageSchema,
});

/** Guidance shown when the board does not match. */
export const GuidanceViewSchema = z.object({
  kind: z.enum(['setup', 'mismatch', 'flag', 'incomplete']),
  code: z.string(),
  reason: MessageSchema.optional(),
  whole: MessageSchema.optional(),
  steps: z.array(GuidanceStepSchema).readonly(),
  cells: z.array(z.object({ cell: z.string(), kind: guidanceKind })).readonly(),
});

/** The board connection. */
export const BoardViewSchema = z.object({
  kind: z.enum(['virtual', 'serial', 'none']),
  state: z.enum(['none', 'connecting', 'connected', 'reconnecting', 'disconnected', 'error']),
  port: z.string().optional(),
  boardId: z.string().optional(),
  model: z.string().optional(),
  sensorKind: z.enum(['reed', 'hall']).optional(),
  profile: z.string().optional(),
  message: MessageSchema.optional(),
  reading: z.record(z.string(), CellReadingSchema).readonly().optional(),
  inSync: z.boolean().optional(),
});

/** Ongoing, or the result with its reason. */
export const StatusViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ongoing') }),
  z.object({ kind: z.literal('won'), winners: z.array(z.number().int()).readonly(), reason: MessageSchema }),
  z.object({ kind: z.literal('draw'), reason: MessageSchema }),
]);

/** Everything the renderer needs to draw the game. */
export const SessionViewSchema = z.object({
  id: z.string(),
  game: gameId,
  gameName: z.string(),
  options: JsonSchema,
  settings: SessionSettingsSchema,
  seats: z.array(SeatViewSchema).readonly(),
  phase: z.enum(['setup', 'playing', 'syncing', 'finished']),
  position: z.string(),
  contents,
  moves: z.array(MoveViewSchema).readonly(),
  turn: z.number().int().nullable(),
  status: StatusViewSchema,
  termination: z.enum(['rules', 'resignation', 'agreement']).optional(),
  legalMoves: z.array(LegalMoveViewSchema).readonly(),
  lastMove: MoveViewSchema.nullable(),
  provisional: z.boolean(),
  candidates: z.array(z.array(z.string()).readonly()).readonly().nullable(),
  guidance: GuidanceViewSchema.nullable(),
  announced: z
    .object({ seat: z.number().int(), notation: z.string(), vacates: cellList, fills: cellList })
    .nullable(),
  thinking: z.number().int().nullable(),
  hint: HintViewSchema.nullable(),
  board: BoardViewSchema,
  lifted: cellList,
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  /** A takeback the board shows, held until it is confirmed (`confirmTakeback` or the board's done button). */
  takeback: z.object({ plies: z.number().int().min(1), moves: z.array(z.string()).readonly() }).nullable().optional(),
  drawOffer: z.number().int().nullable(),
  /** The seat that declined the last draw offer, until the next ply or offer. */
  drawDeclined: z.number().int().nullable().optional(),
  /** Teetotum games: the next action is a spin (`playMove('spin')`, or `3+5h` for a real teetotum). */
  awaitsSpin: z.boolean().optional(),
  /** Teetotum games: the board's `spin` button was pressed; ask for the real teetotum's numbers. */
  spinEntry: z.boolean().optional(),
  /** With a sensor board: legal moves the sensors cannot see, to be confirmed with `done` or on screen. */
  unseen: z.array(z.string()).readonly().optional(),
});

/** A loaded record being replayed. */
export const ReplayViewSchema = z.object({
  game: gameId,
  gameName: z.string(),
  options: JsonSchema,
  ply: z.number().int(),
  total: z.number().int(),
  moves: z.array(z.string()).readonly(),
  position: z.string(),
  contents,
  status: StatusViewSchema,
  /** How the recorded game ended, whatever ply is shown (see `host/types.ts` `ReplayView.result`). */
  result: StatusViewSchema.optional(),
  meta: z.record(z.string(), JsonSchema).readonly(),
});

/** An earlier position of the game in progress (`peek`; see `host/types.ts` `PeekView`). */
export const PeekViewSchema = z.object({ ply: z.number().int(), position: z.string(), contents });

/** A message for the user. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  level: z.enum(['info', 'warning', 'error']),
  code: z.string(),
  message: MessageSchema,
});

/** An unfinished game offered for resuming. */
export const ResumeOfferSchema = z.object({
  id: z.string(),
  game: gameId,
  gameName: z.string(),
  players: z.array(SeatKindSchema).readonly(),
  plies: z.number().int(),
  updatedAt: z.string(),
  repaired: MessageSchema.optional(),
});

/** A saved record file. */
export const RecordInfoSchema = z.object({
  name: z.string(),
  game: gameId,
  plies: z.number().int(),
  result: MessageSchema,
  savedAt: z.string(),
});

/** A record just saved: its {@link RecordInfoSchema} and the folder it was written to (an absolute path). */
export const SavedRecordSchema = RecordInfoSchema.extend({ folder: z.string() });

/** A serial port. */
export const PortInfoSchema = z.object({
  path: z.string(),
  vendorId: z.string().optional(),
  productId: z.string().optional(),
  serialNumber: z.string().optional(),
  manufacturer: z.string().optional(),
});

/** Host events pushed to the renderer. */
export const HostEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view'), view: SessionViewSchema.nullable() }),
  z.object({ type: z.literal('replay'), replay: ReplayViewSchema.nullable() }),
  z.object({ type: z.literal('notice'), notice: NoticeSchema }),
  z.object({
    type: z.literal('committed'),
    ply: z.number().int(),
    seat: z.number().int(),
    notation: z.string(),
    by: SeatKindSchema,
    replaced: z.boolean(),
  }),
  z.object({ type: z.literal('takeback'), plies: z.number().int(), source: z.enum(['screen', 'board']), ply: z.number().int() }),
  // The museum kiosk's events (`./kiosk.ts`); lazy, because the kiosk's schemas use this file's.
  z.object({ type: z.literal('kiosk'), kiosk: z.lazy(() => KioskEventSchema) }),
  // What another screen did (`./elsewhere.ts`): sent by the web host to every screen but the one that did it.
  ElsewhereEventSchema,
]);

/** The state at start-up. */
export const HostStartupSchema = z.object({
  resume: ResumeOfferSchema.nullable(),
  settings: SessionSettingsSchema,
  language: LangSchema.nullable(),
  view: SessionViewSchema.nullable(),
  notices: z.array(NoticeSchema).readonly(),
});

/** Why a call failed: a namespaced `code` and a `message` for people. */
export const ApiErrorSchema = z.object({ code: z.string(), message: MessageSchema });

/** The shape of one seat kind. */
export type SeatKind = z.infer<typeof SeatKindSchema>;
/** See {@link LevelNameSchema}. */
export type LevelName = z.infer<typeof LevelNameSchema>;
/** See {@link HintViewSchema}. */
export type HintView = z.infer<typeof HintViewSchema>;
/** See {@link BoardChoiceSchema}. */
export type BoardChoice = z.infer<typeof BoardChoiceSchema>;
/** See {@link SessionSettingsSchema}. */
export type SessionSettings = z.infer<typeof SessionSettingsSchema>;
/** See {@link NewGameRequestSchema}. */
export type NewGameRequest = z.infer<typeof NewGameRequestSchema>;
/** See {@link VirtualBoardActionSchema}. */
export type VirtualBoardAction = z.infer<typeof VirtualBoardActionSchema>;
/** See {@link SessionViewSchema}. */
export type SessionView = z.infer<typeof SessionViewSchema>;
/** See {@link ReplayViewSchema}. */
export type ReplayView = z.infer<typeof ReplayViewSchema>;
/** See {@link HostEventSchema}. */
export type HostEvent = z.infer<typeof HostEventSchema>;
/** See {@link HostStartupSchema}. */
export type HostStartup = z.infer<typeof HostStartupSchema>;
/** See {@link GuidanceViewSchema}. */
export type GuidanceView = z.infer<typeof GuidanceViewSchema>;
/** See {@link BoardViewSchema}. */
export type BoardView = z.infer<typeof BoardViewSchema>;
/** See {@link PeekViewSchema}. */
export type PeekView = z.infer<typeof PeekViewSchema>;
/** See {@link NoticeSchema}. */
export type Notice = z.infer<typeof NoticeSchema>;
/** See {@link ResumeOfferSchema}. */
export type ResumeOffer = z.infer<typeof ResumeOfferSchema>;
/** See {@link RecordInfoSchema}. */
export type RecordInfo = z.infer<typeof RecordInfoSchema>;
/** See {@link SavedRecordSchema}. */
export type SavedRecord = z.infer<typeof SavedRecordSchema>;
/** See {@link PortInfoSchema}. */
export type PortInfo = z.infer<typeof PortInfoSchema>;
/** See {@link StatusViewSchema}. */
export type StatusView = z.infer<typeof StatusViewSchema>;
/** See {@link MoveViewSchema}. */
export type MoveView = z.infer<typeof MoveViewSchema>;
/** See {@link ApiErrorSchema}. */
export type ApiError = z.infer<typeof ApiErrorSchema>;
