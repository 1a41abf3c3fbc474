/**
 * The generic game record (src/core/record.ts) with Morris: reading, writing, replay as a fold, and
 * the real game in tests/data/morris/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/core/result';
import {
  foldMoves,
  formatRecord,
  makeRecord,
  parseRecord,
  parseRecordText,
  replayRecord,
} from '../../../src/core/record';
import { morris } from '../../../src/games/morris/index';
import { MORRICE } from '../../../src/games/morris/rules';
import { board, start } from './helpers';
import { en } from '../support/text';

const DATA = new URL('../../data/morris/', import.meta.url);
const REAL = new URL('sanmill-win-less-than-three.json', DATA);
const HUMAN = new URL('sanmill-issue-257-ai-lose.json', DATA);

describe('record format', () => {
  it('round-trips through formatRecord and parseRecordText', () => {
    const rec = makeRecord(morris, ['d2', 'a7'], { kind: 'ongoing' }, { options: { preset: 'modern' }, meta: { event: 'test' } });
    const text = formatRecord(rec);
    expect(text.endsWith('\n')).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(['format', 'version', 'game', 'options', 'moves', 'result', 'meta']);
    expect(unwrap(parseRecordText(text))).toEqual(rec);
    expect(formatRecord(unwrap(parseRecordText(text)))).toBe(text);
  });

  it('refuses what is not a record, listing every problem', () => {
    expect(parseRecordText('{')).toMatchObject({ ok: false, error: { code: 'record/json' } });
    const r = parseRecord({ format: 'pgn', version: 2, game: 'morris', moves: [1], result: { kind: 'won' }, extra: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'record/invalid' } });
    if (!r.ok) {
      for (const part of ['format', 'version', 'moves.0', 'result', 'extra']) expect(en(r.error.message)).toContain(part);
    }
  });
});

describe('replay', () => {
  it('is a fold of play over the moves: the same position as playing them one by one', () => {
    const moves = ['d2', 'a7', 'd3', 'g7', 'd1xa7'];
    const fold = foldMoves(morris, start(), moves);
    expect(fold.error).toBeUndefined();
    expect(fold.plies.map((v) => v.legal)).toEqual([true, true, true, true, true]);
    expect(morris.formatPosition(fold.position)).toBe('..B.............W..W..W. b 6 7');
    expect(fold.plies.map((v) => v.seat)).toEqual([0, 1, 0, 1, 0]);
  });

  it('stops at the first illegal ply, naming the ply, the code and the rule', () => {
    const rec = makeRecord(morris, ['d2', 'a7', 'd2', 'g7'], { kind: 'ongoing' });
    const report = unwrap(replayRecord(rec, morris));
    expect(report.ok).toBe(false);
    expect(report.plies).toHaveLength(3);
    expect(report.error).toMatchObject({ code: 'morris/occupied', ply: 3, rule: { quote: MORRICE.placing } });
    expect(en(report.error?.message)).toMatch(/^ply 3 \(d2\): d2 is not vacant/);
    expect(report.finalPosition).toBe('B..................W.... w 8 8');
  });

  it('reports unreadable moves by their notation code', () => {
    const report = unwrap(replayRecord(makeRecord(morris, ['d2', 'zz'], { kind: 'ongoing' }), morris));
    expect(report.error).toMatchObject({ code: 'notation/move-syntax', ply: 2 });
  });

  it('checks the recorded result against the final position', () => {
    const unfinished = ['d2', 'a7'];
    expect(unwrap(replayRecord(makeRecord(morris, unfinished, { kind: 'ongoing' }), morris)).ok).toBe(true);
    const claimed = unwrap(replayRecord(makeRecord(morris, unfinished, { kind: 'won', winners: [0] }), morris));
    expect(claimed).toMatchObject({ ok: false, error: { code: 'record/result-mismatch' } });
    const resigned = makeRecord(morris, unfinished, { kind: 'won', winners: [1], termination: 'resignation' });
    expect(unwrap(replayRecord(resigned, morris)).ok).toBe(true);
    const agreed = makeRecord(morris, unfinished, { kind: 'draw', termination: 'agreement' });
    expect(unwrap(replayRecord(agreed, morris)).ok).toBe(true);
  });

  it('refuses a record of another game, bad options, a bad player count or a bad start', () => {
    const base = makeRecord(morris, [], { kind: 'ongoing' });
    expect(replayRecord({ ...base, game: 'quoits' }, morris)).toMatchObject({ ok: false, error: { code: 'record/wrong-game' } });
    expect(replayRecord({ ...base, options: { flying: 'often' } }, morris)).toMatchObject({ ok: false, error: { code: 'options/invalid' } });
    expect(replayRecord({ ...base, players: 3 }, morris)).toMatchObject({ ok: false, error: { code: 'setup/player-count' } });
    expect(replayRecord({ ...base, start: 'nonsense' }, morris)).toMatchObject({ ok: false, error: { code: 'notation/position-syntax' } });
  });

  it('starts from a recorded start position under the recorded options', () => {
    const startText = board({ W: ['a7', 'd7', 'g4'], B: ['b2', 'f2', 'c3'] }, 'w', 0, 0);
    const rec = makeRecord(morris, ['g4-g7xc3'], { kind: 'won', winners: [0] }, { start: startText });
    expect(unwrap(replayRecord(rec, morris))).toMatchObject({ ok: true, finalStatus: { kind: 'won', winners: [0] } });
    // A record claiming that Black won disagrees with the final position.
    const wrong = makeRecord(morris, ['g4-g7xc3'], { kind: 'won', winners: [1] }, { start: startText });
    expect(unwrap(replayRecord(wrong, morris))).toMatchObject({ ok: false, error: { code: 'record/result-mismatch' } });
  });
});

describe('the real game in tests/data/morris', () => {
  it('replays legally under its recorded options and ends as recorded', () => {
    const rec = unwrap(parseRecordText(readFileSync(REAL, 'utf8')));
    expect(rec.meta?.source).toMatch(/calcitem\/Sanmill/);
    const report = unwrap(replayRecord(rec, morris));
    expect(report.error).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(report.plies).toHaveLength(49);
    expect(report.finalStatus).toMatchObject({ kind: 'won', winners: [0] });
  });

  it('is illegal under the sheet rules, where Black may not fly', () => {
    const rec = unwrap(parseRecordText(readFileSync(REAL, 'utf8')));
    const report = unwrap(replayRecord({ ...rec, options: {} }, morris));
    expect(report.ok).toBe(false);
    expect(report.error).toMatchObject({ code: 'morris/not-adjacent', ply: 42 });
  });
});

describe('every record in tests/data/morris', () => {
  const files = readdirSync(DATA).filter((f) => f.endsWith('.json'));

  it('holds the three transcribed games, each citing its source', () => {
    expect(files.sort()).toEqual(['sanmill-issue-257-ai-lose.json', 'sanmill-issue-744-ai-black-lose.json', 'sanmill-win-less-than-three.json']);
  });

  it.each(files)('%s replays legally and agrees with its recorded result', (file) => {
    const rec = unwrap(parseRecordText(readFileSync(new URL(file, DATA), 'utf8')));
    expect(rec.meta?.source).toMatch(/github\.com\/calcitem\/Sanmill|calcitem\/Sanmill/);
    const report = unwrap(replayRecord(rec, morris));
    expect(report.error).toBeUndefined();
    expect(report.ok).toBe(true);
    // and the text written back is the file as committed
    expect(formatRecord(rec)).toBe(readFileSync(new URL(file, DATA), 'utf8'));
  });

  it('issue #257 (a person beats the engine) ends by the rules: White is left with two men', () => {
    const rec = unwrap(parseRecordText(readFileSync(HUMAN, 'utf8')));
    const report = unwrap(replayRecord(rec, morris));
    expect(report.plies).toHaveLength(102);
    expect(report.finalPosition).toBe('.......W.BBB......W..... w 0 0');
    expect(report.finalStatus).toMatchObject({ kind: 'won', winners: [1] });
    // Under the sheet's rules nobody flies: ply 42 (e3-g7, Black with three men) is refused.
    expect(unwrap(replayRecord({ ...rec, options: {} }, morris)).error).toMatchObject({ code: 'morris/not-adjacent', ply: 42 });
  });
});
