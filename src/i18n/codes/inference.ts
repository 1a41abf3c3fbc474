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
  'inference.setup': {},
  'inference.takeback-refused': {},
  'inference.capture-pending': { man: 'man', cells: 'cells-or' },
  /** A man of the player to move lifted (`from`), with the points it may go to (`targets`, `n` of them). */
  'inference.in-hand': { from: 'cells-and', targets: 'cells-or', n: 'number' },
  'inference.off-board': { cells: 'cells-and' },
  'inference.no-match': {},
  'inference.game-over': {},
  'inference.spin-first': { seat: 'seat' },
  'inference.not-announced': { seat: 'seat', move: 'text' },
  'inference.wait': { seat: 'seat' },
  'inference.wrong-colour': { seat: 'seat', cell: 'cell', man: 'man' },
  'inference.wrong-turn': { seat: 'seat' },
  'inference.no-legal-move': { cell: 'cell' },
  'inference.untakeable': { cell: 'cell' },
  'inference.cannot-move': { cell: 'cell' },
  /** A man in a mill lifted for capture, with the men that may be taken instead (`n` of them). */
  'inference.in-mill': { others: 'cells-or', n: 'number' },
  /** A takeback held (issue 12 §2): `n` moves back; `shows`: the board shows that earlier position. */
  'inference.takeback-held': { n: 'number', shows: ['yes', 'no'] },
} as const satisfies Readonly<Record<string, ParamSpec>>;
