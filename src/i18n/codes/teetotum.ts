/**
 * Archery, Quoits and their shared teetotum (`src/games/archery/`, `quoits/`, `teetotum/`): refusals
 * (`archery.<code>`, `quoits.<code>`), results (`*.status.*`), the teetotum's own messages, and the
 * frames of position-notation errors. The detail of a malformed position string (`why`) is the
 * notation's own, technical English: only programs and their authors write these strings.
 */
import type { ParamSpec } from '../kinds';

/** The Archery, Quoits and teetotum messages (see the module docstring). */
export const TEETOTUM_MESSAGES = {
  'teetotum.not-a-face': { face: 'number', faces: 'text' },
  'teetotum.impossible-spin': { spin: 'text', why: 'message' },
  'teetotum.bad-spin': { input: 'text' },
  'teetotum.bad-state': { why: 'text' },
  'archery.spin-pending': { seat: 'seat', a: 'number', b: 'number', sum: 'number' },
  'archery.spin-for-lead': {},
  'archery.spin-first': { seat: 'seat' },
  'archery.no-arrow-there': { seat: 'seat', where: ['flagStaff', 'space'], space: 'number' },
  'archery.missed': {},
  'archery.in-target': { space: 'number' },
  'archery.enter-first': { seat: 'seat' },
  'archery.wrong-landing': { sum: 'number', from: ['flagStaff', 'space'], space: 'number', landing: ['miss', 'space'], to: 'number', move: 'text' },
  'archery.game-over': {},
  'archery.status.all-equal': { best: 'number' },
  'archery.status.largest': { best: 'number' },
  'archery.status.tie': { seats: 'seats-and', best: 'number' },
  'archery.notation.bad-move': { input: 'text' },
  'archery.notation.bad-position': { input: 'text', why: 'text' },
  'archery.notation.impossible': { why: 'text' },
  'quoits.layout-mismatch': { why: 'text' },
  'quoits.game-over': {},
  'quoits.status.all-equal': { best: 'number', goal: ['oneGame', 'score'], target: 'number' },
  'quoits.status.highest': { best: 'number', goal: ['oneGame', 'score'], target: 'number' },
  'quoits.status.tie': { seats: 'seats-and', best: 'number', goal: ['oneGame', 'score'], target: 'number' },
  'quoits.notation.bad-move': { input: 'text' },
  'quoits.notation.bad-position': { input: 'text', why: 'text' },
  'quoits.notation.impossible': { why: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
