/**
 * The rematch of a finished game (issue 14: "Rematch (same seats, sides swapped)"): the same game, rule
 * options, board and settings, with the players' seats turned by one, so that in a game of two the person
 * who played White plays Black (and the computer's level goes with the computer); with more players each
 * moves one seat on and the first plays last.
 */
import type { BoardChoice, NewGameRequest, SessionView } from '$api';
import type { Json } from '$core/game';

/** The board the game was played on, as a choice for a new game. */
function boardOf(view: SessionView): BoardChoice {
  const b = view.board;
  const profile = b.profile === undefined ? {} : { profile: b.profile };
  if (b.kind === 'serial' && b.port !== undefined) return { kind: 'serial', path: b.port, ...profile };
  if (b.kind === 'virtual') return { kind: 'virtual', ...profile };
  return { kind: 'none' };
}

/** Seat `i` of the rematch is played by whoever played seat `i + 1` (the last by the first). */
function turned<T>(list: readonly T[]): T[] {
  return list.length < 2 ? [...list] : [...list.slice(1), list[0]!];
}

/** The request that starts the rematch of `view`'s game (see the module docs). */
export function rematchRequest(view: SessionView): NewGameRequest {
  const seats = turned(view.seats);
  const levels = seats.map((s) => s.level ?? 'medium');
  const options = view.options !== null && typeof view.options === 'object' && !Array.isArray(view.options) ? (view.options as { readonly [k: string]: Json }) : {};
  return {
    game: view.game,
    options,
    players: seats.map((s) => s.kind),
    ...(seats.some((s) => s.kind === 'computer') ? { levels } : {}),
    board: boardOf(view),
    settings: view.settings,
  };
}
