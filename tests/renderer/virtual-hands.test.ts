/**
 * The virtual board's hands (`renderer/src/lib/held.ts`) against the guidance (issue 12 §11: "every
 * guidance sentence must be something the person can do on it"). A property: for random Morris positions
 * and random disorder on the board (men lifted, men put down elsewhere, on a hall board men of the wrong
 * colour), the steps guidance gives (`src/inference/guidance.ts` `correctionSteps`, as inference shows
 * them) are carried out by clicks on the cells each step names; the simulated virtual board refuses what
 * the real one refuses (lifting an empty cell, putting a man on an occupied one). Every click must be
 * taken, and the board must end showing the position.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionView } from '$api';
import { arrivedCells, handAction } from '../../renderer/src/lib/held';
import { correctionSteps, type GuidanceStep } from '../../src/inference/guidance';
import { readingMatches, type BoardReading, type CellReading, type Sensing } from '../../src/inference/reading';
import { morris } from '../../src/games/morris/index';
import { parseOptions } from '../../src/core/options';
import { unwrap } from '../../src/core/result';
import { en } from '../unit/support/text';

/** The clicks that carry out a step, in order. */
function clicks(step: GuidanceStep): string[] {
  switch (step.kind) {
    case 'move':
      return [step.from!, step.cell];
    case 'turn':
      return [step.cell, step.cell];
    default:
      return [step.cell];
  }
}

const NORTH_SEAT = 0;

function viewOf(contents: Record<string, readonly number[]>, reading: BoardReading, sensing: Sensing, turn: number): SessionView {
  const lifted = Object.keys(contents).filter((c) => (contents[c] ?? []).length > 0 && reading[c] === 'empty');
  return {
    contents,
    lifted,
    turn,
    settings: { northSeat: NORTH_SEAT },
    board: { kind: 'virtual', state: 'connected', reading, sensorKind: sensing.kind, inSync: false },
  } as unknown as SessionView;
}

describe('the virtual board can carry out every guidance step by clicks (issue 12 §11)', () => {
  for (const kind of ['reed', 'hall'] as const) {
    it(`on a ${kind} board`, () => {
      const sensing: Sensing = kind === 'reed' ? { kind } : { kind, northSeat: NORTH_SEAT };
      const opts = unwrap(parseOptions(morris.options, {}));
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 30 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom('lift', 'put', 'flip')), { maxLength: 6 }), (plies, disorder) => {
          let pos = unwrap(morris.parsePosition('........................ w 9 9', opts));
          for (const n of plies) {
            const legal = morris.legalMoves(pos);
            if (legal.length === 0) break;
            pos = unwrap(morris.play(pos, legal[n % legal.length]!));
          }
          const contents = morris.physical!.contents(pos);
          const cells = Object.keys(contents);
          const pole = (seat: number): CellReading => (kind === 'reed' ? 'occupied' : seat === NORTH_SEAT ? 'north' : 'south');
          const board: Record<string, CellReading> = {};
          for (const c of cells) board[c] = (contents[c] ?? []).length > 0 ? pole(contents[c]![0]!) : 'empty';
          for (const [n, what] of disorder) {
            const c = cells[n % cells.length]!;
            if (what === 'lift') board[c] = 'empty';
            else if (what === 'put' && board[c] === 'empty') board[c] = pole(n % 2);
            else if (what === 'flip' && kind === 'hall' && board[c] !== 'empty') board[c] = board[c] === 'north' ? 'south' : 'north';
          }
          const seatRef = (seat: number) => ({ game: 'morris', seat });
          const steps = correctionSteps({ reading: board, target: contents, cells, sensing, seatRef, setup: false });
          const turn = morris.turn(pos) ?? 0;
          for (const step of steps) {
            for (const cell of clicks(step)) {
              const action = handAction(viewOf(contents, { ...board }, sensing, turn), cell);
              if (action.action === 'lift') {
                expect(board[cell], `lift ${cell} for "${en(step.say)}"`).not.toBe('empty');
                board[cell] = 'empty';
              } else if (action.action === 'place') {
                expect(board[cell], `place ${cell} for "${en(step.say)}"`).toBe('empty');
                board[cell] = kind === 'reed' ? 'occupied' : action.polarity === 'south' ? 'south' : 'north';
              }
            }
          }
          expect(readingMatches(board, contents, sensing), JSON.stringify({ steps: steps.map((s) => en(s.say)), board })).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('draws a man the board holds where the position has none', () => {
    const view = viewOf({ a7: [0], d7: [] }, { a7: 'empty', d7: 'occupied' }, { kind: 'reed' }, 0);
    expect(arrivedCells(view)).toEqual(['d7']);
    expect(view.lifted).toEqual(['a7']);
  });
});
