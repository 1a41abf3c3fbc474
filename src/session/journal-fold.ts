/**
 * Replay of a journal as a fold over its entries (`journal.ts` has the format), reading past damage
 * (issue 12, failure 4: "A damaged line may cost that line alone: make each entry self-sufficient
 * enough ... that the game resumes from the last valid entry, names the gap in a notice and in the
 * record").
 *
 * Every entry after `start` says the state it applies to (`seq`, `n` plies in force, the `last` ply,
 * the position `pos`). Before applying an entry that follows a damaged line, a missing sequence number
 * or a repeat, the fold brings the game to the state the entry says it applies to, from what the
 * entries around the loss show:
 * - a repeated entry (`seq` already read) is skipped;
 * - more plies in force than the entry says: a lost undo, restored (on screen: the plies can be redone);
 * - one ply fewer: a lost move, rebuilt from `last`; a lost redo is rebuilt from what redo holds;
 * - the same count but another `last`: a lost replacement, rebuilt;
 * - more than one ply lost: the game goes on from `pos`, the recorded position, and the plies before
 *   it are kept as a list in the `gap` entry (and so in the record), not replayed;
 * - a lost settings or board change that later entries do not show is lost, and said so.
 * What was rebuilt, and what was lost, is said in `repair.notes`; every loss is also a `gap` entry in
 * `repair.entries`, the consistent journal the host writes in place of the damaged one (kept aside).
 * Journals without `seq` (earlier versions) are folded as before: a damaged line is skipped, and the
 * first entry that does not follow (a lost move) ends the game there.
 */
import { err, ok, type Result } from '../core/result';
import { damageMessage, type JournalDamage, type JournalEntry, type JournalItem } from './journal';
import { msg, type Message } from '../i18n/index';

type Seat = 'board' | 'screen' | 'computer';
type Start = Extract<JournalEntry, { t: 'start' }>;
type Later = Exclude<JournalEntry, { t: 'start' }>;

/** The game a journal describes: its start entry, plies in order, undone plies to redo, result, end. */
export interface JournalGame {
  readonly start: Start;
  /** Plies in force, in order. */
  readonly moves: readonly { readonly move: string; readonly by: Seat }[];
  /** Undone plies, next to redo first. */
  readonly redo: readonly { readonly move: string; readonly by: Seat }[];
  readonly settings: Readonly<Record<string, unknown>>;
  readonly board: Readonly<Record<string, unknown>>;
  readonly result?: Extract<JournalEntry, { t: 'result' }>;
  readonly end?: Extract<JournalEntry, { t: 'end' }>;
  /** Time of the last entry. */
  readonly updatedAt: string;
  /** The highest sequence number read (the session's next entry is one more). */
  readonly lastSeq: number;
  /** What was lost from this game (from `gap` entries), as messages: for the notice and the record. */
  readonly gaps: readonly Message[];
  /** Set when the journal was damaged: what was rebuilt or lost (`journal.fold.*`), and the consistent entries to write instead. */
  readonly repair?: { readonly notes: readonly Message[]; readonly entries: readonly JournalEntry[] };
}

/** Why a journal holds no game: `journal/empty` (no readable start entry). */
export interface FoldError {
  readonly code: string;
  readonly message: Message;
}

/** A gap entry as a message, with the plies before it when the game went on from a recorded position (a journal of an earlier version holds a sentence). */
function gapText(g: Extract<JournalEntry, { t: 'gap' }>): Message {
  const lost = typeof g.lost === 'string' ? msg('core.verbatim', { text: g.lost }) : g.lost;
  return g.before === undefined ? lost : msg('journal.fold.gap', { lost, before: g.before.join(' '), none: g.before.length === 0 ? 'yes' : 'no' });
}

/** Damaged lines: their numbers and the first one's damage. */
const linesText = (lines: readonly { line: number; reason: JournalDamage }[]): Message =>
  msg('journal.fold.lines', { n: lines.length, lines: lines.map((l) => l.line).join(', '), why: damageMessage(lines[0]!.reason) });

/**
 * Folds the lines of one game (from its `start`; earlier games in the same lines are skipped) into the
 * game state, rebuilding across damaged, missing and repeated lines (see the module docstring).
 * @param input the entries of a journal, or its items as `readJournal`/`JournalReader` give them
 *   (with the damaged lines in place).
 * @returns the game, or `journal/empty` when no start entry can be read.
 */
export function foldJournal(input: readonly JournalEntry[] | readonly JournalItem[]): Result<JournalGame, FoldError> {
  const items: JournalItem[] = input.map((x, i) => ('t' in x ? { line: i + 1, entry: x } : x));
  let s = -1;
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i]!;
    if ('entry' in it && it.entry.t === 'start') {
      const id = it.entry.id;
      const copy = (p: JournalItem): boolean => 'entry' in p && p.entry.t === 'start' && p.entry.id === id;
      s = i;
      while (s > 0 && copy(items[s - 1]!)) s--; // the first of the start's copies (a start is written twice)
      break;
    }
  }
  if (s < 0) return err({ code: 'journal/empty', message: msg('journal.empty') });
  const f = new Fold((items[s] as { entry: Start }).entry);
  for (const it of items.slice(0, s)) {
    if ('damaged' in it) f.note(msg('journal.fold.before-start', { line: it.line, why: damageMessage(it.damaged) }));
  }
  for (const it of items.slice(s + 1)) {
    if (!f.item(it)) break;
  }
  return ok(f.finish());
}

