/**
 * What keeps a Parlour process serving whatever arrives (issue 12, failures 1 and 10): a log that
 * cannot be flooded, and a process-level guard that logs an unexpected error and carries on instead of
 * letting Node end the process. The web host (`web/server.ts`) and the Electron main process install
 * both; a kiosk is supervised besides (README "Museum kiosk": the systemd unit with `Restart=always`).
 */

/** A one-line log sink. */
export type LogLine = (line: string) => void;

/** Options of {@link rateLimitedLog}. */
export interface RateLimit {
  /** Lines let through at once before limiting starts (default 20). */
  readonly burst?: number;
  /** Lines let through per minute once the burst is spent (default 30). */
  readonly perMinute?: number;
  /** Monotonic time in ms (default `performance.now`). */
  readonly now?: () => number;
}

/** A rate-limited log: {@link RateLimitedLog.line} drops what is over the rate and says how much it dropped. */
export interface RateLimitedLog {
  /** Logs `line`, or counts it as dropped when over the rate. */
  line(line: string): void;
  /** Lines dropped since the last summary. */
  dropped(): number;
}

/**
 * A token bucket over `log`: `burst` lines at once, then `perMinute` a minute. The first line let
 * through after some were dropped is preceded by `(N similar lines were not logged)`, so the log says
 * how much it left out (5,764 refused messages in two minutes were 5,764 lines before; now at most
 * `burst + 2·perMinute + 2`).
 */
export function rateLimitedLog(log: LogLine, o: RateLimit = {}): RateLimitedLog {
  const burst = o.burst ?? 20;
  const perMs = (o.perMinute ?? 30) / 60_000;
  const now = o.now ?? (() => performance.now());
  let tokens = burst;
  let last = now();
  let dropped = 0;
  return {
    line(line: string): void {
      const t = now();
      tokens = Math.min(burst, tokens + (t - last) * perMs);
      last = t;
      if (tokens < 1) {
        dropped++;
        return;
      }
      tokens--;
      if (dropped > 0) {
        log(`(${dropped} similar ${dropped === 1 ? 'line was' : 'lines were'} not logged)`);
        dropped = 0;
      }
      log(line);
    },
    dropped: () => dropped,
  };
}

/** The process a guard is installed on (Node's `process`; a stand-in in tests). */
export interface GuardedProcess {
  on(event: 'uncaughtException', listener: (e: unknown) => void): unknown;
  on(event: 'unhandledRejection', listener: (e: unknown) => void): unknown;
}

/** Text of an error for the log: its stack when it has one. */
export function errorText(e: unknown): string {
  return e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
}

/**
 * Installs the process-level guard: an uncaught exception or an unhandled rejection is logged
 * (rate-limited) as `unexpected error, still serving: …` and the process keeps running. Every expected
 * failure is a `Result` long before this; the guard is for a bug that escapes, so that one bad
 * message or event cannot end a game in progress.
 * @returns the rate-limited log it writes to.
 */
export function guardProcess(log: LogLine, proc: GuardedProcess = process): RateLimitedLog {
  const limited = rateLimitedLog(log);
  proc.on('uncaughtException', (e) => limited.line(`unexpected error, still serving: ${errorText(e)}`));
  proc.on('unhandledRejection', (e) => limited.line(`unexpected rejection, still serving: ${errorText(e)}`));
  return limited;
}
