/**
 * The Morris search (src/ai/morris/search.ts) and its player (player.ts): forced rows and blocks, wins
 * found through several plies, the endgame tables and the quiet-ply limit, the clock (a fake one, so no
 * timing is asserted), the stop flag, determinism for a node limit and seed, and both presets.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { morris, type MorrisMove, type MorrisPosition } from '../../../src/games/morris/index';
import { POINTS } from '../../../src/games/morris/board';
import { positionFromParts, unpackMove } from '../../../src/games/morris/engine';
import type { MorrisOptions } from '../../../src/games/morris/options';
import { MorrisSearcher, WIN_THRESHOLD } from '../../../src/ai/morris/search';
import { endgameTables, morrisPlayer, thinkMorris } from '../../../src/ai/morris/player';
import { LEVELS } from '../../../src/ai/levels';

const SHEET = unwrap(parseOptions(morris.options, {}));
const MODERN = unwrap(parseOptions(morris.options, { preset: 'modern' }));

function at(white: readonly string[], black: readonly string[], turn: 'w' | 'b', hands: [number, number], options = SHEET): MorrisPosition {
  const board = POINTS.map((p) => (white.includes(p) ? 'W' : black.includes(p) ? 'B' : '.')).join('');
  return unwrap(morris.parsePosition(`${board} ${turn} ${hands[0]} ${hands[1]}`, options));
}

/** `pos` with other rules or another quiet-ply count, built through the engine so its status is its own. */
function variant(pos: MorrisPosition, change: { options?: MorrisOptions; quietPlies?: number }): MorrisPosition {
  return positionFromParts(pos.men, pos.hand, pos.turn, change.quietPlies ?? pos.quietPlies, pos.history, change.options ?? pos.options);
}

/** A deterministic search: no clock limit in practice, a node limit instead. */
function best(pos: MorrisPosition, nodeLimit = 200_000, searcher = new MorrisSearcher({ ttBits: 16 })) {
  const r = searcher.search(pos, { timeMs: 1e9, maxDepth: 64, nodeLimit });
  return { ...r, text: morris.formatMove(unpackMove(r.move)) };
}

