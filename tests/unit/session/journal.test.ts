import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, encodeEntry, foldJournal, readJournal, type JournalEntry } from '../../../src/session/journal';

const at = '2026-01-01T00:00:00.000Z';
const start: JournalEntry = { t: 'start', id: 'g1', game: 'morris', options: {}, players: ['board', 'board'], seed: 1, settings: {}, board: { kind: 'virtual' }, at };
const move = (ply: number, m: string): JournalEntry => ({ t: 'move', ply, move: m, by: 'board', at });

describe('journal lines', () => {
  it('uses the standard CRC-32 (check value of "123456789" is CBF43926)', () => {
    expect(crc32('123456789').toString(16)).toBe('cbf43926');
  });

  it('reads back what it wrote', () => {
    const entries = [start, move(1, 'd2'), move(2, 'd6')];
    const text = entries.map(encodeEntry).join('');
    expect(readJournal(text)).toEqual({ entries });
  });

  it('keeps the valid prefix of a file cut off mid-line and reports the truncation', () => {
    const good = [start, move(1, 'd2')].map(encodeEntry).join('');
    const cut = good + encodeEntry(move(2, 'd6')).slice(0, 20);
    const r = readJournal(cut);
    expect(r.entries).toHaveLength(2);
    expect(r.damage).toMatchObject({ code: 'journal/truncated', line: 3, dropped: 1, validLength: good.length });
  });

  it('detects a changed byte in a whole line (checksum) and drops everything after it', () => {
    const lines = [start, move(1, 'd2'), move(2, 'd6'), move(3, 'b4')].map(encodeEntry);
    lines[2] = lines[2]!.replace('"d6"', '"d7"');
    const r = readJournal(lines.join(''));
    expect(r.entries).toHaveLength(2);
    expect(r.damage).toMatchObject({ code: 'journal/corrupt', line: 3, dropped: 2 });
    expect(r.damage?.message).toMatch(/checksum mismatch/);
  });

  it('never throws and never keeps a line after damage, whatever is appended', () => {
    const good = [start, move(1, 'd2')].map(encodeEntry).join('');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (garbage) => {
        const r = readJournal(good + garbage);
        expect(r.entries.slice(0, 2)).toEqual([start, move(1, 'd2')]);
        if (r.damage !== undefined) expect(r.damage.validLength).toBeGreaterThanOrEqual(good.length);
      }),
    );
  });
});

describe('foldJournal (replay as a fold)', () => {
  it('applies moves, replacements, undo and redo in order', () => {
    const entries: JournalEntry[] = [
      start,
      move(1, 'd2'),
      move(2, 'd6'),
      { t: 'replace', ply: 2, move: 'f6', at },
      move(3, 'b4'),
      { t: 'undo', plies: 2, source: 'screen', at },
      { t: 'redo', plies: 1, at },
    ];
    const g = foldJournal(entries);
    expect(g.ok && g.value.moves.map((m) => m.move)).toEqual(['d2', 'f6']);
    expect(g.ok && g.value.redo.map((m) => m.move)).toEqual(['b4']);
  });

  it('a board takeback leaves nothing to redo; a later game in the same file wins', () => {
    const g = foldJournal([start, move(1, 'd2'), { t: 'undo', plies: 1, source: 'board', at }]);
    expect(g.ok && g.value.redo).toEqual([]);
    const two = foldJournal([start, move(1, 'd2'), { ...start, id: 'g2' } as JournalEntry, move(1, 'f4')]);
    expect(two.ok && two.value.start.id).toBe('g2');
    expect(two.ok && two.value.moves.map((m) => m.move)).toEqual(['f4']);
  });

  it('refuses inconsistent journals', () => {
    expect(foldJournal([]).ok).toBe(false);
    const skip = foldJournal([start, move(2, 'd2')]);
    expect(skip.ok ? '' : skip.error.code).toBe('journal/inconsistent');
    const undo = foldJournal([start, { t: 'undo', plies: 1, source: 'screen', at }]);
    expect(undo.ok ? '' : undo.error.code).toBe('journal/inconsistent');
  });

  it('an undo after a result by the rules reopens the game', () => {
    const g = foldJournal([
      start,
      move(1, 'd2'),
      { t: 'result', kind: 'won', winners: [0], termination: 'rules', reason: 'x', at },
      { t: 'undo', plies: 1, source: 'screen', at },
    ]);
    expect(g.ok && g.value.result).toBeUndefined();
  });
});
