/**
 * The attract loop's captions (src/kiosk/captions.ts; issue 16: "one caption line explaining what just
 * happened ('White closed a row and takes a black man')"), from real plies of each game.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../../src/core/game';
import { startOf } from '../../../src/core/start';
import { findGame } from '../../../src/games/index';
import { format, msg } from '../../../src/i18n/index';
import { captionOf, resultCaption } from '../../../src/kiosk/captions';
import { en } from '../support/text';

/** The English and German captions of each ply of `moves` played from `start`. */
function captions(id: string, moves: readonly string[], start?: string, options: unknown = {}): { en: string[]; de: string[] } {
  const game = findGame(id) as AnyGame;
  const begun = startOf(game, options, 2, start);
  if (!begun.ok) throw new Error(en(begun.error.message));
  let pos = begun.value.position;
  const out = { en: [] as string[], de: [] as string[] };
  for (const text of moves) {
    const move = game.parseMove(text);
    if (!move.ok) throw new Error(en(move.error.message));
    const next = game.play(pos, move.value);
    if (!next.ok) throw new Error(`${text}: ${en(next.error.message)}`);
    const m = captionOf(game, pos, move.value, next.value);
    out.en.push(format(m, 'en'));
    out.de.push(format(m, 'de'));
    pos = next.value;
  }
  return out;
}

describe('attract captions', () => {
  it('Morris: places, moves, and a row closed with the man it takes', () => {
    const c = captions('morris', ['g4-g7xb6', 'd1-g1'], 'WW.B.B.B..W.B.W....W..B. w 0 0');
    expect(c.en).toEqual(['White closes a row on g7 and takes a black man from b6', 'Black moves a man from d1 to g1']);
    expect(c.de).toEqual(['Weiß schließt auf g7 eine Mühle und schlägt einen schwarzen Stein auf b6', 'Schwarz zieht einen Stein von d1 nach g1']);
    expect(captions('morris', ['d2']).en).toEqual(['White places a man on d2']);
  });

  it('Not Made in Germany: a step and a jump', () => {
    const c = captions('not-made-in-germany', ['d9-d8', 'e1-e2', 'c9-e7']);
    expect(c.en).toEqual(['England steps from d9 to d8', 'Germany steps from e1 to e2', 'England jumps from c9 to e7']);
    expect(c.de[2]).toBe('England springt von c9 nach e7');
  });

  it('Archery: a spin, an arrow entered, one reaching the target', () => {
    const c = captions('archery', ['3+4', 'f-7'], 'lead:- order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f');
    expect(c.en).toEqual(['Blue spins 3 and 4', 'Blue enters an arrow on space 7']);
    const t = captions('archery', ['4+4', '13-21'], 'lead:- order:1,0 turn:1 spin:- arrows:4,8,13/3,10,13');
    expect(t.en).toEqual(['Natural spins 4 and 4', 'Natural hits the target on space 21']);
    expect(t.de).toEqual(['Natur dreht 4 und 4', 'Natur trifft die Scheibe auf Feld 21']);
  });

  it('Quoits: the spin and the space the man is pitched onto', () => {
    const c = captions('quoits', ['3+4', '2+2', '3+4', '1+2']);
    expect(c.en.slice(2)).toEqual(['Blue spins 3 and 4 and pitches a man onto the 7', 'Natural spins 1 and 2 and pitches a man onto the 3']);
    expect(c.de[2]).toBe('Blau dreht 3 und 4 und wirft einen Stein auf die 7');
  });

  it('Spoof: a flick', () => {
    expect(captions('spoof', ['m3 h90.00 v700.0']).en).toEqual(['Stars flicks a man']);
  });

  it('says who won, or that the game is drawn and why', () => {
    const morris = findGame('morris') as AnyGame;
    expect(format(resultCaption(morris, { kind: 'won', winners: [1], reason: msg('core.verbatim', { text: 'x' }) })!, 'en')).toBe('Black wins the game');
    expect(format(resultCaption(morris, { kind: 'won', winners: [0, 1], reason: msg('core.verbatim', { text: 'x' }) })!, 'de')).toBe('Weiß und Schwarz gewinnen das Spiel');
    // A draw says why: threefold repetition may draw a game with one side men down.
    const repeated = { kind: 'draw' as const, reason: msg('morris.status.repetition', { n: 3, limit: 3 }) };
    expect(format(resultCaption(morris, repeated)!, 'en')).toBe('the game is drawn: the same position has occurred 3 times (the rules chosen end the game at 3)');
    expect(format(resultCaption(morris, repeated)!, 'de')).toMatch(/^das Spiel endet unentschieden: /);
    expect(resultCaption(morris, { kind: 'ongoing' })).toBeUndefined();
  });
});
