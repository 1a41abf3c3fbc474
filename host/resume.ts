/**
 * Resuming: the unfinished game found in the journal when the host starts, offered for resuming; what
 * was damaged, repaired and said so; what cannot be read moved aside; a finished game with no record
 * made a record (issue 12, failures 3, 4, 5). Also the board choice journalled with a game, written
 * and read back.
 *
 * At start ({@link findResumable}):
 * 1. `journal/current.jsonl` is read as a stream. One that cannot be read (a folder, no permission)
 *    is moved aside (`journal/unreadable`); one with no readable start entry too (`journal/empty`).
 * 2. Damaged, missing or repeated lines are read past (`journal-fold.ts`); the file as found is kept
 *    as `current.jsonl.damaged-<time>` and replaced by the repaired entries, and a notice names what
 *    was rebuilt and what was lost (`journal/truncated` when only the last line was cut off mid-write,
 *    else `journal/corrupt`). Lost plies are named again in the game's record.
 * 3. A game that has finished (a result, or a position the rules decide) but was not closed (a kill
 *    right after the game-ending move) becomes a record if it has none, is marked ended and archived
 *    (`journal/record-recovered`); so does any archived journal with the same story.
 * 4. Otherwise an unfinished game is offered.
 */
import type { AnyGame } from '../src/core/game';
import { findGame } from '../src/games/index';
import { decodeLine } from '../src/session/journal';
import { foldJournal, type JournalGame } from '../src/session/journal-fold';
import { Session, type Scheduler } from '../src/session/session';
import { appendToJournal, archiveJournal, archivedJournals, journalPaths, lastLineOf, moveAside, readJournalFile, replaceJournal } from './journal-file';
import { hasRecord, recordNameOf, saveSessionRecord } from './records';
import type { BoardChoice, Notice, ResumeOffer } from './types';
import { msg, type Message } from '../src/i18n/index';

/** Tells the user something (the host keeps and forwards it as a {@link Notice}). */
export type Notify = (level: Notice['level'], code: string, message: Message) => void;

/** An unfinished game to resume: what the user is offered, and the journal it came from. */
export interface Resumable {
  readonly offer: ResumeOffer;
  readonly game: JournalGame;
}

/** Time that never moves and timers that never fire: a session replayed only to be read. */
const STILL: Scheduler = { now: () => 0, setTimer: () => () => undefined, isoTime: () => new Date().toISOString() };

/**
 * The journal's game replayed into a session that journals nothing and runs nothing (no board, no
 * timers, no computer), closed: for reading its position, status and record.
 */
export function replayedSession(game: AnyGame, g: JournalGame): Session | undefined {
  const r = Session.resume(game, g, { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: STILL, journal: { append: () => Promise.resolve() } });
  if (!r.ok) return undefined;
  r.value.session.close();
  return r.value.session;
}

/**
 * Reads the journal of `dataDir` for an unfinished game (see the module docstring). Problems are told
 * through `notify`; none of them throws, and nothing is deleted.
 */
export async function findResumable(dataDir: string, notify: Notify): Promise<Resumable | undefined> {
  const { current } = journalPaths(dataDir);
  const found = await readCurrent(current, notify);
  let resumable: Resumable | undefined;
  if (found !== undefined) resumable = await settle(dataDir, current, found, notify);
  await recoverArchived(dataDir, notify);
  return resumable;
}

/** Reads the current journal, moving it aside when it cannot be read or holds no game. */
async function readCurrent(current: string, notify: Notify): Promise<JournalGame | undefined> {
  let read;
  try {
    read = await readJournalFile(current);
  } catch (e) {
    const aside = await moveAside(current, 'unreadable').catch(() => undefined);
    notify('error', 'journal/unreadable', msg('host.journal-unreadable', { file: current, why: (e as Error).message, aside: aside ?? '', moved: aside === undefined ? 'no' : 'yes' }));
    return undefined;
  }
  if (read === undefined || read.lines === 0) return undefined;
  const folded = foldJournal(read.items);
  if (!folded.ok) {
    const aside = await moveAside(current, 'damaged').catch(() => undefined);
    notify('warning', folded.error.code, msg('host.journal-no-game', { why: folded.error.message, aside: aside ?? '', moved: aside === undefined ? 'no' : 'yes' }));
    return undefined;
  }
  const g = folded.value;
  if (g.repair === undefined) return g;
  const onlyCutOff = read.damaged.length === 1 && read.damaged[0]!.line === read.lines && g.repair.notes.length === 1;
  try {
    const backup = await replaceJournal(current, g.repair.entries);
    notify('warning', onlyCutOff ? 'journal/truncated' : 'journal/corrupt', msg('host.journal-repaired', { notes: g.repair.notes, backup }));
  } catch (e) {
    notify('error', 'journal/repair-failed', msg('host.journal-repair-failed', { why: (e as Error).message }));
    return undefined;
  }
  return g;
}

