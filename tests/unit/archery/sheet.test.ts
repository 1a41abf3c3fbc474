/**
 * Archery ("Game of Arch"), sentence by sentence: each test quotes the sentence of
 * `001_08482469b23ea4ed.txt` it checks (verbatim, typos and all).
 */
import { describe, expect, it } from 'vitest';
import { archery, archeryContents, archeryScores, ARCHERY_RULES, arrowCount, ringName, TARGET_COUNTS } from '../../../src/games/archery/index';
import { sheetQuotes } from '../../support/rule-sheets';
import { legal, playAll, pos, refusal, start } from './helpers';
import { texts } from '../support/text';

const { quoted, verify } = sheetQuotes(archery.sheet);
verify(Object.values(ARCHERY_RULES).map((r) => r.quote));

describe('GAME OF ARCH', () => {
  it(quoted('Implements - Twelve men, a set of three for each player, and the Double Teetotum.'), () => {
    for (const n of [2, 3, 4]) {
      const p = start(n);
      expect(p.arrows).toHaveLength(n);
      for (const set of p.arrows) expect(set).toEqual([0, 0, 0]);
    }
    for (const n of [1, 5, 2.5]) {
      const r = archery.setup(start().options, n);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('setup/player-count');
    }
    expect(archery.players).toMatchObject({ min: 2, max: 4 });
    expect(archery.players.seats.map((s) => s.name)).toEqual(['Blue', 'Natural', 'Green', 'Purple']);
  });

  it(quoted('All moves are made by the spin of the Teetotum, using the mum of the numbers obtained by the spin, and moving an arrow aver a corresponding number of spaces.'), () => {
    const p = pos('lead:- order:0,1 turn:0 spin:- arrows:3,9,10/f,f,f');
    expect(archery.awaitsSpin!(p)).toBe(true);
    expect(legal(p)).toHaveLength(21);
    const spun = playAll(p, '3+5');
    expect(archery.awaitsSpin!(spun)).toBe(false);
    expect(archery.turn(spun)).toBe(0);
    expect(legal(spun)).toEqual(['3-11', '9-17', '10-18']);
    const wrong = refusal(spun, '3-10');
    expect(wrong.code).toBe('archery/wrong-landing');
    expect(wrong.message).toContain('lands on space 11');
    expect(refusal(spun, '1+1').code).toBe('archery/spin-pending');
    expect(refusal(p, '3-11').code).toBe('archery/spin-first');
    expect(refusal(p, '1+7').code).toBe('archery/not-a-face');
    expect(refusal(spun, '4-12').code).toBe('archery/no-arrow-there');
  });

  it(`${quoted('Spin for lead. The highest spin plays first.')} leadTies: all-spin-again: on a tie everyone spins again`, () => {
    let p = start(3, { leadTies: 'all-spin-again' });
    p = playAll(p, '4+5; 3+6; 1+2');
    expect(archery.formatPosition(p)).toBe('lead:0=?,1=?,2=? order:- turn:- spin:- arrows:f,f,f/f,f,f/f,f,f');
    p = playAll(p, '1+1; 1+2; 6+6');
    expect(p.order).toEqual([2, 0, 1]);
    expect(archery.parsePosition('lead:0=?,1=? order:- turn:- spin:- arrows:f,f,f/f,f,f/f,f,f', p.options).ok).toBe(false);
  });

  it(`${quoted('Spin for lead. The highest spin plays first.')} (leadTies: tied-spin-again, the default: ties spin again among the tied)`, () => {
    expect(start().options.leadTies).toBe('tied-spin-again');
    let p = start(3);
    expect(archery.turn(p)).toBe(0);
    expect(refusal(p, 'f-7').code).toBe('archery/spin-for-lead');
    p = playAll(p, '4+5; 3+6; 1+2');
    expect(archery.formatPosition(p)).toBe('lead:0=?,1=? order:- turn:- spin:- arrows:f,f,f/f,f,f/f,f,f');
    expect(archery.turn(p)).toBe(0);
    p = playAll(p, '1+1; 6+6');
    expect(archery.turn(p)).toBe(1);
    expect(p.order).toEqual([1, 2, 0]);
    expect(archery.awaitsSpin!(p)).toBe(true);
  });

  it(`${quoted('The arrows are first entered according to the spin, beginning st. and counting from the space at the flag-staff.')} (option entryCount)`, () => {
    const text = 'lead:- order:0,1 turn:0 spin:3+4 arrows:f,f,f/f,f,f';
    expect(legal(pos(text))).toEqual(['f-7']);
    expect(legal(pos(text, { entryCount: 'inclusive' }))).toEqual(['f-7']);
    expect(legal(pos(text, { entryCount: 'exclusive' }))).toEqual(['f-8']);
    expect(refusal(pos(text, { entryCount: 'exclusive' }), 'f-7').message).toContain('lands on space 8');
  });

  it(`${quoted('The arrows are first entered according to the spin')} … ${quoted('After entering, each player, in turn, advances his arrows')}} (option entryOrder)`, () => {
    const text = 'lead:- order:0,1 turn:0 spin:1+2 arrows:f,f,5/f,f,f';
    expect(legal(pos(text))).toEqual(['f-3']);
    const r = refusal(pos(text), '5-8');
    expect(r.code).toBe('archery/enter-first');
    expect(r.quote).toBe(ARCHERY_RULES.entry.quote);
    expect(legal(pos(text, { entryOrder: 'any-order' }))).toEqual(['f-3', '5-8']);
    expect(legal(pos(text, { preset: 'quick-start' }))).toEqual(['f-3', '5-8']);
  });

  it(`${quoted('After entering, each player, in turn, advances his arrows ac-cording to his spins, until they reach the target.')} (turns follow the play order; finished players are passed over)`, () => {
    let p = pos('lead:- order:2,0,1 turn:2 spin:- arrows:4,5,6/7,8,9/10,11,12');
    p = playAll(p, '1+1; 10-12');
    expect(archery.turn(p)).toBe(0);
    p = playAll(p, '1+1; 4-6');
    expect(archery.turn(p)).toBe(1);
    p = playAll(p, '1+1; 7-9');
    expect(archery.turn(p)).toBe(2);
    // Seat 0 has finished: after seat 2 comes seat 1.
    const q = playAll(pos('lead:- order:2,0,1 turn:2 spin:- arrows:17,x,23/7,8,9/10,11,12'), '1+1; 10-12');
    expect(archery.turn(q)).toBe(1);
  });

  it(quoted('Any arrow that is carried beyond the target by the spin is a miss, and counts nothing.'), () => {
    const p = playAll(pos('lead:- order:0,1 turn:0 spin:- arrows:16,20,21/9,9,9'), '4+4');
    expect(legal(p)).toEqual(['16-x']);
    const after = playAll(p, '16-x');
    expect(after.arrows[0]).toEqual([20, 21, 24]);
    expect(arrowCount(24)).toBe(0);
    expect(archeryScores(after)[0]).toBe(6 + 3);
    expect(archery.formatPosition(after)).toContain('arrows:20,21,x/');
    const missed = archery.play(playAll(pos('lead:- order:0,1 turn:0 spin:- arrows:10,11,x/9,9,9', { entryOrder: 'any-order' }), '1+1'), {
      kind: 'arrow',
      from: 24,
      to: 24,
    });
    expect(missed).toMatchObject({ ok: false, error: { code: 'archery/missed' } });
  });

  it(quoted('An arrow is carried beyond the target when there are not enough spaces for it to be moved over, to use up the spin.'), () => {
    const p = playAll(pos('lead:- order:0,1 turn:0 spin:- arrows:14,15,16/9,9,9'), '4+4');
    // 15 + 8 = 23, the last space: enough spaces. 16 + 8 = 24: not enough. 14 + 8 = 22.
    expect(legal(p)).toEqual(['14-22', '15-23', '16-x']);
    expect(refusal(p, '16-23').message).toContain('carried beyond the target');
  });

  it(quoted('Each ring of the target represents two spaces, one on each side sf the bull\'s-eye, as though the target were divided by a vertical (meat its center.'), () => {
    expect(TARGET_COUNTS).toEqual([1, 2, 3, 6, 3, 2, 1]);
    expect([17, 18, 19, 20, 21, 22, 23].map((s) => ringName(s))).toEqual([
      'outer ring', 'second ring', 'third ring', "bull's-eye", 'third ring', 'second ring', 'outer ring',
    ]);
    expect(ringName(16)).toBeUndefined();
  });

  it(quoted('The arrows are moved from the flag-staff to the target as though the whole formed one continuous line of 23 spaces-7 in the target, and 16 outside.'), () => {
    expect(archery.physical!.cells).toEqual(Array.from({ length: 23 }, (_, i) => String(i + 1)));
    expect([16, 17, 23, 24].map(arrowCount)).toEqual([0, 1, 1, 0]);
  });

  it(quoted('As soon as an arrow reaches the target its move is ended.'), () => {
    const p = playAll(pos('lead:- order:0,1 turn:0 spin:- arrows:10,17,20/9,9,9', { entryOrder: 'any-order' }), '1+2');
    expect(legal(p)).toEqual(['10-13']);
    const r = refusal(p, '17-20');
    expect(r.code).toBe('archery/in-target');
    expect(r.quote).toBe('As soon as an arrow reaches the target its move is ended.');
  });

  it(quoted('Two or more arrows of the same, or of opponent players, may \'soupy the same space at the same time.'), () => {
    let p = pos('lead:- order:0,1 turn:0 spin:- arrows:5,5,6/f,f,5');
    p = playAll(p, '2+3; 5-10; 1+4; f-5');
    expect(archeryContents(p)['5']).toEqual([0, 1, 1]);
    expect(archeryContents(p)['10']).toEqual([0]);
  });

  it(quoted('The game is ended when all the arrows have reached or missed the target.'), () => {
    let p = pos('lead:- order:0,1 turn:1 spin:- arrows:17,20,x/18,19,15');
    expect(archery.status(p)).toEqual({ kind: 'ongoing' });
    p = playAll(p, '1+1');
    expect(archery.status(p)).toEqual({ kind: 'ongoing' });
    p = playAll(p, '15-17');
    expect(archery.turn(p)).toBeUndefined();
    expect(archery.awaitsSpin!(p)).toBe(false);
    expect(legal(p)).toEqual([]);
    expect(archery.status(p).kind).not.toBe('ongoing');
    expect(refusal(p, '1+1').code).toBe('archery/game-over');
  });

  it(quoted('Each arrow on the outer circle counts 1; on the next \' circle, 2; on the third circle, 3; and, on the bull\'s-eye, 6.'), () => {
    const p = pos('lead:- order:0,1 turn:- spin:- arrows:17,18,19/20,23,x');
    expect(archeryScores(p)).toEqual([1 + 2 + 3, 6 + 1 + 0]);
  });

  it(`${quoted('The player having the largest count wins the game.')} (ties are declared as ties)`, () => {
    expect(texts(archery.status(pos('lead:- order:0,1,2 turn:- spin:- arrows:20,20,x/17,17,17/x,x,x')))).toEqual({
      kind: 'won',
      winners: [0],
      reason: 'the largest count, 12',
    });
    const tie = archery.status(pos('lead:- order:0,1,2 turn:- spin:- arrows:20,x,x/19,21,x/17,x,x'));
    expect(tie).toMatchObject({ kind: 'won', winners: [0, 1] });
    expect(texts(archery.status(pos('lead:- order:0,1 turn:- spin:- arrows:x,x,x/x,x,x')))).toEqual({
      kind: 'draw',
      reason: 'every player has the same count, 0',
    });
  });
});
