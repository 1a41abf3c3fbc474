/**
 * Hostile messages at scale (issue 12, "Done when": "a benchmark-sized run of 10^5 messages in `npm run
 * bench`"), from `tests/support/message-fuzz.ts` (the tests run a few hundred of the same):
 * - `messages.web.*`: 10^5 messages over the WebSocket to the built web host as its own process
 *   (`node dist/web/server.js`), one at a time, each followed by a `view` call: how many were not
 *   refused, how often the game changed, whether the process died (all with the goal 0), the rate,
 *   the host's resident memory after the run, and the lines it logged (failure 10: bounded).
 * - `messages.ipc.*`: 10^5 messages through the IPC handler's path (`parseCall`, then `dispatch` to
 *   the host, as `electron/main.ts` does behind its sender check) over a real host in this process.
 * `PARLOUR_FUZZ_SEED` picks the seed (default 12); `PARLOUR_FUZZ_COUNT` the count (default 100,000).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchSuite, Figure } from './harness';
import { MAX_MESSAGE_BYTES, dispatch, parseCall } from '../src/api';
import { createHost } from '../host/host';
import { callTarget } from '../host/call-target';
import { startWebHostProcess } from '../tests/e2e/support/harness';
import { FuzzClient } from '../tests/e2e/support/fuzz-client';
import { frameBytes, fuzzMessages, gameDigest, shapeValue, wireFrame, type FuzzMessage } from '../tests/support/message-fuzz';

const SEED = Number(process.env['PARLOUR_FUZZ_SEED'] ?? 12);
const COUNT = Number(process.env['PARLOUR_FUZZ_COUNT'] ?? 100_000);
/** Messages generated at a time (a batch holds up to a few hundred MB of huge strings). */
const BATCH = 500;
const ZERO = (what: string) => ({ atMost: 0, source: `issue 12: ${what}` });

function* batches(seed: number, count: number): Generator<FuzzMessage[]> {
  for (let done = 0, b = 0; done < count; done += BATCH, b++) yield fuzzMessages(seed * 100_003 + b, Math.min(BATCH, count - done));
}

/** Starts the game the messages must not change (d2 d6 b4 on screen) through `call`; returns its digest. */
async function gameUnderFire(call: (method: string, params: unknown[]) => Promise<{ ok: boolean; value?: unknown }>): Promise<() => Promise<string>> {
  await call('newGame', [{ game: 'morris', players: ['screen', 'screen'] }]);
  for (const m of ['d2', 'd6', 'b4']) await call('playMove', [m]);
  return async () => {
    const r = await call('view', []);
    return gameDigest(r.ok ? r.value : null);
  };
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? Number.NaN : Number(m[1]) / 1024;
}

/** What a run of hostile messages came to. */
interface Fired {
  readonly sent: number;
  readonly accepted: number;
  readonly changed: number;
  readonly threw: number;
  readonly seconds: number;
}

/**
 * Sends COUNT messages from `seed` through `send` (which says whether each was refused), checking the
 * game's digest after each; stops early when `dead()` says the target is gone.
 */
async function fire(seed: number, view: () => Promise<string>, send: (m: FuzzMessage) => Promise<boolean>, dead: () => boolean = () => false): Promise<Fired> {
  const before = await view();
  let sent = 0;
  let accepted = 0;
  let changed = 0;
  let threw = 0;
  const start = performance.now();
  for (const batch of batches(seed, COUNT)) {
    for (const m of batch) {
      try {
        if (!(await send(m))) accepted++;
      } catch {
        threw++;
      }
      if ((await view()) !== before) changed++;
      sent++;
    }
    if (dead()) break;
  }
  return { sent, accepted, changed, threw, seconds: (performance.now() - start) / 1000 };
}

async function webRun(): Promise<Figure[]> {
  const web = await startWebHostProcess();
  const client = new FuzzClient(web.url);
  const dead = () => web.process.exitCode !== null || web.process.signalCode !== null;
  try {
    const view = await gameUnderFire(async (method, params) => {
      const r = await client.call(method, params);
      return r.t === 'reply' && r.ok ? { ok: true, value: r.value } : { ok: false };
    });
    let bytes = 0;
    const run = await fire(
      SEED,
      view,
      async (m) => {
        const frame = wireFrame(m, client.id());
        bytes += frameBytes(frame);
        const a = await client.send(frame);
        return frameBytes(frame) > MAX_MESSAGE_BYTES ? a.t === 'closed' && a.code === 1009 : a.t === 'refused' || (a.t === 'reply' && !a.ok);
      },
      dead,
    );
    const logLines = web.stderr().split('\n').filter((l) => l !== '').length;
    return [
      { name: 'messages.web.sent', value: run.sent, unit: 'messages', goal: { atLeast: COUNT, source: 'issue 12: 10^5 messages' } },
      { name: 'messages.web.not-refused', value: run.accepted, unit: 'messages', goal: ZERO('every hostile message refused') },
      { name: 'messages.web.game-changed', value: run.changed, unit: 'times', goal: ZERO('the game unchanged after each') },
      { name: 'messages.web.process-died', value: dead() ? 1 : 0, unit: 'times', goal: ZERO('no message ends the process') },
      { name: 'messages.web.rate', value: run.sent / run.seconds, unit: 'messages/s' },
      { name: 'messages.web.volume', value: bytes / 2 ** 20 / run.seconds, unit: 'MiB/s' },
      { name: 'messages.web.rss-after', value: dead() ? Number.NaN : rssMiB(web.process.pid!), unit: 'MiB' },
      // a burst of 20, then 30 a minute, each line after a gap preceded by the count of lines left out
      { name: 'messages.web.log-lines', value: logLines, unit: 'lines', goal: { atMost: 20 + 2 * Math.ceil(run.seconds / 2) + 2, source: 'issue 12, failure 10: a burst of 20, then 30 a minute' } },
    ];
  } finally {
    client.close();
    await web.stop();
    rmSync(web.dataDir, { recursive: true, force: true });
  }
}

async function ipcRun(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-bench-ipc-'));
  const host = await createHost({ dataDir });
  try {
    const target = callTarget(host);
    const call = async (method: unknown, params: unknown) => {
      const c = parseCall(method, params);
      return c.ok ? dispatch(target, c.value) : c;
    };
    const view = await gameUnderFire((method, params) => call(method, params));
    const run = await fire(SEED + 1, view, async (m) => !(await call(shapeValue(m.method), m.wire ?? shapeValue(m.params))).ok);
    return [
      { name: 'messages.ipc.sent', value: run.sent, unit: 'messages', goal: { atLeast: COUNT, source: 'issue 12: 10^5 messages' } },
      { name: 'messages.ipc.not-refused', value: run.accepted, unit: 'messages', goal: ZERO('every hostile message refused') },
      { name: 'messages.ipc.game-changed', value: run.changed, unit: 'times', goal: ZERO('the game unchanged after each') },
      { name: 'messages.ipc.threw', value: run.threw, unit: 'times', goal: ZERO('no message throws out of the handler') },
      { name: 'messages.ipc.rate', value: run.sent / run.seconds, unit: 'messages/s' },
    ];
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const messagesSuite: BenchSuite = {
  name: 'messages',
  async run() {
    return [...(await webRun()), ...(await ipcRun())];
  },
};
