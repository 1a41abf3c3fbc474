/**
 * Sensor scripts: a small text format that says what hands do to a board, over time, so a virtual
 * board can replay it (`PROTOCOL.md` §10 "Sensor scripts" is the reference; this is the parser and planner).
 *
 * One action per line, optionally after a delay in ms (counted from the end of the previous action):
 *
 * ```text
 * # Morris: white places on d2, then slides a man sloppily
 * initial b4 f4            # men on the board at power-on (before any action; hall: f4=S for south up)
 * setup a1 d1 g1            # men already on the board (no delay, no time taken)
 * 120 place d2              # after 120 ms a man is put on d2 (hall boards: north up by default)
 * place d3 S                # south up (hall); a reed board just sees "occupied"
 * 300 lift d2
 * slide d3 d5 80            # dragged across the cells between, 80 ms per cell
 * bounce d5 3               # contact bounce: 3 quick off/on flickers (3 ms apart by default)
 * hover e4 40               # a man held briefly over e4, then taken away
 * press done
 * wait 500
 * error STUCK a7            # the board reports a fault
 * silence 3000              # the board says nothing for 3 s (a hung board)
 * clear                     # every man lifted at once
 * ```
 *
 * {@link parseScript} checks syntax only; {@link planScript} resolves cell names through a board
 * profile, follows the men (you cannot lift an empty cell) and expands every action into timed
 * physical sensor changes. Both return every problem with its line number.
 */
import { err, ok, type Result } from '../../src/core/result';
import type { SensorKind, SensorState } from '../messages';
import { resolveCell, type BoardProfile } from '../profile';

/** Hall polarity of a placed man: `N` north up, `S` south up. */
export type Polarity = 'N' | 'S';

/** One parsed action. Times in ms. */
export type ScriptAction =
  | { readonly kind: 'lift'; readonly cell: string }
  | { readonly kind: 'place'; readonly cell: string; readonly polarity?: Polarity }
  | { readonly kind: 'slide'; readonly from: string; readonly to: string; readonly stepMs: number }
  | { readonly kind: 'bounce'; readonly cell: string; readonly count: number; readonly gapMs: number }
  | { readonly kind: 'hover'; readonly cell: string; readonly ms: number; readonly polarity?: Polarity }
  | { readonly kind: 'setup'; readonly cells: readonly string[]; readonly polarity?: Polarity }
  | { readonly kind: 'clear' }
  | { readonly kind: 'press'; readonly button: string }
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'error'; readonly code: string; readonly cell?: string }
  | { readonly kind: 'silence'; readonly ms: number };

/** One script line: its number (1-based), the delay before it (ms) and the action. */
export interface ScriptStep {
  readonly line: number;
  readonly delayMs: number;
  readonly action: ScriptAction;
}

/** A parsed script. */
export interface SensorScript {
  readonly steps: readonly ScriptStep[];
  /**
   * Cells the script declares occupied at power-on (its leading `initial` lines), as `--initial` takes
   * them: `d2`, or `d2=S` / `d2=N` for a hall man's pole. Empty when the script declares none. The
   * runner creates the board with these men (`parlour simulate` adds them to `--initial`). Absent in
   * scripts built in code; {@link parseScript} always sets it.
   */
  readonly initial?: readonly string[];
}

/** A script problem: `script/syntax` or `script/plan`, with every problem's line listed. */
export interface ScriptError {
  readonly code: 'script/syntax' | 'script/plan';
  readonly message: string;
  readonly problems: readonly { readonly line: number; readonly message: string }[];
}

/** Default time per cell of a slide, ms. */
export const DEFAULT_SLIDE_STEP_MS = 60;
/** Default gap between the flickers of a bounce, ms (shorter than a 30 ms debounce: filtered). */
export const DEFAULT_BOUNCE_GAP_MS = 3;

const MAX_MS = 600_000;
const CELL_REF = /^([a-z-]+:)?[a-z0-9][a-z0-9-]{0,15}$/;
/** A cell of an `initial` line: a cell reference, optionally `=N` or `=S` (hall pole). */
const INITIAL_REF = /^([a-z-]+:)?[a-z0-9][a-z0-9-]{0,15}(=[NS])?$/;

