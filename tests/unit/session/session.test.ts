/**
 * The session's rules of play with fake time: screen, board and computer players in any mix, undo/redo
 * (on screen, and with a board: wait for the board), resign, draws by agreement, takebacks that cancel
 * a thinking computer, the journal written before anything is acknowledged, and resuming from it.
 */
import { describe, expect, it } from 'vitest';
import { morris } from '../../../src/games/morris/index';
import { unwrap } from '../../../src/core/result';
import { AbortedError, type ComputerPlayer } from '../../../src/ai/player';
import { foldJournal } from '../../../src/session/journal-fold';
import { Session } from '../../../src/session/session';
import { FakeScheduler, MemoryJournal, flush, startTable } from './harness';
import { said, texts } from '../support/text';

async function screenSession(players: ('screen' | 'computer' | 'board')[] = ['screen', 'screen'], computer?: ComputerPlayer) {
  const clock = new FakeScheduler();
  const journal = new MemoryJournal();
  const session = unwrap(
    await Session.start(
      { id: 'g', game: morris, options: {}, players, seed: 3, board: { present: false, sensing: { kind: 'reed' }, describe: { kind: 'none' } } },
      { scheduler: clock, journal, ...(computer === undefined ? {} : { computer }) },
    ),
  );
  return { clock, journal, session };
}

/** A computer player that answers only when told to, and records cancellations. */
function slowComputer() {
  const calls: { signal: AbortSignal; answer: (move: unknown) => void }[] = [];
  const player: ComputerPlayer = {
    name: 'slow',
    choose(_game, _pos, signal) {
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new AbortedError()));
        calls.push({ signal, answer: resolve });
      });
    },
  };
  return { player, calls };
}

describe('session on screen', () => {
  it('plays moves, journals each before it counts, and refuses a move out of turn for a computer seat', async () => {
    const { session, journal } = await screenSession(['screen', 'computer']);
    expect(unwrap(await session.playMove('d2'))).toBeNull();
    expect(journal.entries.map((e) => e.t)).toEqual(['start', 'move']);
    const r = await session.playMove('d6');
    expect(r.ok ? '' : r.error.code).toBe('session/not-your-turn');
    const illegal = await screenSession();
    await illegal.session.playMove('d2');
    const occupied = await illegal.session.playMove('d2');
    expect(occupied.ok ? '' : occupied.error.code).toBe('morris/occupied');
  });

  it('undoes and redoes plies; a new move clears the redo list', async () => {
    const { session, journal } = await screenSession();
    for (const m of ['d2', 'd6', 'b4']) unwrap(await session.playMove(m));
    unwrap(await session.undo());
    unwrap(await session.undo());
    expect(session.moves.map((m) => m.notation)).toEqual(['d2']);
    expect(session.view().canRedo).toBe(true);
    unwrap(await session.redo());
    expect(session.moves.map((m) => m.notation)).toEqual(['d2', 'd6']);
    unwrap(await session.playMove('f4'));
    expect(session.view().canRedo).toBe(false);
    const none = await session.redo();
    expect(none.ok ? '' : none.error.code).toBe('session/nothing-to-redo');
    // the journal folds back to the same game
    const g = unwrap(foldJournal(journal.entries));
    expect(g.moves.map((m) => m.move)).toEqual(['d2', 'd6', 'f4']);
  });

  it('undo against the computer goes back to the person\'s turn', async () => {
    const { session, clock } = await screenSession(['screen', 'computer']);
    unwrap(await session.playMove('d2'));
    await clock.advanceTo(1000);
    expect(session.moves.map((m) => m.by)).toEqual(['screen', 'computer']);
    unwrap(await session.undo());
    expect(session.moves).toEqual([]);
    expect(morris.turn(session.position as never)).toBe(0);
  });

  it('undo when only the computer has moved (it opened, as after a rematch) says why nothing is taken back', async () => {
    const { session, clock, journal } = await screenSession(['computer', 'screen']);
    await clock.advanceTo(1000);
    expect(session.moves.map((m) => m.by)).toEqual(['computer']);
    const r = await session.undo();
    expect(r.ok ? '' : r.error.code).toBe('session/nothing-to-undo');
    expect(r.ok ? '' : texts(r.error.message)).toBe("the only moves so far are the computer's (White); taken back, it would play them again at once");
    expect(session.moves.map((m) => m.by)).toEqual(['computer']);
    expect(journal.entries.some((e) => e.t === 'undo')).toBe(false);
    // Once the person has moved, undo takes back the computer's reply and their move: their turn again.
    unwrap(await session.playMove(session.moves[0]!.notation === 'a7' ? 'g7' : 'a7'));
    await clock.advanceTo(2000);
    expect(session.moves.map((m) => m.by)).toEqual(['computer', 'screen', 'computer']);
    unwrap(await session.undo());
    expect(session.moves.map((m) => m.by)).toEqual(['computer']);
    expect(morris.turn(session.position as never)).toBe(1);
  });

  it('ends by resignation and by agreed draw; a finished game refuses moves', async () => {
    const a = await screenSession();
    unwrap(await a.session.resign(0));
    expect(texts(a.session.status())).toEqual({ kind: 'won', winners: [1], reason: 'White resigned' });
    expect(a.session.termination()).toBe('resignation');
    const late = await a.session.playMove('d2');
    expect(late.ok ? '' : late.error.code).toBe('session/finished');
    expect(a.journal.entries.at(-1)).toMatchObject({ t: 'result', termination: 'resignation', winners: [1] });

    const b = await screenSession();
    const noOffer = await b.session.agreeDraw(1);
    expect(noOffer.ok ? '' : noOffer.error.code).toBe('session/no-draw-offer');
    unwrap(await b.session.offerDraw(0));
    const own = await b.session.agreeDraw(0);
    expect(own.ok ? '' : own.error.code).toBe('session/own-offer');
    unwrap(await b.session.agreeDraw(1));
    expect(texts(b.session.status())).toEqual({ kind: 'draw', reason: 'drawn by agreement' });
    expect(b.session.termination()).toBe('agreement');
  });

  it('a draw offer lapses with the next move', async () => {
    const { session } = await screenSession();
    unwrap(await session.offerDraw(0));
    expect(session.view().drawOffer).toBe(0);
    unwrap(await session.playMove('d2'));
    expect(session.view().drawOffer).toBeNull();
  });

  it('refuses a command when the journal cannot be written, changing nothing', async () => {
    const { session, journal } = await screenSession();
    journal.failNext = true;
    const r = await session.playMove('d2');
    expect(r.ok ? '' : r.error.code).toBe('session/journal-failed');
    expect(session.moves).toEqual([]);
    unwrap(await session.playMove('d2'));
    expect(session.moves.map((m) => m.notation)).toEqual(['d2']);
  });

  it('resumes from its journal: same plies, same position, redo list kept', async () => {
    const { session, journal, clock } = await screenSession();
    for (const m of ['d2', 'd6', 'b4']) unwrap(await session.playMove(m));
    unwrap(await session.undo());
    const g = unwrap(foldJournal(journal.entries));
    const resumed = unwrap(
      Session.resume(morris, g, { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: clock, journal: new MemoryJournal() }),
    );
    expect(resumed.warnings).toEqual([]);
    expect(resumed.session.moves.map((m) => m.notation)).toEqual(['d2', 'd6']);
    expect(morris.formatPosition(resumed.session.position as never)).toBe(morris.formatPosition(session.position as never));
    unwrap(await resumed.session.redo());
    expect(resumed.session.moves.map((m) => m.notation)).toEqual(['d2', 'd6', 'b4']);
  });
});

