/**
 * The Archery computer player. The session draws every teetotum spin itself (`awaitsSpin`), so the
 * player only decides which arrow to move by the spin's sum.
 *
 * Players never touch each other's arrows ("Two or more arrows of the same, or of opponent players, may
 * occupy the same space at the same time"), so one player's arrows form a small decision process of
 * their own: a state is the three arrows' places (flag-staff, spaces 1..23, missed), and each turn a spin
 * of the double teetotum moves one arrow. Two policies, both exact by dynamic programming over those
 * states (2,925 of them):
 * - `expected` (default): the most expected final count ({@link expectedCounts}: 10.14 a game with faces
 *   1-6 and the default options);
 * - `win`: the most chance of the largest count. The opponents' final counts are taken as independent
 *   distributions (each playing the expected-count policy from where it stands, {@link countDistribution}),
 *   and the player maximises the chance of beating them (a tie for the lead counting half); re-planned at
 *   every decision, so it reacts to the opponents' progress.
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH (rules in `src/games/archery/rules.ts`): "As soon as an
 * arrow reaches the target its move is ended."; "Any arrow that is carried beyond the target by the spin
 * is a miss, and counts nothing."; "The player having the largest count wins the game."
 */
import type { AnyGame } from '../core/game';
import {
  arrowCount,
  arrowLanding,
  isFinished,
  AT_FLAG_STAFF,
  MISSED,
  type ArcheryOptions,
  type ArcheryPosition,
  type ArrowMove,
} from '../games/archery/index';
import { sumDistribution } from '../games/teetotum/spin';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { DEFAULT_LEVEL, levelForSeat, seatLevelsLabel, type Level, type SeatLevels } from './levels';
import { AbortedError, decisionSeed, yieldToHost, type ComputerPlayer } from './player';

/** What an Archery player aims for: the most expected count, or the most chance of winning. */
export type ArcheryObjective = 'expected' | 'win';

/** Places per arrow (flag-staff 0, spaces 1..23, missed 24). */
const PLACES = MISSED + 1;
/** The largest count of three arrows (three bull's-eyes). */
const MAX_COUNT = 18;

/** Index of a sorted triple of places. */
const stateIndex = (a: number, b: number, c: number): number => (a * PLACES + b) * PLACES + c;

function sorted3(a: number, b: number, c: number): [number, number, number] {
  if (a > b) [a, b] = [b, a];
  if (b > c) [b, c] = [c, b];
  if (a > b) [a, b] = [b, a];
  return [a, b, c];
}

/** The places an arrow may be moved from in state `arrows` (distinct, unfinished; the flag-staff first while `enter-all-first`). */
function movable(options: ArcheryOptions, arrows: readonly number[]): number[] {
  if (arrows.includes(AT_FLAG_STAFF) && options.entryOrder === 'enter-all-first') return [AT_FLAG_STAFF];
  return [...new Set(arrows.filter((a) => !isFinished(a)))];
}

/** The sorted state after moving the arrow at `from` by `sum`. */
function after(options: ArcheryOptions, arrows: readonly number[], from: number, sum: number): [number, number, number] {
  const i = arrows.indexOf(from);
  const next = [...arrows];
  next[i] = arrowLanding(options, from, sum);
  return sorted3(next[0]!, next[1]!, next[2]!);
}

/**
 * Solves the one-player process for the terminal utility `utility(count)` (the count of the three
 * arrows once all have reached or missed the target): `value[stateIndex]` the best expected utility.
 */
function solve(options: ArcheryOptions, utility: (count: number) => number): Float64Array {
  const dist = [...sumDistribution(options.faces)];
  const value = new Float64Array(PLACES ** 3).fill(Number.NaN);
  const v = (a: number, b: number, c: number): number => {
    const k = stateIndex(a, b, c);
    const known = value[k]!;
    if (!Number.isNaN(known)) return known;
    const arrows = [a, b, c];
    let out: number;
    if (arrows.every(isFinished)) out = utility(arrowCount(a) + arrowCount(b) + arrowCount(c));
    else {
      out = 0;
      const froms = movable(options, arrows);
      for (const [sum, p] of dist) {
        let bestV = -Infinity;
        for (const from of froms) bestV = Math.max(bestV, v(...after(options, arrows, from, sum)));
        out += p * bestV;
      }
    }
    value[k] = out;
    return out;
  };
  for (let a = 0; a < PLACES; a++) for (let b = a; b < PLACES; b++) for (let c = b; c < PLACES; c++) v(a, b, c);
  return value;
}

const expectedCache = new Map<string, Float64Array>();
const optionsKey = (o: ArcheryOptions): string => `${o.faces.join(',')}|${o.entryCount}|${o.entryOrder}`;

/**
 * `value[i]`: the expected final count of one player's arrows from state `i` (a sorted triple of places,
 * see {@link archeryStateValue}) under the best policy, for `options`. Cached per options.
 */
export function expectedCounts(options: ArcheryOptions): Float64Array {
  const key = optionsKey(options);
  let v = expectedCache.get(key);
  if (v === undefined) {
    v = solve(options, (count) => count);
    expectedCache.set(key, v);
  }
  return v;
}

/** The entry of a solved table for a player's three arrows (any order). */
export function archeryStateValue(table: Float64Array, arrows: readonly number[]): number {
  const [a, b, c] = sorted3(arrows[0]!, arrows[1]!, arrows[2]!);
  return table[stateIndex(a, b, c)]!;
}

/**
 * The distribution of the final count (index 0..18) of a player whose arrows stand at `arrows` and who
 * plays the expected-count policy from now on.
 */
