/** Every `parlour` sub-command, in the order `parlour --help` lists them. Each command file adds itself here. */
import type { Command } from '../command';

export const COMMANDS: readonly Command[] = [
  // legal, apply, replay, simulate, monitor, play, ...
];
