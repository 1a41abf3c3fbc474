/**
 * The museum kiosk on the host side (issue 16): one composition over the {@link Host} that both shells
 * use (`electron/main.ts` with `--kiosk`, `web/server.ts` with `--kiosk`). It owns:
 * - the configuration (`./config-file.ts`: refused files named fault by fault, the last good one kept);
 * - the attract loop (`./attract.ts`), paused while a visitor or staff use the screen;
 * - visitor games in the short formats (`src/kiosk/formats.ts`) at the configured strength, and the reset
 *   between visitors: the game journalled and discarded (`Host.abandonGame`), the attract loop back;
 * - the sensor board between visitors (`./board-watch.ts`), its activity, the men missing from it, and a
 *   visitor's game moved to the screen when the board is lost for more than 2 s (kiosk-practice K17);
 * - the staff gate (`./staff-gate.ts`) and the staff screen's status, self-test, logs and actions;
 * - the log (`./log.ts`), the run record (`./run-record.ts`), the nightly restart and `/health`;
 * - the museum's content pack (`./pack.ts`, K9): the one in use shown to visitors, staff's load and rollback.
 *
 * Everything the renderer asks goes through {@link Kiosk.calls} (the contract's kiosk methods,
 * `src/api/kiosk.ts`); everything it is told goes out as `kiosk` host events beside the host's own.
 */
import type { GameId } from '../../src/core/game';
import { err, ok, type Result } from '../../src/core/result';
import { format, msg, type Message } from '../../src/i18n';
import { attractOrder, offered, publicConfig, strengthOf, type ConfigFault, type KioskConfig } from '../../src/kiosk/config';
import { planFormat, type FormatPlan } from '../../src/kiosk/formats';
import { nextClockTime } from '../../src/kiosk/schedule';
import { KIOSK_ERROR_CODES, type ApiError, type CallTarget, type KioskEvent, type KioskMethod, type KioskScreen, type KioskState, type SensorTest, type StaffStatus } from '../../src/api';
import type { Scheduler } from '../../src/session/session';
import { createHost, type Host, type HostOptions } from '../host';
import type { BoardRuntime } from '../board';
import { realScheduler } from '../scheduler';
import type { BoardChoice, HostEvent, NewGameRequest, SessionView } from '../types';
import { AttractLoop } from './attract';
import { BoardSeeker } from './board-seeker';
import { BoardWatch, type Leftover } from './board-watch';
import { loadKioskConfig, type LoadedKioskConfig } from './config-file';
import type { KioskLog, LogLevel } from './log';
import { RunRecord, type CrashRecord } from './run-record';
import { StaffGate } from './staff-gate';
import { PackStore } from './pack';

/** What the shell does for the kiosk. */
export interface KioskShell {
  readonly kind: 'electron' | 'web';
  /** Restarts the whole app (Electron: relaunch; web: exit, and the supervisor starts it again). */
  restart(): void;
  /** Quits for good (Electron: quit; web: exit with the status the systemd unit does not restart on). */
  quit(): void;
}

/** Options of {@link createKiosk}. */
export interface KioskOptions {
  readonly dataDir: string;
  readonly configFile: string;
  /** Options of the host the visitors' games run on (its log, where its computer players think). */
  readonly hostOptions?: Omit<HostOptions, 'dataDir'>;
  readonly shell: KioskShell;
  /** Opens the log with the configuration's bounds (`./log.ts` `openKioskLog`). */
  readonly openLog: (logs: KioskConfig['logs']) => KioskLog;
  readonly scheduler?: Scheduler;
  /** The wall clock, epoch ms (default `Date.now`). */
  readonly now?: () => number;
}

/**
 * The latest error `/health` reports, for the staff who read it and the programs that poll it:
 * - `at`: when, ISO 8601 (UTC);
 * - `code`: what, for a program: the catalogue code of the kiosk's own error line
 *   (`kiosk.log.config-refused`, `kiosk.log.renderer-gone`, `kiosk.pack.log.unusable`,
 *   `kiosk.health.browser-gone`) or the code of the host's error notice (`board/error`, ...);
 * - `message`: the same in an English sentence, as the kiosk's log writes it.
 */
