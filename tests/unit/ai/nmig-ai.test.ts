/**
 * The Not Made in Germany player (src/ai/nmig/): its board agrees with the game's move generator and
 * repetition count, the race measure, finishing a won race (no draw at the ply limit when it can finish),
 * seeing a forced loss, and short seeded series against the greedy race player and the random player
 * (the full 100-game figures are in `npm run bench -- --only ai`).
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { notMadeInGermany as game, type NmigPosition } from '../../../src/games/not-made-in-germany/index';
import { NmigBoard, MOVES_PER_PLY, ONGOING, DRAWN, PASS_MOVE, moveFrom, moveTo } from '../../../src/ai/nmig/board';
import { NmigSearcher, manDistance, raceDistance } from '../../../src/ai/nmig/search';
import { nmigPlayer, toNmigMove } from '../../../src/ai/nmig/player';
import { WIN_THRESHOLD } from '../../../src/ai/tt';
import { greedyPlayer, randomNmigPlayer, searchPlayer, series } from '../../../bench/nmig-match';

const OPTIONS = unwrap(parseOptions(game.options, {}));
/** The search move of a move in notation (`a9-a8`). */
function packed(text: string): number {
  const m = unwrap(game.parseMove(text));
  if (m.kind !== 'move') throw new Error(`${text} is not a move`);
  return m.from * 81 + m.to + 1;
}
const deep = (pos: NmigPosition, depth: number) => new NmigSearcher(16).search(pos, { timeMs: 1e9, maxDepth: depth });

describe('NmigBoard', () => {
  it('generates exactly the game legal moves along random games, and make/unmake restore the keys', () => {
    const rng = xoroshiro128plus(3);
    const b = new NmigBoard();
    const buf = new Int32Array(MOVES_PER_PLY);
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      let pos = unwrap(game.setup(OPTIONS, 2));
      for (let ply = 0; ply < 120 && pos.status.kind === 'ongoing'; ply++) {
        b.load(pos);
        expect(b.outcome()).toBe(ONGOING);
        const n = b.generate(buf, 0);
        const mine = Array.from(buf.subarray(0, n), (m) => (m === PASS_MOVE ? 'pass' : `${moveFrom(m)}-${moveTo(m)}`)).sort();
        const theirs = game.legalMoves(pos).map((m) => (m.kind === 'pass' ? 'pass' : `${m.from}-${m.to}`)).sort();
        expect(mine).toEqual(theirs);
        const m = buf[uniformInt(rng, 0, n - 1)]!;
        const keys = [b.key1, b.key2];
        b.make(m);
        const next = unwrap(game.play(pos, toNmigMove(pos, m)));
        expect([b.key1, b.key2]).toEqual(NmigBoard.keysOf(next.cells, next.turn));
        b.unmake(m);
        expect([b.key1, b.key2]).toEqual(keys);
        pos = next;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('counts a repetition inside the search as a draw, and the ply limit', () => {
    // England shuffles a man back and forth: after four plies the root position recurs.
    let pos = unwrap(game.setup(OPTIONS, 2));
    const b = new NmigBoard().load(pos);
    for (const text of ['a9-a8', 'a1-a2', 'a8-a9', 'a2-a1']) {
      b.make(packed(text));
      pos = unwrap(game.play(pos, unwrap(game.parseMove(text))));
    }
    expect(pos.status.kind).toBe('ongoing');
    expect(b.outcome()).toBe(DRAWN);
    // With plyLimit 1 the position after one ply is drawn, for the game and for the board.
    const limited = unwrap(game.setup(unwrap(parseOptions(game.options, { plyLimit: 1 })), 2));
    const lb = new NmigBoard().load(limited);
    lb.make(packed('a9-a8'));
    expect(lb.pliesLeft()).toBe(0);
    expect(lb.outcome()).toBe(DRAWN);
    expect(unwrap(game.play(limited, unwrap(game.parseMove('a9-a8')))).status.kind).toBe('draw');
  });
});

describe('Not Made in Germany search', () => {
  // England's goal row is rank 1; one flag is a step away on i2. Germany's men stand on rank 8.
  const oneAway = (turn: 'england' | 'germany'): NmigPosition => unwrap(game.parsePosition(`9/fgermanyf/9/9/9/9/9/8F/FDNALGNE1 ${turn}`, OPTIONS));

  it('measures race distance through a gate from behind the middle row, pairs matched the cheaper way', () => {
    expect(manDistance('D', 1 * 9 + 8)).toBe(8); // b9 -> d5 -> b1
    expect(manDistance('D', 1 * 9 + 0)).toBe(0);
    expect(manDistance('F', 8 * 9 + 1)).toBe(1); // a flag may finish on a1 or i1
    const b = new NmigBoard().load(oneAway('england'));
    expect(raceDistance(b, 0)).toBeLessThan(raceDistance(b, 1));
  });

  it('takes the win one move away, and sees the forced loss from the other side', () => {
    const r = deep(oneAway('england'), 3);
    expect(game.formatMove(toNmigMove(oneAway('england'), r.move))).toBe('i2-i1');
    expect(r.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
    expect(deep(oneAway('germany'), 3).score).toBeLessThanOrEqual(-WIN_THRESHOLD);
    // Noise may push every score below a loss: a legal move still comes back.
    for (let seed = 0; seed < 6; seed++) {
      const r = new NmigSearcher(16).search(oneAway('germany'), { timeMs: 1e9, maxDepth: 2, noise: 90, seed });
      expect(game.play(oneAway('germany'), toNmigMove(oneAway('germany'), r.move)).ok).toBe(true);
    }
  });

  it('finishes a race that needs men to change places on the goal row', () => {
    // England's E and N stand on each other's squares (h1 and g1); Germany is far from home.
    const pos = unwrap(game.parsePosition('9/fgermanyf/9/9/9/9/9/9/FDNALGENF england', OPTIONS));
    let p = pos;
    const s = new NmigSearcher(16);
    for (let ply = 0; ply < 40 && p.status.kind === 'ongoing'; ply++) {
      const m = p.turn === 0 ? toNmigMove(p, s.search(p, { timeMs: 1e9, maxDepth: 4 }).move) : randomNmigPlayer(ply)(p);
      p = unwrap(game.play(p, m));
    }
    expect(p.status).toMatchObject({ kind: 'won', winners: [0] });
  });

  it('wins short seeded series against the greedy race player and the random player', () => {
    const greedy = series(6, () => searchPlayer(2), greedyPlayer, 1000);
    expect(greedy.wins).toBeGreaterThanOrEqual(5);
    const random = series(4, () => searchPlayer(2), randomNmigPlayer, 2000);
    expect(random.wins).toBe(4);
    expect(greedy.plyLimitDraws + random.plyLimitDraws).toBe(0);
  });

  it('the player answers a legal move at every level, per seat', async () => {
    const pos = unwrap(game.setup(OPTIONS, 2));
    for (const level of ['beginner', 'medium'] as const) {
      const m = await nmigPlayer([{ timeMs: 1e6, maxDepth: 2, noise: level === 'beginner' ? 1 : 0 }, 'easy'], 4).choose(game, pos, new AbortController().signal);
      expect(game.play(pos, m as never).ok).toBe(true);
    }
    const ac = new AbortController();
    ac.abort();
    await expect(nmigPlayer('master').choose(game, pos, ac.signal)).rejects.toThrow('cancelled');
  });
});
