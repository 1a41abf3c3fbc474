/**
 * German uses one term per thing and one form of address per surface (docs/i18n.md, "German: glossary
 * and style"; issue 15 review: "Rückgängig" beside "Zurücknehmen", "Remis" beside "Unentschieden", du
 * beside Sie):
 * - a draw is "Unentschieden" (noun) / "unentschieden", never the chess word "Remis";
 * - undoing a ply is "zurücknehmen" (buttons "Zurücknehmen", "Wiederherstellen"), never "Rückgängig";
 * - players and visitors are addressed with du, in the app and on the museum kiosk alike (the kiosk shows
 *   the app's game screen: a newcomer met "Spielen Sie noch?" beside "nimm einen deiner Steine auf");
 *   only the staff screen's words (`kiosk.staff.*`) say Sie. The example content pack says du too;
 * - a new game is "Neue Partie" on the start screen, the game screen and the kiosk alike.
 */
import { describe, expect, it } from 'vitest';
import de from '../../../src/i18n/locales/de.json';
import examplePack from '../../../deploy/content-pack-example/texts/de.json';

/** Every entry of a catalogue as `[key, text]`, keys dotted. */
function entries(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

const ALL = entries(de);
/** The ICU text of an entry without the select keys and parameter names, which are not German. */
const words = (text: string) => text.replace(/\{[a-zA-Z_]+(, (select|plural)[^{]*)?/g, ' ');
const matching = (re: RegExp, keep: (key: string) => boolean = () => true) => ALL.filter(([k, v]) => keep(k) && re.test(words(v))).map(([k]) => k);

/** The forms of address: du (pronouns and the imperatives the app uses) and Sie (capitalised pronouns). */
const DU = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/;
const SIE = /(?<![.:!?]\s|^|„)\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b/;

describe('German: one term per thing, one form of address per surface', () => {
  it('finds a stray term or form when there is one (the checks can fail)', () => {
    expect(/Remis/.test(words('ein Remis anbieten'))).toBe(true);
    expect(DU.test(words('wähle deinen Stein'))).toBe(true);
    expect(SIE.test(words('wählen Sie Ihren Stein'))).toBe(true);
    expect(SIE.test(words('Sie stehen auf a7.'))).toBe(false); // "sie" (they) at the start of a sentence
    expect(words('{who, select, yes {ja} other {nein}}')).not.toContain('select');
  });

  it('a draw is "Unentschieden", never "Remis"', () => {
    expect(matching(/Remis/)).toEqual([]);
    expect(matching(/[Uu]nentschieden/).length).toBeGreaterThan(5);
  });

  it('undoing a ply is "zurücknehmen", never "Rückgängig"; redoing it "Wiederherstellen"', () => {
    expect(matching(/[Rr]ückgängig/)).toEqual([]);
    expect(de.app.game.undo).toBe('Zurücknehmen');
    expect(de.kiosk.game.undo).toBe('Zurücknehmen');
    // With a soft hyphen (U+00AD), so that a narrow button breaks the long word as "Wieder-herstellen".
    expect(de.app.game.redo).toBe('Wieder\u00adherstellen');
    expect(de.kiosk.game.redo).toBe('Wieder\u00adherstellen');
  });

  it('a new game is "Neue Partie" on every surface, never "Neues Spiel" (a newcomer met both)', () => {
    expect(matching(/Neues Spiel/)).toEqual([]);
    expect(de.app.game.new).toBe('Neue Partie');
    expect(de.kiosk.game.new).toBe('Neue Partie');
    expect(de.start.form).toBe('Neue Partie');
  });

  it('sentences put the verb where German does: "Berühre den Bildschirm, um weiterzuspielen"', () => {
    // The idle question "Spielst du noch?" was followed by the infinitive note "Zum Weiterspielen den
    // Bildschirm berühren.", which read like an instruction sheet; and "die Gleichauf liegenden"
    // capitalised the adverb instead of the noun.
    expect(de.kiosk.idle.note).toBe('Berühre den Bildschirm, um weiterzuspielen.');
    expect(matching(/Gleichauf/)).toEqual([]);
  });

  const staff = (k: string) => k.startsWith('kiosk.staff.');

  it('players and visitors are addressed with du, never Sie: the app and the kiosk alike', () => {
    expect(matching(SIE, (k) => !staff(k))).toEqual([]);
    expect(matching(DU, (k) => !k.startsWith('kiosk.')).length).toBeGreaterThan(3);
    expect(matching(DU, (k) => k.startsWith('kiosk.') && !staff(k)).length).toBeGreaterThan(3);
  });

  it("the staff screen's words say Sie, never du", () => {
    expect(matching(DU, staff)).toEqual([]);
    expect(matching(SIE, staff).length).toBeGreaterThan(0);
  });

  it('the example content pack for museums says du, as the kiosk does', () => {
    const pack = Object.entries(examplePack as Record<string, string>);
    expect(pack.filter(([, v]) => SIE.test(words(v))).map(([k]) => k)).toEqual([]);
    expect(pack.length).toBeGreaterThan(0);
  });
});
