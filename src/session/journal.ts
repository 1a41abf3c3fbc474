/**
 * The session journal: every committed event of a game as one JSON line (issue 4 §3: "every committed
 * event (moves, undo, options, results) appended as a JSON line and flushed to disk before it is
 * acknowledged ... A truncated or corrupt tail (the power cut mid-write) is detected, the valid prefix
 * kept, and the user told").
 *
 * Line format: `{"e":<entry>,"crc":"<8 hex>"}` + `\n`, where `crc` is the CRC-32 (IEEE 802.3,
 * reflected, init and final XOR 0xFFFFFFFF; check value of `123456789` is CBF43926) of the UTF-16 code
 * units of `JSON.stringify(entry)` taken modulo 256. A line that does not end in `\n`, is longer than
 * {@link MAX_JOURNAL_LINE}, nests deeper than `MAX_JSON_DEPTH`, is not JSON, fails the schema, or fails
 * its CRC is a damaged line.
 *
 * Each entry is self-sufficient enough that one damaged line costs that line alone (issue 12, failure
 * 4): the `start` entry is written twice, and every later entry carries its sequence number `seq`, the
 * number of plies in force before it `n`, the last of those plies `last` and the position before it
 * `pos`. The fold (`journal-fold.ts`) reads past a damaged, missing or repeated line and rebuilds what
 * it held from the entries around it. Journals written before these fields (and the rule options stored
 * as given rather than complete) are still read. File I/O is the host's (`host/journal-file.ts`).
 */
import { z } from 'zod';
import { LEVEL_NAMES } from '../ai/levels';
import { checkJsonText, MAX_JSON_DEPTH } from '../core/json-bounds';
import { err, ok, type Result } from '../core/result';
import { MessageSchema } from '../i18n/schema';
import { msg, type Message } from '../i18n/index';

const TABLE: Uint32Array = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE) of the character codes of `text`, each modulo 256. @returns 0..0xFFFFFFFF. */
export function crc32(text: string): number {
  let c = 0xffffffff;
  for (let i = 0; i < text.length; i++) c = TABLE[(c ^ text.charCodeAt(i)) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Longest journal line read, in characters (an entry is a few hundred; a Quoits start with its layout a few thousand). */
export const MAX_JOURNAL_LINE = 1 << 20;

const seatKind = z.enum(['board', 'screen', 'computer']);
const json: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const at = z.string().min(1);

/**
 * What every entry after `start` carries about the state it applies to (issue 12, failure 4), so that
 * the entry after a lost one can stand in for it. Optional: journals of earlier versions lack them.
 */
const stamp = {
  /** Sequence number in the game: `start` is 0, each later entry one more (a repeat or a gap shows). */
  seq: z.number().int().min(0).optional(),
  /** Plies in force before this entry. */
  n: z.number().int().min(0).optional(),
  /** Ply `n` (the last in force before this entry) and who made it. */
  last: z.strictObject({ move: z.string().min(1), by: seatKind }).optional(),
  /** The position before this entry, in the game's notation. */
  pos: z.string().optional(),
};

/** The schema of one journal entry; `t` names the kind. */
export const journalEntrySchema = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('start'),
    /** Game id of this session (unique). */
    id: z.string().min(1),
    game: z.string().min(1),
    /**
     * The complete rule options (every option, as the options gate resolved them), so that a default
     * changed by a later version does not change an unfinished game; journals of earlier versions hold
     * the options as given, read with today's defaults.
     */
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
    seq: z.literal(0).optional(),
    at,
  }),
  /** A ply committed (`ply` is 1-based and must be the next one). */
  z.strictObject({ t: z.literal('move'), ply: z.number().int().min(1), move: z.string().min(1), by: seatKind, ...stamp, at }),
  /** The provisional last ply `ply` replaced by a longer move of the same man. */
  z.strictObject({ t: z.literal('replace'), ply: z.number().int().min(1), move: z.string().min(1), ...stamp, at }),
  /** `plies` plies taken back (undo on screen, or the board returned to an earlier position). */
  z.strictObject({ t: z.literal('undo'), plies: z.number().int().min(1), source: z.enum(['screen', 'board']), ...stamp, at }),
  /** `plies` undone plies played again. */
  z.strictObject({ t: z.literal('redo'), plies: z.number().int().min(1), ...stamp, at }),
  /** Settings changed mid-game. */
  z.strictObject({ t: z.literal('settings'), settings: z.record(z.string(), json), ...stamp, at }),
  /** The board changed mid-game. */
  z.strictObject({ t: z.literal('board'), board: z.record(z.string(), json), ...stamp, at }),
  /** The game ended by resignation, agreement or the rules. */
  z.strictObject({
    t: z.literal('result'),
    kind: z.enum(['won', 'draw']),
    winners: z.array(z.number().int().min(0)),
    termination: z.enum(['rules', 'resignation', 'agreement']),
    /** Why it ended, as a message; a string in journals of versions before the message catalogue. */
    reason: z.union([z.string(), MessageSchema]),
    ...stamp,
    at,
  }),
  /** The session is closed: `finished` (result in, record saved) or `abandoned` (a new game started). */
  z.strictObject({ t: z.literal('end'), reason: z.enum(['finished', 'abandoned']), record: z.string().optional(), ...stamp, at }),
  /**
   * Written when a damaged journal is repaired: what was lost, a message (`journal.fold.*`, named in the
   * notice and in the record; a sentence in journals of earlier versions), and, when the game had to go
   * on from a recorded position, the plies before it.
   */
  z.strictObject({ t: z.literal('gap'), lost: z.union([z.string().min(1), MessageSchema]), before: z.array(z.string()).optional(), ...stamp, at }),
]);

