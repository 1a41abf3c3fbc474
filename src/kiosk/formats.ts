/**
 * The short formats a visitor starts with one tap (issue 16, "Short formats"; kiosk-practice K15: "each
 * game offers a ≤ 5-minute mode (puzzle, endgame, shortened game)"):
 * - `quick`: one visitor against a forgiving computer (the game's configured `strength`, `easy` unless the
 *   museum says otherwise), the game's full rules;
 * - `pair`: two visitors, one against the other;
 * - `short`: the five-minute format, against the computer: a late position for Morris and Not Made in
 *   Germany, a shorter match for Quoits (one four-round game instead of playing to 60) and Archery (the
 *   race joined halfway), a shot limit for Spoof.
 *
 * {@link PARLOUR_SHORT_FORMATS} are Parlour's own; a museum may replace one in its configuration
 * (`games[i].short`). How the late positions were found: the computer playing itself at `easy` from the
 * start (seeded; Not Made in Germany seed 7 at ply 90, Archery seed 11 at ply 18), the position taken
 * where about a third of the game was left; Morris's is composed: five men each in the moving phase,
 * White to move with a row to close at once (g4-g7), a puzzle a visitor sees in a minute.
 */
import type { GameId } from '../core/game';
import type { KioskConfig, OfferedGame } from './config';

/** A game's five-minute format: rule options over the offered game's, and a start position in the game's notation. */
export interface ShortFormat {
  readonly options: Readonly<Record<string, unknown>>;
  readonly start?: string;
}

/** Parlour's five-minute format of each game (see the module docs for where each comes from). */
export const PARLOUR_SHORT_FORMATS: Readonly<Record<GameId, ShortFormat>> = Object.freeze({
  // Five men each, moving phase, White to move: g4-g7 closes the row a7-d7-g7. Quiet plies end it drawn after 40.
  morris: { options: { noCaptureLimit: 40 }, start: 'WW.B.B.B..W.B.W....W..B. w 0 0' },
  // The race two-thirds run (seed 7, ply 90), England to move; drawn after 80 more plies at most.
  'not-made-in-germany': { options: { plyLimit: 80 }, start: 'f1erm3f/9/5n1N1/4g1E2/5a3/4y4/6L2/F2A5/1D3GN1F england' },
  // The race joined halfway (seed 11, ply 18): Natural to spin.
  archery: { options: {}, start: 'lead:- order:1,0 turn:1 spin:- arrows:4,8,13/3,10,12' },
  // One four-round game instead of a match to 60.
  quoits: { options: { goal: 'one-game' } },
  // Thirty shots, then the side with more men in play wins.
  spoof: { options: { shotLimit: 30 } },
});

/** What a visitor game of one format needs besides the game: who plays, with which options, from where. */
export interface FormatPlan {
  readonly game: GameId;
  readonly format: 'quick' | 'pair' | 'short';
  /** `true`: the second seat is the computer; `false`: two visitors. */
  readonly computer: boolean;
  /** The rule options (the offered game's, then the format's). */
  readonly options: Readonly<Record<string, unknown>>;
  /** A start position in the game's notation, or none for the game's own start. */
  readonly start?: string;
}

/**
 * The plan of a visitor game of `format` in the offered game `game` under `config`.
 * @returns `undefined` when the exhibit does not offer `game`.
 */
export function planFormat(config: Pick<KioskConfig, 'games'>, game: GameId, format: FormatPlan['format']): FormatPlan | undefined {
  const offered = config.games.find((g) => g.game === game);
  return offered === undefined ? undefined : planOf(offered, format);
}

/** The plan of a visitor game of `format` in one offered game (its options, then the format's). */
export function planOf(offered: OfferedGame, format: FormatPlan['format']): FormatPlan {
  const { game } = offered;
  const base = offered.options as Readonly<Record<string, unknown>>;
  if (format !== 'short') return { game, format, computer: format === 'quick', options: base };
  const short = offered.short ?? PARLOUR_SHORT_FORMATS[game];
  const start = short.start;
  return { game, format, computer: true, options: { ...base, ...(short.options ?? {}) }, ...(start === undefined ? {} : { start }) };
}
