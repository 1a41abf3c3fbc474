/**
 * Not Made in Germany: the public surface of the game folder. The registry imports
 * {@link notMadeInGermany}; the renderer, inference and AI may use the helpers re-exported here.
 */
export { notMadeInGermany, SEAT_COLOURS } from './game';
export {
  DIRECTIONS,
  FILES,
  GATES,
  ORNAMENTS,
  RANKS,
  USABLE_SQUARES,
  fileOf,
  isAdjacent,
  isOrnament,
  parseSquare,
  rankOf,
  squareAt,
  squareName,
  type File,
  type Rank,
  type Square,
  type SquareName,
} from './board';
export { ENGLAND, GERMANY, GOAL_RANK, HOME_ROW, SIDES, START_RANK, goalSquares, homeSquares, manOfChar, opponent, setupPlan } from './men';
export type { Man, ManLetter, Side, SideName } from './men';
export { PASS, sameMove, type NmigMove } from './movegen';
export { MAX_PLY_LIMIT, nmigOptions, type NmigOptions } from './options';
export { RULES, SHEET, hasWon, hasWonPastBlockers, sideHasWon, legalMovesFrom, type HistoryNode, type NmigPosition } from './position';
export { START_POSITION, formatChain } from './notation';
export { PHYSICAL_CELLS, chainContinuations, continueChain, identities, landingsOf, lettersHome, manAt, nmigPhysical } from './physical';
export { asciiBoard, perft } from './debug';
