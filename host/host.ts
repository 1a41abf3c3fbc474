/**
 * The host: the Node-side composition used by both the Electron main process and the `npm run web`
 * server (and `parlour play`). It owns the board connection, the session, the journal file in the data
 * folder, the settings file and the saved records, and offers them as the {@link HostApi}
 * (`host/types.ts`). Everything crossing it is plain JSON.
 *
 * Data folder layout: `settings.json` (session settings, `settings-file.ts`), `journal/current.jsonl`
 * (the game in progress, `journal-file.ts`; older games archived beside it; resuming: `resume.ts`),
 * `records/<game id>.json` (finished or saved games, in the record format of `src/core/record.ts`:
 * `records.ts`; their replay: `replay.ts`).
 *
 * Over 600 lines: it is the one class that composes every {@link HostApi} method, and each method is
 * short. What is not that composition lives beside it: the board (`board.ts`), the journal file, the
 * records and their replay, resuming, the settings file, the search worker and the kept notices
 * (`notice-log.ts`). The next part that could move out is the record and replay methods.
 */
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AnyGame, PlayerIndex } from '../src/core/game';
import { err, ok, type Result } from '../src/core/result';
import { startOf } from '../src/core/start';
import { findGame } from '../src/games/index';
import { Session, type Scheduler, type SessionBoard, type SessionCoreView, type SessionError } from '../src/session/session';
import { DEFAULT_SESSION_SETTINGS, mergeSettings, type SessionSettings } from '../src/session/types';
import { openBoard, type BoardRuntime } from './board';
import { JournalFile, archiveJournal, journalPaths } from './journal-file';
import { fileFault } from './files';
import { rateLimitedLog, type RateLimitedLog } from './guard';
import type { LatencyTrace } from './latency-trace';
import { realScheduler } from './scheduler';
import { listSerialPorts } from './serial';
import { checkSerialPath } from './serial-path';
import { loadLanguage, loadSettings, saveSettings } from './settings-file';
import { boardChoiceOf, describeBoard, findResumable, replayedSession, type Resumable } from './resume';
import { listRecordFiles, recordText, saveSessionRecord } from './records';
import { openReplay, replayView, seekReplay, type Replay } from './replay';
import { SearchWorker, type WorkerScript } from './search-worker';
import { workerPlayers } from './worker-player';
import type { PlayerFactory } from '../src/ai/computers';
import type {
  BoardChoice,
  HostApi,
  HostError,
  HostEvent,
  HostResult,
  HostStartup,
  NewGameRequest,
  Notice,
  PortInfo,
  RecordInfo,
  SavedRecord,
  ReplaySeek,
  PeekView,
  ReplayView,
  SessionView,
  VirtualBoardAction,
} from './types';
import { format, msg, type Lang, type Message } from '../src/i18n/index';
import { NoticeLog } from './notice-log';

/** Options of {@link createHost}. */
export interface HostOptions {
  /** The data folder (created if missing). */
  readonly dataDir: string;
  /** Time and timers (default: real time). */
  readonly scheduler?: Scheduler;
  /** Serial port lister (default `firmware-protocol/serial` `listPorts`, loaded when first asked: `./serial.ts`). */
  readonly listPorts?: () => Promise<Result<readonly PortInfo[], { code: string; message: Message }>>;
  /** Game id factory (default: game, time and 4 random hex digits). */
  readonly newId?: (game: string) => string;
  /**
   * Where the computer players think: `worker` (default), the host's search worker thread
   * (`search-worker.ts`), or `in-thread`, on the host's own thread between its other work (for
   * comparison in `npm run bench`, and as the worker's fallback).
   */
  readonly ai?: 'worker' | 'in-thread';
  /** The search worker's script (default: found beside the host, `search-worker.ts` `defaultWorkerScript`). */
  readonly workerScript?: WorkerScript;
  /**
   * Where the host logs what is not for the user's screen (the search worker's starts and failures), and
   * every warning and error notice in English as well (`notice warning settings/corrupt: …`: a file set
   * aside, a record that could not be saved, a board fault; at a bounded rate, `./guard.ts`), so the log
   * says afterwards what a person was told; default nowhere.
   */
  readonly log?: (line: string) => void;
  /** Marks the stages of each board change (`./latency-trace.ts`, for the benchmark); default none. */
  readonly trace?: LatencyTrace;
}

