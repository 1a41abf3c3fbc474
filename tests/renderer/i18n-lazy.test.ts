/// <reference lib="dom" />
/**
 * The renderer's language with its catalogues fetched one at a time, as the renderer's build has them
 * (`src/i18n/catalogues-lazy.ts`, issue 19: first paint): the page starts fetching the system's language
 * at once (`languageReady`), and `setLanguage` switches only once the new catalogue is there (never
 * showing message codes), the last choice winning over one still loading.
 */
import { describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { render } from '@testing-library/svelte';

vi.mock('../../src/i18n/catalogues', () => import('../../src/i18n/catalogues-lazy'));

const { msg, isLanguageLoaded } = await import('$i18n');
const { language, languageReady, setLanguage } = await import('../../renderer/src/lib/i18n.svelte');
const Said = (await import('./fixtures/Said.svelte')).default;

describe('the renderer language, catalogues fetched when chosen', () => {
  it('fetches the system language first, and switches to another only once its catalogue is there', async () => {
    expect(language.current).toBe('en'); // happy-dom's navigator says en-US
    expect(isLanguageLoaded('de')).toBe(false);
    await languageReady;
    expect(isLanguageLoaded('en')).toBe(true);
    const { getByTestId } = render(Said, { props: { message: msg('guidance.step.lift', { cell: 'd3' }) } });
    expect(getByTestId('said').textContent).toBe('Loading… lift the man from d3');

    const switching = setLanguage('de');
    flushSync();
    // Still English while German is fetched: no message code, no half-German screen.
    expect(language.current).toBe('en');
    expect(getByTestId('said').textContent).toBe('Loading… lift the man from d3');
    // English chosen again before German arrived: the later choice wins.
    await setLanguage('en');
    await switching;
    flushSync();
    expect(isLanguageLoaded('de')).toBe(true);
    expect(language.current).toBe('en');
    expect(getByTestId('said').textContent).toBe('Loading… lift the man from d3');
    // German is there now: switching to it is at once.
    void setLanguage('de');
    flushSync();
    expect(language.current).toBe('de');
    expect(getByTestId('said').textContent).toBe('Wird geladen … nimm den Stein von d3');
    expect(document.documentElement.lang).toBe('de');
  });
});
