/**
 * The words of the game in progress and what surrounds it (issue 14): who may resign and answer draws,
 * the confirmations before anything that ends or replaces the game, what another screen did, why an
 * action on the board was refused, the game-over card. Keys: `play.<part>.<what>`.
 */
import type { ParamSpec } from '../kinds';

/** The game screen's messages (see the module docstring). */
export const PLAY_MESSAGES = {
  'play.resign': { seat: 'seat' },
  'play.draw.offer': { seat: 'seat' },
  'play.draw.offered': { seat: 'seat', to: 'seat' },
  'play.draw.accept': { seat: 'seat' },
  'play.draw.decline': { seat: 'seat' },
  'play.draw.declined': { seat: 'seat', by: ['computer', 'person'] },
  'play.confirm.resign': { seat: 'seat' },
  'play.confirm.yes-resign': { seat: 'seat' },
  'play.confirm.new': { game: 'game', n: 'number' },
  'play.confirm.yes-new': {},
  'play.confirm.no': {},
  /** A seat's name alone, in the reader's language ("Black", "Schwarz"). */
  'play.seat': { seat: 'seat' },
  'play.over.title': {},
  'play.over.won': { winners: 'seats-and', n: 'number' },
  'play.over.draw': {},
  'play.over.why': { reason: 'text', how: ['rules', 'resignation', 'agreement'] },
  'play.over.score': {},
  'play.over.rematch': {},
  'play.over.new': {},
  'play.over.save': {},
  'play.refused.move': { reason: 'text' },
  'play.refused.no-move': { cell: 'cell' },
  'play.elsewhere.newGame': { game: 'game' },
  'play.elsewhere.resumeGame': {},
  'play.elsewhere.playMove': { move: 'text' },
  'play.elsewhere.chooseCandidate': { move: 'text' },
  'play.elsewhere.undo': {},
  'play.elsewhere.redo': {},
  'play.elsewhere.confirmTakeback': {},
  'play.elsewhere.resign': { seat: 'seat' },
  'play.elsewhere.offerDraw': { seat: 'seat' },
  'play.elsewhere.agreeDraw': { seat: 'seat' },
  'play.elsewhere.declineDraw': {},
  'play.elsewhere.connectBoard': {},
  'play.elsewhere.setSettings': {},
  'play.elsewhere.loadRecord': {},
  'play.elsewhere.closeReplay': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
