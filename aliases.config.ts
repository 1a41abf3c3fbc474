/**
 * The import aliases of the renderer (`$api`, `$core/…`, `$games/…`, `$inference/…`), as Vite and vitest
 * take them. They are defined once, as TypeScript `paths` in `tsconfig.paths.json` (which both
 * `tsconfig.json` and `renderer/tsconfig.json` extend, so tsc and svelte-check resolve them too); this
 * module reads that file and turns each entry into a Vite alias, so the four tools cannot disagree.
 *
 * A pattern `"$x/*": ["./dir/*"]` becomes `{ find: /^\$x\/(.*)$/, replacement: "<root>/dir/$1" }`; an exact
 * name `"$x": ["./file.ts"]` becomes `{ find: /^\$x$/, replacement: "<root>/file.ts" }`.
 * @throws Error at config load when an entry has no target or more than one `*` (a mistake in the file).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One Vite alias entry. */
export interface Alias {
  readonly find: RegExp;
  readonly replacement: string;
}

const ROOT = import.meta.dirname;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The aliases of `tsconfig.paths.json`, for `resolve.alias` of Vite, electron-vite's renderer and vitest. */
export function importAliases(): Alias[] {
  const file = resolve(ROOT, 'tsconfig.paths.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
  return Object.entries(json.compilerOptions.paths).map(([name, targets]) => {
    const target = targets[0];
    if (target === undefined || targets.length !== 1) throw new Error(`${file}: alias ${name} must have exactly one target`);
    const wild = name.endsWith('/*');
    if (wild !== target.endsWith('/*') || name.split('*').length > 2) throw new Error(`${file}: alias ${name} -> ${target} is not of the form "$x/*": ["./dir/*"] or "$x": ["./file"]`);
    return wild
      ? { find: new RegExp(`^${escape(name.slice(0, -1))}(.*)$`), replacement: `${resolve(ROOT, target.slice(0, -1))}/$1` }
      : { find: new RegExp(`^${escape(name)}$`), replacement: resolve(ROOT, target) };
  });
}