/**
 * Parses script text. Blank lines and `#` comments (whole-line or trailing) are skipped.
 * @returns the script, or `script/syntax` listing every bad line.
 */
export function parseScript(text: string): Result<SensorScript, ScriptError> {
  const steps: ScriptStep[] = [];
  const initial: string[] = [];
  const problems: { line: number; message: string }[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const hash = raw.indexOf('#');
    const words = (hash >= 0 ? raw.slice(0, hash) : raw).trim().split(/\s+/).filter((w) => w.length > 0);
    if (words.length === 0) return;
    if (words[0] === 'initial') {
      // `initial CELL[=N|S]…`: men on the board at power-on; only before every other action
      const cells = words.slice(1);
      if (steps.length > 0) return void problems.push({ line: lineNo, message: `initial must come before every other action (in ${JSON.stringify(raw.trim())})` });
      const bad = cells.filter((c) => !INITIAL_REF.test(c));
      if (cells.length === 0 || bad.length > 0) return void problems.push({ line: lineNo, message: `usage: initial CELL[=N|S]... (in ${JSON.stringify(raw.trim())})` });
      for (const c of cells) if (!initial.includes(c)) initial.push(c);
      return;
    }
    let delayMs = 0;
    if (/^\d+$/.test(words[0]!)) {
      delayMs = Number(words.shift());
      if (delayMs > MAX_MS) return void problems.push({ line: lineNo, message: `delay ${delayMs} ms is over ${MAX_MS}` });
      if (words.length === 0) return void steps.push({ line: lineNo, delayMs: 0, action: { kind: 'wait', ms: delayMs } });
    }
    const r = parseAction(words);
    if (typeof r === 'string') problems.push({ line: lineNo, message: `${r} (in ${JSON.stringify(raw.trim())})` });
    else steps.push({ line: lineNo, delayMs, action: r });
  });
  if (problems.length > 0) return err(scriptError('script/syntax', problems));
  return ok({ steps, initial });
}

