/**
 * The teetotum games on the sensor board (issue 7 §4), with fake time and readings handed to the session
 * directly (the serial path is covered by `tests/e2e/quoits-board.test.ts`).
 *
 * Quoits: "a quoit space holds one man, so the board can see everything: the placement is checked
 * against the spin, and collision moves (set back, forward, removed) are announced and checked on the
 * board." Archery: "a space may hold several arrows, which an occupancy sensor cannot count. Use what
 * the board can see (an arrow arriving on an empty space, a space emptied), ask the player to confirm
 * with `done` or a tap where it cannot see".
 */
import { describe, expect, it } from 'vitest';
import { archery } from '../../../src/games/archery/index';
import { quoits, DEFAULT_QUOIT_LAYOUT } from '../../../src/games/quoits/index';
import { unwrap } from '../../../src/core/result';
import type { AnyGame } from '../../../src/core/game';
import type { BoardReading } from '../../../src/inference/reading';
import { Session } from '../../../src/session/session';
import type { SeatKind } from '../../../src/session/types';
import { FakeScheduler, MemoryJournal } from './harness';
import { en, said } from '../support/text';

/** A session on a reed board whose cells are those of the game's contents; `occupied` men at power-on. */
async function onBoard(game: AnyGame, players: SeatKind[], o: { start?: string; options?: Record<string, unknown>; occupied?: string[] } = {}) {
  const clock = new FakeScheduler();
  const journal = new MemoryJournal();
  const session = unwrap(
    await Session.start(
      {
        id: 'board-spin',
        game,
        options: o.options ?? {},
        players,
        seed: 99,
        ...(o.start === undefined ? {} : { start: o.start }),
        board: { present: true, sensing: { kind: 'reed' }, describe: { kind: 'virtual' } },
      },
      { scheduler: clock, journal },
    ),
  );
  const cells = Object.keys(game.physical!.contents(session.position));
  const men = new Set(o.occupied ?? []);
  const reading = (): BoardReading => Object.fromEntries(cells.map((c) => [c, men.has(c) ? 'occupied' : 'empty']));
  /** Puts a man on / lifts the man from `cell`, and lets the board settle. */
  const set = async (cell: string, on: boolean, waitMs = 600) => {
    if (!cells.includes(cell)) throw new Error(`no cell ${cell}`);
    if (on) men.add(cell);
    else men.delete(cell);
    await session.boardReading(reading());
    await clock.advanceTo(clock.t + waitMs);
  };
  await session.boardReading(reading());
  await clock.advanceTo(1000);
  const guidance = () => session.view().guidance;
  return { session, clock, journal, set, guidance, press: async (b: string) => {
    await session.boardButton(b);
    await clock.advanceTo(clock.t + 10);
  } };
}

