/// <reference lib="dom" />
/**
 * A kiosk's page never shows the app's start screen (issue 16: a visitor sees the attract loop; issue 19:
 * the kiosk's state comes with `startup`). Before, the page drew the start screen once `startup` had come,
 * asked `kioskState`, and only then replaced it with the kiosk: a flash of the app's start screen on the
 * exhibit at every page load and every recovery. Now "Loading" stays until the kiosk's own screens show,
 * and `kioskState` is asked only once the kiosk shows (to catch what changed while its chunk loaded:
 * `slow-start.test.ts`); a host that is no kiosk shows its start screen as before.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../../renderer/src/App.svelte';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { ok } from '../../../src/core/result';
import { watchFor } from '../watch-for';
import { createFakeApi } from '../fake-api';
import { KIOSK_STATE } from './support';

describe('the first screen of a kiosk', () => {
  it('is the kiosk\'s own: the start screen never shows, and kioskState is asked only after it shows', async () => {
    const fake = createFakeApi();
    const startup = fake.api.startup;
    const asked: string[] = [];
    Object.assign(fake.api, {
      startup: async () => ok({ ...((await startup()) as { value: object }).value, kiosk: KIOSK_STATE }),
      kioskState: async () => (asked.push('kioskState'), ok(KIOSK_STATE)),
      kioskReset: async () => (asked.push('kioskReset'), ok(null)),
      kioskScreen: async () => ok(null),
    });
    const startScreen = watchFor('start-screen');
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="attract"]')).not.toBeNull(), { timeout: 5000 });
    expect(startScreen()).toBe(false);
    await waitFor(() => expect(asked).toEqual(['kioskReset', 'kioskState']));
  });

  it('is the start screen on a host that is no kiosk', async () => {
    const fake = createFakeApi();
    render(App, { props: { app: new AppState(fake.api) } });
    await waitFor(() => expect(document.querySelector('[data-testid="start-screen"]')).not.toBeNull());
    expect(document.querySelector('[data-testid="kiosk"]')).toBeNull();
  });
});
