/**
 * The Electron shell without an Electron binary (`../shared/background/electron-conventions.md` §2:
 * "main-process glue … import with vi.mock('electron')"): the preload exposes only the contract and
 * validates every argument before IPC; main creates an isolated, sandboxed window, refuses navigation,
 * new windows and permissions, and refuses IPC from anything but its own page or with bad arguments;
 * nothing but Parlour's own bridge is registered (issue 12, failure 9: electron-log's `initialize()`
 * "registers IPC handlers in main with no sender check and adds a preload that exposes
 * `window.__electronLog`").
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { METHOD_NAMES } from '../../../src/api';
import { electronState, electronModule } from '../../support/electron-mock';

type Handler = (...args: unknown[]) => unknown;

const h = electronState;
const hostCalls = vi.hoisted(() => [] as string[]);
vi.mock('electron', async () => (await import('../../support/electron-mock')).electronModule());

vi.mock('electron-log/node', () => ({
  default: { transports: { file: {} }, info: vi.fn(), warn: vi.fn(), error: (m: string) => console.error(m) },
}));

vi.mock('../../../host/host', () => ({
  createHost: async () =>
    new Proxy(
      {
        subscribe: () => () => undefined,
        close: async () => undefined,
      } as Record<string, unknown>,
      {
        get(target, prop: string) {
          if (prop in target) return target[prop];
          if (prop === 'then') return undefined;
          return async (...args: unknown[]) => {
            hostCalls.push(`${prop}(${JSON.stringify(args)})`);
            return { ok: true, value: null };
          };
        },
      },
    ),
}));

describe('preload', () => {
  let api: Record<string, (...a: unknown[]) => Promise<{ ok: boolean; error?: { code: string } }>>;
  beforeAll(async () => {
    await import('../../../electron/preload');
    api = h.exposed.get('parlour') as typeof api;
  });

  it('exposes one object with exactly the contract methods and subscribe', () => {
    expect([...h.exposed.keys()]).toEqual(['parlour']);
    expect(Object.keys(api).sort()).toEqual([...METHOD_NAMES, 'subscribe'].sort());
  });

  it('refuses bad arguments before anything is sent to main', async () => {
    const r = await api['playMove']!(42);
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe('api/invalid-params');
    expect(h.invoke).toEqual([]);
    await api['playMove']!('d2-d3');
    expect(h.invoke).toEqual([['parlour:call', 'playMove', ['d2-d3']]]);
  });
});

describe('main', () => {
  let call: Handler;
  beforeAll(async () => {
    await import('../../../electron/main');
    h.ready!();
    await vi.waitFor(() => expect(h.handlers.has('parlour:call')).toBe(true), { timeout: 10_000 });
    call = h.handlers.get('parlour:call')!;
  });

  it('opens one isolated, sandboxed window without Node, on the app scheme', () => {
    expect(h.windows).toHaveLength(1);
    const prefs = h.windows[0]!.options['webPreferences'] as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(String(prefs['preload'])).toMatch(/preload[\\/]index\.cjs$/);
    expect((h.windows[0] as unknown as { loaded: string }).loaded).toBe('app://parlour/index.html');
  });

  it('refuses new windows, foreign navigation and every permission', () => {
    h.appEvents.get('web-contents-created')!({}, h.windows[0]!.webContents);
    expect(h.windowOpen!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    const prevent = vi.fn();
    h.contentsEvents.get('will-navigate')!({ preventDefault: prevent }, 'https://example.com/');
    expect(prevent).toHaveBeenCalledOnce();
    const allowed = vi.fn();
    h.contentsEvents.get('will-navigate')!({ preventDefault: allowed }, 'app://parlour/index.html');
    expect(allowed).not.toHaveBeenCalled();
    const cb = vi.fn();
    h.permissionRequest!({}, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(h.permissionCheck!({}, 'serial')).toBe(false);
  });

  it('registers one IPC channel, its own, and no preload of anyone else (issue 12, failure 9)', () => {
    expect([...h.handlers.keys()]).toEqual(['parlour:call']);
    expect(h.ipcOn).toEqual([]);
    expect(h.sessionPreloads).toEqual([]);
  });

  it('accepts calls only from its own page, and only valid ones', async () => {
    const own = { sender: h.windows[0]!.webContents, senderFrame: { url: 'app://parlour/index.html' } };
    const foreignFrame = { sender: h.windows[0]!.webContents, senderFrame: { url: 'https://evil.example/' } };
    const otherContents = { sender: {}, senderFrame: { url: 'app://parlour/index.html' } };
    expect(await call(foreignFrame, 'undo', [])).toMatchObject({ ok: false, error: { code: 'api/forbidden-sender' } });
    expect(await call(otherContents, 'undo', [])).toMatchObject({ ok: false, error: { code: 'api/forbidden-sender' } });
    expect(await call(own, 'eval', ['1'])).toMatchObject({ ok: false, error: { code: 'api/unknown-method' } });
    expect(await call(own, 'resign', ['white'])).toMatchObject({ ok: false, error: { code: 'api/invalid-params' } });
    expect(hostCalls).toEqual([]);
    expect(await call(own, 'resign', [1])).toEqual({ ok: true, value: null });
    expect(hostCalls).toEqual(['resign([1])']);
  });
});

describe("electron-log's Electron side (why electron/ may not import it)", () => {
  it('registers IPC handlers of its own, with no sender check, as soon as electron-log/main is loaded', () => {
    // Load the real library against a stand-in electron (CommonJS: put it in the require cache).
    const require = createRequire(import.meta.url);
    const { ipcRenderer: _r, contextBridge: _c, ...fake } = electronModule(); // the main process has neither
    const ons: string[] = [];
    const handles: string[] = [];
    (fake['ipcMain'] as Record<string, unknown>)['on'] = (ch: string) => ons.push(ch);
    (fake['ipcMain'] as Record<string, unknown>)['handle'] = (ch: string) => handles.push(ch);
    const electronPath = require.resolve('electron');
    const saved = require.cache[electronPath];
    require.cache[electronPath] = { id: electronPath, filename: electronPath, loaded: true, exports: fake } as unknown as NodeJS.Module;
    try {
      for (const k of Object.keys(require.cache)) if (k.includes('/electron-log/')) delete require.cache[k];
      require('electron-log/main');
    } finally {
      if (saved === undefined) delete require.cache[electronPath];
      else require.cache[electronPath] = saved;
      for (const k of Object.keys(require.cache)) if (k.includes('/electron-log/')) delete require.cache[k];
    }
    expect(ons).toContain('__ELECTRON_LOG__');
    expect(handles).toContain('__ELECTRON_LOG__');
  });
});