export interface LastError {
  readonly at: string;
  readonly code: string;
  readonly message: string;
}

/** The reply of `/health` (issue 16: "a loopback /health JSON (uptime, board state, last error)"). */
export interface HealthReport {
  readonly status: 'ok';
  readonly kiosk: true;
  readonly startedAt: string;
  readonly uptimeSeconds: number;
  readonly screen: KioskScreen | null;
  readonly board: { readonly state: string; readonly ready?: boolean; readonly missing?: number } | null;
  readonly game: GameId | null;
  readonly attract: { readonly game: GameId; readonly frames: number } | null;
  /** The latest error (see {@link LastError}); `null` while there has been none. */
  readonly lastError: LastError | null;
  readonly lastCrash: CrashRecord | null;
  /** Pages of the kiosk started since the host did (each reports itself; a reloaded page after a crash is one more). */
  readonly renderer: { readonly starts: number; readonly lastStartAt: string | null };
  readonly memory: { readonly rssMb: number; readonly heapUsedMb: number };
  /** The configuration file, its faults, whether it is absent, and what is in force instead of a refused or absent one. */
  readonly config: { readonly file: string; readonly faults: number; readonly absent: boolean; readonly kept: 'previous' | 'defaults' | null };
}

const fail = <T>(code: string, message: Message): Result<T, ApiError> => err({ code, message });
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/**
 * Starts the kiosk: reads the configuration, starts the host on `dataDir` (visitor games at the
 * configured strength), drops any game a crash left for resuming (a visitor who left does not come
 * back to it), and starts the attract loop and the board watch.
 */
export async function createKiosk(o: KioskOptions): Promise<Kiosk> {
  const loaded = await loadKioskConfig(o.configFile, o.dataDir);
  const host = await createHost({ ...o.hostOptions, dataDir: o.dataDir });
  const kiosk = new Kiosk(o, host, loaded, o.openLog(loaded.config.logs));
  await kiosk.init();
  return kiosk;
}

/** The kiosk (see the module docs). */
export class Kiosk {
  private loaded: LoadedKioskConfig;
  private readonly scheduler: Scheduler;
  private readonly now: () => number;
  private readonly gate: StaffGate;
  private readonly run: RunRecord;
  private readonly listeners = new Set<(e: HostEvent) => void>();
  private attract: AttractLoop;
  private watch: BoardWatch | undefined;
  private leftover: Leftover | undefined;
  private screen: KioskScreen | null = null;
  private sensorTest: { seen: Set<number>; baseline: readonly string[] | undefined; last: readonly string[] | undefined } | undefined;
  private lastError: LastError | null = null;
  private lastReading = '';
  private rendererStarts = 0;
  private rendererStartAt: string | null = null;
  private boardLost: (() => void) | undefined;
  /** The board looked for again after a visitor's game moved to the screen (`./board-seeker.ts`). */
  private readonly seeker = new BoardSeeker();
  private timers: (() => void)[] = [];
  private readonly started: number;
  private readonly packs: PackStore;

  constructor(
    private readonly o: KioskOptions,
    /** The host the visitors' games run on. */
    readonly host: Host,
    loaded: LoadedKioskConfig,
    private readonly log: KioskLog,
  ) {
    this.loaded = loaded;
    this.scheduler = o.scheduler ?? realScheduler();
    this.now = o.now ?? Date.now;
    this.started = this.now();
    this.gate = new StaffGate(this.now);
    this.run = new RunRecord(o.dataDir, this.started);
    this.attract = this.makeAttract();
    this.packs = new PackStore(o.dataDir, this.now);
  }

  /** The configuration in force. */
  get config(): KioskConfig {
    return this.loaded.config;
  }

  /** The board watched between visitors (for the CLI and tests), while no visitor's game holds it. */
  get boardBetweenVisitors(): BoardRuntime | undefined {
    return this.watch?.board;
  }

