/**
 * The seats of the teetotum games (Archery and Quoits): the real set's colours, "26 Round Wooden Game
 * Pieces (9 Blue, 9 Natural, 4 Green, 4 Purple)" (`001_08482469b23ea4ed.txt`).
 *
 * Chosen to stay apart for colour-blind players: the four differ in lightness as well as hue
 * (natural is very light, blue mid-light, green mid, purple very dark), so blue and purple, which
 * look alike to protanopes, still differ by lightness; renderers should add a seat letter or
 * pattern as well as the colour.
 */
import type { SeatInfo } from '../../core/game';

/** Seats 0..3: Blue, Natural, Green, Purple. */
export const TEETOTUM_SEATS: readonly SeatInfo[] = [
  { name: 'Blue', colour: '#2f6fd0' },
  { name: 'Natural', colour: '#e8d2a6' },
  { name: 'Green', colour: '#2e8b57' },
  { name: 'Purple', colour: '#4b1f6e' },
];
