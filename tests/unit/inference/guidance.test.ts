import { describe, expect, it } from 'vitest';
import { cellDistance, correctionSteps, guidanceLayout, guidanceText, makeGuidance } from '../../../src/inference/guidance';
import { cellAgrees, diffReading, type BoardReading } from '../../../src/inference/reading';
import { msg } from '../../../src/i18n/index';
import { de, en } from '../support/text';

const cells = ['a7', 'd7', 'g7', 'a4', 'g4', 'a1', 'd1', 'g1'];
const seatRef = (seat: number) => ({ game: 'morris', seat });
const empty: BoardReading = Object.fromEntries(cells.map((c) => [c, 'empty']));

describe('reading a cell', () => {
  it('reed: any man agrees with any seat; hall: only the seat\'s pole', () => {
    expect(cellAgrees('occupied', [1], { kind: 'reed' })).toBe(true);
    expect(cellAgrees('empty', [], { kind: 'reed' })).toBe(true);
    expect(cellAgrees('empty', [0], { kind: 'reed' })).toBe(false);
    expect(cellAgrees('north', [0], { kind: 'hall', northSeat: 0 })).toBe(true);
    expect(cellAgrees('north', [1], { kind: 'hall', northSeat: 0 })).toBe(false);
    expect(cellAgrees(undefined, [1], { kind: 'reed' })).toBe(true); // not sensed
  });

  it('diffReading lists missing, extra and wrong-colour cells in cell order', () => {
    const r = { ...empty, a7: 'north', d7: 'north', g1: 'south' } as BoardReading;
    const d = diffReading(r, { a7: [0], d7: [1], a1: [0] }, cells, { kind: 'hall', northSeat: 0 });
    expect(d).toEqual({ missing: ['a1'], extra: ['g1'], wrongColour: ['d7'] });
  });
});

describe('correction steps', () => {
  it('pairs a displaced man with the nearest hole and lists lifts before puts', () => {
    // the position has men on a7 and g1; the board shows them on a4 and d1, plus a stray on g7
    const reading = { ...empty, a4: 'occupied', d1: 'occupied', g7: 'occupied' } as BoardReading;
    const steps = correctionSteps({ reading, target: { a7: [0], g1: [1] }, cells, sensing: { kind: 'reed' }, seatRef, setup: false });
    expect(steps.map((s) => en(s.say))).toEqual([
      'lift the man from g7',
      'put the man from a4 back on a7',
      'put the man from d1 back on g1',
    ]);
    expect(steps.map((s) => de(s.say))).toEqual([
      'nimm den Stein von g7',
      'setze den Stein von a4 zurück auf a7',
      'setze den Stein von d1 zurück auf g1',
    ]);
    expect(cellDistance('a4', 'a7', cells)).toBe(3);
  });

  it('on a hall board pairs only men of the right colour', () => {
    const reading = { ...empty, a4: 'south' } as BoardReading;
    const steps = correctionSteps({ reading, target: { a7: [0] }, cells, sensing: { kind: 'hall', northSeat: 0 }, seatRef, setup: true });
    expect(steps.map((s) => en(s.say))).toEqual(['lift the man from a4', 'put a white man on a7']);
    expect(steps.map((s) => de(s.say))).toEqual(['nimm den Stein von a4', 'setze einen weißen Stein auf a7']);
  });

  it('says nothing when the board agrees', () => {
    expect(correctionSteps({ reading: empty, target: {}, cells, sensing: { kind: 'reed' }, seatRef, setup: false })).toEqual([]);
  });

  it('joins reason and steps into sentences and lights both ends of a move', () => {
    const steps = correctionSteps({ reading: { ...empty, a4: 'occupied' }, target: { a7: [0] }, cells, sensing: { kind: 'reed' }, seatRef, setup: true });
    const g = makeGuidance('mismatch', 'inference/no-match', msg('inference.wrong-turn', { seat: seatRef(1) }), steps);
    expect(guidanceText(g, 'en')).toBe("It is Black's turn. Move the man from a4 to a7.");
    expect(guidanceText(g, 'de')).toBe('Schwarz ist am Zug. Ziehe den Stein von a4 nach a7.');
    expect(g.cells).toEqual([
      { cell: 'a4', kind: 'lift' },
      { cell: 'a7', kind: 'move' },
    ]);
    expect(guidanceText({ steps: [] }, 'en')).toBe('');
  });

  it('lays several steps out as a list under the reason, saying each step once (en and de)', () => {
    const reading = { ...empty, g7: 'occupied' } as BoardReading;
    const steps = correctionSteps({ reading, target: { a7: [1], d1: [0] }, cells, sensing: { kind: 'reed' }, seatRef, setup: true });
    const g = makeGuidance('setup', 'inference/setup', msg('inference.setup'), steps);
    expect(guidanceLayout(g, 'en')).toEqual({
      sentence: 'Set the board up as shown.',
      list: ['Move the man from g7 to a7.', 'Put a white man on d1.'],
    });
    expect(guidanceLayout(g, 'de')).toEqual({
      sentence: 'Stelle die Steine auf, wie gezeigt.',
      list: ['Ziehe den Stein von g7 nach a7.', 'Setze einen weißen Stein auf d1.'],
    });
    // No step is said in the sentence and again in the list.
    for (const lang of ['en', 'de'] as const) {
      const { sentence, list } = guidanceLayout(g, lang);
      for (const step of list) expect(sentence.toLowerCase()).not.toContain(step.toLowerCase().replace(/\.$/, ''));
    }
  });

  it('keeps one step, or a guidance said whole, in one sentence with no list', () => {
    const one = makeGuidance('flag', 'inference/no-match', msg('inference.wrong-turn', { seat: seatRef(1) }), [
      { kind: 'lift', cell: 'a4', say: msg('guidance.step.lift', { cell: 'a4' }) },
    ]);
    expect(guidanceLayout(one, 'en')).toEqual({ sentence: "It is Black's turn. Lift the man from a4.", list: [] });
    const take = (cell: string) => ({ kind: 'take' as const, cell, seat: 1 as const, say: msg('guidance.step.take', { cell }) });
    const whole = msg('inference.capture-pending', { man: seatRef(1), cells: ['a7', 'g7'] });
    const capture = { ...makeGuidance('incomplete', 'inference/capture-pending', whole, [take('a7'), take('g7')]), whole };
    expect(guidanceLayout(capture, 'en')).toEqual({ sentence: guidanceText(capture, 'en'), list: [] });
    expect(guidanceLayout(capture, 'de').list).toEqual([]);
  });
});
