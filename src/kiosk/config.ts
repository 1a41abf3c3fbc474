/**
 * The museum kiosk's configuration (issue 16, "Configuration"): one JSON file, read at start, that says
 * which games the exhibit offers and with which default rule options, the languages, the idle times, the
 * attract loop's order, the computer's strength per game (the levels of `src/ai/levels.ts`), the nightly
 * restart time, the staff PIN's hash, the sensor board between visitors, the log bounds, and the content
 * pack's folder and read-aloud (K9, K12).
 *
 * {@link KIOSK_CONFIG_SCHEMA} checks the shape (zod 4, strict: an unknown key is a fault, so a misspelt
 * `quietSecond` is not silently ignored); `./validate.ts` adds the checks that need the games (options
 * and five-minute positions that a game refuses). Every fault is kept, not only the first
 * (`../shared/style/anchors.md` practice 1, python-chess `status()`): {@link configFaults} turns zod's
 * issues into {@link ConfigFault}s, each a path and a {@link Message} for the staff screen and the log.
 *
 * Units: times are in seconds (`…Seconds`, fractions allowed where short times make sense in tests),
 * sizes in bytes. A file may leave out anything: {@link defaultKioskConfig} fills it in, section by
 * section (a section given replaces nothing it does not name).
 *
 * Sources: issue 16; `../shared/background/kiosk-practice.md` K3 (nightly restart, default 03:00), K4
 * (warn at 90 s, reset at 90 + 20 s), K5 (attract loop at most 60 s per game), K7 (five taps within 3 s,
 * lockout after five wrong PINs), K8 (logs kept at least 7 days, bounded), K13 (English and German).
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../core/game';
import { LEVEL_NAMES, type LevelName } from '../ai/levels';
import { LANGUAGE_CODES, msg, type Lang, type Message } from '../i18n';

/** The version of the file format this code reads (`"format": 1`). */
export const KIOSK_CONFIG_FORMAT = 1;

/** The short formats a visitor can start with one tap (issue 16, "Short formats"). */
export const FORMAT_IDS = ['quick', 'pair', 'short'] as const;
/** `quick`: one visitor against a forgiving computer; `pair`: two visitors; `short`: the five-minute format. */
export type FormatId = (typeof FORMAT_IDS)[number];

/** The text sizes a visitor can choose (the in-app switch, K11). */
export const TEXT_SIZES = ['normal', 'large'] as const;
/** One of {@link TEXT_SIZES}. */
export type TextSize = (typeof TEXT_SIZES)[number];

/**
 * A staff PIN's hash as stored: scrypt in the PHC string form `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt>$<hash>`
 * (salt and hash in unpadded base64). Made and checked by the host (`host/kiosk/pin.ts`, node:crypto),
 * never by the renderer; this is only its shape.
 */
export const PIN_HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,88})\$([A-Za-z0-9+/]{32,88})$/;

const gameId = z.enum(GAME_IDS);
const level = z.enum(LEVEL_NAMES);
const language = z.enum(LANGUAGE_CODES as [Lang, ...Lang[]]);
const optionsObject = z.record(z.string().min(1).max(64), z.unknown());
const seconds = (min: number, max: number) => z.number().min(min).max(max);

/** The five-minute format of one game: rule options over the game's, and a start position (notation). */
const shortFormatSchema = z.strictObject({
  options: optionsObject.optional(),
  start: z.string().min(1).max(400).optional(),
});

/** One game the exhibit offers. */
const offeredGameSchema = z.strictObject({
  game: gameId,
  /** Rule options of every visitor game of it (the game's own defaults when left out). */
  options: optionsObject.default({}),
  /** The computer's level against a visitor: forgiving by default (`easy`). */
  strength: level.default('easy'),
  /** The five-minute format; left out, Parlour's own for the game (`./formats.ts`). */
  short: shortFormatSchema.optional(),
});

const boardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('virtual'), game: gameId, profile: z.string().min(1).max(200).optional() }),
  z.strictObject({ kind: z.literal('serial'), game: gameId, path: z.string().min(1).max(512), profile: z.string().min(1).max(200).optional() }),
]);

/** The staff section: the PIN's hash, the corner gesture and the lockout. */
const STAFF_SCHEMA = z.strictObject({
  /** The PIN's scrypt hash ({@link PIN_HASH_PATTERN}); `null`: no PIN set, staff mode shut. */
  pinHash: z.string().regex(PIN_HASH_PATTERN, 'scrypt hash').nullable().default(null),
  /** Taps in the corner that open the PIN pad. */
  gestureTaps: z.number().int().min(3).max(10).default(5),
  /** Time within which the taps must fall, s. */
  gestureSeconds: seconds(1, 10).default(3),
  /** Wrong PINs in a row before the gesture is locked out. */
  wrongPinLimit: z.number().int().min(1).max(20).default(5),
  /** How long the lockout lasts, s. */
  lockoutSeconds: seconds(1, 86_400).default(300),
});

