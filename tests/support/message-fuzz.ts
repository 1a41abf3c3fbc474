/**
 * Hostile messages for every method of the contract (issue 12, "Done when": "A fuzz test sends nested,
 * huge, deep and mistyped messages of every method to the web host and the IPC handlers and asserts the
 * process is alive and the game unchanged after each"). Seeded (pure-rand), so a failure names the seed
 * and index that reproduce it. Shared by the tests (a few hundred messages) and `bench/messages.ts`
 * (10^5).
 *
 * Every message is built to be refused: none is a valid call that could change the game (no legal
 * notation, no seat in range, no known option, no settings in range, no serial device), so the tests
 * assert each answer is an error as well as the game being unchanged. A nesting of thousands of levels
 * is a {@link Deep} node, written out as text by string repetition and as a value by a loop, so the
 * generator itself never recurses deeply.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { MAX_MESSAGE_BYTES, METHOD_NAMES } from '../../src/api';

/** `depth` levels of nesting (objects under `key`, or arrays when `key` is null) around a 1. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly key: string | null,
  ) {}
}

/** A message value: plain JSON, with {@link Deep} nodes standing for deep nesting. */
export type Shape = null | boolean | number | string | Deep | readonly Shape[] | { readonly [k: string]: Shape };

/** The families of hostile message. */
export const FUZZ_KINDS = ['deep', 'nested', 'huge', 'mistyped', 'envelope'] as const;
/** One of {@link FUZZ_KINDS}. */
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/** One hostile message: a method (or something in its place) and its parameters, or raw wire bytes. */
export interface FuzzMessage {
  readonly kind: FuzzKind;
  /** The method as sent: usually a method name, sometimes a mistyped one or not a string. */
  readonly method: Shape;
  readonly params: Shape;
  /** For `envelope` messages on the WebSocket: the raw frame, sent instead of a call (text or binary). */
  readonly wire?: string | Uint8Array;
}

/** Bytes of a frame on the wire (over `MAX_MESSAGE_BYTES`, the web host closes the socket with 1009). */
export function frameBytes(frame: string | Uint8Array): number {
  return typeof frame === 'string' ? Buffer.byteLength(frame, 'utf8') : frame.byteLength;
}

type Rng = { int(lo: number, hi: number): number; pick<T>(xs: readonly T[]): T; chance(p: number): boolean };

function rng(seed: number): Rng {
  let g = xoroshiro128plus(seed);
  const int = (lo: number, hi: number): number => {
    const [v, next] = [uniformInt(g, lo, hi), g];
    g = next;
    return v;
  };
  return { int, pick: (xs) => xs[int(0, xs.length - 1)]!, chance: (p) => int(0, 999) < p * 1000 };
}

const built = new Map<string, Shape>();
/** The shape made by `build` for `key`, made once (huge values are shared between messages). */
function memo(key: string, build: () => Shape): Shape {
  let v = built.get(key);
  if (v === undefined) built.set(key, (v = build()));
  return v;
}

