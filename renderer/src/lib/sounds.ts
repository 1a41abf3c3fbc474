/**
 * Which sound a change of the game calls for (issue 14: "Sounds for move, capture, illegal and game
 * over, off by default, with a volume"): a pure reading of two views one after the other, and of a
 * refusal. `./sound.svelte.ts` plays them.
 */
import type { SessionView } from '$api';

/** The sounds Parlour makes. */
export const SOUND_KINDS = ['move', 'capture', 'illegal', 'over'] as const;
/** One of {@link SOUND_KINDS}. */
export type SoundKind = (typeof SOUND_KINDS)[number];

/**
 * `true` when ply `notation` of game `game` took men: a Morris capture (`g7xa1`, `d2-d3xb6`: `x` and
 * the point taken). The other games take no men by their notation (Spoof's shots say what they won only
 * after the slide), so their plies sound as moves.
 */
export function isCapture(game: string, notation: string): boolean {
  return game === 'morris' && /x[a-g][1-7]/.test(notation);
}

/**
 * The sound for the change from `before` to `after`: `over` when the game has just ended, `capture` or
 * `move` when plies were added (the last one's kind), nothing otherwise (the same game redrawn, a
 * takeback, a new game, a hint).
 */
export function soundFor(before: SessionView | null, after: SessionView | null): SoundKind | undefined {
  if (before === null || after === null || before.id !== after.id) return undefined;
  if (before.status.kind === 'ongoing' && after.status.kind !== 'ongoing') return 'over';
  if (after.moves.length <= before.moves.length) return undefined;
  const last = after.moves[after.moves.length - 1];
  return last !== undefined && isCapture(after.game, last.notation) ? 'capture' : 'move';
}
