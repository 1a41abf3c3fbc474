/**
 * The repair of a damaged journal (`src/session/journal-fold.ts`, issue 12 failure 4): what was rebuilt
 * and what was lost, built from parts (which lines, which plies, what was rebuilt). A damaged line's
 * `why` is a `journal.damage.*` message; a zod issue inside `bad-entry` stays as zod words it.
 */
import type { ParamSpec } from '../kinds';

/** The journal repair's messages (see the module docstring). */
export const JOURNAL_MESSAGES = {
  /** Why a journal line cannot be read (`src/session/journal.ts` damageMessage). */
  'journal.damage.too-long': { max: 'number' },
  'journal.damage.too-deep': { max: 'number' },
  'journal.damage.not-json': {},
  'journal.damage.not-line': {},
  'journal.damage.checksum': {},
  'journal.damage.bad-entry': { detail: 'text' },
  'journal.damage.cut-off': {},
  /** One damaged line, or several (`lines` their numbers, `why` the first one's damage). */
  'journal.fold.lines': { n: 'number', lines: 'text', why: 'message' },
  'journal.fold.missing-before': { n: 'number', line: 'number' },
  'journal.fold.before-start': { line: 'number', why: 'message' },
  'journal.fold.repeats-start': { line: 'number' },
  'journal.fold.repeats-read': { line: 'number' },
  'journal.fold.repeats-previous': { line: 'number' },
  /** `what` (lines or missing entries, `n` of them) lost. */
  'journal.fold.unreadable-lost': { what: 'message', n: 'number' },
  'journal.fold.not-follow': { line: 'number', why: 'message' },
  'journal.fold.do-not-fit': { what: 'message', line: 'number' },
  'journal.fold.restart': { what: 'message', from: 'number', to: 'number', last: 'text', known: ['yes', 'no'] },
  'journal.fold.cannot-follow': { what: 'message', from: 'number', to: 'number', line: 'number' },
  /** `rebuilt` is one thing rebuilt, or two joined by `journal.fold.and` (`n`: how many). */
  'journal.fold.rebuilt': { what: 'message', rebuilt: 'message', n: 'number' },
  'journal.fold.and': { a: 'message', b: 'message' },
  'journal.fold.undo': { n: 'number' },
  'journal.fold.redo': { n: 'number' },
  'journal.fold.ply': { ply: 'number', move: 'text' },
  'journal.fold.replacement': { ply: 'number', move: 'text' },
  'journal.fold.unknown-loss': { what: 'message' },
  'journal.fold.at-end': { what: 'message', n: 'number' },
  'journal.fold.ply-after': { ply: 'number', after: 'number' },
  'journal.fold.replace-after': { ply: 'number', after: 'number' },
  'journal.fold.undo-after': { n: 'number', after: 'number' },
  'journal.fold.redo-after': { n: 'number', undone: 'number' },
  /** A gap entry, with the plies before it when the game went on from a recorded position (`none`: there were none). */
  'journal.fold.gap': { lost: 'message', before: 'text', none: ['yes', 'no'] },
} as const satisfies Readonly<Record<string, ParamSpec>>;
