/**
 * The serial edge of the board connection: serialport links, port listing and board discovery.
 * Plug `serialLinkSource()` into `createBoardConnection` from `src/board`. No Electron import here.
 */
export { openSerialLink, describeSerialError, DEFAULT_BAUD, MAX_PENDING_BYTES, type SerialLinkOptions } from './serial-link';
export {
  listPorts,
  probePort,
  findBoards,
  isCandidatePort,
  serialLinkSource,
  type PortInfo,
  type FoundBoard,
  type SerialSourceOptions,
} from './ports';
