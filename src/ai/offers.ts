/**
 * The levels each game offers a person choosing an opponent, weakest first, each with a one-line
 * description (issue 17: "At least three named levels for every game with a computer player, with a
 * one-line description each"). Every level name means something in every game (`./levels.ts`), but a game
 * offers only the ones that play differently there: Archery's and Spoof's strongest levels differ only in
 * thinking time, which they do not use. A game not listed (Quoits: "placement is forced by the spin") has
 * no choice for a computer to make, so no levels and no hints.
 */
import type { LevelName } from './levels';
import { msg, type Message, type MessageCode } from '../i18n/index';

/** The codes of the level descriptions. */
type OfferCode = Extract<MessageCode, `ai.offer.${string}`>;

/** One level as the start screen offers it. */
export interface LevelOffer {
  readonly name: LevelName;
  /** One line: what playing against it is like (`ai.offer.<game>.<level>`, a whole sentence). */
  readonly description: Message;
}

/** The offers of `game`, one per level in `levels` (weakest first), each described by `ai.offer.<game>.<level>`. */
function offers(game: string, levels: readonly LevelName[]): readonly LevelOffer[] {
  return Object.freeze(levels.map((name) => ({ name, description: msg(`ai.offer.${game}.${name}` as OfferCode) })));
}

const SEARCHED: readonly LevelName[] = ['beginner', 'easy', 'medium', 'hard', 'expert', 'master'];

/** The offered levels by game id (see the module docs). */
export const GAME_LEVELS: Readonly<Record<string, readonly LevelOffer[]>> = Object.freeze({
  morris: offers('morris', SEARCHED),
  'not-made-in-germany': offers('not-made-in-germany', SEARCHED),
  archery: offers('archery', ['beginner', 'easy', 'medium', 'master']),
  spoof: offers('spoof', ['beginner', 'easy', 'medium', 'hard']),
});

/** The levels game `gameId` offers (`[]`: the game has no choice for a computer to make, nor hints). */
export function levelsOf(gameId: string): readonly LevelOffer[] {
  return Object.hasOwn(GAME_LEVELS, gameId) ? GAME_LEVELS[gameId]! : [];
}
