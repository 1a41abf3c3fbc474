/**
 * Spoof's levels against a visitor (issue 17: "Spoof: levels by aim noise, so a visitor can win against
 * the easiest"; measured as "the easiest level loses most games to a simple aiming policy over seeded
 * games"). The visitor is `aimAtNearest` (`src/ai/spoof.ts`: the nearest man it may attack, straight at
 * it, no look-ahead) with a careful person's hand: {@link VISITOR_AIM}. Each level Spoof offers plays
 * {@link GAMES} seeded games against it, taking the first shot in every other game, under the `quick`
 * preset's limit of 200 shots (the side with more men in play then wins; equal numbers draw).
 *
 * Figures `spoof.levels.<level>.won|drawn|lost` (the computer's games) and, with the goal, the beginner's
 * share of games lost.
 */
import { aimAtNearest, spoofDecision } from '../src/ai/spoof';
import { LEVELS } from '../src/ai/levels';
import { levelsOf } from '../src/ai/offers';
import { unwrap } from '../src/core/result';
import { DEFAULT_OPTIONS, spoof, startPosition, type FlickNoise, type SpoofPosition } from '../src/games/spoof';
import type { Figure } from './harness';

/** Games per level. */
export const GAMES = 20;
/** The visitor's flick: 2° of heading and 5 % of speed, one standard deviation. */
export const VISITOR_AIM: FlickNoise = Object.freeze({ headingSd: 2, speedSd: 0.05 });

/** The computer's wins, draws and losses at `level` over `games` seeded games against the visitor. */
export function levelVsVisitor(level: keyof typeof LEVELS, games: number): { won: number; drawn: number; lost: number } {
  const out = { won: 0, drawn: 0, lost: 0 };
  for (let g = 0; g < games; g++) {
    const computer = g % 2;
    let pos: SpoofPosition = startPosition({ ...DEFAULT_OPTIONS, shotLimit: 200 });
    for (let n = 0; spoof.status(pos).kind === 'ongoing'; n++) {
      const shot = pos.turn === computer ? spoofDecision(pos, LEVELS[level], g * 1000 + n) : aimAtNearest(pos, VISITOR_AIM, g * 7919 + n * 13);
      pos = unwrap(spoof.play(pos, shot));
    }
    const st = spoof.status(pos);
    if (st.kind === 'won') out[st.winners.includes(computer) ? 'won' : 'lost']++;
    else out.drawn++;
  }
  return out;
}

/** The figures of every level Spoof offers (see the module docs). */
export function spoofLevelFigures(): Figure[] {
  const figures: Figure[] = [];
  for (const { name } of levelsOf('spoof')) {
    const r = levelVsVisitor(name, GAMES);
    figures.push(
      { name: `spoof.levels.${name}.won`, value: r.won, unit: `of ${GAMES} games v a visitor aiming at the nearest man` },
      { name: `spoof.levels.${name}.drawn`, value: r.drawn, unit: 'games' },
      { name: `spoof.levels.${name}.lost`, value: r.lost, unit: 'games' },
    );
    if (name === 'beginner') {
      figures.push({ name: 'spoof.levels.beginner.lostShare', value: r.lost / GAMES, unit: 'of its games lost to the visitor', goal: { atLeast: 0.5, source: 'issue 17: a visitor can win against the easiest' } });
    }
  }
  return figures;
}