function parseAction(words: readonly string[]): ScriptAction | string {
  const [verb, ...args] = words as [string, ...string[]];
  const cell = (s: string | undefined): string | undefined => (s !== undefined && CELL_REF.test(s) ? s : undefined);
  const ms = (s: string | undefined, what: string): number | string => {
    if (s === undefined || !/^\d+$/.test(s) || Number(s) > MAX_MS) return `${what} must be a whole number of ms up to ${MAX_MS}`;
    return Number(s);
  };
  const polarity = (s: string | undefined): Polarity | undefined | string =>
    s === undefined ? undefined : s === 'N' || s === 'S' ? s : `polarity must be N or S, not ${JSON.stringify(s)}`;
  switch (verb) {
    case 'lift': {
      const c = cell(args[0]);
      if (c === undefined || args.length !== 1) return 'usage: lift CELL';
      return { kind: 'lift', cell: c };
    }
    case 'place': {
      const c = cell(args[0]);
      if (c === undefined || args.length > 2) return 'usage: place CELL [N|S]';
      const p = polarity(args[1]);
      if (typeof p === 'string' && p.length > 1) return p;
      return p === undefined ? { kind: 'place', cell: c } : { kind: 'place', cell: c, polarity: p as Polarity };
    }
    case 'slide': {
      const from = cell(args[0]);
      const to = cell(args[1]);
      if (from === undefined || to === undefined || args.length > 3) return 'usage: slide FROM TO [MS_PER_CELL]';
      const step = args[2] === undefined ? DEFAULT_SLIDE_STEP_MS : ms(args[2], 'MS_PER_CELL');
      if (typeof step === 'string') return step;
      if (step < 1) return 'MS_PER_CELL must be at least 1';
      return { kind: 'slide', from, to, stepMs: step };
    }
    case 'bounce': {
      const c = cell(args[0]);
      if (c === undefined || args.length < 2 || args.length > 3 || !/^\d+$/.test(args[1]!)) return 'usage: bounce CELL COUNT [GAP_MS]';
      const count = Number(args[1]);
      if (count < 1 || count > 100) return 'COUNT must be 1..100';
      const gap = args[2] === undefined ? DEFAULT_BOUNCE_GAP_MS : ms(args[2], 'GAP_MS');
      if (typeof gap === 'string') return gap;
      if (gap < 1) return 'GAP_MS must be at least 1';
      return { kind: 'bounce', cell: c, count, gapMs: gap };
    }
    case 'hover': {
      const c = cell(args[0]);
      if (c === undefined || args.length < 2 || args.length > 3) return 'usage: hover CELL MS [N|S]';
      const m = ms(args[1], 'MS');
      if (typeof m === 'string') return m;
      const p = polarity(args[2]);
      if (typeof p === 'string' && p.length > 1) return p;
      return p === undefined ? { kind: 'hover', cell: c, ms: m } : { kind: 'hover', cell: c, ms: m, polarity: p as Polarity };
    }
    case 'setup': {
      const last = args[args.length - 1];
      const p = last === 'N' || last === 'S' ? last : undefined;
      const cells = p === undefined ? args : args.slice(0, -1);
      if (cells.length === 0 || cells.some((c) => cell(c) === undefined)) return 'usage: setup CELL... [N|S]';
      return p === undefined ? { kind: 'setup', cells } : { kind: 'setup', cells, polarity: p };
    }
    case 'clear':
      return args.length === 0 ? { kind: 'clear' } : 'usage: clear';
    case 'press':
      if (args.length !== 1 || !/^[a-z0-9_-]{1,16}$/.test(args[0]!)) return 'usage: press BUTTON';
      return { kind: 'press', button: args[0]! };
    case 'wait': {
      if (args.length !== 1) return 'usage: wait MS';
      const m = ms(args[0], 'MS');
      return typeof m === 'string' ? m : { kind: 'wait', ms: m };
    }
    case 'error': {
      if (args.length < 1 || args.length > 2 || !/^[A-Z0-9_]{1,16}$/.test(args[0]!)) return 'usage: error CODE [CELL]';
      const c = cell(args[1]);
      if (args[1] !== undefined && c === undefined) return 'usage: error CODE [CELL]';
      return c === undefined ? { kind: 'error', code: args[0]! } : { kind: 'error', code: args[0]!, cell: c };
    }
    case 'silence': {
      if (args.length !== 1) return 'usage: silence MS';
      const m = ms(args[0], 'MS');
      return typeof m === 'string' ? m : { kind: 'silence', ms: m };
    }
    default:
      return `unknown action ${JSON.stringify(verb)} (initial, lift, place, slide, bounce, hover, setup, clear, press, wait, error, silence)`;
  }
}

/** One timed physical event of a planned script; `at` is ms from the start of the run. */
export type TimelineEvent =
  | { readonly at: number; readonly line: number; readonly kind: 'sensor'; readonly sensor: number; readonly state: SensorState }
  | { readonly at: number; readonly line: number; readonly kind: 'button'; readonly button: string }
  | { readonly at: number; readonly line: number; readonly kind: 'error'; readonly code: string; readonly sensor?: number }
  | { readonly at: number; readonly line: number; readonly kind: 'silence'; readonly on: boolean };

/** A planned script: events in time order, and the total duration in ms. */
export interface Timeline {
  readonly events: readonly TimelineEvent[];
  readonly durationMs: number;
  /** The physical sensor states when the script has ended. */
  readonly final: readonly SensorState[];
}

/** What {@link planScript} needs to know about the board. */
export interface PlanContext {
  readonly profile: BoardProfile;
  readonly sensorKind: SensorKind;
  /** Physical state at the start (default: all empty). */
  readonly initial?: readonly SensorState[];
  /** Buttons the board has (default `done`, `spin`). */
  readonly buttons?: readonly string[];
}

