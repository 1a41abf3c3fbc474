/**
 * The host's notices as a page that opens later should see them (`startup`): each notice said, kept
 * while it holds (issue 14: a newcomer reloaded a new game's page and saw "Resumed Nine Men's Morris
 * after 4 plies." and "One move was taken back on the board." from games and moments long gone):
 * - not once a later notice makes it untrue (`src/api/notices.ts` `SUPERSEDES`, as the page judges it);
 * - not once a ply is played after it, for a passing notice (`PASSING_CODES`: a board takeback's);
 * - not once a new game begins ({@link NoticeLog.forgetBefore}; a resumed game keeps them: the
 *   journal's repair is of that game);
 * - not once a person has dismissed it on a screen ({@link NoticeLog.dismiss}: a tab opened later
 *   showed a notice dismissed in another);
 * - at most {@link MAX_KEPT}, the oldest going first.
 */
import { PASSING_CODES, withoutSuperseded } from '../src/api/notices';
import type { Message } from '../src/i18n/index';
import type { Notice } from './types';

/** How many notices are kept at most. */
export const MAX_KEPT = 50;

/** See the module docs. */
export class NoticeLog {
  private kept: readonly Notice[] = [];
  private lastId = 0;

  /** The id the next notice will have. */
  get nextId(): number {
    return this.lastId + 1;
  }

  /** Makes a notice (ids count up from 1) and keeps it, dropping those it makes untrue. */
  add(level: Notice['level'], code: string, message: Message): Notice {
    const n: Notice = { id: ++this.lastId, level, code, message };
    this.kept = [...withoutSuperseded(this.kept, n), n].slice(-MAX_KEPT);
    return n;
  }

  /** A ply was played: the passing notices said before it are stale. */
  played(): void {
    this.kept = this.kept.filter((n) => !PASSING_CODES.includes(n.code));
  }

  /** Forgets the notices older than id `id` (a new game began: they were of another one, or of none). */
  forgetBefore(id: number): void {
    this.kept = this.kept.filter((n) => n.id >= id);
  }

  /** Forgets the notices of `code` (their cause is gone, e.g. `settings/language` once a language is chosen). */
  forget(code: string): void {
    this.kept = this.kept.filter((n) => n.code !== code);
  }

  /** Forgets notice `id`: a person dismissed it (nothing happens for an id not kept). */
  dismiss(id: number): void {
    this.kept = this.kept.filter((n) => n.id !== id);
  }

  /** The notices kept, oldest first. */
  list(): Notice[] {
    return [...this.kept];
  }
}
