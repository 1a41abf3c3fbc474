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
import { msg } from '../src/i18n/index';

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
  if (game === undefined) return err({ code: 'record/unknown-game', message: msg('host.record-unknown-game', { game: JSON.stringify(parsed.value.game) }) });
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
    if (r === undefined || !r.ok) return err({ code: 'record/illegal', message: msg('host.record-illegal', { move: m }) });
    pos = r.value;
    positions.push(pos);
  }
  return ok({ game, record: parsed.value, positions, ply: positions.length - 1 });
}

/** Terminations other than the rules that a status reason names (`play.replay.by`). */
const ENDED_BY = ['resignation', 'agreement', 'time', 'adjudication', 'forfeit'] as const;

/**
 * How the recorded game ended: the recorded result when it is won or drawn (with how, when not by the
 * rules), else the last position's status (`ongoing` for a record that stops before the end).
 */
function recordedEnd(r: Replay): ReplayView['status'] {
  const last = r.game.status(r.positions[r.positions.length - 1]);
  const res = r.record.result;
  if (res.kind === 'ongoing' || last.kind !== 'ongoing') return last;
  const t = res.termination ?? 'rules';
  const how = (ENDED_BY as readonly string[]).includes(t) ? (t as (typeof ENDED_BY)[number]) : 'other';
  const reason = msg('play.replay.by', { how });
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
    return err({ code: 'host/bad-ply', message: msg('host.bad-ply', { max: r.positions.length - 1 }) });
  }
  r.ply = seek.ply;
  return ok(replayView(r));
}
