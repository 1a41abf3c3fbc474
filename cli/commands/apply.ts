/**
 * `parlour apply --game ID [--position POS] [--players N] --moves "m1 m2 …" [--options JSON]`: plays the moves in order
 * and prints `{"position": POS, "status": {...}}` (one line of JSON). The first unreadable or illegal
 * move stops it with exit 1 and one line on stderr naming the move, its number and the rule.
 * Source: issue 2 §4.
 */
import { EXIT, type Command } from '../command';
import { describeError, parseFlags, playMoves, readOptions, readPlayers, readPosition, requireGame, requiredFlag, splitMoves, stringFlag } from '../args';
import { msg, withText } from '../../src/i18n/index';
import { USAGE } from '../help';

/** The `apply` command. */
export const applyCommand: Command = {
  name: 'apply',
  summary: msg('cli.help.apply.summary'),
  usage: USAGE.apply,
  async run(argv, io) {
    const flags = parseFlags(argv, {
      game: { type: 'string' },
      position: { type: 'string' },
      moves: { type: 'string' },
      options: { type: 'string' },
      players: { type: 'string' },
    });
    const game = requireGame(requiredFlag(flags, 'game'));
    const options = readOptions(game, stringFlag(flags, 'options'));
    const moves = splitMoves(game, requiredFlag(flags, 'moves'));
    const start = readPosition(game, options, stringFlag(flags, 'position'), readPlayers(game, stringFlag(flags, 'players')));
    if (!start.ok) {
      io.err(`parlour apply: position: ${describeError(start.error, io.tr)}\n`);
      return EXIT.failure;
    }
    const played = playMoves(game, start.value, moves, io.tr);
    if (!played.ok) {
      io.err(`parlour apply: ${played.error}\n`);
      return EXIT.failure;
    }
    const pos = played.value;
    // Output for programs: the status's reason stays the English sentence it always was.
    io.out(`${JSON.stringify({ position: game.formatPosition(pos), status: withText(game.status(pos), 'en') })}\n`);
    return EXIT.ok;
  },
};
