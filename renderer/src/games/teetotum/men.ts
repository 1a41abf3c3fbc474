/**
 * How the teetotum games (Archery, Quoits) name a seat and mark its men: the seat's name in sentences,
 * and on the boards a disc in the seat's colour with its initial, dark on light colours, light on dark.
 */
import type { SessionView } from '$api';
import type { SeatLook } from '../types';
import { t } from '../../lib/i18n.svelte';

/** The seat's name in the reader's language, from the game id (`app.seat`, "Blue", "Blau"); `''` for no seat. */
export function seatName(view: Pick<SessionView, 'game'>, seat: number | undefined): string {
  if (seat === undefined) return '';
  return t('app.seat', { seat: { game: view.game, seat } });
}

/** The initial drawn on a seat's men: the first letter of its name, else its 1-based number. */
export function seatInitial(seats: readonly SeatLook[], seat: number): string {
  return (seats[seat]?.name ?? `${seat + 1}`).slice(0, 1).toUpperCase();
}

/** The seat's colour (grey when unknown). */
export function seatColour(seats: readonly SeatLook[], seat: number): string {
  return seats[seat]?.colour ?? '#888';
}

/**
 * The ink for text on a disc of colour `hex` (`#rrggbb`): dark on light colours, white on dark ones, by
 * the relative luminance of sRGB (Rec. 709 weights, threshold 0.55); black for anything not `#rrggbb`.
 */
export function inkOn(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#000';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? '#1d1b18' : '#ffffff';
}
