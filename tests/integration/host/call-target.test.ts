/**
 * `startup` as a page calls it (`host/call-target.ts`, issue 19: first paint): the host's start-up state
 * with the kiosk's state beside it, so that the page knows from its first answer whether it shows the
 * kiosk or the app, without a second round trip. A host that is no kiosk answers `kiosk: null`; a kiosk
 * answers the state its `kioskState` call answers. Both replies pass the contract's schema.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callTarget } from '../../../host/call-target';
import { createHost } from '../../../host/host';
import { createKiosk } from '../../../host/kiosk/kiosk';
import { openKioskLog } from '../../../host/kiosk/log';
import { METHODS } from '../../../src/api';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'parlour-call-target-'));
  cleanups.push(() => rm(d, { recursive: true, force: true }));
  return d;
}

describe('startup, as a page calls it', () => {
  it('answers the host\'s start-up state and kiosk: null on a host that is no kiosk', async () => {
    const host = await createHost({ dataDir: await tempDir() });
    cleanups.push(() => host.close());
    const r = await callTarget(host).startup();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const own = await host.startup();
    expect(own.ok && { ...own.value, kiosk: null }).toEqual(r.value);
    expect(METHODS.startup.reply.safeParse(r.value).success).toBe(true);
  });

  it('answers the kiosk\'s state beside it on a kiosk, as kioskState does', async () => {
    const dir = await tempDir();
    const configFile = join(dir, 'kiosk.json');
    await writeFile(configFile, JSON.stringify({ attract: { order: ['morris'] } }));
    const kiosk = await createKiosk({
      dataDir: dir,
      configFile,
      openLog: (logs) => openKioskLog({ dataDir: dir, maxBytes: logs.maxBytes, keep: logs.keep, console: false }),
      shell: { kind: 'web', restart: () => undefined, quit: () => undefined },
    });
    cleanups.push(async () => {
      await kiosk.close();
      await kiosk.host.close();
    });
    const target = callTarget(kiosk.host, undefined, kiosk.calls());
    const r = await target.startup();
    const state = await target.kioskState();
    expect(r.ok && state.ok).toBe(true);
    if (!r.ok || !state.ok) return;
    expect(r.value.kiosk).not.toBeNull();
    expect(r.value.kiosk?.config.games.map((g) => g.game)).toEqual(state.value?.config.games.map((g) => g.game));
    expect(r.value.kiosk?.configFile).toBe(configFile);
    expect(METHODS.startup.reply.safeParse(r.value).success).toBe(true);
  });
});
