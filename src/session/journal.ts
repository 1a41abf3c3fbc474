/**
 * The session journal: every committed event of a game as one JSON line (issue 4 §3: "every committed
 * event (moves, undo, options, results) appended as a JSON line and flushed to disk before it is
 * acknowledged ... A truncated or corrupt tail (the power cut mid-write) is detected, the valid prefix
 * kept, and the user told").
 *
 * Line format: `{"e":<entry>,"crc":"<8 hex>"}` + `\n`, where `crc` is the CRC-32 (IEEE 802.3,
 * reflected, init and final XOR 0xFFFFFFFF; check value of `123456789` is CBF43926) of the UTF-16 code
 * units of `JSON.stringify(entry)` taken modulo 256. A line that does not end in `\n`, is not JSON,
 * fails the schema, or fails its CRC ends the valid prefix. Replay is a fold over the entries
 * ({@link foldJournal}); file I/O is the host's (`host/journal-file.ts`).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result';
import { LEVEL_NAMES } from '../ai/levels';

const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

/**
 * `n` with the noun in the right number, for messages: `plural(1, 'ply', 'plies')` is "1 ply",
 * `plural(3, 'ply', 'plies')` is "3 plies" (0 takes the plural: "0 plies").
 */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** CRC-32 (IEEE) of the character codes of `text`, each modulo 256. @returns 0..0xFFFFFFFF. */
export function crc32(text: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < text.length; i++) c = TABLE[(c ^ text.charCodeAt(i)) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const seatKind = z.enum(['board', 'screen', 'computer']);
const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const at = z.string().min(1);

/** The schema of one journal entry; `t` names the kind. */
export const journalEntrySchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('start'),
    /** Game id of this session (unique). */
    id: z.string().min(1),
    game: z.string().min(1),
    /** Options as given to the options gate. */
    options: z.record(z.string(), json),
    players: z.array(seatKind).min(1),
    /** The level of each seat's computer player (absent in journals written before levels per seat: all `medium`). */
    levels: z.array(z.enum(LEVEL_NAMES)).optional(),
    seed: z.number().int(),
    /** Start position in the game's notation, when not the game's own start. */
    start: z.string().optional(),
    /** Session settings (settle time, ...), as an object. */
    settings: z.record(z.string(), json),
    /** The board the game was started on (`{kind:'virtual'}`, ...). */
    board: z.record(z.string(), json),
    at,
  }),
  /** A ply committed (`ply` is 1-based and must be the next one). */
  z.strictObject({ t: z.literal('move'), ply: z.number().int().min(1), move: z.string().min(1), by: seatKind, at }),
  /** The provisional last ply `ply` replaced by a longer move of the same man. */
  z.strictObject({ t: z.literal('replace'), ply: z.number().int().min(1), move: z.string().min(1), at }),
  /** `plies` plies taken back (undo on screen, or the board returned to an earlier position). */
  z.strictObject({ t: z.literal('undo'), plies: z.number().int().min(1), source: z.enum(['screen', 'board']), at }),
  /** `plies` undone plies played again. */
  z.strictObject({ t: z.literal('redo'), plies: z.number().int().min(1), at }),
  /** Settings changed mid-game. */
  z.strictObject({ t: z.literal('settings'), settings: z.record(z.string(), json), at }),
  /** The board changed mid-game. */
  z.strictObject({ t: z.literal('board'), board: z.record(z.string(), json), at }),
  /** The game ended by resignation, agreement or the rules. */
  z.strictObject({
    t: z.literal('result'),
    kind: z.enum(['won', 'draw']),
    winners: z.array(z.number().int().min(0)),
    termination: z.enum(['rules', 'resignation', 'agreement']),
    reason: z.string(),
    at,
  }),
  /** The session is closed: `finished` (result in, record saved) or `abandoned` (a new game started). */
  z.strictObject({ t: z.literal('end'), reason: z.enum(['finished', 'abandoned']), record: z.string().optional(), at }),
]);

/** One journal entry. */
export type JournalEntry = z.output<typeof journalEntrySchema>;

/** Encodes one entry as a journal line, ending in `\n`. */
export function encodeEntry(entry: JournalEntry): string {
  const e = JSON.stringify(entry);
  return `{"e":${e},"crc":"${crc32(e).toString(16).padStart(8, '0')}"}\n`;
}

/** Where the valid prefix of a journal ends and why. */
export interface JournalDamage {
  /** `journal/truncated`: the last line has no newline (cut mid-write); `journal/corrupt`: a whole line fails. */
  readonly code: 'journal/truncated' | 'journal/corrupt';
  /** 1-based line number of the first bad line. */
  readonly line: number;
  /** Lines dropped from there to the end. */
  readonly dropped: number;
  /** Byte-independent character offset where the valid prefix ends (truncate the file here). */
  readonly validLength: number;
  readonly message: string;
}

/** A read journal: the entries of the valid prefix, and what was wrong after it, if anything. */
export interface JournalRead {
  readonly entries: readonly JournalEntry[];
  readonly damage?: JournalDamage;
}

