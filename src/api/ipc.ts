/**
 * The Electron IPC side of the contract: channel names shared by `electron/preload.ts` and
 * `electron/main.ts`, and the sender check main applies to every message
 * (`../shared/background/electron-conventions.md` §1 row 17: validate the sender by protocol and
 * host, since Node's `URL` gives `origin === 'null'` for custom schemes).
 */

/** The one invoke channel: `(method: string, params: unknown[])` -> `Result`. */
export const IPC_CALL = 'parlour:call';
/** The one event channel, main -> renderer: a `HostEvent`. */
export const IPC_EVENT = 'parlour:event';

/** The custom scheme the renderer is served from in Electron (`app://parlour/index.html`). */
export const APP_SCHEME = 'app';
/** The host part of every renderer URL. */
export const APP_HOST = 'parlour';

/**
 * `true` only for a URL of the app's own renderer: scheme {@link APP_SCHEME}, host {@link APP_HOST},
 * no credentials, no port. Anything else (file:, http(s):, data:, about:blank, a page navigated
 * elsewhere, an unparsable string) is refused.
 */
export function isTrustedRendererUrl(url: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '';
}

/**
 * Maps a renderer request path to a file inside the renderer's build folder, refusing traversal.
 * @param pathname the URL path (`/index.html`, `/assets/index-abc.js`), still percent-encoded.
 * @returns the relative file path (`index.html` for `/`), or `undefined` when the path is malformed or
 *   would leave the folder (`..`, a backslash, an encoded slash, a NUL).
 */
export function rendererFileFor(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /%2f|%5c/i.test(pathname)) return undefined;
  const parts = decoded.split('/').filter((p) => p !== '');
  if (parts.some((p) => p === '..' || p === '.')) return undefined;
  return parts.length === 0 ? 'index.html' : parts.join('/');
}
