/**
 * Whole Quoits games replayed from records (`tests/data/quoits/*.json`) with their recorded spins: a
 * hand-worked one-game record through every kind of collision, and a seeded four-player match to 60.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecordText, replayRecord, type GameRecord } from '../../../src/core/record';
import { unwrap } from '../../../src/core/result';
import { quoits, quoitsTotals, scoreBoard } from '../../../src/games/quoits/index';
import { drawSpin, formatSpinMove, seedTeetotum } from '../../../src/games/teetotum/index';
import { opts } from './helpers';

const dir = join(import.meta.dirname, '../../data/quoits');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

function load(file: string): GameRecord {
  return unwrap(parseRecordText(readFileSync(join(dir, file), 'utf8')));
}

describe('Quoits records', () => {
  it('has the two records', () => {
    expect(files).toEqual(['one-game-collisions.json', 'seeded-four-players-to-60.json']);
  });

  for (const file of files) {
    it(`${file} replays legally to its recorded result, final position and totals`, () => {
      const record = load(file);
      const report = unwrap(replayRecord(record, quoits));
      expect(report.error).toBeUndefined();
      expect(report.ok).toBe(true);
      expect(report.finalPosition).toBe(record.meta?.['final']);
      const final = unwrap(quoits.parsePosition(report.finalPosition, opts(record.options ?? {})));
      expect(quoitsTotals(final).join(',')).toBe(record.meta?.['totals']);
    });
  }

  it('the hand-worked game: each collision as worked by hand, and the score by component', () => {
    const report = unwrap(replayRecord(load('one-game-collisions.json'), quoits));
    const men = report.plies.map((p) => (p.legal ? p.position.split(' ')[4] : ''));
    expect(men.slice(2)).toEqual([
      'men:a-7@1',
      'men:a-8@1,a-7@0',
      'men:a-8@1,a-hub@0,a-7@1',
      'men:a-8@1,a-hub@0,a-7@1,a-d3@0',
      'men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-8@1',
      'men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-8@1,a-3@0',
      'men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-3@0,a-8@1',
      'men:a-6@1,a-hub@0,a-7@1,a-d3@0,a-3@0,a-8@1,a-d6@0',
    ]);
    const final = unwrap(quoits.parsePosition(report.finalPosition, opts({ goal: 'one-game' })));
    expect(scoreBoard(final).lines).toEqual([
      { hub: 10, doubles: 6, numbers: 2, nearest: 5, total: 23 },
      { hub: 0, doubles: 0, numbers: 6, nearest: 4, total: 10 },
    ]);
  });

  it('the seeded match: every spin is the seeded teetotum\'s next draw, over several four-round games', () => {
    const record = load('seeded-four-players-to-60.json');
    let state = seedTeetotum(1867);
    for (const s of record.moves) {
      const d = drawSpin(state, [1, 2, 3, 4, 5, 6]);
      expect(s).toBe(formatSpinMove(d.spin));
      state = d.next;
    }
    const report = unwrap(replayRecord(record, quoits));
    expect(report.finalPosition.split('history:')[1]!.split('/').length).toBeGreaterThanOrEqual(2);
  });

  it('a record cut short reports an unfinished game as not matching its result', () => {
    const record = load('one-game-collisions.json');
    const report = unwrap(replayRecord({ ...record, moves: record.moves.slice(0, 6) }, quoits));
    expect(report.ok).toBe(false);
    expect(report.error?.code).toBe('record/result-mismatch');
  });
});
