/**
 * The game record: one generic, game-independent format for a whole game (documented in
 * `docs/records.md`), and replay as a fold of `play` over its moves.
 *
 * A record is `setup + ordered actions` (pattern: boardgame.io's log, `../shared/style/anchors.md`
 * practice 10): the game id, the rule options (a preset name and/or explicit values, validated by the
 * game's options gate on replay; Parlour saves them complete, every option as resolved, so that a
 * changed default cannot change a saved game), an optional start position in the game's notation, the moves in
 * the game's notation (teetotum spins are moves too), the result, and free-text metadata (source, event,
 * players' names). Replay checks every ply with the game's own rules and the recorded result against the
 * final status.
 */
import { z } from 'zod';
import type { AnyGame, MoveError, PlayerIndex, Status } from './game';
import { checkJsonText, MAX_JSON_DEPTH } from './json-bounds';
import { jsonFaultMessage, parseJsonText } from './json-text';
import { startOf } from './start';
import { err, ok, type Result } from './result';
import { msg, type Message } from '../i18n/index';

/** The `format` tag of every record file. */
export const RECORD_FORMAT = 'parlour-record';
/** The record format version this code reads and writes. */
export const RECORD_VERSION = 1;

/** How a decided game ended when not by the rules alone. */
export const TERMINATIONS = ['rules', 'resignation', 'agreement', 'time', 'adjudication', 'forfeit'] as const;
/** One of {@link TERMINATIONS}; `rules` (the default) means the final position itself decides the result. */
export type Termination = (typeof TERMINATIONS)[number];

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

const resultSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ongoing') }),
  z.strictObject({
    kind: z.literal('won'),
    winners: z.array(z.number().int().min(0)).min(1),
    termination: z.enum(TERMINATIONS).optional(),
  }),
  z.strictObject({ kind: z.literal('draw'), termination: z.enum(TERMINATIONS).optional() }),
]);

const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  game: z.string().min(1),
  options: z.record(z.string(), jsonValue).optional(),
  players: z.number().int().min(1).optional(),
  start: z.string().optional(),
  moves: z.array(z.string()),
  result: resultSchema,
  meta: z.record(z.string(), z.string()).optional(),
});

/** The recorded result: unfinished, won by `winners`, or drawn; `termination` says how (default `rules`). */
export type RecordResult = z.output<typeof resultSchema>;

/**
 * A game record (format version 1). Field by field in `docs/records.md`.
 * - `options`: the options object for the game's options gate: complete as Parlour saves it
 *   (`{"flying":false,"blocked":"loses",…}`), or partial as written by hand or by an earlier version
 *   (`{"preset":"modern"}`, `{}`), the rest then taking today's defaults.
 * - `players`: player count (default: the game's minimum).
 * - `start`: start position in the game's notation (default: the game's setup).
 * - `moves`: every ply in the game's move notation.
 * - `meta`: free text; `source` should cite where a transcribed game comes from.
 */
export type GameRecord = z.output<typeof recordSchema>;

/** Why a record could not be read or does not replay. `ply` is 1-based when a ply is at fault. */
export interface RecordError {
  readonly code: string;
  readonly message: Message;
  readonly ply?: number;
  readonly rule?: MoveError['rule'];
}

/**
 * Validates an untrusted value (parsed JSON) as a {@link GameRecord}.
 * Errors: `record/invalid` listing every problem (wrong `format`/`version`, missing `moves`, a non-string
 * move, an unknown key, a malformed result…).
 */
export function parseRecord(raw: unknown): Result<GameRecord, RecordError> {
  const r = recordSchema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issues = r.error.issues.map((i) => `${i.path.join('.') || '(record)'}: ${i.message}`);
  return err({ code: 'record/invalid', message: msg('record.invalid', { why: issues.join('; ') }) });
}

/**
 * Reads a record from JSON text. Errors: `record/too-deep` (nested more than `MAX_JSON_DEPTH` levels,
 * found before parsing: the schema's JSON values recurse once per level), `record/json` (not JSON) and
 * those of {@link parseRecord}.
 */
