/**
 * `parlour replay [--game ID] --file RECORD.json [--json]`: checks a whole game record (format:
 * `docs/records.md`) ply by ply and prints each ply's verdict, then the final status against the
 * recorded result. Exit 0 when every ply is legal and the result agrees; 1 for an unreadable record, an
 * illegal ply (one line on stderr: which ply, which move, which rule) or a result that disagrees; 2 for
 * usage errors. Source: issue 2 §4.
 */
import { readFile } from 'node:fs/promises';
import type { AnyGame } from '../../src/core/game';
import { describeResult, describeStatus, parseRecordText, replayRecord, type PlyVerdict } from '../../src/core/record';
import { findGame } from '../../src/games/index';
import { EXIT, type Command } from '../command';
import { describeError, knownGames, parseFlags, requireGame, requiredFlag, stringFlag } from '../args';
import { msg, withText, type Translator } from '../../src/i18n/index';
import { USAGE } from '../help';

function seatName(game: AnyGame, seat: number | undefined, tr: Translator): string {
  return seat === undefined ? '-' : tr.say(msg('cli.seat', { seat: { game: game.id, seat } }));
}

function verdictLine(game: AnyGame, v: PlyVerdict, width: number, tr: Translator): string {
  const head = tr.t('cli.replay.ply', { ply: String(v.ply).padStart(3), seat: seatName(game, v.seat, tr).padEnd(6), move: v.move.padEnd(width) });
  return v.legal ? tr.t('cli.replay.legal', { head, position: v.position }) : tr.t('cli.replay.illegal', { head, code: v.error.code, reason: v.error.message });
}


/** The `replay` command. */
export const replayCommand: Command = {
  name: 'replay',
  summary: msg('cli.help.replay.summary'),
  usage: USAGE.replay,
  async run(argv, io) {
    const flags = parseFlags(argv, { game: { type: 'string' }, file: { type: 'string' }, json: { type: 'boolean' } });
    const path = requiredFlag(flags, 'file');
    const wanted = stringFlag(flags, 'game');
    if (wanted !== undefined) requireGame(wanted);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (e) {
      io.err(`parlour replay: ${io.tr.t('cli.cannot-read', { path, why: (e as Error).message })}\n`);
      return EXIT.failure;
    }
    const record = parseRecordText(text);
    if (!record.ok) {
      io.err(`parlour replay: ${path}: ${describeError(record.error, io.tr)}\n`);
      return EXIT.failure;
    }
    const id = record.value.game;
    if (wanted !== undefined && wanted !== id) {
      io.err(`parlour replay: ${path}: record/wrong-game: ${io.tr.t('record.wrong-game', { recorded: JSON.stringify(id), game: wanted })}\n`);
      return EXIT.failure;
    }
    const game = findGame(id);
    if (game === undefined) {
      io.err(`parlour replay: ${path}: record/unknown-game: ${io.tr.t('cli.unknown-game', { game: JSON.stringify(id), known: knownGames() })}\n`);
      return EXIT.failure;
    }
    const replayed = replayRecord(record.value, game);
    if (!replayed.ok) {
      io.err(`parlour replay: ${path}: ${describeError(replayed.error, io.tr)}\n`);
      return EXIT.failure;
    }
    const report = replayed.value;
    if (flags.json === true) {
      // Output for programs: reasons stay the English sentences they always were.
      io.out(`${JSON.stringify(withText(report, 'en'))}\n`);
    } else {
      const width = Math.max(4, ...report.plies.map((v) => v.move.length));
      for (const v of report.plies) io.out(`${verdictLine(game, v, width, io.tr)}\n`);
      io.out(`${io.tr.t('cli.replay.final', { status: describeStatus(report.finalStatus, game) })}\n`);
      io.out(`${io.tr.t('cli.replay.recorded', { result: describeResult(report.recorded, game), agrees: report.ok ? 'yes' : 'no' })}\n`);
    }
    if (report.error !== undefined) {
      io.err(`parlour replay: ${path}: ${describeError(report.error, io.tr)}\n`);
      return EXIT.failure;
    }
    return EXIT.ok;
  },
};
