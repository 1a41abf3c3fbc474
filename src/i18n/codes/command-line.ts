/**
 * The `parlour` command line's own sentences (`cli/`): the text lines of `play` and `replay`, and the
 * reasons it prints on stderr. Output for programs (`legal`, `apply`, `--json`) never uses them; the
 * usage texts (`--help`) are English.
 */
import type { ParamSpec } from '../kinds';

const STATE = ['none', 'connecting', 'connected', 'reconnecting', 'disconnected', 'error'] as const;

/** The CLI messages (see the module docstring). */
export const CLI_MESSAGES = {
  'cli.seat': { seat: 'seat' },
  'cli.cannot-read': { path: 'text', why: 'text' },
  'cli.unknown-game': { game: 'text', known: 'text' },
  'cli.replay.ply': { ply: 'text', seat: 'text', move: 'text' },
  'cli.replay.legal': { head: 'text', position: 'text' },
  'cli.replay.illegal': { head: 'text', code: 'text', reason: 'message' },
  'cli.replay.final': { status: 'message' },
  'cli.replay.recorded': { result: 'message', agrees: ['yes', 'no'] },
  'cli.play.no-port': { path: 'text' },
  'cli.play.guidance': { kind: ['setup', 'mismatch', 'flag', 'incomplete'], text: 'text' },
  'cli.play.setup': { steps: 'messages' },
  'cli.play.notice': { level: ['info', 'warning', 'error'], text: 'text' },
  'cli.play.data-folder': { why: 'text' },
  'cli.play.unfinished': { game: 'game', n: 'number', at: 'text' },
  'cli.play.move': { ply: 'number', seat: 'seat', move: 'text', replaced: ['yes', 'no'] },
  'cli.play.board': { state: STATE, rest: 'text' },
  'cli.play.phase': { phase: ['setup', 'playing', 'syncing', 'finished'] },
  'cli.play.board-unusable': { why: 'text' },
  'cli.play.matches': {},
  'cli.play.won': { seats: 'seats-and', n: 'number', reason: 'message' },
  'cli.play.draw': { reason: 'message' },
  'cli.play.resume-not-serial': { kind: 'text' },
  'cli.play.still-resumable': { why: 'message' },
  'cli.play.resumed': { game: 'game', n: 'number', moves: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
