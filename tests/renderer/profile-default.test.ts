/// <reference lib="dom" />
/**
 * The start screen's board profile: named in words that wrap, never in a select that cuts them (a
 * newcomer read "Standard (Double board, Morrice and Ar" at 768x1024). The one profile that fits the
 * game is named; of several, each is a choice, and the one "standard" stands for is marked (a newcomer
 * chose "standard" and then read "morris-archery" on the board's status): the host's choice is the
 * first profile with the game's cells (`host/board.ts` `profileFor`). A bundled profile is named in the
 * reader's language, one not bundled by its file's title.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { createFakeApi } from './fake-api';

const profile = () => document.querySelector<HTMLElement>('[data-testid="profile"]');
const EN = 'Double board, Morrice and Archery side: 24 points and 23 archery spaces';
const DE = 'Doppelbrett, Seite für Mühle und Bogenschießen: 24 Punkte und 23 Felder der Bogenschießbahn';
const choices = () => [...document.querySelectorAll<HTMLInputElement>('[data-testid="profile"] input[type="radio"]')].map((r) => [r.value, r.checked, r.closest('label')!.textContent!.trim()]);

async function chooseVirtualBoard(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-testid="board-virtual"]')).not.toBeNull());
  await fireEvent.click(document.querySelector('[data-testid="board-virtual"]')!);
  await waitFor(() => expect(profile()).not.toBeNull());
}

describe('the board profile on the start screen', () => {
  it('names the one profile that fits the game, with no select to cut it, in English and German', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await chooseVirtualBoard();
    expect(document.querySelector('[data-testid="profile"] select, select[data-testid="profile"]')).toBeNull();
    expect(profile()!.dataset.profile).toBe('morris-archery');
    expect(profile()!.textContent).toBe(`Board profile ${EN}`);
    await setLanguage('de');
    await waitFor(() => expect(profile()!.textContent).toBe(`Brettprofil ${DE}`));
    await setLanguage('en');
  });

  it('offers several profiles as choices, says which is standard (one not bundled by its own title), and sends the one chosen', async () => {
    const fake = createFakeApi(undefined, [
      { name: 'morris-archery', title: 'Morrice and Archery board', games: ['morris', 'archery'] },
      { name: 'my-morris', title: 'A home-made Morris board', games: ['morris'] },
    ]);
    render(App, { props: { app: new AppState(fake.api) } });
    await chooseVirtualBoard();
    expect(choices()).toEqual([
      ['morris-archery', true, `standard (${EN})`],
      ['my-morris', false, 'A home-made Morris board'],
    ]);
    await setLanguage('de');
    await waitFor(() => expect(choices().map((c) => c[2])).toEqual([`Standard (${DE})`, 'A home-made Morris board']));
    await setLanguage('en');
    await fireEvent.click(document.querySelector('[data-testid="profile-my-morris"]')!);
    await fireEvent.click(document.querySelector('[data-testid="start-game"]')!);
    await waitFor(() => expect(fake.calls.some((c) => c.startsWith('newGame(') && c.includes('"board":{"kind":"virtual","profile":"my-morris"}'))).toBe(true));
  });
});
