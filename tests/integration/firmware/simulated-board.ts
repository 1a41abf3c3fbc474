/**
 * The reference firmware on a simulated ATmega2560, for the integration tests (issue 18): builds it
 * (`make` in `firmware-protocol/firmware/`, after checking that every tool is installed), and runs the
 * simavr harness (`sim/harness.cpp`) as a child process whose pseudo-terminal the host opens like a real
 * board's USB serial port.
 *
 * Sensor scripts (`PROTOCOL.md` §10) are planned with the profile (`planScript`) into timed sensor
 * changes, and each sensor number is turned into the switch position of the documented wiring
 * (`docs/firmware.md`: the 9x9 matrix's rows are ranks and columns files; the double board's sensor k
 * sits at row k / 7, column k % 7; the hall board's at multiplexer k / 16, channel k % 16). The harness
 * then closes and opens those switches on the simulated pins, so a wrong table in a board file shows up
 * as a wrong cell here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseScript, planScript } from '../../../firmware-protocol/virtual-board/script';
import { layoutFor, type BoardProfile } from '../../../firmware-protocol/profile';
import type { SensorKind, SensorState } from '../../../firmware-protocol/messages';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');
/** The firmware's folder. */
export const FIRMWARE_DIR = join(ROOT, 'firmware-protocol', 'firmware');

/** The simulated boards: board file name -> how it is wired. */
export type SimBoardName = 'mega-double-reed' | 'mega-9x9-reed' | 'mega-9x9-hall';

/** What the firmware build needs, and the Debian package that brings it. */
const TOOLS: readonly { readonly what: string; readonly found: () => boolean; readonly pkg: string }[] = [
  { what: 'make', found: () => onPath('make'), pkg: 'make' },
  { what: 'g++', found: () => onPath('g++'), pkg: 'g++' },
  { what: 'avr-g++', found: () => onPath('avr-g++'), pkg: 'gcc-avr' },
  { what: 'avr-size, avr-objcopy, avr-nm', found: () => onPath('avr-size') && onPath('avr-objcopy') && onPath('avr-nm'), pkg: 'binutils-avr' },
  { what: 'avr-libc (avr/io.h)', found: () => existsSync('/usr/lib/avr/include/avr/io.h'), pkg: 'avr-libc' },
  { what: 'doctest (doctest/doctest.h)', found: () => existsSync('/usr/include/doctest/doctest.h'), pkg: 'doctest-dev' },
  { what: 'libsimavr (simavr/sim_avr.h)', found: () => existsSync('/usr/include/simavr/sim_avr.h'), pkg: 'libsimavr-dev' },
  { what: 'libelf (libelf.h)', found: () => existsSync('/usr/include/libelf.h'), pkg: 'libelf-dev' },
];

function onPath(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Throws, naming every missing tool and the Debian packages to install, when the firmware cannot be
 * built here (never a silent skip).
 */
export function checkFirmwareTools(): void {
  const missing = TOOLS.filter((t) => !t.found());
  if (missing.length === 0) return;
  throw new Error(
    `the firmware tests need ${missing.map((m) => m.what).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed: ` +
      `apt-get install ${[...new Set(missing.map((m) => m.pkg))].join(' ')} (.ci/run installs them)`,
  );
}

/** Runs `make ARGS` in the firmware folder; resolves with its output, rejects with it on failure. */
export function make(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('make', ['-C', FIRMWARE_DIR, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`make ${args.join(' ')} failed (${code}):\n${out.slice(-6000)}`))));
  });
}

/**
 * The switch position of sensor `sensor` on `board`, from the documented wiring (`docs/firmware.md`),
 * as the harness's `set A B` takes it.
 */
export function positionOf(board: SimBoardName, profile: BoardProfile, sensor: number): [number, number] {
  switch (board) {
    case 'mega-double-reed':
      return [Math.floor(sensor / 7), sensor % 7];
    case 'mega-9x9-hall':
      return [Math.floor(sensor / 16), sensor % 16];
    case 'mega-9x9-reed': {
      // rows are ranks 1..9, columns files a..i
      const name = layoutFor(profile, 'not-made-in-germany')?.cellOf.get(sensor);
      if (name === undefined) throw new Error(`sensor ${sensor} is no square of ${profile.name}`);
      return [Number(name.slice(1)) - 1, name.charCodeAt(0) - 'a'.charCodeAt(0)];
    }
  }
}

const WIRE: Readonly<Record<SensorState, string>> = { empty: '.', occupied: 'X', north: 'N', south: 'S' };

/** What the simulated pins showed (harness `leds`). */
export interface LedReading {
  /** Per LED over the window: `.`, a colour letter (steady), a lower-case letter (blinking), `?`. */
  readonly shown: string;
  readonly frames: number;
  /** WS2812 pulses outside the timing windows and frames of the wrong length so far. */
  readonly errors: number;
  /** The `l` field of the host's last LED command (`-` for none). */
  readonly commanded: string;
}

