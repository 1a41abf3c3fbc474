/**
 * What the teetotum games' screens read from a session view about spins: the last spin (its two numbers,
 * sum, doublet, whether it was entered by hand), the faces of the teetotum, and the words for them.
 * Pure functions over the view (no rules here beyond reading spin notation: `src/games/teetotum/spin.ts`).
 *
 * Source: `001_08482469b23ea4ed.txt`, Game of Arch: "using the mum of the numbers obtained by the spin";
 * Game of Quoits: "except in case of a doublet, which has its corresponding numbered Quoit space"; issue 7
 * §1, §5 ("An animated teetotum spin showing both numbers ..., the sum, and the doublet").
 */
import type { SessionView } from '$api';
import { DEFAULT_FACES, parseSpinMove } from '$games/teetotum/spin';
import { msg, type MessageOf } from '$i18n';
import { seatName } from './men';

/** A spin as the screen shows it. */
export interface SpinLook {
  /** The two numbers shown, lower first. */
  readonly a: number;
  readonly b: number;
  /** Their sum: the spaces an arrow moves, or the Quoit space named. */
  readonly sum: number;
  /** Both numbers equal. */
  readonly doublet: boolean;
  /** `true` when the numbers were read off a real teetotum and entered by hand (`3+5h`). */
  readonly hand: boolean;
  /** The seat that spun. */
  readonly seat: number;
  /** The 1-based ply of the spin (changes with every new spin, so it keys the animation). */
  readonly ply: number;
}

/** Reads a spin notation (`3+5`, `3+5h`); `undefined` for anything else. */
export function readSpin(notation: string): Pick<SpinLook, 'a' | 'b' | 'sum' | 'doublet' | 'hand'> | undefined {
  const r = parseSpinMove(notation);
  if (r === undefined || !r.ok) return undefined;
  const { a, b, source } = r.value;
  return { a, b, sum: a + b, doublet: a === b, hand: source === 'hand' };
}

/** The last spin of the game, when the last move was one. */
export function lastSpin(view: Pick<SessionView, 'moves'>): SpinLook | undefined {
  const m = view.moves[view.moves.length - 1];
  if (m === undefined) return undefined;
  const s = readSpin(m.notation);
  return s === undefined ? undefined : { ...s, seat: m.seat, ply: m.ply };
}

/** The most recent spin anywhere in the game (the last move, or an earlier one), for the teetotum's face. */
export function latestSpin(view: Pick<SessionView, 'moves'>): SpinLook | undefined {
  for (let i = view.moves.length - 1; i >= 0; i--) {
    const m = view.moves[i]!;
    const s = readSpin(m.notation);
    if (s !== undefined) return { ...s, seat: m.seat, ply: m.ply };
  }
  return undefined;
}

/** The faces of the teetotum from the view's (raw) rule options; default 1 to 6. */
export function facesOf(options: unknown): readonly number[] {
  const f = typeof options === 'object' && options !== null ? (options as { faces?: unknown }).faces : undefined;
  if (Array.isArray(f) && f.length >= 2 && f.every((n) => Number.isInteger(n) && n >= 1)) return f as number[];
  return DEFAULT_FACES;
}

/** A spin's numbers as a message: "3 and 4" / "double 3" (`moves.spin.words`). */
export function spinWords(s: Pick<SpinLook, 'a' | 'b'>): MessageOf<'moves.spin.words'> {
  return msg('moves.spin.words', { a: s.a, b: s.b, doublet: s.a === s.b ? 'yes' : 'no' });
}

/** A spin in the move list: "spun 3 and 4", "spun double 2 (by hand)" (`moves.spin.spun`). */
export function spunWords(s: Pick<SpinLook, 'a' | 'b' | 'hand'>): MessageOf<'moves.spin.spun'> {
  return msg('moves.spin.spun', { spin: spinWords(s), hand: s.hand ? 'yes' : 'no' });
}

/** Who may spin now on this screen: the seat to move when it is a screen or board player (not the computer). */
export function spinnerOf(view: SessionView): { seat: number; name: string } | undefined {
  if (view.awaitsSpin !== true || view.phase !== 'playing' || view.turn === null || view.candidates !== null) return undefined;
  const seat = view.seats[view.turn];
  if (seat === undefined || seat.kind === 'computer') return undefined;
  return { seat: seat.seat, name: seatName(view, seat.seat) };
}

/**
 * Whether the person on screen may make the (non-spin) move now: a screen seat's turn, or a board seat's
 * when no sensor board is connected (the board seat then plays on screen).
 */
export function screenMayMove(view: SessionView): boolean {
  if (view.awaitsSpin === true || view.phase !== 'playing' || view.turn === null || view.candidates !== null) return false;
  const kind = view.seats[view.turn]?.kind;
  return kind === 'screen' || (kind === 'board' && view.board.kind === 'none');
}

/** `true` when less motion is asked for (the spin then shows its result at once): `../../lib/motion.ts`. */
export { prefersReducedMotion } from '../../lib/motion';
