/**
 * The bundled board profiles (`firmware-protocol/profiles/*.json`), read from disk (Node only).
 * Any valid JSON file in that folder is a profile: adding a board needs no code change.
 * Pure parsing and validation is `profile.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, type Result } from '../src/core/result';
import { parseProfile, type BoardProfile, type ParseProfileOptions, type ProfileError } from './profile';

/**
 * The folder of bundled profiles: `firmware-protocol/profiles` found by walking up from this module
 * (so it works from the sources, from `dist/` and from tests), or `PARLOUR_PROFILES` when set.
 * @returns the absolute path, or `undefined` when no such folder exists.
 */
export function bundledProfileDir(): string | undefined {
  const env = process.env['PARLOUR_PROFILES'];
  if (env !== undefined && env !== '') return resolve(env);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'profiles'), join(dir, 'firmware-protocol', 'profiles')]) {
      if (existsSync(join(candidate, 'morris-archery.json')) || existsSync(join(candidate, 'not-made-in-germany.json'))) return candidate;
    }
    dir = dirname(dir);
  }
  return undefined;
}

/** Names of the profiles in `dir` (default: the bundled folder), sorted; `[]` when the folder is missing. */
export function listProfiles(dir: string | undefined = bundledProfileDir()): readonly string[] {
  if (dir === undefined || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => basename(f, '.json'))
    .sort();
}

/**
 * Loads and validates the profile called `name` from `dir` (default: the bundled folder), or a JSON
 * file when `name` is a path ending in `.json`.
 * @returns the profile, or `profile/not-found` (with the names available), `profile/unreadable`
 *   (I/O or JSON syntax error) or `profile/invalid` (every problem listed).
 */
export function loadProfile(
  name: string,
  dir: string | undefined = bundledProfileDir(),
  options: Omit<ParseProfileOptions, 'source'> = {},
): Result<BoardProfile, ProfileError> {
  const isPath = name.endsWith('.json');
  const file = isPath ? resolve(name) : dir === undefined ? undefined : join(dir, `${name}.json`);
  if (file === undefined || !existsSync(file)) {
    const known = listProfiles(dir);
    return err({
      code: 'profile/not-found',
      message: `no board profile ${JSON.stringify(name)}; known profiles: ${known.join(', ') || '(none)'}`,
      issues: [],
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return err({ code: 'profile/unreadable', message: `cannot read ${file}: ${(e as Error).message}`, issues: [] });
  }
  const r = parseProfile(json, { ...options, source: file });
  if (r.ok && !isPath && r.value.name !== name) {
    return err({
      code: 'profile/invalid',
      message: `${file} names itself ${JSON.stringify(r.value.name)}; a profile's name must match its file name`,
      issues: [{ path: 'name', message: `must be ${JSON.stringify(name)}` }],
    });
  }
  return r;
}

/**
 * The bundled profile for a board that said HELLO, for tools given no `--profile` (PROTOCOL.md §9:
 * "`models` lists HELLO `model` values the profile fits, so a host can choose it automatically"):
 * the one valid profile whose `models` lists `hello.model` and whose `sensorCount` equals `hello.n`;
 * failing that (a board whose model no profile lists, such as the virtual board's `parlour-virtual`),
 * the one valid profile with that sensor count. `undefined` when none or several fit (the caller then
 * names sensors by number).
 */
export function profileForHello(hello: { readonly model: string; readonly sensorCount: number }, dir: string | undefined = bundledProfileDir()): BoardProfile | undefined {
  const all = listProfiles(dir).flatMap((name) => {
    const r = loadProfile(name, dir);
    return r.ok && r.value.sensorCount === hello.sensorCount ? [r.value] : [];
  });
  const byModel = all.filter((p) => p.models.includes(hello.model));
  if (byModel.length === 1) return byModel[0];
  return all.length === 1 ? all[0] : undefined;
}
