/**
 * The example sensor scripts in `firmware-protocol/scripts/` parse and play on the profile they name,
 * from the men their leading `initial` line declares (as `parlour simulate` runs them, with no flags).
 */
import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { unwrap } from '../../../src/core/result';
import { parseScript, planScript } from '../../../firmware-protocol/virtual-board/script';
import { resolveCell } from '../../../firmware-protocol/profile';
import type { SensorState } from '../../../firmware-protocol/messages';
import { profile } from './helpers';

const dir = new URL('../../../firmware-protocol/scripts/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));

describe('example scripts', () => {
  test('there are examples', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  test.each(files)('%s plays on its profile', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const name = /\(profile ([a-z-]+)\)/.exec(text)?.[1];
    expect(name === 'morris-archery' || name === 'not-made-in-germany').toBe(true);
    const p = profile(name as 'morris-archery');
    const script = unwrap(parseScript(text));
    const initial: SensorState[] = Array.from({ length: p.sensorCount }, () => 'empty');
    for (const cell of script.initial ?? []) initial[resolveCell(p, cell)!] = 'occupied';
    for (const kind of ['reed', 'hall'] as const) {
      const start = kind === 'reed' ? initial : initial.map((s) => (s === 'empty' ? s : 'north'));
      const r = planScript(script, { profile: p, sensorKind: kind, initial: start });
      expect(r.ok, r.ok ? file : r.error.message).toBe(true);
      if (r.ok) expect(r.value.events.length).toBeGreaterThan(3);
    }
  });
});

describe('the examples in the documentation', () => {
  test('every `text` block of PROTOCOL.md §10 and script.ts plays on the morris-archery profile', () => {
    const docs = [
      readFileSync(new URL('../../../firmware-protocol/PROTOCOL.md', import.meta.url), 'utf8'),
      readFileSync(new URL('../../../firmware-protocol/virtual-board/script.ts', import.meta.url), 'utf8').replace(/^ \* ?/gm, ''),
    ];
    const blocks = docs.flatMap((d) => [...d.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!));
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) {
      const r = planScript(unwrap(parseScript(block)), { profile: profile('morris-archery'), sensorKind: 'hall' });
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    }
  });
});