/**
 * The schema of the configuration file. Every field has a default, so `{}` (or `{"format": 1}`) is a
 * complete configuration: every game, English and German, 90 + 20 s, a restart at 03:00, no PIN (staff
 * mode then stays shut until a PIN is set: `parlour kiosk pin`).
 */
export const KIOSK_CONFIG_SCHEMA = z.strictObject({
  format: z.literal(KIOSK_CONFIG_FORMAT).default(KIOSK_CONFIG_FORMAT),
  /** The games offered to visitors, in the order the menu shows them (at least one, each once). */
  games: z
    .array(offeredGameSchema)
    .min(1)
    .max(GAME_IDS.length)
    .default(() => GAME_IDS.map((game) => ({ game, options: {}, strength: 'easy' as const }))),
  attract: z
    .strictObject({
      /** The games the attract loop cycles through, in order (each must be offered); default: the offered ones. */
      order: z.array(gameId).min(1).max(GAME_IDS.length).optional(),
      /** Pause before each demonstration ply, s. */
      secondsPerPly: seconds(0.1, 10).default(1.6),
      /** Longest showing of one game before the next (K5: at most 60 s), s. */
      secondsPerGame: seconds(5, 60).default(60),
      /** The computer's level on both sides of a demonstration game. */
      strength: level.default('easy'),
    })
    .default({ secondsPerPly: 1.6, secondsPerGame: 60, strength: 'easy' }),
  languages: z
    .strictObject({
      offered: z.array(language).min(1).max(LANGUAGE_CODES.length).default([...LANGUAGE_CODES]),
      /** The language of the attract screen, and after every reset. */
      default: language.default('en'),
    })
    .default({ offered: [...LANGUAGE_CODES], default: 'en' }),
  idle: z
    .strictObject({
      /** Quiet time before "Still playing?" (K4 default 90 s), s. */
      quietSeconds: seconds(1, 3600).default(90),
      /** The countdown of "Still playing?" before the reset (K4 default 20 s), s. */
      countdownSeconds: seconds(1, 600).default(20),
    })
    .default({ quietSeconds: 90, countdownSeconds: 20 }),
  display: z
    .strictObject({
      /** The text size after every reset. */
      textSize: z.enum(TEXT_SIZES).default('normal'),
      /** Whether motion is reduced after every reset. */
      reducedMotion: z.boolean().default(false),
    })
    .default({ textSize: 'normal', reducedMotion: false }),
  /** Local time of the nightly restart, `HH:MM` (24-hour), or `null` for none (K3 default 03:00). */
  nightlyRestart: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .nullable()
    .default('03:00'),
  staff: STAFF_SCHEMA.default({ pinHash: null, gestureTaps: 5, gestureSeconds: 3, wrongPinLimit: 5, lockoutSeconds: 300 }),
  /** The sensor board the exhibit's visitors play on, and watched between visitors. */
  board: boardSchema.default({ kind: 'none' }),
  logs: z
    .strictObject({
      /** Size at which the log file is rotated, bytes. */
      maxBytes: z.number().int().min(10_000).max(100_000_000).default(2_000_000),
      /** Rotated files kept beside the current one (K8: enough for at least 7 days). */
      keep: z.number().int().min(1).max(50).default(9),
    })
    .default({ maxBytes: 2_000_000, keep: 9 }),
  content: z
    .strictObject({
      /**
       * The folder a content pack is loaded from when staff press "Load content pack" (e.g. a USB
       * stick's mount point, `/media/kiosk/PACK`); `null`: none (`./pack.ts`, docs/kiosk.md).
       */
      folder: z.string().min(1).max(4096).nullable().default(null),
      /** Whether visitors get "Read aloud" on the history card and how-to page (K12); `false`: the exhibit never makes a sound. */
      readAloud: z.boolean().default(true),
    })
    .default({ folder: null, readAloud: true }),
  /** The loopback port of `/health` in the Electron app (the web host serves it on its own port). */
  healthPort: z.number().int().min(1024).max(65535).default(5318),
});

/** A complete, shape-checked configuration. */
export type KioskConfig = z.output<typeof KIOSK_CONFIG_SCHEMA>;
/** One offered game of {@link KioskConfig}. */
export type OfferedGame = KioskConfig['games'][number];
/** The board section of {@link KioskConfig}. */
export type KioskBoardConfig = KioskConfig['board'];

