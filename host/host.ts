/**
 * The host: the Node-side composition used by both the Electron main process and the `npm run web`
 * server (and `parlour play`). It owns the board connection, the session, the journal file in the data
 * folder, the settings file and the saved records, and offers them as the {@link HostApi}
 * (`host/types.ts`). Everything crossing it is plain JSON.
 *
 * Data folder layout: `settings.json` (session settings), `journal/current.jsonl` (the game in
 * progress; older games archived beside it), `records/<game id>.json` (finished or saved games, in the
 * record format of `src/core/record.ts`).
 */
import { mkdir, readFile, readdir, writeFile, rename, unlink, stat } from 'node:fs/promises';
import { join, basename } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AnyGame, PlayerIndex } from '../src/core/game';
import { parseOptions } from '../src/core/options';
import { describeResult, formatRecord, makeRecord, parseRecordText, replayRecord, type GameRecord, type RecordResult } from '../src/core/record';
import { err, ok, type Result } from '../src/core/result';
import { findGame } from '../src/games/index';
import { foldJournal, plural, type JournalGame } from '../src/session/journal';
import { Session, type Scheduler, type SessionBoard, type SessionCoreView, type SessionError } from '../src/session/session';
import { DEFAULT_SESSION_SETTINGS, mergeSettings, type SessionSettings } from '../src/session/types';
import { listPorts as listSerialPorts } from '../firmware-protocol/serial/ports';
import { openBoard, type BoardRuntime } from './board';
import { JournalFile, archiveJournal, journalPaths, readJournalFile } from './journal-file';
import { realScheduler } from './scheduler';
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
  ReplaySeek,
  ReplayView,
  ResumeOffer,
  SessionView,
  VirtualBoardAction,
} from './types';

/** Options of {@link createHost}. */
export interface HostOptions {
  /** The data folder (created if missing). */
  readonly dataDir: string;
  /** Time and timers (default: real time). */
  readonly scheduler?: Scheduler;
  /** Serial port lister (default `electron/serial` `listPorts`). */
  readonly listPorts?: () => Promise<Result<readonly PortInfo[], { code: string; message: string }>>;
  /** Game id factory (default: game, time and 4 random hex digits). */
  readonly newId?: (game: string) => string;
}

/** The data folder `parlour play` and `npm run web` use: `$PARLOUR_DATA`, or `.parlour-data` in the working directory. */
export function defaultDataDir(): string {
  const env = process.env['PARLOUR_DATA'];
  return env !== undefined && env !== '' ? env : join(process.cwd(), '.parlour-data');
}

