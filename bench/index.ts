/**
 * `npm run bench [-- --json FILE] [-- --only NAME]`: runs every suite in `bench/suites.ts`, prints a
 * table of figures, and with `--json FILE` writes them as JSON (`[{"name","value","unit"}]`).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Figure } from './harness';
import { SUITES } from './suites';

const { values } = parseArgs({ options: { json: { type: 'string' }, only: { type: 'string' } } });
const figures: Figure[] = [];
for (const suite of SUITES) {
  if (values.only !== undefined && !suite.name.includes(values.only)) continue;
  process.stderr.write(`running ${suite.name}...\n`);
  figures.push(...(await suite.run()));
}
const width = Math.max(4, ...figures.map((f) => f.name.length));
console.log(`${'name'.padEnd(width)}  ${'value'.padStart(14)}  unit`);
for (const f of figures) {
  const v = Math.abs(f.value) >= 1000 ? Math.round(f.value).toLocaleString('en-GB') : f.value.toPrecision(4);
  console.log(`${f.name.padEnd(width)}  ${v.padStart(14)}  ${f.unit}`);
}
if (values.json !== undefined) writeFileSync(values.json, JSON.stringify(figures, null, 2) + '\n');
