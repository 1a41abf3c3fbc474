/**
 * The spin for lead says who won it (issue 14): once the spins for lead are decided, the turn's
 * instruction of Archery and Quoits names the winner, until the first arrow or man is played.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import ArcheryScreen from '../../renderer/src/games/archery/ArcheryScreen.svelte';
import QuoitsScreen from '../../renderer/src/games/quoits/QuoitsScreen.svelte';
import { archery } from '../../src/games/archery/index';
import { quoits } from '../../src/games/quoits/index';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';
import { teetotumView } from './teetotum/fixtures';

describe('the spin for lead says who won it', () => {
  it('Archery: the winner is named until the first arrow moves', () => {
    const r = render(ArcheryScreen, { view: teetotumView(archery, ['screen', 'screen'], ['1+1', '6+6']), interactive: true, onmove: async () => true });
    expect(r.getByTestId('instruction').textContent).toBe('Natural: spin. Natural won the spin for lead.');
    r.unmount();
    const later = render(ArcheryScreen, { view: teetotumView(archery, ['screen', 'screen'], ['1+1', '6+6', '3+4']), interactive: true, onmove: async () => true });
    expect(later.getByTestId('instruction').textContent).not.toContain('won the spin for lead');
  });

  it('Quoits: the winner is named before the first pitch, in German too', () => {
    setLanguage('de');
    try {
      const r = render(QuoitsScreen, { view: teetotumView(quoits, ['screen', 'screen'], ['6+6', '1+1']), interactive: true, onmove: async () => true });
      expect(r.getByTestId('instruction').textContent).toBe('Runde 1 von 4: Blau, drehe und wirf einen Stein auf die linke Feldgruppe. Blau hat das Drehen um den Anfang gewonnen.');
    } finally {
      setLanguage('en');
    }
  });
});
