/**
 * Spoof positions: twelve men with owner, place and centre, the side to shoot, and the shot count;
 * plus the position notation (`parsePosition`/`formatPosition`, a round trip for canonical text).
 *
 * Source: `003_f3d54d3140fde9d6.txt`: "The twelve men are equally divided between the two players ... one
 * player to be represented on the board by the men with the star uppermost, the other player taking the
 * remaining six men and placing them on the board with the plain side upwards. Each player arranges his
 * men on the board, the stars forming a row, one man on each of the six squares, at one end of the board,
 * and the plain men on the six squares at the opposite end."
 *
 * Notation (one line, tokens separated by single spaces):
 * `<turn> <shots> <chain> <man> × 12`, where `<turn>` is `S` (Stars to shoot) or `P` (Plain), `<shots>`
 * the number of shots played, `<chain>` `-` or the id of the man that has just covered (its side shoots
 * again), and each `<man>` is `<id><face>:<place>@<x>,<y>`: id 1..12, face `S` (star up: Stars' man) or `P`,
 * place `s0`..`s5` (a square at the Stars' end, 0 = leftmost) / `p0`..`p5` (Plain end) / `o` (the open
 * space) / `n` (out of play on the neutral ground), and the centre in mm with two decimals. Example start:
 * `S 0 - 1S:s0@50.00,45.00 2S:s1@100.00,45.00 … 12P:p5@300.00,555.00`.
 */
import { err, ok, type Result } from '../../core/result';
import type { NotationError, PlayerIndex, Status } from '../../core/game';
import { msg, type SeatRef } from '../../i18n/index';
import {
  BOARD,
  SQUARES_PER_END,
  SQUARE_CAPACITY,
  discInsideRect,
  offBoard,
  roundMm,
  squareLayout,
  squareRect,
  touchesNeutral,
  type End,
  type SquareRef,
} from './geometry';
import type { SpoofOptions } from './options';

/** Seat 0 plays the star-side men and shoots first ("The player who is represented by the stars, takes the first shot"). */
export const STARS: PlayerIndex = 0;
/** Seat 1 plays the plain-side men. */
export const PLAIN: PlayerIndex = 1;
/** Display names of the seats, by index. */
export const SIDE_NAMES = ['Stars', 'Plain'] as const;
/** Number of men: "twelve counters". */
export const MAN_COUNT = 12;

/** Where a man is: in a square, out in the open space, or out of play on the neutral ground. */
export type Place =
  | { readonly kind: 'square'; readonly end: End; readonly index: number }
  | { readonly kind: 'open' }
  | { readonly kind: 'out' };

/** One man: a two-sided counter whose face up (its `owner`) changes when it is reversed. */
export interface Man {
  /** 1..12; men 1..6 start star up at the Stars' end, 7..12 plain up at the Plain end. */
  readonly id: number;
  /** 0 = star up (Stars' man), 1 = plain up (Plain's man). */
  readonly owner: PlayerIndex;
  readonly place: Place;
  /** Centre, mm (board coordinates, see `geometry.ts`), on the 0.01 mm grid. */
  readonly x: number;
  readonly y: number;
}

/** An immutable Spoof position. */
export interface SpoofPosition {
  readonly options: SpoofOptions;
  /** All twelve men, ordered by id. */
  readonly men: readonly Man[];
  /** The side to shoot next (nominal once the game is over; see `status`). */
  readonly turn: PlayerIndex;
  /** Shots played so far. */
  readonly shots: number;
  /** The man that has just covered (its side shoots again), or `null` when the turn is fresh. */
  readonly chain: number | null;
}

/** The end where `owner`'s squares are: Stars at y = 0, Plain at y = length. */
export function homeEnd(owner: PlayerIndex): End {
  return owner === STARS ? 'stars' : 'plain';
}

/** The other seat. */
export function opponent(p: PlayerIndex): PlayerIndex {
  return p === STARS ? PLAIN : STARS;
}

/** Whether a man is in play (in a square or in the open), not out on the neutral ground. */
export function inPlay(m: Man): boolean {
  return m.place.kind !== 'out';
}

/** Men of `owner` in play. */
export function menInPlay(pos: SpoofPosition, owner: PlayerIndex): number {
  return pos.men.filter((m) => m.owner === owner && inPlay(m)).length;
}

/** Men of `owner` out in the open space. */
export function menInOpen(pos: SpoofPosition, owner: PlayerIndex): number {
  return pos.men.filter((m) => m.owner === owner && m.place.kind === 'open').length;
}

/** The man with `id`, or `undefined`. */
export function manById(pos: SpoofPosition, id: number): Man | undefined {
  return pos.men.find((m) => m.id === id);
}

