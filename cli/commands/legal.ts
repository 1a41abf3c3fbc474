/**
 * `parlour legal --game ID [--position POS] [--players N] [--options JSON]`: prints every legal move of a position as
 * a JSON array of move strings, sorted by code unit (plain `Array.prototype.sort`), and nothing else on
 * stdout. A finished game prints `[]`. Source: issue 2 §4.
 */
import { EXIT, type Command } from '../command';
import { describeError, parseFlags, readOptions, readPlayers, readPosition, requireGame, requiredFlag, stringFlag } from '../args';

/** The `legal` command. */
export const legalCommand: Command = {
  name: 'legal',
  summary: 'print every legal move of a position as a sorted JSON array',
  usage: `usage: parlour legal --game ID [--position POS] [--players N] [--options JSON]

Prints the legal moves of POS (default: the start position) as a JSON array of move strings,
sorted; [] when the game is over.

  --game ID        the game, e.g. morris
  --position POS   the position in the game's notation, e.g. "........................ w 9 9"
  --players N      players at the start position (default: the game's fewest, e.g. 2)
  --options JSON   rule options, e.g. '{"preset":"modern"}' or '{"flying":true}'

Exit status: 0 success, 1 invalid position (reason on stderr), 2 usage error.`,
  async run(argv, io) {
    const flags = parseFlags(argv, { game: { type: 'string' }, position: { type: 'string' }, options: { type: 'string' }, players: { type: 'string' } });
    const game = requireGame(requiredFlag(flags, 'game'));
    const options = readOptions(game, stringFlag(flags, 'options'), io.tr);
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
