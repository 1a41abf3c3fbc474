/**
 * Which host notices stop being true, shared by the host (the notices it keeps for a page that opens,
 * `host/notice-log.ts`) and the page (`renderer/src/lib/passing-notices.ts`), so that the two agree.
 * - A passing notice tells of a moment of the game: "One move was taken back on the board"
 *   (`session/takeback`) is true of the position it came with, and stale once a ply is played after it.
 * - A notice can make an earlier one untrue: "The board is connected again." after "The board is
 *   disconnected; reconnecting.", and a new loss after that.
 */
import type { Notice } from './schemas';

/** For a notice's code, the codes of the earlier notices it makes untrue. */
export const SUPERSEDES: Readonly<Record<string, readonly string[]>> = {
  'board/reconnected': ['board/disconnected'],
  'board/disconnected': ['board/reconnected'],
};

/** The codes of the notices that pass with the position they came with. */
export const PASSING_CODES: readonly string[] = ['session/takeback'];

/** `notices` without those that notice `n`, arriving now, makes untrue (see the module docs). */
export function withoutSuperseded<N extends Pick<Notice, 'code'>>(notices: readonly N[], n: Pick<Notice, 'code'>): readonly N[] {
  const gone = SUPERSEDES[n.code];
  return gone === undefined || !notices.some((o) => gone.includes(o.code)) ? notices : notices.filter((o) => !gone.includes(o.code));
}
