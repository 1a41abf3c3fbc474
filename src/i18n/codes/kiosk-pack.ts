/**
 * The words of the kiosk's content pack and read-aloud (kiosk-practice K9 "Deliberate content update",
 * K12 "Same content through text, image and audio"; `src/kiosk/pack.ts`, `host/kiosk/pack.ts`,
 * docs/kiosk.md "Content pack"): the faults of a pack (each names the file, and the key where there is
 * one), the staff screen's content tab, the log lines, and the visitor's "Read aloud" and sound switch.
 * Kept in their own block (`kiosk.pack.*`, `kiosk.read.*`) apart from the kiosk's other words.
 */
import type { ParamSpec } from '../kinds';

const where = { file: 'text', key: 'text' } as const;

/** The content pack and read-aloud messages (see the module docstring). */
export const KIOSK_PACK_MESSAGES = {
  // Faults of a pack: each names its file (relative to the pack folder), and its key where there is one.
  'kiosk.pack.fault.no-folder': {},
  'kiosk.pack.fault.read': { file: 'text', detail: 'message' },
  // The kiosk's own pack folder could not take the copy (a full disk, a file in its place).
  'kiosk.pack.fault.write': { file: 'text', detail: 'message' },
  'kiosk.pack.fault.json': { file: 'text', where: 'message' },
  'kiosk.pack.fault.in-file': { file: 'text', problem: 'message' },
  'kiosk.pack.fault.key': where,
  'kiosk.pack.fault.not-text': where,
  'kiosk.pack.fault.icu': { ...where, detail: 'text' },
  'kiosk.pack.fault.params': { ...where, allowed: 'text', n: 'number' },
  'kiosk.pack.fault.words': { ...where, n: 'number', max: 'number' },
  'kiosk.pack.fault.long': { ...where, max: 'number' },
  'kiosk.pack.fault.size': { file: 'text', bytes: 'number', max: 'number' },
  'kiosk.pack.fault.path': { file: 'text' },
  'kiosk.pack.fault.link': { file: 'text' },
  'kiosk.pack.fault.not-file': { file: 'text' },
  'kiosk.pack.fault.kind': { file: 'text', kinds: 'text' },
  'kiosk.pack.fault.lang': { file: 'text', lang: 'text' },
  'kiosk.pack.fault.no-previous': {},

  // The staff screen's content tab.
  'kiosk.pack.tab': {},
  'kiosk.pack.current': { name: 'text', version: 'text', time: 'text' },
  'kiosk.pack.none': {},
  'kiosk.pack.previous': { name: 'text', version: 'text' },
  'kiosk.pack.previous-none': {},
  'kiosk.pack.previous-builtin': {},
  'kiosk.pack.folder': { folder: 'text' },
  'kiosk.pack.folder-none': {},
  'kiosk.pack.load': {},
  'kiosk.pack.rollback': {},
  'kiosk.pack.installed': { name: 'text', version: 'text' },
  'kiosk.pack.rolled-back': { name: 'text', version: 'text' },
  'kiosk.pack.rolled-back-builtin': {},
  'kiosk.pack.refused': { n: 'number' },
  'kiosk.pack.good': { name: 'text', version: 'text', n: 'number' },

  // The command line (`parlour kiosk pack FOLDER`).
  'kiosk.pack.cli-folder': {},

  // The kiosk's log.
  'kiosk.pack.log.installed': { name: 'text', version: 'text', folder: 'text' },
  'kiosk.pack.log.refused': { folder: 'text', faults: 'messages' },
  'kiosk.pack.log.rolled-back': { name: 'text', version: 'text' },
  'kiosk.pack.log.unusable': { faults: 'messages' },

  // The visitor's read-aloud.
  'kiosk.read.aloud': {},
  'kiosk.read.stop': {},
  'kiosk.read.sound': {},
  'kiosk.read.silent': {},
} as const satisfies Readonly<Record<string, ParamSpec>>;
