/**
 * The web host process under hostile messages (issue 12, failure 1: "A 3 KB `newGame` whose `options`
 * nest 1,150+ levels deep overflows the stack inside schema validation and the process exits (code 1)";
 * and "Done when": "A fuzz test sends nested, huge, deep and mistyped messages of every method to the
 * web host ... and asserts the process is alive and the game unchanged after each"). Runs the built
 * `node dist/web/server.js` as its own process: after every message it must still be running, answer,
 * and hold the same game; its stderr stays bounded (failure 10). Before the fix the first test's
 * message ended the process with exit code 1. 10^5 messages: `npm run bench -- --only messages`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHostProcess, type WebHostProcess } from './support/harness';
import { FuzzClient } from './support/fuzz-client';
import { MAX_MESSAGE_BYTES } from '../../src/api';
import { FUZZ_KINDS, frameBytes, fuzzMessages, gameDigest, wireFrame } from '../support/message-fuzz';

const SEED = Number(process.env['PARLOUR_FUZZ_SEED'] ?? 20_250_612);
const COUNT = 500;

describe('the web host process under hostile messages', () => {
  let web: WebHostProcess;
  let client: FuzzClient;
  const digest = async () => {
    const r = await client.call('view');
    expect(r.t === 'reply' && r.ok).toBe(true);
    return gameDigest(r.t === 'reply' ? r.value : null);
  };
  const alive = () => web.process.exitCode === null && web.process.signalCode === null;

  beforeAll(async () => {
    web = await startWebHostProcess();
    client = new FuzzClient(web.url);
    expect(await client.call('newGame', [{ game: 'morris', players: ['screen', 'screen'] }])).toMatchObject({ t: 'reply', ok: true });
    for (const m of ['d2', 'd6', 'b4']) expect(await client.call('playMove', [m])).toMatchObject({ t: 'reply', ok: true });
  });
  afterAll(async () => {
    client?.close();
    await web?.stop();
  });

  it('refuses the 1,150-level newGame of the report with api/too-deep and keeps serving', async () => {
    const before = await digest();
    const options = `${'{"a":'.repeat(1150)}1${'}'.repeat(1150)}`;
    const text = `{"t":"call","id":${client.id()},"method":"newGame","params":[{"game":"morris","players":["screen","screen"],"options":${options}}]}`;
    expect(text.length).toBeGreaterThan(3000);
    expect(await client.send(text)).toMatchObject({ t: 'reply', ok: false, code: 'api/too-deep' });
    expect(alive()).toBe(true);
    expect(await digest()).toBe(before);
  });

  it(`refuses ${COUNT} nested, huge, deep, mistyped and malformed messages of every method, alive and unchanged after each (seed ${SEED})`, { timeout: 120_000 }, async () => {
    const started = performance.now();
    const before = await digest();
    const kinds = new Set<string>();
    for (const [i, m] of fuzzMessages(SEED, COUNT).entries()) {
      const frame = wireFrame(m, client.id());
      const answer = await client.send(frame);
      const what = `message ${i} (${m.kind} ${JSON.stringify(m.method)?.slice(0, 40)})`;
      if (frameBytes(frame) > MAX_MESSAGE_BYTES) expect(answer, what).toEqual({ t: 'closed', code: 1009 });
      else expect(answer.t === 'closed' || (answer.t === 'reply' && answer.ok), `${what} was not refused: ${JSON.stringify(answer)}`).toBe(false);
      expect(alive(), `${what} ended the process: ${web.stderr().slice(-500)}`).toBe(true);
      expect(await digest(), `${what} changed the game`).toBe(before);
      kinds.add(m.kind);
    }
    expect([...kinds].sort()).toEqual([...FUZZ_KINDS].sort());
    // the game still plays after it all
    expect(await client.call('playMove', ['d7'])).toMatchObject({ t: 'reply', ok: true });
    // 500 refusals, a bounded log (failure 10): a burst of 20 lines, then 30 a minute, each after a
    // gap preceded by the count of lines left out
    const lines = web.stderr().split('\n').filter((l) => l !== '');
    expect(lines.length).toBeLessThanOrEqual(20 + 2 * Math.ceil((performance.now() - started) / 2000));
  });
});
