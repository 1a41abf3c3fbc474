/**
 * Replay of a loaded record (issue 4 §3, issue 5): the record checked by `replayRecord`, its positions
 * computed once, and a cursor (the ply shown) moved by seeking.
 */
import type { AnyGame } from '../src/core/game';
import { parseRecordText, replayRecord, type GameRecord } from '../src/core/record';
import { err, ok, type Result } from '../src/core/result';
import { startOf } from '../src/core/start';
import { findGame } from '../src/games/index';
import type { HostError, ReplaySeek, ReplayView } from './types';

/** A record being replayed: every position from the start (index 0) to the last ply, and the ply shown. */
export interface Replay {
  readonly game: AnyGame;
  readonly record: GameRecord;
  readonly positions: readonly unknown[];
  ply: number;
}

/**
 * Reads and checks record text for replay; the last ply is shown first.
 * Errors: the record format's codes (`record/…`), `record/unknown-game`, the game's option, setup and
 * notation codes, `record/illegal` (a move that does not replay).
 */
export function openReplay(text: string): Result<Replay, HostError> {
  const parsed = parseRecordText(text);
  if (!parsed.ok) return err(parsed.error);
  const game = findGame(parsed.value.game);
  if (game === undefined) return err({ code: 'record/unknown-game', message: `the record is a game of ${JSON.stringify(parsed.value.game)}, which Parlour does not know` });
  const report = replayRecord(parsed.value, game);
  if (!report.ok) return err(report.error);
  if (report.value.error !== undefined) return err(report.value.error);
  const begun = startOf(game, parsed.value.options ?? {}, parsed.value.players ?? game.players.min, parsed.value.start);
  if (!begun.ok) return err({ code: begun.error.code, message: begun.error.message });
  let pos = begun.value.position;
  const positions = [pos];
  for (const m of parsed.value.moves) {
    const mv = game.parseMove(m);
    const r = mv.ok ? game.play(pos, mv.value) : undefined;
    if (r === undefined || !r.ok) return err({ code: 'record/illegal', message: `the record's move ${m} does not replay` });
    pos = r.value;
    positions.push(pos);
  }
  return ok({ game, record: parsed.value, positions, ply: positions.length - 1 });
}

/** The words for a termination other than the rules, as a status reason. */
const ENDED_BY: Readonly<Record<string, string>> = {
  resignation: 'by resignation',
  agreement: 'by agreement',
  time: 'on time',
  adjudication: 'by adjudication',
  forfeit: 'by forfeit',
};

/**
 * How the recorded game ended: the recorded result when it is won or drawn (with how, when not by the
 * rules), else the last position's status (`ongoing` for a record that stops before the end).
 */
function recordedEnd(r: Replay): ReplayView['status'] {
  const last = r.game.status(r.positions[r.positions.length - 1]);
  const res = r.record.result;
  if (res.kind === 'ongoing' || last.kind !== 'ongoing') return last;
  const reason = ENDED_BY[res.termination ?? 'rules'] ?? 'as recorded';
  return res.kind === 'won' ? { kind: 'won', winners: [...res.winners], reason } : { kind: 'draw', reason };
}

/** What the replay screen shows of `r` at its current ply. */
export function replayView(r: Replay): ReplayView {
  const pos = r.positions[r.ply];
  return {
    game: r.game.id,
    gameName: r.game.name,
    options: (r.record.options ?? {}) as ReplayView['options'],
    ply: r.ply,
    total: r.positions.length - 1,
    moves: r.record.moves,
    position: r.game.formatPosition(pos),
    contents: r.game.physical?.contents(pos) ?? {},
    status: r.game.status(pos),
    result: recordedEnd(r),
    meta: (r.record.meta ?? {}) as ReplayView['meta'],
  };
}

/** Moves the cursor of `r` to `seek.ply`. Errors: `host/bad-ply` (not an integer in 0..total). */
export function seekReplay(r: Replay, seek: ReplaySeek): Result<ReplayView, HostError> {
  if (!Number.isInteger(seek.ply) || seek.ply < 0 || seek.ply >= r.positions.length) {
    return err({ code: 'host/bad-ply', message: `ply must be 0..${r.positions.length - 1}` });
  }
  r.ply = seek.ply;
  return ok(replayView(r));
}
