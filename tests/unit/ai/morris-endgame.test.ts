/**
 * The endgame tables of the flying endings (src/ai/morris/endgame.ts) against the game's own rules:
 * the board's 16 symmetries keep lines and neighbours; on seeded random positions of each table the
 * stored value is the one the game's legal moves give from the values of the positions they lead to
 * (one-ply consistency, `endgame-check.ts`: the game's `legalMoves`, `play` and `status`, not the builder's
 * generator); and in 3 v 3, where a
 * capture ends the game, a brute-force search of the game's moves agrees on every win or loss within
 * three plies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { morris, type MorrisPosition } from '../../../src/games/morris/index';
import { ADJACENT, LINES, MILL_MASKS, POINTS, pointIndex, popcount } from '../../../src/games/morris/board';
import { buildEndgameTables, probe, type EndgameTables } from '../../../src/ai/morris/endgame';
import { valueFromMoves } from '../../../src/ai/morris/endgame-check';
import { endgameTablesAsync } from '../../../src/ai/morris/player';
import { SYMMETRIES, rankSet, transform, unrankSet } from '../../../src/ai/morris/symmetry';

const MODERN = unwrap(parseOptions(morris.options, { preset: 'modern' }));
const MODERN_DRAW = unwrap(parseOptions(morris.options, { preset: 'modern', blocked: 'draw' }));

let tables: EndgameTables;
let tablesDraw: EndgameTables;
beforeAll(() => {
  tables = buildEndgameTables(true);
  tablesDraw = buildEndgameTables(false);
}, 120_000);

/** A position with `s` (the side to move, White) and `o` (Black), none in hand, under `options`. */
function positionOf(s: number, o: number, options = MODERN): MorrisPosition {
  const board = POINTS.map((_, i) => ((s >>> i) & 1 ? 'W' : (o >>> i) & 1 ? 'B' : '.')).join('');
  return unwrap(morris.parsePosition(`${board} w 0 0`, options));
}

function randomSets(rng: ReturnType<typeof xoroshiro128plus>, a: number, b: number): [number, number] {
  const pts = Array.from({ length: 24 }, (_, i) => i);
  for (let i = 23; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [pts[i], pts[j]] = [pts[j]!, pts[i]!];
  }
  let s = 0;
  let o = 0;
  for (let i = 0; i < a; i++) s |= 1 << pts[i]!;
  for (let i = a; i < a + b; i++) o |= 1 << pts[i]!;
  return [s, o];
}

/** Brute force over the game's moves: 1 if White to move wins by the game's status within `depth` plies, -1 if it loses, 0 if neither. */
function brute(pos: MorrisPosition, depth: number): number {
  const st = morris.status(pos);
  if (st.kind === 'won') return st.winners[0] === pos.turn ? 1 : -1;
  if (st.kind === 'draw' || depth === 0) return 0;
  let best = -1;
  for (const m of morris.legalMoves(pos)) {
    const v = 0 - brute(unwrap(morris.play(pos, m)), depth - 1);
    if (v > best) best = v;
    if (best === 1) break;
  }
  return best;
}

describe('board symmetries', () => {
  it('are 16 permutations that keep every line a line and every neighbour a neighbour', () => {
    expect(SYMMETRIES).toHaveLength(16);
    const lines = new Set(MILL_MASKS);
    for (const g of SYMMETRIES.keys()) {
      for (const line of MILL_MASKS) expect(lines.has(transform(g, line))).toBe(true);
      for (let p = 0; p < 24; p++) expect(transform(g, ADJACENT[p]!)).toBe(ADJACENT[SYMMETRIES[g]![p]!]);
    }
    // Outer and inner squares swap: a7 (outer corner) goes to c5 (inner corner) under some symmetry.
    expect(SYMMETRIES.some((g) => g[pointIndex('a7')!] === pointIndex('c5'))).toBe(true);
    expect(LINES).toHaveLength(16);
  });

  it('rank and unrank sets of men as inverses', () => {
    for (const bb of [0b111, 0b1011 << 20, (1 << 23) | (1 << 5) | 1]) expect(unrankSet(rankSet(bb), popcount(bb))).toBe(bb);
  });
});

describe('flying endgame tables', () => {
  for (const [a, b] of [
    [3, 3],
    [4, 3],
    [3, 4],
  ] as const) {
    it(`${a} v ${b}: every sampled value follows from the values its legal moves lead to (blocked: loses and draw)`, () => {
      const rng = xoroshiro128plus(a * 10 + b);
      const seen = { win: 0, loss: 0, draw: 0 };
      for (let k = 0; k < 150; k++) {
        const [s, o] = randomSets(rng, a, b);
        for (const [t, options] of [
          [tables, MODERN],
          [tablesDraw, MODERN_DRAW],
        ] as const) {
          const stored = probe(t, s, o)!;
          expect(stored, `${a}v${b} ${s} ${o}`).toEqual(valueFromMoves(t, s, o, options));
          if (t === tables) seen[stored.result === 1 ? 'win' : stored.result === -1 ? 'loss' : 'draw']++;
          // Symmetric positions have the same value.
          const g = uniformInt(rng, 1, 15);
          expect(probe(t, transform(g, s), transform(g, o))).toEqual(stored);
        }
      }
      expect(seen.win).toBeGreaterThan(0);
      expect(seen.draw).toBeGreaterThan(0);
    });
  }

  it('3 v 3: a brute-force search of the game finds exactly the wins in 1 or 3 plies and the losses in 2', () => {
    const rng = xoroshiro128plus(33);
    let decisive = 0;
    for (let k = 0; k < 40; k++) {
      const [s, o] = randomSets(rng, 3, 3);
      const v = probe(tables, s, o)!;
      const expected = v.result !== 0 && v.plies <= 3 ? v.result : 0;
      expect(brute(positionOf(s, o), 3), `${s} ${o}`).toBe(expected);
      if (expected !== 0) decisive++;
    }
    expect(decisive).toBeGreaterThan(5);
  });

  it('the player builds them between yields; an aborted build resumes where it stopped', async () => {
    const ac = new AbortController();
    const first = endgameTablesAsync(false, ac.signal);
    // Runs once the build has yielded to the event loop; the build stops at its next step.
    setImmediate(() => ac.abort());
    await expect(first).rejects.toThrow('cancelled');
    const built = await endgameTablesAsync(false, new AbortController().signal);
    for (const [key, t] of tablesDraw.byMaterial) expect(built.byMaterial.get(key)!.values).toEqual(t.values);
    expect(await endgameTablesAsync(false, new AbortController().signal)).toBe(built);
  }, 120_000);

  it('holds nothing for other material', () => {
    expect(probe(tables, 0b1111, 0b1111 << 10)).toBeUndefined();
    expect(probe(tables, 0b11111, 0b111 << 10)).toBeUndefined();
  });
});
