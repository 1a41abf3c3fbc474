/**
 * Scenario files: a sensor script (`firmware-protocol/virtual-board/script.ts` format) with its
 * expectations in `#!` header comments, so the same file runs in the unit tests (simulated board, fake
 * time) and in the integration tests (the real virtual board over a socat pseudo-terminal and the serial
 * host). Header lines, each optional unless said:
 *
 * ```text
 * #! title: a man lifted and put back                     (required)
 * #! players: board board                                 (seat kinds; default both at the board)
 * #! options: {"flying": true}                            (Morris rule options, JSON)
 * #! settings: {"takebacks": "refused"}                   (session settings, JSON)
 * #! sensing: hall                                        (reed by default)
 * #! start: WWW..................... w 6 9                (start position; lay it out with `setup`)
 * #! moves: d2 d6 =a1-a7                                  (required: the committed plies in order; `=` a replacement)
 * #! says: it is white's turn                             (a guidance sentence must contain this; repeatable, in order)
 * #! never: put the man from e4                           (no guidance sentence may contain this; repeatable)
 * #! code: inference/wrong-turn                           (a guidance code that must show; repeatable, in order)
 * #! silent                                               (no guidance may show at all)
 * #! position: ...                                        (the position at the end)
 * #! result: won 0                                         (`won <seat>` or `draw`: the game must end so)
 * #! board: empty                                         (men on the board at power-on: `empty` or cells;
 *                                                           default: the start position laid out)
 * #! unit-only                                            (needs fake time, e.g. a computer player's timing)
 * ```
 * Inside the script, a line `#! await: inference/wrong-colour` holds the steps after it until guidance with
 * that code has shown (after the steps before it): the script waits for the event rather than for a time
 * margin that a loaded machine may not keep (the delay of the next step counts from the event).
 * Plain `#` comments are ignored by both; everything else is the script.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One parsed scenario. */
export interface Scenario {
  readonly file: string;
  readonly title: string;
  readonly players: readonly ('board' | 'screen' | 'computer')[];
  readonly options: Record<string, unknown>;
  readonly settings: Record<string, unknown>;
  readonly sensing: 'reed' | 'hall';
  readonly start?: string;
  readonly moves: readonly string[];
  readonly says: readonly string[];
  /** Substrings no guidance sentence may contain (case-insensitive). */
  readonly never: readonly string[];
  readonly codes: readonly string[];
  readonly silent: boolean;
  readonly position?: string;
  readonly unitOnly: boolean;
  /** `won <seat>` or `draw`, when the game must end. */
  readonly result?: string;
  /** Men at power-on (cell names); `undefined`: the start position's men. */
  readonly board?: readonly string[];
  /** The script text (header lines included: they are comments to the script parser). */
  readonly script: string;
  /**
   * The script cut at its `#! await: CODE` lines, in order: each part is played once guidance with the code
   * `after` has shown (the first part has none). A script without such lines is one part.
   */
  readonly parts: readonly { readonly after?: string; readonly script: string }[];
}

/**
 * Parses a scenario file's text.
 * @throws Error naming the file and line for a malformed header (a bug in the test data).
 */
export function parseScenario(file: string, text: string): Scenario {
  const h: Record<string, string[]> = {};
  let silent = false;
  let unitOnly = false;
  text.split(/\r?\n/).forEach((line, i) => {
    const m = /^#!\s*([a-z-]+)(?::\s*(.*))?$/.exec(line.trim());
    if (m === null) {
      if (line.trim().startsWith('#!')) throw new Error(`${file}:${i + 1}: bad header ${JSON.stringify(line)}`);
      return;
    }
    const key = m[1]!;
    if (key === 'silent') silent = true;
    else if (key === 'unit-only') unitOnly = true;
    else if (key === 'await') return;
    else if (m[2] === undefined) throw new Error(`${file}:${i + 1}: header ${key} needs a value`);
    else (h[key] ??= []).push(m[2].trim());
  });
  const one = (k: string): string | undefined => h[k]?.[0];
  const title = one('title');
  const moves = one('moves');
  if (title === undefined || moves === undefined) throw new Error(`${file}: title and moves are required`);
  const players = (one('players') ?? 'board board').split(/\s+/) as Scenario['players'];
  const sensing = (one('sensing') ?? 'reed') as Scenario['sensing'];
  const start = one('start');
  const position = one('position');
  const result = one('result');
  const board = one('board');
  return {
    file,
    title,
    players,
    options: JSON.parse(one('options') ?? '{}') as Record<string, unknown>,
    settings: JSON.parse(one('settings') ?? '{}') as Record<string, unknown>,
    sensing,
    ...(start === undefined ? {} : { start }),
    moves: moves === '-' ? [] : moves.split(/\s+/),
    says: h['says'] ?? [],
    never: h['never'] ?? [],
    codes: h['code'] ?? [],
    silent,
    ...(position === undefined ? {} : { position }),
    unitOnly,
    ...(result === undefined ? {} : { result }),
    ...(board === undefined ? {} : { board: board === 'empty' ? [] : board.split(/\s+/) }),
    script: text,
    parts: scriptParts(text),
  };
}

/** Cuts a script at its `#! await: CODE` lines (see {@link Scenario.parts}). */
function scriptParts(text: string): Scenario['parts'] {
  const parts: { after?: string; script: string }[] = [];
  let after: string | undefined;
  let lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^#!\s*await:\s*(\S+)\s*$/.exec(line.trim());
    if (m === null) {
      lines.push(line);
      continue;
    }
    parts.push({ ...(after === undefined ? {} : { after }), script: lines.join('\n') });
    after = m[1]!;
    lines = [];
  }
  parts.push({ ...(after === undefined ? {} : { after }), script: lines.join('\n') });
  return parts;
}

/** The folder of scenario files. */
export const SCENARIO_DIR = dirname(fileURLToPath(import.meta.url));

/** Every scenario (`*.scenario`), sorted by file name. */
export function loadScenarios(): Scenario[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.scenario'))
    .sort()
    .map((f) => parseScenario(f, readFileSync(join(SCENARIO_DIR, f), 'utf8')));
}

/** The sentences of `seen` that contain one of `sc.never` (case-insensitive): `[]` when none does. */
export function forbiddenSentences(sc: Scenario, seen: readonly string[]): string[] {
  return seen.filter((s) => sc.never.some((n) => s.toLowerCase().includes(n.toLowerCase())));
}
