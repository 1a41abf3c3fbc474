/** Morris notation (issue 2 §3): exact position strings and move strings, both ways. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { POINTS } from '../../../src/games/morris/board';
import { morris } from '../../../src/games/morris/index';
import { START_POSITION } from '../../../src/games/morris/notation';
import { opts, playAll, start } from './helpers';
import { en, texts } from '../support/text';

describe('positions', () => {
  it('the start is "........................ w 9 9"', () => {
    expect(START_POSITION).toBe('........................ w 9 9');
    expect(morris.formatPosition(start())).toBe(START_POSITION);
  });

  it('writes the points in the order a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1', () => {
    expect(POINTS.join(' ')).toBe('a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1');
    // White on a7 (first character), Black on g1 (last), White on d2 (20th).
    const p = playAll(start(), 'a7 g1 d2');
    expect(morris.formatPosition(p)).toBe('W..................W...B b 7 8');
  });

  it('refuses malformed strings with notation/position-syntax', () => {
    for (const bad of [
      '',
      '........................ w 9',
      '....................... w 9 9',
      '......................... w 9 9',
      '........................ W 9 9',
      '........................ w 10 9',
      '........................  w 9 9',
      '........................ w 9 9 ',
      'x....................... w 9 9',
    ]) {
      expect(morris.parsePosition(bad, opts()), bad).toMatchObject({ ok: false, error: { code: 'notation/position-syntax' } });
    }
  });

  it('refuses impossible positions with notation/position-invalid, naming every problem', () => {
    const r = morris.parsePosition('WWWWWWWWWW.............. w 0 9', opts());
    expect(r).toMatchObject({ ok: false, error: { code: 'notation/position-invalid' } });
    if (!r.ok) {
      expect(en(r.error.message)).toMatch(/White has 10 men/);
      expect(en(r.error.message)).toMatch(/do not fit alternate placement/);
    }
    // The side that has just moved cannot have fewer than three men.
    expect(texts(morris.parsePosition('WWWB.................... w 0 0', opts()))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/Black, who has just moved, has fewer than three men/) },
    });
  });

  it('format(parse(x)) = x for every position reached in random play', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 120 }), (choices) => {
        let p = start();
        for (const c of choices) {
          const moves = morris.legalMoves(p);
          if (moves.length === 0) break;
          p = unwrap(morris.play(p, moves[c % moves.length]!));
          const text = morris.formatPosition(p);
          const back = unwrap(morris.parsePosition(text, p.options));
          expect(morris.formatPosition(back)).toBe(text);
          expect(back.men).toEqual(p.men);
          expect(back.hand).toEqual(p.hand);
          expect(back.turn).toBe(p.turn);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('moves', () => {
  it('reads and writes the forms of the issue: d2, d2-d3, d2xg7, d2-d3xg7, d2-d3xg7xa1', () => {
    expect(unwrap(morris.parseMove('d2'))).toEqual({ kind: 'place', to: 'd2', captures: [] });
    expect(unwrap(morris.parseMove('d2-d3'))).toEqual({ kind: 'move', from: 'd2', to: 'd3', captures: [] });
    expect(unwrap(morris.parseMove('d2xg7'))).toEqual({ kind: 'place', to: 'd2', captures: ['g7'] });
    expect(unwrap(morris.parseMove('d2-d3xg7'))).toEqual({ kind: 'move', from: 'd2', to: 'd3', captures: ['g7'] });
    expect(unwrap(morris.parseMove('d2-d3xg7xa1'))).toEqual({ kind: 'move', from: 'd2', to: 'd3', captures: ['g7', 'a1'] });
    for (const s of ['d2', 'd2-d3', 'd2xg7', 'd2-d3xg7', 'd2-d3xg7xa1']) expect(morris.formatMove(unwrap(morris.parseMove(s)))).toBe(s);
  });

  it('refuses what is not a move, naming why', () => {
    const cases: [string, string][] = [
      ['', 'notation/move-syntax'],
      ['D2', 'notation/move-syntax'],
      ['d2 ', 'notation/move-syntax'],
      ['d2d3', 'notation/move-syntax'],
      ['d2-', 'notation/move-syntax'],
      ['d2x', 'notation/move-syntax'],
      ['h1', 'notation/move-syntax'],
      ['d8', 'notation/move-syntax'],
      ['xg7', 'notation/move-syntax'],
      ['d2-d3-d4', 'notation/move-syntax'],
      ['b1', 'notation/unknown-point'],
      ['d4', 'notation/unknown-point'],
      ['d2-e2', 'notation/unknown-point'],
      ['d2xc2', 'notation/unknown-point'],
      ['d2xa1xg1xg7', 'notation/too-many-captures'],
    ];
    for (const [text, code] of cases) {
      expect(texts(morris.parseMove(text)), text).toMatchObject({ ok: false, error: { code, message: expect.any(String) } });
    }
  });

  it('format(parse(x)) = x for every syntactically valid move', () => {
    const point = fc.constantFrom(...POINTS);
    const move = fc
      .tuple(fc.option(point, { nil: undefined }), point, fc.array(point, { maxLength: 2 }))
      .map(([from, to, caps]) => `${from === undefined ? '' : `${from}-`}${to}${caps.map((c) => `x${c}`).join('')}`);
    fc.assert(
      fc.property(move, (text) => {
        expect(morris.formatMove(unwrap(morris.parseMove(text)))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
