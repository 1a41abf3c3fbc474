/**
 * The attract loop's caption: one line saying what the last ply of a demonstration game did (issue 16:
 * "one caption line explaining what just happened ('White closed a row and takes a black man')"), as a
 * {@link Message} for the renderer to say in the visitor's language.
 *
 * Each game is described in its own words, from what the ply changed on the board (the game's physical
 * model: which cells the mover's men left and reached, which men of other seats went) and from the move
 * itself where the board cannot show it (a teetotum spin, an Archery arrow that misses, a Spoof flick):
 * - Morris: places / moves, or closes a row and takes a man (`kiosk.caption.mill`);
 * - Not Made in Germany: steps, jumps, or passes;
 * - Archery: spins, enters an arrow, moves it, reaches the target, misses;
 * - Quoits: spins and pitches a man onto a space (the spin decides the space);
 * - Spoof: flicks, and wins or loses men.
 * Anything else falls back to "{seat} plays {notation}".
 */
import type { AnyGame, CellContents, PlayerIndex, Status } from '../core/game';
import { msg, type Message } from '../i18n';

/** What one ply changed on the board for its mover: cells gained and left (one entry per man), men of other seats gone. */
interface BoardChange {
  readonly gained: readonly string[];
  readonly left: readonly string[];
  readonly taken: readonly { readonly cell: string; readonly seat: PlayerIndex }[];
}

function countOf(contents: CellContents, cell: string, seat: PlayerIndex): number {
  return (contents[cell] ?? []).filter((s) => s === seat).length;
}

/** The change between two positions' contents, seen from `mover` (see {@link BoardChange}). */
function boardChange(game: AnyGame, before: unknown, after: unknown, mover: PlayerIndex): BoardChange | undefined {
  const physical = game.physical;
  if (physical === undefined) return undefined;
  const a = physical.contents(before);
  const b = physical.contents(after);
  const gained: string[] = [];
  const left: string[] = [];
  const taken: { cell: string; seat: PlayerIndex }[] = [];
  for (const cell of physical.cells) {
    const seats = new Set([...(a[cell] ?? []), ...(b[cell] ?? [])]);
    for (const seat of seats) {
      const d = countOf(b, cell, seat) - countOf(a, cell, seat);
      if (seat === mover) {
        for (let i = 0; i < d; i++) gained.push(cell);
        for (let i = 0; i < -d; i++) left.push(cell);
      } else if (d < 0) {
        taken.push({ cell, seat });
      }
    }
  }
  return { gained, left, taken };
}

/** The two numbers of a teetotum spin move (`src/games/teetotum/spin.ts` `SpinMove`), if `move` is one. */
function spinOf(move: unknown): { a: number; b: number } | undefined {
  const m = move as { kind?: unknown; a?: unknown; b?: unknown } | null;
  return m !== null && typeof m === 'object' && m.kind === 'spin' && typeof m.a === 'number' && typeof m.b === 'number' ? { a: m.a, b: m.b } : undefined;
}

/** Chebyshev distance of two grid cells (`d1`, `f5`); 0 when either is not a grid name. */
function gridDistance(a: string, b: string): number {
  const pa = /^([a-z])(\d+)$/.exec(a);
  const pb = /^([a-z])(\d+)$/.exec(b);
  if (pa === null || pb === null) return 0;
  return Math.max(Math.abs(pa[1]!.charCodeAt(0) - pb[1]!.charCodeAt(0)), Math.abs(Number(pa[2]) - Number(pb[2])));
}

function morrisCaption(seat: { game: string; seat: number }, change: BoardChange): Message | undefined {
  const to = change.gained[0];
  if (to === undefined) return undefined;
  const victim = change.taken[0];
  if (victim !== undefined) return msg('kiosk.caption.mill', { seat, to, man: { game: seat.game, seat: victim.seat }, cell: victim.cell });
  const from = change.left[0];
  return from === undefined ? msg('kiosk.caption.place', { seat, cell: to }) : msg('kiosk.caption.move', { seat, from, to });
}

function nmigCaption(seat: { game: string; seat: number }, change: BoardChange): Message | undefined {
  const from = change.left[0];
  const to = change.gained[0];
  if (from === undefined || to === undefined) return undefined;
  return gridDistance(from, to) > 1 ? msg('kiosk.caption.jump', { seat, from, to }) : msg('kiosk.caption.step', { seat, from, to });
}

