/**
 * Every sentence of the rule sheet `000_bcb8c47de0459cfb.txt`, quoted verbatim (typos and all), each
 * with a test of what it says. The quotes (and the engine's own table of sentences, `RULES`) are checked
 * against the sheet in `../shared/rules/` where it is checked out (`tests/support/rule-sheets.ts`), so a
 * mistyped quote fails.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  GATES,
  HOME_ROW,
  ORNAMENTS,
  PHYSICAL_CELLS,
  RULES,
  SHEET,
  START_POSITION,
  formatChain,
  isOrnament,
  parseSquare,
  type NmigPosition,
} from '../../../src/games/not-made-in-germany/index';
import { sheetQuotes } from '../../support/rule-sheets';
import { destinations, diagram, game, listed, opts, playAll, start } from './helpers';

const { q, verify } = sheetQuotes(SHEET);
verify(Object.values(RULES).map((r) => r.quote));

/** Registers a test for one sentence of the sheet, its name the sentence (checked verbatim by `verify`). */
function sentence(quote: string, body: () => void): void {
  it(q(quote), body);
}

function rank(pos: NmigPosition, r: number): string {
  return game.formatPosition(pos).split(' ')[0]!.split('/')[9 - r]!;
}

const OPEN = ['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '.........', '......y..', '.........', 'fgerman.f'];

describe(`the sheet ${SHEET}, sentence by sentence`, () => {
  sentence('“NOT MADE IN GERMANY.”', () => {
    expect(game.name).toBe('Not Made in Germany');
    expect(game.sheet).toBe(SHEET);
  });
  sentence('“Not Made in Germany.”', () => expect(game.id).toBe('not-made-in-germany'));
  sentence('A NOVEL & INTERESTING GAME FOR TWO PLAYERS.', () => {
    expect([game.players.min, game.players.max]).toEqual([2, 2]);
    const three = game.setup(opts(), 3);
    expect(!three.ok && three.error.code).toBe('setup/player-count');
  });
  sentence('A Novel and Interesting Game for TWO PLAYERS.', () => {
    expect(game.players.seats.map((s) => s.name)).toEqual(['England', 'Germany']);
    expect(game.players.seats[0]!.colour).not.toBe(game.players.seats[1]!.colour);
  });
  sentence('Board with nine rows and nine columns.', () => {
    expect(PHYSICAL_CELLS.length + ORNAMENTS.length).toBe(81);
    expect(game.formatPosition(start()).split(' ')[0]!.split('/')).toHaveLength(9);
  });
  sentence(
    'The top row has a round flag followed by the letters: D, N, A, L, G, N, E, each in a circle and upside-down.',
    () => expect(rank(start(), 9)).toBe('FDNALGNEF'),
  );
  sentence('The last cell in the top row has another flag.', () => expect(rank(start(), 9).at(-1)).toBe('F'));
  sentence('Rows 2, 3, 4, 6, 7, and 8 have empty cells.', () => {
    for (const r of [2, 3, 4, 6, 7, 8]) expect(rank(start(), r)).toBe('9');
  });
  sentence('Row 5, the middle row, has ornamental designs across the first three cells and the last three cells.', () => {
    for (const sq of ['a5', 'b5', 'c5', 'g5', 'h5', 'i5']) expect(isOrnament(parseSquare(sq)!)).toBe(true);
  });
  sentence('Between is one empty cell, an ornamental cell with a circle of dots and a circle, and another empty cell.', () => {
    expect(GATES).toEqual(['d5', 'f5']);
    expect(['d5', 'e5', 'f5'].map((s) => isOrnament(parseSquare(s)!))).toEqual([false, true, false]);
  });
  sentence('The bottom row has a round flag followed by the letters: G, E, R, M, A, N, Y, each in a circle.', () =>
    expect(rank(start(), 1).slice(0, 8)).toBe('fgermany'),
  );
  sentence('The last cell in the bottom row has another flag.', () => expect(rank(start(), 1).at(-1)).toBe('f'));
  sentence('INSTRUCTIONS', () => expect(RULES.step.sheet).toBe(SHEET));
  sentence('The Game is for two players, each moving alternately.', () => {
    const s = start();
    expect(game.turn(s)).toBe(0);
    const after = playAll(s, ['e9-e8']);
    expect(game.turn(after)).toBe(1);
    const again = game.play(after, unwrap(game.parseMove('e8-e7')));
    expect(!again.ok && again.error.code).toBe('not-made-in-germany/not-your-man');
    expect(game.turn(playAll(after, ['e1-e2']))).toBe(0);
  });
  sentence('For style of Board and method of setting out pieces see plan on front page.', () => {
    expect(game.formatPosition(start())).toBe(START_POSITION);
    expect(START_POSITION).toBe('FDNALGNEF/9/9/9/9/9/9/9/fgermanyf england');
  });
  sentence(
    'There are nine pieces required on each side, each piece having a letter or flag on it, and they must be placed along the first row of squares, so as to form the words “England” on one side, and “Germany” on the other, with a flag at both ends of each word as in the plan',
    () => {
      expect(HOME_ROW).toEqual(['FDNALGNEF', 'fgermanyf']);
      // reversed, England's row reads flag E N G L A N D flag: the word from England's own seat
      expect([...HOME_ROW[0]].reverse().join('')).toBe('FENGLANDF');
      const missing = game.parsePosition('FDNALGNE1/9/9/9/9/9/9/9/fgermanyf england', opts());
      expect(!missing.ok && missing.error.code).toBe('notation/men-count');
    },
  );
  sentence('Each piece moves one square in any direction, straight, diagonally, backwards, forwards or sideways.', () => {
    const pos = diagram(OPEN, 'germany');
    expect(destinations(pos, 'g3')).toEqual(['f2', 'f3', 'f4', 'g2', 'g4', 'h2', 'h3', 'h4']);
    // backwards: England's man stepped forward may step back
    const back = playAll(start(), ['e9-e8', 'e1-e2']);
    expect(destinations(back, 'e8')).toContain('e9');
  });
  sentence(
    'Each player must gradually woork all his pieces across the board, so that they form the words “England” or “Germany” with a flag at each end on the last row of squares, and the one who first succeeds in doing this has won the game.',
    () => {
      const pos = diagram(
        ['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '........F', 'FDNALGNE.'],
        'england',
      );
      expect(game.status(pos).kind).toBe('ongoing');
      const won = playAll(pos, ['i2-i1']);
      expect(game.status(won)).toMatchObject({ kind: 'won', winners: [0] });
      expect(game.turn(won)).toBeUndefined();
      expect(game.legalMoves(won)).toEqual([]);
      const late = game.play(won, unwrap(game.parseMove('h8-i9')));
      expect(!late.ok && late.error.code).toBe('not-made-in-germany/game-over');
    },
  );
  sentence(
    'At the end of the game, the pieces must spell the words “England&dquo; or “Germany” correctly to their respective players, while they are upsidedown to their opponents.',
    () => {
      // England's word as it reads from Germany's seat (F E N G L A N D F from a1) is not a win
      const wrongWay = diagram(
        ['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'FENGLANDF'],
        'germany',
      );
      expect(game.status(wrongWay).kind).toBe('ongoing');
      // read from England's seat, rank 1 must spell flag E N G L A N D flag: F D N A L G N E F from a1
      const rightWay = diagram(
        ['fgermany.', '.......f.', '.........', '.........', '###.#.###', '.........', '.........', '.........', 'FDNALGNEF'],
        'germany',
      );
      expect(game.status(rightWay)).toMatchObject({ kind: 'won', winners: [0] });
      // Germany's word on rank 9 reads f g e r m a n y f from a9
      const germany = diagram(
        ['fgermanyf', '.........', '.........', '.........', '###.#.###', '.........', '.........', '........F', 'FDNALGNE.'],
        'england',
      );
      expect(game.status(germany)).toMatchObject({ kind: 'won', winners: [1] });
    },
  );
  sentence(
    'Any piece may leap over any other piece which is next to it, if there be a vacant square behind it, in any direction provided always that the square to which the piece moves is in the same straight line with the square from which it is moved.',
    () => {
      // d3 surrounded by eight men: a leap over each onto the vacant square behind, in every direction
      // but north-west, where b5 is an ornament; no step is left
      const ring = diagram(
        ['........F', '.........', '.........', '.........', '###.#.###', '..NLE....', '..DyN....', '..FAG..fn', 'f.g.e.rma'],
        'germany',
      );
      expect(destinations(ring, 'd3')).toEqual(['b1', 'b3', 'd1', 'd5', 'f1', 'f3', 'f5']);
      expect(game.legalMoves(ring).filter((m) => m.kind === 'move' && game.formatMove(m).startsWith('d3-')).every((m) => m.kind === 'move' && m.via.length === 0)).toBe(true);
      // a landing off the straight line is refused
      const bent = game.play(ring, unwrap(game.parseMove('d3-d5-e7')));
      expect(!bent.ok && bent.error.code).toBe('not-made-in-germany/not-a-leap');
      const noLine = game.play(ring, unwrap(game.parseMove('d3-f4')));
      expect(!noLine.ok && noLine.error.code).toBe('not-made-in-germany/unreachable');
    },
  );
  sentence('A piece may also leap over a succession of any number of pieces provided that there is one vacant square between each.', () => {
    const pos = diagram(
      ['FDN..GNEF', '...A.....', '.........', '...L.....', '###.#.###', '...e.....', '.........', '...g.....', 'f..rmanyf'],
      'germany',
    );
    expect(formatChain(listed(pos, 'd1-d9')!)).toBe('d1-d3-d5-d7-d9');
    // two men side by side (no vacant square between) cannot be leapt
    const pair = diagram(['FDNA..NEF', '.........', '.........', '.........', '###.#.###', '.........', 'yLG......', '.........', 'fgerman.f'], 'germany');
    expect(destinations(pair, 'a3')).not.toContain('d3');
    const over2 = game.play(pair, unwrap(game.parseMove('a3-c3')));
    expect(!over2.ok && over2.error.code).toBe('not-made-in-germany/occupied');
  });
  sentence('A piece may leap over pieces of its own colour as well as the opponents pieces', () => {
    const own = diagram(['F..ALGNEF', '..D......', '..N......', '.........', '###.#.###', '.........', '.........', '.........', 'fgermanyf'], 'england');
    expect(destinations(own, 'c8')).toContain('c6');
    const theirs = diagram(['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...D.....', '...y.....', '.........', 'fgerman.f'], 'england');
    expect(destinations(theirs, 'd4')).toContain('d2');
  });
  sentence(
    'In leaping over a succession of pieces, the leaps are not bound to be all in the same direction, some may be diagonal, while others may be straight.',
    () => {
      const pos = diagram(['FDNA...EF', '.........', '.........', '.....GN..', '###.#.###', '....L....', '...m.....', '.........', 'fger.anyf'], 'germany');
      expect(formatChain(listed(pos, 'd3-f7')!)).toBe('d3-f5-f7'); // diagonal, then straight
      expect(formatChain(listed(pos, 'd3-h7')!)).toBe('d3-f5-h7'); // diagonal, diagonal
    },
  );
  sentence(
    'Leaping over pieces should be done as much as possible, as it enables the pieces to cross the Board much quicker than moving one square at the time.',
    () => {
      // advice, not a rule (see "It is not compulsory…"): a chain crosses eight ranks in one move, a step one
      const pos = diagram(
        ['FDN..GNEF', '...A.....', '.........', '...L.....', '###.#.###', '...e.....', '.........', '...g.....', 'f..rmanyf'],
        'germany',
      );
      const ranks = game
        .legalMoves(pos)
        .map((m) => game.formatMove(m))
        .filter((t) => t.startsWith('d1-'))
        .map((t) => Number(t[4]) - 1);
      expect(Math.max(...ranks)).toBe(8);
      expect(destinations(pos, 'd1')).toContain('e2');
    },
  );
  sentence(
    'No piece may move on to or over the ornamental squares, but must cross the Board through or over one of the two plain square in the middle row.',
    () => {
      const pos = diagram(['FDNALGNEF', '.........', '.........', '.........', '###.#.###', '....y....', '.........', '.........', 'fgerman.f'], 'germany');
      const onto = game.play(pos, unwrap(game.parseMove('e4-e5')));
      expect(!onto.ok && onto.error).toMatchObject({ code: 'not-made-in-germany/ornament', rule: RULES.ornament });
      const overOrnament = game.play(pos, { kind: 'move', from: parseSquare('e4')!, to: parseSquare('e6')!, via: [] });
      expect(!overOrnament.ok && overOrnament.error.code).toBe('not-made-in-germany/unreachable');
      const explicit = game.play(pos, { kind: 'move', from: parseSquare('e4')!, to: parseSquare('c6')!, via: [parseSquare('e6')!] });
      expect(!explicit.ok && explicit.error.code).toBe('not-made-in-germany/leap-over-ornament');
      // every way across the middle row in the generated moves goes through or over d5 or f5
      for (const m of game.legalMoves(pos)) {
        if (m.kind !== 'move') continue;
        const squares = formatChain(m).split('-');
        for (const sq of squares) expect(isOrnament(parseSquare(sq)!)).toBe(false);
      }
    },
  );
  sentence('No piece may be captured or removed from the Board.', () => {
    const pos = diagram(['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...D.....', '...y.....', '.........', 'fgerman.f'], 'england');
    const after = playAll(pos, ['d4-d2']);
    const board = game.formatPosition(after).split(' ')[0]!;
    expect(board.replace(/[0-9/]/g, '').length).toBe(18);
    expect(rank(after, 3)).toBe('3y5');
    expect(rank(after, 2)).toBe('3D5');
  });
  sentence('It is not compulsory to leap over any piece.', () => {
    const pos = diagram(['F.NALGNEF', '.........', '.........', '.........', '###.#.###', '...D.....', '...y.....', '.........', 'fgerman.f'], 'england');
    expect(destinations(pos, 'd4')).toContain('d2');
    expect(game.play(pos, unwrap(game.parseMove('d4-e4'))).ok).toBe(true);
  });
});
