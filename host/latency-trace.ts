/**
 * Where a sensor change's time goes inside the host (issue 19): the stage times of one board change on
 * its way from the serial line to the view that shows it leaving for the screens, for the benchmark's
 * breakdown (`bench/app.ts`, `app.latency.stage.*`). A shell passes a trace only when asked (`npm run web`
 * with `PARLOUR_TRACE=1` writes each record to standard error); without one nothing is recorded.
 *
 * The stages follow `docs/architecture.md` "A sensor line from the port to the screen": the link hands
 * over the lines (serial read), the connection decodes and checks the SNAP (decode), the board maps it to
 * cells (reading), the session and its inference say what changed (inference and session), the host
 * composes the view (view), the shell serialises it and hands it to the sockets (serialisation, send).
 * Every time is epoch milliseconds (`performance.timeOrigin + performance.now()`), so the benchmark can
 * set them beside its own clock and the page's.
 */
import { performance } from 'node:perf_hooks';

/** The stage times of one board change, each in epoch ms. */
export interface LatencyRecord {
  /** Board clock of the SNAP (its `t=`, ms since the board's boot): the benchmark finds its event by it. */
  readonly boardTimeMs: number;
  /** The first line of the change (the EV before the SNAP) arrived from the link. */
  readonly line: number;
  /** The SNAP line arrived. */
  readonly snapLine: number;
  /** The SNAP was decoded and checked (CRC, sequence, sensor count): the connection's `snapshot` event. */
  readonly decoded: number;
  /** The snapshot was mapped to the game's cells and handed to the session. */
  readonly reading: number;
  /** The session (inference and its outputs applied) said that the view changed. */
  readonly changed: number;
  /** The view was composed (the session's view and the board's) and the board's LEDs lit. */
  readonly composed: number;
  /** The shell serialised the view for its sockets. */
  readonly encoded: number;
  /** The shell handed it to every socket. */
  readonly sent: number;
}

type Stage = Exclude<keyof LatencyRecord, 'boardTimeMs' | 'line' | 'snapLine' | 'decoded'>;

/** The current time as epoch milliseconds. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/**
 * Collects {@link LatencyRecord}s: one board change at a time (lines -> decoded -> … -> sent). A change
 * superseded before its view left (another SNAP decoded first) is dropped, as is a mark out of order.
 */
export class LatencyTrace {
  private lines: { line: number; snapLine: number } | undefined;
  private open: Partial<Record<keyof LatencyRecord, number>> | undefined;

  /**
   * @param onRecord called with every complete record (after `sent`).
   * @param now the clock (default {@link epochNow}).
   */
  constructor(
    private readonly onRecord: (r: LatencyRecord) => void,
    private readonly now: () => number = epochNow,
  ) {}

  /** A line arrived from the board's link (before it is decoded). */
  line(): void {
    const t = this.now();
    this.lines = { line: this.lines?.line ?? t, snapLine: t };
  }

  /** A SNAP was decoded; `boardTimeMs` is its board clock. Starts the change's record. */
  decoded(boardTimeMs: number): void {
    const t = this.now();
    const l = this.lines ?? { line: t, snapLine: t };
    this.lines = undefined;
    this.open = { boardTimeMs, line: l.line, snapLine: l.snapLine, decoded: t };
  }

  /** A later stage of the open change; `sent` completes it. Marks without an open change, or repeated, are ignored. */
  mark(stage: Stage): void {
    const r = this.open;
    if (r === undefined || r[stage] !== undefined) return;
    const order: readonly Stage[] = ['reading', 'changed', 'composed', 'encoded', 'sent'];
    const before = order[order.indexOf(stage) - 1];
    if (before !== undefined && r[before] === undefined) return;
    r[stage] = this.now();
    if (stage === 'sent') {
      this.open = undefined;
      this.onRecord(r as LatencyRecord);
    }
  }
}
