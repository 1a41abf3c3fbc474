/**
 * The museum kiosk's part of the host <-> renderer contract (issue 16): the calls of the kiosk's screens
 * (its state, a visitor game in one of the short formats, the reset to the attract loop, the staff PIN and
 * the staff screen) and the `kiosk` host event (attract frames, board activity, the board between
 * visitors, live sensors for the self-test). `./contract.ts` joins {@link KIOSK_METHODS} into the one
 * method table, so every call crosses the same gate (`parseCall`).
 *
 * A host that is not a kiosk answers every kiosk call with `kiosk/off`; the staff calls need the token
 * that `staffUnlock` gave for the right PIN (`kiosk/not-staff` otherwise). The PIN travels to the host
 * only, which checks it against its scrypt hash; no hash ever reaches the renderer.
 */
import { z } from 'zod';
import { GAME_IDS } from '../core/game';
import { FORMAT_IDS, PUBLIC_KIOSK_CONFIG_SCHEMA } from '../kiosk/config';
import { AUDIO_KINDS, PACK_TEXT_CODES, PICTURE_KINDS, TEXT_MAX_CHARS, AUDIO_MAX_BYTES } from '../kiosk/pack';
import { LANGUAGE_CODES, type Lang } from '../i18n';
import type { Message } from '../i18n';
import { JsonSchema, SessionViewSchema } from './schemas';

// `./schemas.ts` imports this file for the `kiosk` host event; the schemas of that file are reached
// lazily here, so that neither file reads the other's values while the two are being loaded.
const sessionView = z.lazy(() => SessionViewSchema);
const json = z.lazy(() => JsonSchema);

/** The kiosk's error codes (besides the contract's own and the host's). */
export const KIOSK_ERROR_CODES = {
  off: 'kiosk/off',
  notStaff: 'kiosk/not-staff',
  notOffered: 'kiosk/not-offered',
  noLeftover: 'kiosk/no-leftover',
} as const;

/**
 * A message of the core (`src/i18n` `Message`) as it crosses the wire: a code and JSON parameters. Only
 * the shape is checked (the formatter shows a code it does not know as the code, and a parameter of the
 * wrong kind as best it can, never throwing), so the type is the core's.
 */
export const WireMessageSchema = z.object({
  code: z.string().min(1).max(120),
  params: z.record(z.string().max(64), json),
}) as unknown as z.ZodType<Message>;

/** A fault of the configuration file (`src/kiosk/config.ts` `ConfigFault`). */
export const ConfigFaultSchema = z.object({ path: z.string().max(400), problem: WireMessageSchema });

/** Which kiosk screen shows: the attract loop, a visitor's screens, or staff. */
export const KioskScreenSchema = z.enum(['attract', 'visitor', 'staff']);
/** One of the kiosk screens. */
export type KioskScreen = z.infer<typeof KioskScreenSchema>;

/** Why the kiosk goes back to the attract loop: nobody played, the page (re)started, or staff left. */
export const ResetReasonSchema = z.enum(['idle', 'renderer', 'staff']);

/** A man the board is missing compared with the start position of its game (`seat` of the board's game). */
export const MissingManSchema = z.object({ seat: z.number().int().min(0).max(7), cell: z.string().max(24) });

/**
 * One frame of the attract loop: the demonstration game's view (no board; seats both computers), the
 * caption of its last ply and, once it is over, its result (or, when the loop's time for it ran out,
 * that it stopped unfinished: `kiosk.caption.time-up`); `seq` counts frames since the host started.
 */
export const AttractFrameSchema = z.object({
  game: z.enum(GAME_IDS),
  view: sessionView,
  caption: WireMessageSchema.nullable(),
  result: WireMessageSchema.nullable(),
  seq: z.number().int().min(0),
});
/** One attract frame. */
export type AttractFrame = z.infer<typeof AttractFrameSchema>;

/**
 * The sensor board between visitors (issue 16, "The physical board between visitors"): its link, whether
 * it shows the start position of its game (`ready`; `startMen` cells hold men there), else how many
 * cells need putting right (`toFix`, lit on the board), whether the men stand as the last game left them (`canContinue`), how many men
 * fewer than the start position the board holds (`short`, a fault: a man lost), and those men by cell
 * where the sensors can tell (`missing`; `host/kiosk/board-watch.ts`).
 */
