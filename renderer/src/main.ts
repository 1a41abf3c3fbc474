/**
 * Renderer entry: finds the bridge and mounts the app. In Electron the preload has exposed
 * `window.parlour` (contextBridge); in a browser served by `npm run web` there is none, so the
 * WebSocket implementation of the same {@link ParlourApi} is installed.
 */
// First: opens the socket to the web host before the rest of the app's code is evaluated (issue 19).
import { earlySocket } from './bridge/first';
import { mount } from 'svelte';
import type { ParlourApi } from '$api';
import App from './App.svelte';
import { AppState } from './lib/app.svelte';
import { createWebSocketApi } from './bridge/ws';
import { language, languageReady, setLanguage } from './lib/i18n.svelte';
import './styles.css';

declare global {
  interface Window {
    /** The bridge exposed by the Electron preload (absent in a browser). */
    parlour?: ParlourApi;
  }
}

let app: AppState;
if (window.parlour !== undefined) {
  app = new AppState(window.parlour);
} else {
  const holder: { app?: AppState; dropped?: boolean } = {};
  const api = createWebSocketApi({
    onLink: (state) => {
      if (holder.app === undefined) return;
      holder.app.link = state;
      if (state === 'closed') holder.dropped = true;
      // Events sent while the socket was down are lost: fetch the whole state again.
      if (state === 'open' && holder.dropped === true) {
        holder.dropped = false;
        void holder.app.load();
      }
    },
    onBadMessage: (why) => console.warn(`parlour: ignored a message from the host: ${why}`),
    ...(earlySocket === undefined ? {} : { early: earlySocket }),
  });
  app = new AppState(api);
  holder.app = app;
  app.link = 'connecting';
}

// The system language's catalogue (fetched since its module was evaluated) before the first text is drawn.
await languageReady;
void setLanguage(language.current);
mount(App, { target: document.getElementById('app')!, props: { app } });
