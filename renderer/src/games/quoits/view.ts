/**
 * What the Quoits screen reads from a session view: the options (with the quoit layout: the default
 * reconstruction or a museum's), the position, where a throw would land (with the collision it causes),
 * what the last pitch did, the turn's instruction and the score table with each component of the score.
 * Pure functions; the rules stay in `src/games/quoits` (this file calls its `pitchOutcome` and
 * `scoreBoard`, the same functions the host uses).
 *
 * Source: `001_08482469b23ea4ed.txt`, GAME OF QUOITS; issue 7 §3 and §5 ("the quoit sets with hub and
 * spaces", "the scores table with each component of the Quoits score, and the winner").
 */
import { say, t } from '../../lib/i18n.svelte';
import type { SessionView } from '$api';
import { parseOptions } from '$core/options';
import {
  DEFAULT_QUOIT_LAYOUT,
  gameComplete,
  indexLayout,
  matchOver,
  pitchOutcome,
  quoits,
  quoitsTotals,
  scoreBoard,
  setOfSeat,
  type PitchOutcome,
  type QuoitLayout,
  type QuoitsOptions,
  type QuoitsPosition,
} from '$games/quoits/index';
import { parseQuoitsPositionSyntax } from '$games/quoits/notation';
import { readSpin, spinWords, spunWords } from '../teetotum/spin-view';
import { seatName } from '../teetotum/men';
import { leadSpinEvents, replayer } from '../teetotum/plies';
import { format, msg, type Message, type MessageOf } from '$i18n';

export { seatName };

const DEFAULTS: QuoitsOptions = (() => {
  const r = parseOptions(quoits.options, {});
  if (!r.ok) throw new Error(`quoits defaults: ${format(r.error.message, 'en')}`);
  return r.value;
})();

const optionsCache = new Map<string, QuoitsOptions>();

/** The validated options of a view's raw options (cached by their JSON; the defaults when they do not validate). */
export function quoitsOptionsOf(raw: unknown): QuoitsOptions {
  const key = JSON.stringify(raw ?? {});
  const hit = optionsCache.get(key);
  if (hit) return hit;
  const r = parseOptions(quoits.options, raw ?? {});
  const value = r.ok ? r.value : DEFAULTS;
  if (optionsCache.size > 16) optionsCache.clear();
  optionsCache.set(key, value);
  return value;
}

/** Reads a position's notation for drawing (syntax only; the host validated it). */
export function readQuoits(text: string, options: QuoitsOptions = DEFAULTS): QuoitsPosition | undefined {
  const r = parseQuoitsPositionSyntax(text, options);
  return r.ok ? r.value : undefined;
}

/** `true` when the next spin pitches a man (not a spin for lead, not the first spin of a further game). */
export function pitchAwaited(p: QuoitsPosition): boolean {
  return p.lead === undefined && !gameComplete(p) && !matchOver(p);
}

/**
 * The label of a space, by id, in the reader's language: a label in the default reconstruction's form
 * (`Hub`, `Double 3`, `7`: the layout data is written in English) is said by its kind and value ("Nabe",
 * "Pasch 3"); a museum's own label as its layout file writes it.
 */
export function spaceLabel(layout: QuoitLayout, id: string): string {
  return spaceWords(layout, id, 'moves.quoits.space');
}

/**
 * Space `id` as a sentence names it, with its article where the language wants one ("went forward to
 * the hub", "rückte auf die Nabe vor"); a museum's own label as its layout file writes it.
 */
export function spaceInSentence(layout: QuoitLayout, id: string): string {
  return spaceWords(layout, id, 'moves.quoits.space-ref');
}

function spaceWords(layout: QuoitLayout, id: string, code: 'moves.quoits.space' | 'moves.quoits.space-ref'): string {
  const ix = indexLayout(layout);
  const i = ix.byId.get(id);
  if (i === undefined) return id;
  const space = ix.spaces[i]!;
  const standard = space.kind === 'hub' ? 'Hub' : space.kind === 'doublet' ? `Double ${space.value}` : String(space.value);
  return space.label === standard ? t(code, { kind: space.kind, value: space.value ?? 0 }) : space.label;
}

/**
 * What a pitch does, as a message: "goes to 7; Natural's man there is set back to 8", or under
 * `collisionForward: newcomer` "hits 7, where Natural's man stays; goes forward to Hub (the space behind was taken)".
 * `past` tells it as done ("went to 7").
 */
