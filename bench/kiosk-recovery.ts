/**
 * How fast the kiosk comes back (issue 16, "Unattended running": "a crashed renderer is back on the
 * attract screen within 5 s; a killed host comes back by its supervisor ... within 10 s";
 * kiosk-practice K2: "renderer kill → attract screen ≤ 5 s; main-process kill → back ≤ 10 s (systemd)"),
 * with the real processes, as `tests/e2e/kiosk-recovery.test.ts` checks that they come back at all:
 * - `kiosk-recovery.start`: from starting the web host as a kiosk with its own Chromium to that page on
 *   the attract screen (kiosk-practice K1 gives 60 s from power-on on the target PC, the operating
 *   system's boot included: this is Parlour's share of it, on a warm disk).
 * - `kiosk-recovery.renderer`: the web host runs as a kiosk with its own Chromium (`--browser`, headless
 *   here); the page's renderer processes are killed with SIGKILL; the time until the reloaded page has
 *   reported itself to the host and shows the attract screen (`/health`: `renderer.starts` one more,
 *   `screen` `attract`, polled every 50 ms). Median of 5. Goal: at most 5000 ms.
 * - `kiosk-recovery.browser`: the whole kiosk browser killed after it ran 30 s; the time until the
 *   host's next browser shows the attract screen (of it, the host's 1 s wait before it starts another).
 *   Median of 2. Goal: at most 5000 ms, the for a crashed renderer, as a visitor sees it.
 * - `kiosk-recovery.host`: the web host killed with SIGKILL under the restart policy of
 *   `deploy/parlour-kiosk.service` (`tests/e2e/support/kiosk.ts` `supervise`, as systemd would); the time
 *   until the page that was open shows the new host's attract screen by itself. Median of 3. Goal: at
 *   most 10000 ms. Of it, `RestartSec=2` is the unit's wait before the restart.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CHROMIUM_ARGS, ROOT, launchBrowser, openApp } from '../tests/e2e/support/harness';
import { freePort, health, kioskPage, pageRenderers, startKioskHost, supervise, until, writeKioskConfig } from '../tests/e2e/support/kiosk';
import { percentile, type BenchSuite, type Figure } from './harness';

const CONFIG = { attract: { secondsPerPly: 0.5, order: ['morris', 'archery'] }, nightlyRestart: null };

/** Milliseconds from now until `done` holds (polled every 50 ms, at most 60 s). */
async function timeUntil(what: string, done: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  await until(what, async () => ((await done().catch(() => false)) ? true : undefined), 60_000);
  return performance.now() - t0;
}

async function browserFigures(): Promise<Figure[]> {
  const spawned = performance.now();
  const kiosk = await startKioskHost(CONFIG, {
    args: ['--browser', process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'],
    env: { PARLOUR_BROWSER_ARGS: CHROMIUM_ARGS.join(' ') },
  });
  const onAttract = async (pred: (h: Awaited<ReturnType<typeof health>>) => boolean) => {
    const h = await health(kiosk.web.url);
    return h.screen === 'attract' && pred(h);
  };
  try {
    await timeUntil('the kiosk page', () => onAttract((h) => h.renderer.starts >= 1 && (h.browser?.pid ?? null) !== null));
    const start = performance.now() - spawned;
    const renderer: number[] = [];
    for (let i = 0; i < 5; i++) {
      const h = await health(kiosk.web.url);
      const pids = await until('the page renderers', () => {
        const r = pageRenderers(h.browser!.pid!);
        return r.length > 0 ? r : undefined;
      });
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      renderer.push(await timeUntil('the page back', () => onAttract((n) => n.renderer.starts > h.renderer.starts)));
    }
    const browser: number[] = [];
    for (let i = 0; i < 2; i++) {
      // A browser that has run a while (the host backs off only while browsers keep dying within 30 s).
      await new Promise((r) => setTimeout(r, 31_000));
      const h = await health(kiosk.web.url);
      process.kill(h.browser!.pid!, 'SIGKILL');
      browser.push(await timeUntil('another browser', () => onAttract((n) => n.browser?.pid !== h.browser!.pid && n.renderer.starts > h.renderer.starts)));
    }
    return [
      { name: 'kiosk-recovery.start', value: start, unit: 'ms' },
      { name: 'kiosk-recovery.renderer', value: percentile(renderer, 50), unit: 'ms', goal: { atMost: 5000, source: 'issue 16' } },
      { name: 'kiosk-recovery.renderer.max', value: Math.max(...renderer), unit: 'ms' },
      { name: 'kiosk-recovery.browser', value: percentile(browser, 50), unit: 'ms', goal: { atMost: 5000, source: 'issue 16' } },
    ];
  } finally {
    await kiosk.web.stop();
    rmSync(kiosk.dataDir, { recursive: true, force: true });
  }
}

async function hostFigures(): Promise<Figure[]> {
  const port = await freePort();
  const { dataDir, configFile } = writeKioskConfig(CONFIG);
  const url = `http://127.0.0.1:${port}/`;
  const supervised = supervise([process.execPath, join(ROOT, 'dist/web/server.js'), '--port', String(port), '--data', dataDir, '--kiosk', '--kiosk-config', configFile]);
  const browser = await launchBrowser();
  try {
    await until('the host', async () => ((await health(url)).status === 'ok' ? true : undefined), 30_000);
    const { page } = await openApp(browser, url, { width: 1280, height: 800 });
    await page.waitForSelector('[data-testid="attract"]');
    const back: number[] = [];
    for (let i = 0; i < 3; i++) {
      const starts = supervised.starts;
      // A visitor is playing when the host dies.
      await page.mouse.click(700, 420);
      await page.click('[data-testid="format-quick"]');
      await page.waitForSelector('[data-testid="game-screen"]');
      supervised.current()!.kill('SIGKILL');
      back.push(
        await timeUntil('the attract screen of the new host', async () => {
          if (supervised.starts === starts) return false;
          return (await kioskPage(page)) === 'attract' && (await page.locator('[data-testid="host-link"]').count()) === 0;
        }),
      );
    }
    return [
      { name: 'kiosk-recovery.host', value: percentile(back, 50), unit: 'ms', goal: { atMost: 10_000, source: 'issue 16' } },
      { name: 'kiosk-recovery.host.max', value: Math.max(...back), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await supervised.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The kiosk's recovery times (`npm run bench -- --only kiosk-recovery`; see the module docs). */
export const kioskRecoverySuite: BenchSuite = {
  name: 'kiosk-recovery',
  run: async () => [...(await browserFigures()), ...(await hostFigures())],
};
