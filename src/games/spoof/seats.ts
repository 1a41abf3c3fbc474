/**
 * Spoof's two seats as the game declares them (`./index.ts` `players.seats`), in a module of their own
 * so that a drawing of the game (the start screen's and the kiosk's picture, renderer/src/kiosk/pictures)
 * takes the same colours as the game's board without loading the physics (issue 14: the pictures drew
 * the Stars black while the game draws them red).
 */
import type { SeatInfo } from '../../core/game';

/** Stars (seat 0: the men with a star on their face, red) and Plain (seat 1: cream). */
export const SPOOF_SEATS: readonly [SeatInfo, SeatInfo] = [
  { name: 'Stars', colour: '#c8102e' },
  { name: 'Plain', colour: '#f2e8cf' },
];
