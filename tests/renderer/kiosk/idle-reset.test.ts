/**
 * The kiosk's idle reset in the renderer, with fake timers (kiosk-practice K4: "defaults: warn at 90 s,
 * reset at 90 + 20 s; configurable; fake-timer tests"): `renderer/src/kiosk/kiosk.svelte.ts` drives the
 * pure idle machine with one timer; here vitest's clock runs it through a visitor's session: wake,
 * play, go quiet, the warning and its countdown, a touch that carries on, the reset to the attract
 * screen with the exhibit's language and text size. And the corner gesture: five taps within 3 s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskState, ParlourApi } from '../../../src/api';
import { ok } from '../../../src/core/result';
import { AppState } from '../../../renderer/src/lib/app.svelte';
import { KioskUi } from '../../../renderer/src/kiosk/kiosk.svelte';
import { KIOSK_STATE, settle } from './support';
import { language } from '../../../renderer/src/lib/i18n.svelte';

function fakeApi(state: KioskState): { api: ParlourApi; calls: string[] } {
  const calls: string[] = [];
  const api = {
    subscribe: () => () => undefined,
    kioskReset: async (reason: string) => (calls.push(`kioskReset(${reason})`), ok(null)),
    kioskScreen: async (screen: string) => (calls.push(`kioskScreen(${screen})`), ok(null)),
    kioskState: async () => ok(state),
    staffUnlock: async (pin: string) => (calls.push(`staffUnlock(${pin})`), ok({ result: 'wrong', attemptsLeft: 4 })),
  };
  return { api: api as unknown as ParlourApi, calls };
}


const clock = { now: () => Date.now(), setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };


describe('the kiosk idle reset (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('warns after 90 quiet seconds, counts 20 down, carries on at a touch, and resets with the defaults', async () => {
    const { api, calls } = fakeApi(KIOSK_STATE);
    const kiosk = new KioskUi(new AppState(api), KIOSK_STATE, clock);
    await kiosk.begin();
    expect(calls).toEqual(['kioskReset(renderer)', 'kioskScreen(attract)']);
    expect(kiosk.page).toBe('attract');
    // Nothing runs on the attract screen.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(kiosk.warning).toBe(false);

    kiosk.activity();
    await settle();
    expect(kiosk.page).toBe('home');
    expect(calls.at(-1)).toBe('kioskScreen(visitor)');
    kiosk.chooseLanguage('de');
    kiosk.setTextSize('large');

    await vi.advanceTimersByTimeAsync(89_999);
    expect(kiosk.warning).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(kiosk.warning).toBe(true);
    expect(kiosk.countdown).toBe(20);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(kiosk.countdown).toBe(15);

    kiosk.activity();
    expect(kiosk.warning).toBe(false);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(kiosk.warning).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kiosk.warning).toBe(true);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(kiosk.countdown).toBe(1);
    expect(calls).not.toContain('kioskReset(idle)');
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(calls).toContain('kioskReset(idle)');
    expect(kiosk.page).toBe('attract');
    expect(kiosk.warning).toBe(false);
    expect(language.current).toBe('en');
    expect(kiosk.textSize).toBe('normal');
    expect(document.documentElement.classList.contains('kiosk-large')).toBe(false);
  });

  it('opens the PIN pad on five taps in the corner within 3 s, not on slower or stray ones, nor while locked out', async () => {
    const { api } = fakeApi(KIOSK_STATE);
    const kiosk = new KioskUi(new AppState(api), KIOSK_STATE, clock);
    const tap = async (x: number, y: number, after: number) => {
      await vi.advanceTimersByTimeAsync(after);
      kiosk.tap(x, y);
    };
    for (let i = 0; i < 5; i++) await tap(10, 10, 800);
    expect(kiosk.pinOpen).toBe(false); // 3.2 s from first to last
    await tap(500, 300, 100); // a tap elsewhere: the count starts again
    for (let i = 0; i < 4; i++) await tap(10, 10, 100);
    await tap(500, 300, 100); // a tap elsewhere starts the count again
    await tap(10, 10, 100);
    expect(kiosk.pinOpen).toBe(false);
    for (let i = 0; i < 4; i++) await tap(10, 10, 100);
    expect(kiosk.pinOpen).toBe(true);
    expect(kiosk.pinAnswer).toEqual({ kind: 'none' }); // the default configuration has no PIN

    kiosk.pinOpen = false;
    kiosk.state = { ...KIOSK_STATE, staff: { lockedUntil: Date.now() + 60_000, attemptsLeft: 5 } };
    for (let i = 0; i < 5; i++) await tap(10, 10, 100);
    expect(kiosk.pinOpen).toBe(false);
  });
});