const fail = <T>(code: string, message: string): Result<T, HostError> => err({ code, message });

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
  private settings: SessionSettings = DEFAULT_SESSION_SETTINGS;
  private session: Session | undefined;
  private board: BoardRuntime | undefined;
  private journal: JournalFile | undefined;
  private resume: { offer: ResumeOffer; game: JournalGame } | undefined;
  private replay: { game: AnyGame; record: GameRecord; positions: unknown[]; ply: number } | undefined;
  private readonly notices: Notice[] = [];
  private noticeId = 0;
  private readonly listeners = new Set<(e: HostEvent) => void>();
  private viewQueued = false;
  private recordName: string | undefined;
  private lock: Promise<unknown> = Promise.resolve();

  constructor(o: HostOptions) {
    this.dataDir = o.dataDir;
    this.scheduler = o.scheduler ?? realScheduler();
    this.listers = o.listPorts ?? listSerialPorts;
    this.newId = o.newId ?? ((g) => `${g}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(2).toString('hex')}`);
  }

  /** Reads settings and the journal. */
  async init(): Promise<void> {
    await this.loadSettings();
    await this.findResumable();
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

  private notice(level: Notice['level'], code: string, message: string): void {
    const n: Notice = { id: ++this.noticeId, level, code, message };
    this.notices.push(n);
    if (this.notices.length > 50) this.notices.shift();
    this.emit({ type: 'notice', notice: n });
  }

  private queueView(): void {
    if (this.viewQueued) return;
    this.viewQueued = true;
    queueMicrotask(() => {
      this.viewQueued = false;
      const core = this.session?.view() ?? null;
      this.board?.showLeds(core);
      this.emit({ type: 'view', view: this.composeView(core) });
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
  // Settings, journal, resume
  // ---------------------------------------------------------------------------------------------

  private settingsPath(): string {
    return join(this.dataDir, 'settings.json');
  }

  private async loadSettings(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.settingsPath(), 'utf8');
    } catch {
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.notice('warning', 'settings/corrupt', `the settings file ${this.settingsPath()} is not JSON; the defaults are used`);
      return;
    }
    const merged = mergeSettings(DEFAULT_SESSION_SETTINGS, (raw as { session?: unknown } | null)?.session);
    if (merged.ok) this.settings = merged.value;
    else this.notice('warning', 'settings/invalid', `${merged.error.message}; the defaults are used`);
  }

  private async saveSettings(): Promise<void> {
    const tmp = `${this.settingsPath()}.${randomBytes(3).toString('hex')}.tmp`;
    await writeFile(tmp, `${JSON.stringify({ session: this.settings }, null, 2)}\n`, 'utf8');
    await rename(tmp, this.settingsPath());
  }

  private async findResumable(): Promise<void> {
    const { current } = journalPaths(this.dataDir);
    let found;
    try {
      found = await readJournalFile(current);
    } catch (e) {
      this.notice('error', 'journal/unreadable', `the journal ${current} cannot be read: ${(e as Error).message}`);
      return;
    }
    if (found.repaired !== undefined) this.notice('warning', found.read.damage!.code, found.repaired.message);
    if (found.read.entries.length === 0) return;
    const folded = foldJournal(found.read.entries);
    if (!folded.ok) {
      this.notice('warning', folded.error.code, `the journal holds no game to resume: ${folded.error.message}`);
      return;
    }
    const g = folded.value;
    const game = findGame(g.start.game);
    if (g.end !== undefined || g.result !== undefined || game === undefined) {
      // finished or abandoned: nothing to resume; move it out of the way
      await archiveJournal(this.dataDir, g.start.id);
      return;
    }
    this.resume = {
      game: g,
      offer: {
        id: g.start.id,
        game: game.id,
        gameName: game.name,
        players: g.start.players,
        plies: g.moves.length,
        updatedAt: g.updatedAt,
        ...(found.repaired === undefined ? {} : { repaired: found.repaired.message }),
      },
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Wiring a session to the board and to listeners
  // ---------------------------------------------------------------------------------------------

  private boardListener() {
    return {
      reading: (r: Parameters<Session['boardReading']>[0]) => void this.session?.boardReading(r),
      button: (b: string) => void this.session?.boardButton(b),
      changed: () => {
        const s = this.session;
        const b = this.board;
        if (s !== undefined && b !== undefined && b.connection.hello !== undefined) void s.updateSensing(b.sensing(this.settings.northSeat));
        this.queueView();
      },
      notice: (level: Notice['level'], code: string, message: string) => this.notice(level, code, message),
    };
  }

  private wire(session: Session): void {
    session.subscribe((e) => {
      switch (e.type) {
        case 'changed':
          this.queueView();
          break;
        case 'committed':
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
            (x: unknown) => this.notice('error', 'record/write-failed', `the record could not be saved: ${(x as Error).message}`),
          );
          break;
        case 'takeback':
          break;
      }
    });
  }

  private sessionBoard(choice: BoardChoice, runtime: BoardRuntime | undefined): SessionBoard {
    const describe: Record<string, string> =
      choice.kind === 'serial'
        ? { kind: 'serial', path: choice.path, ...(choice.profile === undefined ? {} : { profile: choice.profile }) }
        : choice.kind === 'virtual'
          ? { kind: 'virtual', ...(choice.profile === undefined ? {} : { profile: choice.profile }) }
          : { kind: 'none' };
    return { present: runtime !== undefined, sensing: runtime?.sensing(this.settings.northSeat) ?? { kind: 'reed' }, describe };
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
        this.notice('error', 'journal/write-failed', `the end of the game could not be journalled: ${(e as Error).message}`);
      }
    }
    await this.journal?.close();
    this.journal = undefined;
    await this.board?.stop();
    this.board = undefined;
    if (s !== undefined) await archiveJournal(this.dataDir, s.id);
    this.session = undefined;
    this.recordName = undefined;
  }

  private openBoardFor(game: AnyGame, choice: BoardChoice, pos: unknown): Result<BoardRuntime | undefined, HostError> {
    if (choice.kind === 'none') return ok(undefined);
    if (game.physical === undefined) return fail('session/no-physical', `${game.name} cannot be played on a sensor board`);
    return openBoard({ game: game.id, choice, listener: this.boardListener(), virtualInitial: this.menOf(game, pos) });
  }

  // ---------------------------------------------------------------------------------------------
  // HostApi
  // ---------------------------------------------------------------------------------------------

  async startup(): HostResult<HostStartup> {
    return ok({ resume: this.resume?.offer ?? null, settings: this.settings, view: this.currentView(), notices: [...this.notices] });
  }

  newGame(req: NewGameRequest): HostResult<SessionView> {
    return this.exclusive(async () => {
      const game = findGame(req.game);
      if (game === undefined) return fail('host/unknown-game', `there is no game ${JSON.stringify(req.game)}`);
      const options = parseOptions(game.options, req.options ?? {});
      if (!options.ok) return fail(options.error.code, options.error.message);
      const setup = game.setup(options.value, req.players.length);
      if (!setup.ok) return fail(setup.error.code, setup.error.message);
      let startPos: unknown = setup.value;
      if (req.start !== undefined) {
        const p = game.parsePosition(req.start, options.value);
        if (!p.ok) return fail(p.error.code, p.error.message);
        startPos = p.value;
      }
      const settings = mergeSettings(this.settings, req.settings);
      if (!settings.ok) return err(settings.error);
      await this.endCurrent();
      if (this.resume !== undefined) {
        await archiveJournal(this.dataDir, this.resume.offer.id);
        this.resume = undefined;
      }
      const choice = req.board ?? { kind: 'none' };
      const opened = this.openBoardFor(game, choice, startPos);
      if (!opened.ok) return opened;
      const { current } = journalPaths(this.dataDir);
      let journal: JournalFile;
      try {
        journal = await JournalFile.open(current);
      } catch (e) {
        await opened.value?.stop();
        return fail('journal/open-failed', `the journal ${current} cannot be opened: ${(e as Error).message}`);
      }
      this.board = opened.value;
      const started = await Session.start(
        {
          id: this.newId(game.id),
          game,
          options: (req.options ?? {}) as Record<string, unknown>,
          players: req.players,
          seed: req.seed ?? Math.floor(Math.random() * 0x7fffffff),
          settings: settings.value,
          board: this.sessionBoard(choice, opened.value),
          ...(req.start === undefined ? {} : { start: req.start }),
        },
        { scheduler: this.scheduler, journal },
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
      this.wire(started.value);
      this.queueView();
      return ok(this.currentView()!);
    });
  }

  resumeGame(): HostResult<SessionView> {
    return this.exclusive(async () => {
      const pending = this.resume;
      if (pending === undefined) return fail('host/no-resume', 'there is no unfinished game to resume');
      const g = pending.game;
      const game = findGame(g.start.game);
      if (game === undefined) return fail('host/unknown-game', `the journal is a game of ${g.start.game}, which this version does not know`);
      await this.endCurrent();
      const b = g.board;
      const choice: BoardChoice =
        b['kind'] === 'serial' && typeof b['path'] === 'string'
          ? { kind: 'serial', path: b['path'], ...(typeof b['profile'] === 'string' ? { profile: b['profile'] } : {}) }
          : b['kind'] === 'virtual'
            ? { kind: 'virtual', ...(typeof b['profile'] === 'string' ? { profile: b['profile'] } : {}) }
            : { kind: 'none' };
      const { current } = journalPaths(this.dataDir);
      let journal: JournalFile;
      try {
        journal = await JournalFile.open(current);
      } catch (e) {
        return fail('journal/open-failed', `the journal ${current} cannot be opened: ${(e as Error).message}`);
      }
      // The virtual board comes back laid out as the game stood; a real board is set up with guidance.
      const probe = Session.resume(game, g, { present: false, sensing: { kind: 'reed' }, describe: {} }, { scheduler: this.scheduler, journal: { append: () => Promise.resolve() } });
      const resumedPos = probe.ok ? probe.value.session.position : undefined;
      if (probe.ok) probe.value.session.close();
      const opened = this.openBoardFor(game, choice, resumedPos);
      if (!opened.ok) {
        await journal.close();
        return opened;
      }
      const resumed = Session.resume(game, g, this.sessionBoard(choice, opened.value), { scheduler: this.scheduler, journal });
      if (!resumed.ok) {
        await journal.close();
        await opened.value?.stop();
        return err(resumed.error);
      }
      this.board = opened.value;
      this.journal = journal;
      this.session = resumed.value.session;
      this.resume = undefined;
      for (const w of resumed.value.warnings) this.notice('warning', 'journal/replay', w);
      this.notice('info', 'journal/resumed', `resumed ${game.name} after ${plural(resumed.value.session.moves.length, 'ply', 'plies')}`);
      this.wire(resumed.value.session);
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
      if (s === undefined) return fail('session/no-game', 'no game is in progress');
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
        await this.saveSettings();
      } catch (e) {
        this.notice('warning', 'settings/write-failed', `the settings could not be saved: ${(e as Error).message}`);
      }
      return ok(this.settings);
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
      if (s === undefined) return fail('session/no-game', 'no game is in progress');
      const opened = this.openBoardFor(s.game, choice, s.position);
      if (!opened.ok) return opened;
      await this.board?.stop();
      this.board = opened.value;
      await s.changeBoard(this.sessionBoard(choice, opened.value));
      this.queueView();
      return ok(this.currentView()!);
    });
  }

  async virtualBoard(action: VirtualBoardAction): HostResult<null> {
    const v = this.board?.virtual;
    if (v === undefined) return fail('board/not-virtual', 'the game is not played on the virtual board');
    const r =
      action.action === 'lift'
        ? v.lift(action.cell)
        : action.action === 'place'
          ? v.place(action.cell, this.polarityFor(action.polarity))
          : v.press(action.button);
    if (!r.ok) return fail('board/bad-cell', r.error.problems.map((p) => p.message).join('; ') || r.error.message);
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

  private recordOf(s: Session): GameRecord {
    const status = s.status();
    const termination = s.termination();
    const result: RecordResult =
      status.kind === 'ongoing'
        ? { kind: 'ongoing' }
        : status.kind === 'won'
          ? { kind: 'won', winners: [...status.winners], ...(termination === undefined || termination === 'rules' ? {} : { termination }) }
          : { kind: 'draw', ...(termination === undefined || termination === 'rules' ? {} : { termination }) };
    const start = s.game.formatPosition(s.startPosition);
    const setup = s.game.setup(s.game.optionsOf(s.startPosition), s.players.length);
    const customStart = !setup.ok || s.game.formatPosition(setup.value) !== start;
    return makeRecord(
      s.game,
      s.moves.map((m) => m.notation),
      result,
      {
        options: s.options as Record<string, unknown>,
        players: s.players.length,
        ...(customStart ? { start } : {}),
        meta: { source: `Parlour session ${s.id}`, date: new Date().toISOString().slice(0, 10), seats: s.players.join(' ') },
      },
    );
  }

  private async saveCurrentRecord(): Promise<Result<RecordInfo, HostError>> {
    const s = this.session;
    if (s === undefined) return fail('session/no-game', 'no game is in progress');
    const record = this.recordOf(s);
    const dir = join(this.dataDir, 'records');
    await mkdir(dir, { recursive: true });
    const name = `${s.id.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
    const tmp = join(dir, `.${name}.${randomBytes(3).toString('hex')}.tmp`);
    await writeFile(tmp, formatRecord(record), 'utf8');
    await rename(tmp, join(dir, name));
    if (s.currentPhase === 'finished') this.recordName = name;
    return ok({ name, game: s.game.id, plies: record.moves.length, result: describeResult(record.result, s.game), savedAt: new Date().toISOString() });
  }

  saveRecord(): HostResult<RecordInfo> {
    return this.exclusive(async () => {
      try {
        return await this.saveCurrentRecord();
      } catch (e) {
        return fail('record/write-failed', `the record could not be saved: ${(e as Error).message}`);
      }
    });
  }

  async listRecords(): HostResult<readonly RecordInfo[]> {
    const dir = join(this.dataDir, 'records');
    let names: string[];
    try {
      names = (await readdir(dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    } catch {
      return ok([]);
    }
    const out: RecordInfo[] = [];
    for (const name of names) {
      try {
        const text = await readFile(join(dir, name), 'utf8');
        const r = parseRecordText(text);
        const game = r.ok ? findGame(r.value.game) : undefined;
        if (!r.ok || game === undefined) continue;
        const st = await stat(join(dir, name));
        out.push({ name, game: game.id, plies: r.value.moves.length, result: describeResult(r.value.result, game), savedAt: st.mtime.toISOString() });
      } catch {
        // unreadable files are skipped; loadRecord names the problem
      }
    }
    return ok(out.sort((a, b) => b.savedAt.localeCompare(a.savedAt)));
  }

  async loadRecord(source: { readonly name: string } | { readonly text: string }): HostResult<ReplayView> {
    let text: string;
    if ('name' in source) {
      const name = basename(source.name);
      if (name !== source.name || !name.endsWith('.json')) return fail('record/bad-name', `${JSON.stringify(source.name)} is not the name of a saved record`);
      try {
        text = await readFile(join(this.dataDir, 'records', name), 'utf8');
      } catch {
        return fail('record/not-found', `there is no saved record ${name}`);
      }
    } else text = source.text;
    const parsed = parseRecordText(text);
    if (!parsed.ok) return err(parsed.error);
    const game = findGame(parsed.value.game);
    if (game === undefined) return fail('record/unknown-game', `the record is a game of ${JSON.stringify(parsed.value.game)}, which Parlour does not know`);
    const report = replayRecord(parsed.value, game);
    if (!report.ok) return err(report.error);
    if (report.value.error !== undefined) return err(report.value.error);
    const options = parseOptions(game.options, parsed.value.options ?? {});
    if (!options.ok) return fail(options.error.code, options.error.message);
    const setup = game.setup(options.value, parsed.value.players ?? game.players.min);
    if (!setup.ok) return fail(setup.error.code, setup.error.message);
    let pos: unknown = setup.value;
    if (parsed.value.start !== undefined) {
      const p = game.parsePosition(parsed.value.start, options.value);
      if (!p.ok) return fail(p.error.code, p.error.message);
      pos = p.value;
    }
    const positions = [pos];
    for (const m of parsed.value.moves) {
      const mv = game.parseMove(m);
      const r = mv.ok ? game.play(pos, mv.value) : undefined;
      if (r === undefined || !r.ok) return fail('record/illegal', `the record's move ${m} does not replay`);
      pos = r.value;
      positions.push(pos);
    }
    this.replay = { game, record: parsed.value, positions, ply: positions.length - 1 };
    const view = this.replayView();
    this.emit({ type: 'replay', replay: view });
    return ok(view);
  }

  private replayView(): ReplayView {
    const r = this.replay!;
    const pos = r.positions[r.ply];
    return {
      game: r.game.id,
      gameName: r.game.name,
      options: (r.record.options ?? {}) as ReplayView['options'],
      ply: r.ply,
      total: r.positions.length - 1,
      moves: r.record.moves,
      position: r.game.formatPosition(pos),
      contents: r.game.physical?.contents(pos) ?? {},
      status: r.game.status(pos),
      meta: (r.record.meta ?? {}) as ReplayView['meta'],
    };
  }

  async replaySeek(seek: ReplaySeek): HostResult<ReplayView> {
    if (this.replay === undefined) return fail('host/no-replay', 'no record is loaded for replay');
    if (!Number.isInteger(seek.ply) || seek.ply < 0 || seek.ply >= this.replay.positions.length) {
      return fail('host/bad-ply', `ply must be 0..${this.replay.positions.length - 1}`);
    }
    this.replay.ply = seek.ply;
    const view = this.replayView();
    this.emit({ type: 'replay', replay: view });
    return ok(view);
  }

  async closeReplay(): HostResult<null> {
    this.replay = undefined;
    this.emit({ type: 'replay', replay: null });
    return ok(null);
  }

  async view(): HostResult<SessionView | null> {
    return ok(this.currentView());
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
    });
  }
}
