/**
 * The museum's content pack, its pure part (kiosk-practice K9: "content pack (texts, translations,
 * animations) loaded from a folder/USB, schema-validated, previous pack kept for rollback; the kiosk build
 * never self-updates"; K12: "how-to and history available as text + pictures + optional read-aloud").
 *
 * A pack is a folder (docs/kiosk.md "Content pack", example `deploy/content-pack-example/`):
 * - `pack.json`, the manifest ({@link PACK_MANIFEST_SCHEMA}): its name, version and languages, and the
 *   files of its pictures (one per game, SVG or PNG) and read-aloud recordings (per language, per page
 *   and game: WAV, MP3 or Ogg);
 * - `texts/<lang>.json` for each of its languages: a flat object of the museum's own texts, keyed by
 *   the catalogue codes of {@link PACK_TEXT_CODES} only (a closed list: history card text, its source and
 *   picture caption, the goal sentence, the three how-to lines, the five-minute format's line, per game).
 *   A code the pack leaves out is said in the catalogue's words.
 *
 * Every text is checked as the catalogues are (`src/i18n/check.ts` `catalogueProblems`): valid ICU
 * MessageFormat with exactly the code's declared parameters; history texts at most
 * {@link HISTORY_MAX_WORDS} words (issue 16). Every fault is kept and names its file and key
 * ({@link PackFault}). The file system side (reading, sizes, links, installing, rollback) is
 * `host/kiosk/pack.ts`; this file judges text and bytes.
 */
import { z } from 'zod';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { GAME_IDS, type GameId } from '../core/game';
import { jsonFaultMessage, parseJsonText } from '../core/json-text';
import { LANGUAGE_CODES, MESSAGES, msg, type Lang } from '../i18n';
import { catalogueProblems } from '../i18n/check';
import type { ParamSpec } from '../i18n/kinds';
import { configFaults, pathText, type ConfigFault } from './config';

/** The version of the manifest format this code reads (`"format": 1`). */
export const PACK_FORMAT = 1;

/** The kiosk's content sections a pack may give its own text for (`kiosk.<section>.<game>`). */
export const PACK_SECTIONS = ['history', 'source', 'picture', 'goal', 'step1', 'step2', 'step3', 'short'] as const;

/** Every catalogue code a pack may hold, in a stable order (sections x games). */
export const PACK_TEXT_CODES: readonly string[] = PACK_SECTIONS.flatMap((s) => GAME_IDS.map((g) => `kiosk.${s}.${g}`));

/** The pages that have a "Read aloud" button, and so may have a recording. */
export const READ_PAGES = ['history', 'howto'] as const;
/** One of {@link READ_PAGES}. */
export type ReadPage = (typeof READ_PAGES)[number];

/** The key of a recording in `pack.json` `audio.<lang>`: `<page>.<game>` (`history.morris`). */
export const AUDIO_KEYS = READ_PAGES.flatMap((p) => GAME_IDS.map((g) => `${p}.${g}` as const));

/** Largest `pack.json` and `texts/<lang>.json`, bytes. */
export const PACK_TEXT_MAX_BYTES = 256 * 1024;
/** Largest picture, bytes (a 1080p screen shows it at most about 600 px wide). */
export const PICTURE_MAX_BYTES = 512 * 1024;
/** Largest recording, bytes (it crosses the host's wire base64-encoded, inside `MAX_MESSAGE_BYTES`). */
export const AUDIO_MAX_BYTES = 1024 * 1024;
/** Longest single text, characters. */
export const TEXT_MAX_CHARS = 2000;
/** Most words of a history card's text (issue 16: "at most 120 words and one picture, with its source"). */
export const HISTORY_MAX_WORDS = 120;

/** The kinds of media file, by extension: pictures and recordings. */
export const PICTURE_KINDS = { svg: 'image/svg+xml', png: 'image/png' } as const;
export const AUDIO_KINDS = { wav: 'audio/wav', mp3: 'audio/mpeg', ogg: 'audio/ogg' } as const;
/** A media file's MIME type. */
export type MediaMime = (typeof PICTURE_KINDS)[keyof typeof PICTURE_KINDS] | (typeof AUDIO_KINDS)[keyof typeof AUDIO_KINDS];

