/**
 * Every value of every rule option of Not Made in Germany (issue 6 §1: "who moves first (default
 * England), what a player with no legal move does (default: passes), and draw rules that guarantee every
 * game ends").
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { MAX_PLY_LIMIT, PASS } from '../../../src/games/not-made-in-germany/index';
import { destinations, diagram, game, opts, playAll, start } from './helpers';
import { texts } from '../support/text';

/** Germany, to move, is boxed in: worked out man by man in movegen.test.ts (P22). */
const BOXED = ['.........', '.........', '.........', '.........', '###.#.###', '.....NFrm', '....DFyGf', '.....LAfg', '....ENena'];
/** The same, one England step (d2-e1) before the box closes. */
const BEFORE_BOX = ['.........', '.........', '.........', '.........', '###.#.###', '.....NFrm', '....DFyGf', '...E.LAfg', '.....Nena'];
/** Eight plies that return to the start position: the flags a9 and a1 step out and back, twice. */
const SHUFFLE = ['a9-a8', 'a1-a2', 'a8-a9', 'a2-a1'];

describe('options of Not Made in Germany', () => {
  it('has the documented defaults', () => {
    expect(opts()).toEqual({ firstPlayer: 'england', noMove: 'pass', repetition: 'threefold', plyLimit: 1000, blockedGoal: 'spell-all' });
    for (const key of Object.keys(opts())) {
      const doc = game.options.docs[key as keyof ReturnType<typeof opts>];
      expect(doc.summary.length).toBeGreaterThan(20);
      expect(doc.gap.length).toBeGreaterThan(20);
    }
  });

  it('firstPlayer: england (default) moves England first', () => {
    const s = start({ firstPlayer: 'england' });
    expect(game.turn(s)).toBe(0);
    expect(destinations(s, 'e9')).toEqual(['d8', 'e8', 'f8']);
    expect(destinations(s, 'e1')).toEqual([]);
  });

  it('firstPlayer: germany moves Germany first', () => {
    const s = start({ firstPlayer: 'germany' });
    expect(game.turn(s)).toBe(1);
    expect(game.formatPosition(s)).toBe('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf germany');
    expect(destinations(s, 'e1')).toEqual(['d2', 'e2', 'f2']);
    expect(destinations(s, 'e9')).toEqual([]);
  });

  it('firstPlayer: refuses anything else', () => {
    expect(parseOptions(game.options, { firstPlayer: 'france' }).ok).toBe(false);
  });

  it('noMove: pass (default) lets a boxed-in side pass, and only then', () => {
    const boxed = diagram(BOXED, 'germany', { noMove: 'pass' });
    expect(game.status(boxed).kind).toBe('ongoing');
    expect(game.legalMoves(boxed)).toEqual([PASS]);
    const passed = unwrap(game.play(boxed, unwrap(game.parseMove('pass'))));
    expect(game.turn(passed)).toBe(0);
    expect(passed.cells).toBe(boxed.cells);
    const s = start();
    const early = game.play(s, PASS);
    expect(!early.ok && early.error.code).toBe('not-made-in-germany/pass-not-allowed');
  });

  it('noMove: pass, reached by a move: the boxed side is offered the pass', () => {
    const after = playAll(diagram(BEFORE_BOX, 'england', { noMove: 'pass' }), ['d2-e1']);
    expect(game.status(after).kind).toBe('ongoing');
    expect(game.legalMoves(after).map((m) => game.formatMove(m))).toEqual(['pass']);
  });

  it('noMove: lose makes a boxed-in side lose at once', () => {
    const boxed = diagram(BOXED, 'germany', { noMove: 'lose' });
    expect(game.status(boxed)).toMatchObject({ kind: 'won', winners: [0] });
    expect(game.legalMoves(boxed)).toEqual([]);
    const pass = game.play(boxed, PASS);
    expect(!pass.ok && pass.error.code).toBe('not-made-in-germany/game-over');
    const after = playAll(diagram(BEFORE_BOX, 'england', { noMove: 'lose' }), ['d2-e1']);
    expect(game.status(after)).toMatchObject({ kind: 'won', winners: [0] });
  });

  it('noMove: lose never allows a pass while moves remain either', () => {
    const r = game.play(start({ noMove: 'lose' }), PASS);
    expect(!r.ok && r.error.code).toBe('not-made-in-germany/pass-not-allowed');
  });

  it('repetition: threefold (default) draws on the third occurrence of a position', () => {
    const s = start({ repetition: 'threefold' });
    const once = playAll(s, SHUFFLE);
    expect(once.repetitions).toBe(2);
    expect(game.status(once).kind).toBe('ongoing');
    const almost = playAll(once, SHUFFLE.slice(0, 3));
    expect(game.status(almost).kind).toBe('ongoing');
    const twice = playAll(almost, SHUFFLE.slice(3));
    expect(twice.repetitions).toBe(3);
    expect(game.status(twice)).toMatchObject({ kind: 'draw' });
    expect(game.turn(twice)).toBeUndefined();
    expect(game.legalMoves(twice)).toEqual([]);
  });

  it('repetition: the side to move is part of the position', () => {
    // same men, other side to move: after a9-a8 a1-a2 a8-a9 the men match the start but Germany is to move
    const s = start();
    const p = playAll(s, ['a9-a8', 'a1-a2', 'a8-a9', 'a2-a1', 'a9-a8', 'a1-a2', 'a8-a9']);
    expect(p.repetitions).toBe(2);
  });

  it('repetition: off never draws by repetition', () => {
    const s = start({ repetition: 'off' });
    const p = playAll(s, [...SHUFFLE, ...SHUFFLE, ...SHUFFLE]);
    expect(p.repetitions).toBe(4);
    expect(game.status(p).kind).toBe('ongoing');
  });

  it('plyLimit: 1000 by default; the game is drawn once the limit is reached', () => {
    const p = playAll(start({ plyLimit: 9, repetition: 'off' }), [...SHUFFLE, ...SHUFFLE]);
    expect(game.status(p).kind).toBe('ongoing');
    const q = playAll(p, ['e9-e8']);
    expect(p.ply).toBe(8);
    expect(game.status(q)).toMatchObject({ kind: 'draw' });
    expect(texts(game.status(q).kind === 'draw' && game.status(q))).toMatchObject({ reason: expect.stringMatching(/9 plies/) });
  });

  it('plyLimit: the smallest value, 1, ends the game after one ply', () => {
    const q = playAll(start({ plyLimit: 1 }), ['e9-e8']);
    expect(game.status(q)).toMatchObject({ kind: 'draw' });
  });

  it('plyLimit: a win on the last ply is still a win', () => {
    const pos = diagram(['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '........F', 'FDNALGNE.'], 'england', {
      plyLimit: 1,
    });
    expect(game.status(playAll(pos, ['i2-i1']))).toMatchObject({ kind: 'won', winners: [0] });
  });

  it(`plyLimit: the largest value ${MAX_PLY_LIMIT} is accepted, anything outside 1..${MAX_PLY_LIMIT} or fractional is refused`, () => {
    expect(parseOptions(game.options, { plyLimit: MAX_PLY_LIMIT }).ok).toBe(true);
    for (const bad of [0, -5, MAX_PLY_LIMIT + 1, 2.5, '100']) {
      expect(parseOptions(game.options, { plyLimit: bad }).ok, String(bad)).toBe(false);
    }
  });

  it('a position keeps its options', () => {
    const o = opts({ firstPlayer: 'germany', noMove: 'lose', repetition: 'off', plyLimit: 77 });
    const s = unwrap(game.setup(o, 2));
    expect(game.optionsOf(playAll(s, ['e1-e2']))).toEqual(o);
  });
});
