/**
 * The one small interface every Parlour game implements.
 *
 * Design (see `../shared/style/anchors.md`, practices 1–6 and 10):
 * - A game is a plain declaration of pure functions over immutable position values. `play` never
 *   mutates its argument and never throws for an illegal move: it returns a `MoveError` that says
 *   which rule forbids it, quoting the rule sheet.
 * - Positions carry their validated rule options, so `play`, `legalMoves` and `status` need nothing else.
 * - Randomness (the teetotum games) enters as explicit moves: a teetotum spin is a move like any other
 *   (see {@link Game.awaitsSpin}); the session draws it from a seeded generator or a person enters it.
 * - Text notation comes in `parseX`/`formatX` pairs with `formatX(parseX(s)) === s` for canonical `s`.
 * - What a sensor board can see of a position is described by {@link PhysicalModel}; games that cannot
 *   be sensed (Spoof) leave it out.
 */
import type { Message } from '../i18n/index';
import type { Result } from './result';
import type { OptionsSpec } from './options';

/** Every game Parlour knows, as a closed vocabulary (ids are used on the CLI and in records). */
export const GAME_IDS = ['morris', 'not-made-in-germany', 'archery', 'quoits', 'spoof'] as const;
/** One of {@link GAME_IDS}. */
export type GameId = (typeof GAME_IDS)[number];

/** Type guard for {@link GameId}. */
export function isGameId(s: unknown): s is GameId {
  return typeof s === 'string' && (GAME_IDS as readonly string[]).includes(s);
}

/** A seat at the table, 0-based in playing order as the game defines it (Morris: 0 = white, 1 = black). */
export type PlayerIndex = number;

/** Default name and colour of one seat. */
export interface SeatInfo {
  /** Display name, e.g. "White", "England". */
  readonly name: string;
  /** CSS colour for the seat's men; the set of a game must be told apart by colour-blind players. */
  readonly colour: string;
}

/** How many players a game takes and what its seats are called. */
export interface PlayerSpec {
  /** Fewest players (inclusive). */
  readonly min: number;
  /** Most players (inclusive). */
  readonly max: number;
  /** One entry per seat, `max` entries long. */
  readonly seats: readonly SeatInfo[];
}

/**
 * Where a rule comes from: a sheet in `../shared/rules/` and the sentence relied on, quoted as transcribed.
 * The quotation stays verbatim English in every language (it is a historical source); `id` keys its
 * translation in the catalogues (`quote.<id>`, e.g. `quote.morris.alongLines`), shown beside it.
 */
export interface RuleCitation {
  /** File name of the sheet, e.g. `001_08482469b23ea4ed.txt`. */
  readonly sheet: string;
  /** The sentence (or the part of it) that the rule rests on, verbatim from the transcription. */
  readonly quote: string;
  /** `<game>.<sentence>`: the catalogue key of the quotation's translation, `quote.<id>`. */
  readonly id: string;
}

/**
 * Why a move was refused.
 * `code` is a stable, namespaced string (`morris/not-adjacent`) for programs and tests;
 * `message` says it for people, as a {@link Message} (a fragment: "d2 and d4 are not next to each other
 * on a line") that the edges put into words in the reader's language; `rule` cites the sheet where one
 * applies (options such as `flying` cite the option instead, in `message`).
 */
export interface MoveError {
  readonly code: string;
  readonly message: Message;
  readonly rule?: RuleCitation;
}

/**
 * Why a notation string, JSON value or setup could not be read. `code` is namespaced (`notation/…`);
 * `message` says it for people (a {@link Message}).
 */
export interface NotationError {
  readonly code: string;
  readonly message: Message;
}

/**
 * The state of a game. `winners` holds several seats only for a declared tie between them (Archery);
 * `reason` says why the game ended, as a {@link Message} (a fragment: "Black is blocked (no legal move)
 * and loses (option blocked: loses)").
 */
export type Status =
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'won'; readonly winners: readonly PlayerIndex[]; readonly reason: Message }
  | { readonly kind: 'draw'; readonly reason: Message };

/** Any JSON value; positions and moves serialise to this. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * What an occupancy/polarity sensor board can see of a position, cell by cell.
 * Keys are cell names in the game's notation (Morris `a7`, Not Made in Germany `d1`, Archery `5`);
 * values list the owner of every man on the cell (empty array: vacant; Archery may stack several).
 */
