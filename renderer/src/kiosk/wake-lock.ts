/**
 * Keeps the exhibit's screen on while the kiosk page shows (kiosk-practice K10: "no sleep"): the Screen
 * Wake Lock API (`navigator.wakeLock.request('screen')`), taken when the page starts and taken again
 * whenever the page becomes visible (the browser drops the lock when the page is hidden). The Electron
 * app blocks display sleep in its main process as well (`powerSaveBlocker`); in the web host's Chromium
 * this is what does it. A browser without the API, or one that refuses the lock, is left as it is: the
 * operating system's own settings (docs/kiosk.md, "Keep the screen on") still apply.
 * @returns a function that releases the lock and stops taking it again.
 */
export function keepScreenOn(doc: Document = document, nav: Navigator = navigator): () => void {
  let lock: WakeLockSentinel | undefined;
  let stopped = false;
  const take = () => {
    if (stopped || doc.visibilityState !== 'visible' || nav.wakeLock === undefined) return;
    nav.wakeLock.request('screen').then(
      (l) => {
        if (stopped) void l.release();
        else lock = l;
      },
      () => undefined,
    );
  };
  const onVisible = () => take();
  doc.addEventListener('visibilitychange', onVisible);
  take();
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisible);
    void lock?.release().catch(() => undefined);
    lock = undefined;
  };
}
