/**
 * Levels per seat and hints in the session (issue 17): each computer seat's level is journalled with the
 * start of the game and comes back on resume; a person to move may ask for a hint, the move the strongest
 * level would play, worked out without holding up play and dropped when the position changes. The
 * computer players get the game's line, so a host can run them in another thread.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerFactory, Purpose } from '../../../src/ai/computers';
import { HINT_LEVEL, type SeatLevels } from '../../../src/ai/levels';
import { AbortedError, type ComputerPlayer, type GameLine } from '../../../src/ai/player';
import type { AnyGame } from '../../../src/core/game';
import { unwrap } from '../../../src/core/result';
import { archery } from '../../../src/games/archery/index';
import { morris } from '../../../src/games/morris/index';
import { parseOptions } from '../../../src/core/options';
import { quoits } from '../../../src/games/quoits/index';
import { foldJournal } from '../../../src/session/journal-fold';
import { Session, type SessionEvent } from '../../../src/session/session';
import type { SeatKind } from '../../../src/session/types';
import { FakeScheduler, MemoryJournal, flush } from './harness';
import { en, texts } from '../support/text';

/** Morris's options as the session journals them and hands them on: complete, every default resolved. */
const MORRIS_OPTIONS = unwrap(parseOptions(morris.options, {}));

interface Call {
  readonly purpose: Purpose;
  readonly pos: unknown;
  readonly line: GameLine | undefined;
  readonly signal: AbortSignal;
  answer(move: unknown): void;
  fail(e: Error): void;
}

/** A player factory whose players answer only when told to; records what they were made with and asked. */
function recordingPlayers() {
  const made: { gameId: string; seed: number; levels: SeatLevels | undefined; purpose: Purpose | undefined }[] = [];
  const calls: Call[] = [];
  const factory: PlayerFactory = (gameId, seed, levels, purpose) => {
    made.push({ gameId, seed, levels, purpose });
    const player: ComputerPlayer = {
      name: `recording ${purpose}`,
      choose(_game, pos, signal, line) {
        return new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new AbortedError()));
          calls.push({ purpose: purpose ?? 'move', pos, line, signal, answer: resolve, fail: reject });
        });
      },
    };
    return player;
  };
  return { factory, made, calls };
}

async function start(game: AnyGame, players: SeatKind[], levels?: readonly string[], factory?: PlayerFactory) {
  const clock = new FakeScheduler();
  const journal = new MemoryJournal();
  const r = await Session.start(
    {
      id: 'g',
      game,
      options: {},
      players,
      ...(levels === undefined ? {} : { levels: levels as never }),
      seed: 3,
      settings: { computerDelayMs: 0 },
      board: { present: false, sensing: { kind: 'reed' }, describe: { kind: 'none' } },
    },
    { scheduler: clock, journal, ...(factory === undefined ? {} : { players: factory }) },
  );
  return { clock, journal, r };
}

