/**
 * Saying why a pick on screen is not a move (issue 14: "An illegal action on screen ... says why in a
 * sentence, with the engine's own reason, and marks the cell. Nothing is silently ignored."): a pick that
 * leads nowhere is recognised from the legal moves' pick paths, and the move it seems to mean (the game's
 * `attempt`) is put to the host, whose refusal carries the engine's reason.
 */
import type { ApiError, ParlourApi, SessionView } from '$api';
import type { Result } from '$core/result';
import type { GameScreen } from '../games/types';
import { msg } from '$i18n';
import { pickState, type PickableMove } from './picking';

/**
 * `true` when picking `cell` after `before` is no step towards any legal move: not a target, not the last
 * pick taken back, not the start of another move; or a stray pick held back (`held`) while only the
 * capture of the move being built remains.
 */
export function leadsNowhere(moves: readonly PickableMove[], before: readonly string[], cell: string, held: boolean): boolean {
  if (pickState(moves, before).targets.includes(cell)) return false;
  if (before.length > 0 && before[before.length - 1] === cell) return false;
  if (held) return true;
  return !pickState(moves, []).targets.includes(cell);
}

/**
 * Why the picks `cells` (ending on `cell`) are not a move: the host refuses the move they seem to mean
 * with the engine's reason, said as "Not allowed: …"; a man of the side to move with no move at all is
 * said so. `ok` with the new view in the rare case that the host took the move after all.
 */
export async function refusalOf(
  api: ParlourApi,
  adapter: GameScreen | undefined,
  view: SessionView,
  cells: readonly string[],
  cell: string,
): Promise<Result<SessionView, ApiError>> {
  const attempt = adapter?.attempt?.(cells, view);
  if (attempt === undefined) return { ok: false, error: { code: 'app/no-move', message: msg('play.refused.no-move', { cell }) } };
  return refusalOfMove(api, attempt);
}

/**
 * Why the move `attempt` (in the game's notation) is not allowed: the host is asked to play it and its
 * refusal, with the engine's reason, is said as "Not allowed: …". Used for picks (above) and by a game's
 * own screen area for a gesture it knows leads nowhere (Spoof: pressing a man not the shooter's, or out of
 * turn). `ok` with the new view in the rare case that the host took the move after all.
 */
export async function refusalOfMove(api: ParlourApi, attempt: string): Promise<Result<SessionView, ApiError>> {
  const r = await api.playMove(attempt);
  return r.ok ? r : { ok: false, error: { code: r.error.code, message: msg('play.refused.move', { reason: r.error.message }) } };
}
