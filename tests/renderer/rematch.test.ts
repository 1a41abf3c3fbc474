/**
 * The rematch request (`renderer/src/lib/rematch.ts`; issue 14: "Rematch (same seats, sides swapped)"):
 * the same game, options, board and settings, the players turned by one seat with their levels.
 */
import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../src/api';
import { rematchRequest } from '../../renderer/src/lib/rematch';

const base = {
  game: 'morris',
  options: { flying: true },
  settings: { settleMs: 300 },
  board: { kind: 'serial', state: 'connected', port: '/dev/ttyACM0', profile: 'morris-archery' },
} as const;

describe('rematchRequest', () => {
  it('swaps the two sides, the computer keeping its level, on the same board', () => {
    const view = {
      ...base,
      seats: [
        { seat: 0, name: 'White', colour: '#fff', kind: 'screen' },
        { seat: 1, name: 'Black', colour: '#000', kind: 'computer', level: 'hard' },
      ],
    } as unknown as SessionView;
    expect(rematchRequest(view)).toEqual({
      game: 'morris',
      options: { flying: true },
      players: ['computer', 'screen'],
      levels: ['hard', 'medium'],
      board: { kind: 'serial', path: '/dev/ttyACM0', profile: 'morris-archery' },
      settings: { settleMs: 300 },
    });
  });

  it('moves each of four players one seat on, the first to the last', () => {
    const view = {
      ...base,
      game: 'archery',
      board: { kind: 'none', state: 'none' },
      seats: ['screen', 'board', 'computer', 'screen'].map((kind, seat) => ({ seat, name: `S${seat}`, colour: '', kind })),
    } as unknown as SessionView;
    const r = rematchRequest(view);
    expect(r.players).toEqual(['board', 'computer', 'screen', 'screen']);
    expect(r.board).toEqual({ kind: 'none' });
  });
});
