/**
 * One test per sentence of the Game of Morrice section of `001_08482469b23ea4ed.txt`, each quoting it
 * verbatim (typos and all) and checking what the engine makes of it.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { morris } from '../../../src/games/morris/index';
import { LINES, POINTS, popcount } from '../../../src/games/morris/board';
import { menCaptured, menLeft } from '../../../src/games/morris/engine';
import { MORRICE } from '../../../src/games/morris/rules';
import { sheetQuotes } from '../../support/rule-sheets';
import { board, legal, mv, opts, playAll, pos, start } from './helpers';

/** 18 placements in which nobody forms a row (checked by playAll: a row without a capture is refused). */
const QUIET_PLACEMENTS = 'a7 d7 g7 a4 b6 g4 f6 d1 c5 b2 e5 f2 a1 c3 g1 e3 d3 d6';

// Every sentence of MORRICE (the test names below) is checked against the sheet where it is checked out.
sheetQuotes(morris.sheet).verify(Object.values(MORRICE));

describe('Game of Morrice, sentence by sentence', () => {
  it(MORRICE.implements, () => {
    expect(MORRICE.implements).toBe('Implements - Eighteen men in two colors; a set of nine for each player.');
    const p = start();
    expect(p.hand).toEqual([9, 9]);
    expect(p.men).toEqual([0, 0]);
    expect(morris.players).toMatchObject({ min: 2, max: 2 });
    const [white, black] = morris.players.seats;
    expect(white?.colour).not.toBe(black?.colour);
    expect(morris.setup(opts(), 3)).toMatchObject({ ok: false, error: { code: 'setup/player-count' } });
    expect(morris.setup(opts(), 1).ok).toBe(false);
  });

  it(MORRICE.board, () => {
    // 24 circular spaces, each where two lines cross or meet, and nowhere else.
    expect(POINTS).toHaveLength(24);
    expect(new Set(LINES.flat())).toEqual(new Set(POINTS));
    for (const p of POINTS) expect(LINES.filter((l) => l.includes(p))).toHaveLength(2);
    expect(morris.physical?.cells).toEqual(POINTS);
    // d4, the centre of the drawing, is not a space: no line crosses there.
    expect(morris.parseMove('d4')).toMatchObject({ ok: false, error: { code: 'notation/unknown-point' } });
  });

  it(MORRICE.object, () => {
    // For each of the 16 straight lines: two white men on it and the third space vacant makes a row.
    for (const [p, q, r] of LINES) {
      const blacks = POINTS.filter((x) => ![p, q, r].includes(x)).slice(0, 2);
      const position = pos(board({ W: [p, q], B: blacks }, 'w', 7, 7));
      expect(legal(position).filter((m) => m.startsWith(`${r}x`))).toEqual(blacks.map((b) => `${r}x${b}`).sort());
    }
    // Three men that are not on one straight line (a corner: a7 d7 + d6) are no row.
    const corner = pos(board({ W: ['a7', 'd7'], B: ['g1', 'f2'] }, 'w', 7, 7));
    expect(legal(corner)).toContain('d6');
    expect(legal(corner).some((m) => m.startsWith('d6x'))).toBe(false);
  });

  it(MORRICE.lines, () => {
    // A long line (the outer side a7-d7-g7) and a short one (the spoke d7-d6-d5) capture alike.
    const long = playAll(start(), 'a7 a1 d7 g1 g7xg1');
    const short = playAll(start(), 'd6 a1 d5 g1 d7xg1');
    expect(menCaptured(long, 1)).toBe(1);
    expect(menCaptured(short, 1)).toBe(1);
    expect(morris.formatPosition(long).slice(0, 3)).toBe('WWW');
  });

  it(MORRICE.turns, () => {
    const p0 = start();
    const p1 = playAll(p0, 'd2');
    expect(p1.turn).toBe(1);
    expect(p1.hand).toEqual([8, 9]);
    // Black may not move again for White, nor place two men at once; White may not touch Black's men.
    expect(morris.play(playAll(p1, 'a7'), mv('a7-a4'))).toMatchObject({ ok: false });
    const moving = playAll(start(), QUIET_PLACEMENTS);
    expect(moving.turn).toBe(0);
    expect(morris.play(moving, mv('d7-d6'))).toMatchObject({ ok: false, error: { code: 'morris/not-own-man' } });
    // One man at a time: every legal move changes exactly the mover's origin and destination.
    for (const m of morris.legalMoves(moving)) {
      const after = unwrap(morris.play(moving, m));
      expect(popcount(after.men[0] ^ moving.men[0])).toBe(2);
      expect(after.men[1]).toBe(moving.men[1]);
    }
  });

  it(MORRICE.placing, () => {
    const p0 = start();
    expect(legal(p0)).toEqual([...POINTS].sort());
    const p1 = playAll(p0, 'd2');
    expect(legal(p1)).not.toContain('d2');
    expect(morris.play(p1, mv('d2'))).toMatchObject({ ok: false, error: { code: 'morris/occupied', rule: { quote: MORRICE.placing } } });
    // While men are in hand, no man moves.
    expect(morris.play(playAll(p1, 'a7'), mv('d2-d3'))).toMatchObject({ ok: false, error: { code: 'morris/must-place' } });
  });

  it(MORRICE.blocking, () => {
    // White lays two men on the top line; Black lays his on the third space and stops the row.
    const threatened = playAll(start(), 'a7 b4 d7');
    expect(legal(playAll(threatened, 'f4'))).toContain('g7xb4');
    const blocked = playAll(threatened, 'g7');
    expect(legal(blocked).some((m) => m.includes('x'))).toBe(false);
  });

  it(MORRICE.doubleThreat, () => {
    // White d7 and a4, then a7: two ways to form a row (g7 and a1); Black can stop only one.
    const fork = playAll(start(), 'd7 f4 a4 c3 a7');
    const stopsTop = playAll(fork, 'g7');
    expect(legal(stopsTop)).toEqual(expect.arrayContaining(['a1xc3', 'a1xf4', 'a1xg7']));
    const stopsSide = playAll(fork, 'a1');
    expect(legal(stopsSide)).toEqual(expect.arrayContaining(['g7xa1', 'g7xc3', 'g7xf4']));
  });

  it(MORRICE.capture, () => {
    // Black has a row a1-d1-g1 and a loose man on b4: White's row must take b4.
    const p = pos(board({ W: ['a7', 'd7', 'c3', 'e3'], B: ['a1', 'd1', 'g1', 'b4'] }, 'w', 5, 5));
    expect(legal(p).filter((m) => m.startsWith('g7'))).toEqual(['g7xb4']);
    const refused = morris.play(p, mv('g7xd1'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'morris/capture-breaks-row', rule: { quote: MORRICE.capture } } });
    // "One of his opponent's men": neither none nor two.
    expect(morris.play(p, mv('g7'))).toMatchObject({ ok: false, error: { code: 'morris/capture-missing' } });
    expect(morris.play(p, mv('g7xb4xa1'))).toMatchObject({ ok: false, error: { code: 'morris/too-many-captures' } });
    // The man is removed from the board for good: not back into Black's hand.
    const q = unwrap(morris.play(p, mv('g7xb4')));
    expect(q.hand).toEqual([4, 5]);
    expect(menLeft(q, 1)).toBe(8);
    // When every black man stands in a row, a man may be taken from a row.
    const allInRows = pos(board({ W: ['a7', 'd7', 'c3', 'e3'], B: ['a1', 'd1', 'g1'] }, 'w', 5, 5));
    expect(legal(allInRows).filter((m) => m.startsWith('g7'))).toEqual(['g7xa1', 'g7xd1', 'g7xg1']);
  });

  it(MORRICE.moving, () => {
    const moving = playAll(start(), QUIET_PLACEMENTS);
    expect(moving.hand).toEqual([0, 0]);
    const moves = legal(moving);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => /^[a-g][1-7]-[a-g][1-7]/.test(m))).toBe(true);
    expect(morris.play(moving, mv('b4'))).toMatchObject({ ok: false, error: { code: 'morris/nothing-in-hand' } });
    // "in any direction": a man on d6 (a crossing of four lines) may go up, down, left and right.
    const cross = pos(board({ W: ['d6', 'a1', 'g1'], B: ['a7', 'g7', 'c3'] }, 'w', 0, 0));
    expect(legal(cross).filter((m) => m.startsWith('d6-'))).toEqual(['d6-b6', 'd6-d5', 'd6-d7', 'd6-f6']);
  });

  it(MORRICE.alongLines, () => {
    const p = pos(board({ W: ['a7', 'd6', 'f4', 'c3'], B: ['g1', 'b2', 'e5'] }, 'w', 0, 0));
    expect(morris.play(p, mv('a7-a4')).ok).toBe(true);
    expect(morris.play(p, mv('d6-d7')).ok).toBe(true);
    for (const bad of ['a7-a1', 'a7-b6', 'c3-c5', 'f4-d5', 'a7-g7']) {
      expect(morris.play(p, mv(bad)), bad).toMatchObject({
        ok: false,
        error: { code: 'morris/not-adjacent', rule: { sheet: '001_08482469b23ea4ed.txt', quote: MORRICE.alongLines } },
      });
    }
    // A man moves only to a vacant space.
    expect(morris.play(p, mv('f4-e4')).ok).toBe(true);
    expect(morris.play(pos(board({ W: ['a7', 'd6', 'f4', 'c3', 'e4'], B: ['g1', 'b2', 'e5'] }, 'w', 0, 0)), mv('e4-e5'))).toMatchObject({
      ok: false,
      error: { code: 'morris/occupied' },
    });
  });

  it(MORRICE.everyRow, () => {
    // Forming a row by moving captures; opening it and closing it again captures again.
    const p = pos(board({ W: ['a7', 'd7', 'g4'], B: ['b2', 'f2', 'c3', 'e3', 'd5', 'd1'] }, 'w', 0, 0));
    expect(morris.play(p, mv('g4-g7'))).toMatchObject({ ok: false, error: { code: 'morris/capture-missing' } });
    const once = playAll(p, 'g4-g7xd5');
    expect(menLeft(once, 1)).toBe(5);
    const twice = playAll(once, 'c3-c4 g7-g4 c4-c3 g4-g7xd1');
    expect(menLeft(twice, 1)).toBe(4);
    // A move that forms no row captures nothing.
    expect(morris.play(once, mv('c3-c4xa7'))).toMatchObject({ ok: false, error: { code: 'morris/no-row' } });
    // and by placing (see also the sentence on the object of the game)
    expect(menCaptured(playAll(start(), 'a7 b4 d7 c4 g7xb4'), 1)).toBe(1);
    // "As often as" counts rows: under the sheet preset one man closing two rows captures two.
    const double = pos(board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b2', 'd2', 'c3', 'e3'] }, 'w', 5, 5), { preset: 'sheet' });
    expect(menCaptured(playAll(double, 'g7xb2xc3'), 1)).toBe(2);
    expect(morris.play(double, mv('g7xb2'))).toMatchObject({ ok: false, error: { code: 'morris/capture-missing' } });
  });

  it(MORRICE.losing, () => {
    // Black has three men; White's row takes one: Black is left with two and loses.
    const p = pos(board({ W: ['a7', 'd7', 'g4', 'b6'], B: ['b2', 'f2', 'c3'] }, 'w', 0, 0));
    const end = playAll(p, 'g4-g7xc3');
    expect(morris.status(end)).toMatchObject({ kind: 'won', winners: [0] });
    expect(morris.turn(end)).toBeUndefined();
    expect(morris.legalMoves(end)).toEqual([]);
    expect(morris.play(end, mv('b2-b4'))).toMatchObject({ ok: false, error: { code: 'morris/game-over' } });
    // Men in hand count too: one on the board and one in hand is "all but two".
    const placing = pos(board({ W: ['a7', 'd7', 'g7', 'b6', 'f6', 'c5', 'e5', 'a1', 'g1'], B: ['d1'] }, 'b', 0, 1));
    expect(morris.status(placing)).toMatchObject({ kind: 'won', winners: [0] });
    // Three men are still enough to play on.
    expect(morris.status(p).kind).toBe('ongoing');
  });
});