describe('Quoits on the sensor board', () => {
  async function ledByBlue() {
    const t = await onBoard(quoits, ['board', 'board']);
    expect(t.session.currentPhase).toBe('playing');
    // "The highest spin leads": Blue 12, Natural 2.
    unwrap(await t.session.playMove('6+6h'));
    unwrap(await t.session.playMove('1+1h'));
    expect(t.session.currentPhase).toBe('playing');
    return t;
  }

  it('moves no man before the spin: a man put down is flagged at once', async () => {
    const t = await ledByBlue();
    await t.set('a-7', true);
    expect(t.guidance()?.code).toBe('inference/spin-first');
    expect(said(t.guidance())).toMatch(/^Blue must spin the teetotum first/);
    await t.set('a-7', false);
    expect(t.guidance()).toBeNull();
    expect(t.session.moves).toHaveLength(2);
  });

  it('checks the placement against the spin: the man must go on the space the throw names', async () => {
    const t = await ledByBlue();
    unwrap(await t.session.playMove('3+4h'));
    expect(t.session.currentPhase).toBe('syncing');
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['put a blue man on a-7']);
    expect(t.session.view().awaitsSpin).toBe(true);
    expect(t.session.view().phase).toBe('syncing');
    // The next player may not spin before the board shows the pitch.
    const early = await t.session.playMove('spin');
    expect(early.ok ? '' : early.error.code).toBe('session/syncing');
    await t.set('a-8', true); // the wrong space
    expect(t.session.currentPhase).toBe('syncing');
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['move the man from a-8 to a-7']);
    await t.set('a-8', false);
    await t.set('a-7', true);
    expect(t.session.currentPhase).toBe('playing');
    expect(t.guidance()).toBeNull();
  });

  it('has the first comer set back before the new man is put down, and checks the order', async () => {
    const t = await ledByBlue();
    unwrap(await t.session.playMove('3+4h'));
    await t.set('a-7', true);
    // Natural throws 7 too: "the first corner is set back one space, if the rear space is vacant".
    unwrap(await t.session.playMove('2+5h'));
    expect(t.session.currentPhase).toBe('syncing');
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['move the man from a-7 to a-8']);
    // Putting a man on a-8 while the first comer still stands on a-7 is not the set-back.
    await t.set('a-8', true);
    expect(t.session.currentPhase).toBe('syncing');
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['lift the man from a-7']);
    await t.set('a-7', false);
    // The set-back is done; now the new man.
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['put a natural man on a-7']);
    await t.set('a-7', true);
    expect(t.session.currentPhase).toBe('playing');
    expect(t.session.game.formatPosition(t.session.position)).toContain('men:a-8@0,a-7@1');
  });

  it('has a removed first comer taken off, though the board looks the same afterwards', async () => {
    // Blue on a-7 with a-8 and the hub taken: Natural's 7 removes him ("it is removed from the board").
    const t = await onBoard(quoits, ['board', 'board'], {
      start: 'players:2 lead:- order:0,1 pitched:3 men:a-7@0,a-8@1,a-hub@0 history:-',
      occupied: ['a-7', 'a-8', 'a-hub'],
    });
    expect(t.session.currentPhase).toBe('playing');
    unwrap(await t.session.playMove('3+4h'));
    expect(t.session.currentPhase).toBe('syncing');
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['lift the man from a-7']);
    await t.set('a-7', false);
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['put a natural man on a-7']);
    await t.set('a-7', true);
    expect(t.session.currentPhase).toBe('playing');
  });

  it('asks for the real teetotum\'s numbers after the board\'s spin button', async () => {
    const t = await ledByBlue();
    expect(t.session.view().spinEntry).toBe(false);
    await t.press('spin');
    expect(t.session.view().spinEntry).toBe(true);
    unwrap(await t.session.playMove('1+3h'));
    expect(t.session.view().spinEntry).toBe(false);
    expect(t.session.moves.at(-1)?.notation).toBe('1+3h');
  });

  it('works on a museum layout whose cells are not the default ones (cells come from the position)', async () => {
    const rename = (id: string | null) => (id === null ? null : id.replace(/^a-/, 'l-').replace(/^b-/, 'r-'));
    const layout = {
      ...DEFAULT_QUOIT_LAYOUT,
      name: 'Museum board',
      sets: DEFAULT_QUOIT_LAYOUT.sets.map((set) => ({
        ...set,
        spaces: set.spaces.map((sp) => ({ ...sp, id: rename(sp.id)!, behind: rename(sp.behind), front: rename(sp.front) })),
      })),
    };
    const t = await onBoard(quoits, ['board', 'board'], { options: { layout } });
    unwrap(await t.session.playMove('6+6h'));
    unwrap(await t.session.playMove('1+1h'));
    unwrap(await t.session.playMove('3+4h'));
    expect(t.guidance()?.steps.map((s) => en(s.say))).toEqual(['put a blue man on l-7']);
    await t.set('l-7', true);
    expect(t.session.currentPhase).toBe('playing');
  });

  it('plays a whole one-game match on the board, following the guidance after every spin, with nothing taken back', async () => {
    const t = await onBoard(quoits, ['board', 'board'], { options: { preset: 'one-game' } });
    const events: string[] = [];
    t.session.subscribe((e) => {
      if (e.type === 'takeback') events.push(`takeback ${e.plies}`);
    });
    for (let i = 0; i < 40 && t.session.status().kind === 'ongoing'; i++) {
      unwrap(await t.session.playMove('spin'));
      // Also after the last spin, which ends the game: the board is still made to show it.
      for (let k = 0; k < 6 && (t.session.currentPhase === 'syncing' || t.guidance() !== null); k++) {
        const step = t.guidance()?.steps[0];
        if (step === undefined) throw new Error('syncing without guidance');
        if (step.kind === 'move') {
          await t.set(step.from!, false, 150); // a man carried across: lifted, put down a moment later
          await t.set(step.cell, true);
        } else await t.set(step.cell, step.kind === 'put');
      }
      expect(t.session.currentPhase === 'playing' || t.session.currentPhase === 'finished').toBe(true);
    }
    expect(t.session.status().kind).not.toBe('ongoing');
    expect(t.guidance()).toBeNull();
    expect(t.session.view().inSync).toBe(true);
    expect(events).toEqual([]);
  });

  it('plays the computer\'s spins and waits for the board to show them', async () => {
    const t = await onBoard(quoits, ['computer', 'board']);
    await t.clock.advanceTo(t.clock.t + 400); // the computer spins for lead
    expect(t.session.moves.map((m) => m.notation)).toEqual([expect.stringMatching(/^\d\+\d$/)]);
    unwrap(await t.session.playMove('1+1h')); // Natural spins 2: the computer's spin is higher
    await t.clock.advanceTo(t.clock.t + 400); // the computer pitches its first man
    const moves = t.session.moves.map((m) => m.notation);
    expect(moves).toHaveLength(3);
    expect(moves[2]).toMatch(/^\d\+\d$/);
    expect(t.session.currentPhase).toBe('syncing');
    const steps = t.guidance()?.steps ?? [];
    expect(steps.map((s) => s.kind)).toEqual(['put']);
    await t.set(steps[0]!.cell, true);
    expect(t.session.currentPhase).toBe('playing');
    await t.clock.advanceTo(t.clock.t + 2000);
    expect(t.session.moves).toHaveLength(3); // Natural's turn now: the computer waits
  });
});

