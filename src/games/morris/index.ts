/**
 * Nine Men's Morris, "Game of Morrice" in `../shared/rules/001_08482469b23ea4ed.txt`, as a Parlour game.
 *
 * Rules as implemented, every option and the notation: `docs/games/morris.md`.
 * Seat 0 is White, seat 1 Black.
 */
import type { Game } from '../../core/game';
import { err, ok } from '../../core/result';
import { msg } from '../../i18n/index';
import { legalMoves, play, startPosition, status, turnOf, type MorrisMove, type MorrisPosition } from './engine';
import { formatMove, formatPosition, parseMove, parsePosition } from './notation';
import { morrisOptions, type MorrisOptions } from './options';
import { morrisPhysical } from './physical';
import { MORRIS_SHEET } from './rules';

export type { MorrisMove, MorrisPosition } from './engine';
export type { MorrisOptions } from './options';
export type { MorrisPoint } from './board';

/** The Morris game declaration (registered in `src/games/index.ts`). */
export const morris: Game<MorrisPosition, MorrisMove, MorrisOptions> = {
  id: 'morris',
  name: "Nine Men's Morris",
  sheet: MORRIS_SHEET,
  players: {
    min: 2,
    max: 2,
    // Near-white and near-black, told apart by lightness rather than hue (safe for every colour vision);
    // the renderer outlines both so each stands out on any board colour.
    seats: [
      { name: 'White', colour: '#f4f1ea' },
      { name: 'Black', colour: '#1d1d1f' },
    ],
  },
  options: morrisOptions,
  setup(options, playerCount) {
    if (playerCount !== 2) {
      return err({ code: 'setup/player-count', message: msg('setup.player-count-exact', { game: 'morris', players: 2, n: playerCount }) });
    }
    return ok(startPosition(options));
  },
  optionsOf: (pos) => pos.options,
  turn: turnOf,
  legalMoves,
  play,
  status,
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
  physical: morrisPhysical,
};
