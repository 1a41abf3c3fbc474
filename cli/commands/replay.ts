/**
 * `parlour replay [--game ID] --file RECORD.json [--json]`: checks a whole game record (format:
 * `docs/records.md`) ply by ply and prints each ply's verdict, then the final status against the
 * recorded result. Exit 0 when every ply is legal and the result agrees; 1 for an unreadable record, an
 * illegal ply (one line on stderr: which ply, which move, which rule) or a result that disagrees; 2 for
 * usage errors. Source: issue 2 §4.
 */
import { readFile } from 'node:fs/promises';
import type { AnyGame } from '../../src/core/game';
import { describeResult, describeStatus, parseRecordText, replayRecord, type PlyVerdict, type RecordError } from '../../src/core/record';
import { findGame } from '../../src/games/index';
import { EXIT, type Command } from '../command';
import { knownGames, parseFlags, requireGame, requiredFlag, stringFlag } from '../args';

function seatName(game: AnyGame, seat: number | undefined): string {
  return seat === undefined ? '-' : (game.players.seats[seat]?.name ?? `seat ${seat}`);
}

function verdictLine(game: AnyGame, v: PlyVerdict, width: number): string {
  const head = `ply ${String(v.ply).padStart(3)}  ${seatName(game, v.seat).padEnd(6)}  ${v.move.padEnd(width)}`;
  return v.legal ? `${head}  legal    ${v.position}` : `${head}  ILLEGAL  ${v.error.code}: ${v.error.message}`;
}

function reason(e: RecordError): string {
  const rule = e.rule === undefined ? '' : ` (${e.rule.sheet}: ${JSON.stringify(e.rule.quote)})`;
  return `${e.code}: ${e.message}${rule}`;
}

/** The `replay` command. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'check a game record ply by ply and print each verdict',
  usage: `usage: parlour replay [--game ID] --file RECORD.json [--json]

Replays a game record (see docs/records.md), printing one verdict line per ply and then the final
status against the recorded result.

  --game ID     the game the record must be of (default: the record's own "game")
  --file PATH   the record file
  --json        print the whole report as one JSON object instead of lines

Exit status: 0 every ply legal and the result agrees, 1 unreadable record, illegal ply or
disagreeing result (reason on stderr), 2 usage error.`,
  async run(argv, io) {
    const flags = parseFlags(argv, { game: { type: 'string' }, file: { type: 'string' }, json: { type: 'boolean' } });
    const path = requiredFlag(flags, 'file');
    const wanted = stringFlag(flags, 'game');
    if (wanted !== undefined) requireGame(wanted);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      io.err(`parlour replay: cannot read ${path}: ${(e as Error).message}\n`);
      return EXIT.failure;
    }
    const record = parseRecordText(text);
    if (!record.ok) {
      io.err(`parlour replay: ${path}: ${reason(record.error)}\n`);
      return EXIT.failure;
    }
    const id = record.value.game;
    if (wanted !== undefined && wanted !== id) {
      io.err(`parlour replay: ${path}: record/wrong-game: the record is a game of ${JSON.stringify(id)}, not ${wanted}\n`);
      return EXIT.failure;
    }
    const game = findGame(id);
    if (game === undefined) {
      io.err(`parlour replay: ${path}: record/unknown-game: ${JSON.stringify(id)} is not a known game (${knownGames()})\n`);
      return EXIT.failure;
    }
    const replayed = replayRecord(record.value, game);
    if (!replayed.ok) {
      io.err(`parlour replay: ${path}: ${reason(replayed.error)}\n`);
      return EXIT.failure;
    }
    const report = replayed.value;
    if (flags.json === true) {
      io.out(`${JSON.stringify(report)}\n`);
    } else {
      const width = Math.max(4, ...report.plies.map((v) => v.move.length));
      for (const v of report.plies) io.out(`${verdictLine(game, v, width)}\n`);
      io.out(`final: ${describeStatus(report.finalStatus, game)}\n`);
      io.out(`recorded: ${describeResult(report.recorded, game)}${report.ok ? ' (agrees)' : ''}\n`);
    }
    if (report.error !== undefined) {
      io.err(`parlour replay: ${path}: ${reason(report.error)}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  },
};
