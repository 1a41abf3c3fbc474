/**
 * Not Made in Germany (`src/games/not-made-in-germany/`): why a move is refused (`nmig.<code>` for the
 * error code `not-made-in-germany/<code>`), why the game ended (`nmig.status.*`), and what is wrong with
 * a position or move text (`nmig.notation.*`).
 */
import type { ParamSpec } from '../kinds';

/** The Not Made in Germany messages (see the module docstring). */
export const NMIG_MESSAGES = {
  'nmig.game-over': { reason: 'message' },
  'nmig.pass-not-allowed': { seat: 'seat' },
  'nmig.pass-while-movable': { seat: 'seat' },
  'nmig.bad-move': {},
  'nmig.no-man': { square: 'cell' },
  'nmig.not-your-man': { square: 'cell', owner: 'seat', seat: 'seat' },
  'nmig.no-move': { move: 'text' },
  'nmig.ornament': { square: 'cell' },
  'nmig.occupied': { square: 'cell' },
  'nmig.unreachable': { from: 'cell', to: 'cell' },
  'nmig.revisit': { square: 'cell' },
  'nmig.leap-occupied': { leap: 'text', square: 'cell' },
  'nmig.not-a-leap': { leap: 'text' },
  'nmig.leap-over-ornament': { leap: 'text', square: 'cell' },
  'nmig.nothing-to-leap': { leap: 'text', square: 'cell' },
  'nmig.status.spelt': { word: ['england', 'germany'] },
  'nmig.status.spelt-past-blockers': { word: ['england', 'germany'], them: 'seat' },
  'nmig.status.no-move-loses': { seat: 'seat' },
  'nmig.status.repetition': {},
  'nmig.status.ply-limit': { limit: 'number' },
  'nmig.notation.ranks': { n: 'number', input: 'text' },
  'nmig.notation.bad-char': { rank: 'number', char: 'text' },
  'nmig.notation.on-ornament': { char: 'text', square: 'cell' },
  'nmig.notation.rank-length': { rank: 'number', input: 'text', n: 'number' },
  'nmig.notation.men-expected': { n: 'number', char: 'text', found: 'number' },
  'nmig.notation.men-count': { seat: 'seat', wrong: 'messages' },
  'nmig.notation.both-spelt': {},
  'nmig.notation.fields': { start: 'text' },
  'nmig.notation.side': { input: 'text' },
  'nmig.notation.both-filled': {},
  'nmig.notation.move': { input: 'text' },
  'nmig.notation.square': { square: 'text', input: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