describe('Archery on the sensor board', () => {
  // Blue has two arrows on 5 and one on 12; a spin of 7 can carry one from 5 to 12, which the sensors
  // cannot see (5 keeps an arrow, 12 had one already), or the one from 12 to 19, which they can.
  const start = 'lead:- order:0,1 turn:0 spin:- arrows:5,5,12/f,f,f';

  it('says which moves the board cannot see, and takes `done` as the confirmation', async () => {
    const t = await onBoard(archery, ['board', 'board'], { start, occupied: ['5', '12'] });
    expect(t.session.currentPhase).toBe('playing');
    unwrap(await t.session.playMove('3+4h'));
    expect(t.session.currentPhase).toBe('playing');
    expect(t.session.view().unseen).toEqual(['5-12']);
    await t.press('done');
    expect(t.session.moves.at(-1)).toMatchObject({ notation: '5-12', by: 'board' });
    expect(t.session.view().unseen).toBeUndefined();
  });

  it('takes a tap on screen as the confirmation of a move the board cannot see, but not of one it can', async () => {
    const t = await onBoard(archery, ['board', 'board'], { start, occupied: ['5', '12'] });
    unwrap(await t.session.playMove('3+4h'));
    const seen = await t.session.playMove('12-19');
    expect(seen.ok ? '' : seen.error.code).toBe('session/not-your-turn');
    unwrap(await t.session.playMove('5-12'));
    expect(t.session.moves.at(-1)).toMatchObject({ notation: '5-12', by: 'board' });
    expect(t.session.currentPhase).toBe('playing');
  });

  it('infers what it can see: an arrow arriving on an empty space', async () => {
    const t = await onBoard(archery, ['board', 'board'], { start, occupied: ['5', '12'] });
    unwrap(await t.session.playMove('3+4h'));
    await t.set('12', false);
    await t.set('19', true);
    // 12 emptied for a moment: that was the arrow from 12 (the one on 5 would have left 12 occupied).
    expect(t.session.moves.at(-1)).toMatchObject({ notation: '12-19', by: 'board' });
  });

  it('infers an arrow entered from the flag-staff', async () => {
    const t = await onBoard(archery, ['board', 'board'], { start: 'lead:- order:1,0 turn:1 spin:- arrows:5,5,12/f,f,f', occupied: ['5', '12'] });
    unwrap(await t.session.playMove('2+3h'));
    await t.set('5', true); // lands on a space that already holds arrows: unseen
    expect(t.session.view().unseen).toEqual(['f-5']);
    await t.press('done');
    expect(t.session.moves.at(-1)?.notation).toBe('f-5');
    unwrap(await t.session.playMove('1+1h'));
    expect(t.session.view().unseen).toBeUndefined();
    await t.set('14', true); // Blue: 12 + 2
    await t.set('12', false);
    expect(t.session.moves.at(-1)?.notation).toBe('12-14');
  });
});
