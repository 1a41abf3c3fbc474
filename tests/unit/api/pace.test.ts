/**
 * Host events paced to the frame (src/api/pace.ts, issue 19: "coalesce host events so a screen draws only
 * the latest view of each frame (never a backlog) ... a burst of any size leaves every screen exact within
 * one frame of the last event"). Fake time: what is counted is events delivered, not milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { FRAME_MS, paceEvents, type HostEvent, type PaceClock } from '../../../src/api';
import { msg } from '../../../src/i18n/index';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  const clock: PaceClock = {
    now: () => now,
    setTimer(ms, fn) {
      const t = { at: now + ms, fn };
      timers.push(t);
      return () => (timers = timers.filter((x) => x !== t));
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.length };
}

const view = (n: number): HostEvent => ({ type: 'view', view: { id: `v${n}` } as never });
const notice = (n: number): HostEvent => ({ type: 'notice', notice: { id: n, level: 'info', code: 'test/n', message: msg('core.verbatim', { text: `notice ${n}` }) } });
const ids = (es: HostEvent[]) => es.map((e) => (e.type === 'view' ? (e.view as { id: string }).id : e.type === 'notice' ? `n${e.notice.id}` : e.type));

describe('paceEvents', () => {
  it('sends a lone view at once', () => {
    const { clock } = fakeClock();
    const out: HostEvent[] = [];
    const pacer = paceEvents((e) => out.push(e), clock);
    pacer.push(view(1));
    expect(ids(out)).toEqual(['v1']);
  });

  it('turns a burst of 800 views into the first at once and the last one frame later, nothing in between', () => {
    const { clock, advance, pending } = fakeClock();
    const out: HostEvent[] = [];
    const pacer = paceEvents((e) => out.push(e), clock);
    for (let i = 1; i <= 800; i++) pacer.push(view(i));
    expect(ids(out)).toEqual(['v1']);
    advance(FRAME_MS);
    expect(ids(out)).toEqual(['v1', 'v800']);
    advance(10 * FRAME_MS);
    expect(ids(out)).toEqual(['v1', 'v800']);
    expect(pending()).toBe(0);
  });

  it('sends at most one view a frame while a burst lasts, the latest each time, and the last within a frame of it', () => {
    const { clock, advance } = fakeClock();
    const out: HostEvent[] = [];
    const pacer = paceEvents((e) => out.push(e), clock);
    // 800 views, one every 0.25 ms (200 ms in all: 12 frames).
    for (let i = 1; i <= 800; i++) {
      pacer.push(view(i));
      advance(0.25);
    }
    const sentDuringBurst = out.length;
    expect(sentDuringBurst).toBeLessThanOrEqual(Math.ceil((800 * 0.25) / FRAME_MS) + 1);
    advance(FRAME_MS);
    expect(ids(out).at(-1)).toBe('v800');
    // Each frame's view was the latest pushed by then: the numbers only grow.
    const ns = ids(out).map((s) => Number(s.slice(1)));
    expect(ns).toEqual([...ns].sort((a, b) => a - b));
  });

  it('passes every notice at once and in order, views or not held', () => {
    const { clock, advance } = fakeClock();
    const out: HostEvent[] = [];
    const pacer = paceEvents((e) => out.push(e), clock);
    pacer.push(view(1));
    pacer.push(view(2));
    pacer.push(notice(1));
    pacer.push(view(3));
    pacer.push(notice(2));
    expect(ids(out)).toEqual(['v1', 'n1', 'n2']);
    advance(FRAME_MS);
    expect(ids(out)).toEqual(['v1', 'n1', 'n2', 'v3']);
  });

  it('paces replays apart from views, and sends what it holds on flush; close drops it', () => {
    const { clock, advance } = fakeClock();
    const out: HostEvent[] = [];
    const pacer = paceEvents((e) => out.push(e), clock);
    const replay = (ply: number): HostEvent => ({ type: 'replay', replay: { ply } as never });
    pacer.push(view(1));
    pacer.push(replay(1));
    pacer.push(view(2));
    pacer.push(replay(2));
    expect(out.map((e) => e.type)).toEqual(['view', 'replay']);
    pacer.flush();
    expect(out.map((e) => e.type)).toEqual(['view', 'replay', 'view', 'replay']);
    pacer.push(view(3));
    pacer.close();
    advance(5 * FRAME_MS);
    expect(ids(out).filter((s) => s.startsWith('v'))).toEqual(['v1', 'v2']);
  });
});
