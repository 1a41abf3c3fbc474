/**
 * The Morris search board (src/ai/morris/board.ts) against the game's own rules (src/games/morris/engine.ts):
 * along seeded random games under both presets, the search moves (a step, then its removals) make up
 * exactly the game's legal moves, playing them reaches the game's next position (men, hands, side to
 * move, quiet plies, status), taking them back restores everything, and the incremental Zobrist keys
 * equal keys computed from scratch.
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { morris, type MorrisPosition } from '../../../src/games/morris/index';
import { legalPacked, status, unpackMove as unpack } from '../../../src/games/morris/engine';
import { pack, packedCapture1, packedCapture2, packedFrom, packedTo } from '../../../src/games/morris/bitboard';
import { DRAWN, LOST, MOVES_PER_PLY, ONGOING, PLACE, REMOVE, SearchBoard, WON, rulesOf, zobrist } from '../../../src/ai/morris/board';

const PRESETS = [{}, { preset: 'modern' }, { preset: 'modern', millCaptures: 'two', blocked: 'draw' }, { repetition: 2, noCaptureLimit: 12 }];

function keysOf(b: SearchBoard): [number, number] {
  return [zobrist(0, b.men[0]!, b.men[1]!, b.hand[0]!, b.hand[1]!, b.turn, b.pending), zobrist(1, b.men[0]!, b.men[1]!, b.hand[0]!, b.hand[1]!, b.turn, b.pending)];
}

/** Every game move of the board's complete position, as game-packed moves, by walking its search moves. */
function combined(b: SearchBoard): number[] {
  const out: number[] = [];
  const buf = new Int32Array(MOVES_PER_PLY * 4);
  const walk = (prefix: number[], at: number): void => {
    const end = b.generate(buf, at);
    for (let i = at; i < end; i++) {
      const m = buf[i]!;
      const before = [b.men[0], b.men[1], b.hand[0], b.hand[1], b.turn, b.pending, b.quiet, b.key1, b.key2];
      const turn = b.turn;
      b.make(m);
      expect([b.key1, b.key2]).toEqual(keysOf(b));
      const seq = [...prefix, m];
      if (b.pending > 0 && b.turn === turn) walk(seq, end);
      else {
        const [step, c1, c2] = seq;
        out.push(pack(step! & 31, (step! >>> 5) & 31, c1 === undefined ? 31 : c1 & 31, c2 === undefined ? 31 : c2 & 31));
      }
      b.unmake(m);
      expect([b.men[0], b.men[1], b.hand[0], b.hand[1], b.turn, b.pending, b.quiet, b.key1, b.key2]).toEqual(before);
    }
  };
  walk([], 0);
  return out.sort((x, y) => x - y);
}

function playPacked(b: SearchBoard, m: number): void {
  b.make(packedTo(m) | (packedFrom(m) << 5));
  if (packedCapture1(m) !== 31) b.make(packedCapture1(m) | (REMOVE << 5));
  if (packedCapture2(m) !== 31) b.make(packedCapture2(m) | (REMOVE << 5));
}

const OUTCOME_OF = (pos: MorrisPosition): number => {
  const st = status(pos);
  if (st.kind === 'ongoing') return ONGOING;
  if (st.kind === 'draw') return DRAWN;
  return st.winners[0] === pos.turn ? WON : LOST;
};

describe('SearchBoard', () => {
  for (const raw of PRESETS) {
    it(`agrees with the game's rules along random games (${JSON.stringify(raw)})`, () => {
      const options = unwrap(parseOptions(morris.options, raw));
      const rng = xoroshiro128plus(7);
      let checked = 0;
      for (let g = 0; g < 12; g++) {
        let pos = unwrap(morris.setup(options, 2));
        const b = new SearchBoard(rulesOf(options));
        for (let ply = 0; ply < 160 && status(pos).kind === 'ongoing'; ply++) {
          b.load(pos);
          expect(b.outcome()).toBe(ONGOING);
          const legal = Array.from(legalPacked(pos)).sort((x, y) => x - y);
          expect(combined(b)).toEqual(legal);
          const m = legal[uniformInt(rng, 0, legal.length - 1)]!;
          playPacked(b, m);
          pos = unwrap(morris.play(pos, unpack(m)));
          // One ply below the root the repetition count is the game's own.
          expect([b.men[0], b.men[1], b.hand[0], b.hand[1], b.turn, b.quiet]).toEqual([pos.men[0], pos.men[1], pos.hand[0], pos.hand[1], pos.turn, pos.quietPlies]);
          expect(b.outcome()).toBe(OUTCOME_OF(pos));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(300);
    });
  }

  it('keys differ by side to move, men in hand and a pending removal', () => {
    const base: readonly [number, number, number, number] = [0b111, 0b111000, 5, 5];
    const k = (turn: number, pending: number, h0 = base[2], h1 = base[3]) => zobrist(0, base[0], base[1], h0, h1, turn, pending);
    const keys = new Set([k(0, 0), k(1, 0), k(0, 1), k(0, 2), k(0, 0, 4, 5), k(0, 0, 5, 4), k(1, 1)]);
    expect(keys.size).toBe(7);
    // The position after a placement that closes a row (removal pending) differs from the same men with the turn passed.
    const options = unwrap(parseOptions(morris.options, {}));
    const pos = unwrap(morris.parsePosition('WW.BB................... w 7 7', options));
    const b = new SearchBoard(rulesOf(options)).load(pos);
    b.make(2 | (PLACE << 5));
    expect(b.pending).toBe(1);
    expect(b.turn).toBe(0);
    const withPending = [b.key1, b.key2];
    b.make(3 | (REMOVE << 5));
    expect(b.pending).toBe(0);
    expect([b.key1, b.key2]).not.toEqual(withPending);
  });

  it('counts a position repeated inside the search as drawn, and the option count against the game history', () => {
    const options = unwrap(parseOptions(morris.options, {}));
    // Moving phase, no rows near: white a7, black g1 shuffle.
    let pos = unwrap(morris.parsePosition('W.........WW.....B...B.B w 0 0', options));
    const b = new SearchBoard(rulesOf(options)).load(pos);
    const moves = ['a7-d7', 'g1-g4', 'd7-a7', 'g4-g1'].map((t) => unwrap(morris.parseMove(t)));
    for (const mv of moves) {
      const m = legalPacked(pos).find((x) => morris.formatMove(unpack(x)) === morris.formatMove(mv))!;
      playPacked(b, m);
      pos = unwrap(morris.play(pos, mv));
    }
    // Back at the root position after four plies inside the tree: a draw for the search, not yet for the game.
    expect(status(pos).kind).toBe('ongoing');
    expect(b.outcome()).toBe(DRAWN);
    // Loaded as a root (history from the game: the position occurred twice), one more cycle is needed.
    const root = new SearchBoard(rulesOf(options)).load(pos);
    expect(root.outcome()).toBe(ONGOING);
  });
});