/** One journal entry. */
export type JournalEntry = z.output<typeof journalEntrySchema>;

/** The fields of {@link stamp}: the state an entry applies to. */
export interface EntryStamp {
  readonly seq: number;
  readonly n: number;
  readonly last?: { readonly move: string; readonly by: 'board' | 'screen' | 'computer' };
  readonly pos?: string;
}

/** `entry` with the state it applies to (what `Session` writes for every entry after `start`). */
export function stampEntry(entry: Exclude<JournalEntry, { t: 'start' }>, stampOf: EntryStamp): JournalEntry {
  return { ...entry, seq: stampOf.seq, n: stampOf.n, ...(stampOf.last === undefined ? {} : { last: stampOf.last }), ...(stampOf.pos === undefined ? {} : { pos: stampOf.pos }) };
}

function encodeLine(entry: JournalEntry): string {
  const e = JSON.stringify(entry);
  return `{"e":${e},"crc":"${crc32(e).toString(16).padStart(8, '0')}"}\n`;
}

/** Encodes one entry as journal text ending in `\n`: one line, or two identical lines for `start`. */
export function encodeEntry(entry: JournalEntry): string {
  const line = encodeLine(entry);
  return entry.t === 'start' ? line + line : line;
}

/**
 * Why a journal line cannot be read: a closed set of kinds, with the limit a line broke or zod's account
 * of a bad entry. Worded for people only by {@link damageMessage}, in the reader's language.
 * - `too-long`: longer than `max` characters ({@link MAX_JOURNAL_LINE});
 * - `too-deep`: nested more than `max` levels ({@link MAX_JSON_DEPTH});
 * - `not-json`, `not-line` (JSON, but not `{"e": …, "crc": …}`), `checksum` (the CRC-32 does not match);
 * - `bad-entry`: the checksum holds but the entry is not one this version knows (`detail`: zod's issues);
 * - `cut-off`: the file's last line has no newline (written when the power went, or the process died).
 */
export type JournalDamage =
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'too-deep'; readonly max: number }
  | { readonly kind: 'not-json' }
  | { readonly kind: 'not-line' }
  | { readonly kind: 'checksum' }
  | { readonly kind: 'bad-entry'; readonly detail: string }
  | { readonly kind: 'cut-off' };

const TOO_LONG: JournalDamage = { kind: 'too-long', max: MAX_JOURNAL_LINE };

/**
 * Decodes one journal line (without its newline).
 * @returns the entry, or why the line is damaged (a {@link JournalDamage} of any kind but `cut-off`).
 *   Never throws.
 */