export function outcomeWords(view: Pick<SessionView, 'game'>, layout: QuoitLayout, o: PitchOutcome, past = false): Message {
  const when = past ? 'yes' : 'no';
  const where = spaceInSentence(layout, o.space);
  if (o.collision === undefined) return msg('moves.quoits.goes', { past: when, to: where });
  const c = o.collision;
  const fate = msg('moves.quoits.fate', {
    past: when,
    fate: c.result === 'set-back' ? 'set_back' : c.result === 'forward' ? 'forward' : 'removed',
    to: c.to === undefined ? '' : spaceInSentence(layout, c.to),
  });
  const owner = { game: view.game, seat: c.owner };
  return msg(c.mover === 'newcomer' ? 'moves.quoits.hits' : 'moves.quoits.bumps', { past: when, where, owner, fate });
}

/** Where a throw of `a`+`b` would send the next man, when a pitch is awaited. */
export function previewPitch(p: QuoitsPosition | undefined, a: number, b: number): PitchOutcome | undefined {
  if (p === undefined || !pitchAwaited(p)) return undefined;
  try {
    return pitchOutcome(p, { a, b });
  } catch {
    return undefined;
  }
}

/**
 * What the last move did, when it was a pitch: replays the game's moves from its start (the view's
 * options and seats) to the position before it. `undefined` for a spin for lead, a game started from a
 * given position, or anything that does not replay to the view's position.
 */
export function lastPitch(view: Pick<SessionView, 'moves' | 'seats' | 'position'>, options: QuoitsOptions): { outcome: PitchOutcome; spin: MessageOf<'moves.spin.words'> } | undefined {
  const setup = quoits.setup(options, view.seats.length);
  if (!setup.ok || view.moves.length === 0) return undefined;
  let pos = setup.value;
  let before: QuoitsPosition | undefined;
  for (const m of view.moves) {
    const mv = quoits.parseMove(m.notation);
    if (!mv.ok) return undefined;
    const next = quoits.play(pos, mv.value);
    if (!next.ok) return undefined;
    before = pos;
    pos = next.value;
  }
  if (before === undefined || quoits.formatPosition(pos) !== view.position) return undefined;
  const last = view.moves[view.moves.length - 1]!;
  const s = readSpin(last.notation);
  if (s === undefined || !pitchAwaited(before)) return undefined;
  return { outcome: pitchOutcome(before, s), spin: spinWords(s) };
}

/**
 * The name of a set of the layout in the reader's language: the default reconstruction's two sets by the
 * catalogue ("Left set (first and third players)", "Linke Feldgruppe ..."), a museum's as its file names them.
 */
export function setName(layout: QuoitLayout, set: number): string {
  const own = layout.sets[set]?.name ?? String(set + 1);
  const standard = DEFAULT_QUOIT_LAYOUT.sets[set];
  return standard !== undefined && standard.name === own && (set === 0 || set === 1) ? t('moves.quoits.set', { set: set === 0 ? 'a' : 'b' }) : own;
}

/**
 * The set a seat plays for, as the round's instruction says it ("the left set", "die linke Feldgruppe";
 * a museum's set by its name without the bracket); "the set" when not known yet.
 */
export function setWords(p: QuoitsPosition, seat: number): string {
  const set = setOfSeat(p, seat);
  const standard = set === undefined ? undefined : DEFAULT_QUOIT_LAYOUT.sets[set];
  if (set === undefined) return t('moves.quoits.onto', { set: 'other' });
  const own = p.options.layout.sets[set]?.name;
  if (own === undefined || (standard !== undefined && standard.name === own && set <= 1)) return t('moves.quoits.onto', { set: set === 0 ? 'a' : set === 1 ? 'b' : 'other' });
  return own.replace(/ \(.*\)$/, '');
}

/** The turn's instruction as one sentence, in the reader's language. */
export function quoitsInstruction(view: SessionView, p: QuoitsPosition | undefined): string {
  if (view.status.kind !== 'ongoing') return quoitsResultWords(view, p);
  if (p === undefined || view.turn === null) return '';
  const seat = { game: view.game, seat: view.turn };
  const computer = view.seats[view.turn]?.kind === 'computer' ? 'yes' : 'no';
  if (view.phase === 'syncing') return t('moves.quoits.sync');
  if (gameComplete(p)) return t('moves.quoits.scored', { seat, computer });
  if (p.lead !== undefined) return t('moves.quoits.lead', { seat, computer, tie: p.lead.contenders.length < p.playerCount ? 'yes' : 'no' });
  const round = Math.floor(p.pitched / p.playerCount) + 1;
  const instruction = t('moves.quoits.round', { round, seat, computer, set: setWords(p, view.turn) });
  // The spin for lead just decided (the first game, no man pitched yet): say who won it (issue 14).
  const leadJustWon = view.moves.length > 0 && p.history.length === 0 && p.pitched === 0;
  return leadJustWon ? `${instruction} ${t('play.lead.won', { seat })}` : instruction;
}

