/**
 * A record's metadata in words (issue 14: the replay panel showed "seats: screen computer"): each entry
 * the host writes (`host/records.ts` `recordOf`: `source`, `date`, `seats`, `journalGaps`) and the usual
 * entries of a transcribed record (`event`, `site`, `round`) labelled from the message catalogue
 * (`app.replay.meta.*`), the seats named by the game with their kind ("White: Person on screen"), the date
 * written the reader's way. An entry of another name is the record author's own: shown under its name.
 */
import { LANGUAGES, MESSAGES, text, type Lang } from '$i18n';
import type { GameId } from '$core/game';


/** The metadata names with words in the catalogue (`app.replay.meta.label`'s choice). */
const KNOWN = MESSAGES['app.replay.meta.label'].key;
type Known = (typeof KNOWN)[number];
const isKnown = (k: string): k is Known => (KNOWN as readonly string[]).includes(k);
const KINDS = ['board', 'screen', 'computer'] as const;
const isKind = (k: string): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k);

/** One metadata entry as shown: its label and value in words, and the record's own key (for tests). */
export interface MetaLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * The entries of `meta` (strings and numbers only; others are skipped) in words in `lang`, in the
 * record's order.
 * @param meta a record's `meta`; @param game the record's game (names the seats).
 */
export function metaInWords(meta: Readonly<Record<string, unknown>>, game: GameId, lang: Lang): MetaLine[] {
  const out: MetaLine[] = [];
  for (const [key, raw] of Object.entries(meta)) {
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = String(raw);
    const label = isKnown(key) ? text(lang, 'app.replay.meta.label', { key }) : key;
    out.push({ key, label, value: key === 'seats' ? seatsInWords(value, game, lang) : key === 'date' ? dateInWords(value, lang) : value });
  }
  return out;
}

/** "screen computer" as "White: Person on screen, Black: Computer" (a word that is no seat kind stays as it is). */
function seatsInWords(value: string, game: GameId, lang: Lang): string {
  const kinds = value.split(/\s+/).filter((k) => k !== '');
  return kinds
    .map((k, seat) => text(lang, 'app.replay.meta.seat', { seat: { game, seat }, kind: isKind(k) ? text(lang, `start.kind.${k}`) : k }))
    .join(', ');
}

/** An ISO date (`2026-12-01`) the reader's way ("1 December 2026", "1. Dezember 2026"); other text as it is. */
function dateInWords(value: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString(LANGUAGES[lang].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
