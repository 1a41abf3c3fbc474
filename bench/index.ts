/**
 * `npm run bench [-- --json FILE] [-- --only NAME]`: runs every suite in `bench/suites.ts`, prints a
 * table of figures (each with its goal, if it has one, and whether it was met), and with `--json FILE`
 * writes them as JSON (`[{"name","value","unit","goal"?,"met"?}]`).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatGoal, formatValue, goalMet, type Figure } from './harness';
import { SUITES } from './suites';

const { values } = parseArgs({ options: { json: { type: 'string' }, only: { type: 'string' } } });
const figures: Figure[] = [];
for (const suite of SUITES) {
  if (values.only !== undefined && !suite.name.includes(values.only)) continue;
  process.stderr.write(`running ${suite.name}...\n`);
  figures.push(...(await suite.run()));
}
const width = Math.max(4, ...figures.map((f) => f.name.length));
const unitWidth = Math.max(4, ...figures.map((f) => f.unit.length));
const goalWidth = Math.max(4, ...figures.map((f) => formatGoal(f.goal).length));
const mark = (met: boolean | undefined): string => (met === undefined ? '' : met ? 'met' : 'MISSED');
console.log(`${'name'.padEnd(width)}  ${'value'.padStart(14)}  ${'unit'.padEnd(unitWidth)}  ${'goal'.padEnd(goalWidth)}`.trimEnd());
for (const f of figures) {
  const row = `${f.name.padEnd(width)}  ${formatValue(f.value).padStart(14)}  ${f.unit.padEnd(unitWidth)}  ${formatGoal(f.goal).padEnd(goalWidth)}  ${mark(goalMet(f))}`;
  console.log(row.trimEnd());
}
const judged = figures.filter((f) => f.goal !== undefined);
const missed = judged.filter((f) => goalMet(f) === false);
const count = `${judged.length} ${judged.length === 1 ? 'figure' : 'figures'} with a goal`;
console.log(`\n${count}: ${judged.length - missed.length} met, ${missed.length} missed${missed.length > 0 ? ` (${missed.map((f) => f.name).join(', ')})` : ''}`);
if (values.json !== undefined) {
  writeFileSync(values.json, JSON.stringify(figures.map((f) => (f.goal === undefined ? f : { ...f, met: goalMet(f) })), null, 2) + '\n');
}
