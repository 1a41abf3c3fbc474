/// <reference lib="dom" />
/**
 * The renderer's language (renderer/src/lib/i18n.svelte.ts): components' texts follow `setLanguage`
 * at once, and the document says which language it is written in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { msg } from '$i18n';
import Said from './fixtures/Said.svelte';
import { language, setLanguage, when } from '../../renderer/src/lib/i18n.svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

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

describe('the language choice of the start screen (issue 15)', () => {
  const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

  it('shows every language by its own name, switches the whole screen at once, and has the host remember it', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    const select = byTest('language') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['English', 'Deutsch']);
    expect(byTest('start-game')!.textContent?.trim()).toBe("Start Nine Men's Morris");
    await fireEvent.change(select, { target: { value: 'de' } });
    expect(byTest('start-game')!.textContent?.trim()).toBe('Mühle starten');
    // Screen only until a board is chosen (issue 14): the seats are people at the screen or the computer.
    expect(byTest('choose-players')!.textContent).toContain('Person am Bildschirm');
    expect(document.documentElement.lang).toBe('de');
    expect(fake.calls).toContain('setLanguage(["de"])');
  });

  it('starts in the language the host remembered, whatever the system says', async () => {
    const fake = createFakeApi();
    const startup = fake.api.startup;
    const api = { ...fake.api, startup: async () => {
      const r = await startup();
      return r.ok ? { ...r, value: { ...r.value, language: 'de' as const } } : r;
    } };
    render(App, { props: { app: new AppState(api) } });
    await waitFor(() => expect(byTest('start-screen')).not.toBeNull());
    expect(language.current).toBe('de');
    expect((byTest('language') as HTMLSelectElement).value).toBe('de');
    expect(byTest('choose-game')!.textContent).toContain('Spiel');
  });
});

describe('a moment, written as the reader\'s language writes it', () => {
  it('names the month in English (02/12/2026 is read as 12 February in the United States), numbers it in German', async () => {
    const at = '2026-12-02T12:22:40Z';
    const local = new Date(at);
    const hm = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(when(at)).toBe(`${local.getDate()} Dec 2026, ${hm}`);
    await setLanguage('de');
    expect(when(at)).toBe(`${String(local.getDate()).padStart(2, '0')}.12.2026, ${hm}`);
    expect(when('not a time')).toBe('not a time');
  });
});
