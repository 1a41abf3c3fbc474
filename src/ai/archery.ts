/**
 * The Archery computer player: a one-ply expected-count choice. The session draws every teetotum spin
 * itself (`awaitsSpin`), so the player only decides which arrow to move by the spin's sum.
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH (rules in `src/games/archery/rules.ts`): an arrow that
 * reaches the target stops and counts its ring (1, 2, 3, bull's-eye 6, 3, 2, 1 on spaces 17..23); one
 * carried beyond it is "a miss, and counts nothing".
 */
import type { AnyGame } from '../core/game';
import {
  arrowCount,
  arrowLanding,
  isFinished,
  AT_FLAG_STAFF,
  FIRST_TARGET_SPACE,
  type ArcheryOptions,
  type ArcheryPosition,
  type ArrowMove,
} from '../games/archery/index';
import { sumDistribution } from '../games/teetotum/spin';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Difficulty } from './difficulty';
import { AbortedError, decisionSeed, type ComputerPlayer } from './player';
import { yieldToHost } from './search';

/**
 * `value[place]`: the expected final count of a lone arrow standing at `place` (the flag-staff or a space
 * 1..16) when every later spin moves it, under `options` (teetotum faces, entry counting); finished places
 * (target spaces, a miss) hold their count. A measure for choosing, not an exact game value: other arrows
 * share the spins.
 */
export function arrowValues(options: ArcheryOptions): Float64Array {
  const dist = sumDistribution(options.faces);
  const value = new Float64Array(FIRST_TARGET_SPACE + 8);
  for (let place = value.length - 1; place >= 0; place--) {
    if (place !== AT_FLAG_STAFF && isFinished(place)) {
      value[place] = arrowCount(place);
      continue;
    }
    if (place >= FIRST_TARGET_SPACE) continue;
    let v = 0;
    for (const [sum, p] of dist) {
      const to = arrowLanding(options, place, sum);
      v += p * (isFinished(to) ? arrowCount(to) : value[to]!);
    }
    value[place] = v;
  }
  return value;
}

/** Ring-count noise amplitude at each level (easy picks among moves within about half a ring). */
const NOISE: Readonly<Record<Difficulty, number>> = Object.freeze({ easy: 0.6, medium: 0, hard: 0 });

/**
 * Chooses among `moves` (arrow moves of the seat to move by its pending spin) the one that most raises
 * the seat's expected final count ({@link arrowValues}): the gain of a move is the value of the place it
 * lands on minus the value of the place it leaves. Ties go to the first in `moves`' order; `noise` (ring
 * counts) is added per move from `seed`.
 */
export function chooseArrow(options: ArcheryOptions, moves: readonly ArrowMove[], seed: number, noise: number): ArrowMove {
  const value = arrowValues(options);
  const rng = xoroshiro128plus(seed | 0);
  let best = moves[0]!;
  let bestGain = -Infinity;
  for (const m of moves) {
    const landed = isFinished(m.to) ? arrowCount(m.to) : value[m.to]!;
    const gain = landed - value[m.from]! + (noise > 0 ? (uniformInt(rng, 0, 2000) / 1000 - 1) * noise : 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = m;
    }
  }
  return best;
}

/**
 * The Archery computer player at `difficulty`. While a spin is awaited it answers with a uniformly
 * seeded pick among the spin outcomes (the session normally draws spins itself); otherwise it plays
 * {@link chooseArrow}. Deterministic for `seed` and the position; rejects with `AbortedError` on abort.
 */
export function archeryPlayer(difficulty: Difficulty, seed: number): ComputerPlayer {
  return {
    name: `Archery computer (${difficulty})`,
    async choose(game: AnyGame, pos, signal) {
      if (signal.aborted) throw new AbortedError();
      await yieldToHost();
      if (signal.aborted) throw new AbortedError();
      const p = pos as ArcheryPosition;
      const moves = game.legalMoves(p) as readonly (ArrowMove | { kind: 'spin' })[];
      if (moves.length === 0) throw new Error('archeryPlayer.choose: the position has no legal move');
      const s = decisionSeed(seed, game, p);
      const arrows = moves.filter((m): m is ArrowMove => m.kind === 'arrow');
      if (arrows.length === 0) return moves[uniformInt(xoroshiro128plus(s), 0, moves.length - 1)];
      return chooseArrow(p.options, arrows, s, NOISE[difficulty]);
    },
  };
}
