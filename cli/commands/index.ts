/** Every `parlour` sub-command, in the order `parlour --help` lists them. Each command file adds itself here. */
import type { Command } from '../command';
import { applyCommand } from './apply';
import { legalCommand } from './legal';
import { replayCommand } from './replay';
import { simulateCommand } from './simulate';
import { monitorCommand } from './monitor';
import { playCommand } from './play';
import { kioskCommand } from './kiosk';

/** The sub-commands, in help order; `cli/main.ts` dispatches on `Command.name`. */
export const COMMANDS: readonly Command[] = [
  legalCommand,
  applyCommand,
  replayCommand,
  simulateCommand,
  monitorCommand,
  playCommand,
  kioskCommand,
];
