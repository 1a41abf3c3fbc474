/**
 * The renderer's catalogues, one language at a time (issue 19: first paint): with
 * `src/i18n/catalogues-lazy.ts` in the place of `src/i18n/catalogues.ts` (as the renderer's build puts it,
 * `electron.vite.config.ts` `lazyCatalogues`), no language is there at first, `loadLanguage` fetches
 * one, and a message in a language not loaded yet is formatted as for a catalogue that lacks it
 * (English when that is loaded, else its code), never thrown.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/i18n/catalogues', () => import('../../../src/i18n/catalogues-lazy'));

const { format, isLanguageLoaded, loadLanguage, msg, LANGUAGE_CODES } = await import('../../../src/i18n/index');
const lazy = await import('../../../src/i18n/catalogues-lazy');
const eager = await vi.importActual<typeof import('../../../src/i18n/catalogues')>('../../../src/i18n/catalogues');

const loading = msg('app.loading');

describe('catalogues loaded one language at a time', () => {
  it('fetch the same catalogue for each language as the CLI and host load at once', async () => {
    expect(lazy.INITIAL_CATALOGUES).toEqual({});
    for (const lang of LANGUAGE_CODES) expect(await lazy.loadCatalogue(lang)).toEqual(eager.INITIAL_CATALOGUES[lang]);
  });

  it('format a message as its code before any language is loaded, then in the language loaded', async () => {
    expect(isLanguageLoaded('en')).toBe(false);
    expect(isLanguageLoaded('de')).toBe(false);
    expect(format(loading, 'de')).toBe('app.loading');
    await loadLanguage('en');
    expect(isLanguageLoaded('en')).toBe(true);
    // German not loaded yet: English, the fallback of a catalogue that lacks a message.
    expect(format(loading, 'de')).toBe('Loading…');
    const twice = [loadLanguage('de'), loadLanguage('de')];
    await Promise.all(twice);
    expect(isLanguageLoaded('de')).toBe(true);
    expect(format(loading, 'de')).toBe('Wird geladen …');
    expect(format(loading, 'en')).toBe('Loading…');
  });
});
