/**
 * What the other screens are told after a call succeeded (`src/api/elsewhere.ts`; issue 14: one game,
 * several screens): the action, the game, the move as played (a spin: the spin drawn) or the seat; and
 * nothing for a call that changes nothing the others see. Every event passes the host-event schema.
 */
import { describe, expect, it } from 'vitest';
import { elsewhereEvent, HostEventSchema, parseCall } from '../../../src/api';
import { unwrap } from '../../../src/core/result';

const call = (method: string, ...params: unknown[]) => unwrap(parseCall(method, params));
const view = { game: 'archery', lastMove: { notation: '3+5' } };

describe('elsewhereEvent', () => {
  it('names the move as the host played it, not as it was asked for', () => {
    const e = elsewhereEvent(call('playMove', 'spin'), view);
    expect(e).toEqual({ type: 'elsewhere', action: 'playMove', game: 'archery', move: '3+5' });
    expect(HostEventSchema.safeParse(e).success).toBe(true);
  });

  it('names the seat of a resignation or a draw', () => {
    expect(elsewhereEvent(call('resign', 1), { game: 'morris' })).toEqual({ type: 'elsewhere', action: 'resign', game: 'morris', seat: 1 });
    expect(elsewhereEvent(call('offerDraw', 0), { game: 'morris' })?.seat).toBe(0);
    expect(elsewhereEvent(call('undo'), { game: 'morris' })).toEqual({ type: 'elsewhere', action: 'undo', game: 'morris' });
  });

  it('says nothing about calls that change nothing the other screens see', () => {
    for (const c of [call('view'), call('listRecords'), call('saveRecord'), call('hint'), call('replaySeek', { ply: 2 })]) {
      expect(elsewhereEvent(c, null)).toBeUndefined();
    }
  });
});
