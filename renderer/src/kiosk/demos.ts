/**
 * The how-to page's animated first moves (issue 16: "an animated first move"; kiosk-practice K14: "a
 * looping animation, literal first-move instructions"): for each game, a few opening plies that show its
 * kinds of move, played with the game's own rules (`$games`), so the pictures cannot disagree with them.
 * Morris places three men; Not Made in Germany steps and then jumps; Archery spins and enters an arrow;
 * Quoits spins for lead and pitches two men; Spoof flicks a man into the open.
 */
import type { AnyGame, GameId } from '$core/game';
import { startOf } from '$core/start';
import { findGame } from '$games/index';
import { format } from '$i18n';

/** One frame of a demonstration: a position in notation and the ply that led to it. */
export interface DemoFrame {
  readonly position: string;
  readonly lastMove: string | undefined;
}

/** The opening of each game's demonstration: an optional start position and the plies. */
export const DEMOS: Readonly<Record<GameId, { readonly start?: string; readonly moves: readonly string[] }>> = {
  morris: { moves: ['d2', 'd6', 'b4'] },
  'not-made-in-germany': { moves: ['d9-d8', 'e1-e2', 'c9-e7'] },
  archery: { start: 'lead:- order:0,1 turn:0 spin:- arrows:f,f,f/f,f,f', moves: ['3+4', 'f-7'] },
  quoits: { moves: ['3+4', '2+2', '3+4', '1+2'] },
  spoof: { moves: ['m3 h90.00 v700.0'] },
};

/**
 * The frames of game `id`'s demonstration: the start, then the position after each ply.
 * @throws Error when a ply does not play (a mistake in {@link DEMOS}; the tests play every one).
 */
export function demoFrames(id: GameId): DemoFrame[] {
  const game = findGame(id) as AnyGame;
  const demo = DEMOS[id];
  const begun = startOf(game, {}, 2, demo.start);
  if (!begun.ok) throw new Error(`demo of ${id}: ${format(begun.error.message, 'en')}`);
  let pos = begun.value.position;
  const frames: DemoFrame[] = [{ position: game.formatPosition(pos), lastMove: undefined }];
  for (const text of demo.moves) {
    const move = game.parseMove(text);
    const next = move.ok ? game.play(pos, move.value) : move;
    if (!next.ok) throw new Error(`demo of ${id}, ${text}: ${format(next.error.message, 'en')}`);
    pos = next.value;
    frames.push({ position: game.formatPosition(pos), lastMove: text });
  }
  return frames;
}
