/**
 * Crash safety (issue 4 §4): `parlour play` is killed with SIGKILL at random points of a scripted game,
 * 50 times; each time the game is resumed (`--resume`), and the resumed game must hold every move that
 * was acknowledged (printed) before the kill, and nothing else. "Nothing else" allows exactly one
 * possibility besides the acknowledged moves: the move that was in flight, whose journal entry reached
 * the disk but whose line the kill cut off before it was printed; it must be the very move the board
 * showed, the next of the script.
 *
 * Real path: a virtual board on a socat pty (one per lane) and the real CLI process with serialport.
 * The CLI is bundled once with esbuild (a tsx dependency) so each start costs a fraction of a second;
 * two lanes of 25 kills run side by side to keep the whole test well under three minutes on two cores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { loadProfile } from '../../../firmware-protocol/profile-files';
import { layoutFor } from '../../../firmware-protocol/profile';
import { createVirtualBoard, type VirtualBoard } from '../../../firmware-protocol/virtual-board/virtual-board';
import { startPtyBoard, type PtyBoard } from '../../../firmware-protocol/virtual-board/pty';
import { morris, type MorrisMove, type MorrisPosition } from '../../../src/games/morris/index';
import { parseOptions } from '../../../src/core/options';
import { unwrap } from '../../../src/core/result';
import { readJournal } from '../../../src/session/journal';
import { foldJournal } from '../../../src/session/journal-fold';
import { readJournalFile, journalPaths } from '../../../host/journal-file';

const ROOT = resolve(import.meta.dirname, '../../..');
const KILLS_PER_LANE = 25;
const LANES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cliPath = '';
let cliArgs: string[] = [];

beforeAll(async () => {
  const out = join(ROOT, 'test-artifacts', 'crash');
  await mkdir(out, { recursive: true });
  try {
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: [join(ROOT, 'cli', 'parlour.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: join(out, 'parlour.mjs'),
      logLevel: 'silent',
    });
    cliPath = process.execPath;
    cliArgs = [join(out, 'parlour.mjs')];
  } catch {
    cliPath = process.execPath;
    cliArgs = ['--import', 'tsx', join(ROOT, 'cli', 'parlour.ts')];
  }
}, 60_000);

/** A fixed random legal game (deterministic), as positions and moves. */
function scriptedGame(seed: number): { positions: MorrisPosition[]; moves: MorrisMove[] } {
  const opts = unwrap(parseOptions(morris.options, {}));
  let pos = unwrap(morris.setup(opts, 2));
  const positions = [pos];
  const moves: MorrisMove[] = [];
  const rng = xoroshiro128plus(seed);
  for (let i = 0; i < 400 && morris.turn(pos) !== undefined; i++) {
    const legal = morris.legalMoves(pos);
    const m = legal[uniformInt(rng, 0, legal.length - 1)]!;
    moves.push(m);
    pos = unwrap(morris.play(pos, m));
    positions.push(pos);
  }
  return { positions, moves };
}

interface Lane {
  readonly board: VirtualBoard;
  readonly pty: PtyBoard;
  readonly dataDir: string;
  readonly sensorOf: ReadonlyMap<string, number>;
}

function setBoardTo(lane: Lane, pos: MorrisPosition): void {
  const contents = morris.physical!.contents(pos);
  for (const [cell, sensor] of lane.sensorOf) lane.board.setSensor(sensor, (contents[cell] ?? []).length > 0 ? 'occupied' : 'empty');
}

/** Carries out `move` from `pos` with a person's hands: lift, place, then lift each captured man. */
async function handMove(lane: Lane, pos: MorrisPosition, move: MorrisMove): Promise<void> {
  const stages = morris.physical!.stages!(pos, move);
  let before = morris.physical!.contents(pos);
  for (const st of stages) {
    const cells = Object.keys(st);
    for (const c of cells) if ((before[c] ?? []).length > 0 && (st[c] ?? []).length === 0) {
      lane.board.setSensor(lane.sensorOf.get(c)!, 'empty');
      await sleep(70);
    }
    for (const c of cells) if ((before[c] ?? []).length === 0 && (st[c] ?? []).length > 0) {
      lane.board.setSensor(lane.sensorOf.get(c)!, 'occupied');
      await sleep(70);
    }
    before = st;
  }
}

