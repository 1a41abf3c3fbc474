/**
 * Spoof's scorekeeper for a real table as the start screen offers it (issue 8 §4): its label and sentence,
 * known before the game's own chunk is loaded (`../registry.ts`).
 */
import type { TableLabel } from '../registry';

/** The start screen's button and the sentence under it. */
export const SPOOF_TABLE: TableLabel = {
  label: 'Scorekeeper for a real table',
  description: 'Play with a real board and men; tap what happened after each shot and Parlour keeps the counts, the turn and the rules.',
};
