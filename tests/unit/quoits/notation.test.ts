/**
 * Quoits notation (moves and positions: round trips and clear errors), the position gate, and
 * properties of random matches under every option value: notation round-trips in every position,
 * board stages end in the position's contents, one man per space, the match ends with the right winner.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoits, quoitsTotals, type QuoitsPosition } from '../../../src/games/quoits/index';
import { drawSpin, seedTeetotum } from '../../../src/games/teetotum/index';
import { opts, pos, start } from './helpers';
import { en } from '../support/text';

describe('Quoits move notation', () => {
  it('has only spins, digital or by hand', () => {
    for (const s of ['1+1', '3+5h']) expect(quoits.formatMove(unwrapMove(s))).toBe(s);
    const r = quoits.parseMove('a-7');
    expect(r).toMatchObject({ ok: false, error: { code: 'notation/bad-move' } });
    if (!r.ok) expect(en(r.error.message)).toContain('Quoits has only spins');
  });
});

function unwrapMove(s: string) {
  const r = quoits.parseMove(s);
  if (!r.ok) throw new Error(en(r.error.message));
  return r.value;
}

describe('Quoits position notation', () => {
  it('writes the start and round-trips positions', () => {
    expect(quoits.formatPosition(start(4))).toBe('players:4 lead:0=?,1=?,2=?,3=? order:- pitched:0 men:- history:-');
    for (const t of [
      'players:2 lead:- order:1,0 pitched:3 men:a-7@1,a-d3@0,a-8@1 history:14,9',
      'players:4 lead:0=7,2=? order:- pitched:0 men:- history:10,12,9,3/8,8,8,8',
      'players:3 lead:- order:2,0,1 pitched:12 men:a-hub@2,b-d6@0 history:-',
    ]) {
      expect(quoits.formatPosition(pos(t))).toBe(t);
    }
  });

  it('names the field it cannot read', () => {
    const cases: [string, string][] = [
      ['players:2 lead:- order:0,1 pitched:0 men:-', 'history: is missing'],
      ['players:two lead:- order:0,1 pitched:0 men:- history:-', 'players:'],
      ['players:2 lead:0-5 order:- pitched:0 men:- history:-', 'lead:'],
      ['players:2 lead:- order:0;1 pitched:0 men:- history:-', 'order:'],
      ['players:2 lead:- order:0,1 pitched:x men:- history:-', 'pitched:'],
      ['players:2 lead:- order:0,1 pitched:1 men:a-7 history:-', '"a-7" must be space@seat'],
      ['players:2 lead:- order:0,1 pitched:0 men:- history:1;2', 'history:'],
      ['players:2 lead:- order:0,1 pitched:0 men:- history:- board:x', '"board:x"'],
    ];
    for (const [text, needle] of cases) {
      const r = quoits.parsePosition(text, opts());
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('notation/bad-position');
        expect(en(r.error.message)).toContain(needle);
      }
    }
  });

  it('refuses impossible positions, listing every problem', () => {
    const cases: [string, string[], Record<string, unknown>?][] = [
      ['players:5 lead:- order:0,1 pitched:0 men:- history:-', ['two to four players']],
      ['players:2 lead:- order:0,1 pitched:2 men:a-7@0,a-7@1 history:-', ['two men stand on a-7']],
      ['players:2 lead:- order:0,1 pitched:2 men:a-12@0 history:-', ['"a-12" is not a space']],
      ['players:4 lead:- order:0,1,2,3 pitched:2 men:b-7@0 history:-', ["seat 0's man is on b-7"]],
      ['players:2 lead:- order:0,1 pitched:1 men:a-7@1 history:-', ['seat 1 has 1 men on the board but has pitched only 0']],
      ['players:2 lead:- order:0,1 pitched:9 men:- history:-', ['pitched must be 0 to 8']],
      ['players:2 lead:- order:0,0 pitched:0 men:- history:-', ['each of the 2 seats once']],
      ['players:2 lead:- order:0,1 pitched:0 men:a-7@3 history:-', ['seat 3, which is not at the table']],
      ['players:2 lead:- order:0,1 pitched:0 men:- history:60,2', ['already over']],
      ['players:2 lead:- order:0,1 pitched:0 men:- history:6', ['must give 2 scores']],
      ['players:2 lead:- order:0,1 pitched:0 men:- history:6,7', ['single four-round game'], { goal: 'one-game' }],
      ['players:2 lead:0=5,1=? order:- pitched:1 men:- history:-', ['nothing is pitched']],
      ['players:2 lead:0=5,1=? order:- pitched:0 men:- history:3,4', ['only the first game'], { newGameLead: 'same' }],
    ];
    for (const [text, needles, raw] of cases) {
      const r = quoits.parsePosition(text, opts(raw));
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('quoits/bad-position');
        for (const n of needles) expect(en(r.error.message)).toContain(n);
      }
    }
  });
});

function randomMatch(seed: number, players: number, raw: Record<string, unknown>): QuoitsPosition {
  const o = opts(raw);
  let p = start(players, raw);
  let spins = seedTeetotum(seed);
  for (let ply = 0; ply < 5000; ply++) {
    if (quoits.status(p).kind !== 'ongoing') {
      expect(quoits.legalMoves(p)).toEqual([]);
      return p;
    }
    expect(quoits.awaitsSpin!(p)).toBe(true);
    const d = drawSpin(spins, o.faces);
    spins = d.next;
    const next = quoits.play(p, d.spin);
    if (!next.ok) throw new Error(en(next.error.message));
    const stages = quoits.physical!.stages!(p, d.spin);
    expect(stages[stages.length - 1]).toEqual(quoits.physical!.contents(next.value));
    p = next.value;
    const spaces = p.men.map((m) => m.space);
    expect(new Set(spaces).size).toBe(spaces.length);
    const back = quoits.parsePosition(quoits.formatPosition(p), o);
    if (!back.ok) throw new Error(en(back.error.message));
    expect(quoits.formatPosition(back.value)).toBe(quoits.formatPosition(p));
  }
  throw new Error('the match did not end in 5000 spins');
}

describe('random matches', () => {
  it('end by the goal, with the highest total winning, under each option value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.record({
          goal: fc.constantFrom('score', 'one-game'),
          targetScore: fc.constantFrom(30, 60),
          twoPlayerSets: fc.constantFrom('shared', 'separate'),
          setsBy: fc.constantFrom('play-order', 'seat'),
          newGameLead: fc.constantFrom('spin', 'same'),
          nearestTies: fc.constantFrom('first-pitched', 'shared-rank'),
          faces: fc.constantFrom([1, 2, 3, 4, 5, 6], [1, 2, 3]),
        }),
        (seed, players, raw) => {
          const end = randomMatch(seed, players, raw);
          const totals = quoitsTotals(end);
          const best = Math.max(...totals);
          if (raw.goal === 'one-game') expect(end.history).toEqual([]);
          else expect(best).toBeGreaterThanOrEqual(raw.targetScore);
          const st = quoits.status(end);
          if (st.kind === 'won') expect(st.winners.every((w) => totals[w] === best) && st.winners.length < players).toBe(true);
          else expect(st.kind === 'draw' && totals.every((t) => t === best)).toBe(true);
        },
      ),
      { numRuns: 40, seed: 11 },
    );
  });
});
