/**
 * Not Made in Germany as a Parlour {@link Game}: the race game of `000_bcb8c47de0459cfb.txt`
 * (“NOT MADE IN GERMANY.” A NOVEL & INTERESTING GAME FOR TWO PLAYERS.), seats 0 = England, 1 = Germany.
 *
 * Rules summary (issue 6 §1, each sentence of the sheet is quoted in `tests/unit/not-made-in-germany/`):
 * 9×9 board, ornaments a5 b5 c5 e5 g5 h5 i5 never entered nor leapt over; a man steps to any of its 8
 * neighbours or leaps over an adjacent man of either side onto the vacant square straight behind, and
 * may go on leaping, changing direction; nothing is captured; leaping is never compulsory. A side wins
 * when its nine men stand on the opponent's home row, each on the file it started on. Options:
 * {@link nmigOptions}.
 */
import type { Game } from '../../core/game';
import { err, ok } from '../../core/result';
import { format, msg } from '../../i18n/index';
import { ENGLAND, GERMANY } from './men';
import { legalMovesOf, playMove, rootPosition, SHEET, type NmigPosition } from './position';
import type { NmigMove } from './movegen';
import { nmigOptions, type NmigOptions } from './options';
import { formatMoveText, formatPositionText, parseBoard, parseMoveText, parsePositionText, START_POSITION } from './notation';
import { nmigPhysical } from './physical';
import { NMIG_SEATS } from './seats';

export { SEAT_COLOURS } from './seats';

const START_BOARD = START_POSITION.split(' ')[0]!;

/** The game declaration. */
export const notMadeInGermany: Game<NmigPosition, NmigMove, NmigOptions> = {
  id: 'not-made-in-germany',
  name: 'Not Made in Germany',
  sheet: SHEET,
  players: {
    min: 2,
    max: 2,
    seats: NMIG_SEATS,
  },
  options: nmigOptions,
  setup(options, playerCount) {
    if (playerCount !== 2) {
      return err({ code: 'setup/player-count', message: msg('setup.player-count-exact', { game: 'not-made-in-germany', players: 2, n: playerCount }) });
    }
    const cells = parseBoard(START_BOARD);
    if (!cells.ok) throw new Error(`start position does not parse: ${format(cells.error.message, 'en')}`);
    return ok(rootPosition(cells.value, options.firstPlayer === 'england' ? ENGLAND : GERMANY, options));
  },
  optionsOf: (pos) => pos.options,
  turn: (pos) => (pos.status.kind === 'ongoing' ? pos.turn : undefined),
  legalMoves: legalMovesOf,
  play: playMove,
  status: (pos) => pos.status,
  parsePosition: parsePositionText,
  formatPosition: formatPositionText,
  parseMove: parseMoveText,
  formatMove: formatMoveText,
  physical: nmigPhysical,
};
