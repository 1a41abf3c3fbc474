/**
 * The app state for the teetotum screens, when they run inside the app (component tests render them
 * without one). The screens use it only for the in-process virtual board's hands (`AppState.pickCell`,
 * `virtualBoard` presses), and give their boards the props read from the session view.
 */
import type { SessionView } from '$api';
import { getApp } from '../../lib/context';
import type { AppState } from '../../lib/app.svelte';
import type { BoardProps } from '../types';
import { arrivedCells } from '../../lib/held';

/** The app state of the enclosing app, or `undefined` outside one. Call during component initialisation. */
export function appIfAny(): AppState | undefined {
  try {
    return getApp();
  } catch {
    return undefined;
  }
}

/**
 * The props every teetotum board takes from the session view: the position, the seats' names and
 * colours, the cells the guidance asks to fix, the men lifted on a sensor board and those put down where
 * the position has none, the last move, a hint's move once it is worked out, and, on the in-process virtual board, a click on a space as a man
 * put down or lifted there (`AppState.pickCell`).
 */
export function boardPropsOf(view: SessionView, app: AppState | undefined): BoardProps {
  return {
    position: view.position,
    seats: view.seats.map((s) => ({ name: s.name, colour: s.colour })),
    guidance: view.guidance?.cells.map((c) => c.cell) ?? [],
    lifted: view.lifted,
    arrived: arrivedCells(view),
    lastMove: view.lastMove?.notation,
    suggestion: view.hint?.state === 'ready' ? view.hint.notation : undefined,
    interactive: app?.virtualHands ?? false,
    onpick: (cell) => void app?.pickCell(cell),
  };
}