/** A running simulated board. */
export interface SimulatedBoard {
  /** The pseudo-terminal link for the host. */
  readonly path: string;
  /** The physical sensor states now (after the last script). */
  readonly physical: readonly SensorState[];
  /** Plays a sensor script (PROTOCOL.md §10) on the simulated pins; resolves once it has run. */
  run(script: string): Promise<void>;
  /** Sends raw harness commands and waits until they have run. */
  commands(lines: readonly string[]): Promise<void>;
  /** The LEDs over the last `windowMs` of simulated time. */
  leds(windowMs: number): Promise<LedReading>;
  /** Everything the harness printed on stderr (timing errors, a crash). */
  readonly stderr: () => string;
  stop(): Promise<void>;
}

/** Options of {@link startSimulatedBoard}. */
export interface SimulatedBoardOptions {
  readonly board: SimBoardName;
  readonly profile: BoardProfile;
  readonly sensorKind: SensorKind;
  /** Symlink to create for the pty. */
  readonly link: string;
  /** Sensor states at power-on. */
  readonly initial?: readonly SensorState[];
  /** Trace file of every line both ways (for a failing run). */
  readonly trace?: string;
}

/** Starts the harness for `board` with the built firmware; powers on with `initial`. */
export async function startSimulatedBoard(o: SimulatedBoardOptions): Promise<SimulatedBoard> {
  const exe = join(FIRMWARE_DIR, 'build', 'sim', `harness-${o.board}`);
  const elf = join(FIRMWARE_DIR, 'build', 'avr', o.board, 'firmware.elf');
  const child: ChildProcess = spawn(exe, [elf, '--link', o.link, ...(o.trace === undefined ? [] : ['--trace', o.trace])], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const waiting = new Map<string, (line: string) => void>();
  let ready: (pty: string) => void = () => undefined;
  const readyLine = new Promise<string>((r) => (ready = r));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('@ready ')) ready(line.slice(7));
    const key = line.startsWith('@echo ') ? line : line.split(' ', 1)[0]!;
    const w = waiting.get(key);
    if (w !== undefined) {
      waiting.delete(key);
      w(line);
    }
  });
  const send = (lines: readonly string[]): void => void child.stdin!.write(lines.map((l) => `${l}\n`).join(''));
  let marker = 0;
  const ask = (lines: readonly string[], key: (n: number) => string): Promise<string> =>
    new Promise((resolve, reject) => {
      const n = ++marker;
      waiting.set(key(n), resolve);
      void exited.then((code) => reject(new Error(`the simulator exited (${code}): ${stderr.slice(-2000)}`)));
      send(lines.map((l) => l.replace('$N', String(n))));
    });
  const timeout = setTimeout(() => ready(''), 20_000);
  const pty = await Promise.race([readyLine, exited.then(() => '')]);
  clearTimeout(timeout);
  if (pty === '') throw new Error(`the simulator did not start: ${stderr}`);

  let physical: SensorState[] = Array.from({ length: o.profile.sensorCount }, (_, i) => o.initial?.[i] ?? 'empty');
  const setLine = (sensor: number, state: SensorState): string => {
    const [a, b] = positionOf(o.board, o.profile, sensor);
    return `set ${a} ${b} ${WIRE[state]}`;
  };
  send([...physical.flatMap((s, i) => (s === 'empty' ? [] : [setLine(i, s)])), 'start']);
  const buttons = ['done', 'spin'];
  const board: SimulatedBoard = {
    path: o.link,
    get physical() {
      return physical;
    },
    async run(text) {
      const parsed = parseScript(text);
      if (!parsed.ok) throw new Error(`bad script: ${parsed.error.message}`);
      const plan = planScript(parsed.value, { profile: o.profile, sensorKind: o.sensorKind, initial: physical, buttons });
      if (!plan.ok) throw new Error(`script does not fit the board: ${plan.error.message}`);
      const lines: string[] = [];
      let at = 0;
      for (const e of plan.value.events) {
        if (e.at > at) lines.push(`wait ${e.at - at}`);
        at = e.at;
        if (e.kind === 'sensor') lines.push(setLine(e.sensor, e.state));
        else if (e.kind === 'button') lines.push(`press ${buttons.indexOf(e.button)}`);
        else throw new Error(`the simulated board cannot play ${e.kind} (a virtual board's test hook)`);
      }
      if (plan.value.durationMs > at) lines.push(`wait ${plan.value.durationMs - at}`);
      physical = [...plan.value.final];
      await ask([...lines, 'echo run-$N'], (n) => `@echo run-${n}`);
    },
    async commands(lines) {
      await ask([...lines, 'echo cmd-$N'], (n) => `@echo cmd-${n}`);
    },
    async leds(windowMs) {
      const line = await ask([`leds ${windowMs}`], () => '@leds');
      const m = /^@leds (\S+) frames=(\d+) errors=(\d+) commanded=(\S*)$/.exec(line);
      if (m === null) throw new Error(`unexpected harness reply ${line}`);
      return { shown: m[1]!, frames: Number(m[2]), errors: Number(m[3]), commanded: m[4]! };
    },
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        send(['quit']);
        const t = setTimeout(() => child.kill('SIGTERM'), 2000);
        await exited;
        clearTimeout(t);
      }
    },
  };
  return board;
}
