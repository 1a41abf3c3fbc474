/**
 * What the Archery screen reads from a session view: the position (read with the game's own notation
 * reader), the choices of arrow with the space each lands on, the per-turn instruction, and the counts.
 * Pure functions; the rules stay in `src/games/archery` (this file only reads its notation and asks
 * `arrowLanding`/`arrowCount` for previews and counts, the same functions the host uses).
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF ARCH; issue 7 §2 and §5 ("Per-turn instructions ("Spin",
 * "Move an arrow 7 spaces: choose which"), the landing space previewed for each choice").
 */
import { t } from '../../lib/i18n.svelte';
import type { SessionView } from '$api';
import { parseOptions } from '$core/options';
import { archery, archeryScores, type ArcheryOptions, type ArcheryPosition } from '$games/archery/index';
import { parseArcheryPositionSyntax } from '$games/archery/notation';
import { arrowCount, AT_FLAG_STAFF, isTargetSpace, LINE_LENGTH, MISSED, ringName } from '$games/archery/rules';
import { seatName } from '../teetotum/men';
import { format, type Message } from '$i18n';

export { seatName };

/** The default options (for drawing a position whose options are not at hand, as in a replay). */
const DEFAULTS: ArcheryOptions = (() => {
  const r = parseOptions(archery.options, {});
  if (!r.ok) throw new Error(`archery defaults: ${format(r.error.message, 'en')}`);
  return r.value;
})();

/** The validated options of a view's raw options (the defaults when they do not validate). */
export function archeryOptionsOf(raw: unknown): ArcheryOptions {
  const r = parseOptions(archery.options, raw ?? {});
  return r.ok ? r.value : DEFAULTS;
}

/** Reads a position's notation for drawing (syntax only; the host validated it). */
export function readArchery(text: string, options: ArcheryOptions = DEFAULTS): ArcheryPosition | undefined {
  const r = parseArcheryPositionSyntax(text, options);
  return r.ok ? r.value : undefined;
}

/** Where an arrow stands, in words: "the flag-staff", "space 12", "space 20 (bull's-eye, 6)", "a miss". */
export function placeWords(place: number): string {
  if (place === AT_FLAG_STAFF) return 'the flag-staff';
  if (place === MISSED) return 'a miss';
  const ring = ringName(place);
  return ring === undefined ? `space ${place}` : `space ${place} (${ring}, ${arrowCount(place)})`;
}

/** One arrow the player to move may move with the pending spin. */
export interface ArrowChoice {
  /** The move's notation (`f-7`, `5-12`, `12-x`). */
  readonly notation: string;
  /** From: {@link AT_FLAG_STAFF} or a space 1..16. */
  readonly from: number;
  /** To: a space 1..23, or {@link MISSED}. */
  readonly to: number;
  /** "The arrow at the flag-staff", "The arrow on 5" (with the count when several stand there). */
  readonly label: string;
  /** Where it lands, in words ("lands on space 12", "lands in the bull's-eye: 6", "misses: counts nothing"). */
  readonly lands: string;
  /** The count the arrow would score where it lands (0 outside the target or a miss). */
  readonly count: number;
}

function readPlace(t: string): number | undefined {
  if (t === 'f') return AT_FLAG_STAFF;
  if (t === 'x') return MISSED;
  const n = Number(t);
  return Number.isInteger(n) && n >= 1 && n <= LINE_LENGTH ? n : undefined;
}

/** Reads an arrow move's notation (`5-12`) into its places. */
export function readArrowMove(notation: string): { from: number; to: number } | undefined {
  const m = /^(f|\d{1,2})-(x|\d{1,2})$/.exec(notation);
  if (!m) return undefined;
  const from = readPlace(m[1]!);
  const to = readPlace(m[2]!);
  return from === undefined || to === undefined ? undefined : { from, to };
}

/** The choices of arrow among `legal` (the view's legal moves), in the host's order. */
export function arrowChoices(pos: ArcheryPosition, legal: readonly string[]): ArrowChoice[] {
  const seat = pos.current;
  const set = seat === undefined ? [] : (pos.arrows[seat] ?? []);
  const out: ArrowChoice[] = [];
  for (const notation of legal) {
    const mv = readArrowMove(notation);
    if (mv === undefined) continue;
    const many = set.filter((a) => a === mv.from).length;
    const label =
      mv.from === AT_FLAG_STAFF
        ? many > 1
          ? `An arrow at the flag-staff (${many} wait there)`
          : 'The arrow at the flag-staff'
        : many > 1
          ? `An arrow on ${mv.from} (${many} stand there)`
          : `The arrow on ${mv.from}`;
    const count = arrowCount(mv.to);
    const lands =
      mv.to === MISSED
        ? 'is carried beyond the target: a miss, counts nothing'
        : isTargetSpace(mv.to)
          ? `lands on ${mv.to}, in the ${ringName(mv.to)}: counts ${count}`
          : `lands on space ${mv.to}`;
    out.push({ notation, from: mv.from, to: mv.to, label, lands, count });
  }
  return out;
}

