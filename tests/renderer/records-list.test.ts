/// <reference lib="dom" />
/**
 * The start screen's records (issue 14: "the records list shows every record (search or pages), not
 * six"): twenty records are all reachable, a page at a time, and a search finds one by name, game or
 * result; opening one asks the host for it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { ok } from '../../src/core/result';
import { msg } from '../../src/i18n/message';
import { createFakeApi } from './fake-api';

const byTest = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const listed = () => [...document.querySelectorAll<HTMLElement>('[data-testid^="record-2026"]')].map((b) => b.dataset.testid!.slice('record-'.length));

describe('the records list', () => {
  it('shows every record a page at a time, and finds one by a search', async () => {
    const fake = createFakeApi();
    const records = Array.from({ length: 20 }, (_, i) => ({
      name: `2026-11-${String(30 - i).padStart(2, '0')}-game`,
      game: i === 13 ? ('quoits' as const) : ('morris' as const),
      plies: i + 1,
      // As the host lists them: the result is a message (src/core/record.ts describeResult), said in the reader's language.
      result: i % 2 === 0 ? msg('record.result.won', { seats: [{ game: 'morris', seat: 0 }], termination: 'resignation' }) : msg('record.result.draw', { termination: 'agreement' }),
      savedAt: '2026-11-30T10:00:00Z',
    }));
    Object.assign(fake.api, { listRecords: async () => ok(records) });
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(byTest('records-range')?.textContent).toBe('1–8 of 20'));
    expect(listed()).toEqual(records.slice(0, 8).map((r) => r.name));
    // Each record says its game and result in words (the newcomer saw "[object Object]").
    expect(byTest(`record-${records[0]!.name}`)?.textContent).toContain("Nine Men's Morris · 1 ply · won by White (resignation)");
    expect(byTest(`record-${records[1]!.name}`)?.textContent).toContain('draw (agreement)');
    expect(document.body.textContent).not.toContain('[object Object]');
    await fireEvent.click(byTest('records-next')!);
    await fireEvent.click(byTest('records-next')!);
    expect(byTest('records-range')?.textContent).toBe('17–20 of 20');
    expect(listed()).toEqual(records.slice(16).map((r) => r.name));
    expect((byTest('records-next') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(byTest('records-search')!, { target: { value: 'quoits' } });
    await waitFor(() => expect(listed()).toEqual([records[13]!.name]));
    expect(byTest('records-range')?.textContent).toBe('1–1 of 1');
    await fireEvent.input(byTest('records-search')!, { target: { value: 'agreement' } });
    await waitFor(() => expect(byTest('records-range')?.textContent).toBe('1–8 of 10'));
    await fireEvent.input(byTest('records-search')!, { target: { value: 'nothing like it' } });
    await waitFor(() => expect(byTest('records-none')?.textContent).toBe('No record matches “nothing like it”.'));
    await fireEvent.input(byTest('records-search')!, { target: { value: '11-17' } });
    await waitFor(() => expect(listed()).toEqual(['2026-11-17-game']));
    await fireEvent.click(byTest('record-2026-11-17-game')!);
    await waitFor(() => expect(fake.calls).toContain('loadRecord([{"name":"2026-11-17-game"}])'));
  });
});
