/// <reference lib="dom" />
/**
 * The "Connecting to the Parlour host" banner (an alert) flashed, and was announced, at every page load
 * while the first socket connected. It now waits 1.5 s for a first link; a link that drops after it was
 * open is said at once.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/svelte';
import App from '../../renderer/src/App.svelte';
import { AppState } from '../../renderer/src/lib/app.svelte';
import { createFakeApi } from './fake-api';

const banner = () => document.querySelector('[data-testid="host-link"]');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the host link banner', () => {
  it('does not show while the first link is made quickly, but does once it takes long', async () => {
    const app = new AppState(createFakeApi().api);
    app.link = 'connecting';
    render(App, { props: { app } });
    await sleep(600);
    expect(banner()).toBeNull();
    await waitFor(() => expect(banner()?.textContent).toContain('Connecting to the Parlour host'), { timeout: 10_000 });
    app.link = 'open';
    await waitFor(() => expect(banner()).toBeNull());
  });

  it('shows at once when an open link drops', async () => {
    const app = new AppState(createFakeApi().api);
    render(App, { props: { app } });
    await sleep(50);
    app.link = 'closed';
    await waitFor(() => expect(banner()?.textContent).toContain('Connection to the Parlour host lost'), { timeout: 300 });
  });
});
