/**
 * The museum kiosk's words (issue 16): the attract loop's captions (`src/kiosk/captions.ts`), the faults
 * of a configuration file (`src/kiosk/config.ts`, `validate.ts`), the visitor's screens, the history
 * cards and how-to-play pages, the staff screen, and the lines the kiosk writes to its log.
 *
 * German register: the kiosk addresses visitors with "du", as the game screen it shows does ("Spielst du
 * noch?", "nimm einen deiner Steine auf"), and uses the impersonal infinitive on buttons and in
 * instructions ("Zum Spielen berühren", "Stein auf einen freien Punkt setzen"); only the staff screen's
 * words (`kiosk.staff.*`), written for the museum's staff, say "Sie" (docs/i18n.md, "German").
 */
import type { ParamSpec } from '../kinds';

/** The game ids (`src/core/game.ts` GAME_IDS, written out: src/i18n imports nothing else of Parlour). */
type G = 'morris' | 'not-made-in-germany' | 'archery' | 'quoits' | 'spoof';

/** One parameterless text per game: `kiosk.<section>.<game>`. */
function perGame<S extends string>(section: S): { readonly [K in `kiosk.${S}.${G}`]: Record<never, never> } {
  const games: readonly G[] = ['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof'];
  return Object.fromEntries(games.map((g) => [`kiosk.${section}.${g}`, {}])) as { readonly [K in `kiosk.${S}.${G}`]: Record<never, never> };
}

const seat = { seat: 'seat' } as const;