class Fold {
  moves: { move: string; by: Seat }[] = [];
  redo: { move: string; by: Seat }[] = [];
  settings: Record<string, unknown>;
  board: Record<string, unknown>;
  result: Extract<JournalEntry, { t: 'result' }> | undefined;
  end: Extract<JournalEntry, { t: 'end' }> | undefined;
  updatedAt: string;
  lastSeq: number;
  /** Plies before a restart from a recorded position: later entries count from it. */
  offset = 0;
  readonly notes: Message[] = [];
  readonly gaps: Message[] = [];
  /** The consistent entries, to write when something was repaired. */
  entries: JournalEntry[];
  repaired = false;
  private lost: { line: number; reason: JournalDamage }[] = [];
  private startCopies = 0;
  private previous: JournalEntry | undefined;

  constructor(public start: Start) {
    this.settings = { ...start.settings };
    this.board = { ...start.board };
    this.updatedAt = start.at;
    this.lastSeq = start.seq ?? 0;
    this.entries = [start];
  }

  /** Folds one line; `false` stops the fold (what follows cannot be placed). */
  item(it: JournalItem): boolean {
    if ('damaged' in it) {
      this.lost.push({ line: it.line, reason: it.damaged });
      this.repaired = true;
      return true;
    }
    const e = it.entry;
    if (e.t === 'start') {
      // the start is written twice: its one copy is expected, a further one is a repeated line
      if (++this.startCopies > 1 || e.id !== this.start.id || this.previous !== undefined || this.lost.length > 0) this.note(msg('journal.fold.repeats-start', { line: it.line }));
      return true;
    }
    if (e.seq !== undefined) {
      if (e.seq <= this.lastSeq) {
        this.note(msg('journal.fold.repeats-read', { line: it.line }));
        return true;
      }
      if (e.seq > this.lastSeq + 1 || this.lost.length > 0) {
        const missing = e.seq - this.lastSeq - 1;
        const what = this.lost.length > 0 ? linesText(this.lost) : msg('journal.fold.missing-before', { n: missing, line: it.line });
        const n = this.lost.length > 0 ? this.lost.length : missing;
        this.repaired = true;
        if (!this.resync(e, what, n, it.line)) return false;
      }
    } else {
      if (this.previous !== undefined && JSON.stringify(this.previous) === JSON.stringify(e)) {
        this.note(msg('journal.fold.repeats-previous', { line: it.line }));
        return true;
      }
      if (this.lost.length > 0) this.loss(msg('journal.fold.unreadable-lost', { what: linesText(this.lost), n: this.lost.length }));
    }
    const applied = this.apply(e);
    if (applied !== undefined) {
      this.note(msg('journal.fold.not-follow', { line: it.line, why: applied }));
      this.repaired = true;
      return false;
    }
    this.lost = [];
    this.lastSeq = Math.max(this.lastSeq, e.seq ?? this.lastSeq);
    this.previous = e;
    this.entries.push(this.renumbered(e));
    this.updatedAt = e.at;
    return true;
  }

  /** Brings the game to the state `e` applies to (`n`, `last`), after `count` lines or entries (`what`) that were lost. `false`: it cannot. */
  private resync(e: Later, what: Message, count: number, line: number): boolean {
    this.lost = [];
    if (e.n === undefined) {
      this.loss(msg('journal.fold.unreadable-lost', { what, n: count }));
      return true;
    }
    const want = e.n - this.offset;
    const cur = this.moves.length;
    const last = e.last;
    if (want < 0) {
      this.loss(msg('journal.fold.do-not-fit', { what, line }));
      return false;
    }
    const rebuilt: Message[] = [];
    if (cur > want) {
      this.synth({ t: 'undo', plies: cur - want, source: 'screen', at: e.at });
      rebuilt.push(msg('journal.fold.undo', { n: cur - want }));
    } else if (cur < want) {
      const k = want - cur;
      if (last !== undefined && this.redo.length >= k && this.redo[k - 1]!.move === last.move) {
        this.synth({ t: 'redo', plies: k, at: e.at });
        rebuilt.push(msg('journal.fold.redo', { n: k }));
      } else if (k === 1 && last !== undefined) {
        this.synth({ t: 'move', ply: want, move: last.move, by: last.by, at: e.at });
        rebuilt.push(msg('journal.fold.ply', { ply: want, move: last.move }));
      } else if (e.pos !== undefined) {
        this.restart(e, msg('journal.fold.restart', { what, from: cur + 1 + this.offset, to: e.n, last: last?.move ?? '', known: last === undefined ? 'no' : 'yes' }));
        return true;
      } else {
        this.loss(msg('journal.fold.cannot-follow', { what, from: cur + 1 + this.offset, to: e.n, line }));
        return false;
      }
    }
    if (want > 0 && last !== undefined && this.moves[want - 1]!.move !== last.move) {
      this.synth({ t: 'replace', ply: want, move: last.move, at: e.at });
      rebuilt.push(msg('journal.fold.replacement', { ply: want + this.offset, move: last.move }));
    }
    const [first, second] = rebuilt;
    if (first !== undefined) this.note(msg('journal.fold.rebuilt', { what, rebuilt: second === undefined ? first : msg('journal.fold.and', { a: first, b: second }), n: rebuilt.length }));
    else this.loss(msg('journal.fold.unknown-loss', { what }));
    return true;
  }

