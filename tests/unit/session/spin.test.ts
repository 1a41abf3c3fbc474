/**
 * Teetotum spins in the session (issue 7 §1): "Digital spins come from a seeded generator (pure-rand);
 * every spin is recorded in the game record, so a game replays exactly. When people spin a real
 * teetotum, they enter the result on screen or press the board's `spin` button and enter it; the record
 * says which."
 *
 * A digital spin is asked for with `playMove('spin')` and drawn from the generator seeded with the
 * journal's seed; the generator's state is a function of the plies in force, so a resumed game draws
 * the same next spin as the game that was never interrupted, and a spin taken back and spun again shows
 * the same numbers. A real teetotum's numbers are entered as `3+5h`.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../support/text';
import { archery } from '../../../src/games/archery/index';
import { quoits } from '../../../src/games/quoits/index';
import { drawSpin, seedTeetotum, formatSpinMove, type TeetotumState } from '../../../src/games/teetotum/index';
import { unwrap } from '../../../src/core/result';
import type { AnyGame } from '../../../src/core/game';
import { foldJournal } from '../../../src/session/journal-fold';
import { Session } from '../../../src/session/session';
import type { SeatKind } from '../../../src/session/types';
import { FakeScheduler, MemoryJournal } from './harness';

const SEED = 424242;

async function start(game: AnyGame, players: SeatKind[], o: { seed?: number; options?: Record<string, unknown>; start?: string } = {}) {
  const clock = new FakeScheduler();
  const journal = new MemoryJournal();
  const session = unwrap(
    await Session.start(
      {
        id: 'spin-test',
        game,
        options: o.options ?? {},
        players,
        seed: o.seed ?? SEED,
        ...(o.start === undefined ? {} : { start: o.start }),
        board: { present: false, sensing: { kind: 'reed' }, describe: { kind: 'none' } },
      },
      { scheduler: clock, journal },
    ),
  );
  return { clock, journal, session };
}

/** The first `n` digital spins the seed draws with faces 1..6, in notation. */
function seededSpins(seed: number, n: number, faces: readonly number[] = [1, 2, 3, 4, 5, 6]): string[] {
  let st: TeetotumState = seedTeetotum(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = drawSpin(st, faces);
    out.push(formatSpinMove(d.spin));
    st = d.next;
  }
  return out;
}

function code(r: { ok: boolean; error?: { code: string } } | { ok: true; value: unknown }): string {
  return r.ok ? 'ok' : (r as { error: { code: string } }).error.code;
}

