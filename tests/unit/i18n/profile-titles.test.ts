/**
 * Board profile titles in the reader's language (a newcomer saw "Double board, Morrice and Archery
 * side: ..." in English on the German start screen): every bundled profile
 * (`firmware-protocol/profiles/`) has a catalogue message `profile.<name>.title`, whose English is the
 * file's own title and whose German is a translation; a profile that is not bundled is named by its
 * file's title in every language (`src/api/catalogue.ts` `profileTitle`).
 */
import { describe, expect, it } from 'vitest';
import { listProfiles, loadProfile } from '../../../firmware-protocol/profile-files';
import { profileTitle } from '../../../src/api/catalogue';
import { MESSAGES, format } from '../../../src/i18n/index';

const bundled = listProfiles().map((name) => {
  const p = loadProfile(name);
  if (!p.ok) throw new Error(`bundled profile ${name} does not load`);
  return p.value;
});

describe('board profile titles', () => {
  it('has a message for every bundled profile, English as in its file, German translated', () => {
    expect(bundled.map((p) => p.name).sort()).toEqual(['morris-archery', 'not-made-in-germany', 'quoits']);
    for (const p of bundled) {
      expect(Object.hasOwn(MESSAGES, `profile.${p.name}.title`)).toBe(true);
      const title = profileTitle(p);
      expect(title.code).toBe(`profile.${p.name}.title`);
      expect(format(title, 'en')).toBe(p.title);
      expect(format(title, 'de')).not.toBe(p.title);
    }
    expect(format(profileTitle(bundled.find((p) => p.name === 'morris-archery')!), 'de')).toBe(
      'Doppelbrett, Seite für Mühle und Bogenschießen: 24 Punkte und 23 Felder der Bogenschießbahn',
    );
  });

  it("names a profile that is not bundled by its file's title, in both languages", () => {
    const own = { name: 'home-made-morris', title: 'Home-made Morris board, 24 reed switches' };
    expect(format(profileTitle(own), 'en')).toBe('Home-made Morris board, 24 reed switches');
    expect(format(profileTitle(own), 'de')).toBe('Home-made Morris board, 24 reed switches');
    // A name that merely looks like a code is not one: no message is made up for it.
    expect(format(profileTitle({ name: 'quoits.title', title: 'Odd name' }), 'de')).toBe('Odd name');
  });
});
