/**
 * Whole purposeful games: greedy self-play reaches a win from the set-up, far inside the default ply
 * limit, and the recorded game in `tests/data/not-made-in-germany/` is one of them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRecord, parseRecordText } from '../../../src/core/record';
import { unwrap } from '../../../src/core/result';
import { game, start } from './helpers';
import { greedyGame } from './greedy';

const RECORD_TEXT = readFileSync(new URL('../../data/not-made-in-germany/england-wins.json', import.meta.url), 'utf8');

describe('whole games from the set-up to a win', () => {
  it('greedy self-play wins in well under the default 1000-ply limit', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { moves, end } = greedyGame(start(), seed);
      expect(game.status(end).kind, `seed ${seed}`).toBe('won');
      expect(moves.length).toBeLessThan(150);
    }
  });

  it('Germany moving first can win too', () => {
    const wins = [1, 2, 3, 4, 5].map((seed) => game.status(greedyGame(start({ firstPlayer: 'germany' }), seed).end));
    expect(wins.some((s) => s.kind === 'won' && s.winners[0] === 1)).toBe(true);
  });

  it('the recorded game is greedy self-play with seed 11, and replays to England’s win', () => {
    const record = unwrap(parseRecordText(RECORD_TEXT));
    expect(record.moves).toEqual(greedyGame(start(), 11).moves);
    const report = unwrap(replayRecord(record, game));
    expect(report.ok).toBe(true);
    expect(report.finalStatus).toMatchObject({ kind: 'won', winners: [0] });
    expect(record.moves.some((m) => m.split('-').length > 3)).toBe(true); // it has real chains
  });
});
