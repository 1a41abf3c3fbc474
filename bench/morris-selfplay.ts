/**
 * Self-play matches for tuning the Morris evaluation (issue 17: "an evaluation that knows mobility and
 * blockades, tuned by self-play"): a candidate set of weights against the defaults, on paired openings
 * with colours swapped, at a short time per move, refereed by Parlour's rules.
 *
 * `npx tsx bench/morris-selfplay.ts [--pairs 20] [--ms 100] [--preset modern] [--seed 5] [--plies 4]
 * --candidate '{"mobility": 7}' [--candidate-features '{"lmr": false}']` prints the candidate's W/D/L and score with a 95 % interval. Not part
 * of `npm run bench` (a tuning run takes many minutes); the weights it settled on are in
 * `src/ai/morris/evaluate.ts`.
 */
import { parseArgs } from 'node:util';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris, type MorrisMove, type MorrisPosition } from '../src/games/morris/index';
import { unpackMove } from '../src/games/morris/engine';
import { MorrisSearcher, type SearchFeatures } from '../src/ai/morris/search';
import { DEFAULT_WEIGHTS, type MorrisWeights } from '../src/ai/morris/evaluate';
import { endgameTables, nearFlyingEnding } from '../src/ai/morris/player';
import { formatSummary, openings, playGame, summarise, type Contestant, type GameRecord } from './morris-match';

/** A contestant searching `ms` per move with `weights`. */
export function weightedContestant(name: string, weights: MorrisWeights, ms: number, features: Partial<SearchFeatures> = {}): Contestant {
  const searcher = new MorrisSearcher({ weights, ttBits: 18, features });
  return {
    name,
    async move(pos: MorrisPosition) {
      if (nearFlyingEnding(pos)) searcher.setTables(endgameTables(pos.options.blocked === 'loses'));
      return unpackMove(searcher.search(pos, { timeMs: ms, maxDepth: 64 }).move) satisfies MorrisMove;
    },
  };
}

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '20' },
    ms: { type: 'string', default: '100' },
    preset: { type: 'string', default: 'modern' },
    seed: { type: 'string', default: '5' },
    plies: { type: 'string', default: '4' },
    candidate: { type: 'string', default: '{}' },
    base: { type: 'string', default: '{}' },
    'candidate-features': { type: 'string', default: '{}' },
    'base-features': { type: 'string', default: '{}' },
  },
});
const candidate: MorrisWeights = { ...DEFAULT_WEIGHTS, ...(JSON.parse(values.candidate) as Partial<MorrisWeights>) };
const base: MorrisWeights = { ...DEFAULT_WEIGHTS, ...(JSON.parse(values.base) as Partial<MorrisWeights>) };
const options = unwrap(parseOptions(morris.options, { preset: values.preset }));
const ms = Number(values.ms);
const records: GameRecord[] = [];
for (const opening of openings(options, Number(values.pairs), Number(values.plies), Number(values.seed))) {
  for (const seat of [0, 1] as const) {
    const rec = await playGame(
      options,
      opening,
      weightedContestant('candidate', candidate, ms, JSON.parse(values['candidate-features']) as Partial<SearchFeatures>),
      weightedContestant('base', base, ms, JSON.parse(values['base-features']) as Partial<SearchFeatures>),
      seat,
    );
    records.push(rec);
    process.stderr.write(`${rec.score === 1 ? 'W' : rec.score === 0 ? 'L' : 'D'}`);
  }
}
process.stderr.write('\n');
console.log(
  `candidate ${values.candidate} ${values['candidate-features']} vs base ${values.base} ${values['base-features']} (${values.preset}, ${ms} ms/move): ${formatSummary(summarise(records))}`,
);
