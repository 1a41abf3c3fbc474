/**
 * Guidance: what to do to put the board right (`src/inference/guidance.ts`, `match.ts`, `explain.ts`).
 * Steps are fragments without a full stop ("put the man back on a7"); `guidanceText` (`../format.ts`
 * users) joins a reason and steps into sentences.
 */
import type { ParamSpec } from '../kinds';

/** The guidance messages (see the module docstring). */
export const INFERENCE_MESSAGES = {
  'guidance.step.lift': { cell: 'cell' },
  'guidance.step.put-back': { cell: 'cell' },
  'guidance.step.put': { cell: 'cell', man: 'man' },
  'guidance.step.move': { from: 'cell', to: 'cell' },
  'guidance.step.move-back': { from: 'cell', to: 'cell' },
  'guidance.step.turn': { cell: 'cell', seat: 'seat', man: 'man' },
  'guidance.step.take': { cell: 'cell' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
