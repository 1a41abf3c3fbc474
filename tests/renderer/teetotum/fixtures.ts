/**
 * Session views of the teetotum games (Archery, Quoits) for the screens' component tests, built from the
 * real engines: the moves are played from the game's start, so what the screen is given is what the host
 * would send.
 */
import type { SessionView } from '../../../src/api';
import type { AnyGame } from '../../../src/core/game';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { TEETOTUM_SEATS } from '../../../src/games/teetotum/seats';

/** Seat kinds, one per player. */
export type Kinds = readonly ('board' | 'screen' | 'computer')[];

/**
 * A session view of `game` after `moves` (notation) from its start with `kinds.length` players.
 * @param options raw rule options (as the start screen sends them).
 */
export function teetotumView(game: AnyGame, kinds: Kinds, moves: readonly string[], options: Record<string, unknown> = {}, extra: Partial<SessionView> = {}): SessionView {
  let pos = unwrap(game.setup(unwrap(parseOptions(game.options, options)), kinds.length));
  const plies: SessionView['moves'][number][] = [];
  for (const [i, m] of moves.entries()) {
    const seat = game.turn(pos) ?? 0;
    pos = unwrap(game.play(pos, unwrap(game.parseMove(m))));
    plies.push({ ply: i + 1, seat, notation: m, by: kinds[seat] ?? 'screen', provisional: false });
  }
  const status = game.status(pos);
  const ongoing = status.kind === 'ongoing';
  return {
    id: 'test',
    game: game.id,
    gameName: game.name,
    options: options as SessionView['options'],
    settings: { settleMs: 400, guidanceDelayMs: 2000, takebacks: 'allowed', northSeat: 0, computerDelayMs: 300 },
    seats: kinds.map((kind, seat) => ({ seat, name: TEETOTUM_SEATS[seat]!.name, colour: TEETOTUM_SEATS[seat]!.colour, kind })),
    phase: ongoing ? 'playing' : 'finished',
    position: game.formatPosition(pos),
    contents: game.physical?.contents(pos) ?? {},
    moves: plies,
    turn: ongoing ? (game.turn(pos) ?? null) : null,
    status,
    legalMoves: ongoing ? game.legalMoves(pos).map((m) => ({ notation: game.formatMove(m), vacates: [], fills: [] })) : [],
    lastMove: plies[plies.length - 1] ?? null,
    provisional: false,
    candidates: null,
    guidance: null,
    announced: null,
    thinking: null,
    hint: null,
    board: { kind: 'none', state: 'none' },
    lifted: [],
    canUndo: plies.length > 0,
    canRedo: false,
    drawOffer: null,
    awaitsSpin: ongoing && game.awaitsSpin?.(pos) === true,
    spinEntry: false,
    ...extra,
  };
}

/** Makes `window.matchMedia` answer prefers-reduced-motion with `reduce`; returns the restore function. */
export function reducedMotion(reduce: boolean): () => void {
  const before = window.matchMedia;
  window.matchMedia = ((q: string) =>
    ({
      matches: reduce && q.includes('prefers-reduced-motion'),
      media: q,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}