export const BoardWatchSchema = z.object({
  game: z.enum(GAME_IDS),
  state: z.enum(['none', 'connecting', 'connected', 'reconnecting', 'disconnected', 'error']),
  ready: z.boolean(),
  toFix: z.number().int().min(0),
  startMen: z.number().int().min(0),
  cells: z.array(z.object({ cell: z.string().max(24), kind: z.enum(['lift', 'put', 'move', 'turn', 'take']) })).max(512),
  canContinue: z.boolean(),
  short: z.number().int().min(0),
  missing: z.array(MissingManSchema).max(64),
});
/** The board between visitors. */
export type BoardWatch = z.infer<typeof BoardWatchSchema>;

const lang = z.enum(LANGUAGE_CODES as [Lang, ...Lang[]]);

/**
 * The content pack in use (`src/kiosk/pack.ts` `PackContent`): its name, version, when it was installed
 * (ISO 8601), its languages, its texts (visitor's words, by catalogue code, per language), the games it
 * has a picture for and its recordings (`<lang>/<page>.<game>`).
 */
export const PackContentSchema = z.object({
  name: z.string().max(80),
  version: z.string().max(32),
  installedAt: z.string().max(40),
  languages: z.array(lang).max(LANGUAGE_CODES.length),
  texts: z.partialRecord(lang, z.partialRecord(z.enum(PACK_TEXT_CODES as [string, ...string[]]), z.string().max(TEXT_MAX_CHARS))),
  pictures: z.array(z.enum(GAME_IDS)).max(GAME_IDS.length),
  audio: z.array(z.string().max(60)).max(100),
});

/** A kept pack, as the staff screen names it (`name` `''`: Parlour's own texts). */
export const PackInfoSchema = z.object({ name: z.string().max(80), version: z.string().max(32), installedAt: z.string().max(40) });

/** A media file of the pack (`kioskMedia`): its type and bytes in base64. */
export const PackMediaSchema = z.object({
  mime: z.enum([...Object.values(PICTURE_KINDS), ...Object.values(AUDIO_KINDS)]),
  data: z.string().max(Math.ceil(AUDIO_MAX_BYTES / 3) * 4 + 4),
});

/** The kiosk's state for the renderer. `lockedUntil` is epoch ms. */
export const KioskStateSchema = z.object({
  config: PUBLIC_KIOSK_CONFIG_SCHEMA,
  /** The configuration file's path. */
  configFile: z.string().max(4096),
  /** The faults of the file as last read (empty when it was good, or absent). */
  faults: z.array(ConfigFaultSchema).max(200),
  /** Whether there was no file at `configFile` (not a fault: every key may be left out). */
  absent: z.boolean(),
  /** What is in force after a refused or absent file: the previous good configuration, or the defaults. */
  kept: z.enum(['previous', 'defaults']).nullable(),
  staff: z.object({ lockedUntil: z.number().nullable(), attemptsLeft: z.number().int().min(0) }),
  attract: AttractFrameSchema.nullable(),
  board: BoardWatchSchema.nullable(),
  /** The content pack shown (`null`: Parlour's own texts), and the one a rollback goes back to. */
  pack: PackContentSchema.nullable(),
  previousPack: PackInfoSchema.nullable(),
});
/** The kiosk's state. */
export type KioskState = z.infer<typeof KioskStateSchema>;

/** What `staffUnlock` answers: the staff token, a wrong PIN with the tries left, the lockout, or no PIN set. */
export const StaffUnlockSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('open'), token: z.string().min(16).max(128) }),
  z.object({ result: z.literal('wrong'), attemptsLeft: z.number().int().min(0) }),
  z.object({ result: z.literal('locked'), lockedUntil: z.number() }),
  z.object({ result: z.literal('no-pin') }),
]);

