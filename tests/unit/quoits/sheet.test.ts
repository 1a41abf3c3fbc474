/**
 * Quoits, sentence by sentence: each test quotes the sentence of `001_08482469b23ea4ed.txt` (GAME OF
 * QUOITS) it checks, verbatim. Positions use the default layout, whose set "a" is the spiral
 * a-d1 … a-d6, a-3, a-11, a-4, a-10, a-5, a-9, a-6, a-8, a-7, a-hub (rim to hub; see docs/games/quoits.md).
 */
import { describe, expect, it } from 'vitest';
import { pitchOutcome, QUOITS_RULES, quoits, quoitsTotals, scoreBoard, setOfSeat } from '../../../src/games/quoits/index';
import { sheetQuotes } from '../../support/rule-sheets';
import { menOf, mv, opts, playAll, pos, start } from './helpers';
import { texts } from '../support/text';

const { quoted, verify } = sheetQuotes(quoits.sheet);
verify(Object.values(QUOITS_RULES).map((r) => r.quote));

describe('GAME OF QUOITS', () => {
  it(`${quoted('Implements - Sixteen men in four colors—a set for each player, and the Double Teetotum.')} (four men each: a game is four pitches per player)`, () => {
    for (const n of [2, 3, 4]) {
      let p = playAll(start(n), Array.from({ length: n }, (_, i) => (i === 0 ? '6+6' : '1+1')).join(';'));
      expect(p.order[0]).toBe(0);
      for (let i = 0; i < 4 * n; i++) p = playAll(p, '1+2');
      expect(p.pitched).toBe(4 * n);
      expect(quoits.formatPosition(p)).toContain(`pitched:${4 * n}`);
    }
    for (const n of [1, 5]) expect(quoits.setup(start().options, n)).toMatchObject({ ok: false, error: { code: 'setup/player-count' } });
    expect(quoits.players.seats.map((s) => s.name)).toEqual(['Blue', 'Natural', 'Green', 'Purple']);
  });

  it(quoted('There are two sets of Quoit spaces, at each side of the board.'), () => {
    const layout = start().options.layout;
    expect(layout.sets.map((s) => s.id)).toEqual(['a', 'b']);
    const xs = (i: number) => layout.sets[i]!.spaces.map((s) => s.x);
    expect(Math.max(...xs(0))).toBeLessThan(layout.board.width / 2);
    expect(Math.min(...xs(1))).toBeGreaterThan(layout.board.width / 2);
  });

  it(`${quoted('The first and third players play for one set, and the second and fourth for the other.')} (counted in playing order by default)`, () => {
    const p = playAll(start(4), '1+1; 1+2; 6+6; 1+3');
    expect(p.order).toEqual([2, 3, 0, 1]);
    expect([0, 1, 2, 3].map((s) => setOfSeat(p, s))).toEqual([0, 1, 0, 1]);
    const q = playAll(p, '3+4; 3+4; 3+4; 3+4');
    // Each 7 after the first on a set sets the earlier man back to 8.
    expect(menOf(q)).toBe('a-8@2,b-8@3,a-7@0,b-7@1');
  });

  it('… option setsBy: seat counts "first" and "third" by seat, whoever leads', () => {
    const p = playAll(start(4, { setsBy: 'seat' }), '1+1; 6+6; 1+2; 1+3');
    expect(p.order).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((s) => setOfSeat(p, s))).toEqual([0, 1, 0, 1]);
    expect(menOf(playAll(p, '3+4'))).toBe('b-7@1');
  });

  it('… with three players the first and third share a set and the second has the other to himself', () => {
    const p = playAll(start(3), '6+6; 1+1; 1+2');
    expect([0, 1, 2].map((s) => setOfSeat(p, s))).toEqual([0, 1, 0]);
  });

  it('… the sheet preset plays the letter, one set each for two players; the everyday default shares the first set', () => {
    expect(opts().twoPlayerSets).toBe('shared');
    expect(opts({ preset: 'sheet' }).twoPlayerSets).toBe('separate');
    const letter = playAll(start(2, { preset: 'sheet' }), '6+6; 1+1; 3+4; 2+5');
    expect(menOf(letter)).toBe('a-7@0,b-7@1');
  });

  it('… with two players both pitch onto the first set (twoPlayerSets: shared), or one set each (separate)', () => {
    const shared = playAll(start(2), '6+6; 1+1; 3+4; 2+5');
    expect(menOf(shared)).toBe('a-8@0,a-7@1');
    const separate = playAll(start(2, { twoPlayerSets: 'separate' }), '6+6; 1+1; 3+4; 2+5');
    expect(menOf(separate)).toBe('a-7@0,b-7@1');
  });

  it(`${quoted('The highest spin leads.')} leadTies: all-spin-again: on a tie everyone spins again`, () => {
    let p = playAll(start(3, { leadTies: 'all-spin-again' }), '4+5; 1+1; 3+6');
    expect(quoits.formatPosition(p)).toBe('players:3 lead:0=?,1=?,2=? order:- pitched:0 men:- history:-');
    p = playAll(p, '1+2; 2+2; 1+1');
    expect(p.order).toEqual([1, 2, 0]);
  });

  it(`${quoted('Play and spin in turn.')} ${quoted('The highest spin leads.')} (leadTies: tied-spin-again, the default: ties spin again among the tied)`, () => {
    expect(opts().leadTies).toBe('tied-spin-again');
    let p = start(3);
    expect(quoits.awaitsSpin!(p)).toBe(true);
    expect(quoits.legalMoves(p)).toHaveLength(21);
    expect(quoits.turn(p)).toBe(0);
    p = playAll(p, '4+5; 1+1; 3+6');
    expect(quoits.formatPosition(p)).toBe('players:3 lead:0=?,2=? order:- pitched:0 men:- history:-');
    expect(quoits.turn(p)).toBe(0);
    p = playAll(p, '1+2; 2+2');
    expect(p.order).toEqual([2, 0, 1]);
    const turns: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      turns.push(quoits.turn(p));
      p = playAll(p, '1+2');
    }
    expect(turns).toEqual([2, 0, 1, 2]);
  });

  it(quoted('Use the sum of the numbers indicated by the Teetotum in making the moves, except in case of a doublet, which has its corresponding numbered Quoit space.'), () => {
    const p = pos('players:2 lead:- order:0,1 pitched:0 men:- history:-');
    expect(pitchOutcome(p, mv('3+5')).space).toBe('a-8');
    expect(pitchOutcome(p, mv('4+4')).space).toBe('a-d4');
    expect(pitchOutcome(p, mv('1+1')).space).toBe('a-d1');
    expect(pitchOutcome(p, mv('5+6')).space).toBe('a-11');
    expect(quoits.play(p, mv('3+7'))).toMatchObject({ ok: false, error: { code: 'quoits/not-a-face' } });
  });

  it(quoted('The first player spins and places his man upon the Quoit space which corresponds to his throw.'), () => {
    const p = playAll(start(2), '1+2; 5+6; 2+4');
    expect(p.order).toEqual([1, 0]);
    expect(menOf(p)).toBe('a-6@1');
  });

  it(quoted('The others follow in turn playing in the same manner.'), () => {
    const p = playAll(pos('players:3 lead:- order:1,2,0 pitched:0 men:- history:-'), '2+4; 1+2; 5+5');
    expect(menOf(p)).toBe('a-6@1,b-3@2,a-d5@0');
  });

  it(quoted('Four rounds are played in this way, and the score is then made up.'), () => {
    let p = pos('players:2 lead:- order:0,1 pitched:7 men:a-3@0,a-11@1,a-4@0,a-10@1,a-5@0,a-9@1 history:-', { goal: 'one-game' });
    expect(quoits.status(p)).toEqual({ kind: 'ongoing' });
    expect(quoitsTotals(p)).toEqual([0, 0]);
    p = playAll(p, '1+5');
    expect(p.pitched).toBe(8);
    expect(quoitsTotals(p)).toEqual([scoreBoard(p).lines[0]!.total, scoreBoard(p).lines[1]!.total]);
    expect(quoits.status(p).kind).toBe('won');
  });

  it(quoted('Each man on the hub counts ten ; on a double number, three ; and on the other numbers two.'), () => {
    const p = pos('players:2 lead:- order:0,1 pitched:8 men:a-hub@0,a-d3@1,a-5@0,a-7@1,a-3@0,a-d6@1 history:-');
    const [s0, s1] = scoreBoard(p).lines;
    expect(s0).toMatchObject({ hub: 10, doubles: 0, numbers: 4 });
    expect(s1).toMatchObject({ hub: 0, doubles: 6, numbers: 2 });
  });

  it(quoted('In addition to the above, the man nearest to the hub counts five I the next nearest, three\'; and the third, one.'), () => {
    const p = pos('players:2 lead:- order:0,1 pitched:8 men:a-hub@0,a-d3@1,a-5@0,a-7@1,a-3@0,a-d6@1 history:-');
    const score = scoreBoard(p);
    expect(score.nearest.map((n) => `${n.space}:${n.points}`)).toEqual(['a-hub:5', 'a-7:3', 'a-5:1']);
    expect(score.lines.map((l) => [l.nearest, l.total])).toEqual([
      [5 + 1, 10 + 4 + 6],
      [3, 6 + 2 + 3],
    ]);
  });

  describe(`${quoted('the man nearest to the hub counts five I the next nearest, three\'; and the third, one.')} with ${quoted('two sets of Quoit spaces')}`, () => {
    const four = 'players:4 lead:- order:0,1,2,3 pitched:4 men:a-7@0,b-9@1,a-3@2,b-8@3 history:-';
    const awards = (p: ReturnType<typeof pos>) => scoreBoard(p).nearest.map((n) => `${n.space}:${n.points}`);
    it('nearestScope: both-sets (default, and the sheet preset): one 5, 3 and 1 over the board, each man measured from his own hub', () => {
      expect(opts().nearestScope).toBe('both-sets');
      expect(opts({ preset: 'sheet' }).nearestScope).toBe('both-sets');
      expect(awards(pos(four))).toEqual(['a-7:5', 'b-8:3', 'b-9:1']);
    });
    it('nearestScope: each-set: each set has its own five, three and one', () => {
      expect(awards(pos(four, { nearestScope: 'each-set' }))).toEqual(['a-7:5', 'a-3:3', 'b-8:5', 'b-9:3']);
    });
    it('with three players the second, alone on his set, takes 5 + 3 + 1 on each set, but only his share over both', () => {
      const three = 'players:3 lead:- order:0,1,2 pitched:8 men:a-7@0,b-d1@1,a-8@2,b-d2@1,a-6@0,b-d3@1 history:-';
      expect(scoreBoard(pos(three, { nearestScope: 'each-set' })).lines.map((l) => l.nearest)).toEqual([6, 9, 3]);
      expect(scoreBoard(pos(three)).lines.map((l) => l.nearest)).toEqual([6, 0, 3]);
    });
    it('mirrored spaces of the two sets tie: nearestTies shared-rank (default) gives both the place, first-pitched the earlier man', () => {
      const tie = 'players:2 lead:- order:0,1 pitched:3 men:a-7@0,b-7@1,a-8@0 history:-';
      expect(awards(pos(tie, { twoPlayerSets: 'separate' }))).toEqual(['a-7:5', 'b-7:5', 'a-8:1']);
      expect(awards(pos(tie, { twoPlayerSets: 'separate', nearestTies: 'first-pitched' }))).toEqual(['a-7:5', 'b-7:3', 'a-8:1']);
    });
  });

  describe(quoted('If two men hit the same space, the first corner is set back one space, if the rear space is vacant ; if occupied, the man goes for-ward on space, but should this space also be occupied it is removed from the board and does not count for its player.'), () => {
    it('the first comer is set back when the rear space is vacant', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:1 men:a-8@0 history:-');
      expect(texts(pitchOutcome(p, mv('3+5')))).toEqual({ seat: 1, set: 0, space: 'a-8', lands: 'a-8', collision: { owner: 0, mover: 'first-comer', result: 'set-back', to: 'a-6' } });
      expect(menOf(playAll(p, '3+5'))).toBe('a-6@0,a-8@1');
    });
    it('he goes forward when the rear space is occupied and the one in front is vacant (his own man hit too)', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:2 men:a-8@0,a-6@1 history:-');
      expect(menOf(playAll(p, '2+6'))).toBe('a-7@0,a-6@1,a-8@0');
    });
    it('he is removed, and does not count, when both are occupied', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:3 men:a-8@0,a-6@1,a-7@0 history:-');
      expect(texts(pitchOutcome(p, mv('3+5')).collision)).toEqual({ owner: 0, mover: 'first-comer', result: 'removed' });
      const q = playAll(p, '3+5');
      expect(menOf(q)).toBe('a-6@1,a-7@0,a-8@1');
      expect(quoits.physical!.contents(q)['a-8']).toEqual([1]);
    });
    it('a man reaches the hub only by going forward onto it from the space behind it', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:3 men:a-7@0,a-8@1,a-d2@0 history:-');
      const q = playAll(p, '2+5');
      expect(menOf(q)).toBe('a-hub@0,a-8@1,a-d2@0,a-7@1');
      // and with the hub taken, the man on 7 is removed
      expect(menOf(playAll(q, '1+6'))).toBe('a-hub@0,a-8@1,a-d2@0,a-7@0');
    });
    it('at the rim there is no rear space, so the first comer goes forward', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:1 men:a-d1@0 history:-');
      expect(menOf(playAll(p, '1+1'))).toBe('a-d2@0,a-d1@1');
    });
    it('the board sees each step: the first comer moved, then the new man placed', () => {
      const p = pos('players:2 lead:- order:0,1 pitched:1 men:a-8@0 history:-');
      const stages = quoits.physical!.stages!(p, mv('3+5'));
      expect(stages).toHaveLength(2);
      expect([stages[0]!['a-8'], stages[0]!['a-6']]).toEqual([[], [0]]);
      expect([stages[1]!['a-8'], stages[1]!['a-6']]).toEqual([[1], [0]]);
      expect(QUOITS_RULES.collision.quote).toContain('first corner is set back');
    });
    it('collisionForward: first-comer (default) reads "the man" who goes forward as the first comer; the sheet preset too', () => {
      expect(opts().collisionForward).toBe('first-comer');
      expect(opts({ preset: 'sheet' }).collisionForward).toBe('first-comer');
    });
    describe(`collisionForward: newcomer reads ${quoted('if occupied, the man goes for-ward on space')} as the man just pitched`, () => {
      it('the first comer is still set back when the rear space is vacant', () => {
        const p = pos('players:2 lead:- order:0,1 pitched:1 men:a-8@0 history:-', { collisionForward: 'newcomer' });
        expect(menOf(playAll(p, '3+5'))).toBe('a-6@0,a-8@1');
      });
      it('with the rear space taken, the new man goes on to the space in front and the first comer stays', () => {
        const p = pos('players:2 lead:- order:0,1 pitched:2 men:a-8@0,a-6@1 history:-', { collisionForward: 'newcomer' });
        expect(texts(pitchOutcome(p, mv('2+6')))).toEqual({ seat: 0, set: 0, space: 'a-8', lands: 'a-7', collision: { owner: 0, mover: 'newcomer', result: 'forward', to: 'a-7' } });
        expect(menOf(playAll(p, '2+6'))).toBe('a-8@0,a-6@1,a-7@0');
        // the board sees one change: the new man put down in front
        const stages = quoits.physical!.stages!(p, mv('2+6'));
        expect(stages).toHaveLength(1);
        expect([stages[0]!['a-8'], stages[0]!['a-7']]).toEqual([[0], [0]]);
      });
      it('with the space in front taken too, the new man is removed and does not count; the board does not change', () => {
        const p = pos('players:2 lead:- order:0,1 pitched:3 men:a-8@0,a-6@1,a-7@0 history:-', { collisionForward: 'newcomer' });
        expect(texts(pitchOutcome(p, mv('3+5')))).toMatchObject({ lands: undefined, collision: { owner: 0, mover: 'newcomer', result: 'removed' } });
        const q = playAll(p, '3+5');
        expect(menOf(q)).toBe('a-8@0,a-6@1,a-7@0');
        expect(q.pitched).toBe(4);
        expect(quoits.physical!.contents(q)).toEqual(quoits.physical!.contents(p));
      });
      it('a man reaches the hub when pitched onto 7 while 7 and 8 are taken', () => {
        const p = pos('players:2 lead:- order:0,1 pitched:3 men:a-7@0,a-8@1,a-d2@0 history:-', { collisionForward: 'newcomer' });
        expect(menOf(playAll(p, '2+5'))).toBe('a-7@0,a-8@1,a-d2@0,a-hub@1');
      });
    });
  });

  describe(quoted('When four rounds have been played, the game is begun anew, and the play continues until some one of the players scores 60, which wins the game.'), () => {
    const done = 'players:2 lead:- order:1,0 pitched:8 men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-3@0,a-8@1,a-d6@0';
    it('a complete game below 60 is scored into the history when the next spin begins the next game, with a new spin for lead', () => {
      const p = pos(`${done} history:-`);
      expect(quoitsTotals(p)).toEqual([23, 10]);
      expect(quoits.status(p)).toEqual({ kind: 'ongoing' });
      expect(quoits.turn(p)).toBe(0);
      const q = playAll(p, '2+2');
      expect(quoits.formatPosition(q)).toBe('players:2 lead:0=4,1=? order:- pitched:0 men:- history:23,10');
      expect(quoits.physical!.stages!(p, mv('2+2'))).toEqual([quoits.physical!.contents(q)]);
      expect(quoitsTotals(q)).toEqual([23, 10]);
    });
    it('… or, under newGameLead: same, in the same order without a spin for lead', () => {
      const p = pos(`${done} history:-`, { newGameLead: 'same' });
      expect(quoits.turn(p)).toBe(1);
      const q = playAll(p, '2+2');
      expect(quoits.formatPosition(q)).toBe('players:2 lead:- order:1,0 pitched:1 men:a-d2@1 history:23,10');
    });
    it('the match ends when a total reaches 60 after a game; the highest total wins, equal totals tie', () => {
      const p = pos(`${done} history:40,45`);
      expect(quoitsTotals(p)).toEqual([63, 55]);
      expect(quoits.status(p)).toMatchObject({ kind: 'won', winners: [0] });
      expect(quoits.turn(p)).toBeUndefined();
      expect(quoits.legalMoves(p)).toEqual([]);
      expect(quoits.play(p, mv('1+1'))).toMatchObject({ ok: false, error: { code: 'quoits/game-over' } });
      expect(quoits.status(pos(`${done} history:40,53`))).toMatchObject({ kind: 'draw' });
      expect(quoits.status(pos(`${done} history:36,30`))).toEqual({ kind: 'ongoing' });
      expect(quoits.status(pos(`${done} history:37,30`))).toMatchObject({ kind: 'won', winners: [0] });
      expect(quoits.status(pos(`${done} history:26,30`, { targetScore: 50 }))).toEqual({ kind: 'ongoing' });
      expect(quoits.status(pos(`${done} history:27,30`, { targetScore: 50 }))).toMatchObject({ kind: 'won', winners: [0] });
    });
    it('a three-player tie at the top among two is declared as a tie', () => {
      const p = pos('players:3 lead:- order:0,1,2 pitched:12 men:a-7@0,b-7@1 history:55,55,10');
      expect(quoitsTotals(p)).toEqual([62, 62, 10]);
      expect(quoits.status(p)).toMatchObject({ kind: 'won', winners: [0, 1] });
    });
  });

  it(`${quoted('The object of the game may also be to see which will make the highest score in four rounds.')} (goal: one-game)`, () => {
    const p = pos('players:2 lead:- order:1,0 pitched:8 men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-3@0,a-8@1,a-d6@0 history:-', { goal: 'one-game' });
    expect(texts(quoits.status(p))).toEqual({ kind: 'won', winners: [0], reason: 'the highest score in four rounds: 23' });
    expect(pos('players:2 lead:- order:1,0 pitched:8 men:a-6@1,a-hub@0 history:-', { preset: 'one-game' }).options.goal).toBe('one-game');
  });
});