export function decodeLine(line: string): Result<JournalEntry, JournalDamage> {
  if (line.length > MAX_JOURNAL_LINE) return err(TOO_LONG);
  if (!checkJsonText(line, { depth: MAX_JSON_DEPTH }).ok) return err({ kind: 'too-deep', max: MAX_JSON_DEPTH });
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return err({ kind: 'not-json' });
  }
  if (typeof raw !== 'object' || raw === null || !('e' in raw) || !('crc' in raw)) return err({ kind: 'not-line' });
  const { e, crc } = raw as { e: unknown; crc: unknown };
  const text = JSON.stringify(e);
  if (typeof crc !== 'string' || crc !== crc32(text).toString(16).padStart(8, '0')) return err({ kind: 'checksum' });
  const parsed = journalEntrySchema.safeParse(e);
  if (!parsed.success) return err({ kind: 'bad-entry', detail: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
  return ok(parsed.data);
}

/** A damaged line's {@link JournalDamage} as a message in the reader's language (`journal.damage.*`). */
export function damageMessage(damage: JournalDamage): Message {
  switch (damage.kind) {
    case 'cut-off':
      return msg('journal.damage.cut-off');
    case 'not-json':
      return msg('journal.damage.not-json');
    case 'not-line':
      return msg('journal.damage.not-line');
    case 'checksum':
      return msg('journal.damage.checksum');
    case 'bad-entry':
      return msg('journal.damage.bad-entry', { detail: damage.detail });
    case 'too-long':
      return msg('journal.damage.too-long', { max: damage.max });
    case 'too-deep':
      return msg('journal.damage.too-deep', { max: damage.max });
  }
}

/** One line of a journal as read: its entry, or why it is damaged. `line` is 1-based. */
export type JournalItem = { readonly line: number; readonly entry: JournalEntry } | { readonly line: number; readonly damaged: JournalDamage };

/** A read journal: the lines of its last game, in order, and the damaged lines anywhere in the file. */
export interface JournalRead {
  /** The lines from the last game's start on (earlier games in the same file are dropped as read). */
  readonly items: readonly JournalItem[];
  /** The entries of {@link items} that could be read. */
  readonly entries: readonly JournalEntry[];
  /** Every damaged line of the file, with why. */
  readonly damaged: readonly { readonly line: number; readonly reason: JournalDamage }[];
  /** Lines read in all. */
  readonly lines: number;
}

/**
 * Reads a journal line by line, keeping only the last game (so a file of any size is read in bounded
 * memory: the host streams it in, `host/journal-file.ts`). Empty lines are skipped.
 */
export class JournalReader {
  private items: JournalItem[] = [];
  private readonly damaged: { line: number; reason: JournalDamage }[] = [];
  private gameId: string | undefined;
  private lineNo = 0;

  /** Reads one whole line (its newline was seen). `tooLong` when the line was cut at the length limit while reading. */
  line(text: string, tooLong = false): void {
    this.lineNo++;
    if (!tooLong && text.trim() === '') return;
    const read = tooLong ? err(TOO_LONG) : decodeLine(text);
    if (!read.ok) {
      this.items.push({ line: this.lineNo, damaged: read.error });
      this.damaged.push({ line: this.lineNo, reason: read.error });
      return;
    }
    const decoded = read.value;
    if (decoded.t === 'start' && decoded.id !== this.gameId) {
      // A new game: what came before it belongs to an earlier one, but for the damaged lines right
      // before it, which may be its first start line (the fold says which it cannot tell).
      this.gameId = decoded.id;
      let k = this.items.length;
      while (k > 0 && 'damaged' in this.items[k - 1]!) k--;
      this.items = this.items.slice(k);
    }
    this.items.push({ line: this.lineNo, entry: decoded });
  }

  /** Reads the last part of the file when it does not end in a newline (a line cut off mid-write). */
  cutOff(text: string): void {
    if (text === '') return;
    this.lineNo++;
    const reason: JournalDamage = { kind: 'cut-off' };
    this.items.push({ line: this.lineNo, damaged: reason });
    this.damaged.push({ line: this.lineNo, reason });
  }

  /** What was read. */
  result(): JournalRead {
    const entries = this.items.flatMap((i) => ('entry' in i ? [i.entry] : []));
    return { items: [...this.items], entries, damaged: [...this.damaged], lines: this.lineNo };
  }
}

/** Reads journal text (a whole file in memory; the host streams files through {@link JournalReader}). Never throws. */
export function readJournal(text: string): JournalRead {
  const reader = new JournalReader();
  const parts = text.split('\n');
  for (let i = 0; i < parts.length - 1; i++) reader.line(parts[i]!);
  reader.cutOff(parts[parts.length - 1]!);
  return reader.result();
}
