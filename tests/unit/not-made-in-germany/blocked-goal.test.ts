/**
 * The option `blockedGoal`: a side that never moves a man off its own home row stands on a square of the
 * other side's word. The sheet's letter (`spell-all`, the default) then lets that word never be spelt;
 * `halma` is the Chinese-checkers answer (docs/games/not-made-in-germany.md, "Spoiling").
 */
import { describe, expect, it } from 'vitest';
import { SHEET, hasWonPastBlockers, sideHasWon } from '../../../src/games/not-made-in-germany/index';
import { sheetQuotes } from '../../support/rule-sheets';
import { destinations, diagram, game, listed, opts, playAll, start } from './helpers';
import { texts } from '../support/text';

const { quoted, verify } = sheetQuotes(SHEET);
verify();

/**
 * Germany has kept its Y on h1, a square of England's word; England has every other man of its word on
 * rank 1 but the G, one step away on f2, and its E waiting on h2.
 */
const SPOILED = ['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.....G.E.', 'FDNAL.NyF'];

describe(`${quoted('the one who first succeeds in doing this has won the game')}, with a man spoiling the word`, () => {
  it("blockedGoal: 'spell-all' (default, the sheet's letter): England can never spell its word while the Y stays on h1", () => {
    expect(opts().blockedGoal).toBe('spell-all');
    const p = playAll(diagram(SPOILED, 'england'), ['f2-f1']);
    expect(game.status(p).kind).toBe('ongoing');
    const englandAgain = playAll(p, ['a9-a8']);
    expect(destinations(englandAgain, 'h2')).not.toContain('h1');
    expect(listed(englandAgain, 'h2-h1')).toBeUndefined();
    // Germany just shuffles another man; England still cannot win, the game ends only by a draw rule.
    const q = playAll(diagram(SPOILED, 'england', { plyLimit: 5 }), ['f2-f1', 'a9-a8', 'h2-g2', 'a8-a9', 'g2-h2']);
    expect(game.status(q)).toMatchObject({ kind: 'draw' });
  });

  it("blockedGoal: 'halma': England wins once every square of rank 1 that Germany does not hold has the right man", () => {
    const p = playAll(diagram(SPOILED, 'england', { blockedGoal: 'halma' }), ['f2-f1']);
    expect(texts(game.status(p))).toMatchObject({ kind: 'won', winners: [0], reason: expect.stringContaining('(the rules chosen count those squares, as Halma does)') });
    expect(game.legalMoves(p)).toEqual([]);
    expect(game.status(diagram(SPOILED, 'england', { blockedGoal: 'halma' })).kind).toBe('ongoing');
  });
});

describe(`blockedGoal: 'halma' and ${quoted('the pieces must spell the words')}: what "correctly filled" means with lettered men`, () => {
  const halma = { blockedGoal: 'halma' };
  it('each free square must hold the man of its own file: a G where the word has an N does not count', () => {
    // England's G and N have changed places on f1 and g1.
    const wrong = diagram(['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.......E.', 'FDNALNGyF'], 'germany', halma);
    expect(game.status(wrong).kind).toBe('ongoing');
    expect(hasWonPastBlockers(wrong.cells, 0)).toBe(false);
  });
  it('the two Ns (and the two flags) are interchangeable, as in the plain win', () => {
    // c1 and g1 both want an N: either N will do; the flag on i1 may be either flag.
    const p = diagram(['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '.......E.', 'FDNALGNyF'], 'germany', halma);
    expect(game.status(p)).toMatchObject({ kind: 'won', winners: [0] });
  });
  it('a vacant free square is not filled: a man must stand on every square Germany does not hold', () => {
    const p = diagram(['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '....L..E.', 'FDNA.GNyF'], 'germany', halma);
    expect(game.status(p).kind).toBe('ongoing');
  });
  it('at the start Germany holds all nine squares: nothing is free to fill, so nobody has won', () => {
    const s = start(halma);
    expect(game.status(s).kind).toBe('ongoing');
    expect(sideHasWon(s.cells, 0, s.options)).toBe(false);
    expect(sideHasWon(s.cells, 1, s.options)).toBe(false);
  });
  it('several blockers: England wins past two Germany men on their home row', () => {
    const p = diagram(['fgerma..f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '......NE.', 'FDNALGnyF'], 'germany', halma);
    expect(game.status(p)).toMatchObject({ kind: 'won', winners: [0] });
  });
  it("a man stepping back onto its own home row completes the other side's goal (the win is a state, as in the plain game)", () => {
    const before = diagram(['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '....E..y.', 'FDNALGN.F'], 'germany', halma);
    expect(game.status(before).kind).toBe('ongoing');
    const after = playAll(before, ['h2-h1']);
    expect(game.status(after)).toMatchObject({ kind: 'won', winners: [0] });
    expect(game.status(playAll(diagram(['fgerman.f', '.........', '.........', '.........', '###.#.###', '.........', '.........', '....E..y.', 'FDNALGN.F'], 'germany'), ['h2-h1'])).kind).toBe('ongoing');
  });
  it('a position where both sides have filled their goal rows past blockers is refused (no game reaches it)', () => {
    const both = 'fgermGNEF/9/9/9/9/9/9/9/FDNALanyf england';
    expect(game.parsePosition(both, opts(halma))).toMatchObject({ ok: false, error: { code: 'notation/both-won' } });
    expect(game.parsePosition(both, opts()).ok).toBe(true);
  });
});
