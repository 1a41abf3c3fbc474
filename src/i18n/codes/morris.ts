/**
 * Nine Men's Morris (`src/games/morris/`): why a move is refused (`morris.<code>` for the error code
 * `morris/<code>`), why the game ended (`morris.status.*`), and what is wrong with a position or move text
 * (`morris.notation.*`).
 */
import type { ParamSpec } from '../kinds';

/** The Morris messages (see the module docstring). */
export const MORRIS_MESSAGES = {
  'morris.game-over': { reason: 'message' },
  'morris.unknown-point': { point: 'text' },
  'morris.nothing-in-hand': { seat: 'seat' },
  'morris.occupied': { point: 'cell' },
  'morris.must-place': { seat: 'seat', n: 'number' },
  'morris.not-own-man': { seat: 'seat', point: 'cell' },
  'morris.not-adjacent': { from: 'cell', to: 'cell', flying: ['yes', 'no'] },
  'morris.no-row': { move: 'text' },
  'morris.capture-missing': { move: 'text', rows: 'number', needed: 'number' },
  'morris.too-many-captures': { move: 'text', needed: 'number', why: ['twoRows', 'fewMen', 'oneRow'], seat: 'seat' },
  'morris.capture-not-opposing': { seat: 'seat', point: 'cell' },
  'morris.capture-breaks-row': { point: 'cell', seat: 'seat', others: 'cells-or' },
  'morris.status.lost-all-but-two': { seat: 'seat', n: 'number' },
  'morris.status.blocked-loses': { seat: 'seat' },
  'morris.status.blocked-draw': { seat: 'seat' },
  'morris.status.repetition': { n: 'number', limit: 'number' },
  'morris.status.no-capture': { n: 'number', limit: 'number' },
  'morris.notation.position-syntax': { input: 'text', start: 'text' },
  'morris.notation.position-invalid': { input: 'text', problems: 'messages' },
  'morris.notation.too-many-men': { seat: 'seat', n: 'number', max: 'number' },
  'morris.notation.hand-mismatch': { white: 'number', black: 'number', turn: 'seat', first: 'seat', option: ['white', 'black'] },
  'morris.notation.mover-short': { seat: 'seat' },
  'morris.notation.move-syntax': { input: 'text' },
  'morris.notation.unknown-point': { point: 'text', input: 'text', points: 'text' },
  'morris.notation.too-many-captures': { input: 'text', n: 'number' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
