/**
 * The Morris computer player: the search of `search.ts` at a named level (`../levels.ts`), with the
 * endgame tables of the flying endings built at first need (`endgame.ts`).
 *
 * Two ways in:
 * - {@link thinkMorris}: one decision from plain, serialisable data (a position value and a level), for
 *   the host's search worker (`host/ai-worker.ts`) or a test; synchronous, bounded by the level's time on
 *   the given clock (and its node limit), stopped early by `shouldStop`;
 * - {@link morrisPlayer}: a `ComputerPlayer` for a host without its worker, levels per seat, which runs
 *   the same search a root move at a time and yields to the host's event loop in between, and stops
 *   early when its signal aborts.
 */
import type { AnyGame } from '../../core/game';
import { popcount } from '../../games/morris/board';
import { unpackMove, type MorrisMove, type MorrisPosition } from '../../games/morris/engine';
import { formatMove } from '../../games/morris/notation';
import { DEFAULT_LEVEL, levelForSeat, seatLevelsLabel, type Level, type SeatLevels } from '../levels';
import { AbortedError, decisionSeed, type ComputerPlayer } from '../player';
import { driveSteps, runSteps } from '../root';
import { endgameTableSteps, type EndgameTables } from './endgame';
import { MorrisSearcher, type MorrisSearchResult } from './search';

/** Noise of a level in the search's units: `level.noise * NOISE_SCALE` hundredths of a man. */
export const NOISE_SCALE = 200;

const tableCache = new Map<boolean, EndgameTables>();
const tableBuilds = new Map<boolean, Generator<void, EndgameTables, void>>();

/**
 * The endgame tables for the `blocked` option (`true`: `loses`), built on the first call and kept for
 * the life of the process (about two seconds of building, 2 MB).
 */
export function endgameTables(blockedLoses: boolean): EndgameTables {
  return tableCache.get(blockedLoses) ?? finishTables(blockedLoses, runSteps(buildOf(blockedLoses)));
}

/**
 * The same tables built at once unless `shouldStop` (polled between steps of a few thousand positions)
 * says to stop: then `undefined`, and the build keeps its progress for the next call.
 */
export function endgameTablesUnless(blockedLoses: boolean, shouldStop: () => boolean): EndgameTables | undefined {
  const cached = tableCache.get(blockedLoses);
  if (cached !== undefined) return cached;
  const build = buildOf(blockedLoses);
  for (;;) {
    if (shouldStop()) return undefined;
    const r = build.next();
    if (r.done === true) return finishTables(blockedLoses, r.value);
  }
}

/**
 * The same tables built a few thousand positions at a time between yields to the host's event loop; an
 * aborted build keeps its progress for the next call.
 * @throws AbortedError (rejects) when `signal` aborts.
 */
export async function endgameTablesAsync(blockedLoses: boolean, signal: AbortSignal): Promise<EndgameTables> {
  const cached = tableCache.get(blockedLoses);
  if (cached !== undefined) return cached;
  const built = await driveSteps(buildOf(blockedLoses), signal, 20, true);
  // Another caller driving the same build may have finished it first.
  return tableCache.get(blockedLoses) ?? finishTables(blockedLoses, built);
}

function buildOf(blockedLoses: boolean): Generator<void, EndgameTables, void> {
  let build = tableBuilds.get(blockedLoses);
  if (build === undefined) {
    build = endgameTableSteps(blockedLoses);
    tableBuilds.set(blockedLoses, build);
  }
  return build;
}

function finishTables(blockedLoses: boolean, tables: EndgameTables): EndgameTables {
  tableBuilds.delete(blockedLoses);
  tableCache.set(blockedLoses, tables);
  return tables;
}

/**
 * `true` when the search from `pos` may reach a flying ending the tables cover: the `flying` option,
 * every man placed, and few men left (at most ten on the board, or a side down to four).
 */