interface RunOutcome {
  readonly resumed?: readonly string[];
  readonly acked: readonly string[];
  readonly result: boolean;
  readonly stderr: string;
}

/** One process run: resume or start, play the script on the board, SIGKILL after `killAfterMs`. */
async function runOnce(lane: Lane, resume: boolean, known: readonly string[], game: ReturnType<typeof scriptedGame>, killAfterMs: number): Promise<RunOutcome> {
  const args = resume
    ? [...cliArgs, 'play', '--resume', '--json', '--data', lane.dataDir]
    : [...cliArgs, 'play', '--new', '--game', 'morris', '--port', lane.pty.pair.hostPath, '--json', '--data', lane.dataDir, '--settings', '{"settleMs":150}'];
  const child: ChildProcess = spawn(cliPath, args, {
    cwd: ROOT,
    env: { ...process.env, PARLOUR_PROFILES: join(ROOT, 'firmware-protocol', 'profiles') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => (stderr += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const acked: string[] = [];
  let resumed: string[] | undefined;
  let result = false;
  let playing = false;
  let first = true;
  const plies = [...known];
  const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (text) => {
    if (first) {
      first = false;
      lane.board.reset(); // the board resets as the port opens (DTR), and says HELLO at once
    }
    let msg: { type: string; [k: string]: unknown };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      return;
    }
    if (msg.type === 'resumed') {
      resumed = msg['moves'] as string[];
      plies.splice(0, plies.length, ...resumed);
      // people lay the board out as the resumed game stands
      setBoardTo(lane, game.positions[plies.length]!);
    } else if (msg.type === 'move') {
      acked.push(msg['notation'] as string);
      plies.push(msg['notation'] as string);
    } else if (msg.type === 'phase' && msg['phase'] === 'playing') playing = true;
    else if (msg.type === 'result') result = true;
  });
  // Play the script while the process lives.
  const driver = (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      if (!playing || result) {
        await sleep(20);
        continue;
      }
      const n = plies.length;
      const move = game.moves[n];
      if (move === undefined) break;
      await handMove(lane, game.positions[n]!, move);
      const end = Date.now() + 2000;
      while (plies.length === n && Date.now() < end && child.exitCode === null && child.signalCode === null) await sleep(15);
      await sleep(60);
    }
  })();
  await exited;
  clearTimeout(killer);
  await driver;
  lines.close();
  return { ...(resumed === undefined ? {} : { resumed }), acked, result, stderr };
}

/**
 * What the journal on disk holds, read the way a resume reads it but without repairing (the check
 * changes nothing on disk): `none` when there is no whole start entry (a `--new` run killed while Node
 * was still loading, or during set-up before the entry reached the disk, left no game to resume),
 * `finished` when the game's result or end is journalled (a resume then finds nothing to continue),
 * `unfinished` otherwise.
 */