export function parseRecordText(text: string): Result<GameRecord, RecordError> {
  const shallow = checkJsonText(text, { depth: MAX_JSON_DEPTH });
  if (!shallow.ok) return err({ code: 'record/too-deep', message: msg('record.bounds', { why: shallow.error.message }) });
  const raw = parseJsonText(text);
  if (!raw.ok) return err({ code: 'record/json', message: msg('record.json', { where: jsonFaultMessage(raw.error) }) });
  return parseRecord(raw.value);
}

/** Writes a record as pretty JSON (2 spaces, keys in the documented order, trailing newline). */
export function formatRecord(record: GameRecord): string {
  const ordered: Record<string, unknown> = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: record.game,
    ...(record.options === undefined ? {} : { options: record.options }),
    ...(record.players === undefined ? {} : { players: record.players }),
    ...(record.start === undefined ? {} : { start: record.start }),
    moves: record.moves,
    result: record.result,
    ...(record.meta === undefined ? {} : { meta: record.meta }),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** The verdict on one ply of a replay. */
export type PlyVerdict =
  | {
      readonly ply: number;
      /** The seat that played it. */
      readonly seat: PlayerIndex | undefined;
      readonly move: string;
      readonly legal: true;
      /** The position after the ply, in the game's notation. */
      readonly position: string;
      readonly status: Status;
    }
  | {
      readonly ply: number;
      readonly seat: PlayerIndex | undefined;
      readonly move: string;
      readonly legal: false;
      /** The position in which the move was refused (unchanged), in the game's notation. */
      readonly position: string;
      readonly error: RecordError;
    };

/** The outcome of a fold over moves: the verdicts, and the last position reached. */
export interface FoldResult<P> {
  /** One verdict per ply tried; the last is the failing one when `error` is set. */
  readonly plies: readonly PlyVerdict[];
  /** The position after the last legal ply (the start position when none was). */
  readonly position: P;
  /** The first unreadable or illegal move, if any (folding stops there). */
  readonly error?: RecordError;
}

/**
 * Replays `moves` (notation strings) from `start` with the game's rules: a left fold of `play`.
 * Stops at the first move that does not parse (`code` of the game's notation error) or that `play`
 * refuses (the game's `MoveError` code and rule), reporting its 1-based ply number.
 */
export function foldMoves<P>(game: AnyGame, start: P, moves: readonly string[]): FoldResult<P> {
  type Acc = { plies: PlyVerdict[]; position: P; error?: RecordError };
  return moves.reduce<Acc>(
    (acc, text, i) => {
      if (acc.error !== undefined) return acc;
      const ply = i + 1;
      const seat = game.turn(acc.position);
      const fail = (e: RecordError): Acc => ({
        plies: [...acc.plies, { ply, seat, move: text, legal: false, position: game.formatPosition(acc.position), error: e }],
        position: acc.position,
        error: e,
      });
      const parsed = game.parseMove(text);
      if (!parsed.ok) return fail({ code: parsed.error.code, message: msg('record.ply', { ply, move: text, reason: parsed.error.message }), ply });
      const played = game.play(acc.position, parsed.value);
      if (!played.ok) {
        const e = played.error as MoveError;
        return fail({
          code: e.code,
          message: msg('record.ply', { ply, move: text, reason: e.message }),
          ply,
          ...(e.rule === undefined ? {} : { rule: e.rule }),
        });
      }
      const position = played.value as P;
      acc.plies.push({ ply, seat, move: text, legal: true, position: game.formatPosition(position), status: game.status(position) });
      return { plies: acc.plies, position };
    },
    { plies: [], position: start },
  );
}

/** The full report of {@link replayRecord}. */
export interface ReplayReport {
  /** `true` when every ply is legal and the recorded result agrees with the final status. */
  readonly ok: boolean;
  readonly plies: readonly PlyVerdict[];
  /** The final position in notation (after the last legal ply). */
  readonly finalPosition: string;
  readonly finalStatus: Status;
  /** The recorded result, for comparison. */
  readonly recorded: RecordResult;
  /** The first problem: bad options or start, an illegal ply, or a result that disagrees. */
  readonly error?: RecordError;
}

/**
 * Replays a whole record with `game`.
 *
 * Errors (in `report.error`; `ok` is then false): `record/wrong-game` (the record names another game),
 * `options/invalid` (the options gate refused the record's options), `setup/…` or `notation/…` (bad
 * player count or start position), the game's move codes (an illegal ply, with `ply` and `rule`),
 * `record/result-mismatch` (the recorded result disagrees with the final position: a result `by rules`
 * must equal the final status; one by resignation, agreement, time, adjudication or forfeit requires the
 * game to be still undecided by the rules; `ongoing` requires it undecided too).
 * Problems found before the first ply (wrong game, options, players, start) are returned as an `err`;
 * from the first ply on, the report is returned with `ok: false` and `error` set, so the plies that did
 * replay are kept.
 */
export function replayRecord(record: GameRecord, game: AnyGame): Result<ReplayReport, RecordError> {
  if (record.game !== game.id) {
    return err({ code: 'record/wrong-game', message: msg('record.wrong-game', { recorded: JSON.stringify(record.game), game: game.id }) });
  }
  const begun = startOf(game, record.options ?? {}, record.players ?? game.players.min, record.start);
  if (!begun.ok) return err({ code: begun.error.code, message: msg('record.start', { step: begun.error.step, reason: begun.error.message }) });
  const fold = foldMoves(game, begun.value.position, record.moves);
  const finalStatus: Status = game.status(fold.position);
  const base = {
    plies: fold.plies,
    finalPosition: game.formatPosition(fold.position),
    finalStatus,
    recorded: record.result,
  };
  if (fold.error !== undefined) return ok({ ok: false, ...base, error: fold.error });
  const mismatch = compareResult(record.result, finalStatus, game);
  if (mismatch !== undefined) return ok({ ok: false, ...base, error: { code: 'record/result-mismatch', message: mismatch } });
  return ok({ ok: true, ...base });
}

/** A status for people ("won by Black (White has lost all but two men …)"), naming seats by the catalogue. */
export function describeStatus(status: Status, game: AnyGame): Message {
  switch (status.kind) {
    case 'ongoing':
      return msg('record.status.ongoing');
    case 'won':
      return msg('record.status.won', { seats: status.winners.map((seat) => ({ game: game.id, seat })), reason: status.reason });
    case 'draw':
      return msg('record.status.draw', { reason: status.reason });
  }
}

/** A recorded result for people ("won by White (resignation)"). */
export function describeResult(result: RecordResult, game: AnyGame): Message {
  switch (result.kind) {
    case 'ongoing':
      return msg('record.result.ongoing');
    case 'won':
      return msg('record.result.won', { seats: result.winners.map((seat) => ({ game: game.id, seat })), termination: result.termination ?? 'rules' });
    case 'draw':
      return msg('record.result.draw', { termination: result.termination ?? 'rules' });
  }
}

function compareResult(recorded: RecordResult, final: Status, game: AnyGame): Message | undefined {
  const actual = describeStatus(final, game);
  const claimed = describeResult(recorded, game);
  if (recorded.kind === 'ongoing' || (recorded.termination ?? 'rules') !== 'rules') {
    if (final.kind === 'ongoing') return undefined;
    return msg('record.mismatch.decided', { claimed, actual });
  }
  if (recorded.kind !== final.kind) return msg('record.mismatch.final', { claimed, actual });
  if (recorded.kind === 'won' && final.kind === 'won') {
    const a = [...recorded.winners].sort((x, y) => x - y).join(',');
    const b = [...final.winners].sort((x, y) => x - y).join(',');
    if (a !== b) return msg('record.mismatch.final', { claimed, actual });
  }
  return undefined;
}

/**
 * Builds a record (for sessions, tools and tests) with the current format tag and version.
 * @param moves the plies in the game's notation; `options` as given to the options gate.
 */
export function makeRecord(
  game: AnyGame,
  moves: readonly string[],
  result: RecordResult,
  extra: { options?: Record<string, unknown>; players?: number; start?: string; meta?: Record<string, string> } = {},
): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: game.id,
    ...(extra.options === undefined ? {} : { options: extra.options }),
    ...(extra.players === undefined ? {} : { players: extra.players }),
    ...(extra.start === undefined ? {} : { start: extra.start }),
    moves: [...moves],
    result,
    ...(extra.meta === undefined ? {} : { meta: extra.meta }),
  };
}
