/// <reference lib="dom" />
/**
 * The confirmation dialog gives the focus back (renderer/src/components/ConfirmDialog.svelte): the
 * newcomer pressed Escape on "Resign?" and the focus fell to the page's body, so a keyboard player had to
 * Tab back to the game. It starts on "no" and, when the dialog closes, returns to what had it before.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import ConfirmDialog from '../../renderer/src/components/ConfirmDialog.svelte';

describe('the confirmation dialog and the focus', () => {
  it('starts on no, and gives the focus back to the button that asked when it closes', async () => {
    const resign = document.createElement('button');
    resign.textContent = 'Resign';
    document.body.append(resign);
    resign.focus();
    let answered: boolean | undefined;
    const dialog = render(ConfirmDialog, { props: { question: 'Resign for White?', yes: 'Resign for White', no: 'Keep playing', kind: 'resign', onanswer: (y: boolean) => (answered = y) } });
    flushSync();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('confirm-no');
    await fireEvent.keyDown(dialog.getByTestId('confirm'), { key: 'Escape' });
    expect(answered).toBe(false);
    dialog.unmount(); // the root takes it away once answered
    expect(document.activeElement).toBe(resign);
    resign.remove();
  });
});