/** The staff screen's status (issue 16: "link state and error counts, uptime and the last crash, the logs"). */
export const StaffStatusSchema = z.object({
  startedAt: z.string().max(40),
  uptimeSeconds: z.number().min(0),
  lastCrash: z.object({ at: z.string().max(40), kind: z.enum(['host', 'renderer', 'browser']), detail: z.string().max(2000) }).nullable(),
  screen: KioskScreenSchema.nullable(),
  memoryMb: z.number().min(0),
  board: z
    .object({
      state: BoardWatchSchema.shape.state,
      boardId: z.string().max(200).optional(),
      port: z.string().max(512).optional(),
      counts: z.object({ decode: z.number().int().min(0), gaps: z.number().int().min(0), invalid: z.number().int().min(0) }),
    })
    .nullable(),
  logFile: z.string().max(4096),
  log: z.array(z.string().max(4000)).max(500),
});
/** The staff screen's status. */
export type StaffStatus = z.infer<typeof StaffStatusSchema>;

/** Every sensor of the board for the self-test: its index, the cell of the board's game it lies under, its state, and whether it has changed since the test began. */
export const SensorTestSchema = z.object({
  sensors: z
    .array(
      z.object({
        i: z.number().int().min(0),
        cell: z.string().max(24).nullable(),
        /** The game whose cell `cell` is, when it is not the board's game (a profile that carries two games). */
        game: z.enum(GAME_IDS).optional(),
        state: z.enum(['empty', 'occupied', 'north', 'south', 'unknown']),
        seen: z.boolean(),
      }),
    )
    .max(1024),
});
/** The sensors for the self-test. */
export type SensorTest = z.infer<typeof SensorTestSchema>;

/** The `kiosk` host event's payload. */
export const KioskEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attract'), frame: AttractFrameSchema }),
  z.object({ kind: z.literal('activity'), source: z.literal('board') }),
  z.object({ kind: z.literal('board'), board: BoardWatchSchema.nullable() }),
  z.object({ kind: z.literal('sensors'), test: SensorTestSchema }),
  z.object({ kind: z.literal('state'), state: KioskStateSchema }),
]);
/** A kiosk event. */
export type KioskEvent = z.infer<typeof KioskEventSchema>;

/** What `staffPack` answers: done (installed, rolled back) or refused with every fault, and the state after it. */
export const PackActionSchema = z.object({
  result: z.enum(['installed', 'rolled-back', 'refused']),
  faults: z.array(ConfigFaultSchema).max(500),
  state: KioskStateSchema,
});

const token = z.string().min(16).max(128);
const none = z.tuple([]);

/** The kiosk's calls (joined into `METHODS`, `./contract.ts`). */
export const KIOSK_METHODS = {
  kioskState: { params: none, reply: KioskStateSchema.nullable() },
  kioskStart: { params: z.tuple([z.strictObject({ game: z.enum(GAME_IDS), format: z.enum(FORMAT_IDS) })]), reply: sessionView },
  kioskContinue: { params: none, reply: sessionView },
  kioskReset: { params: z.tuple([ResetReasonSchema]), reply: z.null() },
  kioskScreen: { params: z.tuple([KioskScreenSchema]), reply: z.null() },
  staffUnlock: { params: z.tuple([z.string().regex(/^\d{1,12}$/, 'a PIN is 1 to 12 digits')]), reply: StaffUnlockSchema },
  staffStatus: { params: z.tuple([token]), reply: StaffStatusSchema },
  staffSensors: { params: z.tuple([token, z.boolean()]), reply: z.null() },
  staffAction: { params: z.tuple([token, z.enum(['reload', 'restart', 'quit', 'leave'])]), reply: KioskStateSchema.nullable() },
  /** A picture or recording of the pack in use: `picture/<game>`, `audio/<lang>/<page>.<game>`; `null` when it has none. */
  kioskMedia: { params: z.tuple([z.string().max(80)]), reply: PackMediaSchema.nullable() },
  /** Staff load the pack of `content.folder`, or roll back to the previous one; a refused pack changes nothing. */
  staffPack: { params: z.tuple([token, z.enum(['load', 'rollback'])]), reply: PackActionSchema },
} as const;
