import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, damageMessage, decodeLine, encodeEntry, MAX_JOURNAL_LINE, readJournal, type JournalEntry } from '../../../src/session/journal';
import { foldJournal } from '../../../src/session/journal-fold';
import { de, en } from '../support/text';

const at = '2026-01-01T00:00:00.000Z';
const start: JournalEntry = { t: 'start', id: 'g1', game: 'morris', options: {}, players: ['board', 'board'], seed: 1, settings: {}, board: { kind: 'virtual' }, at };
const move = (ply: number, m: string): Extract<JournalEntry, { t: 'move' }> => ({ t: 'move', ply, move: m, by: 'board', at });

describe('journal lines', () => {
  it('uses the standard CRC-32 (check value of "123456789" is CBF43926)', () => {
    expect(crc32('123456789').toString(16)).toBe('cbf43926');
  });

  it('reads back what it wrote; the start entry is written twice', () => {
    const entries = [start, move(1, 'd2'), move(2, 'd6')];
    const text = entries.map(encodeEntry).join('');
    expect(text.split('\n')).toHaveLength(5);
    const r = readJournal(text);
    expect(r.entries).toEqual([start, start, move(1, 'd2'), move(2, 'd6')]);
    expect(r.damaged).toEqual([]);
    const g = foldJournal(r.items);
    expect(g.ok && g.value.moves.map((m) => m.move)).toEqual(['d2', 'd6']);
    expect(g.ok && g.value.repair).toBeUndefined();
  });

  it('reads a file cut off mid-line up to the cut, and says so', () => {
    const good = [start, move(1, 'd2')].map(encodeEntry).join('');
    const r = readJournal(good + encodeEntry(move(2, 'd6')).slice(0, 20));
    expect(r.entries).toHaveLength(3);
    expect(r.damaged).toEqual([{ line: 4, reason: { kind: 'cut-off' } }]);
    const g = foldJournal(r.items);
    expect(g.ok && g.value.moves.map((m) => m.move)).toEqual(['d2']);
    expect(g.ok && g.value.repair?.notes.map(en)).toEqual(['line 4 (cut off mid-write, with no newline at the end) at the end could not be read; the entry it held is lost (at most the last ply)']);
    // In German all of it is German (a newcomer read "cut off mid-write" in English inside it).
    expect(g.ok && g.value.repair?.notes.map(de)).toEqual(['Zeile 4 (beim Schreiben abgebrochen, ohne Zeilenende) am Ende ließ sich nicht lesen; der Eintrag darin ist verloren (höchstens der letzte Halbzug)']);
  });

  it('reads past a line with a changed byte (checksum) instead of dropping everything after it', () => {
    const lines = [start, move(1, 'd2'), move(2, 'd6'), move(3, 'b4')].map(encodeEntry);
    lines[2] = lines[2]!.replace('"d6"', '"d7"');
    const r = readJournal(lines.join(''));
    expect(r.damaged).toEqual([{ line: 4, reason: { kind: 'checksum' } }]);
    expect(r.entries.map((e) => e.t)).toEqual(['start', 'start', 'move', 'move']);
  });

  it('refuses a line nested too deep or too long without throwing', () => {
    const deep = `{"e":${'['.repeat(100_000)}${']'.repeat(100_000)},"crc":"00000000"}`;
    expect(decodeLine(deep)).toEqual({ ok: false, error: { kind: 'too-deep', max: 32 } });
    expect(decodeLine('x'.repeat(MAX_JOURNAL_LINE + 1))).toEqual({ ok: false, error: { kind: 'too-long', max: MAX_JOURNAL_LINE } });
  });

  it('says why each kind of damaged line cannot be read, in the reader\'s language', () => {
    const line = (e: unknown) => JSON.stringify({ e, crc: crc32(JSON.stringify(e)).toString(16).padStart(8, '0') });
    const cases: [string, string, string][] = [
      ['x'.repeat(MAX_JOURNAL_LINE + 1), `longer than ${MAX_JOURNAL_LINE} characters`, `länger als ${MAX_JOURNAL_LINE} Zeichen`],
      [`{"e":${'['.repeat(40)}${']'.repeat(40)},"crc":"0"}`, 'nested more than 32 levels deep', 'mehr als 32 Ebenen tief verschachtelt'],
      ['{"e":', 'not JSON', 'kein JSON'],
      ['{"entry":{}}', 'not a journal line', 'keine Zeile eines Spielprotokolls'],
      [encodeEntry(move(1, 'd2')).trim().replace('"d2"', '"d3"'), 'checksum mismatch', 'Prüfsumme falsch'],
      [line({ t: 'move', ply: 'one' }), 'not a valid entry: ', 'kein gültiger Eintrag: '],
    ];
    for (const [text, english, german] of cases) {
      const r = decodeLine(text);
      expect(r.ok, text.slice(0, 40)).toBe(false);
      if (r.ok) continue;
      expect(en(damageMessage(r.error))).toContain(english);
      expect(de(damageMessage(r.error))).toContain(german);
    }
    const cut = readJournal(encodeEntry(start) + '{"e":').damaged.at(-1)!.reason;
    expect([en(damageMessage(cut)), de(damageMessage(cut))]).toEqual(['cut off mid-write, with no newline at the end', 'beim Schreiben abgebrochen, ohne Zeilenende']);
  });

  it('never throws, and keeps every good line, whatever is put between them', () => {
    const good = [start, move(1, 'd2'), move(2, 'd6')].map(encodeEntry);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat(3), (garbage, where) => {
        const text = [...good.slice(0, where), `${garbage.replace(/\n/g, ' ')}\n`, ...good.slice(where)].join('');
        const r = readJournal(text);
        expect(r.entries.filter((e) => e.t === 'move')).toEqual([move(1, 'd2'), move(2, 'd6')]);
      }),
    );
  });

  it('keeps only the last game of a file that holds several', () => {
    const text = [start, move(1, 'd2'), { ...start, id: 'g2' } as JournalEntry, move(1, 'f4')].map(encodeEntry).join('');
    const r = readJournal(text);
    expect(r.entries.map((e) => (e.t === 'start' ? e.id : e.t))).toEqual(['g2', 'g2', 'move']);
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

  it('has no game without a start; an old journal (no sequence numbers) that stops following ends there', () => {
    expect(foldJournal([]).ok).toBe(false);
    const skip = foldJournal([start, move(1, 'd2'), move(3, 'b4'), move(4, 'f4')]);
    expect(skip.ok && skip.value.moves.map((m) => m.move)).toEqual(['d2']);
    expect(skip.ok && en(skip.value.repair?.notes[0])).toMatch(/from line 3 on the journal does not follow \(ply 3 recorded after 1 ply\)/);
    const undo = foldJournal([start, { t: 'undo', plies: 1, source: 'screen', at }]);
    expect(undo.ok && undo.value.moves).toEqual([]);
    expect(undo.ok && en(undo.value.repair?.notes[0])).toMatch(/undo of 1 ply after 0/);
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

/** Stamped entries as a session writes them (seq, plies before, the last ply, the position before). */
function stamped(list: readonly (readonly [Exclude<JournalEntry, { t: 'start' }>, readonly string[]])[]): JournalEntry[] {
  return [
    { ...start, seq: 0 } as JournalEntry,
    ...list.map(([e, before], i) => ({ ...e, seq: i + 1, n: before.length, ...(before.length > 0 ? { last: { move: before[before.length - 1]!, by: 'board' as const } } : {}), pos: `pos-after-${before.join('-') || 'start'}` }) as JournalEntry),
  ];
}

describe('foldJournal across damage (issue 12, failure 4)', () => {
  // d2 d6 b4, undo 1 on screen, redo, f4, replace of f4 by f2, g7
  const game = stamped([
    [move(1, 'd2'), []],
    [move(2, 'd6'), ['d2']],
    [move(3, 'b4'), ['d2', 'd6']],
    [{ t: 'undo', plies: 1, source: 'screen', at }, ['d2', 'd6', 'b4']],
    [{ t: 'redo', plies: 1, at }, ['d2', 'd6']],
    [move(4, 'f4'), ['d2', 'd6', 'b4']],
    [{ t: 'replace', ply: 4, move: 'f2', at }, ['d2', 'd6', 'b4', 'f4']],
    [move(5, 'g7'), ['d2', 'd6', 'b4', 'f2']],
  ]);
  const full = ['d2', 'd6', 'b4', 'f2', 'g7'];
  const folded = (entries: readonly JournalEntry[]) => {
    const g = foldJournal(entries);
    if (!g.ok) throw new Error(en(g.error.message));
    return g.value;
  };

  it('rebuilds any one lost entry but the last from the entry after it, losing nothing', () => {
    for (let i = 1; i < game.length - 1; i++) {
      const g = folded([...game.slice(0, i), ...game.slice(i + 1)]);
      expect(g.moves.map((m) => m.move), `entry ${i} lost`).toEqual(full);
      expect(g.repair?.notes.length, `entry ${i} lost`).toBeGreaterThan(0);
      // the repaired entries fold to the same game with nothing left to repair
      const again = folded(g.repair!.entries);
      expect(again.moves.map((m) => m.move)).toEqual(full);
      expect(again.repair).toBeUndefined();
    }
  });

  it('loses at most the last ply when the last entry is lost', () => {
    const g = folded(game.slice(0, -1));
    expect(g.moves.map((m) => m.move)).toEqual(full.slice(0, -1));
  });

  it('skips a repeated entry', () => {
    for (let i = 1; i < game.length; i++) {
      const g = folded([...game.slice(0, i + 1), game[i]!, ...game.slice(i + 1)]);
      expect(g.moves.map((m) => m.move), `entry ${i} repeated`).toEqual(full);
    }
  });

  it('goes on from the recorded position when two plies in a row are lost, and names them', () => {
    const g = folded([...game.slice(0, 1), ...game.slice(3)]); // d2 and d6 lost
    expect(g.start.start).toBe('pos-after-d2-d6');
    expect(g.moves.map((m) => m.move)).toEqual(['b4', 'f2', 'g7']);
    expect(en(g.gaps[0])).toMatch(/plies 1–2 are lost \(the last of them was d6\); the game goes on from the position the journal recorded after ply 2/);
    const again = folded(g.repair!.entries);
    expect(again.moves.map((m) => m.move)).toEqual(['b4', 'f2', 'g7']);
    expect(again.gaps).toEqual(g.gaps);
    expect(de(g.gaps[0])).toMatch(/die Halbzüge 1 bis 2 sind verloren \(der letzte davon war d6\); die Partie geht von der Stellung aus weiter, die das Spielprotokoll nach Halbzug 2 festgehalten hat; die Halbzüge davor waren \(keine\)$/);
  });

  it('reads the gap entry of an earlier version, whose loss is an English sentence, as that sentence', () => {
    const g = folded([...game, { t: 'gap', lost: 'line 4 could not be read and is lost', at }]);
    expect(g.gaps.map(en)).toEqual(['line 4 could not be read and is lost']);
    expect(g.gaps.map(de)).toEqual(['line 4 could not be read and is lost']);
  });
});
