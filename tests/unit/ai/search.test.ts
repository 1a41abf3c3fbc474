/**
 * The searching computer players (src/ai/search.ts, morris.ts, nmig.ts, archery.ts, computers.ts).
 * Budgets are small so the file stays quick on a loaded machine; no timing is asserted.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { morris, type MorrisMove, type MorrisPosition } from '../../../src/games/morris/index';
import { POINTS } from '../../../src/games/morris/board';
import { notMadeInGermany } from '../../../src/games/not-made-in-germany/game';
import type { NmigPosition } from '../../../src/games/not-made-in-germany/position';
import { archery, AT_FLAG_STAFF, MISSED, type ArrowMove } from '../../../src/games/archery/index';
import { evaluateMorris, morrisPlayer, morrisState, searchMorris } from '../../../src/ai/morris';
import { evaluateNmig, nmigPlayer, raceDistance, searchNmig } from '../../../src/ai/nmig';
import { archeryPlayer, arrowValues, chooseArrow } from '../../../src/ai/archery';
import { computerFor } from '../../../src/ai/computers';
import { AbortedError, randomPlayer } from '../../../src/ai/player';
import { searchBest, WIN_THRESHOLD, type SearchDomain } from '../../../src/ai/search';

const MORRIS_OPTIONS = unwrap(parseOptions(morris.options, {}));
const NMIG_OPTIONS = unwrap(parseOptions(notMadeInGermany.options, {}));
const live = (): AbortSignal => new AbortController().signal;

/** A Morris position from the points of each side, the side to move and the men in hand. */
function morrisAt(white: readonly string[], black: readonly string[], turn: 'w' | 'b', hands: [number, number]): MorrisPosition {
  const board = POINTS.map((p) => (white.includes(p) ? 'W' : black.includes(p) ? 'B' : '.')).join('');
  return unwrap(morris.parsePosition(`${board} ${turn} ${hands[0]} ${hands[1]}`, MORRIS_OPTIONS));
}

const fmt = (m: unknown): string => morris.formatMove(m as MorrisMove);

