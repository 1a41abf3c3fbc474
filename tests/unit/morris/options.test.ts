/**
 * Every rule option of Morris, every value, the presets, and an explicit option over a preset.
 * The gaps these options fill are quoted from `001_08482469b23ea4ed.txt` in `src/games/morris/options.ts`.
 */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../src/core/options';
import { morris } from '../../../src/games/morris/index';
import { DEFAULT_OPTIONS, SHEET_OPTIONS } from '../../../src/games/morris/options';
import { MORRICE } from '../../../src/games/morris/rules';
import { board, legal, mv, opts, playAll, pos, start } from './helpers';
import { en, texts } from '../support/text';

describe('options gate', () => {
  it('applies no preset unless one is named: the defaults', () => {
    expect(parseOptions(morris.options, undefined)).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(parseOptions(morris.options, {})).toEqual({ ok: true, value: DEFAULT_OPTIONS });
    expect(morris.options.defaultPreset).toBeUndefined();
  });

  it(`sheet: the letter, ${JSON.stringify(MORRICE.everyRow)}: the defaults with millCaptures two`, () => {
    expect(parseOptions(morris.options, { preset: 'sheet' })).toEqual({ ok: true, value: SHEET_OPTIONS });
    expect(SHEET_OPTIONS).toEqual({ ...DEFAULT_OPTIONS, millCaptures: 'two' });
  });

  it('modern: flying at three men, a blocked player loses, threefold repetition, 100 quiet plies', () => {
    expect(opts({ preset: 'modern' })).toEqual({
      flying: true,
      blocked: 'loses',
      millCaptures: 'one',
      firstPlayer: 'white',
      repetition: 3,
      noCaptureLimit: 100,
    });
  });

  it('an explicit option overrides the preset', () => {
    expect(opts({ preset: 'modern', flying: false }).flying).toBe(false);
    expect(opts({ preset: 'modern', noCaptureLimit: 40 })).toMatchObject({ flying: true, noCaptureLimit: 40 });
    expect(opts({ flying: true })).toEqual({ ...DEFAULT_OPTIONS, flying: true });
    expect(opts({ preset: 'sheet', millCaptures: 'one' })).toEqual(DEFAULT_OPTIONS);
  });

  it('refuses unknown options, unknown presets and out-of-range values, naming each', () => {
    const cases: [unknown, RegExp][] = [
      [{ fly: true }, /unknown option fly/],
      [{ preset: 'club' }, /unknown preset "club"; known presets: sheet, modern/],
      [{ blocked: 'stalemate' }, /blocked/],
      [{ millCaptures: 3 }, /millCaptures/],
      [{ firstPlayer: 'red' }, /firstPlayer/],
      [{ repetition: 1 }, /repetition: must be 0 \(off\) or a count from 2 to 10/],
      [{ repetition: 2.5 }, /repetition/],
      [{ noCaptureLimit: -1 }, /noCaptureLimit/],
      [{ flying: 'yes' }, /flying/],
    ];
    for (const [raw, message] of cases) {
      const r = parseOptions(morris.options, raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('options/invalid');
        expect(en(r.error.message)).toMatch(message);
      }
    }
  });

  it('documents every option: what it decides and which silence of the sheet leaves it open', () => {
    for (const key of Object.keys(morris.options.shape)) {
      const doc = morris.options.docs[key as keyof typeof morris.options.docs];
      expect(doc.summary.length, key).toBeGreaterThan(20);
      expect(doc.gap.length, key).toBeGreaterThan(20);
    }
    expect(morris.options.docs.flying.gap).toContain(MORRICE.alongLines);
  });
});

describe('flying', () => {
  // White has three men (none in a line with another), Black four.
  const text = board({ W: ['a7', 'c3', 'g1'], B: ['b2', 'd2', 'f4', 'e5'] }, 'w', 0, 0);

  it('false (default): a man with three left still moves only to the next space', () => {
    const p = pos(text);
    expect(legal(p)).toEqual(['a7-a4', 'a7-d7', 'c3-c4', 'c3-d3', 'g1-d1', 'g1-g4']);
    expect(morris.play(p, mv('a7-g7'))).toMatchObject({ ok: false, error: { code: 'morris/not-adjacent', rule: { quote: MORRICE.alongLines } } });
  });

  it('true: a player with exactly three men flies to any vacant point, one with more does not', () => {
    const p = pos(text, { flying: true });
    expect(legal(p)).toHaveLength(3 * 17);
    expect(morris.play(p, mv('a7-g7')).ok).toBe(true);
    // Black has four men: no flying for him.
    const black = playAll(p, 'a7-g7');
    expect(legal(black).every((m) => ['b2-', 'd2-', 'f4-', 'e5-'].some((s) => m.startsWith(s)))).toBe(true);
    expect(texts(morris.play(black, mv('b2-a7')))).toMatchObject({
      ok: false,
      error: { code: 'morris/not-adjacent', message: expect.stringContaining('flying is allowed only with exactly three men') },
    });
  });

  it('true does not let a man fly while men are still in hand', () => {
    const p = pos(board({ W: ['a7', 'c3', 'g1'], B: ['b2', 'd2', 'f4'] }, 'w', 1, 1), { flying: true });
    expect(legal(p).every((m) => !m.includes('-'))).toBe(true);
  });
});