let defaults: KioskConfig | undefined;

/**
 * The configuration of a file that says nothing: every default. Parsed from `{}` when first asked, not as
 * the module loads: the app's start screen and the web host load this module without being a kiosk,
 * and the parse (with zod's first compile of the schema) cost about 15 ms of their start (issue 19).
 */
export function defaultKioskConfig(): KioskConfig {
  return (defaults ??= KIOSK_CONFIG_SCHEMA.parse({}));
}


/** The schema of {@link PublicKioskConfig} (the host's replies, checked by the renderer). */
export const PUBLIC_KIOSK_CONFIG_SCHEMA = KIOSK_CONFIG_SCHEMA.omit({ staff: true }).extend({
  staff: STAFF_SCHEMA.omit({ pinHash: true }).extend({ pinSet: z.boolean() }),
});

/** The configuration as the renderer and the staff screen see it: everything but the PIN's hash. */
export type PublicKioskConfig = z.output<typeof PUBLIC_KIOSK_CONFIG_SCHEMA>;

/** `config` without its secret: the PIN's hash becomes `pinSet`. */
export function publicConfig(config: KioskConfig): PublicKioskConfig {
  const { pinHash, ...staff } = config.staff;
  return { ...config, staff: { ...staff, pinSet: pinHash !== null } };
}

/** The attract loop's order: as configured, else the offered games in menu order. */
export function attractOrder(config: KioskConfig): readonly GameId[] {
  return config.attract.order ?? config.games.map((g) => g.game);
}

/** The offered game `id`, if the exhibit offers it. */
export function offered(config: Pick<KioskConfig, 'games'>, id: string): OfferedGame | undefined {
  return config.games.find((g) => g.game === id);
}

/** The computer's level against a visitor in game `id` (`easy` for a game not offered). */
export function strengthOf(config: KioskConfig, id: string): LevelName {
  return offered(config, id)?.strength ?? 'easy';
}

/**
 * One thing wrong with a configuration file: where (`path`, e.g. `games[2].strength`, `''` for the whole
 * file) and what (a message of the `kiosk.fault.*` codes, shown on the staff screen and written to the
 * log, always with its path).
 */
export interface ConfigFault {
  readonly path: string;
  readonly problem: Message;
}

/** A path of zod's issue as people read it: `games[2].strength`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

/** The zod issue's values as a list for a message ("beginner, easy, …"). */
function listOf(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
}

/** zod's name of an expected type as one of the words the fault message knows. */
function typeWord(expected: string): 'number' | 'string' | 'boolean' | 'object' | 'array' | 'other' {
  if (expected === 'int') return 'number';
  return expected === 'number' || expected === 'string' || expected === 'boolean' || expected === 'object' || expected === 'array' ? expected : 'other';
}

/** One zod issue as a {@link ConfigFault}: each kind of issue has its own message, with zod's English text only as a last resort. */
function faultOf(issue: z.core.$ZodIssue): ConfigFault {
  const path = pathText(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (path === '') return { path, problem: msg('kiosk.fault.type-top') };
      return { path, problem: msg('kiosk.fault.type', { path, expected: typeWord(String(issue.expected)) }) };
    case 'too_small':
      return { path, problem: msg('kiosk.fault.small', { path, min: Number(issue.minimum), what: issue.origin === 'array' ? 'array' : 'number' }) };
    case 'too_big':
      return { path, problem: msg('kiosk.fault.big', { path, max: Number(issue.maximum), what: issue.origin === 'array' ? 'array' : 'number' }) };
    case 'invalid_value':
      return { path, problem: msg('kiosk.fault.value', { path, allowed: listOf(issue.values) }) };
    case 'unrecognized_keys':
      if (path === '') return { path, problem: msg('kiosk.fault.keys-top', { keys: listOf(issue.keys) }) };
      return { path, problem: msg('kiosk.fault.keys', { path, keys: listOf(issue.keys) }) };
    case 'invalid_format':
      return { path, problem: msg('kiosk.fault.format', { path, format: issue.message === 'HH:MM' ? 'time' : issue.message === 'scrypt hash' ? 'pin' : 'other' }) };
    case 'invalid_union':
      return { path, problem: msg('kiosk.fault.union', { path }) };
    default:
      return { path, problem: msg('kiosk.fault.other', { path, detail: issue.message }) };
  }
}

/** Every issue of a failed parse, as faults (in zod's order: the file's order). */
export function configFaults(error: z.ZodError): ConfigFault[] {
  return error.issues.map(faultOf);
}
