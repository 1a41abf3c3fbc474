/**
 * The rule sheets for tests: find `../shared/rules/` (the transcribed sheets, kept beside the repository,
 * not in it) and check that the sentences a test file quotes are verbatim passages of its sheet.
 *
 * Where the sheets live, first match wins:
 * 1. the folder named by the environment variable `PARLOUR_RULES` (then the sheet must be there: a
 *    missing file fails the check, since somebody asked for it explicitly);
 * 2. the nearest `shared/rules` folder found walking up from this repository (`/work/main` and
 *    `/work/wt/issue-13` both reach `/work/shared/rules`);
 * 3. nowhere: the verbatim check is skipped (reported as skipped by vitest), the rule tests still run.
 *
 * Quotes are compared with runs of white space collapsed to one space on both sides (the transcriptions
 * wrap lines), nothing else: typos, curly quotes and the transcriber's brackets must match exactly.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Where a sheets folder was found: the folder and how (`env`: from `PARLOUR_RULES`; `search`: walking up). */
export interface RulesLocation {
  readonly dir: string;
  readonly from: 'env' | 'search';
}

const HERE = dirname(fileURLToPath(import.meta.url));

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * Finds the rule sheets folder (see the module docs for the order).
 * @param env the environment to read `PARLOUR_RULES` from (default `process.env`).
 * @param start the folder to walk up from (default: this file's folder).
 * @returns the folder, or `undefined` when there is none.
 */
export function locateRules(env: NodeJS.ProcessEnv = process.env, start: string = HERE): RulesLocation | undefined {
  const named = env.PARLOUR_RULES;
  if (named !== undefined && named !== '') return { dir: resolve(named), from: 'env' };
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'rules');
    if (isDirectory(candidate)) return { dir: candidate, from: 'search' };
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The text of one sheet, e.g. `001_08482469b23ea4ed.txt`.
 * @returns the text, or `undefined` when no sheets folder was found or (found by searching) it lacks the file.
 * @throws Error when `PARLOUR_RULES` names a folder without the file (a broken set-up, said plainly).
 */
export function readRuleSheet(file: string, location: RulesLocation | undefined = locateRules()): string | undefined {
  if (location === undefined) return undefined;
  const path = join(location.dir, file);
  if (!existsSync(path)) {
    if (location.from === 'env') throw new Error(`PARLOUR_RULES is ${location.dir}, which holds no rule sheet ${file}`);
    return undefined;
  }
  return readFileSync(path, 'utf8');
}

/** Collapses every run of white space to one space (the only liberty the comparison takes). */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The quotes of `quotes` that are not passages of `sheet` (white space squeezed). */
export function missingQuotes(sheet: string, quotes: Iterable<string>): string[] {
  const text = squeeze(sheet);
  return [...new Set(quotes)].filter((q) => !text.includes(squeeze(q)));
}

/** What {@link sheetQuotes} gives a test file. */
export interface SheetQuotes {
  /** Records `sentence` as a verbatim quote of the sheet and returns it unchanged (use it in a test name). */
  readonly q: (sentence: string) => string;
  /** The quote in double quotes, recorded like {@link q}: `"…"`. */
  readonly quoted: (sentence: string) => string;
  /**
   * Registers the check that every recorded quote, and every one of `more` (e.g. the game's own table of
   * sentences in `src/`), is a verbatim passage of the sheet; skipped where the sheets are not checked out.
   * Call it once per file, anywhere in it: names are recorded while vitest collects the file, before any
   * test runs.
   */
  readonly verify: (more?: Iterable<string>) => void;
}

/**
 * Quotation checking for one test file quoting `file`.
 * @example
 *   const { quoted, verify } = sheetQuotes('001_08482469b23ea4ed.txt');
 *   it(`${quoted('The highest spin leads.')} (ties spin again)`, () => { … });
 *   verify(Object.values(QUOITS_RULES).map((r) => r.quote));
 */
export function sheetQuotes(file: string): SheetQuotes {
  const recorded: string[] = [];
  const q = (sentence: string) => {
    recorded.push(sentence);
    return sentence;
  };
  return {
    q,
    quoted: (sentence) => `"${q(sentence)}"`,
    verify(more = []) {
      const extra = [...more];
      let text: string | undefined;
      let problem: Error | undefined;
      try {
        text = readRuleSheet(file);
      } catch (e) {
        problem = e as Error;
      }
      describe(`quotations of ${file}`, () => {
        it.skipIf(text === undefined && problem === undefined)(`every quoted sentence is a verbatim passage of ${file}`, () => {
          if (problem !== undefined) throw problem;
          const all = [...recorded, ...extra];
          expect(all.length, 'this file quotes the sheet').toBeGreaterThan(0);
          expect(missingQuotes(text!, all), `not found verbatim in ${file}`).toEqual([]);
        });
      });
    },
  };
}