/** A path inside the pack: relative, `/`-separated, plain characters, no `.` or `..` segment. */
const SAFE_PATH = /^(?!\/)[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** Whether `file` (as written in `pack.json`) names a file inside the pack folder (see {@link SAFE_PATH}). */
export function isSafePackPath(file: string): boolean {
  return file.length <= 200 && SAFE_PATH.test(file) && !file.split('/').some((s) => s === '.' || s === '..');
}

const language = z.enum(LANGUAGE_CODES as [Lang, ...Lang[]]);
const relPath = z.string().min(1).max(200);

/**
 * The manifest, `pack.json` (zod, strict: a misspelt key is a fault). `pictures` maps a game to its
 * picture; `audio` maps a language to its recordings by {@link AUDIO_KEYS}.
 */
export const PACK_MANIFEST_SCHEMA = z.strictObject({
  format: z.literal(PACK_FORMAT),
  name: z.string().trim().min(1).max(80),
  version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/, 'version'),
  languages: z.array(language).min(1).max(LANGUAGE_CODES.length),
  pictures: z.partialRecord(z.enum(GAME_IDS), relPath).default({}),
  audio: z.partialRecord(language, z.partialRecord(z.enum(AUDIO_KEYS as [string, ...string[]]), relPath)).default({}),
});
/** A checked manifest. */
export type PackManifest = z.output<typeof PACK_MANIFEST_SCHEMA>;

/** One fault of a pack: `path` is the file (and key: `texts/de.json: kiosk.history.morris`), `problem` says why. */
export type PackFault = ConfigFault;

const fault = (file: string, key: string | undefined, problem: PackFault['problem']): PackFault => ({ path: key === undefined ? file : `${file}: ${key}`, problem });

/** Every file the manifest names, with what it must be: `[file, 'picture' | 'audio']`. */
export function manifestFiles(m: PackManifest): [string, 'picture' | 'audio'][] {
  const out: [string, 'picture' | 'audio'][] = Object.values(m.pictures).map((f) => [f!, 'picture']);
  for (const byKey of Object.values(m.audio)) for (const f of Object.values(byKey ?? {})) out.push([f!, 'audio']);
  return out;
}

/**
 * Checks the text of `pack.json`.
 * @returns the manifest when its shape is right (so the rest of the pack can still be checked), and every
 *   fault (JSON, shape, a duplicate language, a recording for a language the pack does not list, a path
 *   leaving the folder or of the wrong kind); good only when `faults` is empty.
 */
export function readPackManifest(text: string): { manifest: PackManifest | undefined; faults: PackFault[] } {
  const file = 'pack.json';
  const json = parseJsonText(text);
  if (!json.ok) return { manifest: undefined, faults: [fault(file, undefined, msg('kiosk.pack.fault.json', { file, where: jsonFaultMessage(json.error) }))] };
  const r = PACK_MANIFEST_SCHEMA.safeParse(json.value);
  if (!r.success) return { manifest: undefined, faults: configFaults(r.error).map((f) => fault(file, f.path, msg('kiosk.pack.fault.in-file', { file, problem: f.problem }))) };
  const m = r.data;
  const faults: PackFault[] = [];
  m.languages.forEach((l, i) => {
    if (m.languages.indexOf(l) !== i) {
      const path = pathText(['languages', i]);
      faults.push(fault(file, path, msg('kiosk.pack.fault.in-file', { file, problem: msg('kiosk.fault.language', { path, lang: l }) })));
    }
  });
  for (const l of Object.keys(m.audio)) if (!m.languages.includes(l as Lang)) faults.push(fault(file, `audio.${l}`, msg('kiosk.pack.fault.lang', { file, lang: l })));
  for (const [f, kind] of manifestFiles(m)) {
    if (!isSafePackPath(f)) faults.push(fault(f, undefined, msg('kiosk.pack.fault.path', { file: f })));
    else if (mimeOf(f, kind) === undefined) faults.push(fault(f, undefined, msg('kiosk.pack.fault.kind', { file: f, kinds: Object.keys(kind === 'picture' ? PICTURE_KINDS : AUDIO_KINDS).join(', ') })));
  }
  return { manifest: m, faults };
}

/** The MIME type of `file` by its extension, if it is one of `kind`'s. */
export function mimeOf(file: string, kind: 'picture' | 'audio'): MediaMime | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  const kinds: Readonly<Record<string, MediaMime>> = kind === 'picture' ? PICTURE_KINDS : AUDIO_KINDS;
  return Object.hasOwn(kinds, ext) ? kinds[ext] : undefined;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether `bytes` are what `mime` says (the file's first bytes: PNG's signature, RIFF/WAVE, an MP3 frame
 * or ID3 tag, OggS; an SVG is UTF-8 text with an `<svg` element and no script, since an SVG is shown as
 * a picture and must not carry code even where it would not run).
 */
