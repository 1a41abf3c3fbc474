/**
 * Flags said at once: a reading judged before it settles (issue 4 §1: "lifting a man that may not be
 * taken is flagged at once"; "a wrong man moved is flagged at once"). Only lifts are judged: a man
 * arriving on a cell may be passing through (a slide), so arrivals wait for the board to settle
 * (`match.ts` {@link classify}).
 */
import type { PlayerIndex } from '../core/game';
import { changedCells, diffReading, isOccupied, readingMatches, type BoardReading } from './reading';
import { carriedFrom } from './hands';
import { makeGuidance, moveBackStep, putBackStep, type Guidance, type GuidanceStep } from './guidance';
import { msg } from '../i18n/index';
import { owner, spinFirst, waitOrAnnounced, type Prepared, type Refusal, type Successor } from './match';

/**
 * Judges a reading at once, before it settles (issue 4 §1: "lifting a man that may not be taken is
 * flagged at once"; "a wrong man moved is flagged at once"). Only lifts are judged here: a man arriving
 * on a cell may be passing through (a slide), so arrivals wait for the board to settle.
 *
 * A missing man is fine when an allowed move empties its cell at some stage, when the last move put it
 * there (it may carry on, or be taken back), or when it belongs to the next board seat after a first
 * ply that the board already shows complete (two plies in one window), or showed complete earlier in
 * `trace` with a reply of that seat emptying the cell (the reply may land on a cell the first ply
 * emptied, which hides the first ply from the reading now: issue 12 §13). Otherwise the flag says why.
 * @param trace the readings seen since the board last matched (oldest first).
 * @returns a `flag` guidance, or `undefined` when nothing is wrong yet.
 */
export function liftFlag<P, M>(prep: Prepared<P, M>, reading: BoardReading, trace: readonly BoardReading[] = []): Guidance | undefined {
  const { ctx, turn } = prep;
  if (turn === undefined) return undefined;
  const diff = diffReading(reading, prep.target, prep.cells, ctx.sensing);
  const bad: string[] = [];
  let reason: Refusal | undefined;
  for (const c of diff.missing) {
    if (prep.vacatable.has(c) || prep.lastMoveCells.has(c)) continue;
    const who = owner(prep.target, c);
    if (who === undefined) continue;
    if (who !== turn && ctx.boardSeats.includes(who) && (firstPlyDone(prep, reading) || replyUnderWay(prep, trace, c))) continue;
    bad.push(c);
    reason ??= liftReason(prep, c, who, turn);
  }
  if (bad.length === 0 || reason === undefined) return undefined;
  return makeGuidance('flag', reason.code, reason.reason, putBack(prep, reading, trace, bad));
}

/**
 * The steps that put the men of `cells` back: "put the man from c3 back on d2" when the readings show
 * d2's man carried to c3 (and standing there, where the position has none), else "put the man back on d2".
 */
function putBack<P, M>(prep: Prepared<P, M>, reading: BoardReading, trace: readonly BoardReading[], cells: readonly string[]): GuidanceStep[] {
  const carried = carriedFrom(prep.target, [...trace, reading], prep.cells);
  const at = new Map<string, string>();
  for (const [to, from] of carried) if (isOccupied(reading[to]) && (prep.target[to] ?? []).length === 0) at.set(from, to);
  return cells.map((c): GuidanceStep => {
    const seat = owner(prep.target, c)!;
    const from = at.get(c);
    return from === undefined ? putBackStep(c, seat) : moveBackStep(from, c, seat);
  });
}

/** `true` when the board shows some allowed first ply complete (its changed cells as after it). */
function firstPlyDone<P, M>(prep: Prepared<P, M>, reading: BoardReading): boolean {
  return prep.allowed.some((s) => firstPlyDoneBy(prep, s, reading));
}

/** `true` when the cells that allowed ply `s` changes read as after it. */
function firstPlyDoneBy<P, M>(prep: Prepared<P, M>, s: Successor<P, M>, reading: BoardReading): boolean {
  const sub: Record<string, BoardReading[string]> = {};
  for (const c of changedCells(prep.target, s.contents, prep.cells)) if (reading[c] !== undefined) sub[c] = reading[c];
  return readingMatches(sub, s.contents, prep.ctx.sensing);
}

/**
 * `true` when `trace` shows some allowed first ply complete and a reply from its result (by a board seat)
 * empties `cell` at some stage: the man on `cell` is the reply's, on its way.
 */
function replyUnderWay<P, M>(prep: Prepared<P, M>, trace: readonly BoardReading[], cell: string): boolean {
  const seen = prep.allowed.filter((s) => trace.some((r) => firstPlyDoneBy(prep, s, r)));
  if (seen.length === 0) return false;
  return prep.doubles().some((d) => seen.some((s) => s.moves[0] === d.moves[0]) && d.stages.some((st) => (st[cell] ?? []).length === 0));
}

function liftReason<P, M>(prep: Prepared<P, M>, cell: string, who: PlayerIndex, turn: PlayerIndex): Refusal {
  const { ctx } = prep;
  const name = prep.seatRef(turn);
  if (ctx.awaitsSpin === true) return spinFirst(name);
  if (who === turn && (!ctx.boardSeats.includes(turn) || ctx.expected !== undefined)) return waitOrAnnounced(prep, name);
  if (who === turn) {
    const why = ctx.explainer?.explainLift?.(ctx.game, ctx.position, cell);
    return why ?? { code: 'inference/cannot-move', reason: msg('inference.no-legal-move', { cell }) };
  }
  const captures = prep.allowed.some((s) => prep.cells.some((c) => owner(prep.target, c) !== undefined && owner(prep.target, c) !== turn && (s.contents[c] ?? []).length === 0));
  if (captures) {
    const why = ctx.explainer?.explainLift?.(ctx.game, ctx.position, cell);
    return why ?? { code: 'inference/untakeable', reason: msg('inference.untakeable', { cell }) };
  }
  return { code: 'inference/wrong-turn', reason: msg('inference.wrong-turn', { seat: name }) };
}
