/**
 * The boards' own words (issue 14, "Orientation, reach and looks"): how to play a board by keyboard, and
 * the sound settings. Keys: `boards.<game or part>.<what>`.
 */
import type { ParamSpec } from '../kinds';

/** The boards' messages (see the module docstring). */
export const BOARDS_MESSAGES = {
  'boards.spoof.keys': {},
  'boards.spoof.keys-start': {},
  'boards.sound.label': {},
  'boards.sound.volume': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
