/**
 * `host/guard.ts`: the rate-limited log (issue 12, failure 10: "Unbounded stderr logging of refused
 * messages (5,764 lines in two minutes): rate-limit it") and the process-level guard (failure 1: "Add a
 * process-level guard that logs an unexpected error and keeps serving").
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardProcess, rateLimitedLog } from '../../../host/guard';

describe('rateLimitedLog', () => {
  it('lets 5,764 lines in two minutes through as a burst, a trickle and the count of the rest', () => {
    const out: string[] = [];
    let t = 0;
    const log = rateLimitedLog((l) => out.push(l), { burst: 20, perMinute: 30, now: () => t });
    for (let i = 0; i < 5764; i++) {
      t = (i * 120_000) / 5764;
      log.line(`refused a message ${i}`);
    }
    const logged = out.filter((l) => l.startsWith('refused'));
    expect(logged.length).toBeGreaterThanOrEqual(20 + 59);
    expect(logged.length).toBeLessThanOrEqual(20 + 61);
    const summaries = out.filter((l) => /^\(\d+ similar lines? (was|were) not logged\)$/.test(l));
    const counted = summaries.reduce((n, l) => n + Number(/\d+/.exec(l)![0]), 0);
    expect(counted + logged.length + log.dropped()).toBe(5764);
    expect(out[0]).toBe('refused a message 0');
  });

  it('logs everything at a rate below the limit', () => {
    const out: string[] = [];
    let t = 0;
    const log = rateLimitedLog((l) => out.push(l), { burst: 2, perMinute: 60, now: () => t });
    for (let i = 0; i < 100; i++) {
      t = i * 1500;
      log.line(`l${i}`);
    }
    expect(out).toHaveLength(100);
  });
});

describe('guardProcess', () => {
  it('logs an uncaught exception and an unhandled rejection instead of ending the process', () => {
    const proc = new EventEmitter();
    const out: string[] = [];
    guardProcess((l) => out.push(l), proc as never);
    proc.emit('uncaughtException', new RangeError('Maximum call stack size exceeded'));
    proc.emit('unhandledRejection', 'a reason');
    expect(out[0]).toMatch(/^unexpected error, still serving: RangeError: Maximum call stack size exceeded/);
    expect(out[1]).toBe('unexpected rejection, still serving: a reason');
  });
});
