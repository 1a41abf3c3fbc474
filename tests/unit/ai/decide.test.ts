/**
 * The synchronous decision the host's search worker runs (src/ai/decide.ts) and the line it rebuilds the
 * position from (src/ai/line.ts): for a fixed seed and a node limit the worker's decision is the move
 * the same game's player makes on the caller's thread (issue 17: "the same move as in-thread for a fixed
 * seed/node limit"); a line replays to the session's position, history included.
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { AnyGame } from '../../../src/core/game';
import { unwrap } from '../../../src/core/result';
import { startOf } from '../../../src/core/start';
import { findGame } from '../../../src/games/index';
import { computerFor, GAME_COMPUTERS } from '../../../src/ai/computers';
import { decide } from '../../../src/ai/decide';
import { LEVELS, parseLevel, type Level } from '../../../src/ai/levels';
import { LineCache, replayLine } from '../../../src/ai/line';
import { levelsOf } from '../../../src/ai/offers';
import { format } from '../../../src/i18n/index';
import type { GameLine } from '../../../src/ai/player';
import { AbortedError } from '../../../src/ai/player';

/** A level that thinks to a node limit, not the clock: the same decision on any machine. */
const FIXED: Level = { timeMs: 600_000, maxDepth: 64, noise: 0, nodes: 30_000 };

/** A seeded random line of `plies` plies of `game` from its set-up, stopping before the game ends. */
function randomLine(game: AnyGame, options: Record<string, unknown>, plies: number, seed: number): { line: GameLine; pos: unknown } {
  let pos = unwrap(startOf(game, options, 2)).position;
  const moves: string[] = [];
  const rng = xoroshiro128plus(seed);
  for (let i = 0; i < plies; i++) {
    const legal = game.legalMoves(pos);
    const next = unwrap(game.play(pos, legal[uniformInt(rng, 0, legal.length - 1)]));
    if (game.turn(next) === undefined) break;
    moves.push(game.formatMove(legal.find((m) => game.formatPosition(unwrap(game.play(pos, m))) === game.formatPosition(next))!));
    pos = next;
  }
  return { line: { options, players: 2, moves }, pos };
}

describe('decide: the worker-side decision', () => {
  const cases: [string, Record<string, unknown>, number, Level][] = [
    ['morris', { preset: 'modern' }, 14, FIXED],
    ['morris', {}, 3, { ...LEVELS.beginner, timeMs: 600_000, nodes: 5_000 }],
    ['not-made-in-germany', {}, 20, { ...FIXED, nodes: 20_000 }],
    ['archery', {}, 9, LEVELS.medium],
    ['quoits', {}, 7, LEVELS.medium],
  ];
  for (const [id, options, plies, level] of cases) {
    it(`${id}: the same move as the player on the caller's thread, for a fixed seed and node limit`, async () => {
      const game = findGame(id)!;
      const { line, pos } = randomLine(game, options, plies, 11);
      const replayed = unwrap(replayLine(game, line));
      const there = decide(game, replayed[replayed.length - 1], level, 77);
      const here = await computerFor(id, 77, level).choose(game, pos, new AbortController().signal);
      expect(game.formatMove(there)).toBe(game.formatMove(here));
      expect(game.play(pos, there).ok).toBe(true);
    });
  }

  it('spoof: the same shot as the player, and with `intended` the shot meant before the aim noise', async () => {
    const game = findGame('spoof')!;
    const { pos } = randomLine(game, {}, 2, 3);
    const here = await computerFor('spoof', 5, 'beginner').choose(game, pos, new AbortController().signal);
    expect(game.formatMove(decide(game, pos, LEVELS.beginner, 5))).toBe(game.formatMove(here));
    expect(game.formatMove(decide(game, pos, LEVELS.beginner, 5, { intended: true }))).not.toBe(game.formatMove(here));
  });

  it('a stop asked for during Morris endgame tables\' build ends the decision with AbortedError, and the build resumes later', () => {
    const game = findGame('morris')!;
    // 3 v 3 with flying, every man placed: the tables are needed.
    const pos = unwrap(game.parsePosition('WWW.......BBB........... w 0 0', unwrap(startOf(game, { preset: 'modern' }, 2)).options));
    let polls = 0;
    expect(() => decide(game, pos, FIXED, 1, { shouldStop: () => ++polls > 3 })).toThrow(AbortedError);
    expect(polls).toBe(4);
  });

  it('reaches Archery\'s win-probability policy through a level option', async () => {
    const game = findGame('archery')!;
    expect(unwrap(parseLevel({ ...LEVELS.master, objective: 'win' })).objective).toBe('win');
    expect(parseLevel({ ...LEVELS.master, objective: 'lose' }).ok).toBe(false);
    expect(computerFor('archery', 1, { ...LEVELS.master, objective: 'win' }).name).toBe('Archery computer (1000 ms, depth 64, noise 0, to win)');
    // Both objectives answer legal moves along a game; somewhere they disagree.
    const { pos } = randomLine(game, {}, 1, 5);
    let p = pos;
    let differ = false;
    for (let i = 0; i < 60 && game.turn(p) !== undefined; i++) {
      const legal = game.legalMoves(p);
      const e = decide(game, p, LEVELS.master, 9);
      const w = decide(game, p, { ...LEVELS.master, objective: 'win' }, 9);
      expect(game.play(p, w).ok).toBe(true);
      if (game.formatMove(e) !== game.formatMove(w)) differ = true;
      p = unwrap(game.play(p, legal.length > 1 ? e : legal[0]));
    }
    expect(differ).toBe(true);
  });
});

