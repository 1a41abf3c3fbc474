/**
 * The transport-independent board connection (`PROTOCOL.md` §8): types, the connection state
 * machine and clocks. Serial ports plug in from `firmware-protocol/serial/`; the virtual board from
 * `firmware-protocol/virtual-board/`.
 */
export * from './types';
export { createBoardConnection } from './connection';
export { describeBoardError } from './board-errors';
export { realClock, ManualClock } from './clock';
export { ledsFromSets, type LedSets } from './leds';
