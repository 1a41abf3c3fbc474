/**
 * Benchmarks of move inference and the journal (issue 4): the time from a settled board reading to the
 * decision, over the positions of random Morris games (one commit per position), the worst case where a
 * reading matches nothing (every one- and two-ply successor is tried), and the time to append one journal
 * line with fdatasync (the wait before a move is acknowledged).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { percentile, type BenchSuite, type Figure } from './harness';
import { morris, type MorrisMove, type MorrisPosition } from '../src/games/morris/index';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { MoveInference } from '../src/inference/engine';
import { readingOf, type BoardReading } from '../src/inference/reading';
import type { InferenceContext } from '../src/inference/match';
import { JournalFile } from '../host/journal-file';

function positions(n: number): { pos: MorrisPosition; history: MorrisPosition[]; move: MorrisMove }[] {
  const opts = unwrap(parseOptions(morris.options, {}));
  const out: { pos: MorrisPosition; history: MorrisPosition[]; move: MorrisMove }[] = [];
  const rng = xoroshiro128plus(42);
  while (out.length < n) {
    let pos = unwrap(morris.setup(opts, 2));
    const history: MorrisPosition[] = [];
    while (morris.turn(pos) !== undefined && out.length < n) {
      const legal = morris.legalMoves(pos);
      const move = legal[uniformInt(rng, 0, legal.length - 1)]!;
      out.push({ pos, history: [...history], move });
      history.push(pos);
      pos = unwrap(morris.play(pos, move));
    }
  }
  return out;
}

function ctx(pos: MorrisPosition, history: MorrisPosition[]): InferenceContext<MorrisPosition, MorrisMove> {
  return { game: morris, position: pos, history, boardSeats: [0, 1], sensing: { kind: 'reed' }, takebacks: true };
}

/** Inference and journal figures. */
export const inferenceSuite: BenchSuite = {
  name: 'inference',
  async run(): Promise<readonly Figure[]> {
    const cells = morris.physical!.cells;
    const samples = positions(600);
    let commit: number[] = [];
    let nothing: number[] = [];
    // two passes; the first warms the JIT and is discarded
    for (let pass = 0; pass < 2; pass++) {
      commit = [];
      nothing = [];
      for (const s of samples) {
        const after = unwrap(morris.play(s.pos, s.move));
        const target: BoardReading = readingOf(morris.physical!.contents(after), cells, { kind: 'reed' });
        const engine = new MoveInference<MorrisPosition, MorrisMove>({ settleMs: 400 });
        const t0 = performance.now();
        engine.setContext(ctx(s.pos, s.history), 'play', 0);
        engine.snapshot(target, 0);
        const out = engine.tick(400);
        commit.push(performance.now() - t0);
        if (!out.some((o) => o.kind === 'commit')) throw new Error('bench: the move did not commit');
        // a reading no move explains: every man lifted
        const empty: BoardReading = Object.fromEntries(cells.map((c) => [c, 'empty']));
        const e2 = new MoveInference<MorrisPosition, MorrisMove>({ settleMs: 400 });
        e2.setContext(ctx(s.pos, s.history), 'play', 0);
        const t1 = performance.now();
        e2.snapshot(empty, 0);
        e2.tick(400);
        nothing.push(performance.now() - t1);
      }
    }
    const dir = await mkdtemp(join(tmpdir(), 'parlour-bench-'));
    const journal = await JournalFile.open(join(dir, 'j.jsonl'));
    const appends: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await journal.append({ t: 'move', ply: i + 1, move: 'd2-d3xg7', by: 'board', at: new Date().toISOString() });
      appends.push(performance.now() - t);
    }
    await journal.close();
    await rm(dir, { recursive: true, force: true });
    return [
      { name: 'inference.commit.p50', value: percentile(commit, 50), unit: 'ms' },
      { name: 'inference.commit.p95', value: percentile(commit, 95), unit: 'ms' },
      { name: 'inference.commit.p99', value: percentile(commit, 99), unit: 'ms' },
      { name: 'inference.no-match.p50', value: percentile(nothing, 50), unit: 'ms' },
      { name: 'inference.no-match.p95', value: percentile(nothing, 95), unit: 'ms' },
      { name: 'journal.append-fsync.p50', value: percentile(appends, 50), unit: 'ms' },
      { name: 'journal.append-fsync.p95', value: percentile(appends, 95), unit: 'ms' },
    ];
  },
};
