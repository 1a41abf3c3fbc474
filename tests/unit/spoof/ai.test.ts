/**
 * The computer player (issue 8 §3) and whole games between two computer players (issue 8 §5): they finish
 * with a winner, and the record of shots as played (after noise) replays the game exactly through the notation.
 * Its levels are levels of aim noise (issue 17: "Spoof: levels by aim noise, so a visitor can win against
 * the easiest"); `npm run bench -- --only spoof` measures each against a plain aiming policy.
 */
import { describe, expect, it } from 'vitest';
import { AbortedError } from '../../../src/ai/player';
import { unwrap } from '../../../src/core/result';
import {
  DEFAULT_OPTIONS,
  formatShot,
  parseShot,
  resolveShot,
  spoof,
  startPosition,
  type Shot,
  type SpoofOptions,
  type SpoofPosition,
} from '../../../src/games/spoof';
import { aimAtNearest, aimNoise, chooseShot, spoofDecision, spoofPlayer } from '../../../src/ai/spoof';
import { LEVELS, type LevelName } from '../../../src/ai/levels';
import { levelsOf } from '../../../src/ai/offers';
import { HEAVY_TEST_MS, build, open } from './helpers';
import { en } from '../support/text';

interface Played {
  readonly final: SpoofPosition;
  readonly record: readonly string[];
  readonly kinds: readonly string[];
}

function playGame(options: SpoofOptions, levels: readonly [LevelName, LevelName], seed: number): Played {
  let pos = startPosition(options);
  const record: string[] = [];
  const kinds: string[] = [];
  while (spoof.status(pos).kind === 'ongoing') {
    const d = chooseShot(pos, { aim: aimNoise(LEVELS[levels[pos.turn]!].noise), seed: seed + record.length * 101 });
    if (d === undefined) throw new Error('no decision in an ongoing game');
    const r = unwrap(resolveShot(pos, d.played));
    record.push(formatShot(d.played));
    kinds.push(r.outcome.kind);
    pos = r.position;
  }
  return { final: pos, record, kinds };
}

describe('computer player', () => {
  it('covers an exposed man when it can', () => {
    const pos = build({ 1: open(100, 250) }, {}, 1);
    const d = chooseShot(pos, { aim: aimNoise(LEVELS.hard.noise), seed: 1 })!;
    const r = unwrap(resolveShot(pos, d.intended));
    expect(r.outcome.kind).toBe('captured');
    expect(d.candidates).toBeGreaterThan(20);
  }, HEAVY_TEST_MS);
  it('is deterministic for a seed, and its aim noise grows level by level down to the beginner', () => {
    const pos = build({ 1: open(100, 250) }, {}, 1);
    const medium = aimNoise(LEVELS.medium.noise);
    expect(chooseShot(pos, { aim: medium, seed: 5 })).toEqual(chooseShot(pos, { aim: medium, seed: 5 }));
    const spread = (level: LevelName) => {
      let sum = 0;
      for (let seed = 0; seed < 12; seed++) {
        const d = chooseShot(pos, { aim: aimNoise(LEVELS[level].noise), seed, trials: 1 })!;
        sum += Math.abs(d.played.heading - d.intended.heading);
      }
      return sum;
    };
    const offered = levelsOf('spoof').map((o) => o.name);
    const spreads = offered.map(spread);
    for (let i = 1; i < spreads.length; i++) expect(spreads[i]!).toBeLessThan(spreads[i - 1]!);
    expect(aimNoise(LEVELS.beginner.noise)).toEqual({ headingSd: 12, speedSd: 0.25 });
    expect(aimNoise(0)).toEqual({ headingSd: 0.5, speedSd: 0.02 });
  }, HEAVY_TEST_MS);
  it('gives a hint as the shot meant, and plays it with the noise of its level', () => {
    const pos = build({ 1: open(100, 250) }, {}, 1);
    const meant = spoofDecision(pos, LEVELS.beginner, 4, true);
    const flicked = spoofDecision(pos, LEVELS.beginner, 4);
    expect(meant.man).toBe(flicked.man);
    expect(meant).not.toEqual(flicked);
    expect(unwrap(resolveShot(pos, meant)).outcome.kind).toBe('captured');
  }, HEAVY_TEST_MS);
  it('the plain aiming policy flicks the man nearest a target straight at it, and ahead when there is none', () => {
    // Stars' man 3 in the open below Plain's man 9, which stands alone in the open.
    const pos = build({ 3: open(60, 200), 9: open(60, 320) });
    const shot = aimAtNearest(pos, { headingSd: 0, speedSd: 0 }, 1);
    expect(shot.man).toBe(3);
    expect(shot.heading).toBe(90);
    expect(unwrap(resolveShot(pos, shot)).outcome.covered).toContain(9);
    const opening = aimAtNearest(startPosition(DEFAULT_OPTIONS), { headingSd: 0, speedSd: 0 }, 1);
    expect(opening.heading).toBe(90);
  });
  it('returns undefined once the game is over', () => {
    const lost = { owner: 1, place: { kind: 'square', end: 'plain', index: 5 } } as const;
    const over = build({ 1: lost, 2: lost, 3: lost, 4: inPlain(4), 5: inPlain(3), 6: inPlain(2) });
    expect(spoof.status(over).kind).toBe('won');
    expect(chooseShot(over, { aim: aimNoise(1), seed: 0 })).toBeUndefined();
  });
});

