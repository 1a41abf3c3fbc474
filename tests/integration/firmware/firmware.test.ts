/**
 * The board's own firmware (issue 18), proved against the host: the portable core's unit tests
 * (g++ and doctest, every vector of `firmware-protocol/vectors/` byte for byte), the AVR builds within
 * the ATmega2560's flash and RAM, and the AVR build running on a simulated chip (simavr) behind a
 * pseudo-terminal, with Parlour's real host (`host/`, serialport) on the other end:
 *
 * - the published Morris game of `tests/data/morris/` played on the simulated double board, as people
 *   handle men (hovers, bounces, slides; `tests/e2e/support/sensor-script.ts`), through inference to
 *   White's win, the "take" LEDs the host commands checked on the simulated WS2812 pin, and a board
 *   reset in the middle of the game survived;
 * - the Not Made in Germany game of `tests/data/not-made-in-germany/` with its jump chains on the
 *   simulated 9x9 board, from the set-up (whose LEDs are checked) to England's win;
 * - the hall board: polarity in the snapshot, raw ADC values in diagnostics mode, LEDs, settings.
 *
 * A missing compiler, library or simulator fails the run with the packages to install, never skips.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type Host } from '../../../host/host';
import type { SessionView } from '../../../host/types';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor, type BoardProfile } from '../../../firmware-protocol/profile';
import { ledChar } from '../../../firmware-protocol/codec';
import type { SensorState } from '../../../firmware-protocol/messages';
import { createBoardConnection } from '../../../src/board/connection';
import type { BoardEvent } from '../../../src/board/types';
import { serialLinkSource } from '../../../firmware-protocol/serial/ports';
import { unwrap } from '../../../src/core/result';
import { parseOptions } from '../../../src/core/options';
import { notMadeInGermany, setupPlan, START_POSITION } from '../../../src/games/not-made-in-germany/index';
import { recordToScripts } from '../../e2e/support/sensor-script';
import { checkFirmwareTools, FIRMWARE_DIR, make, ROOT, startSimulatedBoard, type LedReading, type SimulatedBoard } from './simulated-board';
import { untilView } from '../../support/host-view';

const ARTIFACTS = join(ROOT, 'test-artifacts');
const BUILD_TIMEOUT_MS = 600_000;

interface GameRecord {
  readonly moves: readonly string[];
  readonly options: Record<string, unknown>;
  readonly result: { readonly kind: string; readonly winners: readonly number[] };
}
const readRecord = (path: string): GameRecord => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as GameRecord;

/** Polls the host's view until `pred` holds (generous limits: this is no timing assertion); `tests/support/host-view.ts`. */
const until = (host: Host, what: string, pred: (v: SessionView) => boolean, ms = 20_000): Promise<SessionView> => untilView(host, pred, ms, what);

async function waitFor(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until the host's latest LED command shows `want(commanded)`, lets a few blink periods pass and
 * reads what the simulated pins showed over the last 600 ms: that must be exactly the commanded frame.
 */
async function ledsAsCommanded(sim: SimulatedBoard, count: number, want: (commanded: string) => boolean): Promise<LedReading> {
  const end = Date.now() + 15_000;
  let r = await sim.leds(600);
  while (!want(r.commanded.padEnd(count, '.'))) {
    if (Date.now() > end) throw new Error(`the host never commanded the expected LEDs; last: ${r.commanded}`);
    await new Promise((res) => setTimeout(res, 50));
    r = await sim.leds(600);
  }
  await sim.commands(['wait 800']);
  r = await sim.leds(600);
  if (r.errors !== 0) throw new Error(`${r.errors} WS2812 timing errors on the simulated pin: ${sim.stderr()}`);
  if (r.shown !== r.commanded.padEnd(count, '.')) throw new Error(`the pins showed ${r.shown}, the host commanded ${r.commanded}`);
  return r;
}

/** `cell` -> sensor number on `profile` for `game`. */
function sensorsOf(profile: BoardProfile, game: 'morris' | 'not-made-in-germany'): Record<string, number> {
  return Object.fromEntries(layoutFor(profile, game)!.sensorOf);
}

const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'parlour-fw-'));
  dirs.push(d);
  return d;
};

