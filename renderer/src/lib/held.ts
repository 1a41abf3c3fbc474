/**
 * What the sensor board holds, as the screen draws it and as the in-process virtual board's hands handle
 * it (issue 12 §11: "What the virtual board draws must be what it holds, and every guidance sentence must
 * be something the person can do on it").
 *
 * The screen draws the position; where the board reads otherwise it draws that too: a man the position
 * has but the board does not is drawn lifted (faded, ringed: `SessionView.lifted`), a man the board reads
 * where the position has none is drawn put down (`arrivedCells`). A click on the virtual board acts on
 * what the board holds, never on the position: a cell that holds a man lifts it, an empty cell gets a
 * man. So every guidance step can be done by clicks: "lift the man from e2" (click e2), "put the man
 * back on e1" (click e1), "put the man from e2 back on e1" (click e2, then e1), "take the man on g7"
 * (click g7), and on a hall board "put a black man on a7" or a man of the wrong colour replaced (the man
 * put down faces the pole of the seat whose man the position has there).
 */
import type { SessionView, VirtualBoardAction } from '$api';

/** Cells where the board reads a man that the position does not have (put down, not yet counted, or astray). */
export function arrivedCells(view: SessionView): string[] {
  const reading = view.board.reading;
  if (reading === undefined) return [];
  return Object.entries(reading)
    .filter(([cell, r]) => r !== 'empty' && (view.contents[cell]?.length ?? 0) === 0)
    .map(([cell]) => cell);
}

/**
 * `true` when the board holds a man on `cell`: its last reading, or, before the board has sent one, the
 * position less the men it shows lifted.
 */
export function holdsMan(view: SessionView, cell: string): boolean {
  const r = view.board.reading?.[cell];
  if (r !== undefined) return r !== 'empty';
  return (view.contents[cell]?.length ?? 0) > 0 && !view.lifted.includes(cell);
}

/**
 * The virtual-board action of a click on `cell`: lift the man the board holds there, or put a man down.
 * On a hall board the man put down faces the pole of the seat whose man the position has on `cell` (a man
 * put back, or laid out in set-up), else of the seat to move.
 * @param held what the board holds on `cell`, when the caller knows better than the last view (a click
 *   sent whose reading has not come back yet).
 */
export function handAction(view: SessionView, cell: string, held: boolean = holdsMan(view, cell)): VirtualBoardAction {
  if (held) return { action: 'lift', cell };
  if (view.board.sensorKind !== 'hall') return { action: 'place', cell };
  const owners = view.contents[cell] ?? [];
  const seat = owners[owners.length - 1] ?? view.turn ?? 0;
  return { action: 'place', cell, polarity: seat === view.settings.northSeat ? 'north' : 'south' };
}
