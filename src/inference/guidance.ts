/**
 * Guidance: what the players must do to put the board right, as cells and messages (issue 4 §2: "say
 * exactly what is wrong, as cells and in a plain sentence: 'put the man back on a7', 'lift the man from
 * d3' ..."). The sentences themselves are the catalogue's (`guidance.*`, `inference.*` in
 * `src/i18n/`), in the reader's language; {@link guidanceText} puts a guidance into words.
 *
 * Men standing where the position has none are paired with cells that miss a man by a minimum-cost
 * assignment on grid distance (Centaur's correction mode, `sensor-board-anchors.md` §B), and shown as
 * one "move" step; what stays unpaired is a lift or a put. Steps are ordered clears first, then puts
 * (picochess' "all clears first, then puts", same section).
 */
import type { CellContents, PlayerIndex } from '../core/game';
import { asSentence, format, msg, type Lang, type Message, type SeatRef } from '../i18n/index';
import { assign } from './hungarian';
import { diffReading, seatReading, type BoardReading, type Sensing } from './reading';

/**
 * One thing to do to one cell.
 * - `lift`: take the man off `cell`;
 * - `put`: put a man of `seat` on `cell` (`back`: it was there in the position and has been lifted);
 * - `move`: carry the man on `from` to `cell`;
 * - `turn`: the man on `cell` shows the other colour (hall boards): put one of `seat` there instead;
 * - `take`: a man of `seat` on `cell` may be captured now (shown while a capture is awaited).
 */
export interface GuidanceStep {
  readonly kind: 'lift' | 'put' | 'move' | 'turn' | 'take';
  readonly cell: string;
  readonly from?: string;
  readonly seat?: PlayerIndex;
  readonly back?: boolean;
  /** The step for people: a `guidance.step.*` fragment ("put the man back on a7"). */
  readonly say: Message;
}

/**
 * What to show: a code for programs, the reason and the steps for people (as messages), and the cells to
 * highlight (the host lights the same cells on the board's LEDs).
 * `kind`: `setup` (lay out the position), `mismatch` (settled board matches nothing, after the guidance
 * delay), `flag` (something just done is wrong, said at once), `incomplete` (a move under way, e.g. a
 * mill formed and no man taken yet).
 */
export interface Guidance {
  readonly kind: 'setup' | 'mismatch' | 'flag' | 'incomplete';
  readonly code: string;
  /** Why, as a fragment ("it is Black's turn"); absent when there is nothing to add. */
  readonly reason?: Message;
  /**
   * When set, the whole guidance in one message, said instead of the reason and the steps (the steps
   * still light their cells): "the man from d6 is in the hand: put it on d7 or e5, or back on d6".
   */
  readonly whole?: Message;
  readonly steps: readonly GuidanceStep[];
  readonly cells: readonly { readonly cell: string; readonly kind: GuidanceStep['kind'] }[];
}

/** The step that puts back on `cell` the man of `seat` that was lifted from it: "put the man back on a7". */
export function putBackStep(cell: string, seat: PlayerIndex): GuidanceStep {
  return { kind: 'put', cell, seat, back: true, say: msg('guidance.step.put-back', { cell }) };
}

/** The step that carries the man standing on `from` back to `cell`: "put the man from c3 back on d2". */
export function moveBackStep(from: string, cell: string, seat: PlayerIndex | undefined): GuidanceStep {
  return { kind: 'move', cell, from, ...(seat === undefined ? {} : { seat }), say: msg('guidance.step.move-back', { from, to: cell }) };
}

/** Grid coordinates of a cell for distances: `a7` → (0, 7); other names → their index in `cells`. */
function coordinates(cell: string, cells: readonly string[]): readonly [number, number] {
  const m = /^([a-z])(\d+)$/.exec(cell);
  if (m !== null) return [m[1]!.charCodeAt(0) - 97, Number(m[2])];
  const i = cells.indexOf(cell);
  return [i < 0 ? 0 : i, 0];
}

/** Manhattan distance between two cells on the board's grid (see {@link coordinates}). */
export function cellDistance(a: string, b: string, cells: readonly string[]): number {
  const [ax, ay] = coordinates(a, cells);
  const [bx, by] = coordinates(b, cells);
  return Math.abs(ax - bx) + Math.abs(ay - by);
}

/** Arguments of {@link correctionSteps}. */
export interface CorrectionInput {
  /** The board now. */
  readonly reading: BoardReading;
  /** The men the board should show. */
  readonly target: CellContents;
  /** The game's cells (order of the steps). */
  readonly cells: readonly string[];
  readonly sensing: Sensing;
  /** The seat as messages name it (`{ game: 'morris', seat }`). */
  readonly seatRef: (seat: PlayerIndex) => SeatRef;
  /** `true` while laying out a position (new men are put, not put back). */
  readonly setup: boolean;
}

/**
 * The steps that turn `reading` into `target`: lifts, then moves (paired by least total distance; on a
 * hall board only men of the right colour are paired), then colour fixes, then puts.
 * Returns `[]` when the board already agrees.
 */