  /** Starts everything (see {@link createKiosk}). */
  async init(): Promise<void> {
    this.write('info', msg('kiosk.log.start', { mode: this.o.shell.kind, file: this.o.configFile }));
    this.logConfig();
    const unusable = await this.packs.open();
    if (unusable.length > 0) this.write('error', msg('kiosk.pack.log.unusable', { faults: unusable.map((f) => f.problem) }));
    const crashed = this.run.lastRunCrashed;
    if (crashed !== undefined) this.log.writeText('warn', `the last run ended without shutting down: ${crashed.detail} (last seen alive ${crashed.at})`);
    await this.host.discardResume();
    this.host.subscribe((e) => this.onHostEvent(e));
    this.attract.resume();
    this.openWatch();
    this.every(60_000, () => this.run.beat(this.now()));
    this.scheduleNightly();
  }

  // ---------------------------------------------------------------------------------------------
  // Events, log
  // ---------------------------------------------------------------------------------------------

  /** Subscribes to the host's events and the kiosk's. */
  subscribe(listener: (e: HostEvent) => void): () => void {
    const off = this.host.subscribe(listener);
    this.listeners.add(listener);
    return () => {
      off();
      this.listeners.delete(listener);
    };
  }

  private emit(kiosk: KioskEvent): void {
    for (const l of this.listeners) {
      try {
        l({ type: 'kiosk', kiosk });
      } catch {
        // one listener's bug must not stop the others
      }
    }
  }

  private write(level: LogLevel, m: Parameters<KioskLog['write']>[1]): void {
    this.log.write(level, m);
    if (level === 'error') this.setLastError(m.code, m);
  }

  /** Remembers the latest error for `/health`: its code, and its sentence in English (the log's language). */
  private setLastError(code: string, m: Message): void {
    this.lastError = { at: new Date(this.now()).toISOString(), code, message: format(m, 'en') };
  }

  private logConfig(): void {
    const l = this.loaded;
    if (l.kept === null) this.write('info', msg('kiosk.log.config-loaded', { file: l.file }));
    // No file is no fault (every key may be left out), but a technician who put it elsewhere should hear of it.
    else if (l.absent) this.write('warn', msg('kiosk.log.config-absent', { file: l.file, kept: l.kept }));
    else this.write('error', msg('kiosk.log.config-refused', { file: l.file, faults: l.faults.map((f) => f.problem), kept: l.kept }));
  }

  /**
   * Records a crash the shell saw: the renderer gone (Electron; also a log line) or the kiosk browser
   * gone (the web host's, `./browser.ts`; its events are on standard error already). Either is the last
   * crash and `/health`'s last error.
   * @param detail what the shell saw, in English ("crashed: page renderer gone (pid 4242)").
   */
  recordCrash(kind: Exclude<CrashRecord['kind'], 'host'>, detail: string): void {
    this.run.crash({ at: new Date(this.now()).toISOString(), kind, detail });
    if (kind === 'renderer') this.write('error', msg('kiosk.log.renderer-gone', { reason: detail }));
    else this.setLastError('kiosk.health.browser-gone', msg('kiosk.health.browser-gone', { detail }));
  }

  private onHostEvent(e: HostEvent): void {
    if (e.type === 'notice' && e.notice.level === 'error') this.setLastError(e.notice.code, e.notice.message);
    if (e.type !== 'view' || e.view === null) return;
    const b = e.view.board;
    const reading = JSON.stringify(b.reading ?? null);
    if (b.reading !== undefined && this.lastReading !== '' && reading !== this.lastReading) this.emit({ kind: 'activity', source: 'board' });
    this.lastReading = reading;
    // Kiosk-practice K17: a board lost for 2 s moves the visitor's game to the screen, calmly.
    const lost = b.kind !== 'none' && (b.state === 'reconnecting' || b.state === 'disconnected' || b.state === 'error');
    if (!lost) {
      this.boardLost?.();
      this.boardLost = undefined;
    } else if (this.boardLost === undefined) {
      this.boardLost = this.scheduler.setTimer(2000, () => {
        this.boardLost = undefined;
        void this.moveToScreen();
      });
    }
  }

