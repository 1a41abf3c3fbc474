/**
 * The game session (`src/session/`): why a call is refused (`session.<code>` for `session/<code>`),
 * notices (a takeback on the board, a journal that could not be written), how a game ended by the
 * players, warnings on resuming, and invalid session settings.
 */
import type { ParamSpec } from '../kinds';

/** The session messages (see the module docstring). */
export const SESSION_MESSAGES = {
  'session.finished': {},
  'session.syncing': {},
  'session.setup-before-spin': {},
  'session.computer-spins': { seat: 'seat' },
  'session.computer-plays': { seat: 'seat' },
  'session.move-first': { seat: 'seat' },
  'session.spin-first': { seat: 'seat' },
  'session.digital-spin': { example: 'text' },
  'session.plays-on-board': { seat: 'seat' },
  'session.no-candidates': {},
  'session.bad-candidate': { choice: 'text', names: 'text' },
  'session.bad-seat': { seat: 'text' },
  'session.resigned': { seat: 'seat' },
  'session.no-draw-offer': {},
  'session.own-offer': {},
  'session.agreed-draw': {},
  'session.nothing-to-undo': {},
  'session.ended-by-players': {},
  'session.nothing-to-redo': {},
  'session.redo-unfit': { move: 'text' },
  'session.board-takeback': { n: 'number' },
  'session.journal-failed': { why: 'text' },
  'session.journal-write-failed': { why: 'text' },
  'session.start-journal-failed': { why: 'text' },
  'session.computer-failed': { why: 'text' },
  'session.no-physical': { game: 'game' },
  'session.journal-wrong-game': { journal: 'text', game: 'text' },
  'session.replay-stopped': { ply: 'number', move: 'text' },
  'session.spin-off-seed': { ply: 'number' },
  'session.bad-settings': { problems: 'messages' },
  'session.settings-not-object': {},
  'session.setting-takebacks': { value: 'text' },
  'session.setting-range': { key: 'text', min: 'number', max: 'number', value: 'text' },
  'session.setting-unknown': { key: 'text', known: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
