/// <reference lib="dom" />
/**
 * A decimal rule option is shown and read in the reader's way (issue 15: "numbers formatted by the
 * locale (`Intl`)"; renderer/src/components/RuleOption.svelte): the newcomer saw Spoof's overlap shown as
 * "0.5" on the German start screen, because Chromium's `<input type=number>` follows its own locale.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import RuleOption from '../../renderer/src/components/RuleOption.svelte';
import { buildCatalogue } from '../../src/api';
import { GAMES } from '../../src/games';
import { setLanguage } from '../../renderer/src/lib/i18n.svelte';

const decimalOption = () => {
  for (const g of buildCatalogue(GAMES, []).games) for (const o of g.options) if (o.control.kind === 'number') return { game: g.id, option: o };
  throw new Error('no decimal option in any game');
};

describe('a decimal rule option', () => {
  it('shows a decimal comma in German and reads one typed with a comma or a point', async () => {
    const { game, option } = decimalOption();
    await setLanguage('de');
    const seen: unknown[] = [];
    const view = render(RuleOption, { props: { game, option, value: 0.5, onchange: (v: unknown) => seen.push(v), onreset: () => {} } });
    flushSync();
    const input = view.container.querySelector<HTMLInputElement>(`input[inputmode="decimal"]`)!;
    expect(input.value).toBe('0,5');
    await fireEvent.change(input, { target: { value: '0,75' } });
    await fireEvent.change(input, { target: { value: '1.25' } });
    await fireEvent.change(input, { target: { value: 'viel' } });
    // Text that is no number gives way to the value in force, as a number field's would.
    expect(seen).toEqual([0.75, 1.25]);
    expect(input.value).toBe('0,5');
    view.unmount();
    await setLanguage('en');
  });
});