/** What becomes of the current journal's game: offered, or (finished or ended) archived, with a record if it lacks one. */
async function settle(dataDir: string, current: string, g: JournalGame, notify: Notify): Promise<Resumable | undefined> {
  const game = findGame(g.start.game);
  if (game === undefined) {
    notify('warning', 'journal/unknown-game', msg('host.journal-unknown-archived', { game: g.start.game }));
    await archiveJournal(dataDir, g.start.id).catch(() => undefined);
    return undefined;
  }
  if (g.end === undefined) {
    const s = g.result !== undefined ? undefined : replayedSession(game, g);
    if (g.result !== undefined || s?.currentPhase === 'finished') {
      await recordFinished(dataDir, current, game, g, notify);
      await archiveJournal(dataDir, g.start.id).catch(() => undefined);
      return undefined;
    }
  } else {
    await archiveJournal(dataDir, g.start.id).catch(() => undefined);
    return undefined;
  }
  return {
    game: g,
    offer: {
      id: g.start.id,
      game: game.id,
      gameName: game.name,
      players: g.start.players,
      plies: g.moves.length,
      updatedAt: g.updatedAt,
      ...(g.repair === undefined ? {} : { repaired: msg('host.journal-repair-notes', { notes: g.repair.notes }) }),
    },
  };
}

/**
 * A finished game whose session was not closed: its record is saved if there is none (`journal/
 * record-recovered`), and the journal at `path` is marked ended. Failures are told, not thrown.
 */
async function recordFinished(dataDir: string, path: string, game: AnyGame, g: JournalGame, notify: Notify): Promise<void> {
  const name = recordNameOf(g.start.id);
  try {
    if (!(await hasRecord(dataDir, g.start.id))) {
      const s = replayedSession(game, g);
      if (s === undefined) throw new Error('its plies do not replay');
      await saveSessionRecord(dataDir, s, g.gaps);
      notify('info', 'journal/record-recovered', msg('host.record-recovered', { game: game.id, id: g.start.id, n: g.moves.length, name }));
    }
    await appendToJournal(path, { t: 'end', reason: 'finished', record: name, seq: g.lastSeq + 1, at: new Date().toISOString() });
  } catch (e) {
    notify('error', 'record/write-failed', msg('host.record-unrecoverable', { id: g.start.id, why: (e as Error).message }));
  }
}

/**
 * Archived journals that do not end in an `end` entry (the game finished but its session was not
 * closed, or an unfinished game was set aside): a finished game gets its record, and each is marked
 * ended (`finished` or `abandoned`) so that it is read only once.
 */
async function recoverArchived(dataDir: string, notify: Notify): Promise<void> {
  for (const path of await archivedJournals(dataDir)) {
    try {
      const last = await lastLineOf(path);
      const decoded = last === undefined ? undefined : decodeLine(last);
      if (decoded?.ok === true && decoded.value.t === 'end') continue;
      const read = await readJournalFile(path);
      const folded = read === undefined ? undefined : foldJournal(read.items);
      if (folded === undefined || !folded.ok) continue;
      const g = folded.value;
      const game = findGame(g.start.game);
      if (game === undefined || g.end !== undefined) continue;
      const s = g.result !== undefined ? undefined : replayedSession(game, g);
      if (g.result !== undefined || s?.currentPhase === 'finished') await recordFinished(dataDir, path, game, g, notify);
      else await appendToJournal(path, { t: 'end', reason: 'abandoned', seq: g.lastSeq + 1, at: new Date().toISOString() });
    } catch {
      // an archived journal that cannot be read is left as it is; it does not affect the game in progress
    }
  }
}

/** The board choice as journalled: `{kind:'serial', path, profile?}`, `{kind:'virtual', profile?}` or `{kind:'none'}`. */
export function describeBoard(choice: BoardChoice): Record<string, string> {
  return choice.kind === 'serial'
    ? { kind: 'serial', path: choice.path, ...(choice.profile === undefined ? {} : { profile: choice.profile }) }
    : choice.kind === 'virtual'
      ? { kind: 'virtual', ...(choice.profile === undefined ? {} : { profile: choice.profile }) }
      : { kind: 'none' };
}

/** The board choice a journal names (see {@link describeBoard}); anything unknown is screen only. */
export function boardChoiceOf(b: Readonly<Record<string, unknown>>): BoardChoice {
  return b['kind'] === 'serial' && typeof b['path'] === 'string'
    ? { kind: 'serial', path: b['path'], ...(typeof b['profile'] === 'string' ? { profile: b['profile'] } : {}) }
    : b['kind'] === 'virtual'
      ? { kind: 'virtual', ...(typeof b['profile'] === 'string' ? { profile: b['profile'] } : {}) }
      : { kind: 'none' };
}
