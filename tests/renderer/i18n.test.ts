/// <reference lib="dom" />
/**
 * The renderer's language (renderer/src/lib/i18n.svelte.ts): components' texts follow `setLanguage`
 * at once, and the document says which language it is written in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { msg } from '$i18n';
import Said from './fixtures/Said.svelte';
import { language, setLanguage } from '../../renderer/src/lib/i18n.svelte';

afterEach(() => setLanguage('en'));

describe('the renderer language', () => {
  it('starts from the system language and redraws every text when it changes', () => {
    expect(language.current).toBe('en'); // happy-dom's navigator says en-US
    const { getByTestId } = render(Said, { props: { message: msg('guidance.step.lift', { cell: 'd3' }) } });
    expect(getByTestId('said').textContent).toBe('Loading… lift the man from d3');
    setLanguage('de');
    flushSync();
    expect(getByTestId('said').textContent).toBe('Wird geladen … nimm den Stein von d3');
    expect(document.documentElement.lang).toBe('de');
  });
});
