/**
 * Who the person at this screen may act for (issue 14, "Who may do what"): a person acts only for their
 * own seats, those played at the board or on screen, never the computer's. Pure functions of the view, so
 * the game screen and the kiosk ask the same question the same way (the session refuses the rest:
 * `session/computer-seat`).
 */
import type { SessionView } from '$api';

/** The seats a person plays (at the board or on screen), in playing order. */
export function personSeats(view: SessionView): number[] {
  return view.seats.filter((s) => s.kind !== 'computer').map((s) => s.seat);
}

/**
 * The seat a person here resigns or offers a draw for: the seat to move when a person plays it (people
 * sharing one screen take turns), else the one person's seat (against the computer, on its turn);
 * `undefined` when no person plays, or when several do and it is none of theirs to move.
 */
export function actingSeat(view: SessionView): number | undefined {
  const people = personSeats(view);
  if (view.turn !== null && people.includes(view.turn)) return view.turn;
  return people.length === 1 ? people[0] : undefined;
}

/**
 * The seat that may answer the draw on offer: the offer's opponent when a person plays it (a computer
 * answers at once by itself, so it never waits here); `undefined` when there is no offer to answer.
 */
export function drawAnswerer(view: SessionView): number | undefined {
  if (view.drawOffer === null || view.seats.length !== 2) return undefined;
  const other = view.drawOffer === 0 ? 1 : 0;
  return view.seats[other]?.kind === 'computer' ? undefined : other;
}

/** Whether a draw may be offered at all: two seats, an ongoing game, no offer standing, a person to offer it. */
export function drawOfferable(view: SessionView): boolean {
  return view.seats.length === 2 && view.status.kind === 'ongoing' && view.drawOffer === null && actingSeat(view) !== undefined;
}