/** The data folder `parlour play` and `npm run web` use: `$PARLOUR_DATA`, or `.parlour-data` in the working directory. */
export function defaultDataDir(): string {
  const env = process.env['PARLOUR_DATA'];
  return env !== undefined && env !== '' ? env : join(process.cwd(), '.parlour-data');
}

const fail = <T>(code: string, message: Message): Result<T, HostError> => err({ code, message });

/**
 * Starts a host on `dataDir`: reads settings, and the journal of an unfinished game to offer for
 * resuming (repairing a truncated or corrupt tail and saying so in a notice).
 * @throws only for a data folder that cannot be created (the caller reports it).
 */
export async function createHost(options: HostOptions): Promise<Host> {
  await mkdir(options.dataDir, { recursive: true });
  const host = new Host(options);
  await host.init();
  return host;
}

/** The host; see {@link HostApi} for every method. */
export class Host implements HostApi {
  private readonly dataDir: string;
  private readonly scheduler: Scheduler;
  private readonly listers: NonNullable<HostOptions['listPorts']>;
  private readonly newId: (game: string) => string;
  private readonly trace: LatencyTrace | undefined;
  private settings: SessionSettings = DEFAULT_SESSION_SETTINGS;
  /** The language chosen on the start screen (kept in the settings file); `null`: the system's. */
  private language: Lang | null = null;
  private session: Session | undefined;
  private board: BoardRuntime | undefined;
  private journal: JournalFile | undefined;
  private resume: Resumable | undefined;
  private replay: Replay | undefined;
  private readonly notices = new NoticeLog();
  private readonly listeners = new Set<(e: HostEvent) => void>();
  private viewQueued = false;
  private recordName: string | undefined;
  /** What a damaged journal lost of the current game (named in its record). */
  private gaps: readonly Message[] = [];
  private lock: Promise<unknown> = Promise.resolve();
  private readonly log: (line: string) => void;
  /** The notices' share of the log, rate-limited: a board sending faults on every line cannot flood it. */
  private readonly noticeLog: RateLimitedLog;
  private readonly worker: SearchWorker | undefined;
  private readonly players: PlayerFactory | undefined;
  /** Whether the user has been told in this game that the search worker failed (said once a game; logged every time). */
  private workerFailureShown = false;

  constructor(o: HostOptions) {
    this.dataDir = o.dataDir;
    this.scheduler = o.scheduler ?? realScheduler();
    this.listers = o.listPorts ?? listSerialPorts;
    this.trace = o.trace;
    this.newId = o.newId ?? ((g) => `${g}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(2).toString('hex')}`);
    this.log = o.log ?? (() => undefined);
    this.noticeLog = rateLimitedLog(this.log);
    if (o.ai !== 'in-thread') {
      this.worker = new SearchWorker({ log: this.log, ...(o.workerScript === undefined ? {} : { script: o.workerScript }) });
      if (this.worker.available) this.players = workerPlayers(this.worker, (m) => this.workerFailed(m));
      else this.log('search worker: its script was not found; the computer players think on the host\'s thread');
    }
  }

  private workerFailed(message: string): void {
    this.log(`search worker: ${message}`);
    if (this.workerFailureShown) return;
    this.workerFailureShown = true;
    this.notice('warning', 'ai/worker-failed', msg('host.worker-failed', { why: message }));
  }

  /** What a session gets its computer players from. */
  private sessionDeps(journal: JournalFile): { scheduler: Scheduler; journal: JournalFile; players?: PlayerFactory } {
    return { scheduler: this.scheduler, journal, ...(this.players === undefined ? {} : { players: this.players }) };
  }

  /** Reads settings and the journal. */
  async init(): Promise<void> {
    const notify = this.notice.bind(this);
    this.settings = await loadSettings(this.dataDir, notify);
    this.language = await loadLanguage(this.dataDir);
    this.resume = await findResumable(this.dataDir, notify);
  }

