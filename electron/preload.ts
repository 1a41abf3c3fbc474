/**
 * The preload: exposes exactly one object, `window.parlour` (the {@link ParlourApi} of `src/api`), through
 * `contextBridge`, and nothing else: no `ipcRenderer`, no channel names, no Node. Runs sandboxed, so it
 * is bundled to CommonJS with zod inlined (`electron.vite.config.ts`).
 *
 * Every call's arguments are validated here with the contract's schemas before they leave the page,
 * and again in main (main is the trust boundary; this first check gives the renderer the same specific
 * error sooner). Events from main are validated before the page sees them.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { HostEventSchema, IPC_CALL, IPC_EVENT, METHOD_NAMES, parseCall, type HostEvent, type ParlourApi } from '../src/api';

const api: Record<string, unknown> = {
  subscribe(listener: (event: HostEvent) => void): () => void {
    if (typeof listener !== 'function') throw new TypeError('subscribe takes a function');
    const handler = (_e: IpcRendererEvent, raw: unknown) => {
      const ev = HostEventSchema.safeParse(raw);
      if (ev.success) listener(ev.data);
    };
    ipcRenderer.on(IPC_EVENT, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, handler);
    };
  },
};

for (const method of METHOD_NAMES) {
  api[method] = async (...params: unknown[]) => {
    const call = parseCall(method, params);
    if (!call.ok) return call;
    return ipcRenderer.invoke(IPC_CALL, method, call.value.params);
  };
}

contextBridge.exposeInMainWorld('parlour', api as ParlourApi);
