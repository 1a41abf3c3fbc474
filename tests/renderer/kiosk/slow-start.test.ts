/**
 * A kiosk whose host answers slowly as the page starts (seen in CI: `kiosk-recovery.test.ts` touched the
 * attract screen, was shown the visitor's first page, and was sent back to the attract loop when the
 * host's answer to the page's start came, so the game's buttons vanished under the finger). The page
 * opens on the attract screen; a touch on it while the start is still being answered wakes it, and the
 * visitor stays on the page they woke to. A page that starts untouched ends on the attract loop, and a
 * page whose host came back (relink) goes back to the attract loop at once. What changed while the
 * kiosk's chunk loaded, after the state that came with `startup`, is read again (seen in CI: the board
 * connected in that moment, and the attract screen said it was not, for good).
 */
import { describe, expect, it } from 'vitest';
import type { ParlourApi } from '../../../src/api';
import { ok } from '../../../src/core/result';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { KioskUi } from '../../../renderer/src/kiosk/kiosk.svelte';
import { KIOSK_STATE, settle } from './support';


/** An API whose `kioskReset` answers only when `answer()` is called. */
function slowApi(): { api: ParlourApi; calls: string[]; answer: () => void } {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const api = {
    subscribe: () => () => undefined,
    kioskReset: (reason: string) => {
      calls.push(`kioskReset(${reason})`);
      return new Promise((resolve) => waiting.push(() => resolve(ok(null))));
    },
    kioskScreen: async (screen: string) => (calls.push(`kioskScreen(${screen})`), ok(null)),
    kioskState: async () => (calls.push('kioskState'), ok(KIOSK_STATE)),
  };
  return { api: api as unknown as ParlourApi, calls, answer: () => waiting.splice(0).forEach((f) => f()) };
}


describe('a kiosk page that starts while the host is slow to answer', () => {
  it('keeps a visitor who touched the attract screen meanwhile on the page they woke to', async () => {
    const { api, calls, answer } = slowApi();
    const kiosk = new KioskUi(new AppState(api), KIOSK_STATE);
    const begun = kiosk.begin();
    await settle();
    expect(kiosk.page).toBe('attract');
    kiosk.activity();
    await settle();
    expect(kiosk.page).toBe('home');
    answer();
    await begun;
    await settle();
    expect(kiosk.page).toBe('home');
    expect(calls).toEqual(['kioskReset(renderer)', 'kioskScreen(visitor)', 'kioskState']);
  });

  it('shows the attract loop once the host answers, when nobody touched it', async () => {
    const { api, calls, answer } = slowApi();
    const kiosk = new KioskUi(new AppState(api), KIOSK_STATE);
    const begun = kiosk.begin();
    answer();
    await begun;
    expect(kiosk.page).toBe('attract');
    expect(calls).toEqual(['kioskReset(renderer)', 'kioskState', 'kioskScreen(attract)']);
  });

  it('goes back to the attract loop at once when the host came back, before any answer', async () => {
    const { api, calls, answer } = slowApi();
    const kiosk = new KioskUi(new AppState(api), KIOSK_STATE);
    const begun = kiosk.begin();
    answer();
    await begun;
    kiosk.activity();
    await settle();
    kiosk.show('history');
    expect(kiosk.page).toBe('history');
    const relinked = kiosk.relink();
    expect(kiosk.page).toBe('attract');
    await settle();
    answer();
    await relinked;
    expect(kiosk.page).toBe('attract');
    expect(calls.slice(-3)).toEqual(['kioskReset(renderer)', 'kioskState', 'kioskScreen(attract)']);
  });

  it('reads the kiosk\'s state again once it listens: the board that connected meanwhile shows connected', async () => {
    const board = (state: 'connecting' | 'connected') => ({ game: 'morris' as const, state, ready: state === 'connected', toFix: 0, startMen: 0, short: 0, cells: [], canContinue: false, missing: [] });
    const calls: string[] = [];
    const api = {
      subscribe: () => () => undefined,
      kioskReset: async (reason: string) => (calls.push(`kioskReset(${reason})`), ok(null)),
      kioskScreen: async (screen: string) => (calls.push(`kioskScreen(${screen})`), ok(null)),
      // The host's state now: the board's "connected" event came before this page listened.
      kioskState: async () => (calls.push('kioskState'), ok({ ...KIOSK_STATE, board: board('connected') })),
    };
    const kiosk = new KioskUi(new AppState(api as unknown as ParlourApi), { ...KIOSK_STATE, board: board('connecting') });
    expect(kiosk.board?.state).toBe('connecting');
    await kiosk.begin();
    expect(kiosk.board).toEqual(board('connected'));
    expect(calls).toEqual(['kioskReset(renderer)', 'kioskState', 'kioskScreen(attract)']);
  });
});