/**
 * Turns a script into timed sensor changes on a board with `profile` and `sensorKind`.
 * Cells resolve by name across the profile's games (`game:cell` when a name is ambiguous). A slide
 * passes every profile cell on the straight line between its ends (grid names such as `d3`: same file,
 * rank or diagonal; numbered spaces: the numbers between), each reached `stepMs` after the previous and
 * left a third of a step later (a dragged magnet briefly covers two sensors). Hall men are placed north
 * up unless `S` is given; slides carry the man's polarity. On a reed board every man reads `occupied`.
 * @returns the timeline, or `script/plan` listing every problem (unknown cell, lifting an empty cell,
 *   placing on an occupied one, a slide that is not straight, an unknown button).
 */
export function planScript(script: SensorScript, ctx: PlanContext): Result<Timeline, ScriptError> {
  const { profile, sensorKind } = ctx;
  const buttons = ctx.buttons ?? ['done', 'spin'];
  const state: SensorState[] = Array.from({ length: profile.sensorCount }, (_, i) => ctx.initial?.[i] ?? 'empty');
  const events: TimelineEvent[] = [];
  const problems: { line: number; message: string }[] = [];
  let now = 0;
  const man = (p: Polarity | undefined): SensorState => (sensorKind === 'reed' ? 'occupied' : p === 'S' ? 'south' : 'north');

  for (const step of script.steps) {
    now += step.delayMs;
    const line = step.line;
    const problem = (message: string): void => void problems.push({ line, message });
    const sensorOf = (ref: string): number | undefined => {
      const s = resolveCell(profile, ref);
      if (s === undefined) problem(`no cell ${JSON.stringify(ref)} on profile ${profile.name} (or the name is ambiguous: write game:cell)`);
      return s;
    };
    const set = (at: number, sensor: number, s: SensorState): void => {
      state[sensor] = s;
      events.push({ at, line, kind: 'sensor', sensor, state: s });
    };
    const a = step.action;
    switch (a.kind) {
      case 'lift': {
        const s = sensorOf(a.cell);
        if (s === undefined) break;
        if (state[s] === 'empty') problem(`lift ${a.cell}: there is no man on ${a.cell}`);
        else set(now, s, 'empty');
        break;
      }
      case 'place': {
        const s = sensorOf(a.cell);
        if (s === undefined) break;
        if (state[s] !== 'empty') problem(`place ${a.cell}: ${a.cell} is already occupied`);
        else set(now, s, man(a.polarity));
        break;
      }
      case 'hover': {
        const s = sensorOf(a.cell);
        if (s === undefined) break;
        if (state[s] !== 'empty') problem(`hover ${a.cell}: ${a.cell} is occupied`);
        else {
          set(now, s, man(a.polarity));
          now += a.ms;
          set(now, s, 'empty');
        }
        break;
      }
      case 'setup':
      case 'clear': {
        const targets =
          a.kind === 'clear'
            ? state.map((_, i) => i)
            : a.cells.map((c) => sensorOf(c)).filter((s): s is number => s !== undefined);
        for (const s of targets) {
          if (a.kind === 'clear') {
            if (state[s] !== 'empty') set(now, s, 'empty');
          } else if (state[s] !== 'empty') problem(`setup: sensor ${s} is already occupied`);
          else set(now, s, man(a.polarity));
        }
        break;
      }
      case 'bounce': {
        const s = sensorOf(a.cell);
        if (s === undefined) break;
        const settled = state[s]!;
        const flicker: SensorState = settled === 'empty' ? man(undefined) : 'empty';
        for (let k = 0; k < a.count; k++) {
          now += a.gapMs;
          set(now, s, flicker);
          now += a.gapMs;
          set(now, s, settled);
        }
        break;
      }
      case 'slide': {
        const from = sensorOf(a.from);
        const to = sensorOf(a.to);
        if (from === undefined || to === undefined) break;
        const between = cellsBetween(a.from, a.to);
        if (between === undefined) {
          problem(`slide ${a.from} ${a.to}: the cells are not on one straight line`);
          break;
        }
        const carried = state[from]!;
        if (carried === 'empty') {
          problem(`slide ${a.from} ${a.to}: there is no man on ${a.from}`);
          break;
        }
        if (state[to] !== 'empty' && to !== from) {
          problem(`slide ${a.from} ${a.to}: ${a.to} is occupied`);
          break;
        }
        const path = [from, ...between.map((c) => resolveCell(profile, c)).filter((s): s is number => s !== undefined), to];
        const overlap = Math.max(1, Math.round(a.stepMs / 3));
        // A cell already holding another man stays occupied while the dragged man passes over it.
        const entered = path.map((_, k) => k === 0);
        for (let k = 1; k < path.length; k++) {
          const enter = now + k * a.stepMs;
          if (state[path[k]!] === 'empty') {
            set(enter, path[k]!, carried);
            entered[k] = true;
          }
          if (entered[k - 1]) set(enter + overlap, path[k - 1]!, 'empty');
        }
        now += (path.length - 1) * a.stepMs + overlap;
        break;
      }
      case 'press':
        if (!buttons.includes(a.button)) problem(`press ${a.button}: the board has no button ${a.button} (it has ${buttons.join(', ') || 'none'})`);
        else events.push({ at: now, line, kind: 'button', button: a.button });
        break;
      case 'wait':
        now += a.ms;
        break;
      case 'error': {
        const s = a.cell === undefined ? undefined : sensorOf(a.cell);
        if (a.cell !== undefined && s === undefined) break;
        events.push(s === undefined ? { at: now, line, kind: 'error', code: a.code } : { at: now, line, kind: 'error', code: a.code, sensor: s });
        break;
      }
      case 'silence':
        events.push({ at: now, line, kind: 'silence', on: true });
        now += a.ms;
        events.push({ at: now, line, kind: 'silence', on: false });
        break;
    }
  }
  if (problems.length > 0) return err(scriptError('script/plan', problems));
  const sorted = events.map((e, i) => [e, i] as const).sort((x, y) => x[0].at - y[0].at || x[1] - y[1]).map(([e]) => e);
  return ok({ events: sorted, durationMs: now, final: state });
}