describe('levels per seat', () => {
  it('are journalled with the start, shown with the computer seats, given to the player factory, and resumed', async () => {
    const rec = recordingPlayers();
    const { journal, r } = await start(morris, ['screen', 'computer'], ['medium', 'beginner'], rec.factory);
    const session = unwrap(r);
    expect(rec.made).toContainEqual({ gameId: 'morris', seed: 3, levels: ['medium', 'beginner'], purpose: 'move' });
    expect(rec.made).toContainEqual({ gameId: 'morris', seed: 3, levels: HINT_LEVEL, purpose: 'hint' });
    expect(journal.entries[0]).toMatchObject({ t: 'start', players: ['screen', 'computer'], levels: ['medium', 'beginner'] });
    expect(session.view().seats.map((s) => s.level)).toEqual([undefined, 'beginner']);
    const again = recordingPlayers();
    const resumed = unwrap(
      Session.resume(morris, unwrap(foldJournal(journal.entries)), { present: false, sensing: { kind: 'reed' }, describe: {} }, {
        scheduler: new FakeScheduler(),
        journal: new MemoryJournal(),
        players: again.factory,
      }),
    ).session;
    expect(resumed.levels).toEqual(['medium', 'beginner']);
    expect(again.made[0]).toEqual({ gameId: 'morris', seed: 3, levels: ['medium', 'beginner'], purpose: 'move' });
  });

  it('default to medium, also for a journal written before there were levels', async () => {
    const { journal, r } = await start(morris, ['computer', 'screen'], undefined, recordingPlayers().factory);
    expect(unwrap(r).levels).toEqual(['medium', 'medium']);
    const entries = journal.entries.map((e) => (e.t === 'start' ? { ...e, levels: undefined } : e));
    const old = JSON.parse(JSON.stringify(entries));
    const resumed = unwrap(Session.resume(morris, unwrap(foldJournal(old)), { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: new FakeScheduler(), journal: new MemoryJournal() }));
    expect(resumed.session.levels).toEqual(['medium', 'medium']);
    expect(resumed.session.view().seats[0]!.level).toBe('medium');
  });

  it('refuses an unknown level or more levels than seats with session/bad-levels', async () => {
    for (const levels of [['medium', 'grandmaster'], ['easy', 'easy', 'easy']]) {
      const { r, journal } = await start(morris, ['screen', 'computer'], levels);
      expect(r.ok ? '' : r.error.code).toBe('session/bad-levels');
      expect(r.ok ? '' : en(r.error.message)).toMatch(levels.length === 3 ? /3 levels given for 2 seats/ : /seat 2: "grandmaster" is not a level/);
      expect(journal.entries).toEqual([]);
    }
  });

  it("the computer seat's player is given the game's line", async () => {
    const rec = recordingPlayers();
    const { clock, r } = await start(morris, ['screen', 'computer'], ['medium', 'hard'], rec.factory);
    const session = unwrap(r);
    unwrap(await session.playMove('d2'));
    await clock.advanceTo(1);
    const call = rec.calls.find((c) => c.purpose === 'move')!;
    expect(call.line).toEqual({ options: MORRIS_OPTIONS, players: 2, moves: ['d2'] });
    expect(call.pos).toBe(session.position);
  });
});

