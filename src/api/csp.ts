/**
 * The Content-Security-Policy of the renderer, one string for both shells: the web host sends it with
 * every response (`web/app-server.ts`) and the Electron shell with every file of its `app://` protocol
 * (`electron/main.ts`); the page's `<meta>` (`renderer/index.html`) repeats it. Only the app's own
 * scripts, styles, fonts and connections, pictures and sound from its own blob URLs (the kiosk's content
 * pack: `renderer/src/kiosk/content.ts`); no frames, objects, forms or base URL.
 */
export const RENDERER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'; frame-ancestors 'none'";
