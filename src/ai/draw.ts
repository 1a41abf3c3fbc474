/**
 * A computer player's answer to a draw offer (issue 14, "Who may do what": "draw offers go to the
 * opponent (a computer answers by its own judgement)"). The computer judges the position as its own
 * search does, statically, from its own seat, and accepts only when it is not ahead:
 * - Morris: the search's evaluation (`./morris/evaluate.ts`, hundredths of a man) below half a man;
 * - Not Made in Germany: the race evaluation (`./nmig/search.ts`, tenths of a square) below one square;
 * - Spoof: the shot evaluation (`./spoof.ts`: 10 per man in play more than the opponent) below one man;
 * - Archery and Quoits: never. They are races decided by the teetotum; the computer plays them out
 *   (a person's offer is declined, and said so on screen).
 * Pure and deterministic: the same position always gets the same answer.
 */
import type { AnyGame, PlayerIndex } from '../core/game';
import type { MorrisPosition } from '../games/morris/engine';
import type { NmigPosition } from '../games/not-made-in-germany/position';
import type { SpoofPosition } from '../games/spoof/position';
import { rulesOf, SearchBoard } from './morris/board';
import { evaluate as evaluateMorris } from './morris/evaluate';
import { NmigBoard } from './nmig/board';
import { evaluateRace } from './nmig/search';
import { evaluate as evaluateSpoof } from './spoof';

/** The computer's answer, with the evaluation it judged by (from its own seat; absent for a race of chance). */
export interface DrawJudgement {
  readonly accepts: boolean;
  /** The evaluation from the computer's seat, in the game's own unit (see the module docs). */
  readonly score?: number;
}

/** Below these (from the computer's seat) it is not ahead and accepts: half a man, one square, one man. */
const NOT_AHEAD: Readonly<Record<string, number>> = { morris: 50, 'not-made-in-germany': 10, spoof: 10 };

/**
 * Whether the computer playing `seat` in `pos` of `game` accepts a draw offered by its opponent.
 * @param pos a position of `game` whose game is not over.
 * @returns the answer and the score it rests on (see the module docs for each game's rule).
 */
export function judgeDrawOffer(game: AnyGame, pos: unknown, seat: PlayerIndex): DrawJudgement {
  const score = scoreFor(game, pos, seat);
  const limit = NOT_AHEAD[game.id];
  if (score === undefined || limit === undefined) return { accepts: false };
  return { accepts: score < limit, score };
}

/** The static evaluation of `pos` from `seat`'s side, or `undefined` for a game judged otherwise. */
function scoreFor(game: AnyGame, pos: unknown, seat: PlayerIndex): number | undefined {
  switch (game.id) {
    case 'morris': {
      const p = pos as MorrisPosition;
      const b = new SearchBoard(rulesOf(p.options)).load(p);
      const s = evaluateMorris(b);
      return b.turn === seat ? s : -s;
    }
    case 'not-made-in-germany': {
      const b = new NmigBoard().load(pos as NmigPosition);
      const s = evaluateRace(b);
      return b.turn === seat ? s : -s;
    }
    case 'spoof':
      return evaluateSpoof(pos as SpoofPosition, seat, false);
    default:
      return undefined;
  }
}