describe('session with a board and a computer', () => {
  it('announces the computer\'s move, commits it when carried out, and flags a wrong man at once', async () => {
    const t = await startTable({ players: ['board', 'computer'], settings: { computerDelayMs: 100 }, start: 'WBWWBWW.B.B...BBBWWWBB.W w 0 0' });
    await t.play('lift c5\n200 place d5', 1000);
    expect(t.committed).toEqual(['c5-d5']);
    const announced = t.session.view().announced;
    expect(announced).not.toBeNull();
    const [from] = announced!.vacates;
    const [to] = announced!.fills;
    const contents = t.session.view().contents;
    const other = Object.keys(contents).find((c) => contents[c]?.[0] === 1 && c !== from)!;
    // a person lifts another black man than the announced one
    await t.play(`lift ${other}`, 100);
    expect(t.session.view().guidance?.code).toBe('inference/not-announced');
    expect(said(t.session.view().guidance)).toContain(`Black plays ${announced!.notation}`);
    await t.play(`place ${other}\n300 lift ${from}\n200 place ${to}`, 1000);
    expect(t.committed).toEqual(['c5-d5', announced!.notation]);
    expect(t.session.moves.map((m) => m.by)).toEqual(['board', 'computer']);
    expect(t.session.view().guidance).toBeNull();
  });

  it('plays the announced move on the screen when the board is taken away before it is carried out', async () => {
    const t = await startTable({ players: ['board', 'computer'], settings: { computerDelayMs: 100 }, start: 'WBWWBWW.B.B...BBBWWWBB.W w 0 0' });
    await t.play('lift c5\n200 place d5', 1000);
    expect(t.session.view().announced).not.toBeNull();
    await t.session.changeBoard({ present: false, sensing: { kind: 'reed' }, describe: { kind: 'none' } });
    expect(t.session.view().announced).toBeNull();
    await t.clock.advanceTo(t.clock.t + 1000);
    expect(t.committed).toHaveLength(2);
    expect(t.session.moves.map((m) => m.by)).toEqual(['board', 'computer']);
    expect(t.session.view().announced).toBeNull();
  });

  it('reads the announced move and the person\'s reply inside one settle window as two plies', async () => {
    const t = await startTable({ players: ['computer', 'board'], settings: { computerDelayMs: 0 } });
    await t.clock.advanceTo(t.clock.t + 50);
    const announced = t.session.view().announced!;
    const reply = announced.fills[0] === 'd6' ? 'f4' : 'd6';
    await t.play(`place ${announced.fills[0]}\n120 place ${reply}`, 1000);
    expect(t.committed).toEqual([announced.notation, reply]);
    expect(t.session.moves.map((m) => m.by)).toEqual(['computer', 'board']);
  });

  it('the reply set down before the announced move is carried out still reads as the two plies', async () => {
    const t = await startTable({ players: ['computer', 'board'], settings: { computerDelayMs: 0 } });
    await t.clock.advanceTo(t.clock.t + 50);
    const announced = t.session.view().announced!;
    const reply = announced.fills[0] === 'd6' ? 'f4' : 'd6';
    await t.play(`place ${reply}\n150 place ${announced.fills[0]}`, 1000);
    expect(t.committed).toEqual([announced.notation, reply]);
  });

  it('a takeback on the board cancels the thinking computer and discards its late answer', async () => {
    const slow = slowComputer();
    const t = await startTable({ players: ['board', 'computer'], settings: { computerDelayMs: 0 }, computer: slow.player });
    await t.play('place d2', 600);
    expect(slow.calls).toHaveLength(1);
    expect(t.session.view().thinking).toBe(1);
    await t.play('lift d2', 600);
    expect(t.session.moves).toEqual([]);
    expect(slow.calls[0]!.signal.aborted).toBe(true);
    slow.calls[0]!.answer(morris.legalMoves(t.session.position as never)[0]);
    await flush();
    expect(t.session.moves).toEqual([]);
    expect(t.session.view().announced).toBeNull();
    expect(t.events.some((e) => e.type === 'takeback' && e.source === 'board')).toBe(true);
  });

  it('undo with a board waits until the board shows the earlier position', async () => {
    const t = await startTable();
    await t.play('place d2\n600 place d6', 600);
    unwrap(await t.session.undo());
    expect(t.session.currentPhase).toBe('syncing');
    expect(said(t.session.view().guidance)).toBe('Set the board up as shown. Lift the man from d6.');
    // a move made before the board is put right is not taken
    const early = await t.session.playMove('f6');
    expect(early.ok ? '' : early.error.code).toBe('session/syncing');
    await t.play('lift d6', 600);
    expect(t.session.currentPhase).toBe('playing');
    await t.play('place f6', 600);
    expect(t.committed).toEqual(['d2', 'd6', 'f6']);
  });

  it('a journal write failure on a board move loses nothing: the move commits on the retry', async () => {
    const t = await startTable();
    t.journal.failNext = true;
    await t.play('place d2', 1500);
    expect(t.events.some((e) => e.type === 'notice' && e.code === 'journal/write-failed')).toBe(true);
    expect(t.committed).toEqual(['d2']);
    expect(t.journal.entries.filter((e) => e.t === 'move')).toHaveLength(1);
  });

  it('on resuming, a board already one legal move on syncs and commits that move; at a new game it is set right first', async () => {
    const p18 = 'WBWWBWW.B.B...BBBWWWBB.W w 0 0';
    const order = 'a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1'.split(' ');
    const men = order.filter((_, i) => p18[i] !== '.').map((c) => (c === 'c5' ? 'd5' : c));
    const fresh = await startTable({ start: p18, board: men });
    expect(fresh.session.currentPhase).toBe('setup');
    expect(fresh.committed).toEqual([]);
    // the same board when the game is resumed from its journal
    const g = unwrap(foldJournal(fresh.journal.entries));
    const clock = new FakeScheduler();
    const resumed = unwrap(
      Session.resume(morris, g, { present: true, sensing: { kind: 'reed' }, describe: {} }, { scheduler: clock, journal: new MemoryJournal() }),
    ).session;
    const committed: string[] = [];
    resumed.subscribe((e) => void (e.type === 'committed' && committed.push(e.notation)));
    await resumed.boardReading(fresh.reading());
    await clock.advanceTo(1000);
    expect(resumed.currentPhase).toBe('playing');
    expect(committed).toEqual(['c5-d5']);
  });

  it('on a hall board the pole of each man is read as its colour', async () => {
    const t = await startTable({ sensing: { kind: 'hall', northSeat: 0 } });
    await t.play('place d2 N\n700 place d6 S', 600);
    expect(t.committed).toEqual(['d2', 'd6']);
  });
});
