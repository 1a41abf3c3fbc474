/**
 * Where the catalogues come from (issue 19: first paint): every language's catalogue at once, as the
 * CLI, the host and the tests have them. `./format.ts` starts with {@link INITIAL_CATALOGUES} and asks
 * {@link loadCatalogue} for a language that is not among them.
 *
 * The renderer's build swaps this module for `./catalogues-lazy.ts` (the `lazyCatalogues` plugin of
 * `electron.vite.config.ts`), which starts with none and fetches each
 * language's catalogue as a chunk of its own when it is first chosen: the start screen then loads one
 * language's messages, not all. Both modules export the same two names with the same types.
 */
import de from './locales/de.json';
import en from './locales/en.json';
import type { CatalogueTree, Lang } from './languages';

const ALL: Readonly<Record<Lang, CatalogueTree>> = { en, de };

/** The catalogues there from the start: here every language's. */
export const INITIAL_CATALOGUES: Readonly<Partial<Record<Lang, CatalogueTree>>> = ALL;

/** The catalogue of `lang` (here always already there, so it resolves at once). */
export function loadCatalogue(lang: Lang): Promise<CatalogueTree> {
  return Promise.resolve(ALL[lang]);
}
