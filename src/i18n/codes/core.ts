/**
 * The core's own messages (`src/core/`): starting a game (player counts), rule options, position JSON,
 * records. Where zod refused a value, its own (English) description is passed on as `why`.
 */
import type { ParamSpec } from '../kinds';

/** The core messages (see the module docstring). */
export const CORE_MESSAGES = {
  'setup.player-count-exact': { game: 'game', players: 'number', n: 'number' },
  /**
   * Text that is not Parlour's own, shown as it is: an error from the operating system or a library, or
   * a sentence saved by an earlier version (a journal's result reason). Never for Parlour's own words.
   */
  'core.verbatim': { text: 'text' },
  /** Several problems of one input, joined ("; "). */
  'core.problems': { problems: 'messages' },
  'setup.player-count-range': { game: 'game', min: 'number', max: 'number', n: 'number' },
  'core.json-shape': { where: 'text', why: 'text' },
  /** Where a person's JSON file breaks (`src/core/json-text.ts`). */
  'core.json-fault': { at: ['place', 'end', 'empty', 'unknown'], line: 'number', column: 'number' },
  'core.unknown-game': { game: 'text' },
  'options.invalid': { issues: 'messages' },
  'options.not-object': {},
  'options.no-presets': { preset: 'text' },
  'options.unknown-preset': { preset: 'text', known: 'text' },
  'options.unknown-options': { n: 'number', keys: 'text', known: 'text' },
  /** A value the options' schema refused; `why` is zod's own English. */
  'options.bad-value': { path: 'text', why: 'text' },
  'record.invalid': { why: 'text' },
  'record.json': { where: 'message' },
  'record.bounds': { why: 'text' },
  'record.ply': { ply: 'number', move: 'text', reason: 'message' },
  'record.wrong-game': { recorded: 'text', game: 'text' },
  'record.start': { step: ['options', 'players', 'start'], reason: 'message' },
  'record.status.ongoing': {},
  'record.status.won': { seats: 'seats-and', reason: 'message' },
  'record.status.draw': { reason: 'message' },
  'record.result.ongoing': {},
  'record.result.won': { seats: 'seats-and', termination: ['rules', 'resignation', 'agreement', 'time', 'adjudication', 'forfeit'] },
  'record.result.draw': { termination: ['rules', 'resignation', 'agreement', 'time', 'adjudication', 'forfeit'] },
  'record.mismatch.decided': { claimed: 'message', actual: 'message' },
  'record.mismatch.final': { claimed: 'message', actual: 'message' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
