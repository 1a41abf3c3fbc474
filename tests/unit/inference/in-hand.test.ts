/**
 * A man off the board that no move of the side to move lifts, but that one of its moves could take:
 * the guidance names the cell and both ways on (issue 4 §2: "say exactly what is wrong, as cells and in
 * a plain sentence"), instead of a sentence naming no cell.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { classify, prepare } from '../../../src/inference/match';
import type { BoardReading } from '../../../src/inference/reading';
import { morris } from '../../../src/games/morris/index';
import { said } from '../support/text';

// White a7 d7 (a mill threatened on g7), Black b4 f4; White to place.
const pos = unwrap(morris.parsePosition('WW........B..B.......... w 7 7', unwrap(parseOptions(morris.options, {}))));
const contents = morris.physical!.contents(pos);
const reading = Object.fromEntries(Object.entries(contents).map(([c, men]) => [c, men.length > 0 ? 'occupied' : 'empty'])) as BoardReading;

describe('an opponent\'s man lifted before the move that could take it', () => {
  it('names the cell and says how to go on', () => {
    const prep = prepare({ game: morris, position: pos, history: [], boardSeats: [0, 1], sensing: { kind: 'reed' }, takebacks: true });
    const c = classify(prep, { ...reading, b4: 'empty' });
    expect(c.kind).toBe('mismatch');
    if (c.kind !== 'mismatch') return;
    expect(said(c.guidance)).toMatch(/^The man from b4 is off the board: put it back on b4, or first make the move that takes it/);
    expect(c.guidance.cells.map((x) => x.cell)).toContain('b4');
  });
});