/** Letters no game's notation uses, so a junk string is never a legal move or a known name. */
const JUNK = '~`^|\\{}<>?!§¤\u0000\u0007\ud800€ﾟ\u202e';
const junk = (r: Rng, n: number): string => Array.from({ length: n }, () => r.pick([...JUNK])).join('');
const junkKey = (r: Rng): string => r.pick(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', '', `zz${junk(r, r.int(1, 6))}`, `zz${r.int(0, 1e6)}`]);

/** Values of every JSON type that are wrong for any parameter (and never a valid seat, move or option). */
function wrongValue(r: Rng): Shape {
  return r.pick<() => Shape>([
    () => null,
    () => r.chance(0.5),
    () => -r.int(1, 1e9),
    () => r.int(8, 2 ** 31) + 0.5,
    () => 2 ** 53 + r.int(0, 10),
    () => 1e308,
    () => -0.000001,
    () => junk(r, r.int(0, 12)),
    () => [],
    () => [junk(r, 3), r.int(0, 9)],
    () => ({ [junkKey(r)]: junk(r, 2) }),
    () => JSON.parse('{"__proto__":{"polluted":true}}') as Shape,
  ])();
}

/** A random JSON tree `depth` levels deep with junk keys (never empty at the top): a chain, bushy in its last 3 levels. */
function tree(r: Rng, depth: number): Shape {
  if (depth <= 0) return wrongValue(r);
  const width = depth > 3 ? 1 : r.int(1, 4);
  if (r.chance(0.5)) return Array.from({ length: width }, () => tree(r, depth - 1));
  return Object.fromEntries(Array.from({ length: width }, () => [junkKey(r), tree(r, depth - 1)]));
}

/** A well-formed start of a newGame request, with `options` (or another field) spoilt. */
function spoiltNewGame(r: Rng, spoil: Shape): Shape {
  const base: Record<string, Shape> = { game: r.pick(['morris', 'quoits', 'not-made-in-germany']), players: ['screen', 'screen'] };
  const field = r.pick(['options', 'options', 'board', 'settings', 'players', 'game', 'start', 'seed', `zz${r.int(0, 99)}`]);
  return [{ ...base, [field]: spoil }];
}

/** Parameter lists wrong in type for `method` (each refused by the contract or, at worst, by the host). */
function mistyped(r: Rng, method: string): Shape {
  const v = wrongValue(r);
  const noArgs = ['catalogue', 'startup', 'resumeGame', 'discardResume', 'undo', 'redo', 'declineDraw', 'listPorts', 'saveRecord', 'listRecords', 'closeReplay', 'view'];
  if (noArgs.includes(method)) return r.pick<Shape>([[v], [null], [v, v], { 0: 'x' }, junk(r, 4), 7]);
  switch (method) {
    case 'playMove':
    case 'chooseCandidate':
      return r.pick<Shape>([[r.int(0, 99)], [null], [[junk(r, 2)]], [junk(r, r.int(1, 40)), v], [junk(r, r.int(1, 40))], [''], { 0: 'd2' }]);
    case 'resign':
    case 'offerDraw':
    case 'agreeDraw':
      return r.pick<Shape>([[r.int(8, 1e6)], [-r.int(1, 9)], [r.int(0, 6) + 0.5], [String(r.int(0, 1))], [null], [true], [0, 0], [[0]]]);
    case 'setLanguage':
      return r.pick<Shape>([['fr'], ['EN'], [null], [r.int(0, 9)], ['de', 'en'], [junk(r, 3)]]);
    case 'dismissNotice':
      return r.pick<Shape>([[0], [-r.int(1, 9)], [r.int(1, 9) + 0.5], [String(r.int(1, 9))], [null], [], [1, 2], [junk(r, 3)]]);
    case 'setSettings':
      return r.pick<Shape>([
        [{ settleMs: r.pick<Shape>([r.int(3001, 1e9), r.int(-1e6, 99), 'fast', null, 150.5]) }],
        [{ takebacks: junk(r, 5) }],
        [{ northSeat: r.int(2, 99) }],
        [{ [junkKey(r)]: 1 }],
        [v],
      ]);
    case 'connectBoard':
      return r.pick<Shape>([
        [{ kind: 'serial', path: r.pick(['/etc/passwd', '/dev/null', '/tmp', '/proc/self/mem', '../../etc/shadow', `/dev/${junk(r, 4)}`, '/nonexistent/ttyUSB9']) }],
        [{ kind: 'serial' }],
        [{ kind: junk(r, 3) }],
        [{ kind: 'virtual', profile: junk(r, 8) }],
        [{ kind: 'virtual', [junkKey(r)]: 1 }],
        [v],
      ]);
    case 'virtualBoard':
      // the fuzzed game is played on screen: even a well-formed action is refused (board/not-virtual)
      return r.pick<Shape>([[{ action: 'lift', cell: junk(r, 3) }], [{ action: 'place', cell: 'd2', polarity: junk(r, 2) }], [{ action: junk(r, 4) }], [{ action: 'lift', cell: 'a1' }], [v]]);
    case 'loadRecord':
      return r.pick<Shape>([[{ name: r.pick(['../../etc/passwd', '/etc/passwd', '..', 'nope.json', `${junk(r, 5)}.json`]) }], [{ text: junk(r, r.int(1, 200)) }], [{ text: '{"format":"parlour-record"' }], [{ name: 'a', text: 'b' }], [v]]);
    case 'replaySeek':
      return r.pick<Shape>([[{ ply: -r.int(1, 9) }], [{ ply: r.int(1_000_001, 1e9) }], [{ ply: 'last' }], [{}], [v]]);
    case 'peek':
      return r.pick<Shape>([[-r.int(1, 9)], [r.int(1_000_001, 1e9)], ['last'], [0.5], [v]]);
    case 'newGame':
      return spoiltNewGame(r, r.pick<Shape>([{ [junkKey(r)]: v }, v, junk(r, 9), { flying: junk(r, 2) }, { preset: junk(r, 6) }]));
    default:
      return [v];
  }
}

/** Raw frames that are not a call: not JSON, wrong envelope, bad ids, binary, broken UTF-8. */
function envelope(r: Rng): string | Uint8Array {
  return r.pick<() => string | Uint8Array>([
    () => '',
    () => '   ',
    () => 'null',
    () => '[]',
    () => String(r.int(0, 1e6)),
    () => `{"t":"call","id":1,"method":"undo","params":[]`,
    () => `{"t":"${junk(r, 3)}","id":2,"method":"undo","params":[]}`,
    () => `{"t":"call","id":${r.pick(['-1', '1.5', '"7"', '1e400', 'null', '9007199254740993'])},"method":"undo","params":[]}`,
    () => `{"t":"call","id":3,"params":[]}`,
    () => `{"t":"call","id":4,"method":"undo","params":{}}`,
    () => `{"t":"call","id":5,"method":"undo","params":[],"${junkKey(r)}":1}`,
    () => `\ufeff{"t":"call","id":6,"method":"undo","params":[]}x`,
    () => junk(r, r.int(1, 64)),
    () => Uint8Array.from({ length: r.int(1, 64) }, () => r.int(0, 255)),
    () => Uint8Array.from([0x7b, 0xff, 0xfe, 0xc0, 0x80, 0x7d]),
  ])();
}

/** Something in place of a method name that is none (a near miss, an inherited name, not a string). */
function notAMethod(r: Rng): Shape {
  return r.pick<Shape>(['PLAYMOVE', 'undo ', 'constructor', '__proto__', 'toString', 'hasOwnProperty', '', junk(r, 70), 42, null, ['undo'], { m: 'undo' }]);
}

/**
 * `count` hostile messages from `seed`, cycling through {@link FUZZ_KINDS} and every method, so even a
 * short run covers each kind for each method.
 */
export function fuzzMessages(seed: number, count: number): FuzzMessage[] {
  const r = rng(seed);
  const out: FuzzMessage[] = [];
  for (let i = 0; i < count; i++) {
    const kind = FUZZ_KINDS[i % FUZZ_KINDS.length]!;
    const method = Math.floor(i / FUZZ_KINDS.length) % METHOD_NAMES.length;
    const name = METHOD_NAMES[method]!;
    switch (kind) {
      case 'deep': {
        const depth = r.pick([33, 64, 1150, 5000, 60_000]);
        const key = r.chance(0.7) ? r.pick(['a', 'options', '__proto__']) : null;
        const d = memo(`deep:${depth}:${key}`, () => new Deep(depth, key)) as Deep;
        out.push({ kind, method: name, params: name === 'newGame' && r.chance(0.6) ? spoiltNewGame(r, d) : r.chance(0.5) ? [d] : d });
        break;
      }
      case 'nested': {
        const t = tree(r, r.int(2, 14));
        out.push({ kind, method: r.chance(0.9) ? name : notAMethod(r), params: name === 'newGame' ? spoiltNewGame(r, t) : [t] });
        break;
      }
      case 'huge': {
        // mostly tens of kilobytes, a quarter up to the largest a record may be, one in twenty over the
        // limit; sizes fall in 8 steps per range, and each huge value is built once and shared, so a
        // long run spends its time in the host, not in making strings
        const step = r.int(0, 7);
        const over = r.chance(0.05);
        const size = over ? MAX_MESSAGE_BYTES + 512 * (step + 1) : r.chance(0.26) ? 300_000 + step * 100_000 : 10_000 + step * 12_800;
        const variant = r.int(0, 4);
        const c = r.pick(['\u0000', '€', '\ud800', '~']); // 6, 3, 6 (escaped) and 1 bytes on the wire
        const params: Shape = memo(`${variant}:${size}:${variant === 0 ? c : ''}:${name === 'newGame' ? 'n' : ''}`, () =>
          [
            () => [c.repeat(size)],
            () => [{ text: `x${'~'.repeat(size)}` }],
            () => (name === 'newGame' ? spoiltNewGame(rng(size), 'y'.repeat(size)) : ['z'.repeat(size)]),
            () => [Array.from({ length: 20_001 + step * 5_000 }, () => 0)],
            () => [Object.fromEntries(Array.from({ length: 20_001 + step * 1_200 }, (_, k) => [`zz${k}`, k]))],
          ][variant]!(),
        );
        out.push({ kind, method: name, params });
        break;
      }
      case 'mistyped':
        out.push({ kind, method: r.chance(0.9) ? name : notAMethod(r), params: mistyped(r, name) });
        break;
      case 'envelope':
        out.push({ kind, method: name, params: [], wire: envelope(r) });
        break;
    }
  }
  return out;
}

const texts = new WeakMap<object, string>();
const values = new WeakMap<object, unknown>();

/** `f(shape)`, remembered for a shape object (huge and deep shapes are shared between messages). */
function cached<T>(cache: WeakMap<object, T>, shape: Shape, f: () => T): T {
  if (shape === null || typeof shape !== 'object') return f();
  let v = cache.get(shape);
  if (v === undefined) cache.set(shape, (v = f()));
  return v;
}

/** JSON text of `shape` (a {@link Deep} as repeated brackets; recursion only over the shallow part). */
export function shapeText(shape: Shape): string {
  return cached(texts, shape, () => textOf(shape));
}

function textOf(shape: Shape): string {
  if (shape instanceof Deep) {
    return shape.key === null ? `${'['.repeat(shape.depth)}1${']'.repeat(shape.depth)}` : `${`{${JSON.stringify(shape.key)}:`.repeat(shape.depth)}1${'}'.repeat(shape.depth)}`;
  }
  if (Array.isArray(shape)) return `[${shape.map(shapeText).join(',')}]`;
  if (shape !== null && typeof shape === 'object') {
    // own keys only, so a `__proto__` key set with defineProperty-like literals is written out as a key
    return `{${Object.keys(shape).map((k) => `${JSON.stringify(k)}:${shapeText((shape as Record<string, Shape>)[k]!)}`).join(',')}}`;
  }
  return JSON.stringify(shape);
}

/**
 * The value of `shape` as a structured clone would deliver it (a {@link Deep} built by a loop). The
 * same shape gives the same value object: the host must not change what it is given.
 */
export function shapeValue(shape: Shape): unknown {
  return cached(values, shape, () => valueOf(shape));
}

function valueOf(shape: Shape): unknown {
  if (shape instanceof Deep) {
    let v: unknown = 1;
    for (let i = 0; i < shape.depth; i++) v = shape.key === null ? [v] : Object.defineProperty({}, shape.key, { value: v, enumerable: true, writable: true, configurable: true });
    return v;
  }
  if (Array.isArray(shape)) return shape.map(shapeValue);
  if (shape !== null && typeof shape === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(shape)) Object.defineProperty(o, k, { value: shapeValue((shape as Record<string, Shape>)[k]!), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return shape;
}

/** The WebSocket frame of message `m` sent with call id `id`. */
export function wireFrame(m: FuzzMessage, id: number): string | Uint8Array {
  if (m.wire !== undefined) return m.wire;
  return `{"t":"call","id":${id},"method":${shapeText(m.method)},"params":${shapeText(m.params)}}`;
}

/** What must not change while hostile messages arrive: the game, its history, settings and board. */
export function gameDigest(view: unknown): string {
  const v = view as {
    id: string;
    position: string;
    phase: string;
    moves: readonly { notation: string }[];
    settings: unknown;
    status: unknown;
    canUndo: boolean;
    canRedo: boolean;
    board: { kind: string };
    options: unknown;
  } | null;
  if (v === null) return 'no game';
  return JSON.stringify([v.id, v.position, v.phase, v.moves.map((m) => m.notation), v.settings, v.status, v.canUndo, v.canRedo, v.board.kind, v.options]);
}