/**
 * The instruction for the turn, as one sentence: spinning for lead, "Blue: spin", "Blue spun 3 and 4:
 * move an arrow 7 spaces: choose which", the computer thinking, or the result.
 */
export function archeryInstruction(view: SessionView, pos: ArcheryPosition | undefined): string {
  if (view.status.kind !== 'ongoing') return resultWords(view, pos);
  if (pos === undefined || view.turn === null) return '';
  const who = seatName(view, view.turn);
  const kind = view.seats[view.turn]?.kind;
  if (pos.lead !== undefined) {
    const tied = pos.lead.contenders.length < view.seats.length ? ' (a tie: the tied players spin again)' : '';
    return kind === 'computer' ? `Spin for lead${tied}: the computer spins for ${who}.` : `Spin for lead${tied}: ${who}, spin. The highest spin plays first.`;
  }
  if (pos.spin === undefined) {
    const turn = kind === 'computer' ? `${who}'s turn: the computer spins.` : `${who}: spin.`;
    // The spin for lead just decided (no arrow has left the flag-staff yet): say who won it (issue 14).
    const leadJustWon = view.moves.length > 0 && pos.arrows.every((set) => set.every((a) => a === AT_FLAG_STAFF));
    return leadJustWon ? `${turn} ${t('play.lead.won', { seat: { game: view.game, seat: view.turn } })}` : turn;
  }
  const sum = pos.spin.a + pos.spin.b;
  const choices = arrowChoices(pos, view.legalMoves.map((m) => m.notation));
  const spun = `${who} spun ${pos.spin.a === pos.spin.b ? `double ${pos.spin.a}` : `${pos.spin.a} and ${pos.spin.b}`}`;
  if (kind === 'computer') return `${spun}: the computer moves an arrow ${sum} spaces.`;
  const where = kind === 'board' && view.board.kind !== 'none' ? ' on the board' : '';
  if (choices.length === 1) {
    const c = choices[0]!;
    return `${spun}: move ${c.from === AT_FLAG_STAFF ? 'an arrow from the flag-staff' : `the arrow on ${c.from}`} ${sum} spaces${where} (the only choice).`;
  }
  return `${spun}: move an arrow ${sum} spaces${where}: choose which.`;
}

/** The result in words: the winner (or tie) and the counts. */
export function resultWords(view: SessionView, pos: ArcheryPosition | undefined, say: (m: Message) => string = (m) => format(m, 'en')): string {
  const st = view.status;
  if (st.kind === 'ongoing') return '';
  const scores = pos === undefined ? [] : archeryScores(pos);
  if (st.kind === 'draw') return `A tie: ${say(st.reason)}.`;
  const names = st.winners.map((w) => seatName(view, w));
  const best = st.winners[0] === undefined ? undefined : scores[st.winners[0]];
  const count = best === undefined ? '' : ` with a count of ${best}`;
  if (view.termination === 'resignation' || view.termination === 'agreement') return `${names.join(' and ')} win: ${say(st.reason)}.`;
  return names.length === 1 ? `${names[0]} wins${count}.` : `A tie: ${names.join(' and ')} share the largest count${best === undefined ? '' : `, ${best}`}.`;
}

/** One seat's row of the counts table: its arrows (in words) and count. */
export interface ArcheryScoreRow {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  /** Each arrow's place: `f` flag-staff, a space number, `x` missed. */
  readonly arrows: readonly string[];
  readonly count: number;
}

/** The counts table, seat by seat. */
export function archeryScoreRows(view: Pick<SessionView, 'seats'>, pos: ArcheryPosition): ArcheryScoreRow[] {
  const scores = archeryScores(pos);
  return pos.arrows.map((set, seat) => ({
    seat,
    name: seatName(view, seat),
    colour: view.seats[seat]?.colour ?? '#888',
    arrows: set.map((a) => (a === AT_FLAG_STAFF ? 'f' : a === MISSED ? 'x' : String(a))),
    count: scores[seat] ?? 0,
  }));
}

/** A move's one-line description for the history: "spun 3 and 4", "arrow from the flag-staff to 7", "arrow 12 to 19 (third ring, 3)". */
export function describeArcheryMove(move: string): string {
  const spin = /^(\d{1,2})\+(\d{1,2})(h?)$/.exec(move);
  if (spin) return `spun ${spin[1] === spin[2] ? `double ${spin[1]}` : `${spin[1]} and ${spin[2]}`}${spin[3] ? ' (by hand)' : ''}`;
  const mv = readArrowMove(move);
  if (mv === undefined) return move;
  const from = mv.from === AT_FLAG_STAFF ? 'from the flag-staff' : `from ${mv.from}`;
  return mv.to === MISSED ? `arrow ${from}: a miss` : `arrow ${from} to ${placeWords(mv.to).replace(/^space /, '')}`;
}