async function journalState(dataDir: string): Promise<'none' | 'unfinished' | 'finished'> {
  let text: string;
  try {
    text = await readFile(journalPaths(dataDir).current, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw e;
  }
  const read = readJournal(text);
  if (read.entries.length === 0) return 'none';
  const folded = foldJournal(read.items);
  if (!folded.ok) return 'none';
  return folded.value.end === undefined && folded.value.result === undefined ? 'unfinished' : 'finished';
}

async function runLane(seed: number): Promise<{ kills: number; verified: number; plies: number; games: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'parlour-crash-'));
  const profile = unwrap(loadProfile('morris-archery'));
  const board = createVirtualBoard({ profile, boardId: `crash-${seed}` });
  const pty = unwrap(await startPtyBoard(board));
  const lane: Lane = { board, pty, dataDir, sensorOf: layoutFor(profile, 'morris')!.sensorOf };
  const rng = xoroshiro128plus(seed);
  let game = scriptedGame(seed);
  let known: string[] = [];
  let started = false;
  let verified = 0;
  let plies = 0;
  let games = 1;
  try {
    setBoardTo(lane, game.positions[0]!);
    for (let k = 0; k < KILLS_PER_LANE; k++) {
      const resume = started;
      const killAfter = uniformInt(rng, 250, 3200);
      const out = await runOnce(lane, resume, known, game, killAfter);
      if (resume) {
        if (out.resumed === undefined) {
          // killed before it could say what it resumed: nothing to check this round, but it must not have failed
          expect(out.stderr, 'a resume must not fail').not.toMatch(/no unfinished game/);
        } else {
          const next = game.moves[known.length];
          const allowed = [known, next === undefined ? known : [...known, morris.formatMove(next)]].map((l) => JSON.stringify(l));
          expect(allowed, `resumed ${JSON.stringify(out.resumed)} after acknowledging ${JSON.stringify(known)}`).toContain(JSON.stringify(out.resumed));
          verified++;
          known = [...out.resumed];
        }
      } else if (out.resumed !== undefined) throw new Error('a new game printed a resume line');
      // everything acknowledged in this run follows, in order
      for (const a of out.acked) {
        expect(a).toBe(morris.formatMove(game.moves[known.length]!));
        known.push(a);
        plies++;
      }
      // A game counts as started only once the journal holds its start entry: a kill during start-up
      // (before the entry reached the disk) leaves nothing to resume, and the next run starts anew.
      // A game whose result reached the journal is over even when the kill cut off its result line.
      // (A game that ended by the rules and printed its result is archived as the process closes.)
      const state = await journalState(dataDir);
      if (!out.result) {
        if (resume) expect(state, 'a resumed game must stay in the journal').not.toBe('none');
        else if (state === 'none') expect(out.acked, 'no move may be acknowledged before the game is journalled').toEqual([]);
      }
      started = state === 'unfinished';
      if (out.result || state === 'finished') {
        // the game ended by the rules: the next run starts a new game on a cleared board
        started = false;
        known = [];
        games++;
        game = scriptedGame(seed + games);
        setBoardTo(lane, game.positions[0]!);
      }
    }
    // The journal on disk, read the way a resume reads it, holds the acknowledged moves (and at most the one in flight).
    const onDisk = await readJournalFile(journalPaths(dataDir).current);
    if (started && onDisk !== undefined && onDisk.entries.length > 0) {
      const folded = unwrap(foldJournal(onDisk.items));
      const moves = folded.moves.map((m) => m.move);
      expect(moves.slice(0, known.length)).toEqual(known);
      expect(moves.length - known.length).toBeLessThanOrEqual(1);
    }
    return { kills: KILLS_PER_LANE, verified, plies, games };
  } finally {
    await pty.stop();
    board.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('crash safety of the journal under SIGKILL', () => {
  afterAll(() => undefined);
  it(`keeps every acknowledged move through ${KILLS_PER_LANE * LANES} kills`, { timeout: 170_000 }, async () => {
    const lanes = await Promise.all(Array.from({ length: LANES }, (_, i) => runLane(1000 + i * 17)));
    const kills = lanes.reduce((s, l) => s + l.kills, 0);
    const verified = lanes.reduce((s, l) => s + l.verified, 0);
    const plies = lanes.reduce((s, l) => s + l.plies, 0);
    expect(kills).toBe(50);
    // Most runs live long enough to print what they resumed, and the games make progress between kills.
    expect(verified).toBeGreaterThanOrEqual(20);
    expect(plies).toBeGreaterThanOrEqual(30);
  });
});