describe('the reference firmware', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    checkFirmwareTools();
    await make(['-j2', 'build/host/firmware-tests', 'avr', 'sim']);
  }, BUILD_TIMEOUT_MS);
  afterAll(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('passes the core unit tests: every vector byte for byte, debounce, sequence wrap, CRC errors, recovery (doctest)', () => {
    const r = spawnSync(join(FIRMWARE_DIR, 'build', 'host', 'firmware-tests'), [], { encoding: 'utf8' });
    const out = `${r.stdout}${r.stderr}`;
    expect(r.status, out).toBe(0);
    expect(out).toMatch(/Status: SUCCESS!/);
    expect(Number(/test cases:\s+(\d+)/.exec(out)?.[1])).toBeGreaterThanOrEqual(25);
  });

  it('fits every AVR build in the ATmega2560 (flash less the bootloader, RAM less a stack reserve)', async () => {
    const out = await make(['size']);
    const lines = out.split('\n').filter((l) => l.startsWith('firmware size '));
    expect(lines.map((l) => /build\/avr\/([^/]+)\//.exec(l)?.[1]).sort()).toEqual(['mega-9x9-hall', 'mega-9x9-max7219', 'mega-9x9-reed', 'mega-double-reed']);
    for (const l of lines) {
      const m = /flash (\d+) of (\d+) bytes .* RAM (\d+) of (\d+) bytes .*: ok$/.exec(l);
      expect(m, l).not.toBeNull();
      expect(Number(m![1])).toBeLessThan(Number(m![2]));
      expect(Number(m![3])).toBeLessThan(Number(m![4]));
    }
  });

  // The two games run side by side (each simulator takes a few per cent of a core), to keep CI short.
  describe.concurrent('on a simulated ATmega2560 with the real host', () => {
    /** Runs `body` with a simulated board and a host, and stops both whatever happens. */
    const withBoard = async (o: Parameters<typeof startSimulatedBoard>[0], body: (sim: SimulatedBoard, host: Host) => Promise<void>): Promise<void> => {
      const sim = await startSimulatedBoard(o);
      const host = await createHost({ dataDir: join(tempDir(), 'data') });
      try {
        await body(sim, host);
      } finally {
        await host.close();
        await sim.stop();
      }
    };

    it('plays the published Morris game to White’s win, LEDs checked on the pins, a board reset survived', async ({ expect }) => {
      const record = readRecord('tests/data/morris/sanmill-win-less-than-three.json');
      const profile = unwrap(loadProfile('morris-archery'));
      const board = { board: 'mega-double-reed', profile, sensorKind: 'reed', link: join(tempDir(), 'board'), trace: join(ARTIFACTS, 'firmware-morris.trace') } as const;
      await withBoard(board, async (sim, host) => {
        unwrap(
          await host.newGame({
            game: 'morris',
            options: record.options as never,
            players: ['board', 'board'],
            board: { kind: 'serial', path: sim.path },
            settings: { settleMs: 300, guidanceDelayMs: 300 },
          }),
        );
        const first = await until(host, 'the board to connect', (v) => v.phase === 'playing' && v.board.state === 'connected');
        expect(first.board.model).toBe('parlour-double');
        expect(first.board.boardId).toMatch(/^P-[0-9A-F]{8}$/);
        const boardId = first.board.boardId;
        // People's handling (hovers, bounces, slides), with the pause to think shortened.
        const plies = recordToScripts(record.moves, 20261130).map((p) => ({ ...p, script: p.script.replace(/^(\d+) /m, (_, n: string) => `${Math.min(Number(n), 200)} `) }));
        const firstCapture = record.moves.findIndex((m) => m.includes('x'));
        const resetAfter = 20;
        for (const [i, ply] of plies.entries()) {
          if (i === firstCapture) {
            // The mill is closed; before the man is taken, the host lights the men that may be taken.
            const lines = ply.script.trimEnd().split('\n');
            const taken = record.moves[i]!.split('x')[1]!;
            const take = lines.findLastIndex((l) => new RegExp(`^\\d+ lift ${taken}$`).test(l));
            expect(take).toBeGreaterThan(0);
            await sim.run(`${lines.slice(0, take).join('\n')}\n`);
            const v = await until(host, 'the capture guidance', (x) => x.guidance?.cells.some((c) => c.kind === 'take') === true);
            const takeCells = v.guidance!.cells.filter((c) => c.kind === 'take').map((c) => c.cell);
            const r = await ledsAsCommanded(sim, profile.sensorCount, (l) => takeCells.every((c) => l[sensorsOf(profile, 'morris')[c]!] === 'y'));
            expect([...r.shown].filter((c) => c !== '.').join('')).toBe('y'.repeat(takeCells.length));
            await sim.run(`${lines.slice(take).join('\n')}\n`);
          } else {
            await sim.run(ply.script);
          }
          await until(host, `ply ${i + 1} (${ply.notation})`, (x) => x.moves.length === i + 1);
          if (i === resetAfter) {
            // The board resets (a brown-out, a watchdog): HELLO again from SEQ 0; the game goes on.
            await sim.commands(['reset', 'wait 300']);
            await until(host, 'the board back after its reset', (x) => x.board.state === 'connected' && x.board.boardId === boardId);
          }
        }
        const end = await until(host, 'the result', (x) => x.status.kind !== 'ongoing');
        expect(end.moves.map((m) => m.notation)).toEqual(record.moves);
        expect(end.status).toMatchObject({ kind: record.result.kind, winners: record.result.winners });
        // nothing lit once the game is over, and no bad WS2812 timing all game
        const r = await ledsAsCommanded(sim, profile.sensorCount, (l) => /^\.*$/.test(l));
        expect(r.frames).toBeGreaterThan(20);
        expect(sim.stderr()).toBe('');
      });
    }, 300_000);

    it('plays Not Made in Germany with its jump chains to England’s win, from a set-up guided by LEDs', async ({ expect }) => {
      const record = readRecord('tests/data/not-made-in-germany/england-wins.json');
      const profile = unwrap(loadProfile('not-made-in-germany'));
      const cells = sensorsOf(profile, 'not-made-in-germany');
      const board = { board: 'mega-9x9-reed', profile, sensorKind: 'reed', link: join(tempDir(), 'board'), trace: join(ARTIFACTS, 'firmware-nmig.trace') } as const;
      await withBoard(board, async (sim, host) => {
        unwrap(await host.newGame({ game: 'not-made-in-germany', players: ['board', 'board'], board: { kind: 'serial', path: sim.path }, settings: { settleMs: 300, guidanceDelayMs: 300 } }));
        await until(host, 'the set-up guidance', (v) => v.board.state === 'connected' && v.phase === 'setup' && v.guidance !== null);
        // Every square of the set-up lit green (a man to put there), nothing else.
        const plan = setupPlan();
        const r = await ledsAsCommanded(sim, profile.sensorCount, (l) => plan.every((p) => l[cells[p.square]!] === 'G'));
        expect([...r.shown].map((c, i) => (c === 'G' ? i : -1)).filter((i) => i >= 0)).toEqual(plan.map((p) => cells[p.square]!).sort((a, b) => a - b));
        await sim.run(plan.map((p) => `60 place ${p.square}`).join('\n'));
        await until(host, 'play to start', (v) => v.phase === 'playing' && v.guidance === null);
        await ledsAsCommanded(sim, profile.sensorCount, (l) => /^\.*$/.test(l));
        // Each chain touches down briefly on every landing, as a hand does.
        const game = notMadeInGermany;
        let pos = unwrap(game.parsePosition(START_POSITION, unwrap(parseOptions(game.options, {}))));
        for (const [i, move] of record.moves.entries()) {
          pos = unwrap(game.play(pos, unwrap(game.parseMove(move))));
          const want = game.formatPosition(pos);
          const s = move.split('-');
          const lines = [`120 lift ${s[0]}`];
          for (const l of s.slice(1, -1)) lines.push(`100 place ${l}`, `90 lift ${l}`);
          lines.push(`110 place ${s[s.length - 1]}`);
          await sim.run(lines.join('\n'));
          await until(host, `ply ${i + 1} (${move})`, (v) => v.position === want && v.moves.length === i + 1);
        }
        const end = await until(host, 'the result', (v) => v.status.kind !== 'ongoing');
        expect(end.status).toMatchObject({ kind: 'won', winners: record.result.winners });
        expect(record.moves.some((m) => m.split('-').length > 2)).toBe(true);
        expect(sim.stderr()).toBe('');
      });
    }, 300_000);

    it('a hall board reports polarity, raw ADC values in diagnostics, and shows the LEDs it is sent', async ({ expect }) => {
      const profile = unwrap(loadProfile('not-made-in-germany'));
      const cells = sensorsOf(profile, 'not-made-in-germany');
      const initial: SensorState[] = Array.from({ length: profile.sensorCount }, () => 'empty');
      initial[cells['a1']!] = 'north';
      initial[cells['i9']!] = 'south';
      const sim = await startSimulatedBoard({ board: 'mega-9x9-hall', profile, sensorKind: 'hall', link: join(tempDir(), 'board'), initial, trace: join(ARTIFACTS, 'firmware-hall.trace') });
      const c = createBoardConnection({ source: serialLinkSource({ path: sim.path, scan: false }) });
      const events: BoardEvent[] = [];
      c.subscribe((e) => events.push(e));
      c.start();
      try {
        await waitFor(() => c.state === 'live', 'the hall board to connect');
        expect(c.hello).toMatchObject({ sensorKind: 'hall', sensorCount: 74, ledCount: 74, model: 'parlour-9x9', buttons: ['done', 'spin'] });
        expect(c.snapshot!.sensors[cells['a1']!]).toBe('north');
        expect(c.snapshot!.sensors[cells['i9']!]).toBe('south');
        await sim.run('200 place d4 S\n200 lift a1\n150 place e6\n300 press done');
        await waitFor(() => c.snapshot?.sensors[cells['a1']!] === 'empty' && c.snapshot.sensors[cells['e6']!] === 'north', 'the moves in a snapshot');
        expect(c.snapshot!.sensors[cells['d4']!]).toBe('south');
        await waitFor(() => events.some((e) => e.type === 'button' && e.button === 'done'), 'the done button');
        // diagnostics: 10-bit ADC counts of 1.0 V, 2.5 V and 4.0 V at a 5 V reference
        unwrap(c.setDiagnostics(true));
        await waitFor(() => events.filter((e) => e.type === 'raw').length >= 4, 'RAW lines');
        const raw: number[] = [];
        for (const e of events) if (e.type === 'raw') e.values.forEach((v, k) => (raw[e.first + k] = v));
        expect(raw.length).toBe(74);
        expect(raw[cells['d4']!]).toBeCloseTo(205, -1);
        expect(raw[cells['e6']!]).toBeCloseTo(819, -1);
        expect(raw[cells['a1']!]).toBeCloseTo(512, -1);
        unwrap(c.setDiagnostics(false));
        unwrap(c.configure({ debounceMs: 40, heartbeatMs: 500 }));
        await waitFor(() => events.some((e) => e.type === 'command' && e.command === 'CFG' && e.outcome === 'acked'), 'CFG acked');
        const frame = Array.from({ length: 74 }, (_, i) => (i === cells['d4'] ? { colour: 'green' as const, blink: false } : i === cells['e6'] ? { colour: 'red' as const, blink: true } : null));
        unwrap(c.setLeds(frame));
        const r = await ledsAsCommanded(sim, 74, (l) => l === frame.map(ledChar).join(''));
        expect(r.shown[cells['d4']!]).toBe('G');
        expect(r.shown[cells['e6']!]).toBe('r');
        expect(c.counts.total).toBe(0);
      } finally {
        await c.stop();
        await sim.stop();
      }
      expect(events.filter((e) => e.type === 'protocol-error')).toEqual([]);
    }, 120_000);
  });
});