describe('Morris search', () => {
  it('closes a mill and captures when one move away ("As often as a player forms a row … he captures one")', async () => {
    // White a4 and c4 with b6 above the hole b4; black b2 would block b4 next move, so it is now or never.
    const pos = morrisAt(['a4', 'c4', 'b6', 'g7'], ['b2', 'd1', 'e3', 'g4'], 'w', [0, 0]);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const move = (await morrisPlayer(level, 1).choose(morris, pos, live())) as MorrisMove;
      expect(fmt(move), level).toMatch(/^b6-b4x/);
      expect(move.captures).toHaveLength(1);
    }
  });

  it('blocks an opponent row that is one move from closing, in the moving and the placement phase', async () => {
    // Moving: black a4 and c4 with b6 ready to slide into b4; only white b2-b4 stops the row.
    const moving = morrisAt(['b2', 'd1', 'g4', 'e5'], ['a4', 'c4', 'b6', 'g7'], 'w', [0, 0]);
    // Placing: black b6 and d6; black places f6 next and captures unless White takes f6 first.
    const placing = morrisAt(['a1'], ['b6', 'd6'], 'w', [7, 7]);
    // Easy adds noise to its root scores by design, so only the searching levels are held to this.
    for (const level of ['medium', 'hard'] as const) {
      expect(fmt(await morrisPlayer(level, 3).choose(morris, moving, live())), level).toBe('b2-b4');
      expect(fmt(await morrisPlayer(level, 3).choose(morris, placing, live())), level).toBe('f6');
    }
  });

  it('does not move the man that keeps an opponent row open (no black reply may then capture)', async () => {
    // White b4 stands between black a4 and c4; black b6 would slide into b4 the moment it is left.
    const pos = morrisAt(['b4', 'd1', 'e3', 'f2'], ['a4', 'c4', 'b6', 'g7'], 'w', [0, 0]);
    const unsafe = morris.legalMoves(pos).filter((m) => {
      const after = unwrap(morris.play(pos, m));
      return morris.legalMoves(after).some((r) => r.captures.length > 0);
    });
    expect(unsafe.map(fmt)).toContain('b4-b2'); // the trap is real
    const move = (await morrisPlayer('medium', 5).choose(morris, pos, live())) as MorrisMove;
    const after = unwrap(morris.play(pos, move));
    expect(morris.legalMoves(after).filter((r) => r.captures.length > 0)).toEqual([]);
  });

  it('scores a man up as better for the side that has it, from either side to move', () => {
    const up = morrisState(morrisAt(['a7', 'd7', 'b4', 'f2'], ['g1', 'c3', 'e5'], 'w', [0, 0]));
    expect(evaluateMorris(up, false)).toBeGreaterThan(0);
    expect(evaluateMorris({ ...up, turn: 1 }, false)).toBeLessThan(0);
  });

  it('is deterministic for a seed and budget, noise included (easy)', async () => {
    const start = unwrap(morris.setup(MORRIS_OPTIONS, 2));
    const pos = unwrap(morris.play(unwrap(morris.play(start, unwrap(morris.parseMove('d2')))), unwrap(morris.parseMove('d6'))));
    for (const level of ['easy', 'medium'] as const) {
      const a = await searchMorris(pos, level, 42, live(), 3000);
      const b = await searchMorris(pos, level, 42, live(), 3000);
      expect(b).toEqual(a);
      const pa = await morrisPlayer(level, 9).choose(morris, pos, live());
      const pb = await morrisPlayer(level, 9).choose(morris, pos, live());
      expect(fmt(pb)).toBe(fmt(pa));
    }
    // The budget bounds the work: the deepest completed iteration grows with the budget.
    const small = await searchMorris(pos, 'medium', 42, live(), 200);
    const large = await searchMorris(pos, 'medium', 42, live(), 20_000);
    expect(large.depth).toBeGreaterThan(small.depth);
  });

  it('rejects with AbortedError when cancelled before or during the search', async () => {
    const start = unwrap(morris.setup(MORRIS_OPTIONS, 2));
    const before = new AbortController();
    before.abort();
    await expect(morrisPlayer('hard', 1).choose(morris, start, before.signal)).rejects.toBeInstanceOf(AbortedError);

    const during = new AbortController();
    const pending = searchMorris(start, 'hard', 1, during.signal, 50_000_000);
    // Let the search run through a few yields, then cancel: a budget this large would take minutes.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    during.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });

  it('medium beats the random mover in at least 8 of 10 short games (seeded)', async () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      let pos = unwrap(morris.setup(MORRIS_OPTIONS, 2));
      const ai = morrisPlayer('medium', 100 + g);
      const rnd = randomPlayer(200 + g);
      const aiSide = g % 2;
      for (let ply = 0; ply < 120 && morris.turn(pos) !== undefined; ply++) {
        const player = morris.turn(pos) === aiSide ? ai : rnd;
        pos = unwrap(morris.play(pos, (await player.choose(morris, pos, live())) as MorrisMove));
      }
      const st = morris.status(pos);
      if (st.kind === 'won' && st.winners[0] === aiSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  }, 60_000);
});

describe('Not Made in Germany search', () => {
  // England's goal row is rank 1 ("they form the words “England” … on the last row of squares"); one flag
  // is a step away on i2. Germany's men stand on rank 8, far from rank 9.
  const oneAway = (): NmigPosition =>
    unwrap(notMadeInGermany.parsePosition('9/fgermanyf/9/9/9/9/9/8F/FDNALGNE1 england', NMIG_OPTIONS));

  it('takes the win when it is one move away', async () => {
    const pos = oneAway();
    for (const level of ['easy', 'medium'] as const) {
      const move = await nmigPlayer(level, 2).choose(notMadeInGermany, pos, live());
      expect(notMadeInGermany.formatMove(move as never), level).toBe('i2-i1');
    }
    const r = await searchNmig(pos, 'medium', 2, live());
    expect(r.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
  });

  it('sees a forced loss when the opponent wins on its next move whatever is played', async () => {
    // Same board, Germany to move: no man of Germany's on rank 8 can reach i1, so England wins next move.
    const pos = unwrap(notMadeInGermany.parsePosition('9/fgermanyf/9/9/9/9/9/8F/FDNALGNE1 germany', NMIG_OPTIONS));
    expect(evaluateNmig(pos)).toBeLessThan(0);
    const r = await searchNmig(pos, 'medium', 2, live());
    expect(r.score).toBeLessThanOrEqual(-WIN_THRESHOLD);
  });

  it('measures race distance through a gate from behind the middle row', () => {
    // England's D starts on b9 and belongs on b1: b9→d5 is 4 king steps, d5→b1 another 4.
    expect(raceDistance('D', 1 * 9 + 8)).toBe(8);
    expect(raceDistance('D', 1 * 9 + 0)).toBe(0);
    // A flag may finish on a1 or i1, whichever is nearer.
    expect(raceDistance('F', 8 * 9 + 1)).toBe(1);
  });

  it('is deterministic for a seed and rejects when cancelled', async () => {
    const start = unwrap(notMadeInGermany.setup(NMIG_OPTIONS, 2));
    const a = await searchNmig(start, 'easy', 11, live());
    const b = await searchNmig(start, 'easy', 11, live());
    expect(notMadeInGermany.formatMove(b.move)).toBe(notMadeInGermany.formatMove(a.move));
    expect(b.nodes).toBe(a.nodes);
    // The chosen opening move brings a man nearer its goal row.
    const m = a.move;
    if (m.kind !== 'move') throw new Error('expected a move, not a pass');
    const ch = start.cells[m.from]!;
    expect(raceDistance(ch, m.to)).toBeLessThan(raceDistance(ch, m.from));
    const ctl = new AbortController();
    const pending = searchNmig(start, 'hard', 11, ctl.signal, 10_000_000);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    ctl.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
  });
});

describe('Archery choice', () => {
  const options = unwrap(parseOptions(archery.options, {}));

  it('values finished places by their ring count ("a miss, and counts nothing")', () => {
    const v = arrowValues(options);
    expect(v[20]).toBe(6); // bull's-eye
    expect(v[17]).toBe(1);
    expect(v[MISSED]).toBe(0);
    expect(v[AT_FLAG_STAFF]).toBeGreaterThan(0);
  });

  it("prefers the bull's-eye and avoids a miss", () => {
    const bull: ArrowMove = { kind: 'arrow', from: 14, to: 20 };
    const plain: ArrowMove = { kind: 'arrow', from: 5, to: 11 };
    expect(chooseArrow(options, [plain, bull], 1, 0)).toEqual(bull);
    const miss: ArrowMove = { kind: 'arrow', from: 16, to: MISSED };
    const enter: ArrowMove = { kind: 'arrow', from: AT_FLAG_STAFF, to: 9 };
    expect(chooseArrow(options, [miss, enter], 1, 0)).toEqual(enter);
  });

  it('answers a position awaiting a spin with a listed spin, deterministically', async () => {
    const pos = unwrap(archery.setup(options, 2));
    const a = await archeryPlayer('medium', 4).choose(archery, pos, live());
    const b = await archeryPlayer('medium', 4).choose(archery, pos, live());
    expect(archery.legalMoves(pos).map(archery.formatMove)).toContain(archery.formatMove(a as never));
    expect(archery.formatMove(b as never)).toBe(archery.formatMove(a as never));
  });
});

describe('generic search', () => {
  // Nim with one heap, take 1..3: the side to move loses exactly when the heap is a multiple of 4.
  const nim: SearchDomain<{ heap: number; seat: number }, number> = {
    seat: (s) => s.seat,
    terminal: (s) => (s.heap === 0 ? -1_000_000 : undefined),
    moves: (s) => [1, 2, 3].filter((k) => k <= s.heap),
    play: (s, k) => ({ heap: s.heap - k, seat: 1 - s.seat }),
    evaluate: () => 0,
  };

  it('solves one-heap Nim: from a heap of 9 it takes 1 (leaving a multiple of 4)', async () => {
    const r = await searchBest(nim, { heap: 9, seat: 0 }, { nodeBudget: 100_000, seed: 1, signal: live() });
    expect(r.move).toBe(1);
    expect(r.score).toBeGreaterThanOrEqual(WIN_THRESHOLD);
  });

  it('refuses a terminal root (a programmer error)', async () => {
    await expect(searchBest(nim, { heap: 0, seat: 0 }, { nodeBudget: 10, seed: 1, signal: live() })).rejects.toThrow(/game is over/);
  });
});

describe('computerFor', () => {
  it('gives each game its player at the requested difficulty, medium by default', () => {
    expect(computerFor('morris', 1).name).toBe('Morris computer (medium)');
    expect(computerFor('morris', 1, 'hard').name).toBe('Morris computer (hard)');
    expect(computerFor('not-made-in-germany', 1, 'easy').name).toBe('Not Made in Germany computer (easy)');
    expect(computerFor('archery', 1).name).toBe('Archery computer (medium)');
    expect(computerFor('spoof', 1, 'easy').name).toBe('Spoof computer (easy)');
    // Quoits has nothing to choose: every move is a teetotum spin.
    expect(computerFor('quoits', 1).name).toBe('Random mover');
    expect(computerFor('constructor', 1).name).toBe('Random mover');
  });
});