describe('hints', () => {
  it('are worked out for the person to move while play goes on, shown with their cells, and dropped when the position changes', async () => {
    const rec = recordingPlayers();
    const { clock, r } = await start(morris, ['screen', 'screen'], undefined, rec.factory);
    const session = unwrap(r);
    const events: SessionEvent[] = [];
    session.subscribe((e) => events.push(e));
    unwrap(await session.playMove('d2'));
    expect(session.view().hint).toBeNull();
    unwrap(await session.hint());
    expect(session.view().hint).toEqual({ seat: 1, state: 'thinking' });
    const call = rec.calls.find((c) => c.purpose === 'hint')!;
    expect(call.line).toEqual({ options: MORRIS_OPTIONS, players: 2, moves: ['d2'] });
    // Asking again in the same position does not start another search.
    unwrap(await session.hint());
    expect(rec.calls.filter((c) => c.purpose === 'hint')).toHaveLength(1);
    call.answer(unwrap(morris.parseMove('f4')));
    await flush();
    expect(session.view().hint).toEqual({ seat: 1, state: 'ready', notation: 'f4', vacates: [], fills: ['f4'] });
    expect(events.filter((e) => e.type === 'changed').length).toBeGreaterThanOrEqual(2);
    // Playing any move drops it; a hint being worked out when the position changes is cancelled.
    unwrap(await session.playMove('d6'));
    expect(session.view().hint).toBeNull();
    unwrap(await session.hint());
    const second = rec.calls.filter((c) => c.purpose === 'hint')[1]!;
    unwrap(await session.undo());
    expect(second.signal.aborted).toBe(true);
    second.answer(unwrap(morris.parseMove('a1')));
    await flush();
    expect(session.view().hint).toBeNull();
    await clock.advanceTo(10_000);
    expect(session.moves.map((m) => m.notation)).toEqual(['d2']);
  });

  it('is gone once the game is over by resignation (the position stays as it was; the newcomer saw the hint stay)', async () => {
    const rec = recordingPlayers();
    const { r } = await start(morris, ['screen', 'screen'], undefined, rec.factory);
    const session = unwrap(r);
    unwrap(await session.playMove('d2'));
    unwrap(await session.hint());
    rec.calls.find((c) => c.purpose === 'hint')!.answer(unwrap(morris.parseMove('f4')));
    await flush();
    expect(session.view().hint).toMatchObject({ seat: 1, state: 'ready', notation: 'f4' });
    unwrap(await session.resign(1));
    expect(session.view().phase).toBe('finished');
    expect(session.view().hint).toBeNull();
  });

  it('with a capture: the cells the move empties include the man taken', async () => {
    const rec = recordingPlayers();
    const clock = new FakeScheduler();
    const session = unwrap(
      await Session.start(
        { id: 'g', game: morris, options: {}, players: ['screen', 'screen'], seed: 1, start: 'WW......B..B............ w 7 7', board: { present: false, sensing: { kind: 'reed' }, describe: {} } },
        { scheduler: clock, journal: new MemoryJournal(), players: rec.factory },
      ),
    );
    unwrap(await session.hint());
    const call = rec.calls.find((c) => c.purpose === 'hint')!;
    expect(call.line).toEqual({ options: MORRIS_OPTIONS, players: 2, start: 'WW......B..B............ w 7 7', moves: [] });
    const take = morris.legalMoves(session.position as never).find((m) => morris.formatMove(m).includes('x'))!;
    call.answer(take);
    await flush();
    const hint = session.view().hint;
    expect(hint?.state).toBe('ready');
    if (hint?.state !== 'ready') return;
    expect(hint.notation).toBe(morris.formatMove(take));
    expect(hint.fills).toHaveLength(1);
    expect(hint.vacates).toHaveLength(1);
  });

  it('are refused on the computer\'s turn, once the game is over, before a spin and in a game without choices', async () => {
    const rec = recordingPlayers();
    const computerFirst = unwrap((await start(morris, ['computer', 'screen'], undefined, rec.factory)).r);
    const a = await computerFirst.hint();
    expect(a.ok ? '' : a.error.code).toBe('session/not-your-turn');
    const over = unwrap((await start(morris, ['screen', 'screen'])).r);
    unwrap(await over.resign(0));
    const b = await over.hint();
    expect(b.ok ? '' : b.error.code).toBe('session/finished');
    const arch = unwrap((await start(archery, ['screen', 'screen'])).r);
    const c = await arch.hint();
    expect(c.ok ? '' : texts(c.error)).toEqual({ code: 'session/spin-first', message: 'Blue must spin the teetotum first: until then there is nothing to choose' });
    const q = unwrap((await start(quoits, ['screen', 'screen'])).r);
    const d = await q.hint();
    expect(d.ok ? '' : d.error.code).toBe('session/no-hints');
  });

  it('a hint whose search fails says so in a notice and leaves the game as it was', async () => {
    const rec = recordingPlayers();
    const session = unwrap((await start(morris, ['screen', 'screen'], undefined, rec.factory)).r);
    const events: SessionEvent[] = [];
    session.subscribe((e) => events.push(e));
    unwrap(await session.hint());
    rec.calls[0]!.fail(new Error('out of memory'));
    await flush();
    expect(session.view().hint).toBeNull();
    expect(texts(events)).toContainEqual({ type: 'notice', level: 'error', code: 'session/hint-failed', message: 'no hint could be worked out: out of memory' });
    unwrap(await session.playMove('d2'));
  });

  it('closing the session cancels a hint being worked out', async () => {
    const rec = recordingPlayers();
    const session = unwrap((await start(morris, ['screen', 'screen'], undefined, rec.factory)).r);
    unwrap(await session.hint());
    session.close();
    expect(rec.calls[0]!.signal.aborted).toBe(true);
  });
});