export function bytesMatch(mime: MediaMime, bytes: Uint8Array): boolean {
  switch (mime) {
    case 'image/png':
      return bytes.length > 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
    case 'audio/wav':
      return bytes.length > 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE';
    case 'audio/mpeg':
      return bytes.length > 3 && (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0));
    case 'audio/ogg':
      return bytes.length > 4 && ascii(bytes, 0, 4) === 'OggS';
    case 'image/svg+xml': {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return false;
      }
      return /<svg[\s>]/i.test(text) && !/<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(text);
    }
  }
}

/** The words of a text, as a reader counts them. */
const words = (s: string) => s.split(/\s+/).filter((w) => w !== '').length;

/**
 * Checks one language's texts file (`texts/<lang>.json`).
 * @param file its name in the pack (for the faults).
 * @returns the texts by code, or every fault: not JSON or not an object, a key that is not a
 *   content code, a value not a string, too long, not ICU, other parameters than the code's, a history
 *   text over {@link HISTORY_MAX_WORDS} words.
 */
export function readPackTexts(file: string, text: string): { ok: true; value: Record<string, string> } | { ok: false; error: PackFault[] } {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, error: [fault(file, undefined, msg('kiosk.pack.fault.json', { file, where: jsonFaultMessage(json.error) }))] };
  const raw = json.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: [fault(file, undefined, msg('kiosk.pack.fault.in-file', { file, problem: msg('kiosk.fault.type', { path: '', expected: 'object' }) }))] };
  }
  const faults: PackFault[] = [];
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!PACK_TEXT_CODES.includes(key)) {
      faults.push(fault(file, key, msg('kiosk.pack.fault.key', { file, key })));
      continue;
    }
    if (typeof value !== 'string') {
      faults.push(fault(file, key, msg('kiosk.pack.fault.not-text', { file, key })));
      continue;
    }
    if (value.length > TEXT_MAX_CHARS) {
      faults.push(fault(file, key, msg('kiosk.pack.fault.long', { file, key, max: TEXT_MAX_CHARS })));
      continue;
    }
    const spec = (MESSAGES as Readonly<Record<string, ParamSpec>>)[key]!;
    const problems = catalogueProblems({ [key]: spec }, { [key]: value });
    const unparsed = problems.find((p) => p.problem.startsWith('does not parse'));
    const params = Object.keys(spec);
    if (unparsed !== undefined) faults.push(fault(file, key, msg('kiosk.pack.fault.icu', { file, key, detail: unparsed.problem.replace(/^does not parse as ICU MessageFormat: /, '') })));
    else if (problems.length > 0) faults.push(fault(file, key, msg('kiosk.pack.fault.params', { file, key, allowed: params.map((p) => `{${p}}`).join(', '), n: params.length })));
    else if (key.startsWith('kiosk.history.') && words(plainText(value)) > HISTORY_MAX_WORDS) faults.push(fault(file, key, msg('kiosk.pack.fault.words', { file, key, n: words(plainText(value)), max: HISTORY_MAX_WORDS })));
    else out[key] = value;
  }
  return faults.length > 0 ? { ok: false, error: faults } : { ok: true, value: out };
}

/**
 * The text a visitor reads of a checked pack text: its literal parts joined (every pack code takes no
 * parameters, {@link readPackTexts} sees to that, so this is the whole message with ICU's quoting undone:
 * `It''s` reads "It's").
 */
export function plainText(value: string): string {
  return parse(value, { ignoreTag: true })
    .map((el) => (el.type === TYPE.literal ? el.value : ''))
    .join('');
}

/** The parts of the kiosk's content a pack supplies, as the renderer sees them (`KioskState.pack`). */
export interface PackContent {
  readonly name: string;
  readonly version: string;
  /** When it was installed, ISO 8601. */
  readonly installedAt: string;
  readonly languages: Lang[];
  /** The visitor's text of each code the pack gives, per language (already {@link plainText}). */
  readonly texts: Partial<Record<Lang, Record<string, string>>>;
  /** The games the pack has a picture for. */
  readonly pictures: GameId[];
  /** The recordings the pack has, as `<lang>/<page>.<game>`. */
  readonly audio: string[];
}

/** The key of a recording of `page` about `game` in `lang`, as {@link PackContent.audio} lists it. */
export const audioKey = (lang: Lang, page: ReadPage, game: GameId) => `${lang}/${page}.${game}`;
