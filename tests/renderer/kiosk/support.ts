/**
 * What the kiosk's renderer tests share: a host's kiosk state with the default configuration in English
 * and German, and a way to let promises and Svelte's effects settle.
 */
import { flushSync } from 'svelte';
import type { KioskState } from '../../../src/api';
import { defaultKioskConfig, publicConfig } from '../../../src/kiosk/config';

/** The kiosk state a host with the default configuration (languages English and German) answers. */
export const KIOSK_STATE: KioskState = {
  config: publicConfig({ ...defaultKioskConfig(), languages: { offered: ['en', 'de'], default: 'en' } }),
  configFile: '/etc/parlour/kiosk.json',
  faults: [],
  absent: false,
  kept: null,
  staff: { lockedUntil: null, attemptsLeft: 5 },
  attract: null,
  board: null,
  pack: null,
  previousPack: null,
};

/** Lets pending promise callbacks run, then Svelte's effects. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  flushSync();
}
