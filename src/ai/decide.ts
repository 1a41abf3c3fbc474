/**
 * One decision of a game's computer player, synchronously, from plain data: the pure search the host's
 * search worker runs (`host/ai-worker.ts`; issue 17: "The search runs off the UI thread"). The players of
 * `./computers.ts` make the same decisions on the caller's thread, a root move at a time (for a host
 * without its worker): for the same position, level and seed, and a node limit (`Level.nodes`) in place
 * of the clock, both answer the same move.
 */
import type { AnyGame } from '../core/game';
import { format } from '../i18n/index';
import type { ArcheryPosition } from '../games/archery/index';
import type { MorrisPosition } from '../games/morris/engine';
import type { NmigPosition } from '../games/not-made-in-germany/position';
import type { SpoofPosition } from '../games/spoof/position';
import { archeryDecision } from './archery';
import type { Level } from './levels';
import { morrisSearcherFor, thinkMorris } from './morris/player';
import type { MorrisSearcher } from './morris/search';
import { nmigSearcherFor, thinkNmig } from './nmig/player';
import type { NmigSearcher } from './nmig/search';
import { decisionSeed, randomDecision } from './player';
import { spoofDecision } from './spoof';

/** What a searcher remembers between the decisions of one seat (its transposition table). */
export interface SearchMemory {
  morris?: MorrisSearcher;
  nmig?: NmigSearcher;
}

/** Options of {@link decide}. */
export interface DecideOptions {
  /** Polled during a search (every 1,024 nodes): `true` answers at once with the best move so far. */
  readonly shouldStop?: () => boolean;
  /** The clock, ms (monotonic; `performance.now` by default). */
  readonly now?: () => number;
  /** The seat's searchers, kept between its decisions (filled in on first use). */
  readonly memory?: SearchMemory;
  /** Spoof: the shot meant, before the aim noise (for a hint: where to aim); the others ignore it. */
  readonly intended?: boolean;
}

/**
 * The move game `game`'s computer plays in `pos` (a position whose game is not over) at `level`, for the
 * player seeded `seed` (the session's seed: each decision mixes in the position, `decisionSeed`).
 * Morris and Not Made in Germany search (`./morris/`, `./nmig/`), Archery solves its decision process,
 * Spoof tries flicks in its model, and any other game (Quoits: "placement is forced by the spin") picks a
 * legal move at random.
 * @returns a move of `game` (legal in `pos`).
 * @throws Error when `pos` has no legal move; `AbortedError` when `shouldStop` ended Morris's endgame
 *   tables' build before any search.
 */
export function decide(game: AnyGame, pos: unknown, level: Level, seed: number, options: DecideOptions = {}): unknown {
  const memory = options.memory ?? {};
  const search = { now: options.now, shouldStop: options.shouldStop };
  switch (game.id) {
    case 'morris': {
      const thought = thinkMorris(pos as MorrisPosition, level, decisionSeed(seed, game, pos), { ...search, searcher: (memory.morris ??= morrisSearcherFor(level)) });
      const move = game.parseMove(thought.move);
      if (!move.ok) throw new Error(`decide: the Morris search answered ${thought.move}, which does not read: ${format(move.error.message, 'en')}`);
      return move.value;
    }
    case 'not-made-in-germany':
      return thinkNmig(pos as NmigPosition, level, decisionSeed(seed, game, pos), { ...search, searcher: (memory.nmig ??= nmigSearcherFor(level)) });
    case 'archery':
      return archeryDecision(game, pos as ArcheryPosition, level, decisionSeed(seed, game, pos));
    case 'spoof':
      return spoofDecision(pos as SpoofPosition, level, seed, options.intended === true);
    default:
      return randomDecision(game, pos, seed);
  }
}
