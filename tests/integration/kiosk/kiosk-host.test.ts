/**
 * The kiosk's host side in one process (host/kiosk/; issue 16): real sessions, the real journal, the
 * in-process virtual board, real time (short configured times). What a museum relies on between
 * visitors: the attract loop's real games with captions, a visitor's game in each short format at the
 * configured strength, the reset that journals and discards it, the board watched between visitors
 * (set-up guidance, continuing as the men stand, a man missing only when the set is short of the start), the PIN and its
 * lockout, the configuration refused fault by fault with the last good one kept, `/health`.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKiosk, type Kiosk } from '../../../host/kiosk/kiosk';
import { openKioskLog } from '../../../host/kiosk/log';
import { hashPin } from '../../../host/kiosk/pin';
import type { HostEvent } from '../../../host/types';
import type { AttractFrame, KioskEvent } from '../../../src/api/kiosk';
import { format } from '../../../src/i18n/index';
import { startOf } from '../../../src/core/start';
import { findGame } from '../../../src/games/index';
import { FakeScheduler } from '../../unit/session/harness';

const kiosks: Kiosk[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const k of kiosks.splice(0)) {
    await k.close();
    await k.host.close();
  }
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const PIN = '2468';
/** A cheap PIN hash for tests (ln=10): the cost is the production default's business, not the tests'. */
const pinHash = hashPin(PIN, { ln: 10, r: 8, p: 1 });

interface Started {
  kiosk: Kiosk;
  dir: string;
  events: HostEvent[];
  restarts: string[];
  configFile: string;
}

/** The clock of a kiosk on fake time: the scheduler, and the wall clock it drives (epoch ms). */
interface FakeTime {
  readonly scheduler: FakeScheduler;
  readonly now: () => number;
}

/** Given to {@link start} for a kiosk whose configuration file is not written (left as the folder has it). */
const NO_FILE = Symbol('no configuration file written');

async function start(config: unknown, dir?: string, time?: FakeTime): Promise<Started> {
  const d = dir ?? (await mkdtemp(join(tmpdir(), 'parlour-kiosk-')));
  if (dir === undefined) dirs.push(d);
  const configFile = join(d, 'kiosk.json');
  if (config !== NO_FILE) await writeFile(configFile, typeof config === 'string' ? config : JSON.stringify(config));
  const restarts: string[] = [];
  const kiosk = await createKiosk({
    dataDir: d,
    configFile,
    openLog: (logs) => openKioskLog({ dataDir: d, maxBytes: logs.maxBytes, keep: logs.keep, console: false }),
    shell: { kind: 'web', restart: () => restarts.push('restart'), quit: () => restarts.push('quit') },
    ...(time === undefined ? {} : { scheduler: time.scheduler, now: time.now }),
  });
  kiosks.push(kiosk);
  const events: HostEvent[] = [];
  kiosk.subscribe((e) => events.push(e));
  return { kiosk, dir: d, events, restarts, configFile };
}

const kioskEvents = (events: HostEvent[], kind: KioskEvent['kind']) =>
  events.flatMap((e) => (e.type === 'kiosk' && e.kiosk.kind === kind ? [e.kiosk] : []));

