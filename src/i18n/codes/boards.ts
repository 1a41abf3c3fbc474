/**
 * The boards' own words (issue 14, "Orientation, reach and looks"): how to play a board by keyboard, the
 * sound settings, and what a person at the sensor board is to do there. Keys: `boards.<game or part>.<what>`.
 */
import type { ParamSpec } from '../kinds';

/** The boards' messages (see the module docstring). */
export const BOARDS_MESSAGES = {
  'boards.spoof.keys': {},
  'boards.spoof.keys-start': {},
  'boards.sound.label': {},
  'boards.sound.volume': {},
  'boards.prompt.place': { seat: 'seat' },
  'boards.prompt.move': { seat: 'seat' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
