/**
 * The host's latency trace (host/latency-trace.ts, issue 19): one record per board change, its stages in
 * order, the first line of the change kept, a superseded change dropped, marks out of order ignored.
 */
import { describe, expect, it } from 'vitest';
import { LatencyTrace, type LatencyRecord } from '../../../host/latency-trace';

function traced() {
  let t = 0;
  const records: LatencyRecord[] = [];
  const trace = new LatencyTrace((r) => records.push(r), () => t);
  return { trace, records, at: (ms: number) => (t = ms) };
}

describe('LatencyTrace', () => {
  it('records every stage of a change, from the EV line to the view sent', () => {
    const { trace, records, at } = traced();
    at(1);
    trace.line(); // EV
    at(2);
    trace.line(); // SNAP
    at(3);
    trace.decoded(340);
    for (const [ms, stage] of [[4, 'reading'], [5, 'changed'], [6, 'composed'], [7, 'encoded'], [8, 'sent']] as const) {
      at(ms);
      trace.mark(stage);
    }
    expect(records).toEqual([{ boardTimeMs: 340, line: 1, snapLine: 2, decoded: 3, reading: 4, changed: 5, composed: 6, encoded: 7, sent: 8 }]);
  });

  it('keeps the first time of each stage and ignores marks without an open change or out of order', () => {
    const { trace, records, at } = traced();
    trace.mark('reading'); // nothing open
    at(10);
    trace.line();
    trace.decoded(1);
    at(11);
    trace.mark('composed'); // before changed: ignored
    trace.mark('reading');
    at(12);
    trace.mark('reading'); // repeated: the first is kept
    trace.mark('changed');
    trace.mark('composed');
    trace.mark('encoded');
    trace.mark('sent');
    expect(records).toEqual([{ boardTimeMs: 1, line: 10, snapLine: 10, decoded: 10, reading: 11, changed: 12, composed: 12, encoded: 12, sent: 12 }]);
  });

  it('drops a change superseded by the next SNAP before its view left', () => {
    const { trace, records, at } = traced();
    trace.line();
    trace.decoded(1);
    trace.mark('reading');
    at(5);
    trace.line();
    trace.decoded(2);
    for (const stage of ['reading', 'changed', 'composed', 'encoded', 'sent'] as const) trace.mark(stage);
    expect(records.map((r) => r.boardTimeMs)).toEqual([2]);
  });
});
