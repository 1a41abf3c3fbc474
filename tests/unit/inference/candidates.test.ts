/**
 * Ambiguity: when several legal moves leave the same board and differ in meaning, inference asks
 * (issue 4 §1), and the session commits the one chosen on screen. Morris on a reed board never has
 * such moves, so a toy game stands in: each player places a man of either colour on one of three
 * cells, so on a reed board "white man on z" and "black man on z" look alike; a hall board tells them apart.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { CellContents, Game } from '../../../src/core/game';
import { defineOptions } from '../../../src/core/options';
import { err, ok, unwrap } from '../../../src/core/result';
import { MoveInference } from '../../../src/inference/engine';
import { classify, prepare } from '../../../src/inference/match';
import { Session } from '../../../src/session/session';
import { FakeScheduler, MemoryJournal } from '../session/harness';
import { msg } from '../../../src/i18n/index';

type Pos = { readonly men: Readonly<Record<string, 0 | 1 | null>>; readonly turn: 0 | 1 };
type Move = { readonly colour: 0 | 1; readonly cell: string };
const CELLS = ['x', 'y', 'z'];

const toy: Game<Pos, Move, Record<string, never>> = {
  id: 'spoof',
  name: 'Toy',
  sheet: 'none',
  players: { min: 2, max: 2, seats: [{ name: 'North', colour: '#fff' }, { name: 'South', colour: '#000' }] },
  options: defineOptions({} as Record<string, z.ZodDefault<z.ZodBoolean>>, {}) as never,
  setup: () => ok({ men: { x: null, y: null, z: null }, turn: 0 }),
  optionsOf: () => ({}),
  turn: (p) => (CELLS.every((c) => p.men[c] !== null) ? undefined : p.turn),
  legalMoves: (p) => CELLS.filter((c) => p.men[c] === null).flatMap((cell) => [{ colour: 0 as const, cell }, { colour: 1 as const, cell }]),
  play: (p, m) => (p.men[m.cell] !== null ? err({ code: 'toy/occupied', message: msg('core.verbatim', { text: `${m.cell} is taken` }) }) : ok({ men: { ...p.men, [m.cell]: m.colour }, turn: (1 - p.turn) as 0 | 1 })),
  status: (p) => (CELLS.every((c) => p.men[c] !== null) ? { kind: 'draw', reason: msg('core.verbatim', { text: 'full' }) } : { kind: 'ongoing' }),
  parsePosition: () => err({ code: 'notation/none', message: msg('core.verbatim', { text: 'no' }) }),
  formatPosition: (p) => `${CELLS.map((c) => (p.men[c] === null ? '.' : p.men[c] === 0 ? 'W' : 'B')).join('')} ${p.turn}`,
  parseMove: (t) => (/^[WB][xyz]$/.test(t) ? ok({ colour: t[0] === 'W' ? 0 : 1, cell: t[1]! }) : err({ code: 'notation/move', message: msg('core.verbatim', { text: 'bad' }) })),
  formatMove: (m) => `${m.colour === 0 ? 'W' : 'B'}${m.cell}`,
  physical: {
    cells: CELLS,
    contents: (p): CellContents => Object.fromEntries(CELLS.map((c) => [c, p.men[c] === null ? [] : [p.men[c]!]])),
  },
};

const start = unwrap(toy.setup({}, 2));

describe('ambiguous board changes', () => {
  it('classify offers every meaning as a candidate on a reed board, and none is needed on a hall board', () => {
    const reed = prepare({ game: toy, position: start, history: [], boardSeats: [0, 1], sensing: { kind: 'reed' }, takebacks: true });
    const c = classify(reed, { x: 'empty', y: 'empty', z: 'occupied' });
    expect(c.kind).toBe('candidates');
    if (c.kind === 'candidates') expect(c.candidates.map((m) => m.map(toy.formatMove))).toEqual([['Wz'], ['Bz']]);
    const hall = prepare({ game: toy, position: start, history: [], boardSeats: [0, 1], sensing: { kind: 'hall', northSeat: 0 }, takebacks: true });
    expect(classify(hall, { x: 'empty', y: 'empty', z: 'south' })).toEqual({ kind: 'commit', moves: [{ colour: 1, cell: 'z' }] });
  });

  it('the engine asks once the board settles and withdraws the question when the board changes', () => {
    const engine = new MoveInference<Pos, Move>({ settleMs: 400 });
    engine.setContext({ game: toy, position: start, history: [], boardSeats: [0, 1], sensing: { kind: 'reed' }, takebacks: true }, 'play', 0);
    engine.snapshot({ x: 'empty', y: 'empty', z: 'empty' }, 0);
    engine.tick(400);
    expect(engine.snapshot({ x: 'empty', y: 'empty', z: 'occupied' }, 1000)).toEqual([]);
    expect(engine.nextWakeAt()).toBe(1400);
    const asked = engine.tick(1400);
    expect(asked.map((o) => o.kind)).toEqual(['candidates']);
    const withdrawn = engine.snapshot({ x: 'empty', y: 'empty', z: 'empty' }, 1500);
    expect(withdrawn).toContainEqual({ kind: 'candidates', candidates: [] });
  });

  it('the session shows the candidates and commits the chosen one', async () => {
    const clock = new FakeScheduler();
    const journal = new MemoryJournal();
    const session = unwrap(
      await Session.start(
        { id: 't', game: toy as never, options: {}, players: ['board', 'board'], seed: 1, board: { present: true, sensing: { kind: 'reed' }, describe: {} } },
        { scheduler: clock, journal },
      ),
    );
    await session.boardReading({ x: 'empty', y: 'empty', z: 'empty' });
    await clock.advanceTo(500);
    expect(session.currentPhase).toBe('playing');
    await session.boardReading({ x: 'empty', y: 'empty', z: 'occupied' });
    await clock.advanceTo(1000);
    expect(session.view().candidates).toEqual([['Wz'], ['Bz']]);
    const bad = await session.chooseCandidate('Wy');
    expect(bad.ok ? '' : bad.error.code).toBe('session/bad-candidate');
    unwrap(await session.chooseCandidate('Bz'));
    expect(session.moves.map((m) => m.notation)).toEqual(['Bz']);
    expect(session.view().candidates).toBeNull();
    expect(journal.entries.at(-1)).toMatchObject({ t: 'move', move: 'Bz', by: 'board' });
  });
});
