/**
 * The Electron IPC handler under hostile calls (issue 12, "Done when": "A fuzz test sends nested, huge,
 * deep and mistyped messages of every method to the web host and the IPC handlers and asserts the
 * process is alive and the game unchanged after each"). The real main process (`electron/main.ts`,
 * Electron itself stood in for) over a real host on a temporary data folder: every message of
 * `tests/support/message-fuzz.ts` is refused with an error, the handler never throws, the game and its
 * journal are unchanged after each, and the log of refusals stays bounded (failure 10). The web host's
 * run is `tests/e2e/message-fuzz.test.ts`; 10^5 messages of each are `npm run bench -- --only messages`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { electronState as h } from '../../support/electron-mock';
import { fuzzMessages, gameDigest, shapeValue, FUZZ_KINDS } from '../../support/message-fuzz';

vi.mock('electron', async () => (await import('../../support/electron-mock')).electronModule());
const logged = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock('electron-log/node', () => ({
  default: {
    transports: { file: {} },
    info: () => undefined,
    warn: (l: string) => logged.lines.push(l),
    error: (l: string) => logged.lines.push(l),
  },
}));

type Call = (event: unknown, method: unknown, params: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { code: string } }>;

const SEED = Number(process.env['PARLOUR_FUZZ_SEED'] ?? 20_250_612);
const COUNT = 600;

describe('the Electron IPC handler under hostile calls', () => {
  let call: Call;
  let own: unknown;
  let dir: string;
  const view = async () => {
    const r = await call(own, 'view', []);
    expect(r.ok).toBe(true);
    return r.value;
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parlour-ipc-fuzz-'));
    h.userData = dir;
    await import('../../../electron/main');
    h.ready!();
    await vi.waitFor(() => expect(h.handlers.has('parlour:call')).toBe(true), { timeout: 10_000 });
    call = h.handlers.get('parlour:call') as Call;
    own = { sender: h.windows[0]!.webContents, senderFrame: { url: 'app://parlour/index.html' } };
    expect((await call(own, 'newGame', [{ game: 'morris', players: ['screen', 'screen'] }])).ok).toBe(true);
    for (const m of ['d2', 'd6', 'b4']) expect((await call(own, 'playMove', [m])).ok).toBe(true);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`refuses ${COUNT} nested, huge, deep and mistyped calls of every method, the game unchanged after each (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const started = performance.now();
    const before = gameDigest(await view());
    const journal = join(dir, 'data', 'journal', 'current.jsonl');
    const journalBefore = readFileSync(journal, 'utf8');
    const seen = new Set<string>();
    const messages = fuzzMessages(SEED, COUNT);
    for (const [i, m] of messages.entries()) {
      const r = await call(own, shapeValue(m.method), m.wire ?? shapeValue(m.params));
      expect(r.ok, `message ${i} (${m.kind} ${String(m.method)}) was accepted`).toBe(false);
      seen.add(`${m.kind}:${String(m.method)}`);
      expect(gameDigest(await view()), `message ${i} (${m.kind}) changed the game`).toBe(before);
    }
    expect(readFileSync(journal, 'utf8')).toBe(journalBefore);
    for (const k of FUZZ_KINDS) expect([...seen].some((s) => s.startsWith(`${k}:`))).toBe(true);
    // and the game still plays
    expect((await call(own, 'playMove', ['d7'])).ok).toBe(true);
    // 600 refusals, a bounded log (issue 12, failure 10): a burst of 20 lines, then 30 a minute, each
    // after a gap preceded by the count of lines left out
    expect(logged.lines.length).toBeLessThanOrEqual(20 + 2 * Math.ceil((performance.now() - started) / 2000));
  });

  it('refuses the same calls from a frame that is not its own page, before any bound is checked', async () => {
    const foreign = { sender: h.windows[0]!.webContents, senderFrame: { url: 'https://evil.example/' } };
    for (const m of fuzzMessages(SEED + 1, 40)) {
      const r = await call(foreign, shapeValue(m.method), shapeValue(m.params));
      expect(r.error?.code).toBe('api/forbidden-sender');
    }
  });
});
