/**
 * The levels each game offers a person choosing an opponent, weakest first, each with a one-line
 * description (issue 17: "At least three named levels for every game with a computer player, with a
 * one-line description each"). Every level name means something in every game (`./levels.ts`), but a game
 * offers only the ones that play differently there: Archery's and Spoof's strongest levels differ only in
 * thinking time, which they do not use. A game not listed (Quoits: "placement is forced by the spin") has
 * no choice for a computer to make, so no levels and no hints.
 */
import type { LevelName } from './levels';

/** One level as the start screen offers it. */
export interface LevelOffer {
  readonly name: LevelName;
  /** One line: what playing against it is like. */
  readonly description: string;
}

const SEARCHED = (what: string, unit: string): readonly LevelOffer[] =>
  Object.freeze([
    { name: 'beginner', description: `Looks one move ahead and misjudges ${what} by up to ${unit}: easy to beat.` },
    { name: 'easy', description: `Looks two moves ahead and often misjudges ${what}.` },
    { name: 'medium', description: 'Looks four moves ahead, with the odd slip: a fair game for a casual player.' },
    { name: 'hard', description: 'Looks eight moves ahead and makes no slips: a club player.' },
    { name: 'expert', description: 'Thinks 0.6 s a move, as deep as it gets.' },
    { name: 'master', description: 'Its full strength: a second a move.' },
  ]);

/** The offered levels by game id (see the module docs). */
export const GAME_LEVELS: Readonly<Record<string, readonly LevelOffer[]>> = Object.freeze({
  morris: Object.freeze<LevelOffer[]>([
    ...SEARCHED('a position', 'two men').slice(0, 5),
    { name: 'master', description: 'Its full strength, a second a move: it won 15 and drew 5 of 20 games against Sanmill level 10.' },
  ]),
  'not-made-in-germany': SEARCHED('the race', 'three squares'),
  archery: Object.freeze<LevelOffer[]>([
    { name: 'beginner', description: 'Picks its arrow almost at random.' },
    { name: 'easy', description: 'Usually moves the better arrow, but often misjudges by more than a ring.' },
    { name: 'medium', description: 'Nearly always moves the best arrow; errs only where it hardly matters.' },
    { name: 'master', description: 'The best possible choice every time: 10.14 points a game on average.' },
  ]),
  spoof: Object.freeze<LevelOffer[]>([
    { name: 'beginner', description: 'A shaky flick that often misses a man a hand away: a visitor can win.' },
    { name: 'easy', description: 'Aims well enough to hit a man nearby, misses further off.' },
    { name: 'medium', description: 'A steady hand: rarely misses.' },
    { name: 'hard', description: 'The steadiest hand: seldom off by more than half a degree.' },
  ]),
});

/** The levels game `gameId` offers (`[]`: the game has no choice for a computer to make, nor hints). */
export function levelsOf(gameId: string): readonly LevelOffer[] {
  return Object.hasOwn(GAME_LEVELS, gameId) ? GAME_LEVELS[gameId]! : [];
}