describe('blocked', () => {
  // White's three men a7 d7 g7 are hemmed in by a4, d6 and g4.
  const text = board({ W: ['a7', 'd7', 'g7'], B: ['a4', 'd6', 'g4', 'b2'] }, 'w', 0, 0);

  it("'loses' (default): the blocked player to move loses", () => {
    const p = pos(text);
    expect(morris.legalMoves(p)).toEqual([]);
    expect(texts(morris.status(p))).toMatchObject({ kind: 'won', winners: [1], reason: expect.stringContaining('blocked') });
    expect(morris.turn(p)).toBeUndefined();
  });

  it("'draw': the game is drawn", () => {
    const p = pos(text, { blocked: 'draw' });
    expect(texts(morris.status(p))).toMatchObject({ kind: 'draw', reason: expect.stringContaining('blocked') });
    expect(morris.legalMoves(p)).toEqual([]);
  });

  it('a player who may fly is never blocked', () => {
    expect(morris.status(pos(text, { flying: true })).kind).toBe('ongoing');
  });
});

describe('millCaptures', () => {
  // g7 closes both a7-d7-g7 and g7-g4-g1.
  const text = board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b2', 'd2', 'c3', 'e3'] }, 'w', 5, 5);

  it("'one' (default, and the modern preset): closing two rows at once captures one man", () => {
    expect(opts().millCaptures).toBe('one');
    expect(opts({ preset: 'modern' }).millCaptures).toBe('one');
    const p = pos(text);
    expect(legal(p).filter((m) => m.startsWith('g7'))).toEqual(['g7xb2', 'g7xc3', 'g7xd2', 'g7xe3']);
    expect(texts(morris.play(p, mv('g7xb2xc3')))).toMatchObject({
      ok: false,
      error: { code: 'morris/too-many-captures', message: expect.stringContaining('closing two rows at once captures one man under the rules chosen') },
    });
  });

  it("'two' (the sheet preset: \"As often as a player forms a row\" counts rows): closing two rows captures two men, one after the other", () => {
    expect(legal(pos(text, { preset: 'sheet' })).filter((m) => m.startsWith('g7'))).toHaveLength(4 * 3);
    const p = pos(text, { millCaptures: 'two' });
    const g7 = legal(p).filter((m) => m.startsWith('g7'));
    expect(g7).toHaveLength(4 * 3);
    expect(g7).toContain('g7xb2xc3');
    expect(g7).toContain('g7xc3xb2');
    expect(morris.play(p, mv('g7xb2'))).toMatchObject({ ok: false, error: { code: 'morris/capture-missing' } });
    // A single row still captures one.
    expect(morris.play(pos(text, { millCaptures: 'two' }), mv('d2')).ok).toBe(false);
  });

  it("'two': the second capture obeys the row rule on the board the first one left", () => {
    // Black: a row b2-d2-f2 and a loose man b4. The first capture must take b4; then every black man
    // stands in a row, so the second may come from the row.
    const p = pos(board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b2', 'd2', 'f2', 'b4'] }, 'w', 5, 5), { millCaptures: 'two' });
    expect(legal(p).filter((m) => m.startsWith('g7'))).toEqual(['g7xb4xb2', 'g7xb4xd2', 'g7xb4xf2']);
    expect(morris.play(p, mv('g7xd2xb4'))).toMatchObject({ ok: false, error: { code: 'morris/capture-breaks-row' } });
  });

  it("'two' with a single opposing man on the board captures just that one", () => {
    const p = pos(board({ W: ['a7', 'd7', 'g4', 'g1'], B: ['b2'] }, 'w', 5, 5), { millCaptures: 'two' });
    expect(legal(p).filter((m) => m.startsWith('g7'))).toEqual(['g7xb2']);
    expect(morris.play(p, mv('g7xb2xb2'))).toMatchObject({ ok: false, error: { code: 'morris/too-many-captures' } });
  });
});

describe('firstPlayer', () => {
  it("'white' (default): White places first", () => {
    expect(start().turn).toBe(0);
    expect(morris.formatPosition(start())).toBe('........................ w 9 9');
  });

  it("'black': Black places first, and men in hand are checked against that order", () => {
    const p = start({ firstPlayer: 'black' });
    expect(p.turn).toBe(1);
    expect(morris.formatPosition(p)).toBe('........................ b 9 9');
    expect(morris.parsePosition('........................ b 9 9', opts({ firstPlayer: 'black' })).ok).toBe(true);
    expect(morris.parsePosition('........................ b 9 9', opts())).toMatchObject({ ok: false, error: { code: 'notation/position-invalid' } });
    expect(morris.parsePosition('B....................... w 9 8', opts({ firstPlayer: 'black' })).ok).toBe(true);
  });
});

describe('repetition', () => {
  // Neither side can form a row with these shuttles: a7-d7-a7 and b2-b4-b2.
  const text = board({ W: ['a7', 'c3', 'g1'], B: ['b2', 'e5', 'f4'] }, 'w', 0, 0);
  const cycle = 'a7-d7 b2-b4 d7-a7 b4-b2';

  it('3 (default): the third occurrence of a position draws', () => {
    const twice = playAll(pos(text), cycle);
    expect(morris.status(twice).kind).toBe('ongoing');
    const thrice = playAll(twice, cycle);
    expect(texts(morris.status(thrice))).toMatchObject({ kind: 'draw', reason: expect.stringContaining('3 times') });
    expect(morris.legalMoves(thrice)).toEqual([]);
  });

  it('2: the second occurrence draws', () => {
    expect(morris.status(playAll(pos(text, { repetition: 2 }), cycle)).kind).toBe('draw');
  });

  it('0: repetition never draws', () => {
    const p = playAll(pos(text, { repetition: 0, noCaptureLimit: 0 }), `${cycle} ${cycle} ${cycle} ${cycle}`);
    expect(morris.status(p).kind).toBe('ongoing');
  });

  it('counts only the same side to move: a position with the other side to move is another position', () => {
    const p = playAll(pos(text, { repetition: 2 }), 'a7-d7 b2-b4 d7-a7');
    expect(morris.status(p).kind).toBe('ongoing');
  });
});

describe('noCaptureLimit', () => {
  const text = board({ W: ['a7', 'c3', 'g1'], B: ['b2', 'e5', 'f4'] }, 'w', 0, 0);
  const shuttle = (n: number) => Array.from({ length: n }, (_, i) => ['a7-d7', 'b2-b4', 'd7-a7', 'b4-b2'][i % 4]).join(' ');

  it('100 (default): 100 moving-phase plies without a capture draw', () => {
    const p = pos(text, { repetition: 0 });
    expect(morris.status(playAll(p, shuttle(99))).kind).toBe('ongoing');
    expect(texts(morris.status(playAll(p, shuttle(100))))).toMatchObject({ kind: 'draw', reason: expect.stringContaining('without a capture (the rules chosen end the game at 100)') });
  });

  it('10: ten quiet plies draw', () => {
    const p = pos(text, { repetition: 0, noCaptureLimit: 10 });
    expect(morris.status(playAll(p, shuttle(9))).kind).toBe('ongoing');
    expect(morris.status(playAll(p, shuttle(10))).kind).toBe('draw');
  });

  it('0: no limit', () => {
    expect(morris.status(playAll(pos(text, { repetition: 0, noCaptureLimit: 0 }), shuttle(400))).kind).toBe('ongoing');
  });

  it('counts moving plies only, from the last capture', () => {
    const placing = playAll(start({ noCaptureLimit: 10 }), 'a7 b4 d7 c4 g1 f4 a1 e4 d6 d5 b6 e5');
    expect(placing.quietPlies).toBe(0);
    const q = pos(board({ W: ['a7', 'd7', 'g4', 'c3'], B: ['b2', 'f2', 'e3', 'd5', 'd1'] }, 'w', 0, 0), { noCaptureLimit: 10 });
    const quiet = playAll(q, 'c3-c4 b2-b4 c4-c3 b4-b2');
    expect(quiet.quietPlies).toBe(4);
    expect(playAll(quiet, 'g4-g7xd5').quietPlies).toBe(0);
  });
});