/** The start position: men 1..6 star up, one in each Stars' square; men 7..12 plain up at the other end. */
export function startPosition(options: SpoofOptions): SpoofPosition {
  const men: Man[] = [];
  for (let owner = 0; owner < 2; owner++) {
    const end = homeEnd(owner);
    for (let index = 0; index < SQUARES_PER_END; index++) {
      const c = squareLayout({ end, index }, 1)[0]!;
      men.push({ id: owner * SQUARES_PER_END + index + 1, owner, place: { kind: 'square', end, index }, x: c.x, y: c.y });
    }
  }
  return freezePosition({ options, men, turn: STARS, shots: 0, chain: null });
}

/** Freezes a position and its men (positions are immutable values). */
export function freezePosition(pos: SpoofPosition): SpoofPosition {
  for (const m of pos.men) Object.freeze(m);
  Object.freeze(pos.men);
  return Object.freeze(pos);
}

/** Lays out the men of every square in the square's canonical spots (see `squareLayout`), by id. */
export function layOutSquares(men: readonly Man[]): Man[] {
  const out = men.map((m) => ({ ...m }));
  for (const end of ['stars', 'plain'] as const) {
    for (let index = 0; index < SQUARES_PER_END; index++) {
      const inside = out.filter((m) => m.place.kind === 'square' && m.place.end === end && m.place.index === index);
      if (inside.length === 0) continue;
      const spots = squareLayout({ end, index }, inside.length);
      inside.sort((a, b) => a.id - b.id);
      inside.forEach((m, k) => {
        m.x = spots[k]!.x;
        m.y = spots[k]!.y;
      });
    }
  }
  return out;
}

/** Number of men (any owner) placed in square `sq`. */
export function squareCount(men: readonly Man[], sq: SquareRef): number {
  return men.filter((m) => m.place.kind === 'square' && m.place.end === sq.end && m.place.index === sq.index).length;
}

/**
 * The square of `owner`'s home end that a man "removed to one of his own squares" goes to: the one
 * holding fewest men, the leftmost among equals. Six squares of four hold all twelve men, so one always has room.
 */
export function homeSquareFor(men: readonly Man[], owner: PlayerIndex): SquareRef {
  const end = homeEnd(owner);
  let best: SquareRef = { end, index: 0 };
  let bestCount = Infinity;
  for (let index = 0; index < SQUARES_PER_END; index++) {
    const c = squareCount(men, { end, index });
    if (c < bestCount) {
      best = { end, index };
      bestCount = c;
    }
  }
  return best;
}

function placeCode(p: Place): string {
  switch (p.kind) {
    case 'square':
      return `${p.end === 'stars' ? 's' : 'p'}${p.index}`;
    case 'open':
      return 'o';
    case 'out':
      return 'n';
  }
}

/** Writes a position in canonical notation (see the module docs). */
export function formatPosition(pos: SpoofPosition): string {
  const head = `${pos.turn === STARS ? 'S' : 'P'} ${pos.shots} ${pos.chain === null ? '-' : String(pos.chain)}`;
  const men = pos.men.map((m) => `${m.id}${m.owner === STARS ? 'S' : 'P'}:${placeCode(m.place)}@${m.x.toFixed(2)},${m.y.toFixed(2)}`);
  return [head, ...men].join(' ');
}

const MAN_RE = /^(\d{1,2})([SP]):(s[0-5]|p[0-5]|o|n)@(-?\d+(?:\.\d{1,2})?),(-?\d+(?:\.\d{1,2})?)$/;

function bad(why: string, code = 'notation/spoof-position'): Result<never, NotationError> {
  return err({ code, message: msg('spoof.notation.bad-position', { why }) });
}

/** A side of Spoof, for messages (`Stars`, `Plain` in the catalogue). */
export function seatOf(side: PlayerIndex): SeatRef {
  return { game: 'spoof', seat: side };
}

/**
 * The state of a game of Spoof from the men in play of each side (`stars`, `plain`), the shots played and
 * the `shotLimit` option (0: none): won by the side that still has men in play when the other has none
 * ("The player who first loses all his men loses the game."), drawn when one shot leaves neither side a
 * man in play; at the shot limit the side with more men in play wins, equal numbers draw. The on-screen
 * game (`status` in `index.ts`) and the scorekeeper (`scoreStatus`) both judge by it.
 */
