/**
 * A stand-in for the `electron` module, for tests of the Electron shell without an Electron binary
 * (`../shared/background/electron-conventions.md` §2: "main-process glue … import with
 * vi.mock('electron')"). Everything the shell registers is recorded in {@link electronState}:
 *
 * ```ts
 * vi.mock('electron', async () => (await import('../../support/electron-mock')).electronModule());
 * ```
 */
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => unknown;

/** What the shell did to the stand-in (shared by the mock and the test that imports it). */
export const electronState = {
  exposed: new Map<string, unknown>(),
  invoke: [] as unknown[][],
  /** `ipcMain.handle` channels and handlers. */
  handlers: new Map<string, Handler>(),
  /** `ipcMain.on` channels. */
  ipcOn: [] as string[],
  /** Preload scripts added to sessions (`setPreloads`, `registerPreloadScript`). */
  sessionPreloads: [] as unknown[],
  windows: [] as { options: Record<string, unknown>; webContents: Record<string, unknown>; loaded?: string }[],
  appEvents: new Map<string, Handler>(),
  contentsEvents: new Map<string, Handler>(),
  windowOpen: undefined as undefined | ((d: { url: string }) => unknown),
  permissionRequest: undefined as undefined | ((...a: unknown[]) => void),
  permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
  ready: undefined as undefined | (() => void),
  /** What `app.getPath` answers for every name. */
  userData: '/tmp/parlour-electron-test',
};

/** The mocked `electron` module. */
export function electronModule(): Record<string, unknown> {
  const h = electronState;
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
  const defaultSession = {
    setPermissionRequestHandler: (fn: Handler) => (h.permissionRequest = fn as (...a: unknown[]) => void),
    setPermissionCheckHandler: (fn: Handler) => (h.permissionCheck = fn as (...a: unknown[]) => boolean),
    setPreloads: (p: unknown) => h.sessionPreloads.push(p),
    registerPreloadScript: (p: unknown) => h.sessionPreloads.push(p),
  };
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
    ipcMain: { handle: (ch: string, fn: Handler) => h.handlers.set(ch, fn), on: (ch: string) => h.ipcOn.push(ch) },
    app: {
      whenReady: () => new Promise<void>((r) => (h.ready = r)),
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      exit: vi.fn(),
      relaunch: vi.fn(),
      on: (ev: string, fn: Handler) => h.appEvents.set(ev, fn),
      removeAllListeners: vi.fn(),
      getPath: () => h.userData,
      isPackaged: false,
      commandLine: { appendSwitch: vi.fn() },
    },
    BrowserWindow,
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    session: { defaultSession },
    net: { fetch: vi.fn() },
    powerSaveBlocker: { start: vi.fn() },
  };
}