export type CellContents = Readonly<Record<string, readonly PlayerIndex[]>>;

/**
 * The physical side of a game, used by move inference (`src/inference/`).
 * Source: `../shared/background/sensor-board-protocols.md` §2.6 (a layout maps sensors to cells) and
 * the picochess "match whole positions" lesson in `sensor-board-anchors.md` §B.
 */
export interface PhysicalModel<P, M> {
  /** Every cell a board profile may map a sensor to, in a fixed order. */
  readonly cells: readonly string[];
  /** The men on each cell in `pos`; every name of `cells` is a key. */
  contents(pos: P): CellContents;
  /**
   * The board states a person passes through while carrying out `move` from `pos`, in order, each a
   * complete {@link CellContents}; the last equals `contents(play(pos, move))`. A Morris move with a
   * capture has two (man moved, man taken); a jump chain one per landing. Default: only the last.
   */
  stages?(pos: P, move: M): readonly CellContents[];
}

/**
 * A game: a plain declaration of pure functions. `P` is the immutable position, `M` a move,
 * `O` the validated rule options.
 */
export interface Game<P, M, O> {
  /** Stable id used on the CLI and in records. */
  readonly id: GameId;
  /** Display name, e.g. "Nine Men's Morris". */
  readonly name: string;
  /** The rule sheet file in `../shared/rules/` this game implements. */
  readonly sheet: string;
  /** Player count range and seats. */
  readonly players: PlayerSpec;
  /** Rule options: schema, defaults, presets and documentation. Parse with `parseOptions` in `./options`. */
  readonly options: OptionsSpec<O>;
  /**
   * The start position for validated `options` and `playerCount` players.
   * Errors: `setup/player-count` when `playerCount` is outside `players.min..max`.
   */
  setup(options: O, playerCount: number): Result<P, NotationError>;
  /** The options a position was set up with. */
  optionsOf(pos: P): O;
  /** The seat to act next (move or spin), or `undefined` once the game is over. */
  turn(pos: P): PlayerIndex | undefined;
  /**
   * `true` when the next action is a teetotum spin rather than a move; the listed legal moves are
   * then the possible spin results. Absent for games without chance.
   */
  awaitsSpin?(pos: P): boolean;
  /**
   * Every legal move in `pos`, each once, in a deterministic order; `[]` when the game is over.
   * Games with continuous moves (Spoof) list a documented representative sample. The list and its moves
   * are read-only: a game may hand out the same (frozen) move objects from call to call (Morris interns
   * them), so compare moves by value or notation, never mutate them.
   */
  legalMoves(pos: P): readonly M[];
  /** Plays `move`, returning the new position or why it is illegal (quoting the rule). Never mutates `pos`. */
  play(pos: P, move: M): Result<P, MoveError>;
  /**
   * Ongoing, won (by whom, why) or drawn (why). Sessions, views and playouts ask for it several times
   * a ply, so a game computes it once per position (Morris and Not Made in Germany keep it in the
   * position, made with it) rather than on every call.
   */
  status(pos: P): Status;
  /** Reads a position in the game's notation; `options` supplies the rules it is to be played under. */
  parsePosition(text: string, options: O): Result<P, NotationError>;
  /** Writes a position in the game's canonical notation. */
  formatPosition(pos: P): string;
  /** Reads a move in the game's notation (syntax only; legality is `play`'s job). */
  parseMove(text: string): Result<M, NotationError>;
  /** Writes a move in canonical notation. */
  formatMove(move: M): string;
  /** The sensor-board view of the game, for games a board can sense. */
  readonly physical?: PhysicalModel<P, M>;
}

/** A game with its type parameters erased, for registries, the CLI and the host. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;

/**
 * The citations of a sheet's sentences, by topic: `{ alongLines: 'Sat all moves …' }` becomes
 * `{ alongLines: { sheet, quote: 'Sat all moves …', id: '<game>.alongLines' } }` (see {@link RuleCitation}).
 * @param game the game id, the first part of each citation's `id`.
 */
export function citations<K extends string>(game: GameId, sheet: string, sentences: Readonly<Record<K, string>>): Readonly<Record<K, RuleCitation>> {
  const out = {} as Record<K, RuleCitation>;
  for (const key of Object.keys(sentences) as K[]) out[key] = Object.freeze({ sheet, quote: sentences[key], id: `${game}.${key}` });
  return Object.freeze(out);
}
