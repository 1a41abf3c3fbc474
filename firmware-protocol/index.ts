/**
 * The board's wire protocol, v1 (`PROTOCOL.md`): message types, codec, CRC, board profiles and the
 * virtual board. Pure TypeScript, shared by the host (`src/board`) and the virtual board. Node-only
 * pieces (bundled profile files, the socat pty runner) live in `profile-files.ts` and `virtual-board/pty.ts`.
 */
export * from './messages';
export { crc16, crc16Hex } from './crc';
export { decode, encode, encodeLine, withChecksum, seqDistance, ledChar, SENSOR_CHARS, COLOUR_LETTERS } from './codec';
export { parseProfile, layoutFor, resolveCell, sensorName, PROFILE_FORMAT } from './profile';
export type { BoardProfile, GameLayout, ProfileError, ProfileIssue, ParseProfileOptions } from './profile';
export { KNOWN_CELLS, MORRIS_POINTS, NMIG_SQUARES, NMIG_ORNAMENTS, ARCHERY_SPACES } from './cells';
export { createVirtualBoard } from './virtual-board/virtual-board';
export type { VirtualBoard, VirtualBoardOptions, BoardPort } from './virtual-board/virtual-board';
export { parseScript, planScript, cellsBetween } from './virtual-board/script';
export type { SensorScript, ScriptAction, ScriptStep, ScriptError, Timeline, TimelineEvent, Polarity, PlanContext } from './virtual-board/script';
export { BoardFirmware, DEFAULT_SETTINGS } from './virtual-board/firmware';
export type { FirmwareConfig } from './virtual-board/firmware';
