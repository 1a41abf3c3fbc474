/**
 * Quoits scoring: "Each man on the hub counts ten ; on a double number, three ; and on the other
 * numbers two. In addition to the above, the man nearest to the hub counts five I the next nearest,
 * three'; and the third, one." (`001_08482469b23ea4ed.txt`, GAME OF QUOITS).
 *
 * The 5/3/1 for nearness is given, by the option `nearestScope`, either once among every man on the
 * board, each measured from the hub of his own set (`both-sets`), or on each set separately among the
 * men on that set (`each-set`); whoever owns the men. Distances come from the layout. Ties of distance
 * follow the option `nearestTies`.
 */
import type { PlayerIndex } from '../../core/game';
import { indexLayout } from './layout';
import { menPerGame, type QuoitsPosition } from './position';
import { DOUBLET_POINTS, HUB_POINTS, NEAREST_POINTS, NUMBER_POINTS } from './rules';

/** One player's score for the men now on the board, by component (points). */
export interface QuoitsScoreLine {
  /** 10 per man on a hub. */
  readonly hub: number;
  /** 3 per man on a doublet ("double number") space. */
  readonly doubles: number;
  /** 2 per man on another number space. */
  readonly numbers: number;
  /** 5, 3 and 1 for the men nearest the hub (see `nearestScope`). */
  readonly nearest: number;
  /** The sum of the four. */
  readonly total: number;
}

/** A man's place among the nearest (on his set, or on the board under `nearestScope: both-sets`): who, where, and the points it earns. */
export interface NearestAward {
  readonly set: number;
  readonly owner: PlayerIndex;
  readonly space: string;
  /** 1, 2 or 3 (with `shared-rank`, tied men share the better place). */
  readonly place: number;
  readonly points: number;
}

/** The board's score: one line per seat and the nearest-to-the-hub awards behind it. */
export interface QuoitsBoardScore {
  readonly lines: readonly QuoitsScoreLine[];
  readonly nearest: readonly NearestAward[];
}

/**
 * Scores the men now on the board (provisional until the game's four rounds are complete).
 * @returns per seat: hub, doubles, numbers, nearest, total; and the nearest awards set by set.
 */
export function scoreBoard(p: QuoitsPosition): QuoitsBoardScore {
  const ix = indexLayout(p.options.layout);
  const base = Array.from({ length: p.playerCount }, () => ({ hub: 0, doubles: 0, numbers: 0, nearest: 0 }));
  const pools: { set: number; owner: number; space: string; distance: number; order: number }[][] =
    p.options.nearestScope === 'both-sets' ? [[]] : ix.layout.sets.map(() => []);
  p.men.forEach((man, order) => {
    const i = ix.byId.get(man.space)!;
    const sp = ix.spaces[i]!;
    const line = base[man.owner]!;
    if (sp.kind === 'hub') line.hub += HUB_POINTS;
    else if (sp.kind === 'doublet') line.doubles += DOUBLET_POINTS;
    else line.numbers += NUMBER_POINTS;
    const set = ix.setOf[i]!;
    pools[pools.length === 1 ? 0 : set]!.push({ set, owner: man.owner, space: man.space, distance: sp.distance, order });
  });
  const nearest: NearestAward[] = [];
  for (const men of pools) {
    const ranked = [...men].sort((a, b) => a.distance - b.distance || a.order - b.order);
    ranked.forEach((m, k) => {
      const place = p.options.nearestTies === 'shared-rank' ? 1 + ranked.filter((o) => o.distance < m.distance).length : k + 1;
      const points = NEAREST_POINTS[place - 1];
      if (points === undefined) return;
      nearest.push({ set: m.set, owner: m.owner, space: m.space, place, points });
      base[m.owner]!.nearest += points;
    });
  }
  return { lines: base.map((l) => ({ ...l, total: l.hub + l.doubles + l.numbers + l.nearest })), nearest };
}

/** `true` when this game's four rounds have all been pitched (its score is made up). */
export function gameComplete(p: QuoitsPosition): boolean {
  return p.lead === undefined && p.pitched === menPerGame(p.playerCount);
}

/**
 * The match totals per seat: every earlier game's score plus this game's once it is complete.
 */
export function quoitsTotals(p: QuoitsPosition): readonly number[] {
  const board = gameComplete(p) ? scoreBoard(p).lines.map((l) => l.total) : undefined;
  return Array.from({ length: p.playerCount }, (_, s) => p.history.reduce((t, row) => t + row[s]!, 0) + (board?.[s] ?? 0));
}

/** `true` when the match is over: a complete game under `one-game`, or a total at `targetScore` or more. */
export function matchOver(p: QuoitsPosition): boolean {
  if (!gameComplete(p)) return false;
  return p.options.goal === 'one-game' || quoitsTotals(p).some((t) => t >= p.options.targetScore);
}
