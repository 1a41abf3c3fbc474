/// <reference lib="dom" />
/**
 * Watches the document for an element with `data-testid` `id` and says whether it ever appeared, even
 * for a moment (a screen that flashes before the right one: `reload-in-game.test.ts`,
 * `kiosk/no-start-flash.test.ts`).
 */
export function watchFor(id: string): () => boolean {
  let seen = false;
  const look = () => (seen ||= document.querySelector(`[data-testid="${id}"]`) !== null);
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  return () => look();
}
