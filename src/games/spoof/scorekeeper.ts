/**
 * The scorekeeper for Spoof played at a real table: players tap what happened on the real board, Parlour
 * keeps the men counts and the turn by the sheet, referees the square rules, declares the winner, and
 * undoes a wrong tap.
 *
 * Source: issue 8 §4 and `003_f3d54d3140fde9d6.txt` (the sentences in `SPOOF_RULES`). The scorekeeper cannot
 * see the board, so it keeps counts per side: men in the squares, men in the open, men out of play on the
 * neutral ground. Each tap is one shot's verdict ({@link ScoreAction}); it says where the shot man was shot
 * from (`squares` or `open`). The scorekeeper applies the square rules itself: a tap of "covered a man in
 * the squares" while the opponent has men in the open becomes the penalty the sheet names ("the man is
 * lost to the player"), so players need not know the rule by heart.
 *
 * A pure state machine: {@link applyScore} returns a new {@link ScoreSheet} or a `scorekeeper/…` error;
 * {@link undoScore} steps back one tap.
 */
import { err, ok, type Result } from '../../core/result';
import type { PlayerIndex, Status } from '../../core/game';
import { DEFAULT_OPTIONS, type SpoofOptions } from './options';
import { opponent, seatOf, statusOfCounts } from './position';
import { msg, type Message } from '../../i18n/index';
import { announce, type OutcomeKind } from './rules';

/** Where the shot man was flicked from. */
export const SHOT_FROM = ['squares', 'open'] as const;
/** One of {@link SHOT_FROM}. */
export type ShotFrom = (typeof SHOT_FROM)[number];

/** The men counts of one side. */
export interface SideTally {
  /** Men in the squares (any square). */
  readonly squares: number;
  /** Men out in the open space. */
  readonly open: number;
  /** Men out of play on the neutral ground. */
  readonly out: number;
}

/**
 * One tap: the verdict of a shot (all but `other-out`), or another man put out of play by it.
 * - `covered`: the shot man covered `inOpen` opponent's men in the open and `inSquares` in the squares
 *   (none of its own side's). The scorekeeper checks the square rules.
 * - `missed`: it stopped in the open (or anywhere harmless) covering nothing.
 * - `lines`: it stopped on the lines of a square (not of the squares it was shot from).
 * - `attacked`: it attacked the opponent's squares without covering (struck a man in a square without
 *   knocking him quite out, or stopped inside a square). The scorekeeper checks the square rules.
 * - `neutral` / `off-board`: it came to rest on the neutral ground / went off the board.
 * - `not-out`: shot from the squares, it did not go quite out of them (and knocked no man quite out).
 * - `covered-own`: it covered a man of its own side (alone or with an opponent's).
 * - `knocked-out`: it knocked a man quite out of his square (also when it stopped on its own lines: this
 *   verdict comes first); the knocked man goes back into his square, even from off the board.
 * - `other-out`: another man (of `owner`, from `from`) was knocked onto the neutral ground, or a man in
 *   the open off the board; this does not end the shot, tap the shot man's verdict as well.
 */
export type ScoreAction =
  | { readonly kind: 'covered'; readonly from: ShotFrom; readonly inOpen: number; readonly inSquares: number }
  | { readonly kind: 'missed' | 'lines' | 'attacked' | 'neutral' | 'off-board' | 'covered-own' | 'knocked-out'; readonly from: ShotFrom }
  | { readonly kind: 'not-out' }
  | { readonly kind: 'other-out'; readonly owner: PlayerIndex; readonly from: ShotFrom };

/** One line of the score log. */
export interface ScoreEntry {
  readonly shooter: PlayerIndex;
  readonly action: ScoreAction;
  /** The verdict applied (after refereeing), or `undefined` for `other-out`. */
  readonly verdict?: OutcomeKind;
  readonly announcement: Message;
}

/** The scorekeeper's state after some taps. Immutable. */
export interface ScoreTally {
  readonly options: SpoofOptions;
  /** [Stars, Plain]. */
  readonly sides: readonly [SideTally, SideTally];
  /** The side to shoot. */
  readonly turn: PlayerIndex;
  /** Shots tapped so far (verdicts; `other-out` taps do not count). */
  readonly shots: number;
  /** The taps so far, oldest first. */
  readonly log: readonly ScoreEntry[];
}