  /** The game goes on from `e.pos`: what came before is kept as a list of plies in a gap entry. */
  private restart(e: Later, lost: Message): void {
    const before = this.moves.map((m) => m.move);
    this.offset = e.n!;
    this.start = { ...this.start, start: e.pos!, settings: this.settings, board: this.board };
    this.moves = [];
    this.redo = [];
    this.result = undefined;
    const gap: JournalEntry = { t: 'gap', lost, before, at: e.at };
    this.gaps.push(gapText(gap));
    this.notes.push(lost);
    this.entries = [this.start, ...this.entries.filter((x) => x.t === 'gap'), gap];
  }

  private synth(e: Later): void {
    const r = this.apply(e);
    if (r === undefined) this.entries.push(this.renumbered(e));
  }

  note(text: Message): void {
    this.notes.push(text);
    this.repaired = true;
  }

  private loss(text: Message): void {
    this.note(text);
    this.gaps.push(text);
    this.entries.push({ t: 'gap', lost: text, at: this.updatedAt });
  }

  /** `e` counted from the restart, if there was one. */
  private renumbered(e: JournalEntry): JournalEntry {
    if (this.offset === 0 || e.t === 'start') return e;
    const n = e.n === undefined ? {} : { n: e.n - this.offset };
    const r = { ...e, ...n } as JournalEntry;
    return r.t === 'move' || r.t === 'replace' ? { ...r, ply: r.ply - this.offset } : r;
  }

  /** Applies one entry; returns why it does not follow, if it does not. */
  private apply(e: Later): Message | undefined {
    const moves = this.moves;
    switch (e.t) {
      case 'move':
        if (e.ply - this.offset !== moves.length + 1) return msg('journal.fold.ply-after', { ply: e.ply, after: moves.length + this.offset });
        moves.push({ move: e.move, by: e.by });
        this.redo = [];
        return undefined;
      case 'replace': {
        const last = moves[moves.length - 1];
        if (e.ply - this.offset !== moves.length || last === undefined) return msg('journal.fold.replace-after', { ply: e.ply, after: moves.length + this.offset });
        moves[moves.length - 1] = { move: e.move, by: last.by };
        return undefined;
      }
      case 'undo': {
        if (e.plies > moves.length) return msg('journal.fold.undo-after', { n: e.plies, after: moves.length });
        const taken = moves.splice(moves.length - e.plies, e.plies);
        this.redo = e.source === 'screen' ? [...taken, ...this.redo] : [];
        if (this.result?.termination === 'rules') this.result = undefined; // the position that decided it is gone
        return undefined;
      }
      case 'redo':
        if (e.plies > this.redo.length) return msg('journal.fold.redo-after', { n: e.plies, undone: this.redo.length });
        moves.push(...this.redo.splice(0, e.plies));
        return undefined;
      case 'settings':
        this.settings = { ...this.settings, ...e.settings };
        return undefined;
      case 'board':
        this.board = { ...e.board };
        return undefined;
      case 'result':
        this.result = e;
        return undefined;
      case 'end':
        this.end = e;
        return undefined;
      case 'gap':
        this.gaps.push(gapText(e));
        return undefined;
    }
  }

  finish(): JournalGame {
    if (this.lost.length > 0) {
      this.loss(msg('journal.fold.at-end', { what: linesText(this.lost), n: this.lost.length }));
    }
    return {
      start: this.start,
      moves: this.moves,
      redo: this.redo,
      settings: this.settings,
      board: this.board,
      ...(this.result === undefined ? {} : { result: this.result }),
      ...(this.end === undefined ? {} : { end: this.end }),
      updatedAt: this.updatedAt,
      // the repaired entries are numbered afresh, so that they read back with nothing to repair
      lastSeq: this.repaired ? this.entries.length - 1 : this.lastSeq,
      gaps: this.gaps,
      ...(this.repaired ? { repair: { notes: this.notes, entries: this.entries.map((e, i) => (e.t === 'start' ? e : { ...e, seq: i })) } } : {}),
    };
  }
}