export function nearFlyingEnding(pos: MorrisPosition): boolean {
  if (!pos.options.flying || pos.hand[0] + pos.hand[1] > 0) return false;
  const w = popcount(pos.men[0]);
  const b = popcount(pos.men[1]);
  return w + b <= 10 || Math.min(w, b) <= 4;
}

/** A decision of {@link thinkMorris}: the move in notation, with the search's figures. */
export interface MorrisThought {
  /** The move in Parlour's notation (`d2`, `d2-d3xg7`). */
  readonly move: string;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly elapsedMs: number;
  readonly pv: readonly string[];
}

function thought(r: MorrisSearchResult): MorrisThought {
  return { move: formatMove(unpackMove(r.move)), score: r.score, depth: r.depth, nodes: r.nodes, elapsedMs: r.elapsedMs, pv: r.pv };
}

/** Settings a searcher gets from a level (the tables are attached separately). */
function limitsOf(level: Level, seed: number, now?: () => number, shouldStop?: () => boolean) {
  return { timeMs: level.timeMs, maxDepth: level.maxDepth, noise: level.noise * NOISE_SCALE, seed, now, shouldStop, nodeLimit: level.nodes };
}

/** A searcher sized for `level` (a larger table for the levels that think half a second or more). */
export function morrisSearcherFor(level: Level): MorrisSearcher {
  return new MorrisSearcher({ ttBits: level.timeMs >= 500 ? 20 : 18 });
}

/**
 * One decision for `position` (a Morris position whose game is not over) at `level`. Near a flying ending
 * the endgame tables are built first (once per process, about two seconds, before the clock starts).
 * @param options.searcher reuse one between the decisions of a game (its table remembers); default
 *   {@link morrisSearcherFor}.
 * @param options.now the clock (ms), `performance.now` by default.
 * @param options.shouldStop polled during the search (and the tables' build); `true` answers at once
 *   with the best move so far.
 * @throws Error when the position has no legal move; AbortedError when `shouldStop` stopped the tables'
 *   build (there is no move yet; the build resumes at the next call).
 */
export function thinkMorris(
  position: MorrisPosition,
  level: Level,
  seed: number,
  options: { searcher?: MorrisSearcher; now?: () => number; shouldStop?: () => boolean } = {},
): MorrisThought {
  const searcher = options.searcher ?? morrisSearcherFor(level);
  if (nearFlyingEnding(position)) {
    const tables = endgameTablesUnless(position.options.blocked === 'loses', options.shouldStop ?? (() => false));
    if (tables === undefined) throw new AbortedError();
    searcher.setTables(tables);
  }
  return thought(searcher.search(position, limitsOf(level, seed, options.now, options.shouldStop)));
}

/**
 * The Morris computer player at `levels` (one level, or one per seat). Its decisions depend on the
 * clock (a deeper search in the same time on a faster machine), so replays come from the journal of
 * moves, not from re-deciding. Rejects with `AbortedError` when the signal aborts, with an Error when
 * the game is over.
 */
export function morrisPlayer(levels: SeatLevels = DEFAULT_LEVEL, seed = 0): ComputerPlayer {
  const searchers: MorrisSearcher[] = [];
  return {
    name: `Morris computer (${seatLevelsLabel(levels)})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      const p = pos as MorrisPosition;
      const seat = game.turn(p);
      if (seat === undefined) throw new Error('morrisPlayer.choose: the game is over');
      const level = levelForSeat(levels, seat);
      const searcher = (searchers[seat] ??= morrisSearcherFor(level));
      // The tables are built before the clock starts (once per process, about two seconds).
      if (nearFlyingEnding(p)) searcher.setTables(await endgameTablesAsync(p.options.blocked === 'loses', signal));
      const steps = searcher.steps(p, limitsOf(level, decisionSeed(seed, game, p), undefined, () => signal.aborted));
      const r = await driveSteps(steps, signal);
      return unpackMove(r.move) satisfies MorrisMove;
    },
  };
}