describe('Morris search', () => {
  it('closes a row and captures when it can ("As often as a player forms a row … he captures one")', () => {
    // Under the sheet's rules the capture leaves Black three men that cannot fly: a forced win.
    const pos = at(['a4', 'c4', 'b6', 'g7'], ['b2', 'd1', 'e3', 'g4'], 'w', [0, 0]);
    const sheet = best(pos);
    expect(sheet.text).toMatch(/^b6-b4x/);
    expect(sheet.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
    // Under `modern` Black could fly on; the search still counts on winning a man (100 a man).
    expect(best(variant(pos, { options: MODERN })).score).toBeGreaterThan(60);
  });

  it('blocks a row one move from closing, in the moving and the placement phase', () => {
    const moving = at(['b2', 'd1', 'g4', 'e5'], ['a4', 'c4', 'b6', 'g7'], 'w', [0, 0]);
    expect(best(moving).text).toBe('b2-b4');
    const placing = at(['a1'], ['b6', 'd6'], 'w', [7, 7]);
    expect(best(placing).text).toBe('f6');
  });

  it('sees a double threat in the placement phase and plays into it (a forced capture three plies on)', () => {
    // White d7 and g4 with g7 and g1 free: placing at g7? White a7, d7 … builds two rows at once.
    // White: a7, a1 (column a with a4 free) and g7 (row a7-d7-g7 with d7 free): placing … the point
    // that makes two rows threaten at once is found and scored as winning a man.
    const pos = at(['a7', 'g1'], ['d6', 'f2'], 'w', [7, 7]);
    const r = best(pos, 400_000);
    const after = unwrap(morris.play(pos, unpackMove(r.move)));
    // After White's move, every black reply leaves White a capture.
    const replies = morris.legalMoves(after);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const next = unwrap(morris.play(after, reply));
      if (reply.captures.length > 0) continue;
      expect(morris.legalMoves(next).some((m) => m.captures.length > 0), morris.formatMove(reply)).toBe(true);
    }
  });

  it('walls in the opponent when that wins (blocked: loses), and not under blocked: draw', () => {
    // Black a7, d7 and b6 can move only b6-b4; White's c4-b4 leaves Black no move.
    const pos = at(['a4', 'g7', 'd6', 'c4', 'e3'], ['a7', 'd7', 'b6'], 'w', [0, 0]);
    const r = best(pos);
    expect(r.text).toBe('c4-b4');
    expect(r.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
    expect(morris.status(unwrap(morris.play(pos, unpackMove(r.move))))).toMatchObject({ kind: 'won', winners: [0] });
    const drawRule = best(variant(pos, { options: unwrap(parseOptions(morris.options, { blocked: 'draw' })) }));
    expect(drawRule.text).not.toBe('c4-b4');
  });

  it('plays a 3 v 3 flying ending from the tables, and the quiet-ply limit turns a distant win into a draw', () => {
    const tables = endgameTables(true);
    // White to move wins at once: a7 d7 with g7 free, White flies.
    const pos = at(['a7', 'd7', 'e3'], ['b2', 'f2', 'c5'], 'w', [0, 0], MODERN);
    const s = new MorrisSearcher({ ttBits: 16, tables });
    const r = best(pos, 50_000, s);
    expect(r.text).toMatch(/^e3-g7x/);
    // A position the tables call a win in 9 plies; with the limit one ply away it is a draw.
    const slow = at(['a7', 'c5', 'f2'], ['d7', 'b4', 'g1'], 'w', [0, 0], MODERN);
    const plain = best(slow, 50_000, new MorrisSearcher({ ttBits: 16, tables }));
    const late = best(variant(slow, { quietPlies: 99 }), 50_000, new MorrisSearcher({ ttBits: 16, tables }));
    expect(plain.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
    expect(Math.abs(late.score)).toBeLessThan(WIN_THRESHOLD);
  }, 60_000); // builds the flying tables first (2-3 s alone, longer on a loaded machine)

  it('honours the clock (fake time: 1 ms per reading) and the stop flag', () => {
    const pos = at(['a1', 'd2'], ['g7', 'd6'], 'w', [7, 7]);
    let t = 0;
    const now = (): number => ++t;
    const r = new MorrisSearcher({ ttBits: 16 }).search(pos, { timeMs: 40, maxDepth: 64, now });
    expect(r.elapsedMs).toBeLessThanOrEqual(42);
    expect(r.nodes).toBeGreaterThan(1000);
    expect(morris.play(pos, unpackMove(r.move)).ok).toBe(true);
    let polls = 0;
    const stopped = new MorrisSearcher({ ttBits: 16 }).search(pos, { timeMs: 1e9, maxDepth: 64, shouldStop: () => ++polls > 3 });
    expect(polls).toBe(4);
    expect(stopped.nodes).toBeLessThan(5 * 1024);
    expect(morris.play(pos, unpackMove(stopped.move)).ok).toBe(true);
  });

  it('is deterministic for a node limit and seed, noise included', () => {
    const pos = at(['d2'], ['d6'], 'w', [8, 8]);
    for (const noise of [0, 80]) {
      const a = new MorrisSearcher({ ttBits: 16 }).search(pos, { timeMs: 1e9, maxDepth: 64, nodeLimit: 30_000, noise, seed: 9 });
      const b = new MorrisSearcher({ ttBits: 16 }).search(pos, { timeMs: 1e9, maxDepth: 64, nodeLimit: 30_000, noise, seed: 9 });
      expect({ ...b, elapsedMs: 0 }).toEqual({ ...a, elapsedMs: 0 });
    }
  });

  it('answers a legal move in a lost position at any noise (noise may push every score below a loss)', () => {
    // White's only man that can move is c4, and both its moves lose within three plies.
    const pos = unwrap(morris.parsePosition('BWW.BW....BWBWW.BWWBWB.B w 0 0', MODERN));
    expect(morris.legalMoves(pos).map((m) => morris.formatMove(m))).toEqual(['c4-c5', 'c4-c3']);
    for (let seed = 0; seed < 12; seed++) {
      const r = new MorrisSearcher({ ttBits: 16 }).search(pos, { timeMs: 1e9, maxDepth: 2, noise: 80, seed });
      expect(morris.play(pos, unpackMove(r.move)).ok).toBe(true);
      expect(r.score).toBeLessThanOrEqual(-WIN_THRESHOLD);
    }
  });

  it('thinkMorris answers in notation from plain data; the player answers a legal move at every level', async () => {
    const pos = at(['a4', 'c4', 'b6', 'g7'], ['b2', 'd1', 'e3', 'g4'], 'w', [0, 0]);
    let t = 0;
    const thought = thinkMorris(JSON.parse(JSON.stringify(pos)) as MorrisPosition, LEVELS.hard, 1, { now: () => (t += 0.01) });
    expect(thought.move).toMatch(/^b6-b4x/);
    for (const name of ['beginner', 'medium', 'master'] as const) {
      const player = morrisPlayer([name, 'easy'], 3);
      const move = (await player.choose(morris, pos, new AbortController().signal)) as MorrisMove;
      expect(morris.play(pos, move).ok, name).toBe(true);
    }
  });

  it('a player rejects with AbortedError when its signal aborts', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(morrisPlayer('master', 1).choose(morris, at(['d2'], ['d6'], 'w', [8, 8]), ac.signal)).rejects.toThrow('cancelled');
  });
});