describe('the line of a game', () => {
  it('replays to the same position, repetition history included, reusing the plies it has seen', () => {
    const game = findGame('morris')!;
    const { line, pos } = randomLine(game, { preset: 'modern' }, 40, 2);
    const cache = new LineCache();
    const half = { ...line, moves: line.moves.slice(0, 20) };
    expect(unwrap(cache.position(game, half))).toBeDefined();
    const end = unwrap(cache.position(game, line, game.formatPosition(pos)));
    expect(game.formatPosition(end)).toBe(game.formatPosition(pos));
    expect(JSON.stringify(end)).toBe(JSON.stringify(pos));
  });

  it('refuses a line that does not replay, or ends elsewhere than expected, with ai/bad-line', () => {
    const game = findGame('morris')!;
    const cache = new LineCache();
    for (const [line, expect_, why] of [
      [{ options: { flying: 'often' }, players: 2, moves: [] }, undefined, /start/],
      [{ options: {}, players: 2, moves: ['d2', 'd2'] }, undefined, /ply 2 \(d2\) is not legal/],
      [{ options: {}, players: 2, moves: ['zz'] }, undefined, /ply 1 \(zz\) cannot be read/],
      [{ options: {}, players: 2, moves: ['d2'] }, 'not the position', /not in the position asked about/],
    ] as const) {
      const r = cache.position(game, line as GameLine, expect_);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ai/bad-line');
        expect(r.error.message).toMatch(why);
      }
    }
  });
});

describe('the levels each game offers', () => {
  it('at least three, weakest first, with a one-line description each, for every game with a computer player of its own', () => {
    for (const id of Object.keys(GAME_COMPUTERS)) {
      const offered = levelsOf(id);
      expect(offered.length, id).toBeGreaterThanOrEqual(3);
      const names = offered.map((o) => o.name);
      expect(names[0], id).toBe('beginner');
      for (const lang of ['en', 'de'] as const) {
        const lines = offered.map((o) => format(o.description, lang));
        for (const [i, line] of lines.entries()) expect(line, `${lang} ${id} ${names[i]}`).toMatch(/^\p{Lu}[^\n]{10,130}[.:]$/u);
        expect(new Set(lines).size, `${lang} ${id}`).toBe(offered.length);
      }
    }
    expect(levelsOf('quoits')).toEqual([]);
    expect(levelsOf('constructor')).toEqual([]);
  });
});
