/**
 * The Electron shell without an Electron binary (`../shared/background/electron-conventions.md` §2:
 * "main-process glue … import with vi.mock('electron')"): the preload exposes only the contract and
 * validates every argument before IPC; main creates an isolated, sandboxed window, refuses navigation,
 * new windows and permissions, and refuses IPC from anything but its own page or with bad arguments.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES } from '../../../src/api';

type Handler = (...args: unknown[]) => unknown;

const h = vi.hoisted(() => {
  const state = {
    exposed: new Map<string, unknown>(),
    invoke: [] as unknown[][],
    handlers: new Map<string, (...a: unknown[]) => unknown>(),
    windows: [] as { options: Record<string, unknown>; webContents: Record<string, unknown>; loaded?: string }[],
    appEvents: new Map<string, (...a: unknown[]) => unknown>(),
    contentsEvents: new Map<string, (...a: unknown[]) => unknown>(),
    windowOpen: undefined as undefined | ((d: { url: string }) => unknown),
    permissionRequest: undefined as undefined | ((...a: unknown[]) => void),
    permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
    hostCalls: [] as string[],
    ready: undefined as undefined | (() => void),
  };
  return state;
});

vi.mock('electron', () => {
  const webContents = () => {
    const wc: Record<string, unknown> = {
      on: (ev: string, fn: Handler) => h.contentsEvents.set(ev, fn),
      send: vi.fn(),
      setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => (h.windowOpen = fn),
      setVisualZoomLevelLimits: vi.fn(),
      reload: vi.fn(),
      forcefullyCrashRenderer: vi.fn(),
    };
    return wc;
  };
  class BrowserWindow {
    static getAllWindows = () => h.windows;
    webContents = webContents();
    options: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      h.windows.push(this as unknown as (typeof h.windows)[number]);
      (this.webContents.on as Handler)('__created', () => undefined);
    }
    once() {}
    on() {}
    loadURL(url: string) {
      (this as unknown as { loaded: string }).loaded = url;
      return Promise.resolve();
    }
    isDestroyed() {
      return false;
    }
  }
  return {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => h.exposed.set(key, api) },
    ipcRenderer: {
      invoke: async (...args: unknown[]) => {
        h.invoke.push(args);
        return { ok: true, value: null };
      },
      on: vi.fn(),
      removeListener: vi.fn(),
    },
    ipcMain: { handle: (ch: string, fn: Handler) => h.handlers.set(ch, fn) },
    app: {
      whenReady: () => new Promise<void>((r) => (h.ready = r)),
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      exit: vi.fn(),
      relaunch: vi.fn(),
      on: (ev: string, fn: Handler) => h.appEvents.set(ev, fn),
      removeAllListeners: vi.fn(),
      getPath: () => '/tmp/parlour-electron-test',
      isPackaged: false,
      commandLine: { appendSwitch: vi.fn() },
    },
    BrowserWindow,
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Handler) => (h.permissionRequest = fn as (...a: unknown[]) => void),
        setPermissionCheckHandler: (fn: Handler) => (h.permissionCheck = fn as (...a: unknown[]) => boolean),
      },
    },
    net: { fetch: vi.fn() },
    powerSaveBlocker: { start: vi.fn() },
  };
});

vi.mock('electron-log/main', () => ({
  default: { initialize: vi.fn(), errorHandler: { startCatching: vi.fn() }, info: vi.fn(), warn: vi.fn(), error: (m: string) => console.error(m) },
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
            h.hostCalls.push(`${prop}(${JSON.stringify(args)})`);
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

  it('accepts calls only from its own page, and only valid ones', async () => {
    const own = { sender: h.windows[0]!.webContents, senderFrame: { url: 'app://parlour/index.html' } };
    const foreignFrame = { sender: h.windows[0]!.webContents, senderFrame: { url: 'https://evil.example/' } };
    const otherContents = { sender: {}, senderFrame: { url: 'app://parlour/index.html' } };
    expect(await call(foreignFrame, 'undo', [])).toMatchObject({ ok: false, error: { code: 'api/forbidden-sender' } });
    expect(await call(otherContents, 'undo', [])).toMatchObject({ ok: false, error: { code: 'api/forbidden-sender' } });
    expect(await call(own, 'eval', ['1'])).toMatchObject({ ok: false, error: { code: 'api/unknown-method' } });
    expect(await call(own, 'resign', ['white'])).toMatchObject({ ok: false, error: { code: 'api/invalid-params' } });
    expect(h.hostCalls).toEqual([]);
    expect(await call(own, 'resign', [1])).toEqual({ ok: true, value: null });
    expect(h.hostCalls).toEqual(['resign([1])']);
  });
});