function inPlain(index: number) {
  return { owner: 1, place: { kind: 'square', end: 'plain', index } } as const;
}

describe('whole games between two computer players', () => {
  const options: SpoofOptions = { ...DEFAULT_OPTIONS, shotLimit: 600 };
  const matches: [LevelName, LevelName, number][] = [
    ['hard', 'hard', 1],
    ['medium', 'hard', 2],
    ['easy', 'medium', 3],
    ['beginner', 'easy', 4],
  ];
  for (const [a, b, seed] of matches) {
    it(`${a} Stars v ${b} Plain (seed ${seed}) finishes with a winner who took all the other side's men, and replays exactly`, () => {
      const game = playGame(options, [a, b], seed);
      const st = spoof.status(game.final);
      expect(st.kind).toBe('won');
      if (st.kind !== 'won') return;
      expect(en(st.reason)).toMatch(/has lost all his men/);
      const loser = 1 - st.winners[0]!;
      expect(game.final.men.filter((m) => m.owner === loser && m.place.kind !== 'out')).toEqual([]);
      expect(game.kinds).toContain('captured');
      // replay: parse every recorded shot and play it again from the start, position notation in between
      let pos = startPosition(options);
      for (const text of game.record) {
        pos = unwrap(spoof.parsePosition(spoof.formatPosition(pos), options));
        pos = unwrap(spoof.play(pos, unwrap(parseShot(text))));
      }
      expect(spoof.formatPosition(pos)).toBe(spoof.formatPosition(game.final));
    }, HEAVY_TEST_MS);
  }
  it('every level Spoof offers is covered by these matches', () => {
    expect(new Set(matches.flatMap(([a, b]) => [a, b]))).toEqual(new Set(levelsOf('spoof').map((o) => o.name)));
  });
});

describe("spoofPlayer (the session's ComputerPlayer interface)", () => {
  it('answers a legal shot, the same for the same seed and position, and honours an abort', async () => {
    const pos = build({ 1: open(100, 250) }, {}, 1);
    const player = spoofPlayer('medium', 9);
    const a = (await player.choose(spoof, pos, new AbortController().signal)) as Shot;
    const b = (await player.choose(spoof, pos, new AbortController().signal)) as Shot;
    expect(a).toEqual(b);
    expect(spoof.play(pos, a).ok).toBe(true);
    const ctl = new AbortController();
    ctl.abort();
    await expect(player.choose(spoof, pos, ctl.signal)).rejects.toBeInstanceOf(AbortedError);
  }, HEAVY_TEST_MS);
});