  /** The board is lost: the visitor's game goes on on the screen, and the board is looked for to give it back. */
  private async moveToScreen(): Promise<void> {
    const s = this.host.currentSession;
    if (s === undefined) return;
    const choice = this.boardFor(s.game.id);
    this.log.writeText('warn', 'board: lost during a visitor\'s game; the game goes on on the screen');
    await this.host.connectBoard({ kind: 'none' });
    this.seeker.start(s.game.id, choice, () => {
      if (this.host.currentSession?.id !== s.id) return;
      this.log.writeText('info', 'board: back; the visitor\'s game is on the board again');
      void this.host.connectBoard(choice);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Attract loop and board watch
  // ---------------------------------------------------------------------------------------------

  private makeAttract(): AttractLoop {
    const c = this.config;
    return new AttractLoop({
      order: attractOrder(c),
      options: (g) => (offered(c, g)?.options ?? {}) as Record<string, unknown>,
      plyMs: c.attract.secondsPerPly * 1000,
      gameMs: c.attract.secondsPerGame * 1000,
      level: c.attract.strength,
      scheduler: this.scheduler,
      ...(this.host.playerFactory === undefined ? {} : { players: this.host.playerFactory }),
      seed: this.started % 100_000,
      onFrame: (frame) => this.emit({ kind: 'attract', frame }),
      onProblem: (game, message) => this.log.writeText('warn', `attract loop, ${game}: ${message}`),
    });
  }

  private openWatch(): void {
    const b = this.config.board;
    if (b.kind === 'none' || this.host.currentSession !== undefined) return;
    this.watch ??= new BoardWatch({
      board: b,
      options: (offered(this.config, b.game)?.options ?? {}) as Record<string, unknown>,
      onView: (board) => {
        this.emit({ kind: 'board', board });
        for (const m of board.missing) this.write('warn', msg('kiosk.log.missing', { seat: { game: board.game, seat: m.seat }, cell: m.cell }));
        if (board.missing.length < board.short) this.write('warn', msg('kiosk.log.short', { n: board.short }));
      },
      onActivity: () => this.emit({ kind: 'activity', source: 'board' }),
      onSensors: (sensors) => this.sensorsChanged(sensors),
      onNotice: (level, code, message) => this.log.writeText(level === 'info' ? 'info' : 'warn', `board: ${code}: ${message}`),
    });
    const opened = this.watch.open(this.leftover);
    if (!opened.ok) this.log.writeText('error', `the board between visitors cannot be opened: ${opened.message}`);
  }

  private async closeWatch(): Promise<void> {
    await this.watch?.close();
    this.emit({ kind: 'board', board: null });
  }

  // ---------------------------------------------------------------------------------------------
  // Visitors
  // ---------------------------------------------------------------------------------------------

  /** The board a visitor's game of `game` is played on: the kiosk's board when it is for that game. */
  private boardFor(game: GameId): BoardChoice {
    const b = this.config.board;
    if (b.kind === 'none' || b.game !== game) return { kind: 'none' };
    const profile = b.profile === undefined ? {} : { profile: b.profile };
    return b.kind === 'virtual' ? { kind: 'virtual', ...profile } : { kind: 'serial', path: b.path, ...profile };
  }

  private async startVisitorGame(plan: FormatPlan, players?: NewGameRequest['players'], start?: string): Promise<Result<SessionView, ApiError>> {
    const board = this.boardFor(plan.game);
    const visitor = board.kind === 'none' ? 'screen' : 'board';
    this.attract.pause();
    await this.seeker.stop();
    await this.closeWatch();
    this.screen = 'visitor';
    const begin = start ?? plan.start;
    const r = await this.host.newGame({
      game: plan.game,
      options: plan.options as NewGameRequest['options'],
      players: players ?? (plan.computer ? [visitor, 'computer'] : [visitor, visitor]),
      // The computer seat plays at the exhibit's strength for the game (forgiving by default).
      levels: [strengthOf(this.config, plan.game), strengthOf(this.config, plan.game)],
      board,
      ...(begin === undefined ? {} : { start: begin }),
    });
    if (!r.ok) this.openWatch();
    this.leftover = undefined;
    return r;
  }

  /** Ends a visitor's game (journalled and discarded) and shows the attract loop again. */
  private async reset(reason: 'idle' | 'renderer' | 'staff'): Promise<void> {
    const s = this.host.currentSession;
    if (s !== undefined) {
      const onBoard = this.host.currentBoard !== undefined && s.status().kind === 'ongoing';
      this.leftover = onBoard ? { game: s.game.id, options: s.options, players: s.players, position: s.game.formatPosition(s.position) } : undefined;
      this.write('info', msg('kiosk.log.discarded', { game: s.game.id, id: s.id }));
    }
    this.write('info', msg('kiosk.log.reset', { reason }));
    await this.seeker.stop();
    await this.host.abandonGame();
    this.gate.revokeAll();
    this.stopSensorTest();
    this.screen = 'attract';
    if (!this.attract.isRunning) this.attract.resume();
    this.openWatch();
  }

  // ---------------------------------------------------------------------------------------------
  // Staff
  // ---------------------------------------------------------------------------------------------

  private sensorsChanged(sensors: readonly string[]): void {
    const t = this.sensorTest;
    if (t === undefined) return;
    t.baseline ??= sensors;
    sensors.forEach((v, i) => {
      if (t.baseline![i] !== v) t.seen.add(i);
    });
    t.last = sensors;
    this.emit({ kind: 'sensors', test: this.sensorView() });
  }

  private sensorView(): SensorTest {
    const t = this.sensorTest;
    const runtime = this.watch?.board;
    // Each sensor by the cell it lies under: of the board's game, else of another game the profile
    // carries (morris-archery's Archery sensors were shown as '–', so a technician could not find them).
    const cellOf = new Map<number, { cell: string; game?: GameId }>();
    for (const [cell, i] of runtime?.layout.sensorOf ?? []) cellOf.set(i, { cell });
    for (const other of runtime?.profile.games ?? []) {
      if (other.game === runtime?.layout.game) continue;
      for (const [i, cell] of other.cellOf) if (!cellOf.has(i)) cellOf.set(i, { cell, game: other.game });
    }
    const sensors = t?.last ?? runtime?.connection.snapshot?.sensors ?? [];
    return {
      sensors: sensors.map((v, i) => ({
        i,
        cell: cellOf.get(i)?.cell ?? null,
        ...(cellOf.get(i)?.game === undefined ? {} : { game: cellOf.get(i)!.game! }),
        state: v === 'empty' || v === 'occupied' || v === 'north' || v === 'south' ? v : 'unknown',
        seen: t?.seen.has(i) ?? false,
      })),
    };
  }

  private stopSensorTest(): void {
    this.sensorTest = undefined;
  }

  private staffStatus(): StaffStatus {
    const runtime = this.watch?.board ?? this.host.currentBoard;
    const conn = runtime?.connection;
    const view = runtime?.view(false);
    const counts = conn?.counts;
    const decode = counts === undefined ? 0 : Object.values(counts.decode).reduce((a, b) => a + b, 0);
    return {
      startedAt: this.run.startedAt,
      uptimeSeconds: Math.round((this.now() - this.started) / 1000),
      lastCrash: this.run.lastCrash,
      screen: this.screen,
      memoryMb: mb(process.memoryUsage().rss),
      board:
        view === undefined
          ? null
          : {
              state: view.state,
              ...(view.boardId === undefined ? {} : { boardId: view.boardId }),
              ...(view.port === undefined ? {} : { port: view.port }),
              counts: { decode, gaps: counts?.sequenceGaps ?? 0, invalid: counts?.invalid ?? 0 },
            },
      logFile: this.log.file,
      log: this.log.tail(200),
    };
  }

  private async reload(): Promise<void> {
    this.loaded = await loadKioskConfig(this.o.configFile, this.o.dataDir);
    this.logConfig();
    this.attract.pause();
    this.attract = this.makeAttract();
    await this.closeWatch();
    this.watch = undefined;
    if (this.screen === 'attract' || this.screen === null) this.attract.resume();
    this.openWatch();
    this.emit({ kind: 'state', state: this.state() });
  }

  // ---------------------------------------------------------------------------------------------
  // Timers: nightly restart, heartbeat
  // ---------------------------------------------------------------------------------------------

  private every(ms: number, fn: () => void): void {
    const loop = () => {
      fn();
      this.timers.push(this.scheduler.setTimer(ms, loop));
    };
    this.timers.push(this.scheduler.setTimer(ms, loop));
  }

  private scheduleNightly(): void {
    const at = this.config.nightlyRestart === null ? undefined : nextClockTime(this.now(), this.config.nightlyRestart);
    if (at === undefined) return;
    const tryRestart = (waited: number) => {
      // A visitor playing at the restart time gets up to an hour (the idle reset ends a game left alone within minutes).
      if (this.screen === 'visitor' && waited < 60) {
        this.timers.push(this.scheduler.setTimer(60_000, () => tryRestart(waited + 1)));
        return;
      }
      this.write('info', msg('kiosk.log.restart', { reason: 'nightly' }));
      this.o.shell.restart();
    };
    this.timers.push(this.scheduler.setTimer(at - this.now(), () => tryRestart(0)));
  }

  // ---------------------------------------------------------------------------------------------
  // What the renderer and /health see
  // ---------------------------------------------------------------------------------------------

  /** The kiosk's state for the renderer. */
  state(): KioskState {
    return {
      config: publicConfig(this.config),
      configFile: this.o.configFile,
      faults: [...this.loaded.faults],
      absent: this.loaded.absent,
      kept: this.loaded.kept,
      staff: this.gate.status(this.config.staff),
      attract: this.attract.frame,
      board: this.watch?.view ?? null,
      pack: this.packs.current?.content ?? null,
      previousPack: this.packs.previous,
    };
  }

  /** The `/health` report. */
  health(): HealthReport {
    const mem = process.memoryUsage();
    const runtime = this.watch?.board ?? this.host.currentBoard;
    const w = this.watch?.view;
    const frame = this.attract.frame;
    return {
      status: 'ok',
      kiosk: true,
      startedAt: this.run.startedAt,
      uptimeSeconds: Math.round((this.now() - this.started) / 1000),
      screen: this.screen,
      board: runtime === undefined ? null : { state: runtime.view(false).state, ...(w === undefined ? {} : { ready: w.ready, missing: w.short }) },
      game: this.host.currentSession?.game.id ?? null,
      attract: frame === null || !this.attract.isRunning ? null : { game: frame.game, frames: frame.seq + 1 },
      lastError: this.lastError,
      lastCrash: this.run.lastCrash,
      renderer: { starts: this.rendererStarts, lastStartAt: this.rendererStartAt },
      memory: { rssMb: mb(mem.rss), heapUsedMb: mb(mem.heapUsed) },
      config: { file: this.loaded.file, faults: this.loaded.faults.length, absent: this.loaded.absent, kept: this.loaded.kept },
    };
  }

  /** The contract's kiosk calls (`src/api/kiosk.ts` `KIOSK_METHODS`). */
  calls(): Pick<CallTarget, KioskMethod> {
    const staff = <T>(token: string, fn: () => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> =>
      this.gate.valid(token) ? fn() : Promise.resolve(fail(KIOSK_ERROR_CODES.notStaff, msg('host.kiosk.not-staff')));
    return {
      kioskState: async () => ok(this.state()),
      kioskStart: async ({ game, format }) => {
        const plan = planFormat(this.config, game, format);
        if (plan === undefined) return fail(KIOSK_ERROR_CODES.notOffered, msg('host.kiosk.not-offered', { game }));
        return this.startVisitorGame(plan);
      },
      kioskContinue: async () => {
        const left = this.watch?.continuable;
        if (left === undefined) return fail(KIOSK_ERROR_CODES.noLeftover, msg('host.kiosk.no-leftover'));
        const plan = planFormat(this.config, left.game, 'quick');
        if (plan === undefined) return fail(KIOSK_ERROR_CODES.notOffered, msg('host.kiosk.not-offered', { game: left.game }));
        return this.startVisitorGame({ ...plan, options: left.options }, left.players, left.position);
      },
      kioskReset: async (reason) => {
        if (reason === 'renderer') {
          this.rendererStarts++;
          this.rendererStartAt = new Date(this.now()).toISOString();
        }
        await this.reset(reason);
        return ok(null);
      },
      kioskScreen: async (screen) => {
        this.screen = screen;
        if (screen === 'attract') {
          if (!this.attract.isRunning) this.attract.resume();
          this.openWatch();
        } else {
          this.attract.pause();
        }
        return ok(null);
      },
      staffUnlock: async (pin) => {
        const before = this.gate.status(this.config.staff).lockedUntil;
        const r = await this.gate.unlock(pin, this.config.staff);
        if (r.result === 'open') this.write('info', msg('kiosk.log.staff-open'));
        else if (r.result === 'wrong') this.write('warn', msg('kiosk.log.wrong-pin', { n: this.config.staff.wrongPinLimit - r.attemptsLeft }));
        else if (r.result === 'locked' && before === null) this.write('warn', msg('kiosk.log.lockout', { n: this.config.staff.lockoutSeconds }));
        this.emit({ kind: 'state', state: this.state() });
        return ok(r);
      },
      staffStatus: (token) => staff(token, async () => ok(this.staffStatus())),
      staffSensors: (token, on) =>
        staff(token, async () => {
          if (!on) {
            this.stopSensorTest();
            return ok(null);
          }
          if (this.host.currentSession !== undefined) await this.reset('staff');
          this.screen = 'staff';
          this.attract.pause();
          this.sensorTest = { seen: new Set(), baseline: this.watch?.board?.connection.snapshot?.sensors, last: undefined };
          this.emit({ kind: 'sensors', test: this.sensorView() });
          return ok(null);
        }),
      kioskMedia: async (key) => ok(this.packs.media(key) ?? null),
      staffPack: (token, action) => staff(token, () => this.packAction(action)),
      staffAction: (token, action) =>
        staff(token, async () => {
          switch (action) {
            case 'reload':
              await this.reload();
              return ok(this.state());
            case 'leave':
              await this.reset('staff');
              return ok(this.state());
            case 'restart':
              this.write('info', msg('kiosk.log.restart', { reason: 'staff' }));
              this.scheduler.setTimer(300, () => this.o.shell.restart());
              return ok(null);
            case 'quit':
              this.write('info', msg('kiosk.log.quit'));
              this.scheduler.setTimer(300, () => this.o.shell.quit());
              return ok(null);
          }
        }),
    };
  }

  /** Staff load the pack of `content.folder` or roll back; every outcome is logged, and a refused pack changes nothing. */
  private async packAction(action: 'load' | 'rollback'): Promise<Result<{ result: 'installed' | 'rolled-back' | 'refused'; faults: ConfigFault[]; state: KioskState }, ApiError>> {
    const folder = this.config.content.folder;
    let faults: ConfigFault[];
    if (action === 'rollback') faults = await this.packs.rollback();
    else faults = folder === null ? [{ path: 'content.folder', problem: msg('kiosk.pack.fault.no-folder') }] : await this.packs.install(folder);
    const shown = this.packs.current?.content;
    if (faults.length > 0) this.write('warn', msg('kiosk.pack.log.refused', { folder: action === 'load' ? (folder ?? '') : 'rollback', faults: faults.map((f) => f.problem) }));
    else if (action === 'load') this.write('info', msg('kiosk.pack.log.installed', { name: shown?.name ?? '', version: shown?.version ?? '', folder: folder ?? '' }));
    else this.write('info', msg('kiosk.pack.log.rolled-back', { name: shown?.name ?? '', version: shown?.version ?? '' }));
    const state = this.state();
    if (faults.length === 0) this.emit({ kind: 'state', state });
    return ok({ result: faults.length > 0 ? 'refused' : action === 'load' ? 'installed' : 'rolled-back', faults, state });
  }

  /** Stops the kiosk's timers, the attract loop and the board watch, and marks a clean stop (the host is closed by the shell). */
  async close(): Promise<void> {
    for (const t of this.timers) t();
    this.timers = [];
    this.boardLost?.();
    this.attract.pause();
    await this.seeker.stop();
    await this.watch?.close();
    this.run.stop();
  }
}
