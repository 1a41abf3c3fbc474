/**
 * Archery notation (moves and positions: round trips and clear errors), the position gate, and
 * properties of random playouts: every listed move plays, notation round-trips in every position
 * reached, the board stages end in the position's contents, arrows are never lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archery, archeryContents, archeryScores, type ArcheryPosition } from '../../../src/games/archery/index';
import { drawSpin, seedTeetotum } from '../../../src/games/teetotum/index';
import { opts, pos, start } from './helpers';
import { en } from '../support/text';

describe('Archery move notation', () => {
  it('round-trips every form', () => {
    for (const s of ['3+5', '2+2h', 'f-7', '5-12', '12-x', '16-23']) {
      const m = archery.parseMove(s);
      expect(m.ok).toBe(true);
      if (m.ok) expect(archery.formatMove(m.value)).toBe(s);
    }
  });

  it('refuses malformed moves with a sentence saying what to write', () => {
    for (const s of ['', 'f7', 'x-5', '5-f', '0-5', '5-24', 'f-', 'arrow 5']) {
      const m = archery.parseMove(s);
      expect(m.ok).toBe(false);
      if (!m.ok) {
        expect(m.error.code).toBe('notation/bad-move');
        expect(en(m.error.message)).toContain('"f-7"');
      }
    }
  });
});

describe('Archery position notation', () => {
  it('writes the start and round-trips positions, sorting arrows into canonical order', () => {
    expect(archery.formatPosition(start(3))).toBe('lead:0=?,1=?,2=? order:- turn:- spin:- arrows:f,f,f/f,f,f/f,f,f');
    const p = pos('lead:- order:1,0 turn:1 spin:4+2 arrows:x,5,f/17,9,23');
    expect(archery.formatPosition(p)).toBe('lead:- order:1,0 turn:1 spin:2+4 arrows:f,5,x/9,17,23');
  });

  it('names the field it cannot read', () => {
    const cases: [string, string][] = [
      ['lead:- order:0,1 turn:0 spin:- ', 'arrows: is missing'],
      ['lead:- order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f extra:1', '"extra:1"'],
      ['lead:- order:0,1 turn:0 spin:- spin:- arrows:f,f,f/f,f,f', 'given twice'],
      ['lead:0=x order:- turn:- spin:- arrows:f,f,f/f,f,f', 'lead:'],
      ['lead:- order:a,b turn:0 spin:- arrows:f,f,f/f,f,f', 'order:'],
      ['lead:- order:0,1 turn:me spin:- arrows:f,f,f/f,f,f', 'turn:'],
      ['lead:- order:0,1 turn:0 spin:7 arrows:f,f,f/f,f,f', 'spin:'],
      ['lead:- order:0,1 turn:0 spin:- arrows:f,f,25/f,f,f', '"f,f,25"'],
    ];
    for (const [text, needle] of cases) {
      const r = archery.parsePosition(text, opts());
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('notation/bad-position');
        expect(en(r.error.message)).toContain(needle);
      }
    }
  });

  it('refuses impossible positions, listing every problem', () => {
    const cases: [string, string[]][] = [
      ['lead:- order:0,1 turn:0 spin:- arrows:f,f/f,f,f', ['seat 0 has 2 arrows']],
      ['lead:- order:0,1 turn:0 spin:- arrows:f,f,f', ['two to four players', 'each of the 1 seats']],
      ['lead:- order:0,0 turn:0 spin:- arrows:f,f,f/f,f,f', ['each of the 2 seats once']],
      ['lead:- order:0,1 turn:- spin:- arrows:f,f,f/f,f,f', ['no player is to move']],
      ['lead:- order:0,1 turn:0 spin:- arrows:17,20,x/f,f,f', ['all its arrows have reached or missed']],
      ['lead:- order:0,1 turn:- spin:1+1 arrows:17,20,x/x,x,x', ['a pending spin needs a player']],
      ['lead:- order:0,1 turn:0 spin:1+9 arrows:f,f,f/f,f,f', ['9 is not a face']],
      ['lead:0=5,1=? order:- turn:- spin:- arrows:f,f,5/f,f,f', ['no arrow is entered before the lead']],
      ['lead:0=5,1=? order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f', ['no play order']],
      ['lead:0=5,1=6 order:- turn:- spin:- arrows:f,f,f/f,f,f', ['should have been decided']],
      ['lead:- order:0,1,2 turn:2 spin:- arrows:f,f,f/f,f,f/f,f,f/f,f,f/f,f,f', ['not 5']],
    ];
    for (const [text, needles] of cases) {
      const r = archery.parsePosition(text, opts());
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('archery/bad-position');
        for (const n of needles) expect(en(r.error.message)).toContain(n);
      }
    }
  });
});

/** Plays a random game from `seed`, choosing arrows at random too, checking invariants at every ply. */
function randomGame(seed: number, players: number, raw: Record<string, unknown>): ArcheryPosition {
  const o = opts(raw);
  let p = start(players, raw);
  let spins = seedTeetotum(seed);
  let choice = seed;
  for (let ply = 0; ply < 1000; ply++) {
    const moves = archery.legalMoves(p);
    if (archery.status(p).kind !== 'ongoing') {
      expect(moves).toEqual([]);
      expect(archery.turn(p)).toBeUndefined();
      return p;
    }
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(archery.play(p, m).ok).toBe(true);
    let move;
    if (archery.awaitsSpin!(p)) {
      const d = drawSpin(spins, o.faces);
      spins = d.next;
      move = d.spin;
    } else {
      choice = (choice * 1103515245 + 12345) % 2147483648;
      move = moves[choice % moves.length]!;
    }
    expect(archery.parseMove(archery.formatMove(move))).toEqual({ ok: true, value: move });
    const next = archery.play(p, move);
    if (!next.ok) throw new Error(en(next.error.message));
    const stages = archery.physical!.stages!(p, move);
    expect(stages[stages.length - 1]).toEqual(archeryContents(next.value));
    p = next.value;
    const text = archery.formatPosition(p);
    const back = archery.parsePosition(text, o);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value).toEqual(p);
    expect(p.arrows.flat()).toHaveLength(3 * players);
  }
  throw new Error('the game did not end in 1000 plies');
}

describe('random playouts', () => {
  it('end with every arrow finished, keeping every invariant, under each option value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom('inclusive', 'exclusive'),
        fc.constantFrom('enter-all-first', 'any-order'),
        fc.constantFrom([1, 2, 3, 4, 5, 6], [1, 2], [2, 4, 6, 8, 10, 12]),
        (seed, players, entryCount, entryOrder, faces) => {
          const end = randomGame(seed, players, { entryCount, entryOrder, faces });
          expect(end.arrows.flat().every((a) => a === 24 || (a >= 17 && a <= 23))).toBe(true);
          const st = archery.status(end);
          const scores = archeryScores(end);
          const best = Math.max(...scores);
          if (st.kind === 'won') expect(st.winners.every((w) => scores[w] === best)).toBe(true);
          else expect(st.kind === 'draw' && scores.every((s) => s === best)).toBe(true);
        },
      ),
      { numRuns: 30, seed: 7 },
    );
  });
});
