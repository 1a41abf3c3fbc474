/**
 * Where the person at the screen sits (issue 14: "Not Made in Germany against the computer seats the
 * person at the bottom with their letters upright"): when exactly one seat is played by a person (the
 * others by the computer), the board is drawn from that person's side.
 */
import type { SessionView } from '$api';

/**
 * The seat of the one person in a game against the computer, or `undefined` when no seat or more than
 * one is a person's (hot-seat, or a table round a sensor board: the board keeps its own view then).
 */
export function viewerSeat(view: Pick<SessionView, 'seats'> | null): number | undefined {
  if (view === null) return undefined;
  const people = view.seats.flatMap((s, i) => (s.kind === 'computer' ? [] : [i]));
  return people.length === 1 && view.seats.length > 1 ? people[0] : undefined;
}