async function until<T>(what: string, fn: () => T | undefined, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const fast = { attract: { secondsPerPly: 0.1, secondsPerGame: 5, order: ['morris', 'archery'] } };

describe('the kiosk host', () => {
  it('plays real demonstration games with a caption of each ply, and stops while a visitor plays', async () => {
    const { kiosk, events } = await start(fast);
    const frames = () => kioskEvents(events, 'attract').map((k) => (k as { frame: AttractFrame }).frame);
    const captioned = await until('captioned frames', () => (frames().filter((f) => f.caption !== null).length >= 6 ? frames() : undefined));
    const first = captioned.find((f) => f.caption !== null)!;
    expect(first.game).toBe('morris');
    expect(first.view.seats.map((s) => s.kind)).toEqual(['computer', 'computer']);
    expect(format(first.caption!, 'en')).toMatch(/^White places a man on [a-g][1-7]$/);
    expect(format(first.caption!, 'de')).toMatch(/^Weiß setzt einen Stein auf [a-g][1-7]$/);
    expect(new Set(captioned.map((f) => f.view.moves.length)).size).toBeGreaterThan(3);

    await kiosk.calls().kioskScreen('visitor');
    const n = frames().length;
    await new Promise((r) => setTimeout(r, 500));
    expect(frames().length).toBe(n);
    await kiosk.calls().kioskScreen('attract');
    await until('frames again', () => (frames().length > n ? true : undefined));
  });

  it('moves on to the next game of the order after secondsPerGame', async () => {
    const { events } = await start({ attract: { secondsPerPly: 0.2, secondsPerGame: 5, order: ['spoof', 'quoits'] } });
    const games = () => kioskEvents(events, 'attract').map((k) => (k as { frame: AttractFrame }).frame.game);
    await until('the second game', () => (games().includes('quoits') ? true : undefined), 12_000);
    expect(games()[0]).toBe('spoof');
  });

  it('starts a visitor game in each format, at the configured strength, and the reset journals and discards it', async () => {
    const { kiosk, dir } = await start({ ...fast, games: [{ game: 'morris', strength: 'beginner' }, { game: 'archery' }] });
    const calls = kiosk.calls();
    const quick = await calls.kioskStart({ game: 'morris', format: 'quick' });
    expect(quick.ok && quick.value.seats.map((s) => s.kind)).toEqual(['screen', 'computer']);
    expect(quick.ok && quick.value.seats[1]?.level).toBe('beginner');
    const pair = await calls.kioskStart({ game: 'morris', format: 'pair' });
    expect(pair.ok && pair.value.seats.map((s) => s.kind)).toEqual(['screen', 'screen']);
    const short = await calls.kioskStart({ game: 'morris', format: 'short' });
    expect(short.ok && short.value.position).toBe('WW.B.B.B..W.B.W....W..B. w 0 0');
    expect(short.ok && short.value.options).toMatchObject({ noCaptureLimit: 40 });
    expect((await calls.kioskStart({ game: 'spoof', format: 'quick' })).ok).toBe(false);

    const played = await kiosk.host.playMove('g4-g7xb6');
    expect(played.ok).toBe(true);
    const id = kiosk.host.currentSession!.id;
    expect((await calls.kioskReset('idle')).ok).toBe(true);
    expect(kiosk.host.currentSession).toBeUndefined();
    const archived = (await readdir(join(dir, 'journal'))).filter((f) => f.includes(id));
    expect(archived).toHaveLength(1);
    const journal = await readFile(join(dir, 'journal', archived[0]!), 'utf8');
    expect(journal).toContain('g4-g7xb6');
    expect(journal).toContain('"abandoned"');
    const log = kiosk.health();
    expect(log.game).toBeNull();
  });

  it('opens staff mode for the right PIN only, and locks the gesture after five wrong ones', async () => {
    const { kiosk } = await start({ ...fast, staff: { pinHash: await pinHash, lockoutSeconds: 60 } });
    const calls = kiosk.calls();
    const status = await calls.staffStatus('0'.repeat(32));
    expect(status.ok).toBe(false);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await calls.staffUnlock('1111'));
    expect(answers.map((a) => a.ok && a.value)).toEqual([
      { result: 'wrong', attemptsLeft: 4 },
      { result: 'wrong', attemptsLeft: 3 },
      { result: 'wrong', attemptsLeft: 2 },
      { result: 'wrong', attemptsLeft: 1 },
    ]);
    const right = await calls.staffUnlock(PIN);
    expect(right.ok && right.value.result).toBe('open');
    for (let i = 0; i < 4; i++) await calls.staffUnlock('1111');
    const fifth = await calls.staffUnlock('1111');
    expect(fifth.ok && fifth.value.result).toBe('locked');
    // Locked: even the right PIN is not looked at.
    const during = await calls.staffUnlock(PIN);
    expect(during.ok && during.value.result).toBe('locked');
    const state = await calls.kioskState();
    expect(state.ok && state.value?.staff.lockedUntil).toBeGreaterThan(Date.now());
    // The token from before still works until it expires or staff leave.
    const token = right.ok && right.value.result === 'open' ? right.value.token : '';
    const s = await calls.staffStatus(token);
    expect(s.ok && s.value.log.some((l) => l.includes('staff access locked for 60 s after too many wrong PINs'))).toBe(true);
    expect(s.ok && s.value.log.filter((l) => l.includes('a wrong staff PIN was entered'))).toHaveLength(8);
    await calls.staffAction(token, 'leave');
    expect((await calls.staffStatus(token)).ok).toBe(false);
  });

  it('refuses a bad configuration naming each fault, keeps the last good one, and reloads on request', async () => {
    const first = await start({ ...fast, idle: { quietSeconds: 30 } });
    expect(first.kiosk.state().faults).toEqual([]);
    await first.kiosk.close();
    await first.kiosk.host.close();
    kiosks.splice(0);

    const second = await start({ idle: { quietSeconds: 'thirty' }, games: [{ game: 'chess' }] }, first.dir);
    const st = second.kiosk.state();
    expect(st.kept).toBe('previous');
    expect(st.config.idle.quietSeconds).toBe(30);
    expect(st.faults.map((f) => format(f.problem, 'en'))).toEqual([
      'games[0].game: must be one of morris, not-made-in-germany, archery, quoits, spoof',
      'idle.quietSeconds: a number is needed here',
    ]);
    const lines = await readFile(join(first.dir, 'logs', 'parlour.log'), 'utf8');
    expect(lines).toContain('games[0].game: must be one of morris');
    expect(lines).toContain('the previous good configuration is kept');

    const pin = await pinHash;
    await writeFile(second.configFile, JSON.stringify({ ...fast, staff: { pinHash: pin }, idle: { quietSeconds: 45 } }));
    // Reloading needs staff: the bad file is still in force, but the good copy kept has no PIN, so
    // staff mode is shut; restart the kiosk with the good file instead and reload from there.
    await second.kiosk.close();
    await second.kiosk.host.close();
    kiosks.splice(0);
    const third = await start({ ...fast, staff: { pinHash: pin }, idle: { quietSeconds: 45 } }, first.dir);
    expect(third.kiosk.state().config.idle.quietSeconds).toBe(45);
    await writeFile(third.configFile, '{ "idle": { "quietSeconds": 50 } }');
    const open = await third.kiosk.calls().staffUnlock(PIN);
    const token = open.ok && open.value.result === 'open' ? open.value.token : '';
    const before = await third.kiosk.calls().staffStatus(token);
    const loadedLines = (s: typeof before) => (s.ok ? s.value.log.filter((l) => l.includes(`configuration read from ${third.configFile}`)).length : -1);
    const reloaded = await third.kiosk.calls().staffAction(token, 'reload');
    expect(reloaded.ok && reloaded.value?.config.idle.quietSeconds).toBe(50);
    // The staff screen's Log tab reads the log as the status gives it: the reload is in it at once.
    expect(loadedLines(await third.kiosk.calls().staffStatus(token))).toBe(loadedLines(before) + 1);
  });

  it('says a configuration file that does not exist is absent, not refused, and what stands in for it', async () => {
    // A newcomer's kiosk without kiosk.json logged "configuration … refused: … cannot be read: ENOENT".
    const first = await start(NO_FILE);
    expect(first.kiosk.state()).toMatchObject({ faults: [], absent: true, kept: 'defaults' });
    expect(first.kiosk.health()).toMatchObject({ lastError: null, config: { file: first.configFile, faults: 0, absent: true, kept: 'defaults' } });
    const log = () => readFile(join(first.dir, 'logs', 'parlour.log'), 'utf8');
    expect(await log()).toContain(`[warn]  no configuration file at ${first.configFile}; the defaults are used`);
    expect(await log()).not.toContain('refused');
    await first.kiosk.close();
    await first.kiosk.host.close();
    kiosks.splice(0);

    // Once a good file was read, the copy kept of it stands in when the file is gone.
    const good = await start({ ...fast, idle: { quietSeconds: 30 } }, first.dir);
    await good.kiosk.close();
    await good.kiosk.host.close();
    kiosks.splice(0);
    await rm(good.configFile);
    const gone = await start(NO_FILE, first.dir);
    expect(gone.kiosk.state()).toMatchObject({ faults: [], absent: true, kept: 'previous' });
    expect(gone.kiosk.config.idle.quietSeconds).toBe(30);
    expect(await log()).toContain(`no configuration file at ${gone.configFile}; the previous good configuration is kept`);
    await gone.kiosk.close();
    await gone.kiosk.host.close();
    kiosks.splice(0);

    // A file that is there but cannot be read is still refused, and says why.
    await mkdir(gone.configFile);
    const unreadable = await start(NO_FILE, first.dir);
    expect(unreadable.kiosk.state()).toMatchObject({ absent: false, kept: 'previous' });
    expect(unreadable.kiosk.state().faults.map((f) => format(f.problem, 'en'))).toEqual([`the file ${gone.configFile} cannot be read: it is a folder, not a file`]);
    expect(unreadable.kiosk.health().lastError).toMatchObject({ code: 'kiosk.log.config-refused' });
  });

  it('watches the board between visitors: set-up guidance, continuing as the men stand, no man missing from a board being cleared', async () => {
    const { kiosk, events, dir } = await start({ ...fast, board: { kind: 'virtual', game: 'morris' }, games: [{ game: 'morris' }, { game: 'archery' }] });
    const boards = () => kioskEvents(events, 'board').flatMap((k) => ((k as { board: unknown }).board === null ? [] : [(k as { board: NonNullable<import('../../../src/api/kiosk').BoardWatch> }).board]));
    const ready = await until('the board watch', () => (kiosk.state().board?.state === 'connected' ? kiosk.state().board! : undefined));
    expect(ready).toMatchObject({ game: 'morris', ready: true, toFix: 0, startMen: 0, canContinue: false, short: 0, missing: [] });

    // A visitor plays on the board (the virtual board: its men are moved through the host).
    const started = await kiosk.calls().kioskStart({ game: 'morris', format: 'pair' });
    expect(started.ok && started.value.board.kind).toBe('virtual');
    expect(started.ok && started.value.seats.map((s) => s.kind)).toEqual(['board', 'board']);
    await until('the board set up', () => (kiosk.host.currentSession?.currentPhase === 'playing' ? true : undefined));
    for (const [cell, n] of [['d2', 1], ['d6', 2], ['b4', 3]] as const) {
      await kiosk.host.virtualBoard({ action: 'place', cell });
      await until(`ply ${n}`, () => ((kiosk.host.currentSession?.moves.length ?? 0) >= n ? true : undefined));
    }
    await kiosk.calls().kioskReset('idle');
    const left = await until('the leftover offered', () => boards().find((b) => b.canContinue));
    expect(left.ready).toBe(false);
    expect(left.toFix).toBe(3);
    expect(left.cells.map((c) => c.cell).sort()).toEqual(['b4', 'd2', 'd6']);

    // A man lifted from the leftover: the board is being cleared for a new game, which starts from an empty
    // Morris board (the men wait beside it). That is no fault: no man is called missing, none logged (a
    // newcomer read "a man of Black is missing from d6" on the staff screen as one).
    expect(kiosk.host.currentBoard).toBeUndefined(); // the watch holds the board now, not the host
    kiosk.boardBetweenVisitors!.virtual!.lift('d6');
    const lifted = await until('the man lifted', () => boards().find((b) => !b.canContinue && b.toFix === 2));
    expect(lifted).toMatchObject({ startMen: 0, short: 0, missing: [] });
    const log = await readFile(join(dir, 'logs', 'parlour.log'), 'utf8');
    expect(log).not.toContain('missing');
    const activity = kioskEvents(events, 'activity');
    expect(activity.length).toBeGreaterThan(0);

    // The man put back: the next visitor continues the game as the men stand.
    const seen = boards().length;
    kiosk.boardBetweenVisitors!.virtual!.place('d6');
    await until('continuable again', () => (boards().slice(seen).some((b) => b.canContinue) ? true : undefined));
    const resumed = await kiosk.calls().kioskContinue();
    expect(resumed.ok && resumed.value.position).toBe('....B.....W........W.... b 7 8');
    expect(resumed.ok && resumed.value.seats.map((s) => s.kind)).toEqual(['board', 'board']);
  });

  it('names a man missing only when the set is short of the start, and says how many when it cannot tell which', async () => {
    // Not Made in Germany starts with every man on the board: a man off it is lost from the set.
    const { kiosk, events, dir } = await start({ attract: { ...fast.attract, order: ['not-made-in-germany'] }, board: { kind: 'virtual', game: 'not-made-in-germany' }, games: [{ game: 'not-made-in-germany' }] });
    const boards = () => kioskEvents(events, 'board').flatMap((k) => ((k as { board: unknown }).board === null ? [] : [(k as { board: NonNullable<import('../../../src/api/kiosk').BoardWatch> }).board]));
    const ready = await until('the board watch', () => (kiosk.state().board?.state === 'connected' ? kiosk.state().board! : undefined));
    expect(ready).toMatchObject({ ready: true, startMen: 18, short: 0, missing: [] });
    const virtual = kiosk.boardBetweenVisitors!.virtual!;
    const nmig = findGame('not-made-in-germany')!;
    const begun = startOf(nmig, {}, 2);
    const contents = begun.ok ? nmig.physical!.contents(begun.value.position) : {};
    const home = nmig.physical!.cells.filter((c) => (contents[c]?.length ?? 0) > 0);
    const free = nmig.physical!.cells.find((c) => !home.includes(c))!;
    // One man lifted, every other on its start: that man, by cell.
    virtual.lift(home[0]!);
    const one = await until('a man missing', () => boards().find((b) => b.short > 0));
    expect(one.short).toBe(1);
    expect(one.missing.map((m) => m.cell)).toEqual([home[0]]);
    // Set down off the start instead: a man moved, none lost.
    virtual.place(free);
    await until('the man back on the board', () => (boards().at(-1)?.short === 0 ? true : undefined));
    expect(boards().at(-1)!.missing).toEqual([]);
    // Another lifted while one stands off its start: one man short, but which the sensors cannot tell.
    virtual.lift(home[1]!);
    const unsure = await until('one short', () => (boards().at(-1)?.short === 1 ? boards().at(-1) : undefined));
    expect(unsure.missing).toEqual([]);
    const log = await readFile(join(dir, 'logs', 'parlour.log'), 'utf8');
    expect(log).toContain(`is missing from ${home[0]}`);
    expect(log).toContain('one man is missing from the board (which, the sensors cannot tell');
  });

  it('restarts at the configured local time, and lets a visitor playing then finish first', async () => {
    // 02:59:30 local time today, on a fake clock.
    const d = new Date();
    const base = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 2, 59, 30).getTime();
    const scheduler = new FakeScheduler();
    const { kiosk, restarts, dir } = await start({ ...fast, nightlyRestart: '03:00', attract: { ...fast.attract, order: ['archery'] } }, undefined, { scheduler, now: () => base + scheduler.now() });
    // A visitor is playing at 03:00: the restart waits, a minute at a time.
    expect((await kiosk.calls().kioskStart({ game: 'archery', format: 'pair' })).ok).toBe(true);
    await scheduler.advanceTo(31_000);
    await scheduler.advanceTo(5 * 60_000);
    expect(restarts).toEqual([]);
    // The visitor leaves (the idle reset): the next minute, the kiosk restarts.
    await kiosk.calls().kioskReset('idle');
    await scheduler.advanceTo(6 * 60_000 + 1000);
    expect(restarts).toEqual(['restart']);
    const log = await readFile(join(dir, 'logs', 'parlour.log'), 'utf8');
    expect(log).toContain('restarting (the nightly restart)');
  });

  it('restarts at once at the configured time when nobody plays', async () => {
    const d = new Date();
    const base = new Date(d.getFullYear(), d.getMonth(), d.getDate(), 21, 44, 50).getTime();
    const scheduler = new FakeScheduler();
    const { restarts } = await start({ ...fast, nightlyRestart: '21:45', attract: { ...fast.attract, order: ['archery'] } }, undefined, { scheduler, now: () => base + scheduler.now() });
    await scheduler.advanceTo(9_000);
    expect(restarts).toEqual([]);
    await scheduler.advanceTo(11_000);
    expect(restarts).toEqual(['restart']);
  });

  it('answers /health with uptime, the board, the screen and the last error', async () => {
    const { kiosk } = await start(fast);
    await kiosk.calls().kioskScreen('attract');
    const h = kiosk.health();
    expect(h).toMatchObject({ status: 'ok', kiosk: true, screen: 'attract', board: null, game: null, lastError: null });
    expect(h.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(h.memory.heapUsedMb).toBeGreaterThan(0);
  });

  it('gives /health\'s last error as an English sentence, with its code beside it', async () => {
    // A newcomer read "lastError":{"message":"kiosk.log.config-refused"}: the code, not what was wrong.
    const { kiosk, configFile } = await start({ ...fast, idle: { quietSeconds: 'ninety' } });
    expect(kiosk.health().lastError).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      code: 'kiosk.log.config-refused',
      message: `configuration ${configFile} refused: idle.quietSeconds: a number is needed here; the defaults are used`,
    });
    // A crash the web host saw of its browser: a sentence too, and the last error from then on.
    kiosk.recordCrash('browser', 'crashed: page renderer gone (pid 4242)');
    expect(kiosk.health().lastError).toMatchObject({
      code: 'kiosk.health.browser-gone',
      message: 'the kiosk browser failed (crashed: page renderer gone (pid 4242)); it is being brought back',
    });
    expect(kiosk.health().lastCrash).toMatchObject({ kind: 'browser', detail: 'crashed: page renderer gone (pid 4242)' });
  });

  it('records a crash of the last run (a marker left behind) as the last crash', async () => {
    const first = await start(fast);
    // Killed, not closed: the run marker stays.
    await first.kiosk.host.close();
    kiosks.splice(0);
    const second = await start(fast, first.dir);
    expect(second.kiosk.health().lastCrash).toMatchObject({ kind: 'host' });
  });
});
