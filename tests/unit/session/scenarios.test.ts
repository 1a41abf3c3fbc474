/**
 * Every scenario of `tests/data/scenarios/` on a simulated board with fake time (the same files run
 * through the real virtual board and serial host in `tests/integration/scenarios/`).
 */
import { describe, expect, it } from 'vitest';
import { forbiddenSentences, loadScenarios, type Scenario } from '../../data/scenarios/format';
import { startTable } from './harness';

/** Checks that `wanted` appear in `seen` in order (case-insensitive substrings). */
export function inOrder(seen: readonly string[], wanted: readonly string[]): boolean {
  let i = 0;
  for (const s of seen) if (i < wanted.length && s.toLowerCase().includes(wanted[i]!.toLowerCase())) i++;
  return i === wanted.length;
}

async function run(sc: Scenario) {
  const t = await startTable({
    players: sc.players,
    options: sc.options,
    settings: sc.settings,
    sensing: sc.sensing === 'hall' ? { kind: 'hall', northSeat: 0 } : { kind: 'reed' },
    ...(sc.start === undefined ? {} : { start: sc.start }),
    ...(sc.board === undefined ? {} : { board: sc.board }),
  });
  // Each part after a `#! await:` line waits for its guidance code, in fake time.
  let since = 0;
  for (const [i, part] of sc.parts.entries()) {
    if (part.after !== undefined) await t.untilCode(part.after, since);
    since = t.codes.length;
    await t.play(part.script, i === sc.parts.length - 1 ? 3000 : 0);
  }
  return t;
}

const scenarios = loadScenarios();

describe('sensor scenarios (simulated board, fake time)', () => {
  it('has at least 25 scenarios', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(25);
  });
  for (const sc of scenarios) {
    it(`${sc.file}: ${sc.title}`, async () => {
      const t = await run(sc);
      expect(t.committed).toEqual(sc.moves);
      if (sc.silent) expect(t.sentences).toEqual([]);
      expect(forbiddenSentences(sc, t.sentences)).toEqual([]);
      expect(inOrder(t.sentences, sc.says), `sentences shown: ${JSON.stringify(t.sentences)}`).toBe(true);
      expect(inOrder(t.codes, sc.codes), `codes shown: ${JSON.stringify(t.codes)}`).toBe(true);
      if (sc.position !== undefined) expect(t.session.game.formatPosition(t.session.position)).toBe(sc.position);
      const status = t.session.status();
      if (sc.result === undefined) expect(status.kind).toBe('ongoing');
      else if (sc.result === 'draw') expect(status.kind).toBe('draw');
      else expect(status).toMatchObject({ kind: 'won', winners: [Number(sc.result.split(' ')[1])] });
      // Whatever happened on the way, the board ends in step with the session.
      expect(t.session.view().inSync).toBe(true);
    });
  }
});