/** A tally with its undo stack. */
export interface ScoreSheet {
  readonly tally: ScoreTally;
  /** Earlier tallies, most recent last; {@link undoScore} pops one. */
  readonly past: readonly ScoreTally[];
}

/** Why a tap was refused. */
export interface ScoreError {
  readonly code: string;
  readonly message: Message;
}

/** A fresh score sheet: six men each in the squares, Stars to shoot first. */
export function newScoreSheet(options: SpoofOptions = DEFAULT_OPTIONS): ScoreSheet {
  const side: SideTally = { squares: 6, open: 0, out: 0 };
  return { tally: { options, sides: [side, side], turn: 0, shots: 0, log: [] }, past: [] };
}

/** Men in play of `side` (squares + open). */
export function tallyInPlay(t: ScoreTally, side: PlayerIndex): number {
  const s = t.sides[side]!;
  return s.squares + s.open;
}

/** Ongoing, won or drawn, by the same rules as the on-screen game (see `status` in `index.ts`). */
export function scoreStatus(t: ScoreTally): Status {
  return statusOfCounts(tallyInPlay(t, 0), tallyInPlay(t, 1), t.shots, t.options.shotLimit);
}

/** A button the table screen may show now, with the `from` values it accepts and the most men it can cover. */
export interface ScoreButton {
  readonly kind: ScoreAction['kind'];
  readonly from: readonly ShotFrom[];
  /** For `covered`: the most opponent's men that can be covered in the open / in the squares. */
  readonly maxInOpen?: number;
  readonly maxInSquares?: number;
}

/** The buttons that make sense for the side to shoot (none once the game is over). */
export function scoreButtons(t: ScoreTally): readonly ScoreButton[] {
  if (scoreStatus(t).kind !== 'ongoing') return [];
  const me = t.sides[t.turn]!;
  const them = t.sides[opponent(t.turn)]!;
  const from: ShotFrom[] = [];
  if (me.squares > 0) from.push('squares');
  if (me.open > 0) from.push('open');
  const buttons: ScoreButton[] = [];
  if (them.open + them.squares > 0) buttons.push({ kind: 'covered', from, maxInOpen: them.open, maxInSquares: them.squares });
  for (const kind of ['missed', 'lines', 'attacked', 'neutral', 'off-board', 'covered-own', 'knocked-out'] as const) buttons.push({ kind, from });
  if (me.squares > 0) buttons.push({ kind: 'not-out', from: ['squares'] });
  const otherFrom: ShotFrom[] = [];
  if (me.squares + them.squares > 0) otherFrom.push('squares');
  if (me.open + them.open > 0) otherFrom.push('open');
  if (otherFrom.length > 0) buttons.push({ kind: 'other-out', from: otherFrom });
  return buttons;
}

type Mut = { squares: number; open: number; out: number };

function fail(code: string, message: Message): Result<never, ScoreError> {
  return err({ code: `scorekeeper/${code}`, message });
}

/**
 * Applies one tap.
 * Errors (`code`): `scorekeeper/game-over`; `scorekeeper/no-man` (no man of the side where the tap says it
 * was shot from, or no such man for `other-out`); `scorekeeper/count` (covered count not a whole number ≥ 0,
 * none covered, or more than the opponent has there).
 */
