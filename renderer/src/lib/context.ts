/** The app state shared by the screens through Svelte context (typed, no key; Svelte >= 5.40). */
import { createContext } from 'svelte';
import type { AppState } from './app.svelte';

/** `[get, set]` of the {@link AppState} context: the root sets it, every screen reads it. */
export const [getApp, setApp] = createContext<AppState>();
