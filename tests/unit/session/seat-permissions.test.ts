/**
 * Who may do what (issue 14, "A person acts only for their own seats ... Draw offers go to the opponent
 * (a computer answers by its own judgement), resign only for a person's own seat"): the session refuses a
 * resignation or a draw given for a computer's seat, refuses draws where there is no one opponent, and a
 * computer answers a draw offer at once: it accepts only when it is not ahead (`src/ai/draw.ts`).
 */
import { describe, expect, it } from 'vitest';
import { morris } from '../../../src/games/morris/index';
import { archery } from '../../../src/games/archery/index';
import type { AnyGame } from '../../../src/core/game';
import { unwrap } from '../../../src/core/result';
import { judgeDrawOffer } from '../../../src/ai/draw';
import { format } from '../../../src/i18n/index';
import { Session } from '../../../src/session/session';
import type { SeatKind } from '../../../src/session/types';
import { FakeScheduler, MemoryJournal } from './harness';

async function start(players: SeatKind[], startText?: string, game: AnyGame = morris) {
  const clock = new FakeScheduler();
  const session = unwrap(
    await Session.start(
      {
        id: 'g',
        game,
        options: {},
        players,
        seed: 3,
        board: { present: false, sensing: { kind: 'reed' }, describe: { kind: 'none' } },
        ...(startText === undefined ? {} : { start: startText }),
      },
      { scheduler: clock, journal: new MemoryJournal() },
    ),
  );
  return session;
}

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

// White (the person) has five men to the computer's three: Black is behind.
const BLACK_BEHIND = 'WWW.WW.........B.B.B.... w 0 0';
// The computer's Black has five men to White's three: Black is ahead.
const BLACK_AHEAD = 'BBB.BB.........W.W.W.... w 0 0';

describe('seat permissions', () => {
  it('refuses a resignation or a draw given for the computer\'s seat', async () => {
    const s = await start(['screen', 'computer']);
    const resign = await s.resign(1);
    expect(code(resign)).toBe('session/computer-seat');
    expect(resign.ok ? '' : format(resign.error.message, 'en')).toBe('the computer plays Black: only a person resigns for their own seat');
    expect(resign.ok ? '' : format(resign.error.message, 'de')).toBe('Schwarz spielt der Computer: nur ein Mensch kann für die eigene Seite aufgeben');
    expect(code(await s.offerDraw(1))).toBe('session/computer-seat');
    expect(s.status()).toEqual({ kind: 'ongoing' });
    // the person's own seat may resign
    unwrap(await s.resign(0));
    expect(s.status()).toMatchObject({ kind: 'won', winners: [1] });
  });

  it('a computer that is behind accepts the person\'s draw offer at once', async () => {
    const s = await start(['screen', 'computer'], BLACK_BEHIND);
    expect(judgeDrawOffer(morris, s.position, 1).accepts).toBe(true);
    unwrap(await s.offerDraw(0));
    expect(s.status()).toMatchObject({ kind: 'draw' });
    expect(s.termination()).toBe('agreement');
  });

  it('a computer that is ahead declines, and every screen is told who declined until the next ply', async () => {
    const s = await start(['screen', 'computer'], BLACK_AHEAD);
    const j = judgeDrawOffer(morris, s.position, 1);
    expect(j.accepts).toBe(false);
    expect(j.score).toBeGreaterThan(50);
    unwrap(await s.offerDraw(0));
    expect(s.status()).toEqual({ kind: 'ongoing' });
    expect(s.view().drawOffer).toBeNull();
    expect(s.view().drawDeclined).toBe(1);
    const move = s.view().legalMoves[0]!.notation;
    unwrap(await s.playMove(move));
    expect(s.view().drawDeclined).toBeNull();
  });

  it('the offer goes to the other person in a game between two people; a decline is theirs', async () => {
    const s = await start(['screen', 'screen']);
    unwrap(await s.offerDraw(0));
    expect(s.view().drawOffer).toBe(0);
    unwrap(await s.declineDraw());
    expect(s.view()).toMatchObject({ drawOffer: null, drawDeclined: 1 });
  });

  it('refuses a draw in a game of more than two seats, and the computer plays a race of chance out', async () => {
    const four = await start(['screen', 'screen', 'screen', 'screen'], undefined, archery);
    const r = await four.offerDraw(0);
    expect(code(r)).toBe('session/draw-two-seats');
    const two = await start(['screen', 'computer'], undefined, archery);
    expect(judgeDrawOffer(archery, two.position, 1)).toEqual({ accepts: false });
    unwrap(await two.offerDraw(0));
    expect(two.view()).toMatchObject({ drawOffer: null, drawDeclined: 1, status: { kind: 'ongoing' } });
  });
});

describe('positions to look back at', () => {
  it('gives the position after each ply in force, and refuses any other ply', async () => {
    const s = await start(['screen', 'screen']);
    unwrap(await s.playMove('d2'));
    unwrap(await s.playMove('d6'));
    expect(unwrap(s.positionAt(1)).position).toBe(morris.formatPosition(unwrap(morris.play(s.startPosition as never, unwrap(morris.parseMove('d2')) as never)) as never));
    expect(unwrap(s.positionAt(1)).contents['d2']).toEqual([0]);
    expect(unwrap(s.positionAt(2)).position).toBe(morris.formatPosition(s.position as never));
    for (const bad of [3, -1, 1.5]) expect(code(s.positionAt(bad))).toBe('session/bad-ply');
  });
});