export function applyScore(sheet: ScoreSheet, action: ScoreAction): Result<ScoreSheet, ScoreError> {
  const t = sheet.tally;
  if (scoreStatus(t).kind !== 'ongoing') return fail('game-over', msg('spoof.score.game-over'));
  const p = t.turn;
  const q = opponent(p);
  const sides: [Mut, Mut] = [{ ...t.sides[0] }, { ...t.sides[1] }];
  const me = sides[p]!;
  const them = sides[q]!;

  if (action.kind === 'other-out') {
    const s = sides[action.owner];
    if (s === undefined || s[action.from] < 1) {
      return fail('no-man', msg('spoof.score.no-man-out', { seat: seatOf(action.owner), from: action.from }));
    }
    s[action.from] -= 1;
    s.out += 1;
    const announcement = msg('spoof.score.other-out', { seat: seatOf(action.owner) });
    return ok(push(sheet, { ...t, sides, log: [...t.log, { shooter: p, action, announcement }] }));
  }
  const from: ShotFrom = action.kind === 'not-out' ? 'squares' : action.from;
  if (me[from] < 1) return fail('no-man', msg('spoof.score.no-man', { seat: seatOf(p), from }));
  const ownOtherInOpen = me.open - (from === 'open' ? 1 : 0) > 0;
  const oppInOpen = them.open > 0;
  const loseMan = () => {
    me[from] -= 1;
    them.squares += 1;
  };
  const toOpen = () => {
    if (from === 'squares') {
      me.squares -= 1;
      me.open += 1;
    }
  };
  // The square rules: the penalty verdict of an attack on the squares, or undefined when it is allowed.
  const attackPenalty = (): OutcomeKind | undefined => {
    if (oppInOpen) {
      loseMan();
      return 'attack-opponent-in-open';
    }
    if (ownOtherInOpen && t.options.ownInOpenAttack !== 'allowed') {
      if (t.options.ownInOpenAttack === 'man-lost') loseMan();
      else toOpen();
      return 'attack-own-in-open';
    }
    return undefined;
  };
  let verdict: OutcomeKind;
  let captured = 0;
  switch (action.kind) {
    case 'covered': {
      const { inOpen, inSquares } = action;
      if (!Number.isInteger(inOpen) || !Number.isInteger(inSquares) || inOpen < 0 || inSquares < 0 || inOpen + inSquares < 1) {
        return fail('count', msg('spoof.score.count'));
      }
      if (inOpen > them.open || inSquares > them.squares) {
        return fail('count', msg('spoof.score.too-many', { seat: seatOf(q), open: them.open, squares: them.squares }));
      }
      const penalty = inSquares > 0 ? attackPenalty() : undefined;
      if (penalty !== undefined) {
        verdict = penalty;
      } else {
        verdict = 'captured';
        captured = inOpen + inSquares;
        them.open -= inOpen;
        them.squares -= inSquares;
        me.squares += captured;
        // "His own man takes the position of the one captured": in the open if any captured man was there.
        me[from] -= 1;
        if (inOpen > 0) me.open += 1;
        else me.squares += 1;
      }
      break;
    }
    case 'attacked':
      verdict = attackPenalty() ?? 'missed';
      if (verdict === 'missed') toOpen();
      break;
    case 'missed':
      verdict = 'missed';
      toOpen();
      break;
    case 'lines':
      if (oppInOpen) {
        verdict = 'lines-opponent-in-open';
        loseMan();
      } else {
        verdict = 'missed';
        toOpen();
      }
      break;
    case 'neutral':
    case 'off-board':
      verdict = action.kind;
      me[from] -= 1;
      me.out += 1;
      break;
    case 'not-out':
      verdict = 'not-out';
      break;
    case 'covered-own':
      verdict = 'covered-own';
      if (from === 'open') {
        me.open -= 1;
        me.squares += 1;
      }
      break;
    case 'knocked-out':
      verdict = 'knocked-out';
      loseMan();
      break;
  }
  const turnKept = verdict === 'captured';
  const announcement = msg('spoof.announce.by', { seat: seatOf(p), verdict: announce(verdict, p, captured, t.options.ownInOpenAttack === 'man-lost') });
  return ok(
    push(sheet, {
      ...t,
      sides,
      turn: turnKept ? p : q,
      shots: t.shots + 1,
      log: [...t.log, { shooter: p, action, verdict, announcement }],
    }),
  );
}

function push(sheet: ScoreSheet, tally: ScoreTally): ScoreSheet {
  return { tally, past: [...sheet.past, sheet.tally] };
}

/** Undoes the last tap; `undefined` when there is nothing to undo. */
export function undoScore(sheet: ScoreSheet): ScoreSheet | undefined {
  const prev = sheet.past[sheet.past.length - 1];
  if (prev === undefined) return undefined;
  return { tally: prev, past: sheet.past.slice(0, -1) };
}
