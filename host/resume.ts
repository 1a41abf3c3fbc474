/**
 * Resuming: the unfinished game found in the journal when the host starts (a truncated or corrupt tail
 * repaired and said so), offered for resuming; a finished or abandoned one is archived out of the way.
 * Also the board choice journalled with a game, written and read back.
 */
import { findGame } from '../src/games/index';
import { foldJournal, type JournalGame } from '../src/session/journal';
import { archiveJournal, journalPaths, readJournalFile } from './journal-file';
import type { BoardChoice, Notice, ResumeOffer } from './types';

/** Tells the user something (the host keeps and forwards it as a {@link Notice}). */
export type Notify = (level: Notice['level'], code: string, message: string) => void;

/** An unfinished game to resume: what the user is offered, and the journal it came from. */
export interface Resumable {
  readonly offer: ResumeOffer;
  readonly game: JournalGame;
}

/**
 * Reads the journal of `dataDir` for an unfinished game. Problems are told through `notify`
 * (`journal/unreadable`, the repair's code, the fold's code); none of them throws.
 */
export async function findResumable(dataDir: string, notify: Notify): Promise<Resumable | undefined> {
  const { current } = journalPaths(dataDir);
  let found;
  try {
    found = await readJournalFile(current);
  } catch (e) {
    notify('error', 'journal/unreadable', `the journal ${current} cannot be read: ${(e as Error).message}`);
    return undefined;
  }
  if (found.repaired !== undefined) notify('warning', found.read.damage!.code, found.repaired.message);
  if (found.read.entries.length === 0) return undefined;
  const folded = foldJournal(found.read.entries);
  if (!folded.ok) {
    notify('warning', folded.error.code, `the journal holds no game to resume: ${folded.error.message}`);
    return undefined;
  }
  const g = folded.value;
  const game = findGame(g.start.game);
  if (g.end !== undefined || g.result !== undefined || game === undefined) {
    // finished or abandoned: nothing to resume; move it out of the way
    await archiveJournal(dataDir, g.start.id);
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
      ...(found.repaired === undefined ? {} : { repaired: found.repaired.message }),
    },
  };
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
