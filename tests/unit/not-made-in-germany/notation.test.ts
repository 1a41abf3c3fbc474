/**
 * Notation of Not Made in Germany, exactly as issue 6 §2 gives it: positions, moves, and every error.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import { PASS, START_POSITION, formatChain, parseSquare } from '../../../src/games/not-made-in-germany/index';
import { game, opts, playAll, start } from './helpers';
import { en } from '../support/text';

function positionError(text: string): { code: string; message: string } {
  const r = game.parsePosition(text, opts());
  if (r.ok) throw new Error(`${text} parsed`);
  return { code: r.error.code, message: en(r.error.message) };
}

function moveError(text: string): string {
  const r = game.parseMove(text);
  if (r.ok) throw new Error(`${text} parsed`);
  return r.error.code;
}

describe('position notation', () => {
  it('writes the start as the issue gives it', () => {
    expect(game.formatPosition(start())).toBe('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england');
    expect(START_POSITION).toBe('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england');
  });

  it('reads the start back, and a position after some moves, with men on the gates', () => {
    const p = playAll(start(), ['d9-d8', 'd1-d2', 'd8-d7', 'd2-d3', 'd7-d6', 'd3-d4', 'd6-d5']);
    const text = game.formatPosition(p);
    expect(text).toBe('FDN1LGNEF/9/9/9/3A5/3r5/9/9/fge1manyf germany');
    const back = unwrap(game.parsePosition(text, opts()));
    expect(back.cells).toBe(p.cells);
    expect(back.turn).toBe(1);
    expect(back.ply).toBe(0);
  });

  it('counts an ornament as an empty cell in a run', () => {
    const p = unwrap(game.parsePosition('FDN1LGNEF/9/9/9/5A3/9/9/9/fgermanyf england', opts()));
    expect(p.cells[parseSquare('f5')!]).toBe('A');
    expect(game.formatPosition(p)).toBe('FDN1LGNEF/9/9/9/5A3/9/9/9/fgermanyf england');
  });

  it('ignores surrounding whitespace and writes split digit runs canonically', () => {
    const p = unwrap(game.parsePosition('  FDNALGNEF/45/9/9/9/9/9/9/fgermanyf   england \n', opts()));
    expect(game.formatPosition(p)).toBe(START_POSITION);
  });

  it('refuses a man on an ornament', () => {
    const e = positionError('FD1ALGNEF/9/9/9/4N4/9/9/9/fgermanyf england');
    expect(e.code).toBe('notation/on-ornament');
    expect(e.message).toMatch(/e5/);
    for (const sq of ['a5', 'b5', 'c5', 'e5', 'g5', 'h5', 'i5']) {
      const file = sq.charCodeAt(0) - 97;
      const rank5 = `${file > 0 ? String(file) : ''}N${8 - file > 0 ? String(8 - file) : ''}`;
      expect(positionError(`FD1ALGNEF/9/9/9/${rank5}/9/9/9/fgermanyf england`).code, sq).toBe('notation/on-ornament');
    }
  });

  it('refuses a position without all eighteen men, naming what is missing or extra', () => {
    const e = positionError('FDNALGNE1/9/9/9/9/9/9/9/fgermanyf england');
    expect(e.code).toBe('notation/men-count');
    expect(e.message).toMatch(/England/);
    expect(positionError('FDNALGNEF/9/9/9/9/9/9/y8/fgermanyf england').message).toMatch(/Germany.*1 y, found 2/);
  });

  it('refuses a position in which both sides have won', () => {
    expect(positionError('fgermanyf/9/9/9/9/9/9/9/FDNALGNEF england').code).toBe('notation/both-won');
  });

  it('refuses malformed text with a specific code each', () => {
    expect(positionError('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf').code).toBe('notation/fields');
    expect(positionError('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf white').code).toBe('notation/side');
    expect(positionError('FDNALGNEF/9/9/9/9/9/9/fgermanyf england').code).toBe('notation/ranks');
    expect(positionError('FDNALGNEF/8/9/9/9/9/9/9/fgermanyf england').code).toBe('notation/rank-length');
    expect(positionError('FDNALGNEF/91/9/9/9/9/9/9/fgermanyf england').code).toBe('notation/rank-length');
    expect(positionError('FDNALGNEF/9/9/9/9/9/9/9/fgermanyX england').code).toBe('notation/bad-char');
    expect(positionError('FDNALGNEF/9/9/9/0/9/9/9/fgermanyf england').code).toBe('notation/bad-char');
    expect(positionError('').code).toBe('notation/fields');
  });

  it('reports every problem at once', () => {
    const e = positionError('FDNALGNEX/8/9/9/9/9/9/9/fgermanyf england');
    expect(e.message).toMatch(/rank 9/);
    expect(e.message).toMatch(/rank 8/);
  });
});

describe('move notation', () => {
  it('reads from-to and the full landing list', () => {
    expect(unwrap(game.parseMove('d1-d2'))).toEqual({ kind: 'move', from: parseSquare('d1'), to: parseSquare('d2'), via: [] });
    expect(unwrap(game.parseMove('d1-d3-f3-f5'))).toEqual({
      kind: 'move',
      from: parseSquare('d1'),
      to: parseSquare('f5'),
      via: [parseSquare('d3'), parseSquare('f3')],
    });
    expect(unwrap(game.parseMove('pass'))).toBe(PASS);
  });

  it('writes every move as from-to, and formatChain writes the route', () => {
    const chain = unwrap(game.parseMove('d1-d3-f3-f5'));
    expect(game.formatMove(chain)).toBe('d1-f5');
    expect(formatChain(chain)).toBe('d1-d3-f3-f5');
    expect(game.formatMove(unwrap(game.parseMove('e9-e8')))).toBe('e9-e8');
    expect(game.formatMove(PASS)).toBe('pass');
    expect(formatChain(PASS)).toBe('pass');
  });

  it('refuses malformed moves', () => {
    for (const bad of ['', 'd1', 'd1-', '-d1', 'd1--d2', 'j1-d2', 'd0-d1', 'D1-D2', 'd10-d9', 'd1 d2', 'passes']) {
      expect(moveError(bad), JSON.stringify(bad)).toBe('notation/move');
    }
  });

  it('leaves legality to play: e5 parses, and play refuses it', () => {
    const m = unwrap(game.parseMove('e4-e5'));
    expect(m.kind).toBe('move');
    const r = game.play(start(), m);
    expect(r.ok).toBe(false);
  });
});