describe('digital spins', () => {
  it('draws "spin" from the generator seeded with the journal seed and records it as A+B', async () => {
    const { session, journal } = await start(archery, ['screen', 'screen']);
    expect(session.view().awaitsSpin).toBe(true);
    unwrap(await session.playMove('spin'));
    unwrap(await session.playMove('spin'));
    const moves = session.moves.map((m) => m.notation);
    expect(moves).toEqual(seededSpins(SEED, 2));
    expect(journal.entries.filter((e) => e.t === 'move').map((e) => (e as { move: string }).move)).toEqual(moves);
    const startEntry = journal.entries[0]!;
    expect(startEntry.t === 'start' ? startEntry.seed : undefined).toBe(SEED);
  });

  it('uses the faces option for the numbers drawn', async () => {
    const faces = [2, 4, 7];
    const { session } = await start(archery, ['screen', 'screen'], { options: { faces } });
    unwrap(await session.playMove('spin'));
    unwrap(await session.playMove('spin'));
    expect(session.moves.map((m) => m.notation)).toEqual(seededSpins(SEED, 2, faces));
  });

  it('refuses a digital spin typed in, and "spin" when a move is due', async () => {
    const { session } = await start(quoits, ['screen', 'screen']);
    expect(code(await session.playMove('3+5'))).toBe('session/digital-spin');
    const { session: a } = await start(archery, ['screen', 'screen'], { start: 'lead:- order:0,1 turn:0 spin:3+4 arrows:f,f,f/f,f,f' });
    expect(a.view().awaitsSpin).toBe(false);
    expect(code(await a.playMove('spin'))).toBe('session/no-spin');
    expect(code(await a.playMove('2+2h'))).toBe('session/no-spin');
    unwrap(await a.playMove('f-7'));
    expect(code(await a.playMove('f-7'))).toBe('session/spin-first');
  });

  it('continues the same sequence after a resume from the journal', async () => {
    const whole = await start(quoits, ['screen', 'screen', 'screen']);
    for (let i = 0; i < 9; i++) unwrap(await whole.session.playMove('spin'));
    // The same game interrupted after five spins and resumed from its journal.
    const first = await start(quoits, ['screen', 'screen', 'screen']);
    for (let i = 0; i < 5; i++) unwrap(await first.session.playMove('spin'));
    first.session.close();
    const journal = new MemoryJournal();
    const resumed = unwrap(Session.resume(quoits, unwrap(foldJournal(first.journal.entries)), { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: new FakeScheduler(), journal }));
    expect(resumed.warnings).toEqual([]);
    for (let i = 0; i < 4; i++) unwrap(await resumed.session.playMove('spin'));
    expect(resumed.session.moves.map((m) => m.notation)).toEqual(whole.session.moves.map((m) => m.notation));
    expect(resumed.session.position).toEqual(whole.session.position);
  });

  it('warns on resume when a recorded digital spin does not follow from the seed', async () => {
    const first = await start(quoits, ['screen', 'screen']);
    unwrap(await first.session.playMove('spin'));
    const folded = unwrap(foldJournal(first.journal.entries));
    const other = seededSpins(SEED, 1)[0] === '1+1' ? '1+2' : '1+1';
    const forged = { ...folded, moves: [{ move: other, by: 'screen' as const }] };
    const r = unwrap(Session.resume(quoits, forged, { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: new FakeScheduler(), journal: new MemoryJournal() }));
    expect(r.warnings.map(en).join(' ')).toMatch(/ply 1 does not follow from the journal's seed/);
    expect(r.session.moves.map((m) => m.notation)).toEqual([other]);
  });

  it('gives the same numbers when a spin is taken back and spun again (the generator is game state)', async () => {
    const { session } = await start(archery, ['screen', 'screen']);
    unwrap(await session.playMove('spin'));
    const firstSpin = session.moves[0]!.notation;
    unwrap(await session.undo());
    unwrap(await session.playMove('spin'));
    expect(session.moves.map((m) => m.notation)).toEqual([firstSpin]);
  });

  it('spins for computer seats digitally, never by choice, and plays a whole Archery game to the end', async () => {
    const { session, clock } = await start(archery, ['computer', 'computer', 'computer']);
    for (let t = 1; session.status().kind === 'ongoing' && t < 2000; t++) await clock.advanceTo(t * 400);
    expect(session.status().kind).not.toBe('ongoing');
    const spins = session.moves.filter((m) => /^\d+\+\d+h?$/.test(m.notation)).map((m) => m.notation);
    expect(spins.length).toBeGreaterThan(9);
    expect(spins.every((s) => !s.endsWith('h'))).toBe(true);
    expect(spins).toEqual(seededSpins(SEED, spins.length));
    expect(session.moves.every((m) => m.by === 'computer')).toBe(true);
  });
});

describe('spins entered by hand', () => {
  it('records a real teetotum\'s numbers with "h", by the seat kind that entered them', async () => {
    const { session, journal } = await start(quoits, ['screen', 'board']);
    unwrap(await session.playMove('5+3h'));
    unwrap(await session.playMove('2+2h'));
    expect(session.moves.map((m) => [m.notation, m.by])).toEqual([
      ['3+5h', 'screen'],
      ['2+2h', 'board'],
    ]);
    expect(journal.entries.filter((e) => e.t === 'move').map((e) => (e as { move: string }).move)).toEqual(['3+5h', '2+2h']);
  });

  it('refuses a number that is no face of the teetotum, quoting the rule', async () => {
    const { session } = await start(quoits, ['screen', 'screen']);
    const r = await session.playMove('7+1h');
    expect(code(r)).toBe('quoits/not-a-face');
  });

  it('does not advance the generator: the next digital spin is the seed\'s first', async () => {
    const { session } = await start(archery, ['screen', 'screen']);
    unwrap(await session.playMove('6+6h'));
    unwrap(await session.playMove('spin'));
    expect(session.moves.map((m) => m.notation)).toEqual(['6+6h', seededSpins(SEED, 1)[0]]);
  });

  it('refuses a spin for a computer seat', async () => {
    const { session } = await start(archery, ['computer', 'screen']);
    expect(code(await session.playMove('spin'))).toBe('session/not-your-turn');
    expect(code(await session.playMove('1+2h'))).toBe('session/not-your-turn');
  });
});
