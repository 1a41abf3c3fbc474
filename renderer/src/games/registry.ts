/**
 * The screen adapters by game id, each loaded when first needed (issue 19: "load only the start screen
 * first, the games on demand"): a game's adapter, its board component and the parts of its rules it
 * draws with are a chunk of their own, fetched when a game of it starts, is resumed or replayed, or is
 * chosen on the start screen (so it is usually there before it is needed). What the start screen shows
 * of a game before that (whether it has a drawing, its table mode's label) is known here without loading.
 *
 * A game without an entry can still be set up and followed as text (the history and status), but not
 * drawn; each game adds its entry here.
 */
import type { GameScreen } from './types';
import { SPOOF_TABLE } from './spoof/table';

/** A table mode as the start screen offers it before the game's chunk is loaded (see `GameScreen.table`). */
export interface TableLabel {
  readonly label: string;
  readonly description: string;
}

interface Entry {
  readonly load: () => Promise<GameScreen>;
  readonly table?: TableLabel;
}

const ENTRIES: Readonly<Record<string, Entry>> = {
  morris: { load: async () => (await import('./morris')).morrisScreen },
  'not-made-in-germany': { load: async () => (await import('./not-made-in-germany')).nmigScreen },
  spoof: { load: async () => (await import('./spoof')).spoofScreen, table: SPOOF_TABLE },
  archery: { load: async () => (await import('./archery')).archeryScreen },
  quoits: { load: async () => (await import('./quoits')).quoitsScreen },
};

const loaded = new Map<string, GameScreen>();
const loading = new Map<string, Promise<GameScreen | undefined>>();

/** `true` when game `id` has a screen adapter (loaded or not). */
export function hasScreen(id: string): boolean {
  return Object.hasOwn(ENTRIES, id);
}

/** The label of game `id`'s table mode (`GameScreen.table`), if it has one, without loading the game. */
export function tableOf(id: string): TableLabel | undefined {
  return Object.hasOwn(ENTRIES, id) ? ENTRIES[id]!.table : undefined;
}

/** The screen adapter of game `id` if it is loaded already, else `undefined`. */
export function screenFor(id: string): GameScreen | undefined {
  return loaded.get(id);
}

/**
 * Loads the screen adapter of game `id` (once; later calls share the first).
 * @returns the adapter, or `undefined` when the game has none or its chunk could not be loaded (the
 *   game is then shown as text, and a later call tries again).
 */
export function loadScreen(id: string): Promise<GameScreen | undefined> {
  const done = loaded.get(id);
  if (done !== undefined) return Promise.resolve(done);
  if (!Object.hasOwn(ENTRIES, id)) return Promise.resolve(undefined);
  let p = loading.get(id);
  if (p === undefined) {
    p = ENTRIES[id]!.load().then(
      (screen) => {
        loaded.set(id, screen);
        return screen;
      },
      () => {
        loading.delete(id);
        return undefined;
      },
    );
    loading.set(id, p);
  }
  return p;
}