export function statusOfCounts(stars: number, plain: number, shots: number, shotLimit: number): Status {
  if (stars === 0 && plain === 0) return { kind: 'draw', reason: msg('spoof.status.both-out') };
  if (stars === 0 || plain === 0) {
    const winner = stars === 0 ? 1 : 0;
    return { kind: 'won', winners: [winner], reason: msg('spoof.status.all-lost', { seat: seatOf(1 - winner) }) };
  }
  if (shotLimit > 0 && shots >= shotLimit) {
    if (stars === plain) return { kind: 'draw', reason: msg('spoof.status.limit-equal', { limit: shotLimit, n: stars }) };
    const winner = stars > plain ? 0 : 1;
    const [more, fewer] = stars > plain ? [stars, plain] : [plain, stars];
    return { kind: 'won', winners: [winner], reason: msg('spoof.status.limit-more', { limit: shotLimit, seat: seatOf(winner), more, fewer }) };
  }
  return { kind: 'ongoing' };
}

/**
 * Reads a position in the notation of the module docs and checks that it can occur: each id 1..12 once,
 * at most four men per square and each wholly inside its square, men in the open on the board and clear of
 * the neutral ground, men out of play on the neutral ground, and a `chain` man of the side to shoot that is in play.
 * Errors (`code`): `notation/spoof-position` (syntax), `notation/spoof-men` (ids), `notation/spoof-place`
 * (a man where its place cannot be), `notation/spoof-chain`.
 */
export function parsePosition(text: string, options: SpoofOptions): Result<SpoofPosition, NotationError> {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length !== 3 + MAN_COUNT) {
    return bad(`a Spoof position has 3 header fields and ${MAN_COUNT} men, got ${tokens.length} fields`);
  }
  const [t, n, c] = tokens as [string, string, string];
  if (t !== 'S' && t !== 'P') return bad(`the side to shoot must be S or P, got "${t}"`);
  if (!/^\d{1,6}$/.test(n)) return bad(`the shot count must be a whole number, got "${n}"`);
  if (c !== '-' && !/^\d{1,2}$/.test(c)) return bad(`the chain field must be "-" or a man's id, got "${c}"`);
  const men: Man[] = [];
  for (const tok of tokens.slice(3)) {
    const m = MAN_RE.exec(tok);
    if (m === null) return bad(`cannot read the man "${tok}" (expected e.g. 1S:s0@50.00,45.00)`);
    const id = Number(m[1]);
    const code = m[3]!;
    const place: Place =
      code === 'o'
        ? { kind: 'open' }
        : code === 'n'
          ? { kind: 'out' }
          : { kind: 'square', end: code[0] === 's' ? 'stars' : 'plain', index: Number(code[1]) };
    men.push({ id, owner: m[2] === 'S' ? STARS : PLAIN, place, x: roundMm(Number(m[4])), y: roundMm(Number(m[5])) });
  }
  men.sort((a, b) => a.id - b.id);
  for (let i = 0; i < MAN_COUNT; i++) {
    if (men[i]!.id !== i + 1) return bad(`the men must be numbered 1 to ${MAN_COUNT}, each once`, 'notation/spoof-men');
  }
  for (const m of men) {
    if (m.place.kind === 'square') {
      const sq = m.place;
      if (!discInsideRect(m.x, m.y, squareRect(sq.end, sq.index))) {
        return bad(`man ${m.id} is placed in square ${placeCode(sq)} but does not lie wholly inside it`, 'notation/spoof-place');
      }
      if (squareCount(men, sq) > SQUARE_CAPACITY) {
        return bad(`square ${placeCode(sq)} holds more than ${SQUARE_CAPACITY} men ("The squares will hold four men each.")`, 'notation/spoof-place');
      }
    } else if (m.place.kind === 'open') {
      if (offBoard(m.x, m.y)) return bad(`man ${m.id} is in the open but off the board`, 'notation/spoof-place');
      if (touchesNeutral(m.x, m.y)) return bad(`man ${m.id} is in the open but touches the neutral ground (it would be out of play)`, 'notation/spoof-place');
    } else if (!touchesNeutral(m.x, m.y)) {
      return bad(`man ${m.id} is out of play but not on the neutral ground`, 'notation/spoof-place');
    }
  }
  const turn = t === 'S' ? STARS : PLAIN;
  let chain: number | null = null;
  if (c !== '-') {
    chain = Number(c);
    const cm = men[chain - 1];
    if (cm === undefined || cm.owner !== turn || !inPlay(cm)) {
      return bad(`the chain man ${c} must be a man in play of the side to shoot`, 'notation/spoof-chain');
    }
  }
  return ok(freezePosition({ options, men, turn, shots: Number(n), chain }));
}

/** Radius of every man, mm (re-exported for drawing). */
export const MAN_RADIUS = BOARD.manRadius;
