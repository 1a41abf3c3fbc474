/**
 * The app state for the teetotum screens, when they run inside the app (component tests render them
 * without one). The screens use it only for the in-process virtual board's hands (`AppState.pickCell`,
 * `virtualBoard` presses).
 */
import { getApp } from '../../lib/context';
import type { AppState } from '../../lib/app.svelte';

/** The app state of the enclosing app, or `undefined` outside one. Call during component initialisation. */
export function appIfAny(): AppState | undefined {
  try {
    return getApp();
  } catch {
    return undefined;
  }
}
