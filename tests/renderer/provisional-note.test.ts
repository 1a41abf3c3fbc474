/// <reference lib="dom" />
/**
 * The last ply shown "not final yet" is said in words under the move list (a newcomer found it explained
 * only by a tooltip, which a touch screen never shows): a ply made on the board may still become
 * another move until the other side plays (a jump chain rested on a landing, a man set down on a
 * neighbouring point; `src/session/`).
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { createFakeApi } from './fake-api';

const note = () => document.querySelector('[data-testid="provisional-note"]')?.textContent?.trim() ?? null;
const ply = (provisional: boolean) => ({ ply: 1, seat: 0, notation: 'd2', by: 'board' as const, provisional });

describe('a ply not final yet', () => {
  it('is said under the list while the last ply is provisional, in the reader\'s language, and not after', async () => {
    const fake = createFakeApi({ game: 'morris', players: ['board', 'board'], board: { kind: 'virtual' } });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="game-screen"]')).not.toBeNull());
    expect(note()).toBeNull();
    fake.patch({ moves: [ply(true)] });
    await waitFor(() => expect(note()).toBe('… Not final yet: this move may still change until the other side plays.'));
    expect(document.querySelector('[data-testid="ply"]')?.classList.contains('provisional')).toBe(true);
    await setLanguage('de');
    await waitFor(() => expect(note()).toBe('… Noch nicht endgültig: dieser Zug kann sich noch ändern, bis die andere Seite zieht.'));
    await setLanguage('en');
    fake.patch({ moves: [ply(false)] });
    await waitFor(() => expect(note()).toBeNull());
  });
});
