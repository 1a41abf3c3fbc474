/**
 * Spoof (`src/games/spoof/`): refusals (`spoof.<code>`), results (`spoof.status.*`), the verdict of a shot
 * as announced (`spoof.announce.*`), the scorekeeper's refusals (`spoof.score.*`), and the frames of
 * notation errors (the detail of a malformed position string stays the notation's technical English).
 */
import type { ParamSpec } from '../kinds';

/** The Spoof messages (see the module docstring). */
export const SPOOF_MESSAGES = {
  'spoof.game-over': {},
  'spoof.off-grid': {},
  'spoof.no-such-man': { man: 'number' },
  'spoof.not-your-man': { man: 'number', owner: 'seat', seat: 'seat' },
  'spoof.out-of-play': { man: 'number' },
  'spoof.same-man': { man: 'number' },
  'spoof.status.both-out': {},
  'spoof.status.all-lost': { seat: 'seat' },
  'spoof.status.limit-equal': { limit: 'number', n: 'number' },
  'spoof.status.limit-more': { limit: 'number', seat: 'seat', more: 'number', fewer: 'number' },
  'spoof.announce.captured': { n: 'number', me: 'seat' },
  'spoof.announce.missed': { them: 'seat' },
  'spoof.announce.neutral': {},
  'spoof.announce.off-board': {},
  'spoof.announce.not-out': {},
  'spoof.announce.knocked-out': { them: 'seat' },
  'spoof.announce.attack-opponent': { them: 'seat' },
  'spoof.announce.lines-opponent': { them: 'seat' },
  'spoof.announce.attack-own': { me: 'seat', them: 'seat', penalty: ['manLost', 'turnLost'] },
  'spoof.announce.covered-own': { me: 'seat' },
  /** A verdict, with the other men the shot put out of play. */
  'spoof.announce.others': { verdict: 'message', others: 'number' },
  /** A verdict said with the side that shot (the scorekeeper's log). */
  'spoof.announce.by': { seat: 'seat', verdict: 'message' },
  'spoof.score.game-over': {},
  'spoof.score.no-man-out': { seat: 'seat', from: ['squares', 'open'] },
  'spoof.score.other-out': { seat: 'seat' },
  'spoof.score.no-man': { seat: 'seat', from: ['squares', 'open'] },
  'spoof.score.count': {},
  'spoof.score.too-many': { seat: 'seat', open: 'number', squares: 'number' },
  'spoof.score.saved-tap': { tap: 'number', why: 'message', kept: 'number' },
  'spoof.score.saved-unreadable': { why: 'message' },
  'spoof.score.not-json': {},
  'spoof.score.not-sheet': {},
  'spoof.score.bad-options': { why: 'message' },
  'spoof.score.bad-tap': { tap: 'number' },
  'spoof.score.no-storage': {},
  'spoof.score.save-failed': { why: 'text' },
  'spoof.notation.bad-position': { why: 'text' },
  'spoof.notation.shot': { input: 'text' },
  'spoof.notation.shot-range': { max: 'number', input: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
