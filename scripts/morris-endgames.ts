/**
 * Builds the endgame tables of Morris's flying endings (3 v 3, 4 v 3, 3 v 4; `src/ai/morris/endgame.ts`)
 * by retrograde analysis, prints what they hold, and checks a seeded sample of positions against the
 * game's own rules (each stored value must follow from the values its legal moves lead to).
 *
 * `npx tsx scripts/morris-endgames.ts [--blocked loses|draw] [--check 2000]`
 *
 * The app does not ship the tables: it builds them with the same code at first need (a game with the
 * `flying` option nearing the ending), which takes about two seconds once per process and keeps a binary
 * file of about 2 MB out of the repository (see the module docs of `endgame.ts`).
 */
import { parseArgs } from 'node:util';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { parseOptions } from '../src/core/options';
import { unwrap } from '../src/core/result';
import { morris } from '../src/games/morris/index';
import { buildEndgameTables, probe } from '../src/ai/morris/endgame';
import { valueFromMoves } from '../src/ai/morris/endgame-check';

const { values } = parseArgs({ options: { blocked: { type: 'string', default: 'loses' }, check: { type: 'string', default: '2000' } } });
if (values.blocked !== 'loses' && values.blocked !== 'draw') throw new Error('--blocked must be loses or draw');
const blockedLoses = values.blocked === 'loses';
const options = unwrap(parseOptions(morris.options, { preset: 'modern', blocked: values.blocked }));

const t0 = performance.now();
const tables = buildEndgameTables(blockedLoses);
console.log(`built in ${(performance.now() - t0).toFixed(0)} ms: ${tables.size.toLocaleString('en-GB')} entries (blocked: ${values.blocked})`);

for (const [key, table] of tables.byMaterial) {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let longest = 0;
  for (let i = 0; i < table.values.length; i++) {
    const [s, o] = table.decode(i);
    if (table.index(s, o) !== i) continue; // another image of a symmetric position
    const v = table.values[i]!;
    if (v === 0) draws++;
    else if (v >= 128) losses++;
    else wins++;
    if (v !== 0) longest = Math.max(longest, v >= 128 ? v - 128 : v);
  }
  console.log(`${key >> 3} v ${key & 7} (side to move first): ${wins} won, ${losses} lost, ${draws} drawn; longest ${longest} plies to conversion`);
}

// Consistency with the game's rules on a seeded sample.
const rng = xoroshiro128plus(1);
const n = Number(values.check);
let bad = 0;
for (let k = 0; k < n; k++) {
  const [a, b] = [[3, 3], [4, 3], [3, 4]][k % 3]!;
  const pts = Array.from({ length: 24 }, (_, i) => i);
  for (let i = 23; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [pts[i], pts[j]] = [pts[j]!, pts[i]!];
  }
  const s = pts.slice(0, a!).reduce((x, p) => x | (1 << p), 0);
  const o = pts.slice(a!, a! + b!).reduce((x, p) => x | (1 << p), 0);
  const stored = probe(tables, s, o)!;
  const expected = valueFromMoves(tables, s, o, options);
  if (expected.result !== stored.result || expected.plies !== stored.plies) {
    bad++;
    if (bad <= 5) console.log(`mismatch at white ${s} black ${o}: stored ${JSON.stringify(stored)}, from its moves ${JSON.stringify(expected)}`);
  }
}
console.log(`checked ${n} sampled positions against the game's rules: ${bad === 0 ? 'all consistent' : `${bad} inconsistent`}`);
process.exitCode = bad === 0 ? 0 : 1;