/**
 * The cell names strictly between `from` and `to` on a straight line, in order from `from`:
 * grid names (`d3` -> `d5` gives `d4`; files a..z, ranks 1..99; rook or bishop lines only) or
 * numbered spaces (`3` -> `7` gives `4 5 6`). `undefined` when the two are not on one line;
 * `[]` for neighbours or names of other forms (a slide between them passes nothing in between).
 */
export function cellsBetween(from: string, to: string): readonly string[] | undefined {
  const strip = (s: string): string => s.slice(s.indexOf(':') + 1);
  const f = strip(from);
  const t = strip(to);
  const prefix = from.includes(':') ? from.slice(0, from.indexOf(':') + 1) : '';
  if (/^\d+$/.test(f) && /^\d+$/.test(t)) {
    const a = Number(f);
    const b = Number(t);
    const dir = Math.sign(b - a);
    const out: string[] = [];
    for (let n = a + dir; n !== b; n += dir) out.push(`${prefix}${n}`);
    return out;
  }
  const grid = /^([a-z])(\d{1,2})$/;
  const gf = grid.exec(f);
  const gt = grid.exec(t);
  if (gf === null || gt === null) return [];
  const x0 = gf[1]!.charCodeAt(0);
  const y0 = Number(gf[2]);
  const dx = gt[1]!.charCodeAt(0) - x0;
  const dy = Number(gt[2]) - y0;
  if (!(dx === 0 || dy === 0 || Math.abs(dx) === Math.abs(dy))) return undefined;
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  const out: string[] = [];
  for (let k = 1; k < n; k++) {
    out.push(`${prefix}${String.fromCharCode(x0 + (Math.sign(dx) * k))}${y0 + Math.sign(dy) * k}`);
  }
  return out;
}

function scriptError(code: ScriptError['code'], problems: readonly { line: number; message: string }[]): ScriptError {
  const what = code === 'script/syntax' ? 'cannot be read' : 'cannot be played on this board';
  return {
    code,
    message: `the sensor script ${what}:\n${problems.map((p) => `  line ${p.line}: ${p.message}`).join('\n')}`,
    problems,
  };
}
