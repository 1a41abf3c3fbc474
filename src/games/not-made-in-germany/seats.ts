/**
 * Not Made in Germany's two seats as the game declares them (`./game.ts` `players.seats`), in a module of
 * their own so that a drawing of the game (the start screen's and the kiosk's picture,
 * renderer/src/kiosk/pictures) takes the same colours as the game's board without loading the rules (the
 * kiosk's menu drew England's and Germany's men white and black while the game draws them vermilion and
 * blue).
 *
 * Seat colours from the Okabe–Ito palette, told apart with any colour-vision deficiency: England
 * vermilion `#D55E00`, Germany blue `#0072B2`.
 */
import type { SeatInfo } from '../../core/game';

/** England's and Germany's colours. */
export const SEAT_COLOURS = { england: '#D55E00', germany: '#0072B2' } as const;

/** England (seat 0, the men on the ninth rank) and Germany (seat 1, on the first). */
export const NMIG_SEATS: readonly [SeatInfo, SeatInfo] = [
  { name: 'England', colour: SEAT_COLOURS.england },
  { name: 'Germany', colour: SEAT_COLOURS.germany },
];
