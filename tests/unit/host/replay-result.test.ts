/**
 * A replay says how the recorded game ended at every ply (issue 14: "Replay says finished for a finished
 * game"): a resignation, which no position shows, comes from the recorded result; a game the rules
 * decided, from its last position; a record that stops early is `ongoing`.
 */
import { describe, expect, it } from 'vitest';
import { openReplay, replayView, seekReplay } from '../../../host/replay';
import { unwrap } from '../../../src/core/result';
import { format } from '../../../src/i18n/index';
import type { ReplayView } from '../../../host/types';

/** The result with its reason in English words. */
const said = (v: ReplayView) => {
  const r = v.result!;
  return r.kind === 'ongoing' ? r : { ...r, reason: format(r.reason, 'en') };
};

const record = (result: unknown, moves = ['d2', 'd6']) =>
  JSON.stringify({ format: 'parlour-record', version: 1, game: 'morris', players: 2, moves, result });

describe('the replay\'s result', () => {
  it('says a resigned game is finished, at every ply', () => {
    const r = unwrap(openReplay(record({ kind: 'won', winners: [1], termination: 'resignation' })));
    expect(said(replayView(r))).toEqual({ kind: 'won', winners: [1], reason: 'by resignation' });
    const first = unwrap(seekReplay(r, { ply: 0 }));
    expect(first.status).toEqual({ kind: 'ongoing' });
    expect(said(first)).toEqual({ kind: 'won', winners: [1], reason: 'by resignation' });
    const end = first.result!;
    expect(end.kind === 'won' ? format(end.reason, 'de') : '').toBe('durch Aufgabe');
  });

  it('says an agreed draw is finished, and a record that stops early is not', () => {
    expect(said(replayView(unwrap(openReplay(record({ kind: 'draw', termination: 'agreement' })))))).toEqual({ kind: 'draw', reason: 'by agreement' });
    expect(replayView(unwrap(openReplay(record({ kind: 'ongoing' })))).result).toEqual({ kind: 'ongoing' });
  });
});
