/**
 * Quoits on the sensor board through the whole real path (issue 7 §4: "a quoit space holds one man, so
 * the board can see everything: the placement is checked against the spin, and collision moves (set
 * back, forward, removed) are announced and checked on the board"): the scenarios of
 * `tests/data/scenarios/quoits/` on the bundled `quoits` profile, each played by the virtual board over a
 * socat pty and read by the serial host (see `./teetotum-scenarios.ts` for the format and the runner).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRun, loadTeetotumScenarios, runTeetotumScenario } from './teetotum-scenarios';

const scenarios = await loadTeetotumScenarios(join(import.meta.dirname, '../../data/scenarios/quoits'));

describe.concurrent('Quoits scenarios through the virtual board, a socat pty and the serial host', () => {
  it('covers the placement and every collision of the sheet', () => {
    expect(scenarios.map((s) => s.file.slice(3, -'.scenario'.length))).toEqual(
      expect.arrayContaining(['placement', 'set-back', 'forward', 'removed', 'spin-first', 'spin-button', 'last-pitch']),
    );
  });
  for (const sc of scenarios) {
    it(`${sc.file}: ${sc.title}`, { timeout: 60_000 }, async () => {
      checkRun(sc, await runTeetotumScenario('quoits', 'quoits', sc));
    });
  }
});