export function correctionSteps(input: CorrectionInput): GuidanceStep[] {
  const { reading, target, cells, sensing, seatRef, setup } = input;
  const diff = diffReading(reading, target, cells, sensing);
  const ownerOf = (c: string): PlayerIndex | undefined => {
    const o = target[c] ?? [];
    return o[o.length - 1];
  };
  const cost = diff.extra.map((x) =>
    diff.missing.map((m) => {
      const seat = ownerOf(m);
      const r = reading[x];
      if (sensing.kind === 'hall' && seat !== undefined && r !== 'occupied' && r !== seatReading(seat, sensing)) return Infinity;
      return cellDistance(x, m, cells);
    }),
  );
  const pairs = assign(cost);
  const pairedMissing = new Set<string>();
  const lifts: GuidanceStep[] = [];
  const moves: GuidanceStep[] = [];
  diff.extra.forEach((x, i) => {
    const j = pairs[i] ?? -1;
    if (j < 0) {
      lifts.push({ kind: 'lift', cell: x, say: msg('guidance.step.lift', { cell: x }) });
      return;
    }
    const to = diff.missing[j]!;
    pairedMissing.add(to);
    const seat = ownerOf(to);
    moves.push(setup ? { kind: 'move', cell: to, from: x, ...(seat === undefined ? {} : { seat }), say: msg('guidance.step.move', { from: x, to }) } : moveBackStep(x, to, seat));
  });
  const turns: GuidanceStep[] = diff.wrongColour.map((c) => {
    const seat = ownerOf(c)!;
    return { kind: 'turn', cell: c, seat, say: msg('guidance.step.turn', { cell: c, seat: seatRef(seat), man: seatRef(seat) }) };
  });
  const puts: GuidanceStep[] = [];
  for (const m of diff.missing) {
    if (pairedMissing.has(m)) continue;
    const seat = ownerOf(m)!;
    puts.push(
      setup
        ? { kind: 'put', cell: m, seat, say: msg('guidance.step.put', { cell: m, man: seatRef(seat) }) }
        : putBackStep(m, seat),
    );
  }
  return [...lifts, ...moves, ...turns, ...puts];
}

/**
 * A guidance in words, in `lang`: its reason and its steps as sentences, "It is Black's turn. Put the man
 * back on a7." (steps joined with "; "), or its `whole` message as one sentence. Either part may be absent.
 * @param stepText the text of one step (default: its message); a screen may describe steps its own way
 *   (Archery: "space 5" for the cell `5`).
 */
export function guidanceText(g: Pick<Guidance, 'reason' | 'whole' | 'steps'>, lang: Lang, stepText: (s: GuidanceStep) => string = (s) => format(s.say, lang)): string {
  if (g.whole !== undefined) return asSentence(format(g.whole, lang), lang);
  const parts: string[] = [];
  if (g.reason !== undefined) parts.push(asSentence(format(g.reason, lang), lang));
  if (g.steps.length > 0) parts.push(asSentence(g.steps.map(stepText).join('; '), lang));
  return parts.join(' ');
}

/** A guidance as a screen lays it out: {@link guidanceLayout}. */
export interface GuidanceLayout {
  /** The sentence: the reason alone when there is a list, else everything to say ('' when nothing). */
  readonly sentence: string;
  /** The steps to do in order, one sentence each ("Put a black man on a7."); empty when there is no list. */
  readonly list: readonly string[];
}

/**
 * A guidance laid out for a screen, in `lang`, saying each step once: several steps with no `whole`
 * message become a numbered list under the reason ("Set the board up as shown." then "1. Put a black man
 * on a7." ...), and the sentence does not repeat them (a newcomer read the steps twice, once in the
 * sentence and again as the list). One step, or a guidance said `whole` (its steps are choices of which
 * one is to be done, "take a black man (a7, g7 or g1)", or are named in it), is one sentence, as
 * {@link guidanceText} says it, with no list.
 * @param stepText as for {@link guidanceText}.
 */
export function guidanceLayout(g: Pick<Guidance, 'reason' | 'whole' | 'steps'>, lang: Lang, stepText: (s: GuidanceStep) => string = (s) => format(s.say, lang)): GuidanceLayout {
  if (g.whole !== undefined || g.steps.length < 2) return { sentence: guidanceText(g, lang, stepText), list: [] };
  return {
    sentence: g.reason === undefined ? '' : asSentence(format(g.reason, lang), lang),
    list: g.steps.map((s) => asSentence(stepText(s), lang)),
  };
}

/** The cells of `steps` with what to do there (a `move` lights both its ends: `from` as a lift). */
export function guidanceCells(steps: readonly GuidanceStep[]): Guidance['cells'] {
  const out: { cell: string; kind: GuidanceStep['kind'] }[] = [];
  for (const s of steps) {
    if (s.kind === 'move' && s.from !== undefined) out.push({ cell: s.from, kind: 'lift' });
    out.push({ cell: s.cell, kind: s.kind });
  }
  return out;
}

/** Builds a {@link Guidance} from its parts (`reason` absent: the steps alone). */
export function makeGuidance(kind: Guidance['kind'], code: string, reason: Message | undefined, steps: readonly GuidanceStep[]): Guidance {
  return { kind, code, ...(reason === undefined ? {} : { reason }), steps, cells: guidanceCells(steps) };
}
