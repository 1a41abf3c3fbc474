/**
 * The match against Sanmill (issue 17): Parlour's strongest Morris player against Sanmill's C++ engine
 * (tag v7.4.6) at given skill levels, on paired openings with colours swapped, refereed by Parlour's
 * rules (`modern` preset = Sanmill's standard options, every option set: `bench/sanmill.ts`).
 *
 * `SANMILL=/path/to/sanmill npm run bench -- --only match`; skipped, with a line saying so, when
 * `SANMILL` is not set. Settings (environment):
 * - `MATCH_LEVELS` Sanmill skill levels, comma-separated (default `5,10`);
 * - `MATCH_PAIRS` opening pairs per level (default 10, i.e. 20 games);
 * - `MATCH_LEVEL` Parlour's level (default `master`: 1 s a move, any depth, no noise);
 * - `MATCH_MS` time per move of both engines, ms (default the level's; whole seconds are Sanmill's own
 *   `MoveTime`, other times are stopped by the client; Sanmill at levels 5 and 10 answers in well under
 *   0.1 s, its depth cap binding first);
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
import { endgameTables, thinkMorris } from '../src/ai/morris/player';
import { LEVELS, isLevelName, type Level } from '../src/ai/levels';
import { unwrap } from '../src/core/result';
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

/**
 * Parlour's player at `level` as a contestant: `thinkMorris` (the path of the app's computer player, the
 * endgame tables included), one searcher per game.
 */
export function parlourContestant(level: Level, name = 'Parlour'): Contestant {
  const searcher = new MorrisSearcher();
  let n = 0;
  return {
    name,
    async move(pos: MorrisPosition) {
      return unwrap(morris.parseMove(thinkMorris(pos, level, n++, { searcher }).move)) satisfies MorrisMove;
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
    const levelName = process.env['MATCH_LEVEL'] ?? 'master';
    if (!isLevelName(levelName)) throw new Error(`MATCH_LEVEL ${levelName} is not a level`);
    const ms = envInt('MATCH_MS', LEVELS[levelName].timeMs);
    const level: Level = { ...LEVELS[levelName], timeMs: ms };
    const log = process.env['MATCH_LOG'];
    const options = modernOptions();
    const t0 = performance.now();
    endgameTables(true);
    const figures: Figure[] = [{ name: 'match.endgameBuildMs', value: performance.now() - t0, unit: 'ms (3v3, 4v3, 3v4 tables)' }];
    const lines = openings(options, pairs, envInt('MATCH_OPENING_PLIES', 2), envInt('MATCH_SEED', 17));
    for (const skill of levels) {
      const records: GameRecord[] = [];
      let claims = 0;
      for (const [k, opening] of lines.entries()) {
        for (const seat of [0, 1] as const) {
          const engine = await SanmillEngine.start(path, skill, ms);
          try {
            const rec = await playGame(options, opening, parlourContestant(level), sanmillContestant(engine, skill), seat);
            records.push(rec);
            if (rec.reason.includes('claimed a draw')) claims++;
            const result = rec.score === 1 ? 'win' : rec.score === 0 ? 'LOSS' : 'draw';
            process.stderr.write(`match L${skill} pair ${k + 1}/${lines.length} Parlour ${seat === 0 ? 'White' : 'Black'}: ${result} in ${rec.plies} plies (${rec.reason})\n`);
            if (log !== undefined) appendFileSync(log, JSON.stringify({ skill, level: levelName, ms, ...rec }) + '\n');
          } finally {
            await engine.quit();
          }
        }
      }
      const s = summarise(records);
      process.stderr.write(`match: Parlour ${levelName} vs Sanmill level ${skill} at ${ms} ms/move: ${formatSummary(s)}\n`);
      const p = `match.sanmill${skill}`;
      figures.push(
        { name: `${p}.wins`, value: s.wins, unit: `of ${s.games} games (Parlour ${levelName}, ${ms} ms/move)` },
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