  // ---------------------------------------------------------------------------------------------
  // Events and notices
  // ---------------------------------------------------------------------------------------------

  subscribe(listener: (event: HostEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(e: HostEvent): void {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch {
        // a listener's bug must not stop the others or the session
      }
    }
  }

  /** Says a notice to every page, and keeps it for a page that opens later while it holds (`./notice-log.ts`). */
  private notice(level: Notice['level'], code: string, message: Message): void {
    if (level !== 'info') this.noticeLog.line(`notice ${level} ${code}: ${format(message, 'en')}`);
    this.emit({ type: 'notice', notice: this.notices.add(level, code, message) });
  }

  private queueView(): void {
    if (this.viewQueued) return;
    this.viewQueued = true;
    queueMicrotask(() => {
      this.viewQueued = false;
      const core = this.session?.view() ?? null;
      this.board?.showLeds(core);
      const view = this.composeView(core);
      this.trace?.mark('composed');
      this.emit({ type: 'view', view });
    });
  }

  private composeView(core: SessionCoreView | null): SessionView | null {
    if (core === null || this.session === undefined) return null;
    const { inSync, ...rest } = core;
    const board = this.board?.view(inSync) ?? { kind: 'none' as const, state: 'none' as const };
    return { ...rest, options: rest.options as SessionView['options'], board };
  }

  private currentView(): SessionView | null {
    return this.composeView(this.session?.view() ?? null);
  }

  /** Runs host calls that change the session one at a time. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.lock.then(fn, fn);
    this.lock = next.catch(() => undefined);
    return next;
  }

  // ---------------------------------------------------------------------------------------------
  // Wiring a session to the board and to listeners
  // ---------------------------------------------------------------------------------------------

  private boardListener() {
    return {
      reading: (r: Parameters<Session['boardReading']>[0]) => {
        this.trace?.mark('reading');
        void this.session?.boardReading(r);
      },
      button: (b: string) => void this.session?.boardButton(b),
      reconnected: () => void this.session?.boardReconnected(),
      changed: () => {
        const s = this.session;
        const b = this.board;
        if (s !== undefined && b !== undefined && b.connection.hello !== undefined) void s.updateSensing(b.sensing(this.settings.northSeat));
        this.queueView();
      },
      notice: (level: Notice['level'], code: string, message: Message) => this.notice(level, code, message),
    };
  }

  /**
   * Tells a session that has just taken over the board what the board said before it existed: the
   * sensor kind from HELLO, then the last snapshot. Either may have come while `newGame` awaited the
   * journal, when the listener had no session to give them to. A missed snapshot lost the set-up
   * guidance of a new game until the next heartbeat (issue 12); a missed HELLO left a hall board judged
   * as reed, so a black man placed in white's turn was taken as white's move (CI, the scenario
   * 17-hall-wrong-colour). A sensing or reading the session already has changes nothing.
   */
  private catchUp(): void {
    const s = this.session;
    const b = this.board;
    if (s === undefined || b === undefined) return;
    if (b.connection.hello !== undefined) void s.updateSensing(b.sensing(this.settings.northSeat));
    const r = b.lastReading();
    if (r !== undefined) void s.boardReading(r);
  }

  private wire(session: Session): void {
    session.subscribe((e) => {
      switch (e.type) {
        case 'changed':
          this.trace?.mark('changed');
          this.queueView();
          break;
        case 'committed':
          this.notices.played();
          this.emit({ type: 'committed', ply: e.ply, seat: e.seat, notation: e.notation, by: e.by, replaced: e.replaced });
          break;
        case 'notice':
          this.notice(e.level, e.code, e.message);
          break;
        case 'finished':
          void this.exclusive(() => this.saveCurrentRecord()).then(
            (r) => {
              if (!r.ok) this.notice('error', r.error.code, r.error.message);
            },
            (x: unknown) => this.notice('error', 'record/write-failed', msg('host.record-write-failed', { why: fileFault(x) })),
          );
          break;
        case 'takeback':
          this.emit({ type: 'takeback', plies: e.plies, source: e.source, ply: session.moves.length });
          break;
      }
    });
  }

  private sessionBoard(choice: BoardChoice, runtime: BoardRuntime | undefined): SessionBoard {
    return { present: runtime !== undefined, sensing: runtime?.sensing(this.settings.northSeat) ?? { kind: 'reed' }, describe: describeBoard(choice) };
  }

  private menOf(game: AnyGame, pos: unknown): string[] {
    const contents = game.physical?.contents(pos) ?? {};
    return Object.keys(contents).flatMap((c) => {
      const owners = contents[c] ?? [];
      const top = owners[owners.length - 1];
      return top === undefined ? [] : [top === this.settings.northSeat ? c : `${c}=S`];
    });
  }

  /** Ends the current session (journal closed and archived). */
  private async endCurrent(): Promise<void> {
    const s = this.session;
    if (s !== undefined) {
      s.close();
      await s.idle();
      try {
        if (s.currentPhase === 'finished') {
          if (this.recordName === undefined) await this.saveCurrentRecord();
          await s.markEnded('finished', this.recordName);
        } else await s.markEnded('abandoned');
      } catch (e) {
        this.notice('error', 'journal/write-failed', msg('host.end-journal-failed', { why: fileFault(e) }));
      }
    }
    await this.journal?.close();
    this.journal = undefined;
    await this.board?.stop();
    this.board = undefined;
    if (s !== undefined) await archiveJournal(this.dataDir, s.id);
    this.session = undefined;
    this.recordName = undefined;
    this.gaps = [];
  }

  /**
   * Refuses a board choice that cannot be a board before anything is opened: a serial path that is not
   * a serial device (`board/not-serial`: a file, a folder, `/dev/null`…), and, for a board chosen now
   * (not one a resumed journal names, which may come back later), a path with nothing at it
   * (`board/no-port`). Issue 12, failure 8.
   */
  private async checkBoardChoice(choice: BoardChoice, chosenNow: boolean): Promise<Result<null, HostError>> {
    if (choice.kind !== 'serial') return ok(null);
    const found = await checkSerialPath(choice.path);
    if (!found.ok) return found;
    if (found.value === 'missing' && chosenNow) return fail('board/no-port', msg('cli.play.no-port', { path: choice.path }));
    return ok(null);
  }

  private openBoardFor(game: AnyGame, choice: BoardChoice, pos: unknown): Result<BoardRuntime | undefined, HostError> {
    if (choice.kind === 'none') return ok(undefined);
    if (game.physical === undefined) return fail('session/no-physical', msg('session.no-physical', { game: game.id }));
    return openBoard({
      game: game.id,
      choice,
      listener: this.boardListener(),
      virtualInitial: this.menOf(game, pos),
      ...(this.trace === undefined ? {} : { trace: this.trace }),
    });
  }

  // ---------------------------------------------------------------------------------------------
  // HostApi
  // ---------------------------------------------------------------------------------------------

  async startup(): HostResult<HostStartup> {
    return ok({ resume: this.resume?.offer ?? null, settings: this.settings, language: this.language, view: this.currentView(), notices: this.notices.list() });
  }

  newGame(req: NewGameRequest): HostResult<SessionView> {
    return this.exclusive(async () => {
      const first = this.notices.nextId;
      const game = findGame(req.game);
      if (game === undefined) return fail('host/unknown-game', msg('host.unknown-game', { game: JSON.stringify(req.game) }));
      const begun = startOf(game, req.options ?? {}, req.players.length, req.start);
      if (!begun.ok) return fail(begun.error.code, begun.error.message);
      const startPos = begun.value.position;
      const settings = mergeSettings(this.settings, req.settings);
      if (!settings.ok) return err(settings.error);
      const choice = req.board ?? { kind: 'none' };
      const usable = await this.checkBoardChoice(choice, true);
      if (!usable.ok) return usable;
      await this.endCurrent();
      if (this.resume !== undefined) {
        await archiveJournal(this.dataDir, this.resume.offer.id);
        this.resume = undefined;
      }
      const opened = this.openBoardFor(game, choice, startPos);
      if (!opened.ok) return opened;
      const { current } = journalPaths(this.dataDir);
      let journal: JournalFile;
      try {
        // each game journals into a file of its own, whatever was left at the path before
        const created = await JournalFile.create(current);
        journal = created.journal;
        if (created.movedAside !== undefined) {
          this.notice('warning', 'journal/set-aside', msg('host.journal-set-aside', { aside: created.movedAside }));
        }
      } catch (e) {
        await opened.value?.stop();
        return fail('journal/open-failed', msg('host.journal-open-failed', { file: current, why: fileFault(e) }));
      }
      this.board = opened.value;
      const started = await Session.start(
        {
          id: this.newId(game.id),
          game,
          options: (req.options ?? {}) as Record<string, unknown>,
          players: req.players,
          seed: req.seed ?? Math.floor(Math.random() * 0x7fffffff),
          ...(req.levels === undefined ? {} : { levels: req.levels }),
          settings: settings.value,
          board: this.sessionBoard(choice, opened.value),
          ...(req.start === undefined ? {} : { start: req.start }),
        },
        this.sessionDeps(journal),
      );
      if (!started.ok) {
        await journal.close();
        await this.board?.stop();
        this.board = undefined;
        await unlink(current).catch(() => undefined);
        return err(started.error);
      }
      this.journal = journal;
      this.session = started.value;
      this.notices.forgetBefore(first);
      this.workerFailureShown = false;
      this.wire(started.value);
      this.catchUp();
      this.queueView();
      return ok(this.currentView()!);
    });
  }

  resumeGame(): HostResult<SessionView> {
    return this.exclusive(async () => {
      const pending = this.resume;
      if (pending === undefined) return fail('host/no-resume', msg('host.no-resume'));
      const g = pending.game;
      const game = findGame(g.start.game);
      if (game === undefined) return fail('host/unknown-game', msg('host.journal-unknown-game', { game: g.start.game }));
      await this.endCurrent();
      let choice = boardChoiceOf(g.board);
      const usable = await this.checkBoardChoice(choice, false);
      if (!usable.ok) {
        // a journal of an older version may name any path: resume on screen rather than retry it for ever
        this.notice('warning', usable.error.code, msg('host.resumed-without-board', { why: usable.error.message }));
        choice = { kind: 'none' };
      }
      const { current } = journalPaths(this.dataDir);
      let journal: JournalFile;
      try {
        journal = await JournalFile.open(current);
      } catch (e) {
        return fail('journal/open-failed', msg('host.journal-open-failed', { file: current, why: fileFault(e) }));
      }
      // The virtual board comes back laid out as the game stood; a real board is set up with guidance.
      const resumedPos = replayedSession(game, g)?.position;
      const opened = this.openBoardFor(game, choice, resumedPos);
      if (!opened.ok) {
        await journal.close();
        return opened;
      }
      const resumed = Session.resume(game, g, this.sessionBoard(choice, opened.value), this.sessionDeps(journal));
      if (!resumed.ok) {
        await journal.close();
        await opened.value?.stop();
        return err(resumed.error);
      }
      this.board = opened.value;
      this.journal = journal;
      this.session = resumed.value.session;
      this.resume = undefined;
      this.gaps = g.gaps;
      for (const w of resumed.value.warnings) this.notice('warning', 'journal/replay', w);
      this.notice('info', 'journal/resumed', msg('host.resumed', { game: game.id, n: resumed.value.session.moves.length }));
      this.wire(resumed.value.session);
      this.catchUp();
      this.queueView();
      return ok(this.currentView()!);
    });
  }

  discardResume(): HostResult<null> {
    return this.exclusive(async () => {
      if (this.resume !== undefined) {
        await archiveJournal(this.dataDir, this.resume.offer.id);
        this.resume = undefined;
      }
      return ok(null);
    });
  }

  private withSession(fn: (s: Session) => Promise<Result<unknown, SessionError>>): HostResult<SessionView> {
    return this.exclusive(async () => {
      const s = this.session;
      if (s === undefined) return fail('session/no-game', msg('host.no-game'));
      const r = await fn(s);
      if (!r.ok) return err(r.error);
      return ok(this.currentView()!);
    });
  }

  playMove(notation: string): HostResult<SessionView> {
    return this.withSession((s) => s.playMove(notation));
  }
  chooseCandidate(choice: string): HostResult<SessionView> {
    return this.withSession((s) => s.chooseCandidate(choice));
  }
  undo(): HostResult<SessionView> {
    return this.withSession((s) => s.undo());
  }
  redo(): HostResult<SessionView> {
    return this.withSession((s) => s.redo());
  }
  confirmTakeback(): HostResult<SessionView> {
    return this.withSession((s) => s.confirmTakeback());
  }
  resign(seat: PlayerIndex): HostResult<SessionView> {
    return this.withSession((s) => s.resign(seat));
  }
  offerDraw(seat: PlayerIndex): HostResult<SessionView> {
    return this.withSession((s) => s.offerDraw(seat));
  }
  agreeDraw(seat: PlayerIndex): HostResult<SessionView> {
    return this.withSession((s) => s.agreeDraw(seat));
  }
  declineDraw(): HostResult<SessionView> {
    return this.withSession((s) => s.declineDraw());
  }
  hint(): HostResult<SessionView> {
    return this.withSession((s) => s.hint());
  }

  setSettings(partial: Partial<SessionSettings>): HostResult<SessionSettings> {
    return this.exclusive(async () => {
      const merged = mergeSettings(this.settings, partial);
      if (!merged.ok) return err(merged.error);
      if (this.session !== undefined) {
        const r = await this.session.changeSettings(partial);
        if (!r.ok) return err(r.error);
      }
      this.settings = merged.value;
      try {
        await saveSettings(this.dataDir, this.settings, this.language);
      } catch (e) {
        this.notice('warning', 'settings/write-failed', msg('host.settings-write-failed', { why: (e as Error).message }));
      }
      return ok(this.settings);
    });
  }

  dismissNotice(id: number): HostResult<null> {
    this.notices.dismiss(id);
    return Promise.resolve(ok(null));
  }

  setLanguage(lang: Lang): HostResult<null> {
    return this.exclusive(async () => {
      this.language = lang;
      try {
        await saveSettings(this.dataDir, this.settings, this.language);
        // The file's unknown language is replaced: its notice no longer holds (a reload showed it again).
        this.notices.forget('settings/language');
      } catch (e) {
        this.notice('warning', 'settings/write-failed', msg('host.settings-write-failed', { why: (e as Error).message }));
      }
      return ok(null);
    });
  }

  async listPorts(): HostResult<readonly PortInfo[]> {
    const r = await this.listers();
    if (!r.ok) return fail('board/list-failed', r.error.message);
    return ok(r.value.map((p) => ({ ...p })));
  }

  connectBoard(choice: BoardChoice): HostResult<SessionView> {
    return this.exclusive(async () => {
      const s = this.session;
      if (s === undefined) return fail('session/no-game', msg('host.no-game'));
      const usable = await this.checkBoardChoice(choice, true);
      if (!usable.ok) return usable;
      const opened = this.openBoardFor(s.game, choice, s.position);
      if (!opened.ok) return opened;
      await this.board?.stop();
      this.board = opened.value;
      await s.changeBoard(this.sessionBoard(choice, opened.value));
      this.catchUp();
      this.queueView();
      return ok(this.currentView()!);
    });
  }

  async virtualBoard(action: VirtualBoardAction): HostResult<null> {
    const v = this.board?.virtual;
    if (v === undefined) return fail('board/not-virtual', msg('host.not-virtual'));
    const r =
      action.action === 'lift'
        ? v.lift(action.cell)
        : action.action === 'place'
          ? v.place(action.cell, this.polarityFor(action.polarity))
          : v.press(action.button);
    if (!r.ok) return fail('board/bad-cell', msg('host.bad-cell', { why: r.error.problems.map((p) => p.message).join('; ') || r.error.message }));
    return ok(null);
  }

  /** The pole of a man placed on the virtual board: as asked, else the colour of the seat to move. */
  private polarityFor(asked: 'north' | 'south' | undefined): 'N' | 'S' | undefined {
    if (asked !== undefined) return asked === 'north' ? 'N' : 'S';
    const s = this.session;
    if (s === undefined || this.board?.virtual?.sensorKind !== 'hall') return undefined;
    const turn = s.game.turn(s.position);
    return turn === undefined || turn === this.settings.northSeat ? 'N' : 'S';
  }

  private async saveCurrentRecord(): Promise<Result<SavedRecord, HostError>> {
    const s = this.session;
    if (s === undefined) return fail('session/no-game', msg('host.no-game'));
    const info = await saveSessionRecord(this.dataDir, s, this.gaps);
    if (s.currentPhase === 'finished') this.recordName = info.name;
    return ok(info);
  }

  saveRecord(): HostResult<SavedRecord> {
    return this.exclusive(async () => {
      try {
        return await this.saveCurrentRecord();
      } catch (e) {
        return fail('record/write-failed', msg('host.record-write-failed', { why: fileFault(e) }));
      }
    });
  }

  async listRecords(): HostResult<readonly RecordInfo[]> {
    return ok(await listRecordFiles(this.dataDir));
  }

  async loadRecord(source: { readonly name: string } | { readonly text: string }): HostResult<ReplayView> {
    const text = await recordText(this.dataDir, source);
    if (!text.ok) return text;
    const opened = openReplay(text.value);
    if (!opened.ok) return opened;
    this.replay = opened.value;
    const view = replayView(opened.value);
    this.emit({ type: 'replay', replay: view });
    return ok(view);
  }

  async replaySeek(seek: ReplaySeek): HostResult<ReplayView> {
    if (this.replay === undefined) return fail('host/no-replay', msg('host.no-replay'));
    const view = seekReplay(this.replay, seek);
    if (view.ok) this.emit({ type: 'replay', replay: view.value });
    return view;
  }

  async closeReplay(): HostResult<null> {
    this.replay = undefined;
    this.emit({ type: 'replay', replay: null });
    return ok(null);
  }

  async peek(ply: number): HostResult<PeekView> {
    const s = this.session;
    if (s === undefined) return fail('session/no-game', msg('host.no-game'));
    const at = s.positionAt(ply);
    return at.ok ? ok({ ply, ...at.value }) : err(at.error);
  }

  async view(): HostResult<SessionView | null> {
    return ok(this.currentView());
  }

  /**
   * Ends the game in progress, as a new game would: journalled as abandoned (finished games as finished,
   * with their record) and archived, the board closed. For the kiosk's reset between visitors; nothing
   * when no game is in progress.
   */
  abandonGame(): Promise<void> {
    return this.exclusive(async () => {
      await this.endCurrent();
      this.queueView();
    });
  }

  /** The computer players the host's sessions get (the search worker's; `undefined`: the session's own, on this thread). The kiosk's attract loop plays with them too. */
  get playerFactory(): PlayerFactory | undefined {
    return this.players;
  }

  /** The running session (for the CLI and tests). */
  get currentSession(): Session | undefined {
    return this.session;
  }

  /** The open board (for the CLI and tests). */
  get currentBoard(): BoardRuntime | undefined {
    return this.board;
  }

  /** Closes the board and the journal; an unfinished game stays resumable. */
  close(): Promise<void> {
    return this.exclusive(async () => {
      const s = this.session;
      if (s !== undefined) {
        s.close();
        await s.idle();
        if (s.currentPhase === 'finished') {
          try {
            if (this.recordName === undefined) await this.saveCurrentRecord();
            await s.markEnded('finished', this.recordName);
          } catch {
            // the result entry is on disk already; the record can be saved again later
          }
        }
      }
      await this.journal?.close();
      this.journal = undefined;
      await this.board?.stop();
      this.board = undefined;
      if (s !== undefined && s.currentPhase === 'finished') await archiveJournal(this.dataDir, s.id);
      this.session = undefined;
      await this.worker?.close();
    });
  }
}
