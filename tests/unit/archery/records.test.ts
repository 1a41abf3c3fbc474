/**
 * Whole Archery games replayed from records (`tests/data/archery/*.json`) with their recorded spins:
 * two hand-worked games (every landing computed by hand, the final position in `meta.final`) and one
 * drawn from the seeded teetotum.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecordText, replayRecord, type GameRecord } from '../../../src/core/record';
import { unwrap } from '../../../src/core/result';
import { archery } from '../../../src/games/archery/index';
import { drawSpin, formatSpinMove, seedTeetotum } from '../../../src/games/teetotum/index';
import { texts } from '../support/text';

const dir = join(import.meta.dirname, '../../data/archery');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

function load(file: string): GameRecord {
  return unwrap(parseRecordText(readFileSync(join(dir, file), 'utf8')));
}

describe('Archery records', () => {
  it('has the three records', () => {
    expect(files).toEqual(['faces-5-6-two-players.json', 'seeded-four-players.json', 'tie-from-position.json']);
  });

  for (const file of files) {
    it(`${file} replays legally to its recorded result and final position`, () => {
      const record = load(file);
      const report = unwrap(replayRecord(record, archery));
      expect(report.error).toBeUndefined();
      expect(report.ok).toBe(true);
      expect(report.finalPosition).toBe(record.meta?.['final']);
    });
  }

  it('the hand-worked game: lead by 11 to 10, and seat 1 wins by 9 to 8', () => {
    const report = unwrap(replayRecord(load('faces-5-6-two-players.json'), archery));
    expect(report.plies[1]!.position).toBe('lead:- order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f');
    expect(texts(report.finalStatus)).toEqual({ kind: 'won', winners: [1], reason: 'the largest count, 9' });
  });

  it('the seeded game: every spin is the seeded teetotum\'s next draw, so the record replays without the generator', () => {
    const record = load('seeded-four-players.json');
    let state = seedTeetotum(1830);
    const spins = record.moves.filter((m) => /^\d+\+/.test(m));
    expect(spins.length).toBeGreaterThan(30);
    for (const s of spins) {
      const d = drawSpin(state, [1, 2, 3, 4, 5, 6]);
      expect(s).toBe(formatSpinMove(d.spin));
      state = d.next;
    }
  });

  it('a record whose spin was altered no longer replays, and the failing ply is named', () => {
    const record = load('faces-5-6-two-players.json');
    const moves = [...record.moves];
    moves[2] = '6+6';
    const report = unwrap(replayRecord({ ...record, moves }, archery));
    expect(report.ok).toBe(false);
    expect(report.error).toMatchObject({ code: 'archery/wrong-landing', ply: 4 });
  });

  it('a spin of a face the teetotum does not have is refused', () => {
    const record = load('faces-5-6-two-players.json');
    const report = unwrap(replayRecord({ ...record, moves: ['4+6'] }, archery));
    expect(report.error).toMatchObject({ code: 'archery/not-a-face', ply: 1 });
  });
});
