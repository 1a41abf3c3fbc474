/**
 * The kiosk's content lookup (kiosk-practice K9): the visitor's pages ask here for their content texts
 * (history card, source, picture caption, goal, how-to lines, the five-minute line: `$kiosk/pack`
 * `PACK_TEXT_CODES`), and get the museum's own text from the content pack in use where it has one for
 * the visitor's language, the catalogue's (`t()`) otherwise. Every other word of the kiosk goes through
 * `t()` directly; the catalogues themselves are never changed by a pack.
 *
 * A pack's pictures and recordings come from the host on demand (`kioskMedia`) and are kept as blob URLs
 * for the pack in use ({@link packMedia}).
 */
import type { GameId } from '$core/game';
import type { MessageCode } from '$i18n';
import { audioKey, type ReadPage } from '$kiosk/pack';
import { language, t } from '../lib/i18n.svelte';
import type { KioskUi } from './kiosk.svelte';

/** A content section of `kiosk.<section>.<game>` (`$kiosk/pack` `PACK_SECTIONS`). */
export type ContentSection = 'history' | 'source' | 'picture' | 'goal' | 'step1' | 'step2' | 'step3' | 'short';

/** The visitor's text of `kiosk.<section>.<game>` in the current language: the pack's, else the catalogue's. */
export function content(kiosk: KioskUi, section: ContentSection, game: GameId): string {
  const code = `kiosk.${section}.${game}`;
  return kiosk.state.pack?.texts[language.current]?.[code] ?? t(code as MessageCode & 'kiosk.history.morris');
}

/** Whether the pack in use has a recording of `page` about `game` in the current language. */
export function hasRecording(kiosk: KioskUi, page: ReadPage, game: GameId): boolean {
  return kiosk.state.pack?.audio.includes(audioKey(language.current, page, game)) ?? false;
}

/** Whether the pack in use has a picture of `game`. */
export function hasPicture(kiosk: KioskUi, game: GameId): boolean {
  return kiosk.state.pack?.pictures.includes(game) ?? false;
}

const urls = new Map<string, string>();

/**
 * The blob URL of a media file of the pack in use (`picture/<game>`, `audio/<lang>/<page>.<game>`), asked
 * of the host once per pack; `undefined` when the host has none (or the call fails: the page then shows
 * Parlour's drawing, or reads the text with a system voice).
 */
export async function packMedia(kiosk: KioskUi, key: string): Promise<string | undefined> {
  const p = kiosk.state.pack;
  if (p === null) return undefined;
  const id = `${p.name}@${p.installedAt}/${key}`;
  const known = urls.get(id);
  if (known !== undefined) return known;
  const r = await kiosk.app.run(kiosk.app.api.kioskMedia(key));
  if (r === undefined || r === null) return undefined;
  const bytes = Uint8Array.from(atob(r.data), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: r.mime }));
  urls.set(id, url);
  return url;
}