function decodeLine(line: string): JournalEntry | string {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  if (typeof raw !== 'object' || raw === null || !('e' in raw) || !('crc' in raw)) return 'not a journal line';
  const { e, crc } = raw as { e: unknown; crc: unknown };
  const text = JSON.stringify(e);
  if (typeof crc !== 'string' || crc !== crc32(text).toString(16).padStart(8, '0')) return 'checksum mismatch';
  const parsed = journalEntrySchema.safeParse(e);
  if (!parsed.success) return `bad entry: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  return parsed.data;
}

/**
 * Reads journal text. Never throws. Empty lines are skipped. The first line that fails ends the valid
 * prefix; everything from it on is reported in `damage` (the caller keeps the prefix and tells the user).
 */
export function readJournal(text: string): JournalRead {
  const entries: JournalEntry[] = [];
  let offset = 0;
  const parts = text.split('\n');
  for (let i = 0; i < parts.length; i++) {
    const line = parts[i]!;
    const last = i === parts.length - 1;
    if (last && line === '') break; // text ended with a newline
    if (!last && line.trim() === '') {
      offset += line.length + 1;
      continue;
    }
    const decoded = last ? 'no newline at the end (cut mid-write)' : decodeLine(line);
    if (typeof decoded === 'string') {
      const dropped = parts.slice(i).filter((l) => l.trim() !== '').length;
      const code = last ? 'journal/truncated' : 'journal/corrupt';
      return {
        entries,
        damage: {
          code,
          line: i + 1,
          dropped,
          validLength: offset,
          message:
            code === 'journal/truncated'
              ? `the journal's last line ${i + 1} was cut off mid-write; the game is restored up to the entry before it`
              : `the journal is damaged at line ${i + 1} (${decoded}); ${dropped === 1 ? '1 line from there on was' : `${dropped} lines from there on were`} dropped and the game is restored up to the entry before`,
        },
      };
    }
    entries.push(decoded);
    offset += line.length + 1;
  }
  return { entries };
}

/** The game a journal describes: its start entry, plies in order, undone plies to redo, result, end. */
export interface JournalGame {
  readonly start: Extract<JournalEntry, { t: 'start' }>;
  /** Plies in force, in order. */
  readonly moves: readonly { readonly move: string; readonly by: 'board' | 'screen' | 'computer' }[];
  /** Undone plies, next to redo first. */
  readonly redo: readonly { readonly move: string; readonly by: 'board' | 'screen' | 'computer' }[];
  readonly settings: Readonly<Record<string, unknown>>;
  readonly board: Readonly<Record<string, unknown>>;
  readonly result?: Extract<JournalEntry, { t: 'result' }>;
  readonly end?: Extract<JournalEntry, { t: 'end' }>;
  /** Time of the last entry. */
  readonly updatedAt: string;
}

/**
 * Folds the entries of one game (from its `start`) into the game state. Entries before the last `start`
 * belong to earlier games and are skipped.
 * Errors: `journal/empty` (no start entry), `journal/inconsistent` (a ply number out of order, an undo of
 * more plies than played, a redo with nothing undone).
 */
export function foldJournal(entries: readonly JournalEntry[]): Result<JournalGame, { code: string; message: string }> {
  let startIndex = -1;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i]!.t === 'start') {
      startIndex = i;
      break;
    }
  }
  if (startIndex < 0) return err({ code: 'journal/empty', message: 'the journal holds no game' });
  const start = entries[startIndex] as Extract<JournalEntry, { t: 'start' }>;
  const moves: { move: string; by: 'board' | 'screen' | 'computer' }[] = [];
  let redo: { move: string; by: 'board' | 'screen' | 'computer' }[] = [];
  let settings: Record<string, unknown> = { ...start.settings };
  let board: Record<string, unknown> = { ...start.board };
  let result: Extract<JournalEntry, { t: 'result' }> | undefined;
  let end: Extract<JournalEntry, { t: 'end' }> | undefined;
  let updatedAt = start.at;
  for (const e of entries.slice(startIndex + 1)) {
    updatedAt = e.at;
    switch (e.t) {
      case 'start':
        break;
      case 'move':
        if (e.ply !== moves.length + 1) return err({ code: 'journal/inconsistent', message: `ply ${e.ply} recorded after ${plural(moves.length, 'ply', 'plies')}` });
        moves.push({ move: e.move, by: e.by });
        redo = [];
        break;
      case 'replace': {
        const last = moves[moves.length - 1];
        if (e.ply !== moves.length || last === undefined) return err({ code: 'journal/inconsistent', message: `replacement of ply ${e.ply} after ${plural(moves.length, 'ply', 'plies')}` });
        moves[moves.length - 1] = { move: e.move, by: last.by };
        break;
      }
      case 'undo': {
        if (e.plies > moves.length) return err({ code: 'journal/inconsistent', message: `undo of ${plural(e.plies, 'ply', 'plies')} after ${moves.length}` });
        const taken = moves.splice(moves.length - e.plies, e.plies);
        redo = e.source === 'screen' ? [...taken, ...redo] : [];
        if (result?.termination === 'rules') result = undefined; // the position that decided it is gone
        break;
      }
      case 'redo': {
        if (e.plies > redo.length) return err({ code: 'journal/inconsistent', message: `redo of ${plural(e.plies, 'ply', 'plies')} with ${redo.length} undone` });
        moves.push(...redo.splice(0, e.plies));
        break;
      }
      case 'settings':
        settings = { ...settings, ...e.settings };
        break;
      case 'board':
        board = { ...e.board };
        break;
      case 'result':
        result = e;
        break;
      case 'end':
        end = e;
        break;
    }
  }
  return ok({
    start,
    moves,
    redo,
    settings,
    board,
    ...(result === undefined ? {} : { result }),
    ...(end === undefined ? {} : { end }),
    updatedAt,
  });
}