/** Archery's arrow moves from their notation (`f-7`, `5-12`, `12-x`; `src/games/archery/notation.ts`). */
function archeryCaption(seat: { game: string; seat: number }, notation: string): Message | undefined {
  const m = /^(f|\d{1,2})-(x|\d{1,2})$/.exec(notation);
  if (m === null) return undefined;
  const [, from, to] = m as unknown as [string, string, string];
  if (to === 'x') return msg('kiosk.caption.miss', { seat });
  // Spaces 17..23 are the target (`src/games/archery/rules.ts` FIRST_TARGET_SPACE).
  if (Number(to) >= 17) return msg('kiosk.caption.target', { seat, cell: to });
  return from === 'f' ? msg('kiosk.caption.enter', { seat, cell: to }) : msg('kiosk.caption.advance', { seat, from, to });
}

/** The kind and number of Quoits space `id` in the position's layout (`src/games/quoits/layout.ts`). */
function quoitSpace(game: AnyGame, pos: unknown, id: string): { kind: 'hub' | 'doublet' | 'number'; value: number } | undefined {
  const layout = (game.optionsOf(pos) as { layout?: { sets?: readonly { spaces?: readonly { id: string; kind: string; value?: number }[] }[] } }).layout;
  for (const set of layout?.sets ?? []) {
    const sp = set.spaces?.find((s) => s.id === id);
    if (sp !== undefined && (sp.kind === 'hub' || sp.kind === 'doublet' || sp.kind === 'number')) return { kind: sp.kind, value: sp.value ?? 0 };
  }
  return undefined;
}

function spoofCaption(seat: { game: string; seat: number }, before: unknown, after: unknown): Message {
  // Spoof men change sides when covered (reversed) and leave play on the neutral ground: count the mover's men in play.
  const mine = (pos: unknown) => (pos as { men: readonly { owner: number; place: { kind: string } }[] }).men.filter((m) => m.owner === seat.seat && m.place.kind !== 'out').length;
  const won = mine(after) - mine(before);
  if (won > 0) return msg('kiosk.caption.flick-wins', { seat, n: won });
  if (won < 0) return msg('kiosk.caption.flick-loses', { seat, n: -won });
  return msg('kiosk.caption.flick', { seat });
}

/**
 * The caption of one ply.
 * @param game the game.
 * @param before the position the ply was played in (its seat to act is the mover).
 * @param move the ply's move, as `game.play` took it.
 * @param after the position after it.
 * @returns a `kiosk.caption.*` message.
 */
export function captionOf(game: AnyGame, before: unknown, move: unknown, after: unknown): Message {
  const mover = game.turn(before) ?? 0;
  const seat = { game: game.id, seat: mover };
  const notation = game.formatMove(move);
  const fallback = msg('kiosk.caption.played', { seat, move: notation });
  const spin = spinOf(move);
  if (notation === 'pass') return msg('kiosk.caption.pass', { seat });
  switch (game.id) {
    case 'morris': {
      const change = boardChange(game, before, after, mover);
      return (change && morrisCaption(seat, change)) ?? fallback;
    }
    case 'not-made-in-germany': {
      const change = boardChange(game, before, after, mover);
      return (change && nmigCaption(seat, change)) ?? fallback;
    }
    case 'archery':
      return spin !== undefined ? msg('kiosk.caption.spin', { seat, a: spin.a, b: spin.b }) : (archeryCaption(seat, notation) ?? fallback);
    case 'quoits': {
      if (spin === undefined) return fallback;
      const cell = boardChange(game, before, after, mover)?.gained[0];
      const space = cell === undefined ? undefined : quoitSpace(game, after, cell);
      // No man of the mover arrived: a spin for lead, or a man pitched and removed at once.
      if (space === undefined) return msg('kiosk.caption.spin', { seat, a: spin.a, b: spin.b });
      return msg('kiosk.caption.pitch', { seat, a: spin.a, b: spin.b, space: space.kind, value: space.value });
    }
    case 'spoof':
      return spoofCaption(seat, before, after);
  }
}

/**
 * The result of a finished game as a caption line (`undefined` while it is going on). A draw says why
 * (the game's reason): a Morris game drawn by threefold repetition or the no-capture limit (the
 * `repetition` and `noCaptureLimit` options; the sheet has no draw rule, its only end being "As soon as
 * either player loses all but two of his men, he can form no more rows, and therefore loses the games")
 * may leave one side men down, which reads as a fault without the reason.
 */
export function resultCaption(game: AnyGame, status: Status): Message | undefined {
  if (status.kind === 'ongoing') return undefined;
  if (status.kind === 'draw') return msg('kiosk.caption.draw', { why: status.reason });
  return msg('kiosk.caption.won', { seats: status.winners.map((seat) => ({ game: game.id, seat })), n: status.winners.length });
}
