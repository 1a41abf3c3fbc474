/**
 * The two-tier idle reset (src/kiosk/idle.ts; kiosk-practice K4: "defaults: warn at 90 s, reset at
 * 90 + 20 s; configurable; fake-timer tests"): the machine is pure, so these tests give it the times.
 */
import { describe, expect, it } from 'vitest';
import { IDLE_START, countdownLeft, idleDeadline, idleStep, idleTimesOf, type IdleEvent, type IdleState } from '../../../src/kiosk/idle';
import { defaultKioskConfig } from '../../../src/kiosk/config';

const times = idleTimesOf(defaultKioskConfig().idle);

/** Runs events from the start and returns the effects in order and the last state. */
function run(events: readonly IdleEvent[]): { effects: string[]; state: IdleState } {
  let state = IDLE_START;
  const effects: string[] = [];
  for (const e of events) {
    const r = idleStep(state, e, times);
    state = r.state;
    if (r.effect !== undefined) effects.push(`${r.effect}@${e.at}`);
  }
  return { effects, state };
}

describe('the idle machine', () => {
  it('uses the checklist defaults: warn at 90 s, reset at 110 s', () => {
    expect(times).toEqual({ quietMs: 90_000, countdownMs: 20_000 });
  });

  it('runs no timer on the attract screen and wakes on a touch', () => {
    expect(idleDeadline(IDLE_START, times)).toBeUndefined();
    expect(run([{ type: 'tick', at: 500_000 }]).effects).toEqual([]);
    expect(run([{ type: 'activity', at: 1000 }]).effects).toEqual(['wake@1000']);
  });

  it('warns 90 s after the last activity and resets 20 s later', () => {
    const { effects, state } = run([
      { type: 'activity', at: 0 },
      { type: 'activity', at: 10_000 },
      { type: 'tick', at: 99_999 },
      { type: 'tick', at: 100_000 },
      { type: 'tick', at: 119_999 },
      { type: 'tick', at: 120_000 },
    ]);
    expect(effects).toEqual(['wake@0', 'warn@100000', 'reset@120000']);
    expect(state.phase).toBe('attract');
  });

  it('counts the warning down in whole seconds', () => {
    const warned: IdleState = { phase: 'warning', lastActivity: 0 };
    expect(idleDeadline(warned, times)).toBe(110_000);
    expect(countdownLeft(warned, 90_000, times)).toBe(20);
    expect(countdownLeft(warned, 90_001, times)).toBe(20);
    expect(countdownLeft(warned, 109_000, times)).toBe(1);
    expect(countdownLeft(warned, 111_000, times)).toBe(0);
    expect(countdownLeft({ phase: 'active', lastActivity: 0 }, 50, times)).toBeUndefined();
  });

  it('goes back to play when the visitor answers the warning (a board change counts the same)', () => {
    const { effects, state } = run([
      { type: 'activity', at: 0 },
      { type: 'tick', at: 90_000 },
      { type: 'activity', at: 95_000 },
      { type: 'tick', at: 110_000 },
    ]);
    expect(effects).toEqual(['wake@0', 'warn@90000', 'resume@95000']);
    expect(state).toEqual({ phase: 'active', lastActivity: 95_000 });
    expect(idleDeadline(state, times)).toBe(185_000);
  });

  it('resets at once when the timer fires late, after the whole countdown (a suspended machine)', () => {
    expect(run([{ type: 'activity', at: 0 }, { type: 'tick', at: 500_000 }]).effects).toEqual(['wake@0', 'reset@500000']);
  });

  it('is set back to attract on purpose (staff leaving, a new page)', () => {
    const r = idleStep({ phase: 'warning', lastActivity: 0 }, { type: 'attract', at: 5 }, times);
    expect(r.state.phase).toBe('attract');
    expect(r.effect).toBeUndefined();
  });
});
