/// <reference lib="dom" />
/**
 * The start screen's board profile choice names the profile "standard" stands for (a newcomer chose
 * "standard" and then read "morris-archery" on the board's status): the host's choice is the first
 * profile with the game's cells (`host/board.ts` `profileFor`).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { createFakeApi } from './fake-api';

const options = () => [...document.querySelectorAll<HTMLOptionElement>('[data-testid="profile"] option')].map((o) => [o.value, o.textContent]);

describe('the board profile choice', () => {
  it('says which profile "standard" is, in English and German', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="board-virtual"]')).not.toBeNull());
    await fireEvent.click(document.querySelector('[data-testid="board-virtual"]')!);
    await waitFor(() => expect(options()).toEqual([['', 'standard (Morrice and Archery board)'], ['morris-archery', 'Morrice and Archery board']]));
    await setLanguage('de');
    await waitFor(() => expect(options()[0]).toEqual(['', 'Standard (Morrice and Archery board)']));
    await setLanguage('en');
  });
});
