/**
 * The renderer's catalogues (issue 19: first paint): none at the start, each language's fetched as a
 * chunk of its own when {@link loadCatalogue} is first asked for it (`renderer/src/lib/i18n.svelte.ts`
 * asks for the system's language as the page starts, and for another before switching to it). The
 * renderer's build puts this module in the place of `./catalogues.ts` (`electron.vite.config.ts`); it
 * exports the same names with the same types. Only the renderer uses it: the CLI and the host keep
 * every catalogue loaded.
 */
import type { CatalogueTree, Lang } from './languages';

/** The catalogues there from the start: none. */
export const INITIAL_CATALOGUES: Readonly<Partial<Record<Lang, CatalogueTree>>> = {};

/** One dynamic import per language, so that each catalogue is its own chunk. */
const LOADERS: Readonly<Record<Lang, () => Promise<{ default: CatalogueTree }>>> = {
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
};

/**
 * The catalogue of `lang`, fetched.
 * @throws (rejects) when its chunk cannot be fetched (the host went away); a later call tries again.
 */
export async function loadCatalogue(lang: Lang): Promise<CatalogueTree> {
  return (await LOADERS[lang]()).default;
}
