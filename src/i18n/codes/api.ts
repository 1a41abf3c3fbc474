/**
 * The host ↔ renderer contract and the host (`src/api/`, `host/`, `web/`, `electron/`): why a call is
 * refused (`api.*`, `host.*`), and the host's notices (journal, settings, records, the board). The
 * detail of a malformed call (`why`, zod's description of the bad parameter) stays English: only a
 * broken or hostile peer sends one.
 */
import type { ParamSpec } from '../kinds';

/** The API and host messages (see the module docstring). */
export const API_MESSAGES = {
  'api.unknown-method': { method: 'text', known: 'text' },
  'api.invalid-params': { method: 'text', why: 'text' },
  'api.internal': { method: 'text', why: 'text' },
  'api.too-large': { bytes: 'number', limit: 'number' },
  'api.not-json': {},
  'api.not-a-call': { why: 'text' },
  'api.binary': {},
  /** A value refused by the JSON bounds; `why` is their technical English ("is nested more than 32 levels deep"). */
  'api.bounds': { what: 'text', why: 'text' },
  'host.settings-set-aside': { file: 'text', what: 'message', aside: 'text', kept: ['yes', 'no'] },
  'host.settings-too-large': { bytes: 'number', max: 'number' },
  'host.settings-unreadable': { why: 'message' },
  /**
   * Why a file or folder cannot be read or written, in words (`host/files.ts` fileFault): the system's
   * code (`code`, e.g. `EIO`) is shown only for a fault with no words of its own (`other`).
   */
  'host.file-fault': { why: ['folder', 'not_folder', 'device', 'denied', 'missing', 'no_folder', 'full', 'read_only', 'io', 'other'], code: 'text' },
  'host.worker-failed': { why: 'text' },
  'host.journal-set-aside': { aside: 'text' },
  'host.resumed-without-board': { why: 'message' },
  'api.unhandled': {},
  'host.kiosk.off': {},
  'host.kiosk.not-staff': {},
  'host.kiosk.not-offered': { game: 'game' },
  'host.kiosk.no-leftover': {},
  'api.foreign-sender': {},
  'api.unavailable': {},
  'api.bad-reply': { why: 'text' },
  'host.record-write-failed': { why: 'message' },
  'host.end-journal-failed': { why: 'message' },
  'host.unknown-game': { game: 'text' },
  'host.journal-open-failed': { file: 'text', why: 'message' },
  'host.no-resume': {},
  'host.journal-unknown-game': { game: 'text' },
  'host.resumed': { game: 'game', n: 'number' },
  'host.no-game': {},
  'host.settings-write-failed': { why: 'text' },
  'host.not-virtual': {},
  'host.bad-cell': { why: 'text' },
  'host.no-replay': {},
  'host.profile-no-cells': { profile: 'text', game: 'game' },
  'host.no-profile': { game: 'game' },
  'host.board-disconnected': {},
  'host.board-disconnected-why': { why: 'message' },
  'host.board-reconnected': {},
  'host.board-incompatible': {},
  'host.record-bad-name': { name: 'text' },
  'host.record-not-found': { name: 'text' },
  'host.record-unknown-game': { game: 'text' },
  'host.record-illegal': { move: 'text' },
  'host.bad-ply': { max: 'number' },
  'host.journal-unreadable': { file: 'text', why: 'text', aside: 'text', moved: ['yes', 'no'] },
  'host.journal-no-game': { why: 'message', aside: 'text', moved: ['yes', 'no'] },
  /** A journal repaired; `notes` is the repair's account (`journal.fold.*`: which lines, which plies). */
  'host.journal-repaired': { notes: 'messages', backup: 'text' },
  'host.journal-repair-notes': { notes: 'messages' },
  'host.journal-repair-failed': { why: 'text' },
  'host.journal-unknown-archived': { game: 'text' },
  'host.record-recovered': { game: 'game', id: 'text', n: 'number', name: 'text' },
  'host.record-unrecoverable': { id: 'text', why: 'text' },
  'host.settings-not-json': { where: 'message' },
  'host.settings-invalid': { why: 'message' },
  'host.settings-language': { value: 'text', file: 'text', allowed: 'text' },
  'host.not-serial': { path: 'text', what: ['comName', 'folder', 'file', 'pipe', 'socket', 'device', 'terminal', 'other'], why: 'text' },
  'journal.empty': {},
  /** A journal whose entries contradict each other; `what` is the technical detail. */
} as const satisfies Readonly<Record<string, ParamSpec>>;
