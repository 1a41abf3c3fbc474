/**
 * Archery on the sensor board through the whole real path (issue 7 §4: "a space may hold several
 * arrows, which an occupancy sensor cannot count. Use what the board can see (an arrow arriving on an
 * empty space, a space emptied), ask the player to confirm with `done` or a tap where it cannot see"):
 * the scenarios of `tests/data/scenarios/archery/` on the bundled `morris-archery` profile (archery cells
 * `1`..`23`), each played by the virtual board over a socat pty and read by the serial host (see
 * `./teetotum-scenarios.ts` for the format and the runner).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRun, loadTeetotumScenarios, runTeetotumScenario } from './teetotum-scenarios';

const scenarios = await loadTeetotumScenarios(join(import.meta.dirname, '../../data/scenarios/archery'));

describe.concurrent('Archery scenarios through the virtual board, a socat pty and the serial host', () => {
  it('covers what the board sees and what it must be told', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(5);
  });
  for (const sc of scenarios) {
    it(`${sc.file}: ${sc.title}`, { timeout: 60_000 }, async () => {
      checkRun(sc, await runTeetotumScenario('archery', 'morris-archery', sc));
    });
  }
});
