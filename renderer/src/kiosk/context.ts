/** The kiosk's state shared by its components through Svelte context (typed, no key). */
import { createContext } from 'svelte';
import type { KioskUi } from './kiosk.svelte';

/** `[get, set]` of the {@link KioskUi} context: `KioskApp` sets it, the kiosk's pages read it. */
export const [getKiosk, setKiosk] = createContext<KioskUi>();
