/**
 * `parlour legal --game ID [--position POS] [--players N] [--options JSON]`: prints every legal move of a position as
 * a JSON array of move strings, sorted by code unit (plain `Array.prototype.sort`), and nothing else on
 * stdout. A finished game prints `[]`. Source: issue 2 §4.
 */
import { EXIT, type Command } from '../command';
import { USAGE } from '../help';
import { msg } from '../../src/i18n/index';
import { describeError, parseFlags, readOptions, readPlayers, readPosition, requireGame, requiredFlag, stringFlag } from '../args';

/** The `legal` command. */
export const legalCommand: Command = {
  name: 'legal',
  summary: msg('cli.help.legal.summary'),
  usage: USAGE.legal,
  async run(argv, io) {
    const flags = parseFlags(argv, { game: { type: 'string' }, position: { type: 'string' }, options: { type: 'string' }, players: { type: 'string' } });
    const game = requireGame(requiredFlag(flags, 'game'));
    const options = readOptions(game, stringFlag(flags, 'options'));
    const pos = readPosition(game, options, stringFlag(flags, 'position'), readPlayers(game, stringFlag(flags, 'players')));
    if (!pos.ok) {
      io.err(`parlour legal: position: ${describeError(pos.error, io.tr)}\n`);
      return EXIT.failure;
    }
    const moves = game.legalMoves(pos.value).map((m: unknown) => game.formatMove(m));
    moves.sort();
    io.out(`${JSON.stringify(moves)}\n`);
    return EXIT.ok;
  },
};