export function countDistribution(options: ArcheryOptions, arrows: readonly number[]): Float64Array {
  const value = expectedCounts(options);
  const dist = [...sumDistribution(options.faces)];
  const memo = new Map<number, Float64Array>();
  const d = (a: number, b: number, c: number): Float64Array => {
    const k = stateIndex(a, b, c);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const out = new Float64Array(MAX_COUNT + 1);
    const s = [a, b, c];
    if (s.every(isFinished)) out[arrowCount(a) + arrowCount(b) + arrowCount(c)] = 1;
    else {
      const froms = movable(options, s);
      for (const [sum, p] of dist) {
        let best: [number, number, number] | undefined;
        let bestV = -Infinity;
        for (const from of froms) {
          const n = after(options, s, from, sum);
          const nv = value[stateIndex(...n)]!;
          if (nv > bestV) {
            bestV = nv;
            best = n;
          }
        }
        const sub = d(...best!);
        for (let x = 0; x <= MAX_COUNT; x++) out[x]! += p * sub[x]!;
      }
    }
    memo.set(k, out);
    return out;
  };
  return d(...sorted3(arrows[0]!, arrows[1]!, arrows[2]!));
}

/**
 * `utility[x]`: the chance that a final count of `x` wins against opponents whose final counts follow
 * `others` (independent), a tie for the lead counting half.
 */
export function winUtility(others: readonly Float64Array[]): Float64Array {
  const u = new Float64Array(MAX_COUNT + 1);
  for (let x = 0; x <= MAX_COUNT; x++) {
    let below = 1;
    let atMost = 1;
    for (const o of others) {
      let lt = 0;
      for (let y = 0; y < x; y++) lt += o[y]!;
      below *= lt;
      atMost *= lt + o[x]!;
    }
    u[x] = below + 0.5 * (atMost - below);
  }
  return u;
}

/**
 * The values of `seat`'s states under `objective` in `p`: expected final counts, or chances of winning
 * against the other seats' final-count distributions (see the module docs). Index with
 * {@link archeryStateValue}.
 */
export function objectiveTable(p: ArcheryPosition, seat: number, objective: ArcheryObjective): Float64Array {
  if (objective === 'expected') return expectedCounts(p.options);
  const others = p.arrows.flatMap((set, s) => (s === seat ? [] : [countDistribution(p.options, set)]));
  const u = winUtility(others);
  return solve(p.options, (count) => u[count]!);
}

/**
 * Chooses among `moves` (arrow moves of `seat` by its pending spin) the one leading to the best state
 * under `objective` ({@link objectiveTable}); `noise` (in the objective's units, from `seed`) is added to
 * each move's value; ties go to the first in `moves`' order.
 */
export function chooseArrow(p: ArcheryPosition, seat: number, moves: readonly ArrowMove[], objective: ArcheryObjective, seed: number, noise: number): ArrowMove {
  const table = objectiveTable(p, seat, objective);
  const own = p.arrows[seat]!;
  const rng = xoroshiro128plus(seed | 0);
  let best = moves[0]!;
  let bestV = -Infinity;
  for (const m of moves) {
    const v = archeryStateValue(table, afterMove(own, m)) + (noise > 0 ? (uniformInt(rng, 0, 2000) / 1000 - 1) * noise : 0);
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

/** A player's arrows after `m`. */
export function afterMove(arrows: readonly number[], m: ArrowMove): number[] {
  const next = [...arrows];
  next[next.indexOf(m.from)] = m.to;
  return next;
}

/** Ring counts of noise at a level's noise 1. */
const NOISE_SCALE = 4;

/**
 * One decision of the Archery computer at `level` in `p` (a position whose game is not over), seeded by
 * `seed` (the decision's seed: `decisionSeed` of `./player.ts`): while a spin is awaited a seeded pick
 * among the spin outcomes (the session normally draws spins itself), otherwise {@link chooseArrow} for
 * the level's objective (`level.objective`, else `objective`). Synchronous and pure.
 * @throws Error when the position has no legal move.
 */
export function archeryDecision(game: AnyGame, p: ArcheryPosition, level: Level, seed: number, objective: ArcheryObjective = 'expected'): unknown {
  const moves = game.legalMoves(p) as readonly (ArrowMove | { kind: 'spin' })[];
  if (moves.length === 0) throw new Error('archeryDecision: the position has no legal move');
  const arrows = moves.filter((m): m is ArrowMove => m.kind === 'arrow');
  if (arrows.length === 0 || p.current === undefined) return moves[uniformInt(xoroshiro128plus(seed), 0, moves.length - 1)];
  const aim = level.objective ?? objective;
  // Noise in ring counts for the expected count; as a chance (a quarter at noise 1) for the win.
  const noise = level.noise * (aim === 'win' ? 0.25 : NOISE_SCALE);
  return chooseArrow(p, p.current, arrows, aim, seed, noise);
}

/**
 * The Archery computer player at `levels` (one, or one per seat) aiming for `objective` (unless a seat's
 * level names its own): {@link archeryDecision}. Deterministic for `seed` and the position; rejects with
 * `AbortedError` on abort.
 */
export function archeryPlayer(levels: SeatLevels = DEFAULT_LEVEL, seed = 0, objective: ArcheryObjective = 'expected'): ComputerPlayer {
  const label = seatLevelsLabel(levels);
  return {
    name: `Archery computer (${label}${objective === 'win' ? ', to win' : ''})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await yieldToHost();
      if (signal.aborted) throw new AbortedError();
      const p = pos as ArcheryPosition;
      return archeryDecision(game, p, levelForSeat(levels, p.current ?? 0), decisionSeed(seed, game, p), objective);
    },
  };
}