/** The result in the reader's language: the winner (or tie) and the score; `''` while the game goes on. */
export function quoitsResultWords(view: SessionView, p: QuoitsPosition | undefined): string {
  const st = view.status;
  if (st.kind === 'ongoing') return '';
  if (st.kind === 'draw') return t('moves.result.tie-reason', { reason: st.reason });
  const seats = st.winners.map((w) => ({ game: view.game, seat: w }));
  if (view.termination === 'resignation' || view.termination === 'agreement') return t('moves.result.win-reason', { winners: seats, n: seats.length, reason: st.reason });
  const totals = p === undefined ? [] : quoitsTotals(p);
  const best = st.winners[0] === undefined ? undefined : totals[st.winners[0]];
  const known = best === undefined ? 'no' : 'yes';
  return seats.length === 1 ? t('moves.quoits.wins', { seat: seats[0]!, best: best ?? 0, known }) : t('moves.quoits.tie', { seats, best: best ?? 0, known });
}

/** One seat's row of the score table. */
export interface QuoitsScoreRow {
  readonly seat: number;
  readonly name: string;
  readonly colour: string;
  /** This game's men now on the board, by component (points). */
  readonly hub: number;
  readonly doubles: number;
  readonly numbers: number;
  readonly nearest: number;
  /** This game's score so far. */
  readonly game: number;
  /** The earlier games' scores. */
  readonly earlier: number;
  /** The match total: earlier games plus this one. */
  readonly total: number;
}

/** The score table: per seat, the components of this game's score, the earlier games and the total. */
export function quoitsScoreRows(view: Pick<SessionView, 'seats' | 'game'>, p: QuoitsPosition): QuoitsScoreRow[] {
  const board = scoreBoard(p);
  return board.lines.map((l, seat) => {
    const earlier = p.history.reduce((t, row) => t + (row[seat] ?? 0), 0);
    return {
      seat,
      name: seatName(view, seat),
      colour: view.seats[seat]?.colour ?? '#888',
      hub: l.hub,
      doubles: l.doubles,
      numbers: l.numbers,
      nearest: l.nearest,
      game: l.total,
      earlier,
      total: earlier + l.total,
    };
  });
}

/** A move's one-line description: "spun 3 and 4" / "spun double 2 (by hand)". */
export function describeQuoitsMove(move: string): string {
  const s = readSpin(move);
  return s === undefined ? move : say(spunWords(s));
}

const replay = replayer(quoits, quoitsOptionsOf);

/**
 * Each ply of the view told for the move list, one line per event (`GameScreen.describePlies`, issue 14):
 * "game 2 begins: the board is cleared" on a line of its own before the spin that clears it; a spin for
 * lead with who won it (or who spin again); a pitch with where the man went and what it knocked ("spun 3
 * and 4: the man went to 7; Natural's man there was set back to 8"). `undefined` for a ply that does not
 * replay (the list then shows {@link describeQuoitsMove} and the men's changes).
 */
export function quoitsPlies(view: SessionView): readonly (readonly Message[] | undefined)[] {
  const layout = quoitsOptionsOf(view.options).layout;
  return replay(view).map((step, i) => {
    if (step === undefined) return undefined;
    const move = view.moves[i]!;
    const spin = readSpin(move.notation);
    if (spin === undefined) return undefined;
    const { before, after } = step;
    const cleared = gameComplete(before) && !matchOver(before);
    const out: Message[] = cleared ? [msg('moves.quoits.cleared', { game: before.history.length + 2 })] : [];
    if (before.lead !== undefined || (cleared && after.pitched === 0)) {
      out.push(...leadSpinEvents(view.game, move.notation, after.lead, after.order[0]));
      return out;
    }
    const hand = spin.hand ? 'yes' : 'no';
    if (!cleared) {
      out.push(msg('moves.quoits.pitch', { spin: spinWords(spin), hand, outcome: outcomeWords(view, layout, pitchOutcome(before, spin), true) }));
      return out;
    }
    // The first pitch of a further game on a cleared board (`newGameLead: same`): nothing to knock.
    const to = (move.changes ?? []).find((c) => c.seat === move.seat && c.to !== undefined)?.to;
    out.push(to === undefined ? spunWords(spin) : msg('moves.quoits.pitch', { spin: spinWords(spin), hand, outcome: msg('moves.quoits.goes', { past: 'yes', to: spaceInSentence(layout, to) }) }));
    return out;
  });
}
