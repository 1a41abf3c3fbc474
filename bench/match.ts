/**
 * The match against Sanmill (issue 17): Parlour's strongest Morris player against Sanmill's C++ engine
 * (tag v7.4.6) at given skill levels, on paired openings with colours swapped, refereed by Parlour's
 * rules (`modern` preset = Sanmill's standard options, every option set: `bench/sanmill.ts`).
 *
 * `SANMILL=/path/to/sanmill npm run bench -- --only match`; skipped, with a line saying so, when
 * `SANMILL` is not set. Settings (environment):
 * - `MATCH_LEVELS` Sanmill skill levels, comma-separated (default `5,10`);
 * - `MATCH_PAIRS` opening pairs per level (default 10, i.e. 20 games);
 * - `MATCH_MS` time per move of both engines, ms (default 1000; whole seconds are Sanmill's own
 *   `MoveTime`, other times are stopped by the client);
 * - `MATCH_SEED` seed of the openings (default 17); `MATCH_OPENING_PLIES` random opening plies
 *   (default 2: one placement each);
 * - `MATCH_LOG` a file to append every game's record to (JSON lines).
 *
 * Figures per level `L`: `match.sanmillL.{wins,draws,losses}` (games, for Parlour), `match.sanmillL.score`
 * (% of the points) with `.low`/`.high` (95 % interval over the pairs), and `match.endgameBuildMs`.
 * Conventions that differ (see the protocol notes): Sanmill does not count removal plies toward its
 * 100-ply rule and judges repetition slightly differently, so it may claim a draw (`bestmove draw`) that
 * Parlour's rules do not yet give; such a claim ends the game drawn and is counted in `.claims`.
 */
import { appendFileSync } from 'node:fs';
import { morris, type MorrisMove, type MorrisPosition } from '../src/games/morris/index';
import { MorrisSearcher } from '../src/ai/morris/search';
import { endgameTables, nearFlyingEnding } from '../src/ai/morris/player';
import { unpackMove } from '../src/games/morris/engine';
import type { BenchSuite, Figure } from './harness';
import { formatSummary, modernOptions, openings, playGame, summarise, type Contestant, type GameRecord } from './morris-match';
import { SanmillEngine } from './sanmill';

/** Sanmill as a contestant: asks for plies until its move (a step and its removals) is complete. */
export function sanmillContestant(engine: SanmillEngine, level: number): Contestant {
  return {
    name: `Sanmill level ${level}`,
    async move(pos, plies) {
      const legal = morris.legalMoves(pos);
      const mine: string[] = [];
      for (;;) {
        const ply = await engine.bestPly([...plies, ...mine]);
        if (ply === 'draw') return 'draw';
        mine.push(ply);
        const text = mine[0] + mine.slice(1).join('');
        const exact = legal.find((m) => morris.formatMove(m) === text);
        if (exact !== undefined) return exact;
        if (!legal.some((m) => morris.formatMove(m).startsWith(text + 'x'))) {
          throw new Error(`Sanmill's plies ${mine.join(' ')} are no legal move in ${morris.formatPosition(pos)}`);
        }
      }
    },
  };
}

/** Parlour's searcher as a contestant (its own table per game; the endgame tables when near one). */
export function parlourContestant(timeMs: number, name = 'Parlour'): Contestant & { searcher: MorrisSearcher } {
  const searcher = new MorrisSearcher();
  return {
    name,
    searcher,
    async move(pos: MorrisPosition) {
      if (nearFlyingEnding(pos)) searcher.setTables(endgameTables(pos.options.blocked === 'loses'));
      const r = searcher.search(pos, { timeMs, maxDepth: 64 });
      return unpackMove(r.move) satisfies MorrisMove;
    },
  };
}

function envInt(name: string, fallback: number): number {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number.parseInt(v, 10);
}

/** The match suite (skipped without `SANMILL`). */
export const matchSuite: BenchSuite = {
  name: 'match',
  async run() {
    const path = process.env['SANMILL'];
    if (path === undefined || path === '') {
      process.stderr.write('match: skipped (no engine given: set SANMILL=/path/to/sanmill to play Parlour against it)\n');
      return [];
    }
    const levels = (process.env['MATCH_LEVELS'] ?? '5,10').split(',').map((s) => Number.parseInt(s, 10));
    const pairs = envInt('MATCH_PAIRS', 10);
    const ms = envInt('MATCH_MS', 1000);
    const log = process.env['MATCH_LOG'];
    const options = modernOptions();
    const t0 = performance.now();
    endgameTables(true);
    const figures: Figure[] = [{ name: 'match.endgameBuildMs', value: performance.now() - t0, unit: 'ms (3v3, 4v3, 3v4 tables)' }];
    const lines = openings(options, pairs, envInt('MATCH_OPENING_PLIES', 2), envInt('MATCH_SEED', 17));
    for (const level of levels) {
      const records: GameRecord[] = [];
      let claims = 0;
      for (const [k, opening] of lines.entries()) {
        for (const seat of [0, 1] as const) {
          const engine = await SanmillEngine.start(path, level, ms);
          try {
            const rec = await playGame(options, opening, parlourContestant(ms), sanmillContestant(engine, level), seat);
            records.push(rec);
            if (rec.reason.includes('claimed a draw')) claims++;
            const result = rec.score === 1 ? 'win' : rec.score === 0 ? 'LOSS' : 'draw';
            process.stderr.write(`match L${level} pair ${k + 1}/${lines.length} Parlour ${seat === 0 ? 'White' : 'Black'}: ${result} in ${rec.plies} plies (${rec.reason})\n`);
            if (log !== undefined) appendFileSync(log, JSON.stringify({ level, ms, ...rec }) + '\n');
          } finally {
            await engine.quit();
          }
        }
      }
      const s = summarise(records);
      process.stderr.write(`match vs Sanmill level ${level} at ${ms} ms/move: ${formatSummary(s)}\n`);
      const p = `match.sanmill${level}`;
      figures.push(
        { name: `${p}.wins`, value: s.wins, unit: `of ${s.games} games (${ms} ms/move)` },
        { name: `${p}.draws`, value: s.draws, unit: 'games' },
        { name: `${p}.losses`, value: s.losses, unit: 'games' },
        { name: `${p}.score`, value: 100 * s.score, unit: '% of the points' },
        { name: `${p}.score.low`, value: 100 * s.low, unit: '% (95 % interval over pairs)' },
        { name: `${p}.score.high`, value: 100 * s.high, unit: '%' },
        { name: `${p}.claims`, value: claims, unit: 'games ended by a Sanmill draw claim' },
      );
    }
    return figures;
  },
};