/** The kiosk messages (see the module docstring). */
export const KIOSK_MESSAGES = {
  // Captions of the attract loop: fragments of one line each.
  'kiosk.caption.place': { ...seat, cell: 'cell' },
  'kiosk.caption.move': { ...seat, from: 'cell', to: 'cell' },
  'kiosk.caption.mill': { ...seat, to: 'cell', man: 'man', cell: 'cell' },
  'kiosk.caption.step': { ...seat, from: 'cell', to: 'cell' },
  'kiosk.caption.jump': { ...seat, from: 'cell', to: 'cell' },
  'kiosk.caption.pass': seat,
  'kiosk.caption.spin': { ...seat, a: 'number', b: 'number' },
  'kiosk.caption.enter': { ...seat, cell: 'cell' },
  'kiosk.caption.advance': { ...seat, from: 'cell', to: 'cell' },
  'kiosk.caption.target': { ...seat, cell: 'cell' },
  'kiosk.caption.miss': seat,
  'kiosk.caption.pitch': { ...seat, a: 'number', b: 'number', space: ['hub', 'doublet', 'number'], value: 'number' },
  'kiosk.caption.flick': seat,
  'kiosk.caption.flick-wins': { ...seat, n: 'number' },
  'kiosk.caption.flick-loses': { ...seat, n: 'number' },
  'kiosk.caption.played': { ...seat, move: 'text' },
  'kiosk.caption.won': { seats: 'seats-and', n: 'number' },
  'kiosk.caption.draw': { why: 'message' },
  'kiosk.caption.time-up': {},

  // Faults of a configuration file: each names its path.
  'kiosk.fault.type': { path: 'text', expected: ['number', 'string', 'boolean', 'object', 'array', 'other'] },
  'kiosk.fault.small': { path: 'text', min: 'number', what: ['array', 'number'] },
  'kiosk.fault.big': { path: 'text', max: 'number', what: ['array', 'number'] },
  'kiosk.fault.value': { path: 'text', allowed: 'text' },
  'kiosk.fault.keys': { path: 'text', keys: 'text' },
  'kiosk.fault.format': { path: 'text', format: ['time', 'pin', 'other'] },
  'kiosk.fault.union': { path: 'text' },
  'kiosk.fault.other': { path: 'text', detail: 'text' },
  'kiosk.fault.json': { where: 'message' },
  'kiosk.fault.read': { file: 'text', detail: 'message' },
  'kiosk.fault.too-big': { file: 'text', max: 'number' },
  'kiosk.fault.keys-top': { keys: 'text' },
  'kiosk.fault.type-top': {},
  'kiosk.fault.twice': { path: 'text', game: 'game' },
  'kiosk.fault.game': { path: 'text', game: 'game', detail: 'message' },
  'kiosk.fault.over': { path: 'text', game: 'game' },
  'kiosk.fault.not-offered': { path: 'text', game: 'game' },
  'kiosk.fault.language': { path: 'text', lang: 'text' },
  'kiosk.fault.unsensed': { path: 'text', game: 'game' },
  'kiosk.fault.profile': { path: 'text', detail: 'text' },

  // The visitor's screens.
  'kiosk.game-name': { game: 'game' },
  'kiosk.seat-name': { seat: 'seat' },
  'kiosk.attract.touch': {},
  'kiosk.attract.demo': {},
  'kiosk.attract.label': {},
  'kiosk.attract.silent': {},
  'kiosk.lang.label': {},
  'kiosk.settings.label': {},
  'kiosk.settings.larger': {},
  'kiosk.settings.motion': {},
  'kiosk.home.title': {},
  'kiosk.home.games': {},
  'kiosk.home.howto': {},
  'kiosk.home.history': {},
  'kiosk.back': {},
  'kiosk.format.quick': {},
  'kiosk.format.quick-note': {},
  'kiosk.format.pair': {},
  'kiosk.format.pair-note': {},
  'kiosk.format.short': {},
  ...perGame('short'),
  ...perGame('goal'),
  'kiosk.howto.goal': {},
  'kiosk.howto.first': {},
  'kiosk.howto.on-board': {},
  'kiosk.howto.demo': { game: 'game' },
  ...perGame('step1'),
  ...perGame('step2'),
  ...perGame('step3'),
  ...perGame('history'),
  ...perGame('picture'),
  ...perGame('source'),
  'kiosk.history.source': {},
  'kiosk.idle.question': {},
  'kiosk.idle.countdown': { n: 'number', game: ['yes', 'no'] },
  'kiosk.idle.continue': {},
  'kiosk.idle.note': {},
  'kiosk.game.undo': {},
  'kiosk.game.redo': {},
  'kiosk.game.hint': {},
  'kiosk.game.resign': {},
  'kiosk.game.new': {},
  'kiosk.game.controls': {},
  'kiosk.confirm.resign': { seat: 'seat' },
  'kiosk.confirm.new': {},
  'kiosk.confirm.yes-resign': { seat: 'seat' },
  'kiosk.confirm.yes-new': {},
  'kiosk.confirm.no': {},
  'kiosk.over.again': {},
  'kiosk.over.other': {},
  'kiosk.board.ready': { game: 'game' },
  'kiosk.board.setup': { game: 'game', n: 'number' },
  'kiosk.board.continue': {},
  'kiosk.board.continue-note': {},
  'kiosk.board.offline': {},
  'kiosk.board.missing': { seat: 'seat', cell: 'cell' },

  // Staff.
  'kiosk.pin.title': {},
  'kiosk.pin.prompt': {},
  'kiosk.pin.ok': {},
  'kiosk.pin.clear': {},
  'kiosk.pin.cancel': {},
  'kiosk.pin.wrong': { n: 'number' },
  'kiosk.pin.locked': { n: 'number' },
  'kiosk.pin.none': {},
  'kiosk.pin.digits': { n: 'number' },
  'kiosk.staff.title': {},
  'kiosk.staff.tab.status': {},
  'kiosk.staff.tab.sensors': {},
  'kiosk.staff.tab.config': {},
  'kiosk.staff.tab.logs': {},
  'kiosk.staff.leave': {},
  'kiosk.staff.reload': {},
  'kiosk.staff.restart': {},
  'kiosk.staff.quit': {},
  'kiosk.staff.confirm.restart': {},
  'kiosk.staff.confirm.quit': {},
  'kiosk.staff.confirm.yes': {},
  'kiosk.staff.uptime': { h: 'number', m: 'number' },
  'kiosk.staff.started': { time: 'text' },
  'kiosk.staff.crash': { time: 'text', kind: ['host', 'renderer', 'browser'], detail: 'text' },
  'kiosk.staff.crash-none': {},
  'kiosk.staff.link': { state: ['none', 'connecting', 'connected', 'reconnecting', 'disconnected', 'error'] },
  'kiosk.staff.board-id': { id: 'text', port: 'text', virtual: ['yes', 'no'] },
  'kiosk.staff.errors': { decode: 'number', gaps: 'number', invalid: 'number' },
  'kiosk.staff.config-state': { n: 'number' },
  'kiosk.staff.config-absent-state': { kept: ['previous', 'defaults'] },
  'kiosk.staff.memory': { mb: 'number' },
  'kiosk.staff.missing-none': {},
  'kiosk.staff.next-ready': { game: 'game', start: ['empty', 'men'] },
  'kiosk.staff.next-continue': { game: 'game', n: 'number' },
  'kiosk.staff.next-setup': { game: 'game', n: 'number', start: ['empty', 'men'] },
  'kiosk.staff.short': { n: 'number' },
  'kiosk.staff.config.file': { file: 'text' },
  'kiosk.staff.config.ok': {},
  'kiosk.staff.config.refused': { n: 'number', kept: ['previous', 'defaults'] },
  'kiosk.staff.config.absent': { kept: ['previous', 'defaults'] },
  'kiosk.staff.sensors.none': {},
  'kiosk.staff.sensors.hint': {},
  'kiosk.staff.sensors.virtual': {},
  'kiosk.staff.sensors.progress': { n: 'number', total: 'number' },
  'kiosk.staff.sensors.again': {},
  /** The heading over sensors that lie under no cell of any game the board carries. */
  'kiosk.staff.sensors.no-cell': {},
  'kiosk.staff.sensors.sensor': { i: 'number', cell: 'text', state: ['empty', 'occupied', 'north', 'south', 'unknown'], seen: ['yes', 'no'] },
  'kiosk.staff.logs.file': { file: 'text' },
  'kiosk.staff.logs.empty': {},

  // The command line (`parlour kiosk`).
  'kiosk.cli.bad-pin': {},
  'kiosk.cli.pin-written': { file: 'text' },

  // The kiosk's log lines.
  'kiosk.log.start': { mode: ['electron', 'web'], file: 'text' },
  'kiosk.log.config-loaded': { file: 'text' },
  'kiosk.log.config-refused': { file: 'text', faults: 'messages', kept: ['previous', 'defaults'] },
  'kiosk.log.config-absent': { file: 'text', kept: ['previous', 'defaults'] },
  'kiosk.log.staff-open': {},
  'kiosk.log.wrong-pin': { n: 'number' },
  'kiosk.log.lockout': { n: 'number' },
  'kiosk.log.reset': { reason: ['idle', 'renderer', 'staff', 'start'] },
  'kiosk.log.discarded': { game: 'game', id: 'text' },
  'kiosk.log.missing': { seat: 'seat', cell: 'cell' },
  'kiosk.log.short': { n: 'number' },
  'kiosk.log.restart': { reason: ['nightly', 'staff'] },
  'kiosk.log.quit': {},
  'kiosk.log.renderer-gone': { reason: 'text' },

  // `/health`'s last error when it has no log line of its own (the kiosk browser the web host watches).
  'kiosk.health.browser-gone': { detail: 'text' },
} as const satisfies Readonly<Record<string, ParamSpec>>;
